//! no-panic check: operations along a static axis of a `[4, 5]` f32 tensor that need no float
//! functions — running sums and products, `max`/`min` with positions, the all-element
//! `max_all` — and `all`/`any`/`count_nonzero` of its `bool` mask.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    Tensor<f32, shape![4, 5]>,
    Tensor<f32, shape![4, 5]>,
    (Tensor<f32, shape![4]>, Tensor<usize, shape![4]>),
    (Tensor<f32, shape![1, 5]>, Tensor<usize, shape![1, 5]>),
    f32,
    Tensor<bool, shape![4]>,
    Tensor<bool, shape![1, 5]>,
    Tensor<usize, shape![5]>,
    (bool, usize),
);

#[no_panic]
#[inline(never)]
fn axis_ops(a: &Tensor<f32, shape![4, 5]>) -> Out {
    let mask = a.map(|&x| x > 0.5);
    (
        a.cumsum::<1>(),
        a.cumprod::<0>(),
        a.max::<1>(),
        a.min_keepdim::<0>(),
        a.max_all(),
        mask.all::<1>(),
        mask.any_keepdim::<0>(),
        mask.count_nonzero::<0>(),
        (mask.all_all(), mask.count_nonzero_all()),
    )
}

fn main() {
    let a = Tensor::<f32, shape![4, 5]>::from_array(black_box([[1.0; 5]; 4]));
    black_box(axis_ops(black_box(&a)));
}
