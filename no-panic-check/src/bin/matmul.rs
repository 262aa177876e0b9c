//! no-panic check: static inline matrix products, `[3, 3] · [3]` and `[4, 4] · [4, 4]` (f32),
//! and a dot product `[4] · [4]` (i32).
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    Tensor<f32, shape![3]>,
    Tensor<f32, shape![4, 4]>,
    Tensor<i32, shape![]>,
);

#[no_panic]
#[inline(never)]
fn matmul(
    m: &Tensor<f32, shape![3, 3]>,
    v: &Tensor<f32, shape![3]>,
    a: &Tensor<f32, shape![4, 4]>,
    x: &Tensor<i32, shape![4]>,
) -> Out {
    (m.matmul(v), a.matmul(a), x.matmul(x))
}

fn main() {
    let m = Tensor::<f32, shape![3, 3]>::from_array(black_box([[1.0; 3]; 3]));
    let v = Tensor::<f32, shape![3]>::from_array(black_box([2.0; 3]));
    let a = Tensor::<f32, shape![4, 4]>::from_array(black_box([[0.5; 4]; 4]));
    let x = Tensor::<i32, shape![4]>::from_array(black_box([3; 4]));
    black_box(matmul(
        black_box(&m),
        black_box(&v),
        black_box(&a),
        black_box(&x),
    ));
}
