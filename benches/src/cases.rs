//! The small static cases, each written three ways: with `shaped` (inline `Tensor`),
//! as a hand-written loop over nested arrays, and with nalgebra where it has a form for it.
//!
//! Every function is `#[inline(never)]` so it exists as one symbol that callgrind can measure
//! (`benches/icount.py` toggles collection on entry and exit) and that `objdump -d` can show.
//! Callers pass the inputs through `core::hint::black_box` and keep the result, so nothing is
//! constant-folded or dropped.
//!
//! Tensors are row-major (`[4, 4] + [4]` adds the vector to every row); nalgebra matrices are
//! column-major, which does not change the work of an element-wise op. nalgebra has no
//! broadcasting, so the broadcast cases use its closest form, named on each function.

#![allow(clippy::needless_range_loop)] // the hand loops index on purpose

use nalgebra::{Matrix3, Matrix4, RowVector3, RowVector4, SMatrix, Vector3};
use shaped::prelude::*;

/// `[4, 4]` f32.
pub type T44 = Tensor<f32, shape![4, 4]>;
/// `[4]` f32.
pub type T4 = Tensor<f32, shape![4]>;
/// `[3, 3]` f32.
pub type T33 = Tensor<f32, shape![3, 3]>;
/// `[3, 1]` f32.
pub type T31 = Tensor<f32, shape![3, 1]>;
/// `[8, 3]` f32.
pub type T83 = Tensor<f32, shape![8, 3]>;
/// `[3]` f32.
pub type T3 = Tensor<f32, shape![3]>;
/// `[8, 3]` f32 in nalgebra.
pub type Matrix8x3 = SMatrix<f32, 8, 3>;

// ---- [4, 4] + [4] ---------------------------------------------------------------------------

/// `&a + &b`, `[4, 4] + [4] -> [4, 4]`.
#[inline(never)]
pub fn shaped_add_44_4(a: &T44, b: &T4) -> T44 {
    a + b
}

/// The hand loop for `[4, 4] + [4]`.
#[inline(never)]
pub fn hand_add_44_4(a: &[[f32; 4]; 4], b: &[f32; 4]) -> [[f32; 4]; 4] {
    let mut out = [[0.0; 4]; 4];
    for i in 0..4 {
        for j in 0..4 {
            out[i][j] = a[i][j] + b[j];
        }
    }
    out
}

/// nalgebra: a copy of `a`, then `row += b` for each row (`b` a `RowVector4`).
#[inline(never)]
pub fn nalgebra_add_44_4(a: &Matrix4<f32>, b: &RowVector4<f32>) -> Matrix4<f32> {
    let mut out = *a;
    for mut row in out.row_iter_mut() {
        row += b;
    }
    out
}

// ---- [4, 4] + [4, 4] ------------------------------------------------------------------------

/// `&a + &b`, `[4, 4] + [4, 4]`.
#[inline(never)]
pub fn shaped_add_44_44(a: &T44, b: &T44) -> T44 {
    a + b
}

/// The hand loop for `[4, 4] + [4, 4]`.
#[inline(never)]
pub fn hand_add_44_44(a: &[[f32; 4]; 4], b: &[[f32; 4]; 4]) -> [[f32; 4]; 4] {
    let mut out = [[0.0; 4]; 4];
    for i in 0..4 {
        for j in 0..4 {
            out[i][j] = a[i][j] + b[i][j];
        }
    }
    out
}

/// nalgebra: `Matrix4 + Matrix4` (`a + b` on references).
#[inline(never)]
pub fn nalgebra_add_44_44(a: &Matrix4<f32>, b: &Matrix4<f32>) -> Matrix4<f32> {
    a + b
}

// ---- [3, 3] * [3, 1] ------------------------------------------------------------------------

/// `&a * &b`, `[3, 3] * [3, 1] -> [3, 3]` (row `i` scaled by `b[i]`).
#[inline(never)]
pub fn shaped_mul_33_31(a: &T33, b: &T31) -> T33 {
    a * b
}

/// The hand loop for `[3, 3] * [3, 1]`.
#[inline(never)]
pub fn hand_mul_33_31(a: &[[f32; 3]; 3], b: &[[f32; 1]; 3]) -> [[f32; 3]; 3] {
    let mut out = [[0.0; 3]; 3];
    for i in 0..3 {
        for j in 0..3 {
            out[i][j] = a[i][j] * b[i][0];
        }
    }
    out
}

/// nalgebra: a copy of `a`, then `column.component_mul_assign(b)` for each column (`b` a
/// `Vector3`, the column that broadcasts along the rows).
#[inline(never)]
pub fn nalgebra_mul_33_31(a: &Matrix3<f32>, b: &Vector3<f32>) -> Matrix3<f32> {
    let mut out = *a;
    for mut col in out.column_iter_mut() {
        col.component_mul_assign(b);
    }
    out
}

// ---- ([8, 3] - [3]) * [3] -------------------------------------------------------------------

/// `(&a - &m) * &s`, `([8, 3] - [3]) * [3] -> [8, 3]` (centre and scale each row).
#[inline(never)]
pub fn shaped_sub_mul_83_3(a: &T83, m: &T3, s: &T3) -> T83 {
    (a - m) * s
}

/// The hand loop for `([8, 3] - [3]) * [3]`, one pass.
#[inline(never)]
pub fn hand_sub_mul_83_3(a: &[[f32; 3]; 8], m: &[f32; 3], s: &[f32; 3]) -> [[f32; 3]; 8] {
    let mut out = [[0.0; 3]; 8];
    for i in 0..8 {
        for j in 0..3 {
            out[i][j] = (a[i][j] - m[j]) * s[j];
        }
    }
    out
}

/// nalgebra: a copy of `a`, then for each row `row -= m; row.component_mul_assign(s)` (`m`, `s`
/// `RowVector3`s).
#[inline(never)]
pub fn nalgebra_sub_mul_83_3(a: &Matrix8x3, m: &RowVector3<f32>, s: &RowVector3<f32>) -> Matrix8x3 {
    let mut out = *a;
    for mut row in out.row_iter_mut() {
        row -= m;
        row.component_mul_assign(s);
    }
    out
}

// ---- [4, 4] += [4] --------------------------------------------------------------------------

/// `a += &b`, `[4, 4] += [4]`.
#[inline(never)]
pub fn shaped_add_assign_44_4(a: &mut T44, b: &T4) {
    *a += b;
}

/// The hand loop for `[4, 4] += [4]`.
#[inline(never)]
pub fn hand_add_assign_44_4(a: &mut [[f32; 4]; 4], b: &[f32; 4]) {
    for row in a.iter_mut() {
        for j in 0..4 {
            row[j] += b[j];
        }
    }
}

/// nalgebra: `row += b` for each row of `a` in place (`b` a `RowVector4`).
#[inline(never)]
pub fn nalgebra_add_assign_44_4(a: &mut Matrix4<f32>, b: &RowVector4<f32>) {
    for mut row in a.row_iter_mut() {
        row += b;
    }
}

// ---- inputs -----------------------------------------------------------------------------------

/// `[R, C]` with element `(i, j)` equal to `i * C + j + offset`.
pub fn array2<const R: usize, const C: usize>(offset: f32) -> [[f32; C]; R] {
    core::array::from_fn(|i| core::array::from_fn(|j| (i * C + j) as f32 + offset))
}

/// `[N]` with element `j` equal to `j + offset`.
pub fn array1<const N: usize>(offset: f32) -> [f32; N] {
    core::array::from_fn(|j| j as f32 + offset)
}

/// The nalgebra matrix with the same logical elements as a row-major nested array.
pub fn matrix<const R: usize, const C: usize>(a: &[[f32; C]; R]) -> SMatrix<f32, R, C> {
    SMatrix::from_fn(|i, j| a[i][j])
}

// ---- matmul [3, 3] · [3] ---------------------------------------------------------------------

/// `a.matmul(&b)`, `[3, 3] · [3] -> [3]`.
#[inline(never)]
pub fn shaped_matmul_33_3(a: &T33, b: &T3) -> T3 {
    a.matmul(b)
}

/// The hand loop for `[3, 3] · [3]`.
#[inline(never)]
pub fn hand_matmul_33_3(a: &[[f32; 3]; 3], b: &[f32; 3]) -> [f32; 3] {
    let mut out = [0.0; 3];
    for i in 0..3 {
        for k in 0..3 {
            out[i] += a[i][k] * b[k];
        }
    }
    out
}

/// nalgebra: `Matrix3 * Vector3`.
#[inline(never)]
pub fn nalgebra_matmul_33_3(a: &Matrix3<f32>, b: &Vector3<f32>) -> Vector3<f32> {
    a * b
}

// ---- matmul [4, 4] · [4, 4] ------------------------------------------------------------------

/// `a.matmul(&b)`, `[4, 4] · [4, 4] -> [4, 4]`.
#[inline(never)]
pub fn shaped_matmul_44_44(a: &T44, b: &T44) -> T44 {
    a.matmul(b)
}

/// The hand loop for `[4, 4] · [4, 4]`: one dot product per output element, which keeps each
/// sum in a register (the i-k-j order accumulating into a zeroed output was slower in both
/// profiles).
#[inline(never)]
pub fn hand_matmul_44_44(a: &[[f32; 4]; 4], b: &[[f32; 4]; 4]) -> [[f32; 4]; 4] {
    let mut out = [[0.0; 4]; 4];
    for i in 0..4 {
        for j in 0..4 {
            let mut acc = 0.0;
            for k in 0..4 {
                acc += a[i][k] * b[k][j];
            }
            out[i][j] = acc;
        }
    }
    out
}

/// nalgebra: `Matrix4 * Matrix4`.
#[inline(never)]
pub fn nalgebra_matmul_44_44(a: &Matrix4<f32>, b: &Matrix4<f32>) -> Matrix4<f32> {
    a * b
}

// ---- views of inline tensors as operands -----------------------------------------------------
//
// Each view is made inside the measured function, as a user writes it: `b.t()`, `a.narrow(..)`,
// `a.select(..)` and `row.expand()` cost nothing of their own, and the op reads the viewed
// array at constant positions (a run-time start or index only moves the base).

/// `[4, 5]` f32.
pub type T45 = Tensor<f32, shape![4, 5]>;
/// `[4, 5]` f32 in nalgebra.
pub type Matrix4x5 = SMatrix<f32, 4, 5>;

/// `a + b.t()`, `[4, 4] + [4, 4]ᵀ`.
#[inline(never)]
pub fn shaped_add_44_t(a: &T44, b: &T44) -> T44 {
    a + b.t()
}

/// The hand loop for `a + bᵀ`.
#[inline(never)]
pub fn hand_add_44_t(a: &[[f32; 4]; 4], b: &[[f32; 4]; 4]) -> [[f32; 4]; 4] {
    let mut out = [[0.0; 4]; 4];
    for i in 0..4 {
        for j in 0..4 {
            out[i][j] = a[i][j] + b[j][i];
        }
    }
    out
}

/// nalgebra: `a + b.transpose()`.
#[inline(never)]
pub fn nalgebra_add_44_t(a: &Matrix4<f32>, b: &Matrix4<f32>) -> Matrix4<f32> {
    a + b.transpose()
}

/// `x += &y.t()`, `[4, 4] += [4, 4]ᵀ`.
#[inline(never)]
pub fn shaped_add_assign_44_t(x: &mut T44, y: &T44) {
    *x += &y.t();
}

/// The hand loop for `x += yᵀ`.
#[inline(never)]
pub fn hand_add_assign_44_t(x: &mut [[f32; 4]; 4], y: &[[f32; 4]; 4]) {
    for i in 0..4 {
        for j in 0..4 {
            x[i][j] += y[j][i];
        }
    }
}

/// nalgebra: `*x += y.transpose()`.
#[inline(never)]
pub fn nalgebra_add_assign_44_t(x: &mut Matrix4<f32>, y: &Matrix4<f32>) {
    *x += y.transpose();
}

/// `a.matmul(&b.t())`, `[4, 4] · [4, 4]ᵀ`.
#[inline(never)]
pub fn shaped_matmul_44_t(a: &T44, b: &T44) -> T44 {
    a.matmul(&b.t())
}

/// The hand loop for `a · bᵀ`: `out[i][j]` is the dot product of rows `i` of `a` and `j` of `b`
/// (within a few instructions of the i-k-j order and of a transposed copy first, in both
/// profiles: the plainest form of the three).
#[inline(never)]
pub fn hand_matmul_44_t(a: &[[f32; 4]; 4], b: &[[f32; 4]; 4]) -> [[f32; 4]; 4] {
    let mut out = [[0.0; 4]; 4];
    for i in 0..4 {
        for j in 0..4 {
            let mut acc = 0.0;
            for k in 0..4 {
                acc += a[i][k] * b[j][k];
            }
            out[i][j] = acc;
        }
    }
    out
}

/// nalgebra: `a * b.transpose()`.
#[inline(never)]
pub fn nalgebra_matmul_44_t(a: &Matrix4<f32>, b: &Matrix4<f32>) -> Matrix4<f32> {
    a * b.transpose()
}

/// `a.t().matmul(&b)`, `[4, 4]ᵀ · [4, 4]`.
#[inline(never)]
pub fn shaped_matmul_t_44(a: &T44, b: &T44) -> T44 {
    a.t().matmul(b)
}

/// The hand loop for `aᵀ · b` (k-i-j order: row `k` of `b` scaled by `a[k][i]` into row `i`;
/// as fast as one dot product per element, faster than the i-k-j order).
#[inline(never)]
pub fn hand_matmul_t_44(a: &[[f32; 4]; 4], b: &[[f32; 4]; 4]) -> [[f32; 4]; 4] {
    let mut out = [[0.0; 4]; 4];
    for k in 0..4 {
        for i in 0..4 {
            for j in 0..4 {
                out[i][j] += a[k][i] * b[k][j];
            }
        }
    }
    out
}

/// nalgebra: `a.transpose() * b`.
#[inline(never)]
pub fn nalgebra_matmul_t_44(a: &Matrix4<f32>, b: &Matrix4<f32>) -> Matrix4<f32> {
    a.transpose() * b
}

/// `a.t().sum::<0>()`, `[4, 5]ᵀ` summed along its first axis (the sums of the rows of `a`).
#[inline(never)]
pub fn shaped_sum_t_45(a: &T45) -> T4 {
    a.t().sum::<0>()
}

/// The hand loop for the sums along axis 0 of `aᵀ`.
#[inline(never)]
pub fn hand_sum_t_45(a: &[[f32; 5]; 4]) -> [f32; 4] {
    let mut out = [0.0; 4];
    for i in 0..5 {
        for j in 0..4 {
            out[j] += a[j][i];
        }
    }
    out
}

/// nalgebra: `a.transpose().row_sum()` (the sum of the rows of the `5 × 4` transpose).
#[inline(never)]
pub fn nalgebra_sum_t_45(a: &Matrix4x5) -> RowVector4<f32> {
    a.transpose().row_sum()
}

/// `a.narrow::<0, 2>(start)?.sum_all()`, rows `start..start + 2` of a `[4, 5]` summed (a
/// run-time start; `None` when the rows do not fit).
#[inline(never)]
pub fn shaped_narrow_sum_45(a: &T45, start: isize) -> Option<f32> {
    Some(a.narrow::<0, 2>(start)?.sum_all())
}

/// The hand loop for the sum of rows `start..start + 2`, with the same contract as `narrow`: a
/// negative `start` counts from the end, `None` when the rows do not fit.
#[inline(never)]
pub fn hand_narrow_sum_45(a: &[[f32; 5]; 4], start: isize) -> Option<f32> {
    let start = usize::try_from(if start < 0 { start + 4 } else { start }).ok()?;
    let rows = a.get(start..)?.get(..2)?;
    let mut acc = 0.0;
    for row in rows {
        for x in row {
            acc += x;
        }
    }
    Some(acc)
}

/// nalgebra: `a.fixed_rows::<2>(start).sum()` after checking that the rows fit.
#[inline(never)]
pub fn nalgebra_narrow_sum_45(a: &Matrix4x5, start: usize) -> Option<f32> {
    (start <= 2).then(|| a.fixed_rows::<2>(start).sum())
}

/// `a.select::<0>(i)?.matmul(m)`, row `i` of a `[4, 4]` times a `[4, 4]` (`None` when `i` is
/// outside the rows).
#[inline(never)]
pub fn shaped_select_matmul_44(a: &T44, m: &T44, i: isize) -> Option<T4> {
    Some(a.select::<0>(i)?.matmul(m))
}

/// The hand loop for row `i` of `a` times `m` (k-j order: rows of `m` accumulated), with the
/// same contract as `select`: a negative `i` counts from the end, `None` outside the rows.
#[inline(never)]
pub fn hand_select_matmul_44(a: &[[f32; 4]; 4], m: &[[f32; 4]; 4], i: isize) -> Option<[f32; 4]> {
    let row = a.get(usize::try_from(if i < 0 { i + 4 } else { i }).ok()?)?;
    let mut out = [0.0; 4];
    for k in 0..4 {
        for j in 0..4 {
            out[j] += row[k] * m[k][j];
        }
    }
    Some(out)
}

/// nalgebra: `a.row(i) * m` after checking that row `i` exists.
#[inline(never)]
pub fn nalgebra_select_matmul_44(
    a: &Matrix4<f32>,
    m: &Matrix4<f32>,
    i: usize,
) -> Option<RowVector4<f32>> {
    (i < 4).then(|| a.row(i) * m)
}

/// `a * row.expand::<shape![4, 4]>()`, a `[4]` expanded to `[4, 4]` as the right operand.
#[inline(never)]
pub fn shaped_mul_expand_44(a: &T44, row: &T4) -> T44 {
    a * row.expand::<shape![4, 4]>()
}

/// The hand loop for `a * row` with the row repeated down the matrix.
#[inline(never)]
pub fn hand_mul_expand_44(a: &[[f32; 4]; 4], row: &[f32; 4]) -> [[f32; 4]; 4] {
    let mut out = [[0.0; 4]; 4];
    for i in 0..4 {
        for j in 0..4 {
            out[i][j] = a[i][j] * row[j];
        }
    }
    out
}

/// nalgebra (no `expand`): a copy of `a`, then `row.component_mul_assign(r)` for each row.
#[inline(never)]
pub fn nalgebra_mul_expand_44(a: &Matrix4<f32>, r: &RowVector4<f32>) -> Matrix4<f32> {
    let mut out = *a;
    for mut row in out.row_iter_mut() {
        row.component_mul_assign(r);
    }
    out
}
