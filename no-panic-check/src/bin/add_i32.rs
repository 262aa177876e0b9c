//! no-panic check: `&a + &b`, i32, `[4, 4] + [4]`: the crate has no wrapping ops, and `+` on i32 wraps in
//! release (no overflow checks), so this is the wrapping integer add.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn add_i32(a: &Tensor<i32, shape![4, 4]>, b: &Tensor<i32, shape![4]>) -> Tensor<i32, shape![4, 4]> {
    a + b
}

fn main() {
    let a = Tensor::<i32, shape![4, 4]>::from_array(black_box([[1; 4]; 4]));
    let b = Tensor::<i32, shape![4]>::from_array(black_box([2; 4]));
    black_box(add_i32(black_box(&a), black_box(&b)));
}
