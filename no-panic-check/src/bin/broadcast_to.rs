//! no-panic check: `a.broadcast_to::<shape![2, 4, 3]>()` on `[3]`: a `[2, 4, 3]` view.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn broadcast_to(a: &Tensor<f32, shape![3]>) -> TensorView<'_, f32, shape![2, 4, 3]> {
    a.broadcast_to::<shape![2, 4, 3]>()
}

fn main() {
    let a = Tensor::<f32, shape![3]>::from_array(black_box([1.0; 3]));
    black_box(broadcast_to(black_box(&a)));
}
