//! no-panic check: `Tensor::zeros()`, f32 `[4, 4]`.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn zeros() -> Tensor<f32, shape![4, 4]> {
    Tensor::<f32, shape![4, 4]>::zeros()
}

fn main() {
    black_box(zeros());
}
