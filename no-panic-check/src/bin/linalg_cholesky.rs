//! no-panic check: Cholesky factors of static inline matrices, `[2, 2]` (f32), `[4, 4]` (f64)
//! and a batch `[3, 2, 2]` (f64), with the crate's own correctly rounded square root (this
//! crate builds `shaped` without `std`).
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    Option<Tensor<f32, shape![2, 2]>>,
    Option<Tensor<f64, shape![4, 4]>>,
    Option<Tensor<f64, shape![3, 2, 2]>>,
);

#[no_panic]
#[inline(never)]
fn cholesky(
    a: &Tensor<f32, shape![2, 2]>,
    b: &Tensor<f64, shape![4, 4]>,
    c: &Tensor<f64, shape![3, 2, 2]>,
) -> Out {
    (a.cholesky(), b.cholesky(), c.cholesky())
}

fn main() {
    let a = Tensor::<f32, shape![2, 2]>::from_array(black_box([[4.0, 2.0], [2.0, 5.0]]));
    let b = Tensor::<f64, shape![4, 4]>::from_array(black_box([[4.0, 1.0, 0.0, 0.0]; 4]));
    let c = Tensor::<f64, shape![3, 2, 2]>::from_array(black_box([[[4.0, 2.0], [2.0, 5.0]]; 3]));
    black_box(cholesky(black_box(&a), black_box(&b), black_box(&c)));
}
