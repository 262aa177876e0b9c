//! no-panic check: static `cat` and `stack` of owned inline tensors: `[2, 3]` and `[1, 3]`
//! along axis 0, `[2, 3]` twice along axis 1, and `stack` along a new last axis.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    Tensor<f32, shape![3, 3]>,
    Tensor<f32, shape![2, 6]>,
    Tensor<f32, shape![2, 3, 2]>,
);

#[no_panic]
#[inline(never)]
fn join(a: &Tensor<f32, shape![2, 3]>, b: &Tensor<f32, shape![1, 3]>) -> Out {
    ((a, b).cat::<0>(), (a, a).cat::<1>(), (a, a).stack::<2>())
}

fn main() {
    let a = Tensor::<f32, shape![2, 3]>::from_array(black_box([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]));
    let b = Tensor::<f32, shape![1, 3]>::from_array(black_box([[7.0, 8.0, 9.0]]));
    black_box(join(black_box(&a), black_box(&b)));
}
