//! An IMU calibration with static shapes only: no allocator, no run-time shape checks, no panic
//! path in the arithmetic (every shape below is a type, so a wrong one does not compile).
//!
//! Eight accelerometer samples `[8, 3]` are rotated into the body frame by a `[3, 3]` matrix
//! (`matmul`), a bias `[3]` is subtracted (broadcast over the samples), and each axis is
//! standardised with its mean and standard deviation kept as `[1, 3]`, so they broadcast back.
//!
//! Run: `cargo run --example imu`. `shaped` needs neither `std` nor an allocator here (the
//! standard deviation's square root comes from `libm` then; this program prints with `std`):
//! `cargo run -p shaped-examples --example imu --no-default-features --features libm`.

use shaped::prelude::*;

/// The sensor-to-body rotation: 90° about the x axis.
const ROTATION: Tensor<f32, shape![3, 3]> =
    Tensor::from_array([[1.0, 0.0, 0.0], [0.0, 0.0, -1.0], [0.0, 1.0, 0.0]]);

/// The accelerometer bias, in the body frame.
const BIAS: Tensor<f32, shape![3]> = Tensor::from_array([0.02, -0.01, 0.05]);

fn main() {
    let samples = Tensor::<f32, shape![8, 3]>::from([
        [0.01, 0.02, 9.81],
        [0.03, -0.01, 9.79],
        [0.02, 0.00, 9.83],
        [-0.01, 0.03, 9.80],
        [0.00, 0.01, 9.82],
        [0.04, -0.02, 9.78],
        [0.01, 0.02, 9.81],
        [0.02, 0.01, 9.80],
    ]);

    // [8, 3] · [3, 3] -> [8, 3]; a [3, 4] rotation would not compile (the inner sizes differ).
    let body: Tensor<f32, shape![8, 3]> = samples.matmul(&ROTATION);
    // [8, 3] - [3]: the bias broadcasts over the samples.
    let corrected = body - BIAS;

    let mean: Tensor<f32, shape![1, 3]> = corrected.mean_keepdim::<0>();
    let std: Tensor<f32, shape![1, 3]> = corrected.std_keepdim::<0>(1);
    let z = (corrected - mean) / std; // inline tensors are Copy: operands by value

    println!("body frame, bias removed:\n{corrected:.3}\n");
    println!("mean per axis {mean:.3}, sample std per axis {std:.4}\n");
    println!("standardised:\n{z:.2}\n");
    println!("largest |z| per axis: {:.2}", z.abs().amax::<0>());
    println!(
        "size of the [8, 3] f32 tensor: {} bytes (its 24 elements, nothing else)",
        core::mem::size_of_val(&z)
    );
}
