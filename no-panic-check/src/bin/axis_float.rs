//! no-panic check: the operations along a static axis that need float functions — `softmax`,
//! `log_softmax`, `logsumexp`, `norm` — and `norm_all`, on a `[4, 5]` f32 tensor, with `libm`'s
//! functions (built with fat LTO, as the element-wise math binaries).
//! Builds only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    Tensor<f32, shape![4, 5]>,
    Tensor<f32, shape![4, 5]>,
    Tensor<f32, shape![4]>,
    Tensor<f32, shape![1, 5]>,
    Tensor<f32, shape![4]>,
    f32,
);

#[no_panic]
#[inline(never)]
fn axis_float(a: &Tensor<f32, shape![4, 5]>, p: f32) -> Out {
    (
        a.softmax::<1>(),
        a.log_softmax::<0>(),
        a.logsumexp::<1>(),
        a.norm_keepdim::<0>(2.0),
        a.norm::<1>(p),
        a.norm_all(p),
    )
}

fn main() {
    let a = Tensor::<f32, shape![4, 5]>::from_array(black_box([[1.0; 5]; 4]));
    black_box(axis_float(black_box(&a), black_box(3.0)));
}
