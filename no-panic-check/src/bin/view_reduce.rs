//! no-panic check: reductions of views of static inline tensors: a transposed `[4, 5]` summed
//! along each axis and in all, and a narrowed one (run-time start) reduced along an axis.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    Tensor<f32, shape![4]>,
    Tensor<f32, shape![5]>,
    f32,
    Option<Tensor<f32, shape![5]>>,
);

#[no_panic]
#[inline(never)]
fn view_reduce(a: &Tensor<f32, shape![4, 5]>, start: isize) -> Out {
    let t = a.t();
    (
        t.sum::<0>(),
        t.amax::<1>(),
        t.sum_all(),
        a.narrow::<0, 2>(start).map(|n| n.sum::<0>()),
    )
}

fn main() {
    let a = Tensor::<f32, shape![4, 5]>::from_array(black_box([[1.0; 5]; 4]));
    black_box(view_reduce(black_box(&a), black_box(1)));
}
