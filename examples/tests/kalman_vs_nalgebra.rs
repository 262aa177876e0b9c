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

// nalgebra's natural step (`f * p * f.transpose() + q`, `try_inverse()`), the one the
// instruction-count benchmark measures.
#[path = "../../benches/src/kalman.rs"]
#[allow(dead_code)]
mod reference;
use reference::{Model, State, nalgebra_matrix as matrix, step};

fn close(what: &str, k: usize, ours: &[f32], theirs: &[f32]) {
    assert_eq!(ours.len(), theirs.len());
    for (i, (&a, &b)) in ours.iter().zip(theirs).enumerate() {
        assert!(
            (a - b).abs() <= 1e-4 * (1.0 + b.abs()),
            "{what} differs at step {k}, element {i}: {a} vs nalgebra's {b}"
        );
    }
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
    let model = Model::<4, 2> {
        f: matrix(&m.f.to_vec()),
        q: matrix(&m.q.to_vec()),
        h: matrix(&m.h.to_vec()),
        r: matrix(&m.r.to_vec()),
    };
    let mut n = State {
        x: SVector::<f32, 4>::zeros(),
        p: SMatrix::<f32, 4, 4>::identity(),
    };
    for k in 0..1000 {
        let z = measurement::<2>(k);
        s = cv2::step(&m, &s, &Tensor::from(z)).unwrap();
        n = step(&model, &n, &SVector::from(z)).unwrap();
        close("x", k, &s.x.to_vec(), n.x.as_slice());
        close("P", k, &s.p.to_vec(), n.p.transpose().as_slice());
    }
}

#[test]
fn constant_acceleration_filter_agrees_with_nalgebra_over_1000_steps() {
    let m = ca3::model(0.02, 1e-2, 0.5);
    let mut s = ca3::State {
        x: Tensor::zeros(),
        p: ca3::M99::eye(),
    };
    let model = Model::<9, 6> {
        f: matrix(&m.f.to_vec()),
        q: matrix(&m.q.to_vec()),
        h: matrix(&m.h.to_vec()),
        r: matrix(&m.r.to_vec()),
    };
    let mut n = State {
        x: SVector::<f32, 9>::zeros(),
        p: SMatrix::<f32, 9, 9>::identity(),
    };
    for k in 0..1000 {
        let z = measurement::<6>(k);
        s = ca3::step(&m, &s, &Tensor::from(z)).unwrap();
        n = step(&model, &n, &SVector::from(z)).unwrap();
        close("x", k, &s.x.to_vec(), n.x.as_slice());
        close("P", k, &s.p.to_vec(), n.p.transpose().as_slice());
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
