use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![5, 2, 4, 1]>::zeros();
    let b = Tensor::<f32, shape![3, 1, 1]>::zeros();
    let _c = a + b;
}
