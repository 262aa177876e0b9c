//! no-panic check: in-place operators with view operands of static inline tensors:
//! `x += &y.t()` (`[4, 4]`), and a mutable transposed view as the destination.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

#[no_panic]
#[inline(never)]
fn view_add_assign(x: &mut Tensor<f32, shape![4, 4]>, y: &Tensor<f32, shape![4, 4]>) {
    *x += &y.t();
    let mut xt = x.view_mut().t();
    xt -= y;
}

fn main() {
    let mut x = Tensor::<f32, shape![4, 4]>::from_array(black_box([[1.0; 4]; 4]));
    let y = Tensor::<f32, shape![4, 4]>::from_array(black_box([[2.0; 4]; 4]));
    view_add_assign(black_box(&mut x), black_box(&y));
    black_box(&x);
}
