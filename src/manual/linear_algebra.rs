//! # Linear algebra
//!
//! `det`, `inv`, `solve` and `cholesky` on square matrices and batches of them, with
//! `torch.linalg`'s rules:
//!
//! - The operand `A` has shape `[.., n, n]`: the last two dims are the matrices, the ones
//!   before are batch dims.
//! - `solve(A, B)` solves `A X = B`. `B` is a matrix `[.., n, k]`, or a vector when it is 1-d
//!   (`[n]`); as in PyTorch, `B` is also read as a batch of vectors when it has one dimension
//!   less than `A` and its shape is `A`'s without the last dim. Batch dims of `A` and `B`
//!   broadcast by the [broadcasting](super::broadcasting) rule.
//! - `det` uses an LU factorisation with partial pivoting; the determinant of a singular matrix
//!   is 0, and of a 0×0 matrix 1.
//! - `inv` and `solve` fail on a singular matrix; `cholesky` (the lower factor `L`, `A = L Lᵀ`)
//!   fails on a matrix that is not positive-definite.
//! - A matrix with an infinite entry is inverted by the LU solve at every size, with NumPy's
//!   (LAPACK's) values: `inv([[inf, 1], [1, 1]])` is `[[0, -0], [0, 1]]`, where a closed-form
//!   adjugate would give NaN.
//! - 0×0 matrices and empty batches give what PyTorch gives.
//!
//! ## Static shapes: `Option`
//!
//! On a static `[.., N, N]` tensor the shapes are checked by the compiler (a non-square matrix
//! does not compile), so the only failure left is a singular or non-positive-definite matrix:
//! `inv`, `solve` and `cholesky` return `None` then. On inline tensors they are plain loops
//! over the nested arrays with no panic path.
//!
//! ```
//! use shaped::prelude::*;
//!
//! let a = Tensor::<f64, shape![2, 2]>::from([[4.0, 7.0], [2.0, 6.0]]);
//! assert_eq!(a.det().into_array(), 10.0); // a 0-d tensor: one determinant
//! let a_inv = a.inv().unwrap();
//! assert_eq!(a_inv.to_vec(), vec![0.6, -0.7, -0.2, 0.4]);
//!
//! let b = Tensor::<f64, shape![2]>::from([1.0, 2.0]);
//! let x: Tensor<f64, shape![2]> = a.solve(&b).unwrap();
//! let residual = (a.matmul(&x) - b).map(|e| e.abs()).amax_all();
//! assert!(residual < 1e-12); // A·x = b up to rounding
//!
//! let singular = Tensor::<f64, shape![2, 2]>::from([[1.0, 2.0], [2.0, 4.0]]);
//! assert_eq!(singular.det().into_array(), 0.0);
//! assert!(singular.inv().is_none());
//!
//! let spd = Tensor::<f64, shape![2, 2]>::from([[4.0, 2.0], [2.0, 5.0]]);
//! let l = spd.cholesky().unwrap();
//! assert_eq!(l.matmul(&l.t()), spd);
//! assert!(singular.cholesky().is_none());
//! ```
//!
//! ```
//! use shaped::prelude::*;
//! // A batch of four 3×3 matrices: one determinant each.
//! let batch = Tensor::<f32, shape![4, 3, 3]>::from_fn(|i| if i % 9 % 4 == 0 { 2.0 } else { 0.0 });
//! let dets: Tensor<f32, shape![4]> = batch.det();
//! assert_eq!(dets.to_vec(), vec![8.0; 4]);
//! ```
//!
//! ## Run-time shapes: PyTorch's texts
//!
//! On heap and dynamic tensors the `try_` forms (`try_det`, `try_inv`, `try_solve`,
//! `try_cholesky`) return a [`ShapeError`](crate::ShapeError) with `torch.linalg`'s message:
//!
//! - not square: `linalg.inv: A must be batches of square matrices, but they are 2 by 3
//!   matrices`
//! - singular: `linalg.inv: The diagonal element 2 is zero, the inversion could not be
//!   completed because the input matrix is singular.`
//! - not positive-definite: `linalg.cholesky: The factorization could not be completed because
//!   the input is not positive-definite (the leading minor of order 2 is not
//!   positive-definite).`
//! - batch dims of `A` and `B` that do not broadcast: the broadcasting error.
//!
//! ```
//! use shaped::prelude::*;
//!
//! let a = DynTensor::from_vec(vec![1.0f64, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3]).unwrap();
//! assert_eq!(
//!     a.try_inv().unwrap_err().to_string(),
//!     "linalg.inv: A must be batches of square matrices, but they are 2 by 3 matrices"
//! );
//! let s = DynTensor::from_vec(vec![1.0f64, 2.0, 2.0, 4.0], &[2, 2]).unwrap();
//! assert_eq!(
//!     s.try_inv().unwrap_err().to_string(),
//!     "linalg.inv: The diagonal element 2 is zero, the inversion could not be completed \
//!      because the input matrix is singular."
//! );
//! assert_eq!(s.try_det().unwrap().to_vec(), vec![0.0]);
//! assert_eq!(
//!     s.try_cholesky().unwrap_err().to_string(),
//!     "linalg.cholesky: The factorization could not be completed because the input is not \
//!      positive-definite (the leading minor of order 2 is not positive-definite)."
//! );
//! ```
