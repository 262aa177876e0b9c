//! no-panic check: determinants of static inline matrices, `[2, 2]` (f32), `[4, 4]` (f64) and a
//! batch `[3, 2, 2]` (f64), by LU with partial pivoting.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    Tensor<f32, shape![]>,
    Tensor<f64, shape![]>,
    Tensor<f64, shape![3]>,
);

#[no_panic]
#[inline(never)]
fn det(
    a: &Tensor<f32, shape![2, 2]>,
    b: &Tensor<f64, shape![4, 4]>,
    c: &Tensor<f64, shape![3, 2, 2]>,
) -> Out {
    (a.det(), b.det(), c.det())
}

fn main() {
    let a = Tensor::<f32, shape![2, 2]>::from_array(black_box([[4.0, 7.0], [2.0, 6.0]]));
    let b = Tensor::<f64, shape![4, 4]>::from_array(black_box([[2.0, 1.0, 0.0, 0.0]; 4]));
    let c = Tensor::<f64, shape![3, 2, 2]>::from_array(black_box([[[1.0, 2.0], [3.0, 4.0]]; 3]));
    black_box(det(black_box(&a), black_box(&b), black_box(&c)));
}
