use shaped::prelude::*;

// Rank 4 on both sides: the first line of the error stays short (`Dims<..>`, no crate paths).
fn main() {
    let mut x = Tensor::<f32, shape![5, 2, 4, 1]>::zeros();
    let y = Tensor::<f32, shape![5, 3, 4, 1]>::zeros();
    x *= &y;
}
