//! Element arithmetic that never panics: integers wrap on overflow, as PyTorch's and NumPy's do,
//! and floats follow IEEE. The `try_` forms of `+ - *` use it, so they cannot panic on an
//! element in debug builds either; so do the tensor methods `wrapping_add`, `wrapping_sub`,
//! `wrapping_mul`, `wrapping_neg` and their in-place and `try_` forms. (Wrapping division and
//! remainder are [`try_div`](crate::TensorBase::try_div) and
//! [`try_rem`](crate::TensorBase::try_rem): a zero divisor is an error, `MIN / -1` wraps.)

use super::int_forms::binary_forms;
use crate::shape::Shape;
use crate::tensor::{Storage, StorageMut, TensorBase};

/// `+ - *` on an element type, wrapping on integer overflow.
///
/// ```
/// use shaped::ops::ElementWrapping;
/// assert_eq!(i32::MAX.add_wrapping(1), i32::MIN);
/// assert_eq!(0u8.sub_wrapping(1), 255);
/// assert_eq!(1.5f64.mul_wrapping(2.0), 3.0);
/// ```
pub trait ElementWrapping: crate::sealed::SealedElement + Copy {
    /// `self + rhs`, wrapping on integer overflow.
    fn add_wrapping(self, rhs: Self) -> Self;
    /// `self - rhs`, wrapping on integer overflow.
    fn sub_wrapping(self, rhs: Self) -> Self;
    /// `self * rhs`, wrapping on integer overflow.
    fn mul_wrapping(self, rhs: Self) -> Self;
    /// `-self`, wrapping on integer overflow (`-MIN` is `MIN`; for unsigned integers the two's
    /// complement, `2^bits - self`).
    fn neg_wrapping(self) -> Self;
}

macro_rules! integers {
    ($($t:ty)*) => {$(
        impl ElementWrapping for $t {
            #[inline]
            fn add_wrapping(self, rhs: Self) -> Self {
                self.wrapping_add(rhs)
            }
            #[inline]
            fn sub_wrapping(self, rhs: Self) -> Self {
                self.wrapping_sub(rhs)
            }
            #[inline]
            fn mul_wrapping(self, rhs: Self) -> Self {
                self.wrapping_mul(rhs)
            }
            #[inline]
            fn neg_wrapping(self) -> Self {
                self.wrapping_neg()
            }
        }
    )*};
}

macro_rules! floats {
    ($($t:ty)*) => {$(
        impl ElementWrapping for $t {
            #[inline]
            fn add_wrapping(self, rhs: Self) -> Self {
                self + rhs
            }
            #[inline]
            fn sub_wrapping(self, rhs: Self) -> Self {
                self - rhs
            }
            #[inline]
            fn mul_wrapping(self, rhs: Self) -> Self {
                self * rhs
            }
            #[inline]
            fn neg_wrapping(self) -> Self {
                -self
            }
        }
    )*};
}

integers!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize);
floats!(f32 f64);

#[inline]
fn elem_add<T: ElementWrapping>(a: &T, b: &T) -> T {
    a.add_wrapping(*b)
}
#[inline]
fn elem_sub<T: ElementWrapping>(a: &T, b: &T) -> T {
    a.sub_wrapping(*b)
}
#[inline]
fn elem_mul<T: ElementWrapping>(a: &T, b: &T) -> T {
    a.mul_wrapping(*b)
}
#[inline]
fn elem_neg<T: ElementWrapping>(a: &T) -> T {
    a.neg_wrapping()
}

/// **Wrapping arithmetic** on tensors and views: `wrapping_add`, `wrapping_sub`,
/// `wrapping_mul`, `wrapping_neg`, with broadcasting, each with an in-place form
/// (`wrapping_add_assign` …) and `try_` forms. Integers wrap on overflow, as PyTorch's and
/// NumPy's do; floats follow IEEE ([`ElementWrapping`]). No element makes them panic.
///
/// Implemented for every [`TensorBase`] (owned tensors, views and mutable views, static and
/// dynamic) whose elements are [`ElementWrapping`]; the in-place forms need writable storage.
/// Sealed. In scope with the [prelude](crate::prelude).
///
/// ```
/// use shaped::prelude::*;
/// let a = Tensor::<u8, shape![2]>::from([250, 3]);
/// assert_eq!(a.wrapping_add(&Tensor::<u8, shape![]>::from_array(10)).into_array(), [4, 13]);
/// let mut b = DynTensor::from_vec(vec![i32::MIN, 7], &[2]).unwrap();
/// b.wrapping_neg_assign();
/// assert_eq!(b.to_vec(), vec![i32::MIN, -7]);
/// ```
pub trait WrappingArith<T, S: Shape, M: Storage<T, S>>: crate::sealed::SealedOperand {
    binary_forms! { decls ElementWrapping;
        wrapping_add wrapping_add_assign try_wrapping_add try_wrapping_add_assign elem_add
            "wrapping sum (integers wrap on overflow, as PyTorch's do)", "127" "1" => "-128";
        wrapping_sub wrapping_sub_assign try_wrapping_sub try_wrapping_sub_assign elem_sub
            "wrapping difference", "-128" "1" => "127";
        wrapping_mul wrapping_mul_assign try_wrapping_mul try_wrapping_mul_assign elem_mul
            "wrapping product", "64" "2" => "-128";
    }

    /// The element-wise negation, wrapping on overflow (`-MIN` is `MIN`, as in PyTorch).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<i8, shape![2]>::from([-128, 5]);
    /// assert_eq!(a.wrapping_neg().to_vec(), vec![-128, -5]);
    /// ```
    ///
    /// # Panics
    ///
    /// When a heap result cannot be allocated (never for inline tensors).
    fn wrapping_neg(&self) -> TensorBase<T, S, M::Owned>
    where
        T: ElementWrapping;

    /// [`wrapping_neg`](Self::wrapping_neg) that returns the error instead of panicking when a
    /// heap result cannot exist or be allocated.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let one = DynTensor::scalar(1i64);
    /// let huge = one.expand(&[1 << 31, 1 << 31]);
    /// assert_eq!(
    ///     huge.try_wrapping_neg().unwrap_err().to_string(),
    ///     "Storage size calculation overflowed with sizes=[2147483648, 2147483648]"
    /// );
    /// assert_eq!(one.try_wrapping_neg().unwrap().to_vec(), vec![-1]);
    /// ```
    ///
    /// # Errors
    ///
    /// [`ShapeError::Overflow`](crate::ShapeError::Overflow) or
    /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) for a result too large.
    #[cfg(feature = "alloc")]
    fn try_wrapping_neg(&self) -> Result<TensorBase<T, S, M::Owned>, crate::ShapeError>
    where
        T: ElementWrapping;

    /// Negates every element in place, wrapping on overflow.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut a = Tensor::<i8, shape![2]>::from([-128, 5]);
    /// a.wrapping_neg_assign();
    /// assert_eq!(a.to_vec(), vec![-128, -5]);
    /// ```
    fn wrapping_neg_assign(&mut self)
    where
        T: ElementWrapping,
        M: crate::tensor::StorageMut<T, S>;
}

// Not listed on `TensorBase`'s page: the trait's page lists these methods.
#[doc(hidden)]
impl<T, S: Shape, M: Storage<T, S>> WrappingArith<T, S, M> for TensorBase<T, S, M> {
    binary_forms! { impls ElementWrapping;
        wrapping_add wrapping_add_assign try_wrapping_add try_wrapping_add_assign elem_add
            "wrapping sum (integers wrap on overflow, as PyTorch's do)", "127" "1" => "-128";
        wrapping_sub wrapping_sub_assign try_wrapping_sub try_wrapping_sub_assign elem_sub
            "wrapping difference", "-128" "1" => "127";
        wrapping_mul wrapping_mul_assign try_wrapping_mul try_wrapping_mul_assign elem_mul
            "wrapping product", "64" "2" => "-128";
    }

    #[track_caller]
    #[inline]
    fn wrapping_neg(&self) -> TensorBase<T, S, M::Owned>
    where
        T: ElementWrapping,
    {
        self.map(elem_neg::<T>)
    }

    #[cfg(feature = "alloc")]
    #[inline]
    fn try_wrapping_neg(&self) -> Result<TensorBase<T, S, M::Owned>, crate::ShapeError>
    where
        T: ElementWrapping,
    {
        self.try_map(elem_neg::<T>)
    }

    #[inline]
    fn wrapping_neg_assign(&mut self)
    where
        T: ElementWrapping,
        M: StorageMut<T, S>,
    {
        self.for_each_mut(|x| *x = x.neg_wrapping());
    }
}
