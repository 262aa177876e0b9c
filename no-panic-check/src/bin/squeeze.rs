//! no-panic check: `a.squeeze::<1>()` on `[2, 1, 3]`: a `[2, 3]` view.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn squeeze(a: &Tensor<f32, shape![2, 1, 3]>) -> TensorView<'_, f32, shape![2, 3]> {
    a.squeeze::<1>()
}

fn main() {
    let a = Tensor::<f32, shape![2, 1, 3]>::from_array(black_box([[[1.0; 3]; 1]; 2]));
    black_box(squeeze(black_box(&a)));
}
