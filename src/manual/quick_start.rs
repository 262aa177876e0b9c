//! # Quick start
//!
//! ```sh
//! cargo add shaped
//! ```
//!
//! Without an allocator (`#![no_std]` targets): `cargo add shaped --no-default-features`
//! (see [`no_std`](super::no_std)).
//!
//! Everything a program usually needs is in the [prelude](crate::prelude):
//!
//! ```
//! use shaped::prelude::*;
//!
//! // Shapes are types. `shape![2, 3]` is a 2 x 3 shape whose sizes the compiler knows.
//! let a = Tensor::<f32, shape![2, 3]>::from([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]);
//! let b = Tensor::<f32, shape![3]>::from([10.0, 20.0, 30.0]);
//!
//! // Broadcasting: [2, 3] + [3] -> [2, 3], computed by the compiler.
//! let c: Tensor<f32, shape![2, 3]> = &a + &b;
//! assert_eq!(c[[1, 2]], 36.0);
//!
//! // In place: the right side may broadcast, the left side keeps its shape.
//! let mut acc = Tensor::<f32, shape![2, 3]>::zeros();
//! acc += &b;
//! acc *= 2.0;
//! assert_eq!(acc.to_vec(), vec![20.0, 40.0, 60.0, 20.0, 40.0, 60.0]);
//!
//! // Views share memory: a transpose is a [3, 2] view of `a`, and its type says so.
//! let at: TensorView<'_, f32, shape![3, 2]> = a.t();
//! assert_eq!(at.stride(), &[1, 3]);
//!
//! // Reductions and matrix products.
//! let row_sums: Tensor<f32, shape![2]> = a.sum::<1>();
//! assert_eq!(row_sums.to_vec(), vec![6.0, 15.0]);
//! let gram: Tensor<f32, shape![2, 2]> = a.matmul(&at);
//! assert_eq!(gram.to_vec(), vec![14.0, 32.0, 32.0, 77.0]);
//!
//! // Printing follows NumPy.
//! assert_eq!(row_sums.to_string(), "[ 6. 15.]");
//! ```
//!
//! Shapes known only at run time use [`DynTensor`](crate::DynTensor). Its operations check the
//! sizes when they run and report PyTorch's message, word for word; every operation that can
//! fail has a `try_` form that returns the error instead of panicking:
//!
//! ```
//! use shaped::prelude::*;
//!
//! let d = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
//! let e = DynTensor::<i32>::zeros(&[4]);
//! let err = d.try_add(&e).unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1"
//! );
//!
//! // Static and dynamic tensors mix in one expression; the result is dynamic.
//! let s = Tensor::<i32, shape![3]>::from([10, 20, 30]);
//! assert_eq!((&d + &s).to_vec(), vec![11, 22, 33, 14, 25, 36]);
//! ```
//!
//! Between static shapes the same mistake does not compile, and the message names the shapes
//! as written and the dimension that clashes:
//!
//! ```compile_fail,E0277
//! use shaped::prelude::*;
//! let a = Tensor::<f32, shape![4, 3]>::zeros();
//! let b = Tensor::<f32, shape![4]>::zeros();
//! let c = &a * &b;
//! ```
//!
//! ```text
//! error[E0277]: cannot broadcast shape `Dims<4, 3>` with shape `Dims<4>`
//!   |
//! 4 | let c = &a * &b;
//!   |            ^ the sizes at dimension 1 of the result are not known to broadcast
//!   |
//!   = note: two sizes broadcast when they are equal or one of them is 1
//! ```
//!
//! Next: [choosing a tensor](super::choosing_a_tensor), then the rules, starting with
//! [broadcasting](super::broadcasting).
