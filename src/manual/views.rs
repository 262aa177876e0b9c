//! # Views
//!
//! A tensor is read through a *layout*: sizes, strides and an offset, in elements, as in
//! PyTorch. A row-major ("contiguous") tensor has `stride[i] = stride[i+1] * size[i+1]` and a
//! last stride of 1. A view shares its source's elements and only changes the layout, so
//! transposing, slicing, adding a dimension or broadcasting costs nothing and copies nothing.
//!
//! ```
//! use shaped::prelude::*;
//! let t = Tensor::<i32, shape![3, 4]>::from_fn(|i| i as i32);
//! assert_eq!((t.stride(), t.storage_offset(), t.is_contiguous()), (&[4, 1][..], 0, true));
//!
//! let v = t.t(); // a [4, 3] view, strides swapped
//! assert_eq!((v.stride(), v.is_contiguous()), (&[1, 4][..], false));
//! assert_eq!(v[[3, 2]], 11);
//! assert!(v.shares_storage_with(&t));
//! ```
//!
//! ## The view operations
//!
//! | operation | static form | dynamic form | result |
//! |---|---|---|---|
//! | swap two dims | `transpose::<A, B>()` | `transpose(d0, d1)` | view |
//! | reorder all dims | `permute::<A0, A1, ..>()` | `permute(&order)` | view |
//! | move one dim | | `movedim(src, dst)` | view |
//! | transpose a matrix | `t()` | `t()` (rank ≤ 2) | view |
//! | a range of one dim | `narrow::<AXIS, LEN>(start)` | `narrow(dim, start, len)` | view |
//! | one index of a dim (the dim disappears) | `select::<AXIS>(index)` | `select(dim, index)` | view |
//! | add a size-1 dim (NumPy's `newaxis`) | `unsqueeze::<D>()` | `unsqueeze(dim)` | view |
//! | remove a size-1 dim | `squeeze::<D>()` | `squeeze_dim(dim)`, `squeeze()` | view |
//! | split one dim | | `unflatten(dim, &sizes)` | view |
//! | broadcast to a shape | `expand::<S2>()`, `broadcast_to::<S2>()` | `expand(&sizes)`, `broadcast_to(&shape)` | read-only view |
//! | any layout on the same elements | | `as_strided(&sizes, &strides, offset)` | read-only view |
//! | another shape, same elements, no copy | `view_shape::<S2>()` | `view_shape(&shape)` | view, or fails |
//! | another shape | `reshape::<S2>()` | `reshape(&shape)` | [`ViewOrCopy`](crate::ViewOrCopy) |
//! | 1-d | `flatten()` | `flatten(start, end)`, `ravel()` | `ViewOrCopy` |
//! | row-major | `contiguous()` | `contiguous()` | `ViewOrCopy` |
//!
//! The static forms are the traits [`StaticViews`](crate::StaticViews) and `PermuteViews1` …
//! `PermuteViews8` (one `permute` per rank), for tuple shapes; the dynamic forms are
//! [`DynViews`](crate::DynViews), for `DynTensor` and its views. The prelude brings all of them into scope.
//! `t.as_dyn()` gives any tensor the dynamic forms.
//!
//! ## Static views: the shape changes in the type
//!
//! Axes are const generics, and every legality rule is solved by the compiler, so `cargo check`
//! and rust-analyzer report a mistake at the line that makes it: an axis out of range, a
//! repeated axis in `permute`, squeezing a dimension that is not statically 1, `t()` of a
//! non-matrix, a narrow length larger than the axis, an expand target the shape does not
//! broadcast to, a `view_shape`/`reshape` to a different number of elements. What depends on
//! run-time values (a `select` index, a `narrow` start) returns an `Option`.
//!
//! ```
//! use shaped::prelude::*;
//! let t = Tensor::<i32, shape![2, 3, 4]>::from_fn(|i| i as i32);
//!
//! let p: TensorView<'_, i32, shape![4, 2, 3]> = t.permute::<2, 0, 1>();
//! let n: TensorView<'_, i32, shape![2, 2, 4]> = t.narrow::<1, 2>(1).unwrap();
//! let s: TensorView<'_, i32, shape![2, 4]> = t.select::<1>(-1).unwrap(); // negative: from the end
//! let u: TensorView<'_, i32, shape![2, 1, 3, 4]> = t.unsqueeze::<1>();
//! let e: TensorView<'_, i32, shape![5, 2, 3, 4]> = t.expand::<shape![5, 2, 3, 4]>();
//! assert_eq!((p.stride(), n.storage_offset(), s[[1, 0]]), (&[1, 12, 4][..], 4, 20));
//! assert_eq!((u.shape(), e.stride()), (&[2, 1, 3, 4][..], &[0, 12, 4, 1][..]));
//! assert!(t.select::<0>(2).is_none()); // index out of range: None
//! ```
//!
//! ```compile_fail,E0277
//! use shaped::prelude::*;
//! let t = Tensor::<i32, shape![3, 4]>::zeros();
//! let _ = t.reshape::<shape![5, 2]>(); // 12 elements into 10
//! ```
//!
//! ## Views of inline tensors cost what the owned tensor costs
//!
//! A view of an inline [`Tensor`](crate::Tensor) (`t()`, `transpose`, `permute`, `narrow`,
//! `select`, `unsqueeze`, `squeeze`, `expand`, `broadcast_to`, chains of them, and the results
//! of `reshape`, `flatten` and `contiguous`) is an operand of the same straight loops as the
//! owned tensor: element-wise operators, in-place operations (as the
//! source, or as the destination for a mutable view), reductions and `matmul` run loops whose
//! trip counts are the shape's sizes and read the view at its strides. The strides and offset
//! are computed by inlined functions from constants, so where the view is made in the function
//! that uses it (the usual case: `a.matmul(&b.t())`) the optimiser sees them as constants and the
//! loops are the ones a hand loop over the arrays would give, with no run-time layout planning
//! and no panic path. A view passed into a function that is not inlined is read the same way,
//! with its strides as run-time values (one comparison more per element, still no panic).
//!
//! ```
//! use shaped::prelude::*;
//! let f = Tensor::<f32, shape![2, 2]>::from([[1.0, 0.5], [0.0, 1.0]]);
//! let p = Tensor::<f32, shape![2, 2]>::from([[2.0, 0.0], [0.0, 3.0]]);
//! // F·P·Fᵀ with a transposed view: no copy, no run-time plan.
//! let fpf = f.matmul(&p).matmul(&f.t());
//! assert_eq!(fpf.into_array(), [[2.75, 1.5], [1.5, 3.0]]);
//! ```
//!
//! The static loops keep one storage position per result element and operand on the stack, so
//! they serve results of at most 1024 elements; larger results, views of heap tensors, dynamic
//! views and three-operand operations (`where_`, `clamp_tensor`, `zip_map3`) with a view operand
//! run the strided kernels (which plan the iteration at run time and can fail on
//! run-time sizes, so they have panic paths behind the operators).
//!
//! ## Dynamic views: PyTorch's arguments and errors
//!
//! Dims are `isize` and may be negative (`-1` is the last). As every method of the crate, each
//! operation has two forms: `x.unsqueeze(1)` is the view and panics (at the caller) with
//! PyTorch's text for the same call when the arguments are wrong; `x.try_unsqueeze(1)` returns
//! a `Result` with that text as its error:
//!
//! ```
//! use shaped::prelude::*;
//! let t = DynTensor::from_shape_fn(&[2, 3, 4], |i| i as i32);
//! let v = t.transpose(0, -1);
//! assert_eq!((v.shape(), v.stride()), (&[4, 3, 2][..], &[1, 4, 12][..]));
//!
//! let err = |r: Result<DynView<'_, i32>, ShapeError>| r.unwrap_err().to_string();
//! assert_eq!(err(t.try_transpose(0, 3)),
//!            "Dimension out of range (expected to be in range of [-3, 2], but got 3)");
//! assert_eq!(err(t.try_narrow(1, 2, 2)), "start (2) + length (2) exceeds dimension size (3).");
//! assert_eq!(err(t.try_select(0, 3)),
//!            "select(): index 3 out of range for tensor of size [2, 3, 4] at dimension 0");
//! assert_eq!(err(t.try_permute(&[0, 1, 1])), "permute(): duplicate dims are not allowed.");
//! assert_eq!(err(t.try_view_shape(&[5, -1])), "shape '[5, -1]' is invalid for input of size 24");
//! ```
//!
//! ## Views consume views
//!
//! On an owned tensor a view operation borrows it; on a view it consumes the view and returns
//! the same kind of view (read-only or mutable). So chains are one expression, mutable chains
//! included, and a loop can keep transforming one view. To take two views from one view,
//! reborrow it first with `v.view()` (static read-only views are `Copy`).
//!
//! ```
//! use shaped::prelude::*;
//! let mut x = DynTensor::<i32>::zeros(&[3, 4]);
//! let y = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
//! let mut part = x.view_mut().narrow(0, 1, 2).transpose(0, 1);
//! part += &y; // writes rows 1 and 2 of x
//! assert_eq!(x.to_vec(), vec![0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
//!
//! let mut v = x.view();
//! for _ in 0..3 {
//!     v = v.unsqueeze(0);
//! }
//! assert_eq!(v.shape(), &[1, 1, 1, 3, 4]);
//! ```
//!
//! ## `view_shape` and `reshape`
//!
//! `view_shape` (PyTorch's `view`) succeeds only when the new shape can be expressed on the
//! same strides: each new dimension must lie within one old dimension, or span old dimensions
//! `d..d+k` that are contiguous with each other (`stride[i] = stride[i+1] * size[i+1]`; size-1
//! dimensions never break such a run). Otherwise it fails, and `reshape` copies instead:
//! `reshape`, `flatten`, `ravel` and `contiguous` return a [`ViewOrCopy`](crate::ViewOrCopy), a
//! read-only tensor that is a view when no copy was needed (`is_view()` says which, and
//! `into_owned()` makes it owned). One size may be `-1` in the dynamic forms (inferred).
//!
//! ```
//! use shaped::prelude::*;
//! let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
//! assert!(t.view_shape::<shape![3, 2]>().is_some());
//! assert!(t.t().view_shape::<shape![6]>().is_none()); // a transpose is not contiguous
//! let r = t.t().reshape::<shape![6]>();
//! assert!(!r.is_view());
//! assert_eq!(r.to_vec(), vec![0, 3, 1, 4, 2, 5]);
//!
//! let d = DynTensor::from_shape_fn(&[2, 3], |i| i as i32);
//! assert_eq!(
//!     d.t().try_view_shape(&[6]).unwrap_err().to_string(),
//!     "view size is not compatible with input tensor's size and stride (at least one \
//!      dimension spans across two contiguous subspaces). Use .reshape(...) instead."
//! );
//! assert_eq!(d.reshape(&[-1, 2]).shape(), &[3, 2]);
//! ```
//!
//! ## Contiguity, and the other details PyTorch users expect
//!
//! - `is_contiguous()` ignores the strides of size-1 dimensions, and every tensor with no
//!   elements is contiguous.
//! - `contiguous()` returns the tensor itself (as a view) when it is contiguous, a row-major
//!   copy otherwise.
//! - `squeeze_dim(d)` on a dimension that is not 1 returns the view unchanged, as in PyTorch;
//!   the static `squeeze::<D>()` only compiles for a dimension that is statically 1.
//! - `expand` takes `-1` to keep a size; new dimensions go on the left, and stretched or new
//!   dimensions get stride 0.
//! - Element-wise results are written row-major whatever the layouts of the inputs.
//!
//! The run-time layout rules are public functions too ([`layout`](crate::layout):
//! [`view_strides`](crate::layout::view_strides), [`is_contiguous`](crate::layout::is_contiguous),
//! [`infer_shape`](crate::layout::infer_shape) …), so a program can check a layout before
//! building anything.
