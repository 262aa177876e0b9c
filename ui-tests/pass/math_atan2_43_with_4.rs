// The twin of `fail/math_atan2_43_with_4.rs`: [4, 3] with [3] broadcasts.
use shaped::prelude::*;

fn main() {
    let y = Tensor::<f32, shape![4, 3]>::ones();
    let x = Tensor::<f32, shape![3]>::ones();
    let r: Tensor<f32, shape![4, 3]> = y.atan2(&x);
    assert_eq!(r[[3, 2]], core::f32::consts::FRAC_PI_4);
}
