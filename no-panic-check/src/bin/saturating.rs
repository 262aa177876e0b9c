//! no-panic check: the saturating family on u8 `[4, 4]` with `[4]`: `saturating_add`,
//! `saturating_sub`, `saturating_mul` out of place and their `_assign` forms.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn saturating(a: &Tensor<u8, shape![4, 4]>, b: &Tensor<u8, shape![4]>) -> Tensor<u8, shape![4, 4]> {
    let mut r = a.saturating_add(b).saturating_mul(b).saturating_sub(a);
    r.saturating_add_assign(b);
    r.saturating_sub_assign(a);
    r.saturating_mul_assign(b);
    r
}

fn main() {
    let a = Tensor::<u8, shape![4, 4]>::from_array(black_box([[250; 4]; 4]));
    let b = Tensor::<u8, shape![4]>::from_array(black_box([0, 1, 2, 255]));
    black_box(saturating(black_box(&a), black_box(&b)));
}
