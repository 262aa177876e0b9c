//! Small linear algebra: `det`, `inv`, `solve` and `cholesky` of square matrices and batches of
//! them (`[.., n, n]`), and the identity `eye`, with `torch.linalg`'s rules.
//!
//! Two forms of each operation:
//!
//! - on owned inline tensors of static shape ([`Tensor`](crate::Tensor)): `eye()` (a `const
//!   fn`), `det()`, `inv()`, `solve(&b)` and `cholesky()`, which return `Option` (`None` for a
//!   singular or not positive-definite matrix), need no allocator, run straight loops over the
//!   nested arrays and have no panic path. A shape that is not `[.., n, n]`, a right-hand side
//!   with the wrong number of rows or batch dims that do not broadcast do not compile
//!   ([`SquareShape`], [`Solve`]).
//! - on every tensor (dynamic, heap, views; with the `alloc` feature): `try_det`, `try_inv`,
//!   `try_solve` and `try_cholesky`, which return `Result<_, ShapeError>` with PyTorch's error
//!   texts and never panic.
//!
//! Both forms run the same per-matrix code, so they give the same values, bit for bit.
//!
//! # Algorithms
//!
//! - **LU with partial pivoting** (`P·A = L·U`, as LAPACK's `getf2`): at each step the pivot is
//!   the first element of largest magnitude on or below the diagonal; multipliers are computed
//!   by division. `det` is the product of the pivots, negated for an odd number of row swaps.
//!   `solve` factors each matrix of `A` and substitutes forward and back.
//! - **Sizes 1, 2 and 3**: LU's pivots and determinant are computed by straight-line code (the
//!   same operations as the loops, so the same values), and `inv` is the closed-form adjugate
//!   divided by that determinant, as nalgebra's small inverses; singularity is therefore LU's
//!   zero pivot at every size, never a rounded cofactor determinant. Beyond size 3, and for a
//!   matrix with an infinite or NaN entry (where the adjugate would multiply the infinity by
//!   zeros), `inv` is LU's solution of `A·X = I`.
//! - **Cholesky** column by column, reading only the lower triangle; the square root is
//!   correctly rounded with or without `std` (the hardware instruction with `std`, an exact
//!   integer square root of the significand without it: no extra dependency).
//!
//! # When there is no result
//!
//! - `inv` and `solve`: a pivot of LU is exactly zero (PyTorch's and LAPACK's test; `None`, or
//!   [`ShapeError::InvSingular`](crate::ShapeError::InvSingular) /
//!   [`ShapeError::SolveSingular`](crate::ShapeError::SolveSingular) naming the first singular
//!   matrix of the batch). A matrix that is singular only up to rounding usually has a tiny
//!   non-zero pivot and gets a (huge, inaccurate) inverse, in PyTorch too; which such matrices
//!   hit an exact zero depends on the rounding of each implementation: for `[[1, 2, 3], [4, 5,
//!   6], [7, 8, 9]]` NumPy finds a zero pivot in `f64` where this crate and PyTorch (MKL) do
//!   not, and this crate finds one in `f32` where PyTorch does not. NaN pivots are not zero: NaN
//!   propagates into the result.
//! - `cholesky`: the value under a square root is not positive (zero, negative or NaN): `None`,
//!   or [`ShapeError::NotPositiveDefinite`](crate::ShapeError::NotPositiveDefinite) with the
//!   order of the leading minor.
//! - `det` always has a result (0 for a singular matrix, 1 for a 0x0 one).
//! - Empty batches give empty results and 0x0 matrices give 0x0 results, as in PyTorch.
//!
//! # Accuracy
//!
//! LU with partial pivoting and Cholesky are backward stable, so the error of `inv`, `solve`,
//! `cholesky` and `det` grows with the condition number `κ(A)`: about `n·κ(A)·ε` relative to
//! the result (ε = 2^-52 for `f64`, 2^-23 for `f32`). The tests hold every result to
//! `4·n·κ(A)·ε` (max norm, relative to the largest element of each result matrix) against
//! PyTorch in `f64` on the same inputs (LAPACK, cross-checked with NumPy), for random matrices
//! of sizes 0 to 6, batches, small-integer matrices and Hilbert matrices of order 4 and 6
//! (`κ ≈ 1.6e4` and `1.5e7`); the largest error seen is `0.63·n·κ(A)·ε` in `f64` and
//! `0.26·n·κ(A)·ε` in `f32`. Results are not bit-identical to PyTorch's: MKL and LAPACK block
//! the factorisation and multiply by reciprocals, where these kernels divide.
//!
//! ```
//! use shaped::prelude::*;
//! // A Kalman gain K = P·Hᵀ·S⁻¹ with S = H·P·Hᵀ + R, every shape static.
//! let p = Tensor::<f64, shape![2, 2]>::from([[2.0, 0.5], [0.5, 1.0]]);
//! let h = Tensor::<f64, shape![1, 2]>::from([[1.0, 0.0]]);
//! let r = Tensor::<f64, shape![1, 1]>::from([[0.5]]);
//! let s = h.matmul(&p).matmul(&h.t()) + r;
//! let k = p.matmul(&h.t()).matmul(&s.inv().unwrap());
//! assert_eq!(k.into_array(), [[0.8], [0.2]]);
//! ```

mod batch;
#[cfg(feature = "alloc")]
mod batched;
#[cfg(feature = "alloc")]
mod checks;
mod cholesky;
#[cfg(feature = "alloc")]
mod dynamic;
mod element;
#[cfg(feature = "alloc")]
mod eye;
mod inline;
mod invert;
mod kernels;
mod lu;
mod matrix;
#[path = "gen/shape_impls.rs"]
mod shape_impls;
mod shapes;
mod small;
pub(crate) mod sqrt;

pub use element::LinalgElement;
pub use shapes::{
    BitVerdict, DimEq, MatrixBatch, MatrixSize, Maybe, No, SameShapeAs, Solve, SolveBy, SolveCols,
    SquareEye, SquareShape, TriAnd, UnknownRhs, VectorRhs, Yes,
};
