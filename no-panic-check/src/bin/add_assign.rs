//! no-panic check: `a += &b`, f32, `[4, 4] += [4]` (in place, broadcast).
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn add_assign(a: &mut Tensor<f32, shape![4, 4]>, b: &Tensor<f32, shape![4]>) {
    *a += b;
}

fn main() {
    let mut a = Tensor::<f32, shape![4, 4]>::from_array(black_box([[1.0; 4]; 4]));
    let b = Tensor::<f32, shape![4]>::from_array(black_box([2.0; 4]));
    add_assign(black_box(&mut a), black_box(&b));
    black_box(&a);
}
