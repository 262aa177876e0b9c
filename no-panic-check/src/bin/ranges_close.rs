//! no-panic check: static-length ranges (`arange`, `linspace`) and tolerance comparisons
//! (`isclose` with broadcasting, `allclose`) on inline tensors.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    Tensor<i32, shape![8]>,
    Tensor<f32, shape![8]>,
    Tensor<bool, shape![4, 8]>,
    bool,
);

#[no_panic]
#[inline(never)]
fn ranges_close(start: f32, a: &Tensor<f32, shape![4, 8]>) -> Out {
    let r = Tensor::<i32, shape![8]>::arange(start as i32, 3);
    let l = Tensor::<f32, shape![8]>::linspace(start, 1.0);
    (
        r,
        l,
        a.isclose(&l, 1e-5, 1e-8, false),
        a.allclose(&l, 1e-5, 1e-8, true),
    )
}

fn main() {
    let a = Tensor::<f32, shape![4, 8]>::from_array(black_box([[1.0; 8]; 4]));
    black_box(ranges_close(black_box(0.0), black_box(&a)));
}
