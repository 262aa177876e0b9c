//! no-panic check: a least-squares quadratic fit through 16 points, written the natural way:
//! `Aᵀ·A` and `Aᵀ·y` through a transposed view, then `solve` (`None` when `AᵀA` is singular).
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn lstsq(
    a: &Tensor<f32, shape![16, 3]>,
    y: &Tensor<f32, shape![16]>,
) -> Option<Tensor<f32, shape![3]>> {
    let at = a.t();
    at.matmul(a).solve(&at.matmul(y))
}

fn main() {
    let x = |i: usize| -1.0 + 2.0 * i as f32 / 15.0;
    let a = Tensor::<f32, shape![16, 3]>::from_fn(|k| x(k / 3).powi((k % 3) as i32));
    let y = Tensor::<f32, shape![16]>::from_fn(|i| 1.0 + x(i) * x(i));
    black_box(lstsq(black_box(&a), black_box(&y)));
}
