//! no-panic check: `a.expand::<shape![4, 3]>()` on `[1, 3]`: a `[4, 3]` view with stride 0 on dim 0.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn expand(a: &Tensor<f32, shape![1, 3]>) -> TensorView<'_, f32, shape![4, 3]> {
    a.expand::<shape![4, 3]>()
}

fn main() {
    let a = Tensor::<f32, shape![1, 3]>::from_array(black_box([[1.0; 3]; 1]));
    black_box(expand(black_box(&a)));
}
