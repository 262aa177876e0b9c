//! `cast::<U>()`: a new tensor with every element converted as PyTorch's `tensor.to(dtype)`
//! converts it ([`CastTo`]: Rust's `as` between numbers; `bool` to a number is 0 or 1, a number
//! to `bool` is "not zero").

use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};

/// **Element-wise**: converting the element type with `cast`.
impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The tensor with every element converted to `U` ([`CastTo`]), row-major, same shape. As
    /// PyTorch's `tensor.to(dtype)`, it never fails:
    ///
    /// - integer to integer wraps (keeps the low bits), as C++'s conversions in PyTorch do;
    /// - float to integer truncates toward zero; values outside the target's range saturate to
    ///   its bounds and NaN gives 0 (PyTorch leaves these undefined; `as` defines them);
    /// - to a float rounds to the nearest representable value;
    /// - `bool` to a number is 0 or 1 (`true` is 1); a number to `bool` is `x != 0` (NaN is
    ///   `true`).
    ///
    /// `NumCast`, which refuses out-of-range values, would make the conversion fallible, which
    /// `tensor.to` is not.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<f32, shape![4]>::from([-1.7, 2.9, 300.0, f32::NAN]);
    /// assert_eq!(t.cast::<i32>().to_vec(), vec![-1, 2, 300, 0]);
    /// assert_eq!(t.cast::<u8>().to_vec(), vec![0, 2, 255, 0]);
    /// let i = Tensor::<i32, shape![2]>::from([257, -1]);
    /// assert_eq!(i.cast::<u8>().to_vec(), vec![1, 255]);
    /// assert_eq!(i.cast::<f64>().to_vec(), vec![257.0, -1.0]);
    /// let b = Tensor::<bool, shape![2]>::from([true, false]);
    /// assert_eq!(b.cast::<f32>().to_vec(), vec![1.0, 0.0]);
    /// assert_eq!(t.cast::<bool>().to_vec(), vec![true, true, true, true]);
    /// ```
    ///
    /// # Panics
    ///
    /// When a heap result cannot be allocated (never for inline tensors).
    #[track_caller]
    #[inline]
    pub fn cast<U>(&self) -> TensorBase<U, S, M::Owned>
    where
        T: CastTo<U>,
    {
        self.map(convert::<T, U>)
    }

    /// [`cast`](Self::cast) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// As [`try_map`](Self::try_map): only when a heap result cannot be allocated.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![1.5f32, -2.5], &[2]).unwrap();
    /// assert_eq!(t.try_cast::<i64>().unwrap().to_vec(), vec![1, -2]);
    /// ```
    #[cfg(feature = "alloc")]
    #[inline]
    pub fn try_cast<U>(&self) -> Result<TensorBase<U, S, M::Owned>, crate::ShapeError>
    where
        T: CastTo<U>,
    {
        self.try_map(convert::<T, U>)
    }
}

#[inline]
fn convert<T: CastTo<U>, U>(x: &T) -> U {
    x.cast_to()
}

/// An element type that [`cast`](crate::TensorBase::cast) converts to `U`, as PyTorch's
/// `tensor.to(dtype)` does: between the primitive numbers with Rust's `as` (integers wrap,
/// floats truncate toward zero and saturate, NaN to an integer is 0); `bool` to a number is 0
/// or 1; a number to `bool` is `x != 0` (NaN is `true`, `-0.0` is `false`). Implemented for
/// every pair of the primitive integers, `f32`, `f64` and `bool`; programs may implement it
/// for their own element types.
///
/// ```
/// use shaped::ops::CastTo;
/// assert_eq!(CastTo::<f64>::cast_to(&true), 1.0);
/// assert_eq!(CastTo::<u8>::cast_to(&-1i32), 255);
/// assert!(CastTo::<bool>::cast_to(&f32::NAN));
/// ```
pub trait CastTo<U> {
    /// The value converted to `U`.
    fn cast_to(&self) -> U;
}

macro_rules! cast_numbers {
    ($($from:ty),*) => {$(
        cast_numbers!(@ $from => i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize, f32, f64);
        impl CastTo<bool> for $from {
            #[inline]
            #[allow(clippy::float_cmp)]
            fn cast_to(&self) -> bool {
                // `0 as $from` is zero of either kind; NaN compares unequal, so it is `true`.
                *self != (0 as $from)
            }
        }
        impl CastTo<$from> for bool {
            #[inline]
            fn cast_to(&self) -> $from {
                u8::from(*self) as $from
            }
        }
    )*};
    (@ $from:ty => $($to:ty),*) => {$(
        impl CastTo<$to> for $from {
            #[inline]
            fn cast_to(&self) -> $to {
                *self as $to
            }
        }
    )*};
}

cast_numbers!(
    i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize, f32, f64
);

impl CastTo<bool> for bool {
    #[inline]
    fn cast_to(&self) -> bool {
        *self
    }
}
