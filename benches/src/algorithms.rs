//! Whole static algorithms written the natural way, with `shaped` and with nalgebra: a
//! constant-acceleration Kalman step with 6 states and 3 measurements, a least-squares quadratic
//! fit through 16 points (`Aᵀ·A`, then `solve`), and three 3×3 rotations composed and applied to
//! 8 points through `.t()`. Compiled into the `icount` binary beside the Kalman cases; each
//! function is `#[inline(never)]` so that callgrind and the code-size count see it alone.

use nalgebra::{Matrix3, SMatrix, SVector};
use shaped::prelude::*;
use shaped_examples::kalman_filter::{Model, State, step};

use crate::kalman;

/// The 6-state, 3-measurement model: position, velocity and acceleration along two axes, the
/// two positions and the first acceleration measured.
pub fn model_6_3(dt: f32) -> Model<6, 3> {
    let f = Tensor::<f32, shape![6, 6]>::from_fn(|i| {
        let (row, col) = (i / 6, i % 6);
        match col as isize - row as isize {
            0 => 1.0,
            2 => dt,
            4 => dt * dt / 2.0,
            _ => 0.0,
        }
    });
    let h = Tensor::<f32, shape![3, 6]>::from_fn(|i| {
        let (row, col) = (i / 6, i % 6);
        if (row < 2 && col == row) || (row == 2 && col == 4) {
            1.0
        } else {
            0.0
        }
    });
    Model {
        f,
        q: Tensor::<f32, shape![6, 6]>::eye() * 1e-2,
        h,
        r: Tensor::<f32, shape![3, 3]>::eye() * 0.5,
    }
}

/// `step` of `examples/kalman_filter.rs`: 6 states, 3 measurements.
#[inline(never)]
pub fn shaped_kalman_6_3(
    m: &Model<6, 3>,
    s: &State<6>,
    z: &Tensor<f32, shape![3]>,
) -> Option<State<6>> {
    step(m, s, z)
}

/// nalgebra's natural step, 6 states, 3 measurements.
#[inline(never)]
pub fn nalgebra_kalman_6_3(
    m: &kalman::Model<6, 3>,
    s: &kalman::State<6>,
    z: &SVector<f32, 3>,
) -> Option<kalman::State<6>> {
    kalman::step(m, s, z)
}

/// The inputs of the 6-state filters, the same model for both libraries.
pub fn inputs_6_3() -> (
    (Model<6, 3>, State<6>),
    (kalman::Model<6, 3>, kalman::State<6>),
) {
    let m = model_6_3(0.05);
    let s = State {
        x: Tensor::full(0.5),
        p: Tensor::eye(),
    };
    let nm = kalman::Model {
        f: kalman::nalgebra_matrix(m.f.as_slice().unwrap_or_default()),
        q: kalman::nalgebra_matrix(m.q.as_slice().unwrap_or_default()),
        h: kalman::nalgebra_matrix(m.h.as_slice().unwrap_or_default()),
        r: kalman::nalgebra_matrix(m.r.as_slice().unwrap_or_default()),
    };
    let ns = kalman::State {
        x: SVector::from([0.5; 6]),
        p: SMatrix::identity(),
    };
    ((m, s), (nm, ns))
}

/// The least-squares quadratic through 16 points: the coefficients `c` of `c0 + c1·x + c2·x²`
/// from the normal equations `AᵀA·c = Aᵀy`; `None` when `AᵀA` is singular.
#[inline(never)]
pub fn shaped_lstsq_16(
    a: &Tensor<f32, shape![16, 3]>,
    y: &Tensor<f32, shape![16]>,
) -> Option<Tensor<f32, shape![3]>> {
    let at = a.t();
    at.matmul(a).solve(&at.matmul(y))
}

/// nalgebra's least-squares quadratic: `Aᵀ·A`, then an LU solve.
#[inline(never)]
pub fn nalgebra_lstsq_16(a: &SMatrix<f32, 16, 3>, y: &SVector<f32, 16>) -> Option<SVector<f32, 3>> {
    let at = a.transpose();
    (at * a).lu().solve(&(at * y))
}

/// The design matrix and values of the fit: `x` from -1 to 1, `y` a noisy quadratic.
#[allow(clippy::type_complexity)]
pub fn inputs_lstsq() -> (
    (Tensor<f32, shape![16, 3]>, Tensor<f32, shape![16]>),
    (SMatrix<f32, 16, 3>, SVector<f32, 16>),
) {
    let x = |i: usize| -1.0 + 2.0 * i as f32 / 15.0;
    let a = Tensor::<f32, shape![16, 3]>::from_fn(|k| x(k / 3).powi((k % 3) as i32));
    let y = Tensor::<f32, shape![16]>::from_fn(|i| {
        0.5 - 2.0 * x(i) + 3.0 * x(i) * x(i) + if i % 2 == 0 { 0.01 } else { -0.01 }
    });
    let na = SMatrix::<f32, 16, 3>::from_row_slice(a.as_slice().unwrap_or_default());
    let ny = SVector::<f32, 16>::from_column_slice(y.as_slice().unwrap_or_default());
    ((a, y), (na, ny))
}

/// Three rotations composed and applied to 8 points (rows): `P·(R1·R2·R3)ᵀ`.
#[inline(never)]
pub fn shaped_rotate_8(
    r: &[Tensor<f32, shape![3, 3]>; 3],
    p: &Tensor<f32, shape![8, 3]>,
) -> Tensor<f32, shape![8, 3]> {
    let rot = r[0].matmul(&r[1]).matmul(&r[2]);
    p.matmul(&rot.t())
}

/// nalgebra's rotations: `P·(R1·R2·R3)ᵀ`.
#[inline(never)]
pub fn nalgebra_rotate_8(r: &[Matrix3<f32>; 3], p: &SMatrix<f32, 8, 3>) -> SMatrix<f32, 8, 3> {
    let rot = r[0] * r[1] * r[2];
    p * rot.transpose()
}

/// Rotations about the three axes and 8 points, the same for both libraries.
#[allow(clippy::type_complexity)]
pub fn inputs_rotate() -> (
    ([Tensor<f32, shape![3, 3]>; 3], Tensor<f32, shape![8, 3]>),
    ([Matrix3<f32>; 3], SMatrix<f32, 8, 3>),
) {
    let (c, s) = (0.8f32, 0.6f32);
    let r = [
        [[1.0, 0.0, 0.0], [0.0, c, -s], [0.0, s, c]],
        [[c, 0.0, s], [0.0, 1.0, 0.0], [-s, 0.0, c]],
        [[c, -s, 0.0], [s, c, 0.0], [0.0, 0.0, 1.0]],
    ];
    let p = Tensor::<f32, shape![8, 3]>::from_fn(|i| i as f32 * 0.25 - 1.0);
    let nr = r.map(|m| Matrix3::from_row_slice(m.as_flattened()));
    let np = SMatrix::<f32, 8, 3>::from_row_slice(p.as_slice().unwrap_or_default());
    ((r.map(Tensor::from), p), (nr, np))
}
