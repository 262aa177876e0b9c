use shaped::prelude::*;

fn main() {
    let a = Tensor::<f64, shape![2, 3, 3]>::eye();
    let b = Tensor::<f64, shape![3, 3, 1]>::zeros();
    let _x = a.solve(&b);
}
