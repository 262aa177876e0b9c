//! The Kalman filters of `kalman_filter` agree with the same filters written with nalgebra
//! (`f * p * f.transpose() + q`, `try_inverse()`), step by step over 1000 steps.
//!
//! Both run in f32; the two libraries sum the products of a matrix product in different orders
//! and invert differently (nalgebra: a closed form for 2x2, Gauss-Jordan for 6x6), so the states
//! differ by rounding, which the filter's contraction keeps bounded. Tolerance: every element of
//! `x` and `P` within `1e-4 · (1 + |value|)` of nalgebra's, at every step.

use nalgebra::{SMatrix, SVector};
use shaped::prelude::*;
use shaped_examples::kalman_filter::{ca3, cv2};

fn close(what: &str, step: usize, ours: &[f32], theirs: &[f32]) {
    assert_eq!(ours.len(), theirs.len());
    for (i, (&a, &b)) in ours.iter().zip(theirs).enumerate() {
        assert!(
            (a - b).abs() <= 1e-4 * (1.0 + b.abs()),
            "{what} differs at step {step}, element {i}: {a} vs nalgebra's {b}"
        );
    }
}

/// nalgebra's step for `N` states and `M` measurements, written as its users write it.
#[allow(clippy::type_complexity)]
fn nalgebra_step<const N: usize, const M: usize>(
    (f, q, h, r): (
        &SMatrix<f32, N, N>,
        &SMatrix<f32, N, N>,
        &SMatrix<f32, M, N>,
        &SMatrix<f32, M, M>,
    ),
    (x, p): (&SVector<f32, N>, &SMatrix<f32, N, N>),
    z: &SVector<f32, M>,
) -> Option<(SVector<f32, N>, SMatrix<f32, N, N>)> {
    let x = f * x;
    let p = f * p * f.transpose() + q;
    let y = z - h * x;
    let s_inv = (h * p * h.transpose() + r).try_inverse()?;
    let k = p * h.transpose() * s_inv;
    Some((x + k * y, (SMatrix::<f32, N, N>::identity() - k * h) * p))
}

/// A row-major tensor as a nalgebra matrix.
fn matrix<const R: usize, const C: usize>(t: &[f32]) -> SMatrix<f32, R, C> {
    SMatrix::from_row_slice(t)
}

/// A deterministic measurement sequence: a smooth path plus a wobble.
fn measurement<const M: usize>(k: usize) -> [f32; M] {
    core::array::from_fn(|i| {
        let t = k as f32 * 0.05;
        (i as f32 + 1.0) * t + 0.3 * ((k * (i + 3)) as f32 * 0.7).sin()
    })
}

#[test]
fn constant_velocity_filter_agrees_with_nalgebra_over_1000_steps() {
    let m = cv2::model(0.05, 1e-3, 0.2);
    let mut s = cv2::State {
        x: Tensor::zeros(),
        p: cv2::M44::eye(),
    };
    let model = (
        &matrix::<4, 4>(&m.f.to_vec()),
        &matrix::<4, 4>(&m.q.to_vec()),
        &matrix::<2, 4>(&m.h.to_vec()),
        &matrix::<2, 2>(&m.r.to_vec()),
    );
    let (mut x, mut p) = (SVector::<f32, 4>::zeros(), SMatrix::<f32, 4, 4>::identity());
    for k in 0..1000 {
        let z = measurement::<2>(k);
        s = cv2::step(&m, &s, &Tensor::from(z)).unwrap();
        (x, p) = nalgebra_step(model, (&x, &p), &SVector::from(z)).unwrap();
        close("x", k, &s.x.to_vec(), x.as_slice());
        close("P", k, &s.p.to_vec(), p.transpose().as_slice());
    }
}

#[test]
fn constant_acceleration_filter_agrees_with_nalgebra_over_1000_steps() {
    let m = ca3::model(0.02, 1e-2, 0.5);
    let mut s = ca3::State {
        x: Tensor::zeros(),
        p: ca3::M99::eye(),
    };
    let model = (
        &matrix::<9, 9>(&m.f.to_vec()),
        &matrix::<9, 9>(&m.q.to_vec()),
        &matrix::<6, 9>(&m.h.to_vec()),
        &matrix::<6, 6>(&m.r.to_vec()),
    );
    let (mut x, mut p) = (SVector::<f32, 9>::zeros(), SMatrix::<f32, 9, 9>::identity());
    for k in 0..1000 {
        let z = measurement::<6>(k);
        s = ca3::step(&m, &s, &Tensor::from(z)).unwrap();
        (x, p) = nalgebra_step(model, (&x, &p), &SVector::from(z)).unwrap();
        close("x", k, &s.x.to_vec(), x.as_slice());
        close("P", k, &s.p.to_vec(), p.transpose().as_slice());
    }
}

#[test]
fn a_singular_innovation_covariance_is_none() {
    let mut m = cv2::model(0.1, 0.0, 0.0);
    // No measurement noise and no uncertainty in the position: S = H·P·Hᵀ is singular.
    m.r = Tensor::zeros();
    let s = cv2::State {
        x: Tensor::zeros(),
        p: Tensor::zeros(),
    };
    assert!(cv2::step(&m, &s, &Tensor::from([1.0, 2.0])).is_none());
}
