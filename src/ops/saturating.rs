//! Saturating integer arithmetic: results clamp to the type's bounds instead of wrapping
//! (`i8: 100 + 100 == 127`), for code where a wrapped value is worse than a clipped one.
//! [`ElementSaturating`] is the element operation; the tensor methods are `saturating_add`,
//! `saturating_sub`, `saturating_mul` (with in-place and `try_` forms) and `try_saturating_div`
//! (a zero divisor is an error; `MIN / -1` saturates to `MAX`).

use super::int_forms::binary_forms;
#[cfg(feature = "alloc")]
use super::{ElementDiv, elementwise::ZipOutput, operand::Operand};
use crate::shape::Shape;
#[cfg(feature = "alloc")]
use crate::shape::{BroadcastsWith, FitsInto};
use crate::tensor::{Storage, StorageMut, TensorBase};

/// Saturating `+ - * /` on a primitive integer type.
///
/// ```
/// use shaped::ops::ElementSaturating;
/// assert_eq!(100i8.add_saturating(100), 127);
/// assert_eq!(0u8.sub_saturating(1), 0);
/// assert_eq!((-100i8).mul_saturating(2), -128);
/// assert_eq!(i8::MIN.div_saturating(-1), 127);
/// ```
pub trait ElementSaturating: crate::sealed::SealedElement + Copy {
    /// `self + rhs`, clamped to the type's bounds.
    fn add_saturating(self, rhs: Self) -> Self;
    /// `self - rhs`, clamped to the type's bounds.
    fn sub_saturating(self, rhs: Self) -> Self;
    /// `self * rhs`, clamped to the type's bounds.
    fn mul_saturating(self, rhs: Self) -> Self;
    /// `self / rhs` truncated, clamped to the type's bounds (`MIN / -1` is `MAX`).
    ///
    /// # Panics
    ///
    /// When `rhs` is zero, with the text `ZeroDivisionError` (callers check first).
    fn div_saturating(self, rhs: Self) -> Self;
}

macro_rules! integers {
    ($($t:ty)*) => {$(
        impl ElementSaturating for $t {
            #[inline]
            fn add_saturating(self, rhs: Self) -> Self {
                self.saturating_add(rhs)
            }
            #[inline]
            fn sub_saturating(self, rhs: Self) -> Self {
                self.saturating_sub(rhs)
            }
            #[inline]
            fn mul_saturating(self, rhs: Self) -> Self {
                self.saturating_mul(rhs)
            }
            #[inline]
            fn div_saturating(self, rhs: Self) -> Self {
                if rhs == 0 {
                    panic!("ZeroDivisionError");
                }
                self.saturating_div(rhs)
            }
        }
    )*};
}

integers!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);

#[inline]
fn elem_add<T: ElementSaturating>(a: &T, b: &T) -> T {
    a.add_saturating(*b)
}
#[inline]
fn elem_sub<T: ElementSaturating>(a: &T, b: &T) -> T {
    a.sub_saturating(*b)
}
#[inline]
fn elem_mul<T: ElementSaturating>(a: &T, b: &T) -> T {
    a.mul_saturating(*b)
}

/// **Saturating arithmetic** on tensors and views: `saturating_add`, `saturating_sub`,
/// `saturating_mul`, with broadcasting, each with an in-place form (`saturating_add_assign` …)
/// and `try_` forms, and `try_saturating_div`. Integers clamp to their range on overflow
/// ([`ElementSaturating`]). No element makes them panic.
///
/// Implemented for every [`TensorBase`] (owned tensors, views and mutable views, static and
/// dynamic) whose elements are [`ElementSaturating`]; the in-place forms need writable storage.
/// Sealed. In scope with the [prelude](crate::prelude).
///
/// ```
/// use shaped::prelude::*;
/// let a = Tensor::<u8, shape![2]>::from([250, 3]);
/// assert_eq!(a.saturating_add(&Tensor::<u8, shape![]>::from_array(10)).into_array(), [255, 13]);
/// ```
pub trait SaturatingArith<T, S: Shape, M: Storage<T, S>>: crate::sealed::SealedOperand {
    binary_forms! { decls ElementSaturating;
        saturating_add saturating_add_assign try_saturating_add try_saturating_add_assign elem_add
            "saturating sum (clamped to the type's bounds)", "127" "1" => "127";
        saturating_sub saturating_sub_assign try_saturating_sub try_saturating_sub_assign elem_sub
            "saturating difference", "-128" "1" => "-128";
        saturating_mul saturating_mul_assign try_saturating_mul try_saturating_mul_assign elem_mul
            "saturating product", "64" "2" => "127";
    }

    #[cfg(feature = "alloc")]
    /// `self / rhs` with broadcasting, truncating and saturating (`MIN / -1` is `MAX`), or the
    /// error. Every divisor is checked before any element is computed, so it never panics.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = DynTensor::from_vec(vec![i8::MIN, 7], &[2]).unwrap();
    /// let b = DynTensor::from_vec(vec![-1i8, 2], &[2]).unwrap();
    /// assert_eq!(a.try_saturating_div(&b).unwrap().to_vec(), vec![127, 3]);
    /// let zero = DynTensor::scalar(0i8);
    /// assert_eq!(a.try_saturating_div(&zero).unwrap_err().to_string(), "ZeroDivisionError");
    /// ```
    ///
    /// # Errors
    ///
    /// [`ShapeError::ZeroDivision`](crate::ShapeError::ZeroDivision) when a divisor is zero
    /// and the result has elements; PyTorch's broadcast error when run-time sizes do not
    /// broadcast; an overflow or allocation error when the result is too large.
    fn try_saturating_div<R>(&self, rhs: &R) -> Result<ZipOutput<T, T, S, M, R>, crate::ShapeError>
    where
        T: ElementSaturating + ElementDiv,
        R: Operand<Elem = T>,
        S: BroadcastsWith<R::Shape>;

    #[cfg(feature = "alloc")]
    /// `self = self / rhs` in place (truncating, saturating), or the error; on error `self` is
    /// unchanged.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut a = DynTensor::from_vec(vec![i8::MIN, 7], &[2]).unwrap();
    /// assert!(a.try_saturating_div_assign(&DynTensor::from_vec(vec![1i8, 0], &[2]).unwrap()).is_err());
    /// assert_eq!(a.to_vec(), vec![i8::MIN, 7]);
    /// a.try_saturating_div_assign(&DynTensor::scalar(-1i8)).unwrap();
    /// assert_eq!(a.to_vec(), vec![127, -7]);
    /// ```
    ///
    /// # Errors
    ///
    /// PyTorch's `expand` errors when `rhs` does not broadcast to `self`'s shape;
    /// [`ShapeError::ZeroDivision`](crate::ShapeError::ZeroDivision) when a divisor is zero and
    /// `self` has elements.
    fn try_saturating_div_assign<R>(&mut self, rhs: &R) -> Result<(), crate::ShapeError>
    where
        M: StorageMut<T, S>,
        T: ElementSaturating + ElementDiv,
        R: Operand<Elem = T>,
        R::Shape: FitsInto<S>;
}

// Not listed on `TensorBase`'s page: the trait's page lists these methods.
#[doc(hidden)]
impl<T, S: Shape, M: Storage<T, S>> SaturatingArith<T, S, M> for TensorBase<T, S, M> {
    binary_forms! { impls ElementSaturating;
        saturating_add saturating_add_assign try_saturating_add try_saturating_add_assign elem_add
            "saturating sum (clamped to the type's bounds)", "127" "1" => "127";
        saturating_sub saturating_sub_assign try_saturating_sub try_saturating_sub_assign elem_sub
            "saturating difference", "-128" "1" => "-128";
        saturating_mul saturating_mul_assign try_saturating_mul try_saturating_mul_assign elem_mul
            "saturating product", "64" "2" => "127";
    }

    #[cfg(feature = "alloc")]
    fn try_saturating_div<R>(&self, rhs: &R) -> Result<ZipOutput<T, T, S, M, R>, crate::ShapeError>
    where
        T: ElementSaturating + ElementDiv,
        R: Operand<Elem = T>,
        S: BroadcastsWith<R::Shape>,
    {
        let rv = rhs.tensor();
        let out = crate::layout::broadcast_shapes(&[self.shape(), rv.shape()])?;
        super::checked::check_divisors(&out, rv)?;
        self.try_zip_map(rhs, |a, b| a.div_saturating(*b))
    }

    #[cfg(feature = "alloc")]
    fn try_saturating_div_assign<R>(&mut self, rhs: &R) -> Result<(), crate::ShapeError>
    where
        M: StorageMut<T, S>,
        T: ElementSaturating + ElementDiv,
        R: Operand<Elem = T>,
        R::Shape: FitsInto<S>,
    {
        let rv = rhs.tensor();
        crate::layout::check_broadcast_into(self.shape(), rv.shape())?;
        super::checked::check_divisors(self.shape(), rv)?;
        self.try_zip_apply(rhs, |d, s| *d = d.div_saturating(*s))
    }
}
