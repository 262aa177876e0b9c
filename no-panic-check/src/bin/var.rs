//! no-panic check: variance of a static inline `[4, 5]` f32 tensor — over all elements and
//! along each axis (removing and keeping it), with corrections 0 and 1.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

type Out = (f32, Tensor<f32, shape![5]>, Tensor<f32, shape![4, 1]>);

#[no_panic]
#[inline(never)]
fn var(a: &Tensor<f32, shape![4, 5]>) -> Out {
    (a.var_all(1), a.var::<0>(0), a.var_keepdim::<1>(1))
}

fn main() {
    let a = Tensor::<f32, shape![4, 5]>::from_array(black_box([[1.0; 5]; 4]));
    black_box(var(black_box(&a)));
}
