//! no-panic check: `a.permute::<2, 0, 1>()` on `[2, 3, 4]`: a `[4, 2, 3]` view.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn permute(a: &Tensor<f32, shape![2, 3, 4]>) -> TensorView<'_, f32, shape![4, 2, 3]> {
    a.permute::<2, 0, 1>()
}

fn main() {
    let a = Tensor::<f32, shape![2, 3, 4]>::from_array(black_box([[[1.0; 4]; 3]; 2]));
    black_box(permute(black_box(&a)));
}
