// Tensor bounds of `clamp_tensor` must broadcast with the input: [5] against an upper bound [4].
use shaped::prelude::*;

fn main() {
    let x = Tensor::<f32, shape![5]>::zeros();
    let lo = Tensor::<f32, shape![]>::from_array(0.0);
    let hi = Tensor::<f32, shape![4]>::ones();
    let _r = x.clamp_tensor(&lo, &hi);
}
