use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![2, 3]>::zeros();
    let b = Tensor::<f32, shape![3, 5]>::zeros();
    let c: Tensor<f32, shape![2, 5]> = a.matmul(&b);
    assert_eq!(c.shape(), &[2, 5]);
}
