use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![2]>::zeros();
    let b = Tensor::<f32, shape![2]>::zeros();
    let c: Tensor<f32, shape![2, 2]> = (&a, &b).stack::<0>();
    assert_eq!(c.shape(), &[2, 2]);
}
