//! no-panic check: `a.select::<1>(index)` on `[3, 4]`: a `[3]` view, or `None` when the
//! run-time index (negative from the end) is out of range.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn select(a: &Tensor<f32, shape![3, 4]>, index: isize) -> Option<TensorView<'_, f32, shape![3]>> {
    a.select::<1>(index)
}

fn main() {
    let a = Tensor::<f32, shape![3, 4]>::from_array(black_box([[1.0; 4]; 3]));
    black_box(select(black_box(&a), black_box(-1)));
}
