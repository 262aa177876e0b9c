//! no-panic check: comparisons, `maximum`/`minimum`, scalar `clamp` and `cast` on f32 `[4, 4]`
//! with `[4]`, on fully static inline tensors.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Mask = Tensor<bool, shape![4, 4]>;
type Ints = Tensor<i32, shape![4, 4]>;

#[no_panic]
#[inline(never)]
fn compare(a: &Tensor<f32, shape![4, 4]>, b: &Tensor<f32, shape![4]>) -> (Mask, Ints) {
    let lt = a.lt(b);
    let eq = a.eq(b);
    let both = lt.zip_map(&eq, |x, y| *x || *y);
    let m = a.maximum(b).minimum(b).clamp(-1.0, 1.0);
    (both, m.cast::<i32>())
}

fn main() {
    let a = Tensor::<f32, shape![4, 4]>::from_array(black_box([[1.0; 4]; 4]));
    let b = Tensor::<f32, shape![4]>::from_array(black_box([2.0, -1.0, f32::NAN, 0.5]));
    black_box(compare(black_box(&a), black_box(&b)));
}
