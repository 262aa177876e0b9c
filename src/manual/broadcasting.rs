//! # Broadcasting
//!
//! An element-wise operation between tensors of different shapes first *broadcasts* them to a
//! common shape, by NumPy's rules (which PyTorch follows too).
//!
//! ## The rule
//!
//! Walk both shapes from the trailing (right-most) dimension. Each pair of sizes must be
//! **equal**, or **one of them is 1**, or **one of them is missing** (the shorter shape has run
//! out). The result has the larger rank; at each position its size is the size that is not 1
//! (1 against 1 gives 1); a missing size counts as 1.
//!
//! - Zero is an ordinary size: 0 against 1 gives 0, 0 against 0 gives 0, 0 against 2 is an
//!   error.
//! - A 0-d shape `[]` (a scalar tensor) broadcasts against every shape.
//! - Broadcasting never copies: an operand is read through a layout whose stretched and added
//!   dimensions have stride 0.
//! - Three or more operands fold from the left: the first two broadcast, then their result
//!   with the third, and so on.
//!
//! | a | b | result |
//! |---|---|---|
//! | `[5, 7, 3]` | `[5, 7, 3]` | `[5, 7, 3]` |
//! | `[5, 3, 4, 1]` | `[3, 1, 1]` | `[5, 3, 4, 1]` |
//! | `[5, 1, 4, 1]` | `[3, 1, 1]` | `[5, 3, 4, 1]` |
//! | `[8, 1, 6, 1]` | `[7, 1, 5]` | `[8, 7, 6, 5]` |
//! | `[256, 256, 3]` | `[3]` | `[256, 256, 3]` |
//! | `[15, 3, 5]` | `[15, 1, 5]`, `[3, 5]` or `[3, 1]` | `[15, 3, 5]` |
//! | `[5, 4]` | `[1]`, `[4]` or `[]` | `[5, 4]` |
//! | `[4, 1]` | `[3]` | `[4, 3]` (an outer operation) |
//! | `[1]` | `[3, 1, 7]` | `[3, 1, 7]` |
//! | `[5, 1]`, `[1, 6]`, `[6]`, `[]` | (four operands) | `[5, 6]` |
//! | `[0]` | `[1]` | `[0]` |
//! | `[4, 3]` | `[4]` | error: 3 against 4 |
//! | `[3]` | `[4]` | error |
//! | `[2, 1]` | `[8, 4, 3]` | error: 2 against 4 |
//! | `[5, 2, 4, 1]` | `[3, 1, 1]` | error: 2 against 3 |
//! | `[0]` | `[2, 2]` | error: 0 against 2 |
//!
//! ## Static shapes: checked by the compiler
//!
//! The broadcast of two static shapes is a type, [`Broadcasted<A, B>`](crate::Broadcasted),
//! computed by the trait [`Broadcast`](crate::Broadcast). It is made of the operands' own
//! dimension types, so it is exactly the shape you would write:
//!
//! ```
//! use shaped::prelude::*;
//! use shaped::shape::Broadcasted;
//!
//! // The broadcast shape is the type you would write (this compiles only if they are equal).
//! let _: Option<Broadcasted<shape![8, 1, 6, 1], shape![7, 1, 5]>> = None::<shape![8, 7, 6, 5]>;
//! let _: Option<Broadcasted<shape![5, 1, 4, 1], shape![3, 1, 1]>> = None::<shape![5, 3, 4, 1]>;
//!
//! let image = Tensor::<f32, shape![2, 2, 3]>::ones();
//! let channel_scale = Tensor::<f32, shape![3]>::from([0.5, 1.0, 2.0]);
//! let out: Tensor<f32, shape![2, 2, 3]> = &image * &channel_scale;
//! assert_eq!(out[[1, 1, 2]], 2.0);
//!
//! // An outer sum: [4, 1] + [3] -> [4, 3].
//! let col = Tensor::<i32, shape![4, 1]>::from_array([[0], [10], [20], [30]]);
//! let row = Tensor::<i32, shape![3]>::from([1, 2, 3]);
//! let outer: Tensor<i32, shape![4, 3]> = &col + &row;
//! assert_eq!(outer[[2, 1]], 22);
//! ```
//!
//! A pair that does not broadcast is a compile error that names both shapes (as `Dims<..>`,
//! the sizes as written) and the dimension of the result where the sizes clash:
//!
//! ```compile_fail,E0277
//! use shaped::prelude::*;
//! let a = Tensor::<f32, shape![2, 1]>::zeros();
//! let b = Tensor::<f32, shape![8, 4, 3]>::zeros();
//! let _ = a.zip_map(&b, |x, y| x + y);
//! ```
//!
//! ```text
//! error[E0277]: cannot broadcast shape `Dims<2, 1>` with shape `Dims<8, 4, 3>`
//!   |
//! 4 | let _ = a.zip_map(&b, |x, y| x + y);
//!   |           ^^^^^^^ the sizes at dimension 1 of the result are not known to broadcast
//!   |
//!   = note: two sizes broadcast when they are equal or one of them is 1
//! ```
//!
//! ## Run-time shapes: PyTorch's error
//!
//! When a size is only known at run time (a `DynTensor`, or a `Dyn` dimension), the check runs
//! with the operation. Operators panic with PyTorch's text; `try_` methods return it as a
//! [`ShapeError::BroadcastMismatch`](crate::ShapeError::BroadcastMismatch), whose fields give
//! the clashing sizes, the dimension (counted from the left of the result; the right-most clash
//! when there are several) and both shapes:
//!
//! ```
//! use shaped::prelude::*;
//!
//! let a = DynTensor::<f32>::zeros(&[2, 1]);
//! let b = DynTensor::<f32>::zeros(&[8, 4, 3]);
//! let err = a.try_add(&b).unwrap_err();
//! assert_eq!(
//!     err.to_string(),
//!     "The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 1"
//! );
//!
//! // A static operand mixed with a dynamic one is checked at run time too.
//! let s = Tensor::<f32, shape![4, 3]>::zeros();
//! let v = DynTensor::<f32>::zeros(&[4]);
//! assert!(s.try_add(&v).is_err());
//! ```
//!
//! [`broadcast_shapes`](crate::broadcast_shapes) computes the broadcast of any number of
//! run-time shapes without building tensors (PyTorch's `torch.broadcast_shapes`):
//!
//! ```
//! use shaped::broadcast_shapes;
//! assert_eq!(broadcast_shapes(&[&[5, 1], &[1, 6], &[6], &[]]).unwrap(), vec![5, 6]);
//! assert_eq!(
//!     broadcast_shapes(&[&[0], &[2, 2]]).unwrap_err().to_string(),
//!     "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 1"
//! );
//! ```
//!
//! In a fold of three or more operands, "tensor a" is the shape accumulated from the operands
//! before the one that fails ("tensor b").
//!
//! ## Views of the broadcast shape
//!
//! [`broadcast_tensors`](crate::ops::broadcast_tensors) (run-time shapes) and
//! [`BroadcastTensors`](crate::ops::BroadcastTensors) (tuples of 2 to 6 static tensors) return
//! read-only views of every operand at the common shape; `expand`/`broadcast_to` view one
//! tensor at a given shape (see [views](super::views)).
//!
//! ```
//! use shaped::prelude::*;
//! let a = Tensor::<i32, shape![2, 1]>::from_array([[1], [2]]);
//! let b = Tensor::<i32, shape![3]>::from([10, 20, 30]);
//! let (va, vb) = (&a, &b).broadcast_tensors();
//! assert_eq!((va.shape(), vb.stride()), (&[2, 3][..], &[0, 1][..]));
//! ```
//!
//! ## Same element count: the opt-in strict check
//!
//! Old versions of PyTorch treated two tensors with the same number of elements as 1-d and
//! added them pointwise. Broadcasting gives another result: `[4, 1] + [4]` is `[4, 4]`, not
//! `[4]`. Code ported from that time can opt in to a check that refuses the ambiguous case
//! (shapes that differ, broadcast, and have the same number of elements):
//!
//! - statically, [`strict_zip_map`](crate::TensorBase::strict_zip_map) does not compile for
//!   such a pair (``shapes `Dims<4, 1>` and `Dims<4>` differ but have the same number of
//!   elements``);
//! - at run time, [`same_element_count_warning`](crate::TensorBase::same_element_count_warning)
//!   returns the warning as a value, and
//!   [`check_same_element_count`](crate::layout::check_same_element_count) checks two shapes.
//!
//! ```
//! use shaped::prelude::*;
//! let a = DynTensor::<f32>::zeros(&[4, 1]);
//! let w = a.same_element_count_warning(&DynTensor::<f32>::zeros(&[4])).unwrap();
//! assert_eq!(
//!     w.to_string(),
//!     "self and other do not have the same shape, but are broadcastable, and have the same number of elements."
//! );
//! ```
