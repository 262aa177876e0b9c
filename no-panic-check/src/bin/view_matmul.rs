//! no-panic check: matrix products with view operands of static inline tensors:
//! `a.matmul(&b.t())`, `a.t().matmul(&b)` (f32 `[4, 4]`) and a selected row times a matrix.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    Tensor<f32, shape![4, 4]>,
    Tensor<f32, shape![4, 4]>,
    Option<Tensor<f32, shape![4]>>,
);

#[no_panic]
#[inline(never)]
fn view_matmul(a: &Tensor<f32, shape![4, 4]>, b: &Tensor<f32, shape![4, 4]>, i: isize) -> Out {
    (
        a.matmul(&b.t()),
        a.t().matmul(b),
        a.select::<0>(i).map(|row| row.matmul(b)),
    )
}

fn main() {
    let a = Tensor::<f32, shape![4, 4]>::from_array(black_box([[1.0; 4]; 4]));
    let b = Tensor::<f32, shape![4, 4]>::from_array(black_box([[0.5; 4]; 4]));
    black_box(view_matmul(black_box(&a), black_box(&b), black_box(2)));
}
