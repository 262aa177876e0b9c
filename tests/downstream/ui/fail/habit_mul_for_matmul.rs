use shaped::prelude::*;

fn main() {
    let h = Tensor::<f32, shape![3, 6]>::zeros();
    let p = Tensor::<f32, shape![6, 6]>::zeros();
    let _ = &h * &p; // a matrix product, as nalgebra's `*`
}
