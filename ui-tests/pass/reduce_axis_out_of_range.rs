use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3]>::zeros();
    let s: Tensor<f32, shape![2]> = t.sum::<1>();
    assert_eq!(s.shape(), &[2]);
}
