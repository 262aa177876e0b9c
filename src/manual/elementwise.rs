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
//! ## Element-wise math
//!
//! Floats (`f32`, `f64`) have NumPy's functions as methods, on every tensor kind and view. Each
//! gives a new tensor of the same shape, of the kind `map` gives (inline for an inline tensor,
//! heap otherwise), a `try_` form that returns an allocation failure as an error instead of
//! panicking (`try_exp`), and an in-place form with the suffix `_inplace` (`x.exp_inplace()`),
//! which works through mutable views too:
//!
//! | methods | NumPy |
//! |---|---|
//! | `abs`, `sqrt`, `cbrt`, `recip` | `abs`, `sqrt`, `cbrt`, `reciprocal` |
//! | `exp`, `exp2`, `exp_m1`, `ln`, `log2`, `log10`, `ln_1p` | `exp`, `exp2`, `expm1`, `log`, `log2`, `log10`, `log1p` |
//! | `powi(n)`, `powf(e)`, `powf_tensor(&e)` | `power` with an integer, a float or an array exponent |
//! | `sin`, `cos`, `tan`, `asin`, `acos`, `atan`, `atan2(&x)` | `sin`, `cos`, `tan`, `arcsin`, `arccos`, `arctan`, `arctan2` |
//! | `sinh`, `cosh`, `tanh`, `sigmoid`, `relu` | `sinh`, `cosh`, `tanh`, `1 / (1 + exp(-x))`, `maximum(x, 0)` |
//! | `floor`, `ceil`, `round`, `trunc`, `sign` | `floor`, `ceil`, `round`, `trunc`, `sign` |
//! | `hypot(&y)` | `hypot` |
//! | `is_nan`, `is_finite` (`bool` tensors, no in-place form) | `isnan`, `isfinite` |
//!
//! ```
//! use shaped::prelude::*;
//! let x = Tensor::<f64, shape![4]>::from([0.5, 1.5, 2.5, -0.5]);
//! assert_eq!(x.round().into_array(), [0.0, 2.0, 2.0, -0.0]); // half to even
//! assert_eq!(x.powi(2).into_array(), [0.25, 2.25, 6.25, 0.25]);
//! let mut y = x;
//! y.abs_inplace();
//! y.ln_inplace();
//! assert_eq!(y[[2]], 2.5f64.ln());
//!
//! // Two operands broadcast as the operators do; an illegal static pair does not compile.
//! let ys = Tensor::<f32, shape![2, 1]>::from_array([[1.0], [-1.0]]);
//! let xs = Tensor::<f32, shape![2]>::from([1.0, 0.0]);
//! let angles: Tensor<f32, shape![2, 2]> = ys.atan2(&xs);
//! assert_eq!(angles[[1, 1]], -core::f32::consts::FRAC_PI_2);
//! let d = DynTensor::from_vec(vec![3.0f32, 4.0], &[2]).unwrap();
//! assert!(d.try_hypot(&DynTensor::from_vec(vec![1.0f32; 3], &[3]).unwrap()).is_err());
//! ```
//!
//! Where Rust's own function differs from NumPy's, the method has NumPy's:
//!
//! - `round` rounds half to even (`round(2.5) == 2`, `round(-0.5) == -0`), as `np.round` and
//!   `torch.round`; Rust's `f64::round` rounds half away from zero.
//! - `sign` is `-1`, `0` or `1`: `0` (positive) for `±0`, NaN for NaN; Rust's `signum` gives
//!   `±1` for `±0`.
//! - `relu` is `0` (positive) for `-0` and for negative values, NaN for NaN.
//! - `powi(n)` has the values of `np.power(x, n)` (C's `pow`), so `powi(0)` is 1 for every
//!   element, NaN included, and a large `n` does not lose accuracy through repeated
//!   multiplication; `powf` is C's `pow` (NaN for a negative base and a non-integer exponent),
//!   except that `powf(0.5)` is the square root, as NumPy computes a scalar exponent of `0.5`
//!   (`-inf` gives NaN and `-0.0` gives `-0.0`, where `pow` gives `inf` and `0.0`);
//!   `powf_tensor` is `pow` for every exponent, as `np.power` with an array of exponents.
//! - `sigmoid` is `1 / (1 + e^-x)`: exactly 0 and 1 at `-inf` and `inf`, 0.5 at 0.
//!
//! `abs`, `sqrt`, `floor`, `ceil`, `round`, `trunc`, `sign`, `recip`, `relu`, `is_nan` and
//! `is_finite` are computed on the bits or with one IEEE operation and need only `core`. The
//! others need a math library: the platform's with the `std` feature (the default), or the
//! `libm` crate with the `libm` feature ([`no_std`](super::no_std)). The element functions are
//! the trait [`ElementFloat`](crate::ops::ElementFloat), for generic code and for `map`.
//!
//! On owned inline tensors these methods are the shape's own loops with constant trip counts:
//! no run-time layout and no panic path (CI proves it with the `no-panic` crate for `exp`,
//! `ln`, `sqrt`, `round`, `sign`, `relu`, `floor`, `sigmoid`, `powi`, `tanh`, `is_nan`, the
//! broadcasting `atan2`, `hypot` and `powf_tensor`, and the in-place forms).
//!
//! ### Agreement with NumPy
//!
//! Each function is checked against NumPy 2.4 on `f32` and `f64` inputs: NaN, ±inf, ±0, the
//! smallest and largest subnormals, the smallest normal and largest finite values, halves and
//! values next to integers (for the rounding functions), the overflow and underflow thresholds
//! of `exp`, values next to ±1, large arguments of the trigonometric functions, and random
//! values over 16 (`f32`) and 40 (`f64`) decades; for two operands, every pair of 23 edge
//! values; `powi` for 14 exponents from -31 to 127. In every case a NaN result is NaN, an
//! infinite one is the same infinity, and a zero has NumPy's sign; a finite result is within
//! the tolerance below (units in the last place), with either math library (CI runs the
//! comparison with each):
//!
//! | function | `f32` | `f64` |
//! |---|---|---|
//! | `abs`, `sqrt`, `floor`, `ceil`, `round`, `trunc`, `sign`, `recip`, `relu`, `is_nan`, `is_finite` | 0 (the same bits) | 0 (the same bits) |
//! | `cbrt`, `exp2`, `ln`, `log2`, `log10`, `ln_1p`, `sin`, `cos`, `tan`, `asin`, `acos`, `atan`, `sinh`, `hypot`, `powf`, `powf_tensor`, `powi` | 1 | 1 |
//! | `exp`, `exp_m1`, `cosh`, `tanh`, `atan2` | 2 | 1 |
//! | `sigmoid` | 2 | 2 |
//!
//! The differences measured (the largest over all inputs, with the platform's library (glibc)
//! / with `libm`) are those numbers or less: for `f64`, `cbrt`, `log2` and `asin` gave NumPy's
//! bits with both, and `ln`, `sin`, `cos`, `atan` with glibc; `hypot` with glibc for both types.
//! They come from NumPy's own vectorised implementations (for `f32` `exp`, `log`, `sin`,
//! `cos` …) and from the math libraries; `sigmoid` adds the rounding of `exp`'s result to that
//! of the division.
//!
//! PyTorch (2.15, CPU) gives the same values on these inputs to within 2 ulps, except where its
//! rules differ from NumPy's, which the methods follow: `torch.sign(nan)` is 0 (NaN here),
//! `torch.relu(-0.0)` is `-0` (`+0` here, as `np.maximum(-0.0, 0)`), `torch.pow(x, -2)` on
//! `f32` is 0 where `x²` overflows though `x^-2` is a subnormal number (`1e20`: it divides 1
//! by the rounded square), and
//! `torch.sinh`/`torch.cosh` of an `f64` just below the overflow threshold (709.79) are infinite
//! (finite here and in NumPy). PyTorch has no `cbrt`.
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
//! use shaped::ops::where_;
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
