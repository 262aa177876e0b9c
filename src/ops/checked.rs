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
use crate::shape::{BroadcastsWith, FitsInto};
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
pub trait ElementDiv: crate::sealed::SealedElement + Sized {
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

/// Whether any element of `divisors` is a zero divisor. Each memory location is read once: a
/// dim of stride 0 (an expanded divisor) is read at index 0 only, so the time is bounded by the
/// divisor's distinct elements, not by the size it is expanded to.
pub(crate) fn any_zero_divisor<T: ElementDiv, S: Shape, M: Storage<T, S>>(
    divisors: &TensorBase<T, S, M>,
) -> bool {
    let mut zero = false;
    crate::kernel::visit_distinct(&divisors.strided(), |x| zero |= x.is_zero_divisor());
    zero
}

/// `Ok` when dividing by `divisors` broadcast to a result of sizes `out` cannot fail on an
/// element: the result is empty (nothing is divided) or no divisor is zero. A result too large to
/// exist ([`ShapeError::Overflow`]) or ever to be allocated ([`ShapeError::OutOfMemory`]) is
/// refused first, and the divisors are read once per memory location (see
/// [`any_zero_divisor`]).
#[cfg(feature = "alloc")]
pub(crate) fn check_divisors<T: ElementDiv, S: Shape, M: Storage<T, S>>(
    out: &[usize],
    divisors: &TensorBase<T, S, M>,
) -> Result<(), ShapeError> {
    // The result's size first, as PyTorch allocates the result before it divides: a count
    // beyond `isize::MAX` or bytes beyond `usize` name the sizes, bytes beyond `isize::MAX`
    // cannot be allocated.
    let n = crate::layout::numel(out)?;
    let bytes = n
        .checked_mul(core::mem::size_of::<T>())
        .ok_or_else(|| ShapeError::Overflow {
            shape: out.to_vec(),
        })?;
    if isize::try_from(bytes).is_err() {
        return Err(ShapeError::OutOfMemory { bytes });
    }
    if out.contains(&0) || !any_zero_divisor(divisors) {
        Ok(())
    } else {
        Err(ShapeError::ZeroDivision)
    }
}

/// **Arithmetic** that returns errors (shapes, zero divisors): `try_div`, `try_rem`.
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
        S: BroadcastsWith<R::Shape>,
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
        S: BroadcastsWith<R::Shape>,
        R: Operand<Elem = T>,
    {
        let rv = rhs.tensor();
        let out = crate::layout::broadcast_shapes(&[self.shape(), rv.shape()])?;
        check_divisors(&out, rv)?;
        self.try_zip_map(rhs, |a, b| a.clone().rem_wrapping(b.clone()))
    }
}

/// **In place**, returning errors (shapes, zero divisors): `try_div_assign`, `try_rem_assign`.
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
        R::Shape: FitsInto<S>,
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
        R::Shape: FitsInto<S>,
    {
        let rv = rhs.tensor();
        crate::layout::check_broadcast_into(self.shape(), rv.shape())?;
        check_divisors(self.shape(), rv)?;
        self.try_zip_apply(rhs, |d, s| *d = d.clone().rem_wrapping(s.clone()))
    }
}

/// Integer `+ - * / % -x` that report overflow instead of wrapping, for the `checked_` tensor
/// methods: `None` exactly when the mathematical result does not fit the type. Division
/// truncates and the remainder is NumPy's ([`FloorRem`]: the sign of the divisor), as the
/// operators; the divisor must not be zero (callers check [`ElementDiv::is_zero_divisor`]
/// first). `MIN / -1` overflows; `MIN % -1` is 0, which fits.
///
/// ```
/// use shaped::ops::ElementChecked;
/// assert_eq!(i8::MAX.add_checked(1), None);
/// assert_eq!(0u8.sub_checked(1), None);
/// assert_eq!(i8::MIN.div_checked(-1), None);
/// assert_eq!(i8::MIN.rem_checked(-1), Some(0));
/// assert_eq!((-7i8).rem_checked(2), Some(1));
/// assert_eq!(i8::MIN.neg_checked(), None);
/// assert_eq!(1u8.neg_checked(), None);
/// ```
pub trait ElementChecked: ElementDiv + Copy {
    /// `self + rhs`, `None` on overflow.
    fn add_checked(self, rhs: Self) -> Option<Self>;
    /// `self - rhs`, `None` on overflow.
    fn sub_checked(self, rhs: Self) -> Option<Self>;
    /// `self * rhs`, `None` on overflow.
    fn mul_checked(self, rhs: Self) -> Option<Self>;
    /// `self / rhs` truncated, `None` on overflow (`MIN / -1`) or a zero divisor.
    fn div_checked(self, rhs: Self) -> Option<Self>;
    /// NumPy's remainder, `None` for a zero divisor (it never overflows).
    fn rem_checked(self, rhs: Self) -> Option<Self>;
    /// `-self`, `None` on overflow (`-MIN`, or any non-zero unsigned value).
    fn neg_checked(self) -> Option<Self>;
}

macro_rules! checked_integers {
    ($($t:ty)*) => {$(
        impl ElementChecked for $t {
            #[inline]
            fn add_checked(self, rhs: Self) -> Option<Self> {
                self.checked_add(rhs)
            }
            #[inline]
            fn sub_checked(self, rhs: Self) -> Option<Self> {
                self.checked_sub(rhs)
            }
            #[inline]
            fn mul_checked(self, rhs: Self) -> Option<Self> {
                self.checked_mul(rhs)
            }
            #[inline]
            fn div_checked(self, rhs: Self) -> Option<Self> {
                self.checked_div(rhs)
            }
            #[inline]
            fn rem_checked(self, rhs: Self) -> Option<Self> {
                // `FloorRem` wraps `MIN % -1` to 0, the exact result.
                (rhs != 0).then(|| self.floor_rem(rhs))
            }
            #[inline]
            fn neg_checked(self) -> Option<Self> {
                self.checked_neg()
            }
        }
    )*};
}
checked_integers!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);

/// `Ok`, or the overflow error for `op` when `overflow` is set.
#[cfg(feature = "alloc")]
fn overflow_check(overflow: bool, op: &'static str) -> Result<(), ShapeError> {
    if overflow {
        Err(ShapeError::IntegerOverflow { op })
    } else {
        Ok(())
    }
}

/// The trait items (`decls`) or impl items (`impls`) of the `checked_` forms of binary
/// operations: out of place and in place.
#[cfg(feature = "alloc")]
macro_rules! checked_forms {
    (decls $( $name:ident $assign:ident $elem:ident $op:literal $divides:literal, $a:literal $b:literal => $err:literal; )*) => {
            $(
            #[doc = concat!("The element-wise `", stringify!($elem), "` of `self` and `rhs` with broadcasting, or an error when an integer result does not fit the type (or, for `/` and `%`, a divisor is zero).")]
            ///
            /// Never panics and never wraps: the error is returned instead of a result.
            ///
            /// ```
            /// use shaped::prelude::*;
            #[doc = concat!("let a = Tensor::<i8, shape![2]>::from([", $a, ", 1]);")]
            #[doc = concat!("let b = Tensor::<i8, shape![]>::from_array(", $b, ");")]
            #[doc = concat!("assert_eq!(a.", stringify!($name), "(&b).unwrap_err().to_string(), \"", $err, "\");")]
            /// let ok = Tensor::<i8, shape![2]>::from([2, 1]);
            #[doc = concat!("assert!(ok.", stringify!($name), "(&ok).is_ok());")]
            /// ```
            ///
            /// # Errors
            ///
            #[doc = concat!("- [`ShapeError::IntegerOverflow`] (`attempt to ", $op, " with overflow`) when an element's result does not fit the type;")]
            /// - [`ShapeError::ZeroDivision`] (`ZeroDivisionError`) for `/` and `%` when a
            ///   divisor is zero and the result has elements (checked first);
            /// - PyTorch's broadcast error when run-time sizes do not broadcast;
            /// - [`ShapeError::Overflow`], [`ShapeError::OutOfMemory`] when the result is too
            ///   large.
            fn $name<R>(&self, rhs: &R) -> Result<ZipOutput<T, T, S, M, R>, ShapeError>
            where
                T: ElementChecked,
                S: BroadcastsWith<R::Shape>,
                R: Operand<Elem = T>;
            )*

            $(
            #[doc = concat!("[`", stringify!($name), "`](Self::", stringify!($name), ") in place: `self` replaced by the result (`rhs` broadcast to `self`'s shape), or the error with `self` unchanged — shapes, divisors and every element's result are checked before the first element is written.")]
            ///
            /// ```
            /// use shaped::prelude::*;
            #[doc = concat!("let mut a = DynTensor::from_vec(vec![1i8, ", $a, "], &[2]).unwrap();")]
            #[doc = concat!("let b = DynTensor::scalar(", $b, "i8);")]
            #[doc = concat!("assert_eq!(a.", stringify!($assign), "(&b).unwrap_err().to_string(), \"", $err, "\");")]
            #[doc = concat!("assert_eq!(a.to_vec(), vec![1, ", $a, "]); // unchanged")]
            /// ```
            ///
            /// # Errors
            ///
            /// PyTorch's `expand` errors when `rhs` does not broadcast to `self`'s shape;
            /// [`ShapeError::ZeroDivision`] for `/` and `%` when a divisor is zero and `self`
            /// has elements; [`ShapeError::IntegerOverflow`] when an element's result does not
            /// fit the type.
            fn $assign<R>(&mut self, rhs: &R) -> Result<(), ShapeError>
            where
                M: StorageMut<T, S>,
                T: ElementChecked,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>;
            )*

    };
    (impls $( $name:ident $assign:ident $elem:ident $op:literal $divides:literal, $a:literal $b:literal => $err:literal; )*) => {
            $(
            fn $name<R>(&self, rhs: &R) -> Result<ZipOutput<T, T, S, M, R>, ShapeError>
            where
                T: ElementChecked,
                S: BroadcastsWith<R::Shape>,
                R: Operand<Elem = T>,
            {
                let rv = rhs.tensor();
                let out = crate::layout::broadcast_shapes(&[self.shape(), rv.shape()])?;
                if $divides {
                    check_divisors(&out, rv)?;
                }
                let mut overflow = false;
                let result = self.try_zip_map(rhs, |a, b| match a.$elem(*b) {
                    Some(v) => v,
                    None => {
                        overflow = true;
                        *a
                    }
                })?;
                overflow_check(overflow, $op)?;
                Ok(result)
            }
            )*

            $(
            fn $assign<R>(&mut self, rhs: &R) -> Result<(), ShapeError>
            where
                M: StorageMut<T, S>,
                T: ElementChecked,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>,
            {
                let rv = rhs.tensor();
                crate::layout::check_broadcast_into(self.shape(), rv.shape())?;
                if $divides {
                    check_divisors(self.shape(), rv)?;
                }
                // A first pass reads every pair and writes nothing.
                let mut overflow = false;
                self.try_zip_apply(rhs, |d, s| overflow |= d.$elem(*s).is_none())?;
                overflow_check(overflow, $op)?;
                self.try_zip_apply(rhs, |d, s| {
                    if let Some(v) = d.$elem(*s) {
                        *d = v;
                    }
                })
            }
            )*

    };
}

/// **Checked arithmetic** on integer tensors and views: `checked_add`, `checked_sub`,
/// `checked_mul`, `checked_div`, `checked_rem`, `checked_neg`, with broadcasting, each with an
/// in-place form (`checked_add_assign` …). Each returns an error instead of a wrapped result
/// when an element's result does not fit its type (or a divisor is zero), and never panics; an
/// in-place form checks everything before it writes, so on error `self` is unchanged.
///
/// Implemented for every [`TensorBase`] (owned tensors, views and mutable views, static and
/// dynamic) whose elements are [`ElementChecked`]; the in-place forms need writable storage.
/// Sealed. In scope with the [prelude](crate::prelude) (feature `alloc`).
///
/// ```
/// use shaped::prelude::*;
/// let a = Tensor::<i8, shape![2]>::from([100, 1]);
/// let err = a.checked_add(&a).unwrap_err();
/// assert_eq!(err.to_string(), "attempt to add with overflow");
/// assert_eq!(a.checked_sub(&a).unwrap().into_array(), [0, 0]);
/// ```
#[cfg(feature = "alloc")]
pub trait CheckedArith<T, S: Shape, M: Storage<T, S>>: crate::sealed::SealedOperand {
    checked_forms! { decls
        checked_add checked_add_assign add_checked "add" false, "127" "1" => "attempt to add with overflow";
        checked_sub checked_sub_assign sub_checked "subtract" false, "-128" "1" => "attempt to subtract with overflow";
        checked_mul checked_mul_assign mul_checked "multiply" false, "64" "2" => "attempt to multiply with overflow";
        checked_div checked_div_assign div_checked "divide" true, "-128" "-1" => "attempt to divide with overflow";
        checked_rem checked_rem_assign rem_checked "calculate the remainder" true, "-128" "0" => "ZeroDivisionError";
    }

    #[cfg(feature = "alloc")]
    /// The element-wise negation, or [`ShapeError::IntegerOverflow`]
    /// (`attempt to negate with overflow`) when an element is `MIN` (or a non-zero unsigned
    /// value).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<i8, shape![2]>::from([-127, 5]);
    /// assert_eq!(a.checked_neg().unwrap().to_vec(), vec![127, -5]);
    /// let b = Tensor::<i8, shape![1]>::from_array([-128]);
    /// assert_eq!(b.checked_neg().unwrap_err().to_string(), "attempt to negate with overflow");
    /// ```
    ///
    /// # Errors
    ///
    /// [`ShapeError::IntegerOverflow`] as described; [`ShapeError::Overflow`] or
    /// [`ShapeError::OutOfMemory`] when a heap result cannot exist or be allocated (an
    /// expanded view can have far more elements than its storage). Never panics.
    fn checked_neg(&self) -> Result<TensorBase<T, S, M::Owned>, ShapeError>
    where
        T: ElementChecked;

    #[cfg(feature = "alloc")]
    /// Negates every element in place, or returns [`ShapeError::IntegerOverflow`] with `self`
    /// unchanged when an element's negation does not fit.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut a = DynTensor::from_vec(vec![1i8, -128], &[2]).unwrap();
    /// assert!(a.checked_neg_assign().is_err());
    /// assert_eq!(a.to_vec(), vec![1, -128]);
    /// ```
    ///
    /// # Errors
    ///
    /// [`ShapeError::IntegerOverflow`] (`attempt to negate with overflow`).
    fn checked_neg_assign(&mut self) -> Result<(), ShapeError>
    where
        T: ElementChecked,
        M: crate::tensor::StorageMut<T, S>;
}

// Not listed on `TensorBase`'s page: the trait's page lists these methods.
#[cfg(feature = "alloc")]
#[doc(hidden)]
impl<T, S: Shape, M: Storage<T, S>> CheckedArith<T, S, M> for TensorBase<T, S, M> {
    checked_forms! { impls
        checked_add checked_add_assign add_checked "add" false, "127" "1" => "attempt to add with overflow";
        checked_sub checked_sub_assign sub_checked "subtract" false, "-128" "1" => "attempt to subtract with overflow";
        checked_mul checked_mul_assign mul_checked "multiply" false, "64" "2" => "attempt to multiply with overflow";
        checked_div checked_div_assign div_checked "divide" true, "-128" "-1" => "attempt to divide with overflow";
        checked_rem checked_rem_assign rem_checked "calculate the remainder" true, "-128" "0" => "ZeroDivisionError";
    }

    #[cfg(feature = "alloc")]
    fn checked_neg(&self) -> Result<TensorBase<T, S, M::Owned>, ShapeError>
    where
        T: ElementChecked,
    {
        let mut overflow = false;
        let result = self.try_map(|a| match a.neg_checked() {
            Some(v) => v,
            None => {
                overflow = true;
                *a
            }
        })?;
        overflow_check(overflow, "negate")?;
        Ok(result)
    }

    #[cfg(feature = "alloc")]
    fn checked_neg_assign(&mut self) -> Result<(), ShapeError>
    where
        T: ElementChecked,
        M: crate::tensor::StorageMut<T, S>,
    {
        let mut overflow = false;
        self.for_each(|a| overflow |= a.neg_checked().is_none());
        overflow_check(overflow, "negate")?;
        self.for_each_mut(|a| {
            if let Some(v) = a.neg_checked() {
                *a = v;
            }
        });
        Ok(())
    }
}
