//! # Integer semantics
//!
//! Integer tensors follow PyTorch where PyTorch defines the result, and Rust where Rust's
//! rules are stricter, and offer explicit forms for code that must not wrap silently.
//!
//! | operation | integers | floats |
//! |---|---|---|
//! | `a / b` | truncates toward zero (`-7 / 2 == -3`) | IEEE (`1.0 / 0.0` is infinity) |
//! | `a % b` | NumPy's remainder: the sign of the divisor (`-7 % 2 == 1`) | the same rule |
//! | `x / 0`, `x % 0` | panics with `ZeroDivisionError` before anything is written; `try_div`, `try_rem`, `checked_div` … return [`ShapeError::ZeroDivision`](crate::ShapeError::ZeroDivision) | IEEE |
//! | `MIN / -1`, `MIN % -1` | wrap (`MIN` and `0`), as PyTorch's do | — |
//! | `+ - *` operators | the element type's own operator: overflow panics in builds with overflow checks (debug), wraps otherwise, as for plain Rust integers | IEEE |
//! | `try_add`, `try_sub`, `try_mul` | wrap on overflow (PyTorch's results), never panic on an element | IEEE |
//! | `sum`, `prod`, `matmul` | wrap on overflow | IEEE |
//! | `mean`, `var`, `std` | do not compile; `cast::<f64>()` first | |
//! | `cast::<U>()` | Rust's `as` (wrapping narrowing) | `as` (saturating to integers, NaN to 0) |
//!
//! ```
//! use shaped::prelude::*;
//! let a = Tensor::<i32, shape![4]>::from([-7, 7, i32::MIN, 5]);
//! let b = Tensor::<i32, shape![4]>::from([2, -2, -1, 3]);
//! assert_eq!((&a / &b).to_vec(), vec![-3, -3, i32::MIN, 1]);
//! assert_eq!((&a % &b).to_vec(), vec![1, -1, 0, 2]);
//!
//! let zero = Tensor::<i32, shape![]>::scalar(0);
//! assert_eq!(a.try_div(&zero).unwrap_err().to_string(), "ZeroDivisionError");
//!
//! let big = Tensor::<u8, shape![2]>::from([200, 100]);
//! assert_eq!(big.try_add(&big).unwrap().to_vec(), vec![144, 200]); // wraps
//! ```
//!
//! ## Checked, wrapping and saturating forms
//!
//! For code that must notice overflow, or must not wrap, every integer type has three families,
//! each with an in-place form (`*_assign`) and broadcasting like the operators:
//!
//! - `checked_add`, `checked_sub`, `checked_mul`, `checked_div`, `checked_rem`, `checked_neg`:
//!   an error when any result does not fit (``attempt to add with overflow``, Rust's words,
//!   [`ShapeError::IntegerOverflow`](crate::ShapeError::IntegerOverflow)) or a divisor is zero.
//!   The in-place forms check every element before writing the first, so on error the
//!   destination is unchanged.
//! - `wrapping_add`, `wrapping_sub`, `wrapping_mul`, `wrapping_neg`: two's complement
//!   wrapping, never an error.
//! - `saturating_add`, `saturating_sub`, `saturating_mul`, and `try_saturating_div`
//!   (`MIN / -1` is `MAX`; a zero divisor is still an error): clamped to the type's range.
//!
//! The wrapping and saturating forms on owned inline tensors have no panic path at all.
//!
//! ```
//! use shaped::prelude::*;
//! let x = Tensor::<i8, shape![3]>::from([100, -100, 5]);
//! let y = Tensor::<i8, shape![]>::scalar(100);
//! assert_eq!(
//!     x.checked_add(&y).unwrap_err().to_string(),
//!     "attempt to add with overflow"
//! );
//! assert_eq!(x.wrapping_add(&y).to_vec(), vec![-56, 0, 105]);
//! assert_eq!(x.saturating_add(&y).to_vec(), vec![127, 0, 105]);
//!
//! let mut z = x;
//! assert!(z.checked_mul_assign(&Tensor::<i8, shape![]>::scalar(2)).is_err());
//! assert_eq!(z, x); // unchanged
//! ```
//!
//! The element traits behind these forms ([`ElementDiv`](crate::ops::ElementDiv),
//! [`ElementChecked`](crate::ops::ElementChecked),
//! [`ElementWrapping`](crate::ops::ElementWrapping),
//! [`ElementSaturating`](crate::ops::ElementSaturating), [`FloorRem`](crate::ops::FloorRem))
//! are implemented for the primitive numbers and are sealed.
