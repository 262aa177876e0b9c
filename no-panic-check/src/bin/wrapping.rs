//! no-panic check: the wrapping family on i32 `[4, 4]` with `[4]`: `wrapping_add`,
//! `wrapping_sub`, `wrapping_mul`, `wrapping_neg` out of place and their `_assign` forms.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn wrapping(
    a: &Tensor<i32, shape![4, 4]>,
    b: &Tensor<i32, shape![4]>,
) -> Tensor<i32, shape![4, 4]> {
    let mut r = a
        .wrapping_add(b)
        .wrapping_mul(b)
        .wrapping_sub(a)
        .wrapping_neg();
    r.wrapping_add_assign(b);
    r.wrapping_sub_assign(a);
    r.wrapping_mul_assign(b);
    r.wrapping_neg_assign();
    r
}

fn main() {
    let a = Tensor::<i32, shape![4, 4]>::from_array(black_box([[i32::MAX; 4]; 4]));
    let b = Tensor::<i32, shape![4]>::from_array(black_box([i32::MIN, -1, 0, 7]));
    black_box(wrapping(black_box(&a), black_box(&b)));
}
