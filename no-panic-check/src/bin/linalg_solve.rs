//! no-panic check: `A·X = B` for static inline operands: `[2, 2]` with a vector `[2]` (f32),
//! `[4, 4]` with a matrix `[4, 3]` (f64), a batch of vectors `[2, 3, 3]` with `[2, 3]`, and
//! broadcast batch dims `[2, 1, 3, 3]` with `[4, 3, 1]` (f64).
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    Option<Tensor<f32, shape![2]>>,
    Option<Tensor<f64, shape![4, 3]>>,
    Option<Tensor<f64, shape![2, 3]>>,
    Option<Tensor<f64, shape![2, 4, 3, 1]>>,
);

#[no_panic]
#[inline(never)]
#[allow(clippy::type_complexity)]
fn solve(
    (a, b): (&Tensor<f32, shape![2, 2]>, &Tensor<f32, shape![2]>),
    (c, d): (&Tensor<f64, shape![4, 4]>, &Tensor<f64, shape![4, 3]>),
    (e, f): (&Tensor<f64, shape![2, 3, 3]>, &Tensor<f64, shape![2, 3]>),
    (g, h): (
        &Tensor<f64, shape![2, 1, 3, 3]>,
        &Tensor<f64, shape![4, 3, 1]>,
    ),
) -> Out {
    (a.solve(b), c.solve(d), e.solve(f), g.solve(h))
}

fn main() {
    let a = Tensor::<f32, shape![2, 2]>::from_array(black_box([[4.0, 7.0], [2.0, 6.0]]));
    let b = Tensor::<f32, shape![2]>::from_array(black_box([1.0, 2.0]));
    let c = Tensor::<f64, shape![4, 4]>::from_array(black_box([[2.0, 1.0, 0.0, 0.0]; 4]));
    let d = Tensor::<f64, shape![4, 3]>::from_array(black_box([[1.0; 3]; 4]));
    let e = Tensor::<f64, shape![2, 3, 3]>::from_array(black_box([[[3.0, 1.0, 0.0]; 3]; 2]));
    let f = Tensor::<f64, shape![2, 3]>::from_array(black_box([[1.0; 3]; 2]));
    let g =
        Tensor::<f64, shape![2, 1, 3, 3]>::from_array(black_box([[[[3.0, 1.0, 0.0]; 3]; 1]; 2]));
    let h = Tensor::<f64, shape![4, 3, 1]>::from_array(black_box([[[1.0]; 3]; 4]));
    black_box(solve(
        (black_box(&a), black_box(&b)),
        (black_box(&c), black_box(&d)),
        (black_box(&e), black_box(&f)),
        (black_box(&g), black_box(&h)),
    ));
}
