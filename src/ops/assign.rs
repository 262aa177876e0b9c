//! In-place operations: `+= -= *= /= %=` and `assign`, which may broadcast the source but never
//! change the destination's shape.

use core::ops::{AddAssign, DivAssign, MulAssign, RemAssign, SubAssign};

use super::ElementDiv;
use super::checked::any_zero_divisor;
use super::operand::Operand;
use crate::shape::{BroadcastInto, FitsInto, Shape};
use crate::tensor::{StorageMut, TensorBase};

macro_rules! assign_ops {
    ($( $Op:ident $op:ident $elem:ident $try_op:ident $wrap:ident $sym:literal, $Elem:path, |$d:ident, $s:ident| $e:expr; )*) => {
        $(
        #[inline]
        pub(super) fn $elem<T: Clone + $Elem>($d: &mut T, $s: &T) {
            $e
        }

        /// In place with broadcasting: `self` keeps its shape. A scalar works too (`t += 1.0`)
        /// for every primitive number type; those impls are not listed.
        impl<T, S, M, R> $Op<R> for TensorBase<T, S, M>
        where
            T: Clone + $Elem,
            S: Shape,
            M: StorageMut<T, S>,
            R: Operand<Elem = T>,
            R::Shape: BroadcastInto<S>,
        {
            #[track_caller]
            #[inline]
            fn $op(&mut self, rhs: R) {
                self.zip_apply(&rhs, $elem::<T>);
            }
        }

        )*

        /// **In place**, returning shape errors: `try_add_assign`, `try_sub_assign`,
        /// `try_mul_assign` (integers wrap).
        impl<T, S: Shape, M: StorageMut<T, S>> TensorBase<T, S, M> {
            $(
            #[doc = concat!("`self ", $sym, " rhs` in place (`rhs` broadcast to `self`'s shape), or the error when run-time sizes do not fit.")]
            ///
            /// ```
            /// use shaped::DynTensor;
            /// use shaped::DynConstructors;
            /// let mut x = DynTensor::<i32>::ones(&[2, 3]);
            #[doc = concat!("assert!(x.", stringify!($try_op), "(&DynTensor::ones(&[3])).is_ok());")]
            #[doc = concat!("assert!(x.", stringify!($try_op), "(&DynTensor::ones(&[1, 2, 3])).is_err());")]
            /// ```
            ///
            /// Integers wrap on overflow (as PyTorch's do), so no element makes it panic; on a
            /// shape error nothing is written.
            ///
            /// # Errors
            ///
            /// PyTorch's `expand` error when `rhs` does not fit `self`'s shape.
            #[cfg(feature = "alloc")]
            pub fn $try_op<R>(&mut self, rhs: &R) -> Result<(), crate::ShapeError>
            where
                T: crate::ops::ElementWrapping,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>,
            {
                self.try_zip_apply(rhs, |d: &mut T, s: &T| *d = d.$wrap(*s))
            }
            )*
        }
    };
}

assign_ops! {
    AddAssign add_assign elem_add_assign try_add_assign add_wrapping "+=", AddAssign<T>, |d, s| *d += s.clone();
    SubAssign sub_assign elem_sub_assign try_sub_assign sub_wrapping "-=", SubAssign<T>, |d, s| *d -= s.clone();
    MulAssign mul_assign elem_mul_assign try_mul_assign mul_wrapping "*=", MulAssign<T>, |d, s| *d *= s.clone();
}

/// `/=` and `%=`: every divisor is checked before the first element is written, so a zero
/// integer divisor panics with `ZeroDivisionError` and leaves the destination unchanged;
/// `MIN / -1` wraps, as in PyTorch. (`try_div_assign`/`try_rem_assign` return the error
/// instead: `super::checked`.)
macro_rules! divide_assign_ops {
    ($( $Op:ident $op:ident $elem:ident, |$d:ident, $s:ident| $e:expr; )*) => {$(
        #[inline]
        pub(super) fn $elem<T: Clone + ElementDiv>($d: &mut T, $s: &T) {
            $e
        }

        /// In place with broadcasting: `self` keeps its shape. A scalar works too (`t += 1.0`)
        /// for every primitive number type; those impls are not listed.
        impl<T, S, M, R> $Op<R> for TensorBase<T, S, M>
        where
            T: Clone + ElementDiv,
            S: Shape,
            M: StorageMut<T, S>,
            R: Operand<Elem = T>,
            R::Shape: BroadcastInto<S>,
        {
            #[track_caller]
            #[inline]
            fn $op(&mut self, rhs: R) {
                // The shapes first, as the `try_` forms and PyTorch: a source that does not fit
                // is a shape error even when it holds a zero.
                #[cfg(feature = "alloc")]
                crate::ops::or_panic(crate::layout::check_broadcast_into(
                    self.shape(),
                    rhs.tensor().shape(),
                ));
                if !self.shape().contains(&0) && any_zero_divisor(rhs.tensor()) {
                    panic!("ZeroDivisionError");
                }
                self.zip_apply(&rhs, $elem::<T>);
            }
        }
    )*};
}

divide_assign_ops! {
    DivAssign div_assign elem_div_assign, |d, s| *d = d.clone().div_wrapping(s.clone());
    RemAssign rem_assign elem_rem_assign, |d, s| *d = d.clone().rem_wrapping(s.clone());
}

/// In-place operators with a scalar, for each primitive number type. Hidden from the docs (70
/// near-identical entries on `TensorBase`'s page); the tensor operators' impls say that they
/// exist.
macro_rules! scalar_assign_ops {
    ($($t:ty)*) => {$(
        scalar_assign_ops!(@op $t, AddAssign add_assign, |d, r| *d += r);
        scalar_assign_ops!(@op $t, SubAssign sub_assign, |d, r| *d -= r);
        scalar_assign_ops!(@op $t, MulAssign mul_assign, |d, r| *d *= r);
        scalar_assign_ops!(@op $t, DivAssign div_assign, |d, r| *d = d.div_wrapping(r));
        scalar_assign_ops!(@op $t, RemAssign rem_assign, |d, r| *d = d.rem_wrapping(r));
    )*};
    (@op $t:ty, $Op:ident $op:ident, |$d:ident, $r:ident| $e:expr) => {
        #[doc(hidden)]
        impl<S: Shape, M: StorageMut<$t, S>> $Op<$t> for TensorBase<$t, S, M> {
            fn $op(&mut self, rhs: $t) {
                self.for_each_mut(|$d| { let $r = rhs; $e });
            }
        }
    };
}

scalar_assign_ops!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64);

#[inline]
fn elem_clone_from<T: Clone>(d: &mut T, s: &T) {
    d.clone_from(s);
}

/// **In place**: copying a broadcast source in, filling, visiting every element mutably.
impl<T, S: Shape, M: StorageMut<T, S>> TensorBase<T, S, M> {
    /// Copies `src` into `self`, broadcasting `src` to `self`'s shape (PyTorch's `copy_`).
    ///
    /// # Panics
    ///
    /// When run-time sizes of `src` do not broadcast to `self`'s shape, with the text of
    /// [`try_assign`](Self::try_assign)'s error; nothing is written then. Static shapes are
    /// checked by the compiler.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let mut x: Tensor<i32, shape![2, 2]> = Tensor::zeros();
    /// x.assign(&Tensor::<i32, shape![2]>::from([7, 8]));
    /// assert_eq!(x.to_vec(), vec![7, 8, 7, 8]);
    /// ```
    #[track_caller]
    pub fn assign<R>(&mut self, src: &R)
    where
        T: Clone,
        R: Operand<Elem = T>,
        R::Shape: FitsInto<S>,
    {
        self.zip_apply(src, elem_clone_from::<T>);
    }

    /// [`assign`](Self::assign) under PyTorch's name.
    ///
    /// # Panics
    ///
    /// As [`assign`](Self::assign).
    ///
    /// ```
    /// use shaped::DynTensor;
    /// use shaped::DynConstructors;
    /// let mut x = DynTensor::<i32>::zeros(&[3]);
    /// x.copy_from(&DynTensor::scalar(4));
    /// assert_eq!(x.to_vec(), vec![4, 4, 4]);
    /// ```
    #[track_caller]
    pub fn copy_from<R>(&mut self, src: &R)
    where
        T: Clone,
        R: Operand<Elem = T>,
        R::Shape: FitsInto<S>,
    {
        self.assign(src);
    }

    /// [`assign`](Self::assign) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// PyTorch's `expand` texts ([`ShapeError::ExpandMismatch`](crate::ShapeError::ExpandMismatch),
    /// [`ShapeError::ExpandTooFewSizes`](crate::ShapeError::ExpandTooFewSizes)) when `src` does
    /// not broadcast to `self`'s shape; `self` is unchanged then.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// use shaped::DynConstructors;
    /// let mut x = DynTensor::<i32>::zeros(&[2, 3]);
    /// let err = x.try_assign(&DynTensor::<i32>::zeros(&[1, 2, 3])).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
    /// );
    /// ```
    #[cfg(feature = "alloc")]
    pub fn try_assign<R>(&mut self, src: &R) -> Result<(), crate::ShapeError>
    where
        T: Clone,
        R: Operand<Elem = T>,
        R::Shape: FitsInto<S>,
    {
        self.try_zip_apply(src, elem_clone_from::<T>)
    }

    /// Calls `f` on every element, mutably, in row-major order.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let mut t: Tensor<i32, shape![3]> = Tensor::from([1, 2, 3]);
    /// t.for_each_mut(|x| *x *= 2);
    /// assert_eq!(t.to_vec(), vec![2, 4, 6]);
    /// ```
    pub fn for_each_mut(&mut self, mut f: impl FnMut(&mut T)) {
        if let Some(array) = M::as_array_mut(&mut self.buf) {
            S::flat_mut(array).iter_mut().for_each(f);
            return;
        }
        let d = M::strided_mut(&mut self.buf);
        crate::kernel::visit_mut(d.data, d.dims, d.strides, d.offset, |x| f(x));
    }

    /// Sets every element to `f()`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut t = Tensor::<u8, shape![3]>::zeros();
    /// t.fill_with(|| 9);
    /// assert_eq!(t.to_vec(), vec![9, 9, 9]);
    /// ```
    pub fn fill_with(&mut self, mut f: impl FnMut() -> T) {
        self.for_each_mut(|x| *x = f());
    }
}
