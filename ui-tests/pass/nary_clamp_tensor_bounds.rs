// The twin of `fail/nary_clamp_tensor_bounds.rs`: an upper bound of [5] fits.
use shaped::prelude::*;

fn main() {
    let x = Tensor::<f32, shape![5]>::zeros();
    let lo = Tensor::<f32, shape![]>::from_array(0.0);
    let hi = Tensor::<f32, shape![5]>::ones();
    let r: Tensor<f32, shape![5]> = x.clamp_tensor(&lo, &hi);
    assert_eq!(r.numel(), 5);
}
