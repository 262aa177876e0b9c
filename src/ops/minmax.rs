//! `maximum` and `minimum` with broadcasting, propagating NaN as PyTorch does: when either
//! element is NaN the result is NaN.

use super::elementwise::ZipOutput;
use super::operand::Operand;
use crate::shape::{BroadcastsWith, Shape};
use crate::tensor::{Storage, TensorBase};

/// Whether `x` is unordered with itself (a NaN); never for integers.
#[inline]
pub(crate) fn is_nan<T: PartialEq>(x: &T) -> bool {
    #[allow(clippy::eq_op)]
    let nan = x != x;
    nan
}

/// C++'s `std::max(a, b)` after PyTorch's NaN check: a NaN operand is the result, else `b`
/// when `a < b`, else `a` (so `maximum(-0.0, 0.0)` is `-0.0`, as in PyTorch).
#[inline]
pub(crate) fn elem_maximum<T: PartialOrd + Clone>(a: &T, b: &T) -> T {
    if is_nan(a) {
        a.clone()
    } else if is_nan(b) || a < b {
        b.clone()
    } else {
        a.clone()
    }
}

/// C++'s `std::min(a, b)` after PyTorch's NaN check: a NaN operand is the result, else `b`
/// when `b < a`, else `a`.
#[inline]
pub(crate) fn elem_minimum<T: PartialOrd + Clone>(a: &T, b: &T) -> T {
    if is_nan(a) {
        a.clone()
    } else if is_nan(b) || b < a {
        b.clone()
    } else {
        a.clone()
    }
}

macro_rules! minmax {
    ($( $name:ident $try_name:ident $elem:ident $what:literal, $r0:literal $r1:literal; )*) => {
        /// **Element-wise**, two operands: `maximum`, `minimum` (NaN propagates).
        impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
            $(
            #[doc = concat!("The element-wise ", $what, " of `self` and `rhs`, with broadcasting (PyTorch's `torch.", stringify!($name), "`): when either element is NaN the result is NaN.")]
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let a = Tensor::<f32, shape![3]>::from([1.0, 5.0, f32::NAN]);
            /// let b = Tensor::<f32, shape![2, 1]>::from_array([[2.0], [0.0]]);
            #[doc = concat!("let r: Tensor<f32, shape![2, 3]> = a.", stringify!($name), "(&b);")]
            #[doc = concat!("assert_eq!(&r.to_vec()[..2], &[", $r0, ", ", $r1, "]);")]
            /// assert!(r.get([0, 2]).unwrap().is_nan());
            /// ```
            ///
            /// # Panics
            ///
            /// When run-time sizes do not broadcast (PyTorch's text; see
            #[doc = concat!("[`", stringify!($try_name), "`](Self::", stringify!($try_name), ")), or a heap result cannot be allocated.")]
            #[track_caller]
            #[inline]
            pub fn $name<R>(&self, rhs: &R) -> ZipOutput<T, T, S, M, R>
            where
                T: PartialOrd + Clone,
                R: Operand<Elem = T>,
                S: BroadcastsWith<R::Shape>,
            {
                self.zip_map(rhs, $elem::<T>)
            }

            #[doc = concat!("[`", stringify!($name), "`](Self::", stringify!($name), ") that returns the error instead of panicking.")]
            ///
            /// ```
            /// use shaped::DynTensor;
            /// let a = DynTensor::from_vec(vec![1, 7], &[2]).unwrap();
            /// let b = DynTensor::from_vec(vec![3, 3, 3], &[3]).unwrap();
            #[doc = concat!("assert!(a.", stringify!($try_name), "(&b).is_err());")]
            #[doc = concat!("assert_eq!(a.", stringify!($try_name), "(&a).unwrap().to_vec(), vec![1, 7]);")]
            /// ```
            ///
            /// # Errors
            ///
            /// PyTorch's broadcast error when run-time sizes do not broadcast; an overflow or
            /// allocation error when the result is too large.
            #[cfg(feature = "alloc")]
            pub fn $try_name<R>(&self, rhs: &R) -> Result<ZipOutput<T, T, S, M, R>, crate::ShapeError>
            where
                T: PartialOrd + Clone,
                R: Operand<Elem = T>,
                S: BroadcastsWith<R::Shape>,
            {
                self.try_zip_map(rhs, $elem::<T>)
            }
            )*
        }
    };
}

minmax! {
    maximum try_maximum elem_maximum "maximum", "2.0" "5.0";
    minimum try_minimum elem_minimum "minimum", "1.0" "2.0";
}
