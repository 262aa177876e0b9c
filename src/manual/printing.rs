//! # Printing
//!
//! `Display` (`println!("{t}")`) prints a tensor as NumPy's `str(array)` does, with
//! `numpy.array2string`'s default options:
//!
//! - nested brackets, one row per line, a blank line between the blocks of a 3-d tensor (one
//!   more per extra dimension), and rows longer than 75 characters wrapped;
//! - every element in one column width (the format string's width, `{:4}`, is the least);
//!   floats aligned on their decimal point, each with the shortest digits that read back as
//!   the same value when 8 fractional digits suffice (`0.3` for `0.3f32`), else rounded to 8,
//!   trailing zeros dropped (`1.`, `0.5`); or exactly the format string's precision (`{:.2}`,
//!   NumPy's `floatmode='fixed'`: `[1.50  nan]`, and `{:.0}` keeps the point, `[ 2. nan]`);
//! - NaN as NumPy spells it, `nan`, with or without a precision;
//! - floats in scientific notation when NumPy 2 switches to it: among the finite non-zero
//!   magnitudes, the largest is at least `1e6` (`f32`) or `1e8` (`f64`), the smallest is below
//!   `1e-4`, or the largest is more than 1000 times the smallest (compared in the element
//!   type, so `0.0001f32` stays positional). Then every element has as many mantissa digits as
//!   the one that needs most (at most 8, or the format string's precision) and an exponent of
//!   at least two digits with its sign: `[1.0e-10 1.5e+00 1.0e+10]`;
//! - `bool` elements as NumPy spells them, `True` and `False`;
//! - above 1000 elements, only the first and last 3 entries of each dimension, with `...`
//!   between them;
//! - a 0-d tensor prints its element as NumPy prints a scalar (`2.5`, `1e-10`, `1e+16`:
//!   scientific below `1e-4` and from `1e16` on, from `1e6` on for `f32`, whose
//!   `str(np.float32(1e6))` is `1e+06`); a tensor with no elements prints `[]`.
//!
//! One difference from NumPy, a bound: a summarised tensor shows at most 1296 elements (`6^4`,
//! so NumPy's summary of a tensor of rank 4 or less is unchanged). NumPy's rule only shortens
//! dimensions longer than 6, so a deep tensor (an expanded `[7; 10]` view would show `6^10`
//! elements, 302 MB of text; `[3; 32]` all `3^32`) has its outermost dimensions cut further,
//! to their first entry and `...`, until the rest fits. Printing then takes time in proportion
//! to the text it writes. Elements that are not numbers or booleans print through their own
//! `Display`.
//!
//! It works for every storage, views with any strides included, and allocates nothing, so
//! inline tensors print in `no_std` builds.
//!
//! ```
//! use shaped::prelude::*;
//!
//! let t = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [40, 50, 60]]);
//! assert_eq!(t.to_string(), "[[ 1  2  3]\n [40 50 60]]");
//!
//! let f = DynTensor::from_vec(vec![1.0, 2.5, -0.126, 4.0], &[2, 2]).unwrap();
//! assert_eq!(f.to_string(), "[[ 1.     2.5  ]\n [-0.126  4.   ]]");
//! assert_eq!(format!("{f:.2}"), "[[ 1.00  2.50]\n [-0.13  4.00]]");
//!
//! assert_eq!(Tensor::scalar(2.5).to_string(), "2.5");
//! assert_eq!(DynTensor::<f32>::zeros(&[2, 0]).to_string(), "[]");
//! assert_eq!(Tensor::<bool, shape![2]>::from([true, false]).to_string(), "[ True False]");
//! assert_eq!(t.t().to_string(), "[[ 1 40]\n [ 2 50]\n [ 3 60]]"); // a view, as it looks
//!
//! let big = DynTensor::from_shape_fn(&[2000], |i| i);
//! assert_eq!(big.to_string(), "[   0    1    2 ... 1997 1998 1999]");
//!
//! let cube = Tensor::<u8, shape![2, 1, 2]>::from_array([[[1, 2]], [[3, 4]]]);
//! assert_eq!(cube.to_string(), "[[[1 2]]\n\n [[3 4]]]");
//!
//! let wide = DynTensor::from_vec(vec![1e-10, 1.5, 1e10], &[3]).unwrap();
//! assert_eq!(wide.to_string(), "[1.0e-10 1.5e+00 1.0e+10]");
//! assert_eq!(format!("{wide:.2}"), "[1.00e-10 1.50e+00 1.00e+10]");
//! assert_eq!(DynTensor::scalar(1e-10).to_string(), "1e-10");
//!
//! let one = DynTensor::scalar(1u8);
//! let deep = one.expand(&[7; 10]);
//! assert_eq!(deep.to_string().matches('1').count(), 1296);
//! ```
//!
//! `Debug` (`{t:?}`) names the kind of tensor (`Tensor`, `HeapTensor`, `DynTensor`,
//! `TensorView`, `TensorViewMut`, `DynView`, `DynViewMut`), its shape, its strides, its storage
//! offset (views only) and its elements nested by dimension. The format string's options reach
//! the elements (`{:.2?}`, `{:#?}`); above 1000 elements each dimension shows its first and last
//! 3 entries with `...` between.
//!
//! ```
//! use shaped::prelude::*;
//! let t = Tensor::<i32, shape![2, 2]>::from([[1, 2], [3, 4]]);
//! assert_eq!(format!("{t:?}"), "Tensor { shape: [2, 2], strides: [2, 1], data: [[1, 2], [3, 4]] }");
//! let d = DynTensor::from_vec(vec![0.5f32, 1.0, 1.5], &[3]).unwrap();
//! let v = d.narrow(0, 1, 2);
//! assert_eq!(format!("{v:?}"), "DynView { shape: [2], strides: [1], offset: 1, data: [1.0, 1.5] }");
//! ```
