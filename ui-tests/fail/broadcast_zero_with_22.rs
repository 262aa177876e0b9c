use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![0]>::zeros();
    let b = Tensor::<f32, shape![2, 2]>::zeros();
    let _c = a + b;
}
