//! # Creating tensors
//!
//! ## Static shapes
//!
//! The shape comes from the type, so the constructors take no sizes, and an annotation is
//! enough to pick them (no turbofish needed):
//!
//! ```
//! use shaped::prelude::*;
//!
//! let z = Tensor::<f32, shape![2, 3]>::zeros();
//! let o: HeapTensor<f32, shape![2, 3]> = HeapTensor::ones();
//! let f = Tensor::<u8, shape![4]>::full(7);
//! let d: Tensor<i32, shape![2, 2]> = Default::default();
//!
//! // `from_fn` receives the row-major position of each element.
//! let r = Tensor::<usize, shape![2, 3]>::from_fn(|i| i * 10);
//! assert_eq!(r.to_vec(), vec![0, 10, 20, 30, 40, 50]);
//!
//! // Nested arrays, outermost dimension first; sizes of 2 or more are inferred.
//! let m = Tensor::from([[1, 2, 3], [4, 5, 6]]);
//! let _: &Tensor<i32, shape![2, 3]> = &m;
//! let h = HeapTensor::from([[1.0, 2.0], [3.0, 4.0]]);
//! assert_eq!(h.shape(), &[2, 2]);
//!
//! // Sizes 1 and 0 are inferred too.
//! let row: Tensor<i32, shape![1, 3]> = Tensor::from([[7, 8, 9]]);
//! // `from_array` takes the shape's own array type, for every static shape (sizes 0 too).
//! let col = Tensor::<i32, shape![2, 1]>::from_array([[1], [2]]);
//! let empty = Tensor::<i32, shape![0, 3]>::from_array([]);
//! // A 0-d tensor holds one element.
//! let s = Tensor::scalar(2.5f64);
//! assert_eq!((row.numel(), col.numel(), empty.numel(), s.rank()), (3, 2, 0, 0));
//! # let _ = (z, o, f, d);
//! ```
//!
//! Inline tensors can be constants: `from_array`, `scalar` and `as_array` are `const fn`.
//!
//! ```
//! use shaped::prelude::*;
//! const IDENTITY: Tensor<f32, shape![2, 2]> = Tensor::from_array([[1.0, 0.0], [0.0, 1.0]]);
//! assert_eq!(IDENTITY.into_array(), [[1.0, 0.0], [0.0, 1.0]]);
//! ```
//!
//! `From<nested array>` covers ranks 1 to 5 with sizes of 2 or more, and ranks up to 4 with
//! size-1 dimensions; the element type must be a primitive number or `bool` (so that
//! `[[1, 2], [3, 4]]` is read as a 2-d tensor, not a 1-d tensor of arrays). `from_array` has
//! none of these limits.
//!
//! ## Heap tensors from data
//!
//! ```
//! use shaped::prelude::*;
//!
//! // Row-major data and the sizes; static sizes must match, `Dyn` ones take the run-time size.
//! let a = HeapTensor::<i32, shape![Dyn, 2]>::from_vec(vec![1, 2, 3, 4, 5, 6], &[3, 2]).unwrap();
//! assert_eq!(a.shape(), &[3, 2]);
//!
//! // A fully static heap tensor takes its sizes from the type.
//! let b: HeapTensor<i32, shape![2, 3]> = vec![1, 2, 3, 4, 5, 6].try_into().unwrap();
//! assert_eq!(b[[1, 0]], 4);
//!
//! // A function of the row-major position, with run-time sizes.
//! let c = HeapTensor::<usize, shape![Dyn]>::try_from_shape_fn(&[4], |i| i * i).unwrap();
//! assert_eq!(c.to_vec(), vec![0, 1, 4, 9]);
//! ```
//!
//! ## Dynamic tensors
//!
//! ```
//! use shaped::prelude::*;
//!
//! let a = DynTensor::from_vec(vec![1.0, 2.0, 3.0, 4.0], &[2, 2]).unwrap();
//! let z = DynTensor::<f32>::zeros(&[2, 0, 3]); // zeros, ones and full: `DynConstructors`
//! let f = DynTensor::full(&[3], 0.5);
//! let r = DynTensor::from_shape_fn(&[2, 3], |i| i as i64);
//! let v = DynTensor::from(vec![1, 2, 3]); // 1-d
//! let c: DynTensor<i32> = (0..5).collect(); // 1-d
//! let t = DynTensor::try_from((vec![1u8, 2, 3, 4, 5, 6], &[3, 2][..])).unwrap();
//! let s = DynTensor::scalar(1.0f32); // 0-d
//! assert_eq!((z.numel(), f.numel(), r.numel(), v.numel(), c.numel(), t.numel(), s.numel()),
//!            (0, 3, 6, 3, 5, 6, 1));
//!
//! // Bad sizes are PyTorch's errors.
//! assert_eq!(
//!     DynTensor::from_vec(vec![0; 12], &[2, 5]).unwrap_err().to_string(),
//!     "shape '[2, 5]' is invalid for input of size 12"
//! );
//! # let _ = a;
//! ```
//!
//! `DynTensor::zeros(&dims)`, `ones(&dims)` and `full(&dims, v)` are methods of the
//! [`DynConstructors`](crate::DynConstructors) trait (in scope with the prelude), so they never compete
//! with the static constructors of the same names. They panic when the tensor cannot exist or
//! be allocated; [`try_zeros`](crate::TensorBase::try_zeros) and
//! [`try_from_shape_fn`](crate::TensorBase::try_from_shape_fn) return the error instead:
//!
//! ```
//! use shaped::prelude::*;
//! assert_eq!(
//!     DynTensor::<f32>::try_zeros(&[1 << 62, 4]).unwrap_err().to_string(),
//!     "Storage size calculation overflowed with sizes=[4611686018427387904, 4]"
//! );
//! ```
//!
//! ## Ranges and identities
//!
//! `arange` and `linspace` give PyTorch's values. A static 1-d tensor takes its length from
//! its type: `Tensor::<T, shape![N]>::arange(start, step)` is `start + i * step` for `i` below
//! `N`, `linspace(start, end)` `N` evenly spaced values with both ends included. A
//! `DynTensor` takes PyTorch's arguments: `arange(start, end, step)` (length
//! `ceil((end - start) / step)`, computed exactly in integers for integer elements and in
//! `f64` for floats, as PyTorch; its errors in PyTorch's order, so an infinite or NaN step is
//! `step must be finite but got nan` and a zero step `step must be nonzero` whatever the
//! bounds) and `linspace(start, end, steps)`. `linspace` counts the first half of its values
//! from `start` and the second half back from `end`, as PyTorch does, so both ends are exact
//! (NumPy counts every value from `start`; they may differ in the last bit).
//!
//! `eye` is the identity (each matrix of a batch): `Tensor::eye()` is a constant of a static
//! square shape `[.., n, n]`, `HeapTensor::eye()` the same on the heap, and
//! `DynTensor::eye(rows, cols)` PyTorch's `torch.eye(rows, cols)`. A shape that is not square
//! does not compile.
//!
//! ```
//! use shaped::prelude::*;
//! assert_eq!(Tensor::<i32, shape![4]>::arange(0, 5).to_vec(), vec![0, 5, 10, 15]);
//! assert_eq!(Tensor::<f64, shape![3]>::linspace(0.0, 1.0).to_vec(), vec![0.0, 0.5, 1.0]);
//! assert_eq!(DynTensor::arange(0, 10, 3).to_vec(), vec![0, 3, 6, 9]);
//! assert_eq!(DynTensor::linspace(-1.0f32, 1.0, 5).to_vec(), vec![-1.0, -0.5, 0.0, 0.5, 1.0]);
//! let i: HeapTensor<f32, shape![2, 2]> = HeapTensor::eye();
//! assert_eq!(i.to_vec(), Tensor::<f32, shape![2, 2]>::eye().to_vec());
//! assert_eq!(DynTensor::<u8>::eye(2, 3).to_vec(), vec![1, 0, 0, 0, 1, 0]);
//! assert_eq!(
//!     DynTensor::try_arange(0, 5, -1).unwrap_err().to_string(),
//!     "upper bound and lower bound inconsistent with step sign"
//! );
//! ```
//!
//! ## Converting between kinds
//!
//! Any tensor or view converts into an inline [`Tensor`](crate::Tensor) or a
//! [`HeapTensor`](crate::HeapTensor) of a static shape with `TryFrom` (by reference): the
//! sizes are checked first, so nothing is copied or allocated when they differ, and the
//! error names both shapes. Every tensor converts back into a `DynTensor` with `From` (a heap
//! tensor by value keeps its buffer).
//!
//! ```
//! use shaped::prelude::*;
//! let d = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
//! let t = Tensor::<i32, shape![2, 3]>::try_from(&d).unwrap(); // no heap
//! let h: HeapTensor<i32, shape![3, 2]> = (&d.t()).try_into().unwrap();
//! assert_eq!(h.to_vec(), vec![1, 4, 2, 5, 3, 6]);
//! assert_eq!(
//!     Tensor::<i32, shape![3, 2]>::try_from(&d).unwrap_err().to_string(),
//!     "expected shape [3, 2], but got [2, 3]"
//! );
//! assert_eq!(DynTensor::from(t), d);
//! assert_eq!(DynTensor::from(h).shape(), &[3, 2]);
//! ```
//!
//! ## Joining tensors
//!
//! Two static tensors join into a static result whose shape the compiler computes:
//! `(&a, &b).cat::<AXIS>()` (sizes must match except along the axis) and
//! `(&a, &b).stack::<AXIS>()` (equal shapes; a new axis of size 2), from the
//! [`Join`](crate::tensor::Join) trait. Any number of tensors of any kind join at run time
//! with [`cat`](crate::tensor::cat) and [`stack`](crate::tensor::stack), which return a
//! `DynTensor` or PyTorch's error:
//!
//! ```
//! use shaped::prelude::*;
//! use shaped::tensor::{cat, stack};
//!
//! let a = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
//! let b = Tensor::<i32, shape![1, 3]>::from_array([[7, 8, 9]]);
//! let c: Tensor<i32, shape![3, 3]> = (&a, &b).cat::<0>();
//! let s: Tensor<i32, shape![2, 2, 3]> = (&a, &a).stack::<0>();
//! assert_eq!((c[[2, 0]], s[[1, 1, 2]]), (7, 6));
//!
//! let d = cat(&[&a, &a, &a], -1).unwrap();
//! assert_eq!(d.shape(), &[2, 9]);
//! assert_eq!(stack(&[&a, &a], 1).unwrap().shape(), &[2, 2, 3]);
//! let x = DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
//! let y = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
//! assert_eq!(
//!     stack(&[&x, &y], 0).unwrap_err().to_string(),
//!     "stack expects each tensor to be equal size, but got [3] at entry 0 and [2] at entry 1"
//! );
//! ```
//!
//! Static joins whose shapes do not fit do not compile (``cannot concatenate `Dims<2, 3>` and
//! `Dims<1, 4>` along axis 0``). As in PyTorch, `cat` skips 1-d tensors of size 0.
//! The errors of `cat` and `stack` are listed in [errors and panics](super::errors_and_panics).
