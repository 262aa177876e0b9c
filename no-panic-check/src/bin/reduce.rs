//! no-panic check: reductions of a static inline `[4, 5]` f32 tensor — over all elements, along
//! each axis (removing and keeping it), max-like and arg reductions.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    f32,
    f32,
    usize,
    Tensor<f32, shape![5]>,
    Tensor<f32, shape![4, 1]>,
    Tensor<f32, shape![4]>,
    Tensor<usize, shape![4]>,
    Tensor<usize, shape![5]>,
);

#[no_panic]
#[inline(never)]
fn reduce(a: &Tensor<f32, shape![4, 5]>) -> Out {
    (
        a.sum_all(),
        a.amax_all(),
        a.argmin_all(),
        a.sum::<0>(),
        a.mean_keepdim::<1>(),
        a.amax::<1>(),
        a.argmax::<1>(),
        a.argmin::<0>(),
    )
}

fn main() {
    let a = Tensor::<f32, shape![4, 5]>::from_array(black_box([[1.0; 5]; 4]));
    black_box(reduce(black_box(&a)));
}
