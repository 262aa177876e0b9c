//! no-panic check: `a.transpose::<0, 1>()` on `[2, 3]`: a `[3, 2]` view.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn transpose(a: &Tensor<f32, shape![2, 3]>) -> TensorView<'_, f32, shape![3, 2]> {
    a.transpose::<0, 1>()
}

fn main() {
    let a = Tensor::<f32, shape![2, 3]>::from_array(black_box([[1.0; 3]; 2]));
    black_box(transpose(black_box(&a)));
}
