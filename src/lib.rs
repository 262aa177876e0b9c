//! N-dimensional tensors whose shapes live in the type system.
//!
//! NumPy/PyTorch broadcasting, exactly, with the shapes checked by the compiler: an illegal
//! operation between static shapes does not compile, and the error names the shapes and the
//! dimension that clash. Shapes known only at run time use [`DynTensor`] (or [`Dyn`]
//! dimensions), are checked when the operation runs, and fail with PyTorch's messages, word for
//! word. Static and dynamic tensors share one type, [`TensorBase`], and mix in one expression.
//!
//! `#![no_std]` and `#![forbid(unsafe_code)]`; static shapes need no allocator.
//!
//! # Example
//!
//! ```
//! use shaped::prelude::*;
//!
//! // Static shapes: the result type is computed by the compiler.
//! let image = Tensor::<f32, shape![2, 2, 3]>::ones();
//! let scale = Tensor::<f32, shape![3]>::from([0.5, 1.0, 2.0]);
//! let scaled: Tensor<f32, shape![2, 2, 3]> = &image * &scale;
//! assert_eq!(scaled[[1, 1, 2]], 2.0);
//!
//! // In place: the right side may broadcast, the left keeps its shape.
//! let mut acc = Tensor::<f32, shape![2, 3]>::zeros();
//! acc += &scale;
//!
//! // Run-time shapes, mixed with static ones.
//! let d = DynTensor::from_vec(vec![1.0f32, 2.0, 3.0], &[3]).unwrap();
//! let mixed = &acc + &d;
//! assert_eq!(mixed.shape(), &[2, 3]);
//! assert_eq!(
//!     acc.try_add(&DynTensor::<f32>::zeros(&[4])).unwrap_err().to_string(),
//!     "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1"
//! );
//! ```
//!
//! An illegal static broadcast is a compile error:
//!
//! ```compile_fail,E0277
//! use shaped::prelude::*;
//! let a = Tensor::<f32, shape![4, 3]>::zeros();
//! let b = Tensor::<f32, shape![4]>::zeros();
//! let _ = a + b; // error[E0277]: cannot broadcast shape `Dims<4, 3>` with shape `Dims<4>`
//! ```
//!
//! # The manual
//!
//! The [`manual`] explains the crate chapter by chapter; its rules are the ones the crate
//! implements, and every example in it is a test.
//!
//! - [Quick start](manual::quick_start)
//! - [Choosing a tensor](manual::choosing_a_tensor): `Tensor`, `HeapTensor`, `DynTensor`, views
//! - [Creating tensors](manual::creating)
//! - [Broadcasting](manual::broadcasting)
//! - [In place](manual::in_place)
//! - [Views](manual::views)
//! - [Element-wise operations](manual::elementwise)
//! - [Reductions and matrix products](manual::reductions_and_matmul)
//! - [Linear algebra](manual::linear_algebra)
//! - [Integer semantics](manual::integer_semantics)
//! - [Errors and panics](manual::errors_and_panics): every error text
//! - [Printing](manual::printing)
//! - [Threads](manual::threads)
//! - [`no_std`](manual::no_std)
//! - [Features](manual::features)
//! - [Static-size limits](manual::static_size_limits)
//! - [Generic code](manual::generic_code)
//! - [For PyTorch and NumPy users](manual::for_pytorch_and_numpy_users)
//! - [The public API](manual::public_api): what is public, sealed and promised
//!
//! # Where things are
//!
//! | | |
//! |---|---|
//! | [`prelude`] | the names most programs need: `use shaped::prelude::*;` |
//! | [`TensorBase`] | the tensor type; its page lists every method by topic |
//! | [`tensor`] | the tensor aliases, storage kinds, view traits, iterators, `cat`/`stack` |
//! | [`shape`](mod@shape) | [`shape!`], dimension types, the shape traits and the relations the compiler checks |
//! | [`ops`] | element traits, output-into functions, `where_`, `broadcast_tensors`, result type names |
//! | [`layout`] | the run-time rules on sizes and strides, as functions |
//! | [`ShapeError`] | every run-time failure, with PyTorch's text |
//! | [`interop`] | `serde`, `ndarray`, `approx`, `generic-array` (cargo features) |
//!
//! # Features
//!
//! `std` (default) and `alloc` decide how much of the standard library the crate uses; `libm`
//! gives the float functions (`exp`, `sin` …) without `std`; `gemm`
//! speeds up large float products; `gemm`, `rayon`, `serde`, `ndarray`, `approx`,
//! `generic-array` and `cli` are optional. See [features](manual::features).
#![no_std]
#![cfg_attr(docsrs, feature(doc_cfg))]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

#[cfg(feature = "alloc")]
mod error;
#[cfg(feature = "alloc")]
pub use error::ShapeError;

pub mod layout;
#[cfg(feature = "alloc")]
mod memory;
#[cfg(feature = "alloc")]
pub use layout::broadcast_shapes;

pub mod shape;
#[cfg(feature = "alloc")]
pub use shape::DynShape;
pub use shape::{
    ArrayShape, Broadcast, BroadcastInto, Broadcasted, Const, Dim, Dyn, Shape, StaticDim,
    StaticShape,
};
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
pub use shape::{try_with_size, with_size};

/// Moved to the manual's [generic code](manual::generic_code) chapter.
#[doc(hidden)]
pub use manual::generic_code as guide;
pub mod interop;
#[cfg(any(feature = "npy", feature = "safetensors"))]
pub mod io;
mod kernel;
pub mod manual;
pub mod ops;
pub mod prelude;
mod sealed;
pub mod tensor;
#[cfg(feature = "alloc")]
pub use tensor::{DynConstructors, DynViews};
#[cfg(feature = "alloc")]
pub use tensor::{DynTensor, DynView, DynViewMut, HeapTensor};
pub use tensor::{StaticViews, ViewOrCopy, ViewSource};
pub use tensor::{Tensor, TensorBase, TensorView, TensorViewMut};

/// The README's Rust examples, compiled and run as doc tests so they cannot drift from the API.
#[cfg(doctest)]
#[doc = include_str!("../README.md")]
struct ReadmeDoctests;
