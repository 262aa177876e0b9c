//! Kalman filters written as the textbook writes them, with static shapes only: `matmul`, `t()`,
//! `inv()`, `eye()` and operators, nothing precomputed by the caller. Every shape is a type (a
//! wrong one does not compile), nothing is allocated, and a step has no panic path: a singular
//! innovation covariance is `None`, not a panic.
//!
//! ```text
//! x = F·x                 P = F·P·Fᵀ + Q               (predict)
//! y = z − H·x             S = H·P·Hᵀ + R               (innovation)
//! K = P·Hᵀ·S⁻¹            x = x + K·y     P = (I − K·H)·P   (update)
//! ```
//!
//! One [`step`], generic over the number of states `N` and of measurements `M` with no bound at
//! all: every product, transpose and sum in it is legal for every `N` and `M`, which the
//! compiler checks once, in the generic function. Two models use it: [`cv2`], a
//! constant-velocity target in the plane (4 states, 2 measured), and [`ca3`], a
//! constant-acceleration body in space whose position and acceleration are measured (9 states,
//! 6 measured).

use shaped::prelude::*;

/// The model: transition `F`, process noise `Q`, measurement `H`, measurement noise `R`, for `N`
/// states and `M` measurements.
#[derive(Clone, Copy, Debug)]
pub struct Model<const N: usize, const M: usize> {
    /// State transition.
    pub f: Tensor<f32, shape![N, N]>,
    /// Process noise covariance.
    pub q: Tensor<f32, shape![N, N]>,
    /// Measurement matrix.
    pub h: Tensor<f32, shape![M, N]>,
    /// Measurement noise covariance.
    pub r: Tensor<f32, shape![M, M]>,
}

/// The estimate: state `x` and its covariance `P`.
#[derive(Clone, Copy, Debug)]
pub struct State<const N: usize> {
    /// State estimate.
    pub x: Tensor<f32, shape![N]>,
    /// Its covariance.
    pub p: Tensor<f32, shape![N, N]>,
}

/// One predict-and-update step with the measurement `z`; `None` when the innovation
/// covariance `S` is singular.
#[inline]
pub fn step<const N: usize, const M: usize>(
    m: &Model<N, M>,
    s: &State<N>,
    z: &Tensor<f32, shape![M]>,
) -> Option<State<N>> {
    let x = m.f.matmul(&s.x);
    let p = m.f.matmul(&s.p).matmul(&m.f.t()) + m.q;
    let y = z - m.h.matmul(&x);
    let s_inv = (m.h.matmul(&p).matmul(&m.h.t()) + m.r).inv()?;
    let k = p.matmul(&m.h.t()).matmul(&s_inv);
    Some(State {
        x: x + k.matmul(&y),
        p: (Tensor::<f32, shape![N, N]>::eye() - k.matmul(&m.h)).matmul(&p),
    })
}

/// Constant velocity in the plane: state `[x, y, vx, vy]`, measurement `[x, y]`.
pub mod cv2 {
    use super::*;

    /// A `[4, 4]` matrix.
    pub type M44 = Tensor<f32, shape![4, 4]>;

    /// The model of this filter.
    pub type Model = super::Model<4, 2>;
    /// The estimate of this filter.
    pub type State = super::State<4>;
    pub use super::step;

    /// The model for a time step `dt`, process noise `q` and measurement noise `r`.
    // `#[inline]`, as every function of this library: none is compiled here, so a binary that
    // uses the filters compiles all the code it calls (see `no-panic-check/README.md`).
    #[inline]
    pub fn model(dt: f32, q: f32, r: f32) -> Model {
        Model {
            f: Tensor::from([
                [1.0, 0.0, dt, 0.0],
                [0.0, 1.0, 0.0, dt],
                [0.0, 0.0, 1.0, 0.0],
                [0.0, 0.0, 0.0, 1.0],
            ]),
            q: M44::eye() * q,
            h: Tensor::from([[1.0, 0.0, 0.0, 0.0], [0.0, 1.0, 0.0, 0.0]]),
            r: Tensor::<f32, shape![2, 2]>::eye() * r,
        }
    }
}

/// Constant acceleration in space: state `[position, velocity, acceleration]` (each `[x, y, z]`),
/// measurement `[position, acceleration]`.
pub mod ca3 {
    use super::*;

    /// A `[9, 9]` matrix.
    pub type M99 = Tensor<f32, shape![9, 9]>;

    /// The model of this filter.
    pub type Model = super::Model<9, 6>;
    /// The estimate of this filter.
    pub type State = super::State<9>;
    pub use super::step;

    /// The model for a time step `dt`, process noise `q` and measurement noise `r`.
    // `#[inline]`, as every function of this library: none is compiled here, so a binary that
    // uses the filters compiles all the code it calls (see `no-panic-check/README.md`).
    #[inline]
    pub fn model(dt: f32, q: f32, r: f32) -> Model {
        // Position gains dt·velocity + dt²/2·acceleration, velocity gains dt·acceleration.
        let f = M99::from_fn(|i| {
            let (row, col) = (i / 9, i % 9);
            match col as isize - row as isize {
                0 => 1.0,
                3 => dt,
                6 => dt * dt / 2.0,
                _ => 0.0,
            }
        });
        // Rows 0..3 read the position, rows 3..6 the acceleration.
        let h = Tensor::<f32, shape![6, 9]>::from_fn(|i| {
            let (row, col) = (i / 9, i % 9);
            if (row < 3 && col == row) || (row >= 3 && col == row + 3) {
                1.0
            } else {
                0.0
            }
        });
        Model {
            f,
            q: M99::eye() * q,
            h,
            r: Tensor::<f32, shape![6, 6]>::eye() * r,
        }
    }
}
