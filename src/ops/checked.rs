//! Division and remainder that cannot fail half-way: [`ElementDiv`] tells which divisors are
//! errors (an integer zero) and divides with PyTorch's wrapping (`i32::MIN / -1 == i32::MIN`,
//! `i32::MIN % -1 == 0`); `try_div`, `try_rem`, `try_div_assign` and `try_rem_assign` check every
//! divisor before the first element is written.

use super::FloorRem;
#[cfg(feature = "alloc")]
use super::elementwise::ZipOutput;
#[cfg(feature = "alloc")]
use super::operand::Operand;
#[cfg(feature = "alloc")]
use crate::ShapeError;
use crate::shape::Shape;
#[cfg(feature = "alloc")]
use crate::shape::{Broadcast, BroadcastInto};
#[cfg(feature = "alloc")]
use crate::tensor::StorageMut;
use crate::tensor::{Storage, TensorBase};

/// Division and NumPy's remainder for the `try_` forms: which divisors fail, and the quotient
/// and remainder (wrapping on overflow) for the others.
///
/// Implemented for the primitive integers (a zero divisor fails; `MIN / -1` wraps to `MIN` and
/// `MIN % -1` is 0, as in PyTorch) and floats (nothing fails: IEEE gives infinities and NaN).
///
/// ```
/// use shaped::ops::ElementDiv;
/// assert!(0i32.is_zero_divisor());
/// assert!(!0.0f32.is_zero_divisor());
/// assert_eq!(i32::MIN.div_wrapping(-1), i32::MIN);
/// assert_eq!(i32::MIN.rem_wrapping(-1), 0);
/// assert_eq!((-7i32).div_wrapping(2), -3); // truncates, as Rust's `/`
/// assert_eq!((-7i32).rem_wrapping(2), 1); // the sign of the divisor, as NumPy's remainder
/// assert_eq!(1.0f64.div_wrapping(0.0), f64::INFINITY);
/// ```
pub trait ElementDiv: Sized {
    /// Whether `x / self` and `x % self` are errors (`ZeroDivisionError`): an integer zero.
    fn is_zero_divisor(&self) -> bool;
    /// `self / rhs`, truncating for integers and wrapping on overflow.
    ///
    /// # Panics
    ///
    /// For integers, when [`rhs.is_zero_divisor()`](Self::is_zero_divisor), with the text
    /// `ZeroDivisionError` (callers check first).
    fn div_wrapping(self, rhs: Self) -> Self;
    /// NumPy's remainder ([`FloorRem`]: the sign of `rhs`), wrapping on overflow.
    ///
    /// # Panics
    ///
    /// For integers, when [`rhs.is_zero_divisor()`](Self::is_zero_divisor), with the text
    /// `ZeroDivisionError` (callers check first).
    fn rem_wrapping(self, rhs: Self) -> Self;
}

macro_rules! integers {
    ($($t:ty)*) => {$(
        impl ElementDiv for $t {
            #[inline]
            fn is_zero_divisor(&self) -> bool {
                *self == 0
            }
            #[inline]
            fn div_wrapping(self, rhs: $t) -> $t {
                match self.checked_div(rhs) {
                    Some(q) => q,
                    None if rhs == 0 => panic!("ZeroDivisionError"),
                    None => self.wrapping_div(rhs),
                }
            }
            #[inline]
            fn rem_wrapping(self, rhs: $t) -> $t {
                if rhs == 0 {
                    panic!("ZeroDivisionError");
                }
                // `FloorRem` wraps `MIN % -1` to 0.
                self.floor_rem(rhs)
            }
        }
    )*};
}
macro_rules! floats {
    ($($t:ty)*) => {$(
        impl ElementDiv for $t {
            #[inline]
            fn is_zero_divisor(&self) -> bool {
                false
            }
            #[inline]
            fn div_wrapping(self, rhs: $t) -> $t {
                self / rhs
            }
            #[inline]
            fn rem_wrapping(self, rhs: $t) -> $t {
                self.floor_rem(rhs)
            }
        }
    )*};
}
integers!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);
floats!(f32 f64);

/// Whether any element of `divisors` is a zero divisor.
pub(crate) fn any_zero_divisor<T: ElementDiv, S: Shape, M: Storage<T, S>>(
    divisors: &TensorBase<T, S, M>,
) -> bool {
    let mut zero = false;
    divisors.for_each(|x| zero |= x.is_zero_divisor());
    zero
}

/// `Ok` when dividing by `divisors` broadcast to a result of sizes `out` cannot fail on an
/// element: the result is empty (nothing is divided) or no divisor is zero. (When the result has
/// elements, every element of the divisor is read.)
#[cfg(feature = "alloc")]
fn check_divisors<T: ElementDiv, S: Shape, M: Storage<T, S>>(
    out: &[usize],
    divisors: &TensorBase<T, S, M>,
) -> Result<(), ShapeError> {
    if out.contains(&0) || !any_zero_divisor(divisors) {
        Ok(())
    } else {
        Err(ShapeError::ZeroDivision)
    }
}

#[cfg(feature = "alloc")]
impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// `self / rhs` with broadcasting (integers truncate; `MIN / -1` wraps to `MIN`, as in
    /// PyTorch), or the error. Never panics: every divisor is checked before any element is
    /// computed.
    ///
    /// # Errors
    ///
    /// - [`ShapeError::BroadcastMismatch`]: the run-time sizes do not broadcast;
    /// - [`ShapeError::ZeroDivision`] (`ZeroDivisionError`): an integer divisor is 0 and the
    ///   result has elements;
    /// - [`ShapeError::Overflow`], [`ShapeError::OutOfMemory`]: the result is too large to
    ///   exist or to allocate.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let a = DynTensor::from_vec(vec![10, 20, i32::MIN], &[3]).unwrap();
    /// let b = DynTensor::from_vec(vec![3, -4, -1], &[3]).unwrap();
    /// assert_eq!(a.try_div(&b).unwrap().to_vec(), vec![3, -5, i32::MIN]);
    /// let zero = DynTensor::from_vec(vec![1, 0, 1], &[3]).unwrap();
    /// assert_eq!(a.try_div(&zero).unwrap_err().to_string(), "ZeroDivisionError");
    /// ```
    pub fn try_div<R>(&self, rhs: &R) -> Result<ZipOutput<T, T, S, M, R>, ShapeError>
    where
        T: Clone + ElementDiv,
        S: Broadcast<R::Shape>,
        R: Operand<Elem = T>,
    {
        let rv = rhs.tensor();
        let out = crate::layout::broadcast_shapes(&[self.shape(), rv.shape()])?;
        check_divisors(&out, rv)?;
        self.try_zip_map(rhs, |a, b| a.clone().div_wrapping(b.clone()))
    }

    /// `self % rhs` with broadcasting (NumPy's remainder, [`FloorRem`]: the sign of the divisor;
    /// `MIN % -1` is 0, as in PyTorch), or the error. Never panics: every divisor is checked
    /// before any element is computed.
    ///
    /// # Errors
    ///
    /// As [`try_div`](Self::try_div): [`ShapeError::BroadcastMismatch`],
    /// [`ShapeError::ZeroDivision`] (`ZeroDivisionError`), [`ShapeError::Overflow`],
    /// [`ShapeError::OutOfMemory`].
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let a = DynTensor::from_vec(vec![-7, 7, i32::MIN], &[3]).unwrap();
    /// let b = DynTensor::from_vec(vec![3, -3, -1], &[3]).unwrap();
    /// assert_eq!(a.try_rem(&b).unwrap().to_vec(), vec![2, -2, 0]);
    /// assert_eq!(a.try_rem(&DynTensor::scalar(0)).unwrap_err().to_string(), "ZeroDivisionError");
    /// ```
    pub fn try_rem<R>(&self, rhs: &R) -> Result<ZipOutput<T, T, S, M, R>, ShapeError>
    where
        T: Clone + ElementDiv,
        S: Broadcast<R::Shape>,
        R: Operand<Elem = T>,
    {
        let rv = rhs.tensor();
        let out = crate::layout::broadcast_shapes(&[self.shape(), rv.shape()])?;
        check_divisors(&out, rv)?;
        self.try_zip_map(rhs, |a, b| a.clone().rem_wrapping(b.clone()))
    }
}

#[cfg(feature = "alloc")]
impl<T, S: Shape, M: StorageMut<T, S>> TensorBase<T, S, M> {
    /// `self /= rhs` in place (`rhs` broadcast to `self`'s shape; integers truncate and wrap as
    /// in [`try_div`](Self::try_div)), or the error. On error `self` is unchanged: the shapes
    /// and every divisor are checked before the first element is written.
    ///
    /// # Errors
    ///
    /// - [`ShapeError::ExpandMismatch`], [`ShapeError::ExpandTooFewSizes`]: `rhs` does not
    ///   broadcast to `self`'s shape (PyTorch's `expand` texts);
    /// - [`ShapeError::ZeroDivision`] (`ZeroDivisionError`): an integer divisor is 0 and `self`
    ///   has elements.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let mut x = DynTensor::from_vec(vec![10, 20, 30, 40], &[4]).unwrap();
    /// let err = x.try_div_assign(&DynTensor::from_vec(vec![1, 2, 0, 4], &[4]).unwrap());
    /// assert_eq!(err.unwrap_err().to_string(), "ZeroDivisionError");
    /// assert_eq!(x.to_vec(), vec![10, 20, 30, 40]); // unchanged
    /// ```
    pub fn try_div_assign<R>(&mut self, rhs: &R) -> Result<(), ShapeError>
    where
        T: Clone + ElementDiv,
        R: Operand<Elem = T>,
        R::Shape: BroadcastInto<S>,
    {
        let rv = rhs.tensor();
        crate::layout::check_broadcast_into(self.shape(), rv.shape())?;
        check_divisors(self.shape(), rv)?;
        self.try_zip_apply(rhs, |d, s| *d = d.clone().div_wrapping(s.clone()))
    }

    /// `self %= rhs` in place (NumPy's remainder, wrapping as in [`try_rem`](Self::try_rem)), or
    /// the error. On error `self` is unchanged.
    ///
    /// # Errors
    ///
    /// As [`try_div_assign`](Self::try_div_assign): [`ShapeError::ExpandMismatch`],
    /// [`ShapeError::ExpandTooFewSizes`], [`ShapeError::ZeroDivision`] (`ZeroDivisionError`).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let mut x = DynTensor::from_vec(vec![-7, 7], &[2]).unwrap();
    /// x.try_rem_assign(&DynTensor::scalar(3)).unwrap();
    /// assert_eq!(x.to_vec(), vec![2, 1]);
    /// assert!(x.try_rem_assign(&DynTensor::scalar(0)).is_err());
    /// assert_eq!(x.to_vec(), vec![2, 1]);
    /// ```
    pub fn try_rem_assign<R>(&mut self, rhs: &R) -> Result<(), ShapeError>
    where
        T: Clone + ElementDiv,
        R: Operand<Elem = T>,
        R::Shape: BroadcastInto<S>,
    {
        let rv = rhs.tensor();
        crate::layout::check_broadcast_into(self.shape(), rv.shape())?;
        check_divisors(self.shape(), rv)?;
        self.try_zip_apply(rhs, |d, s| *d = d.clone().rem_wrapping(s.clone()))
    }
}
