use shaped::prelude::*;

fn main() {
    const I: Tensor<f32, shape![3, 3]> = Tensor::eye();
    assert_eq!(I.get([2, 2]), Some(&1.0));
}
