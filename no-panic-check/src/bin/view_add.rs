//! no-panic check: element-wise operators with view operands of static inline tensors:
//! `a + b.t()` (`[4, 3] + [3, 4]ᵀ`), `a * b.expand::<..>()` and `-b.t()`.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (
    Tensor<f32, shape![4, 3]>,
    Tensor<f32, shape![4, 3]>,
    Tensor<f32, shape![4, 3]>,
);

#[no_panic]
#[inline(never)]
fn view_add(
    a: &Tensor<f32, shape![4, 3]>,
    b: &Tensor<f32, shape![3, 4]>,
    row: &Tensor<f32, shape![1, 3]>,
) -> Out {
    (a + b.t(), a * row.expand::<shape![4, 3]>(), -b.t())
}

fn main() {
    let a = Tensor::<f32, shape![4, 3]>::from_array(black_box([[1.0; 3]; 4]));
    let b = Tensor::<f32, shape![3, 4]>::from_array(black_box([[2.0; 4]; 3]));
    let row = Tensor::<f32, shape![1, 3]>::from_array(black_box([[3.0; 3]; 1]));
    black_box(view_add(black_box(&a), black_box(&b), black_box(&row)));
}
