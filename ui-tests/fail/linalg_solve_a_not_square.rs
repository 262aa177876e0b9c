use shaped::prelude::*;

fn main() {
    let a = Tensor::<f64, shape![2, 3]>::zeros();
    let b = Tensor::<f64, shape![2]>::zeros();
    let _x = a.solve(&b);
}
