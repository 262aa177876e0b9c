use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![5, 3, 4, 1]>::zeros();
    let b = Tensor::<f32, shape![3, 1, 1]>::zeros();
    let c = a + b;
    assert_eq!(c.shape(), &[5, 3, 4, 1]);
}
