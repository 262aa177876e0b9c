//! # Element-wise operations
//!
//! Every element-wise operation [broadcasts](super::broadcasting) its operands and writes its
//! result **row-major (contiguous) in the broadcast shape**, whatever the layouts of the inputs.
//! Its values are NumPy's for the same inputs.
//!
//! ## Operators
//!
//! `+ - * / %` and unary `-` work between any two tensors or views of the same element type,
//! by value or by reference, static or dynamic, and with a scalar on either side (for the
//! primitive number types). Taking operands by reference keeps them usable:
//!
//! ```
//! use shaped::prelude::*;
//! let a = Tensor::<f64, shape![2, 2]>::from([[1.0, 2.0], [3.0, 4.0]]);
//! let b = (&a * 2.0 - 1.0) / &a.t(); // scalars and a view
//! let c = 10.0 - &b; // a scalar on the left
//! let n = -&a;
//! assert_eq!(c.to_vec(), vec![9.0, 9.0, 7.5, 8.25]);
//! assert_eq!(n[[1, 1]], -4.0);
//! ```
//!
//! `%` is NumPy's remainder: the result has the sign of the divisor (`-7 % 3 == 2`), for
//! integers and floats. `/` truncates integers. Integer division by zero and overflow are in
//! [integer semantics](super::integer_semantics).
//!
//! ## Any function: `map`, `zip_map`, `zip_map3`
//!
//! ```
//! use shaped::prelude::*;
//! let x = Tensor::<f32, shape![3]>::from([1.0, 4.0, 9.0]);
//! let roots = x.map(|v| v.sqrt());
//! let w = Tensor::<f32, shape![2, 1]>::from_array([[1.0], [2.0]]);
//! let weighted: Tensor<f32, shape![2, 3]> = x.zip_map(&w, |a, b| a * b);
//! let lerp = x.zip_map3(&roots, &Tensor::<f32, shape![]>::scalar(0.5), |a, b, t| a + (b - a) * t);
//! assert_eq!(roots.to_vec(), vec![1.0, 2.0, 3.0]);
//! assert_eq!(weighted[[1, 2]], 18.0);
//! assert_eq!(lerp.to_vec(), vec![1.0, 3.0, 6.0]);
//! ```
//!
//! Element-wise math has no methods of its own: `map` with the element type's function is the
//! same loop. Where Rust's function differs from NumPy's, pick the one with NumPy's values:
//! `f64::round_ties_even` for `np.round` (half to even; `f64::round` rounds half away from
//! zero), and for `np.sign` a closure that keeps 0 and NaN (`signum` gives 1 for `0.0`).
//!
//! ```
//! use shaped::prelude::*;
//! let x = Tensor::<f64, shape![4]>::from([0.5, 1.5, 2.5, -0.5]);
//! assert_eq!(x.map(|v| v.round_ties_even()).to_vec(), vec![0.0, 2.0, 2.0, -0.0]);
//! ```
//!
//! ## Comparisons, `maximum`, `minimum`, `clamp`, `cast`
//!
//! - `eq ne lt le gt ge` give `bool` tensors of the broadcast shape. Floats compare as IEEE
//!   numbers: `-0.0 == 0.0`, and NaN is unequal to everything, itself included.
//! - `maximum`/`minimum` (two tensors, broadcast) propagate NaN, as PyTorch's do.
//! - `clamp(lo, hi)`, `clamp_min(lo)`, `clamp_max(hi)` take scalar bounds; `clamp_tensor(&lo,
//!   &hi)` takes tensors and broadcasts all three. A NaN element stays NaN.
//! - `cast::<U>()` converts every element with Rust's `as` (saturating float-to-integer,
//!   wrapping integer narrowing).
//!
//! ```
//! use shaped::prelude::*;
//! let a = Tensor::<f32, shape![3]>::from([1.0, -0.0, f32::NAN]);
//! let b = Tensor::<f32, shape![3]>::from([1.0, 0.0, f32::NAN]);
//! assert_eq!(a.eq(&b).to_vec(), vec![true, true, false]);
//! let m = a.maximum(&Tensor::<f32, shape![]>::scalar(0.5));
//! assert_eq!(&m.to_vec()[..2], &[1.0, 0.5]);
//! assert!(m[[2]].is_nan());
//! assert_eq!(Tensor::<f64, shape![2]>::from([2.7, -1.5]).cast::<i32>().to_vec(), vec![2, -1]);
//! ```
//!
//! ## Three operands
//!
//! `where_(&cond, &x, &y)` picks from `x` where `cond` is true and from `y` elsewhere;
//! `clamp_tensor` and `zip_map3` also take three operands. All three broadcast together,
//! folding from the left: `cond` with `x` first, then that shape with `y` (an error names the
//! accumulated shape as "tensor a").
//!
//! ```
//! use shaped::prelude::*;
//! let x = Tensor::<i32, shape![2, 3]>::from([[1, -2, 3], [-4, 5, -6]]);
//! let relu = where_(&x.gt(&Tensor::scalar(0)), &x, &Tensor::<i32, shape![]>::scalar(0));
//! assert_eq!(relu.to_vec(), vec![1, 0, 3, 0, 5, 0]);
//! ```
//!
//! ## Equality of whole tensors
//!
//! `==` between two tensors (`PartialEq`) compares shapes and elements, whatever the storage
//! and layout; with the `approx` feature, `assert_relative_eq!(a, b)` compares floats with a
//! tolerance.
