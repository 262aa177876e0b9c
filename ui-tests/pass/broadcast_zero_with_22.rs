use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![1]>::zeros();
    let b = Tensor::<f32, shape![2, 2]>::zeros();
    let c = a + b;
    assert_eq!(c.shape(), &[2, 2]);
}
