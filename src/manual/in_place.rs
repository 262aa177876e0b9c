//! # In place
//!
//! `x op= y` (`+= -= *= /= %=`), `x.assign(&y)` (PyTorch's `copy_`), `x.zip_apply(&y, f)`, the
//! output-into functions and the `_inplace` forms of the
//! [element-wise math](super::elementwise#element-wise-math) (`x.exp_inplace()`,
//! `y.atan2_inplace(&x)`, PyTorch's `exp_`, `atan2_`) write into an existing tensor. The source may broadcast, but the
//! destination **never changes its shape**: the operation is allowed exactly when broadcasting
//! `x`'s shape with `y`'s gives `x`'s shape back, i.e. when `y` can be expanded to `x`'s shape.
//!
//! | destination | source | |
//! |---|---|---|
//! | `[5, 3, 4, 1]` | `[3, 1, 1]` | allowed |
//! | `[2, 3]` | `[3]`, `[2, 1]`, `[1, 1]` or `[]` | allowed |
//! | `[1, 3, 1]` | `[3, 1, 7]` | refused: the result would be `[3, 3, 7]` |
//! | `[2, 3]` | `[1, 2, 3]` | refused: a leading 1 would be added |
//!
//! ```
//! use shaped::prelude::*;
//!
//! let mut acc = Tensor::<f32, shape![2, 3]>::zeros();
//! acc += &Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
//! acc += &Tensor::<f32, shape![2, 1]>::from_array([[10.0], [20.0]]);
//! acc *= 2.0; // a scalar
//! assert_eq!(acc.to_vec(), vec![22.0, 24.0, 26.0, 42.0, 44.0, 46.0]);
//!
//! acc.assign(&Tensor::<f32, shape![3]>::from([7.0, 8.0, 9.0])); // copy, broadcasting
//! acc.zip_apply(&Tensor::<f32, shape![]>::scalar(1.0), |d, s| *d -= s);
//! assert_eq!(acc.to_vec(), vec![6.0, 7.0, 8.0, 6.0, 7.0, 8.0]);
//!
//! // Through a mutable view: only the viewed elements change.
//! let mut m = Tensor::<i32, shape![2, 3]>::zeros();
//! let mut first_row = m.view_mut().select::<0>(0).unwrap();
//! first_row += 5;
//! assert_eq!(m.to_vec(), vec![5, 5, 5, 0, 0, 0]);
//! ```
//!
//! ## Static shapes
//!
//! The rule is the trait [`BroadcastInto`](crate::BroadcastInto): a violation does not compile,
//! and the message names the dimension of the destination that would have to change:
//!
//! ```compile_fail,E0277
//! use shaped::prelude::*;
//! let mut x = Tensor::<f32, shape![1, 3, 1]>::zeros();
//! let y = Tensor::<f32, shape![3, 1, 7]>::zeros();
//! x += &y;
//! ```
//!
//! ```text
//! error[E0277]: a tensor of shape `Dims<3, 1, 7>` cannot be broadcast to shape `Dims<1, 3, 1>`
//!   |
//! 4 | x += &y;
//!   |   ^^ dimension 0 of the destination would have to change its size
//! ```
//!
//! ## Run-time shapes
//!
//! The error is the one PyTorch's `y.expand(x.shape)` gives. Operators panic with it; the
//! `try_` forms (`try_add_assign` …, `try_assign`, `try_zip_apply`) return it. **A failed
//! in-place operation leaves its destination unchanged**: every check (shapes, and for integer
//! `/=` and `%=` every divisor) runs before the first element is written.
//!
//! ```
//! use shaped::prelude::*;
//!
//! let mut x = DynTensor::from_vec(vec![1, 2, 3], &[1, 3, 1]).unwrap();
//! let y = DynTensor::<i32>::ones(&[3, 1, 7]);
//! assert_eq!(
//!     x.try_add_assign(&y).unwrap_err().to_string(),
//!     "The expanded size of the tensor (1) must match the existing size (7) at non-singleton \
//!      dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]"
//! );
//! let mut z = DynTensor::<i32>::zeros(&[2, 3]);
//! assert_eq!(
//!     z.try_assign(&DynTensor::<i32>::ones(&[1, 2, 3])).unwrap_err().to_string(),
//!     "the number of sizes provided (2) must be greater or equal to the number of dimensions \
//!      in the tensor (3)"
//! );
//! assert_eq!(x.to_vec(), vec![1, 2, 3]); // unchanged
//! ```
//!
//! ## Destinations that cannot be written
//!
//! A view made by `expand`/`broadcast_to` (or `broadcast_tensors`, `as_strided`) may show one
//! element at several positions, so writing through it would be ambiguous. Such views are
//! read-only **by type** (their storage is a read-only view even when taken from a mutable
//! one): `+=` on them does not compile, rather than failing at run time.
//!
//! ## Writing a result into an existing tensor
//!
//! [`add_into`](crate::ops::add_into), `sub_into`, `mul_into`, `div_into`, `rem_into` and
//! [`zip_map_into`](crate::ops::zip_map_into) compute `out = a op b` into an `out` of the
//! broadcast shape, without allocating; each has a `try_` form. A wrong output shape is
//! PyTorch's `expand` error, and nothing is written. With the `rayon` feature they split large
//! outputs across threads (see [threads](super::threads)).
//!
//! ```
//! use shaped::prelude::*;
//! use shaped::ops::{add_into, try_add_into};
//!
//! let a = HeapTensor::<f32, shape![2, 3]>::ones();
//! let b = HeapTensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
//! let mut out = HeapTensor::<f32, shape![2, 3]>::zeros();
//! add_into(&a, &b, &mut out);
//! assert_eq!(out.to_vec(), vec![2.0, 3.0, 4.0, 2.0, 3.0, 4.0]);
//!
//! let mut wrong = DynTensor::<f32>::zeros(&[3]);
//! assert!(try_add_into(&a, &b, &mut wrong).is_err());
//! assert_eq!(wrong.to_vec(), vec![0.0; 3]);
//! ```
//!
//! The threaded in-place forms `par_add_assign` … `par_rem_assign` and `par_zip_apply` are in
//! [threads](super::threads).
