use shaped::prelude::*;

fn main() {
    let a = Tensor::<f64, shape![5, 2, 3]>::zeros();
    let _d = a.det();
}
