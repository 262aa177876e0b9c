//! # `no_std`
//!
//! The crate is `#![no_std]` and `#![forbid(unsafe_code)]`. Its features decide how much of
//! `alloc` and `std` it uses:
//!
//! | features | what you get |
//! |---|---|
//! | `--no-default-features` | no allocator at all: inline [`Tensor`](crate::Tensor)s of static shapes and their views — constructors, every element-wise operation and operator, in-place operations, views, reductions, matrix products, indexing, iteration, `Display` and `Debug` |
//! | `alloc` | also [`HeapTensor`](crate::HeapTensor), [`DynTensor`](crate::DynTensor), `Dyn` dimensions, [`ShapeError`](crate::ShapeError) and every `try_` form, the run-time layout functions that return a `Vec` |
//! | `libm` (with or without `alloc`) | also the float functions from the `libm` crate: the [element-wise math](super::elementwise#element-wise-math) methods that need a math library (`exp`, `ln`, `sin`, `powf`, `atan2` …), the `std` reductions, and `softmax`, `log_softmax`, `logsumexp` and the norms along an axis |
//! | `std` (default) | also `std::error::Error` for `ShapeError`, and the same float functions from the platform's math library |
//!
//! Without `std` or `libm`, the element-wise math computed on the bits or with one IEEE
//! operation is still there: `abs`, `sqrt` (correctly rounded, on the integers), `floor`,
//! `ceil`, `round`, `trunc`, `sign`, `recip`, `relu`, `is_nan`, `is_finite`. `libm` and the
//! platform's library give the same values to within the tolerances the
//! [element-wise math](super::elementwise#element-wise-math) table states.
//!
//! Without an allocator every shape is static, so every shape rule is checked by the compiler
//! and nothing is left to fail at run time: operations between owned inline tensors have no
//! panic path (the crate's CI proves it for each operation family with the `no-panic` crate).
//! What depends on run-time values returns an `Option`: `get`, `select::<AXIS>(index)`,
//! `narrow::<AXIS, LEN>(start)`, `view_shape::<S>()`.
//!
//! ```
//! use shaped::prelude::*;
//! // Nothing here allocates.
//! let a = Tensor::<f32, shape![2, 3]>::from([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]);
//! let b = Tensor::<f32, shape![3]>::from([1.0, 0.0, -1.0]);
//! let y: Tensor<f32, shape![2]> = a.matmul(&b);
//! let z = (&a - &a.mean_keepdim::<1>()).amax::<1>();
//! assert_eq!((y.into_array(), z.into_array()), ([-2.0, -2.0], [1.0, 1.0]));
//! ```
//!
//! Without `alloc`, `to_vec`, heap and dynamic tensors and the `try_` forms are absent;
//! `reshape`, `flatten` and `contiguous` of inline tensors copy into inline tensors when they
//! must.
//!
//! With `libm`, a standardisation needs neither `std` nor an allocator (the `imu` example runs
//! this way: `cargo run -p shaped-examples --example imu --no-default-features --features libm`):
//!
//! ```
//! use shaped::prelude::*;
//! let x = Tensor::<f32, shape![4, 2]>::from([[1.0, 10.0], [2.0, 20.0], [3.0, 30.0], [4.0, 40.0]]);
//! let z = (&x - &x.mean_keepdim::<0>()) / &x.std_keepdim::<0>(1);
//! let p = z.exp().sigmoid();
//! assert_eq!(z.abs().amax::<0>().into_array(), [z[[0, 0]].abs(); 2]);
//! assert!(p.is_finite().into_array().iter().flatten().all(|ok| *ok));
//! ```
//!
//! The optional integrations that need no allocator (`serde` for inline tensors, `approx`,
//! `generic-array`) work without it too; see [features](super::features).
