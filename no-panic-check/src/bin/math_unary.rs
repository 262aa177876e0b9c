//! no-panic check: element-wise math on a static inline f32 `[4, 4]` tensor (`exp`, `ln`,
//! `sqrt`, `round`, `sign`, `relu`, `floor`, `sigmoid`, `powi`, `is_nan`), an f64 `tanh`, and
//! `exp_inplace`, and the standard deviations `std_all`, `std_keepdim::<0>`; the float functions
//! come from `libm` (`shaped`'s `libm` feature, no `std`; built with fat LTO, see Cargo.toml).
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type M = Tensor<f32, shape![4, 4]>;
type Out = (
    M,
    M,
    M,
    Tensor<bool, shape![4, 4]>,
    Tensor<f64, shape![2, 3]>,
    (f32, Tensor<f32, shape![1, 4]>),
);

#[no_panic]
#[inline(never)]
fn math_unary(a: &M, b: &Tensor<f64, shape![2, 3]>) -> Out {
    let e = a.exp().ln();
    let r = a.sqrt().round().sign().relu();
    let mut s = a.floor().sigmoid().powi(3);
    s.exp_inplace();
    let sd = (a.std_all(1), a.std_keepdim::<0>(1));
    (e, r, s, a.is_nan(), b.tanh(), sd)
}

fn main() {
    let a = M::from_array(black_box([[1.5; 4]; 4]));
    let b = Tensor::<f64, shape![2, 3]>::from_array(black_box([[0.5; 3]; 2]));
    black_box(math_unary(black_box(&a), black_box(&b)));
}
