use shaped::prelude::*;

fn main() {
    let a = Tensor::<f64, shape![3, 3]>::eye();
    let b = Tensor::<f64, shape![4]>::zeros();
    let _x = a.solve(&b);
}
