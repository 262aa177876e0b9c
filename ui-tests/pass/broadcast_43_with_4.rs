use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![4, 3]>::zeros();
    let b = Tensor::<f32, shape![3]>::zeros();
    let c = a * b;
    assert_eq!(c.shape(), &[4, 3]);
}
