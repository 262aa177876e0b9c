//! no-panic check: a Kalman filter step written in its natural form (`matmul`, `t()`, `inv()`,
//! `eye()`, operators), 4 states and 2 measurements, and 9 states and 6 measurements (the
//! filters of `examples/kalman_filter.rs`).
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;
use shaped_examples::kalman_filter::{ca3, cv2};

#[no_panic]
#[inline(never)]
fn kalman(
    m: &cv2::Model,
    s: &cv2::State,
    z: &Tensor<f32, shape![2]>,
    m9: &ca3::Model,
    s9: &ca3::State,
    z6: &Tensor<f32, shape![6]>,
) -> (Option<cv2::State>, Option<ca3::State>) {
    (cv2::step(m, s, z), ca3::step(m9, s9, z6))
}

fn main() {
    let m = cv2::model(0.1, 1e-3, 0.25);
    let s = cv2::State {
        x: Tensor::zeros(),
        p: cv2::M44::eye(),
    };
    let m9 = ca3::model(0.02, 1e-2, 0.5);
    let s9 = ca3::State {
        x: Tensor::zeros(),
        p: ca3::M99::eye(),
    };
    let z = Tensor::<f32, shape![2]>::from_array(black_box([1.0, 2.0]));
    let z6 = Tensor::<f32, shape![6]>::from_array(black_box([1.0; 6]));
    black_box(kalman(
        black_box(&m),
        black_box(&s),
        black_box(&z),
        black_box(&m9),
        black_box(&s9),
        black_box(&z6),
    ));
}
