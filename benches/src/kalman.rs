//! The Kalman filter steps of `examples/kalman_filter.rs` (4 states and 2 measurements, 9 states
//! and 6 measurements), beside the same steps written with nalgebra as its users write them:
//! `f * p * f.transpose() + q`, `try_inverse()`. Compiled into the `icount` binary, as the
//! three-operand cases are, so the library crate's other cases keep their code. The examples'
//! test of the filters against nalgebra includes this file too, so nalgebra's step is written
//! once.

use nalgebra::{SMatrix, SVector};
use shaped::prelude::*;
use shaped_examples::kalman_filter::{ca3, cv2};

/// A nalgebra model: transition, process noise, measurement, measurement noise.
pub struct Model<const N: usize, const M: usize> {
    pub f: SMatrix<f32, N, N>,
    pub q: SMatrix<f32, N, N>,
    pub h: SMatrix<f32, M, N>,
    pub r: SMatrix<f32, M, M>,
}

/// A nalgebra estimate: state and covariance.
pub struct State<const N: usize> {
    pub x: SVector<f32, N>,
    pub p: SMatrix<f32, N, N>,
}

/// nalgebra's natural step.
#[inline(always)]
pub fn step<const N: usize, const M: usize>(
    m: &Model<N, M>,
    s: &State<N>,
    z: &SVector<f32, M>,
) -> Option<State<N>> {
    let x = m.f * s.x;
    let p = m.f * s.p * m.f.transpose() + m.q;
    let y = z - m.h * x;
    let s_inv = (m.h * p * m.h.transpose() + m.r).try_inverse()?;
    let k = p * m.h.transpose() * s_inv;
    Some(State {
        x: x + k * y,
        p: (SMatrix::<f32, N, N>::identity() - k * m.h) * p,
    })
}

/// `cv2::step`: 4 states, 2 measurements.
#[inline(never)]
pub fn shaped_kalman_4_2(
    m: &cv2::Model,
    s: &cv2::State,
    z: &Tensor<f32, shape![2]>,
) -> Option<cv2::State> {
    cv2::step(m, s, z)
}

/// nalgebra's step, 4 states, 2 measurements.
#[inline(never)]
pub fn nalgebra_kalman_4_2(m: &Model<4, 2>, s: &State<4>, z: &SVector<f32, 2>) -> Option<State<4>> {
    step(m, s, z)
}

/// `ca3::step`: 9 states, 6 measurements.
#[inline(never)]
pub fn shaped_kalman_9_6(
    m: &ca3::Model,
    s: &ca3::State,
    z: &Tensor<f32, shape![6]>,
) -> Option<ca3::State> {
    ca3::step(m, s, z)
}

/// nalgebra's step, 9 states, 6 measurements.
#[inline(never)]
pub fn nalgebra_kalman_9_6(m: &Model<9, 6>, s: &State<9>, z: &SVector<f32, 6>) -> Option<State<9>> {
    step(m, s, z)
}

/// A row-major tensor's elements as a nalgebra matrix.
pub fn nalgebra_matrix<const R: usize, const C: usize>(t: &[f32]) -> SMatrix<f32, R, C> {
    SMatrix::from_row_slice(t)
}

/// The inputs of the 4-state filters, the same model for both libraries.
pub fn inputs_4_2() -> ((cv2::Model, cv2::State), (Model<4, 2>, State<4>)) {
    let m = cv2::model(0.1, 1e-3, 0.25);
    let s = cv2::State {
        x: Tensor::from([0.5, -0.25, 1.0, 0.5]),
        p: cv2::M44::eye(),
    };
    let nm = Model {
        f: nalgebra_matrix(m.f.as_slice().unwrap_or_default()),
        q: nalgebra_matrix(m.q.as_slice().unwrap_or_default()),
        h: nalgebra_matrix(m.h.as_slice().unwrap_or_default()),
        r: nalgebra_matrix(m.r.as_slice().unwrap_or_default()),
    };
    let ns = State {
        x: SVector::from([0.5, -0.25, 1.0, 0.5]),
        p: SMatrix::identity(),
    };
    ((m, s), (nm, ns))
}

/// The inputs of the 9-state filters, the same model for both libraries.
pub fn inputs_9_6() -> ((ca3::Model, ca3::State), (Model<9, 6>, State<9>)) {
    let m = ca3::model(0.02, 1e-2, 0.5);
    let s = ca3::State {
        x: Tensor::full(0.5),
        p: ca3::M99::eye(),
    };
    let nm = Model {
        f: nalgebra_matrix(m.f.as_slice().unwrap_or_default()),
        q: nalgebra_matrix(m.q.as_slice().unwrap_or_default()),
        h: nalgebra_matrix(m.h.as_slice().unwrap_or_default()),
        r: nalgebra_matrix(m.r.as_slice().unwrap_or_default()),
    };
    let ns = State {
        x: SVector::from([0.5; 9]),
        p: SMatrix::identity(),
    };
    ((m, s), (nm, ns))
}
