use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![2, 3]>::zeros();
    let b = Tensor::<f32, shape![4, 3]>::zeros();
    let c: Tensor<f32, shape![6, 3]> = (&a, &b).cat::<0>();
    assert_eq!(c.shape(), &[6, 3]);
}
