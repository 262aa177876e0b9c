//! # Choosing a tensor
//!
//! Every tensor is one generic type, [`TensorBase<T, S, M>`](crate::TensorBase): elements `T`,
//! a shape type `S`, a storage kind `M`. The names below are aliases of it, so every method
//! exists on all of them.
//!
//! | name | storage | shape | pick it for |
//! |---|---|---|---|
//! | [`Tensor<T, S>`](crate::Tensor) | inline: the tensor *is* its nested array (`[[T; 3]; 2]`) | fully static | small shapes; `no_std` without an allocator |
//! | [`HeapTensor<T, S>`](crate::HeapTensor) | a `Vec<T>` (plus the sizes when some are `Dyn`) | static rank; sizes static or `Dyn` | large static shapes |
//! | [`DynTensor<T>`](crate::DynTensor) | a `Vec<T>` and the sizes | rank and sizes at run time | shapes known only at run time |
//! | [`TensorView`](crate::TensorView) / [`TensorViewMut`](crate::TensorViewMut) | borrowed, strided | any | reading / writing part of a tensor |
//! | [`DynView`](crate::DynView) / [`DynViewMut`](crate::DynViewMut) | borrowed, strided | run time | views of dynamic tensors |
//! | [`ViewOrCopy`](crate::ViewOrCopy) | borrowed or owned, read-only | any | results of `reshape`, `flatten`, `contiguous` |
//!
//! Rules of thumb:
//!
//! - Shapes known when you write the program and small enough for the stack (a few thousand
//!   elements): `Tensor`. It takes exactly the space of its elements, is `Copy` when `T` is,
//!   and its operations compile to plain nested loops with constant bounds.
//! - Known shapes that are large (an inline `[1000, 1000]` of `f32` is 4 MB on the stack):
//!   `HeapTensor`, same static checks.
//! - Some sizes known only at run time (a batch size, an image width), rank known:
//!   `HeapTensor` with [`Dyn`](crate::Dyn) dimensions, `HeapTensor<f32, shape![Dyn, 3]>`. The
//!   static sizes are still checked by the compiler; the `Dyn` ones when the operation runs.
//! - Rank unknown too (data from a file, a model loaded at run time): `DynTensor`.
//!
//! ```
//! use shaped::prelude::*;
//!
//! let small = Tensor::<f32, shape![4, 4]>::ones();
//! assert_eq!(core::mem::size_of_val(&small), 64); // the elements and nothing else
//!
//! let big = HeapTensor::<f32, shape![1000, 1000]>::zeros();
//! assert_eq!(big.shape(), &[1000, 1000]);
//!
//! let batch = HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![0.0; 12], &[4, 3]).unwrap();
//! assert_eq!(batch.shape(), &[4, 3]);
//! assert!(HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![0.0; 12], &[3, 4]).is_err());
//!
//! let any = DynTensor::<f32>::zeros(&[2, 3, 4]);
//! assert_eq!(any.rank(), 3);
//! ```
//!
//! ## Shapes as types
//!
//! [`shape!`](crate::shape!) writes a shape type: `shape![5, 1, 4]` is the tuple
//! `(Const<5>, Const<1>, Const<4>)`. A [`Const<N>`](crate::Const) is a size the compiler knows,
//! one type per size, so the same type is written by `shape!`, by hand, or by a function generic
//! over `const N: usize` (see [generic code](super::generic_code)). `shape![]` is the 0-d shape
//! of a scalar, and `Dyn` inside `shape!` is a run-time size.
//!
//! [`DynShape`](crate::DynShape) is the shape of `DynTensor`: the rank is a run-time value too.
//!
//! Compiler messages print a fully static shape as `Dims<5, 1, 4>`, the sizes as you wrote
//! them, and a shape with run-time sizes with `Dyn` in place of those sizes.
//!
//! ## Which result you get
//!
//! An operation's result is owned and row-major (contiguous). It is inline when every operand
//! is inline (an owned `Tensor` or a view of one), on the heap otherwise; its shape is static
//! when every operand's is, dynamic when one operand is a `DynTensor`:
//!
//! ```
//! use shaped::prelude::*;
//!
//! let t = Tensor::<i32, shape![2, 2]>::from([[1, 2], [3, 4]]);
//! let h = HeapTensor::<i32, shape![2]>::ones();
//! let d = DynTensor::from_vec(vec![10, 20], &[2]).unwrap();
//!
//! let _: Tensor<i32, shape![2, 2]> = &t + &t.t(); // inline + a view of inline: inline
//! let _: HeapTensor<i32, shape![2, 2]> = &t + &h; // inline + heap: heap
//! let _: DynTensor<i32> = &t + &d; // static + dynamic: dynamic
//! ```
//!
//! ## Views
//!
//! A view borrows a tensor's elements and describes them with sizes, strides (in elements) and
//! an offset, as PyTorch does, so transposes, slices and broadcasts cost nothing. `t.view()`
//! and `t.view_mut()` view a whole tensor; the [view operations](super::views) return views
//! whose shape type follows the operation (transposing `[3, 4]` gives a `[4, 3]` view).
//! Results of operations on views are owned tensors like any other.
//!
//! Moving between the worlds: `t.as_dyn()` views any tensor as a dynamic one (to use a
//! run-time axis, say), `t.to_dyn()` copies it, and `d.try_view_as::<shape![2, 3]>()` checks a
//! dynamic tensor's sizes against a static shape and views it with that type:
//!
//! ```
//! use shaped::prelude::*;
//!
//! let d = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
//! let s: TensorView<'_, i32, shape![2, 3], _> = d.try_view_as::<shape![2, 3]>().unwrap();
//! assert_eq!(s.sum::<0>().to_vec(), vec![5, 7, 9]);
//! assert_eq!(
//!     d.try_view_as::<shape![3, 2]>().unwrap_err().to_string(),
//!     "expected shape [3, 2], but got [2, 3]"
//! );
//! ```
