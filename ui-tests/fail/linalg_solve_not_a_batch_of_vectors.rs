use shaped::prelude::*;

fn main() {
    // [4, 3] is not [2, 3] (A without its last dim), so it is read as a 4x3 matrix.
    let a = Tensor::<f64, shape![2, 3, 3]>::eye();
    let b = Tensor::<f64, shape![4, 3]>::zeros();
    let _x = a.solve(&b);
}
