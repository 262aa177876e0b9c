use shaped::prelude::*;

fn main() {
    let a = Tensor::<f64, shape![4, 2, 3]>::zeros();
    let _l = a.cholesky();
}
