use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![4, 3]>::zeros();
    let b = Tensor::<f32, shape![4]>::zeros();
    let _ = &a + &b;
}
