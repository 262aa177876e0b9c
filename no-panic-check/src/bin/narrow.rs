//! no-panic check: `a.narrow::<1, 2>(start)` on `[3, 4]`: a `[3, 2]` view, or `None`
//! when the start (negative from the end) is out of range or `start + 2` exceeds the axis (the start is a run-time value, so the check is too).
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn narrow(
    a: &Tensor<f32, shape![3, 4]>,
    start: isize,
) -> Option<TensorView<'_, f32, shape![3, 2]>> {
    a.narrow::<1, 2>(start)
}

fn main() {
    let a = Tensor::<f32, shape![3, 4]>::from_array(black_box([[1.0; 4]; 3]));
    black_box(narrow(black_box(&a), black_box(1)));
}
