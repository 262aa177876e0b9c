//! Element-wise math: `exp`, `sqrt`, `round`, `atan2` … on every tensor and view, as the
//! methods of [`FloatMath`] (in scope with the prelude), each with an in-place form
//! (`exp_inplace` …), computed by [`ElementFloat`].
//!
//! Each method is `map` (or `zip_map` for the two-operand ones) with a function item generic
//! over the element type only, so an owned inline tensor gets the shape's own loops (no run-time
//! layout, no panic path) and heap and dynamic tensors and views share one strided kernel per
//! element type and function. Results have the same kinds as the operators': inline when every
//! operand is inline, heap otherwise.

mod element;

pub use element::ElementFloat;

#[cfg(any(feature = "std", feature = "libm"))]
use super::elementwise::{Joined, ZipOutput};
#[cfg(any(feature = "std", feature = "libm"))]
use super::operand::Operand;
use crate::shape::Shape;
#[cfg(any(feature = "std", feature = "libm"))]
use crate::shape::{BroadcastsWith, FitsInto};
use crate::tensor::{ResultKind, Storage, StorageMut, TensorBase};

/// How a result of kind `K` with elements `T` is built (as for the operators).
type Bd<T, K> = <K as ResultKind<T>>::Build;

/// The two-operand element functions.
#[cfg(any(feature = "std", feature = "libm"))]
mod elem2 {
    use super::ElementFloat;
    #[inline]
    pub(super) fn atan2<T: ElementFloat>(y: &T, x: &T) -> T {
        y.atan2(*x)
    }
    #[inline]
    pub(super) fn hypot<T: ElementFloat>(x: &T, y: &T) -> T {
        x.hypot(*y)
    }
    #[inline]
    pub(super) fn powf<T: ElementFloat>(x: &T, e: &T) -> T {
        x.powf(*e)
    }
    #[inline]
    pub(super) fn atan2_inplace<T: ElementFloat>(y: &mut T, x: &T) {
        *y = y.atan2(*x);
    }
    #[inline]
    pub(super) fn hypot_inplace<T: ElementFloat>(x: &mut T, y: &T) {
        *x = x.hypot(*y);
    }
    #[inline]
    pub(super) fn powf_inplace<T: ElementFloat>(x: &mut T, e: &T) {
        *x = x.powf(*e);
    }
}

#[inline]
fn elem_is_nan<T: ElementFloat>(x: &T) -> bool {
    x.is_nan()
}

#[inline]
fn elem_is_finite<T: ElementFloat>(x: &T) -> bool {
    x.is_finite()
}

/// The trait, its impl for [`TensorBase`] and the element functions, from the lists of one- and
/// two-operand functions below. The doc example of each one-operand function applies it to
/// `$x` (an `f64` tensor of `$n` elements) and expects `$y`; each two-operand one broadcasts a
/// `[2, 1]` tensor `$x` against a `[2]` tensor `$y` and expects `$z`.
macro_rules! float_math {
    (
        unary {$(
            $(#[$cfg:meta])*
            $name:ident $try_name:ident $inplace:ident, $what:literal, $numpy:literal, $n:literal [$x:literal] => [$y:literal];
        )*}
        binary {$(
            $name2:ident $try_name2:ident $inplace2:ident $try_inplace2:ident
            $elem:ident $elem_inplace:ident, $what2:literal, $numpy2:literal, $other:ident,
            [$x2:literal] [$y2:literal] => [$z2:literal];
        )*}
    ) => {
        /// The element functions, one item per function (so the heap kernel is compiled once
        /// per element type, not once per shape).
        mod elem {
            use super::ElementFloat;
            $(
            $(#[$cfg])*
            #[inline]
            pub(super) fn $name<T: ElementFloat>(x: &T) -> T {
                T::$name(*x)
            }
            )*
        }

        /// The in-place element functions.
        mod elem_inplace {
            use super::ElementFloat;
            $(
            $(#[$cfg])*
            #[inline]
            pub(super) fn $name<T: ElementFloat>(x: &mut T) {
                *x = T::$name(*x);
            }
            )*
        }

        /// **Element-wise math** on float tensors and views (NumPy's ufuncs): `abs`, `sqrt`,
        /// `exp`, `ln`, `sin`, `round` … of one tensor, `atan2`, `hypot`, `powf_tensor` of two
        /// (broadcasting like the operators), `powi`/`powf` with a scalar exponent, and the
        /// tests `is_nan`/`is_finite`; each with a `try_` form that returns the error instead
        /// of panicking and, for tensors and mutable views, an in-place form (`exp_inplace` …).
        ///
        /// Implemented for every [`TensorBase`] whose elements are [`ElementFloat`] (`f32`,
        /// `f64`): owned tensors, views and mutable views, static and dynamic; the in-place
        /// forms need writable storage. In scope with the [prelude](crate::prelude). Results
        /// have the shape of the operand (the broadcast shape for two operands) and are owned:
        /// inline when every operand is inline, heap otherwise. Values are those of
        /// [`ElementFloat`]'s functions, as NumPy gives them.
        ///
        /// ```
        /// use shaped::prelude::*;
        /// let x = Tensor::<f64, shape![3]>::from([1.0, 4.0, 9.0]);
        /// assert_eq!(x.sqrt().into_array(), [1.0, 2.0, 3.0]);
        /// let mut h = DynTensor::from_vec(vec![-1.5f32, 2.5], &[2]).unwrap();
        /// h.abs_inplace();
        /// assert_eq!(h.round().to_vec(), vec![2.0, 2.0]); // half to even, as NumPy
        /// ```
        pub trait FloatMath<T, S: Shape, M: Storage<T, S>>: crate::sealed::SealedOperand {
            $(
            $(#[$cfg])*
            #[doc = concat!("The element-wise ", $what, " (NumPy's `", $numpy, "`), a new tensor of the same shape; [`", stringify!($inplace), "`](Self::", stringify!($inplace), ") overwrites the elements instead.")]
            ///
            /// ```
            /// use shaped::prelude::*;
            #[doc = concat!("let x = Tensor::<f64, shape![", $n, "]>::from([", $x, "]);")]
            #[doc = concat!("assert_eq!(x.", stringify!($name), "().into_array(), [", $y, "]);")]
            /// let mut y = x;
            #[doc = concat!("y.", stringify!($inplace), "();")]
            #[doc = concat!("assert_eq!(y, x.", stringify!($name), "());")]
            /// ```
            ///
            /// # Panics
            ///
            #[doc = concat!("When a heap result cannot be allocated (never for inline tensors; [`", stringify!($try_name), "`](Self::", stringify!($try_name), ") returns the error instead).")]
            fn $name(&self) -> TensorBase<T, S, M::Owned>
            where
                T: ElementFloat,
                M::Owned: ResultKind<T>;

            $(#[$cfg])*
            #[doc = concat!("[`", stringify!($name), "`](Self::", stringify!($name), ") that returns the error instead of panicking.")]
            ///
            /// # Errors
            ///
            /// As [`try_map`](TensorBase::try_map): only when a heap result cannot be
            /// allocated.
            #[cfg(feature = "alloc")]
            fn $try_name(&self) -> Result<TensorBase<T, S, M::Owned>, crate::ShapeError>
            where
                T: ElementFloat;

            $(#[$cfg])*
            #[doc = concat!("Replaces every element by its ", $what, " ([`", stringify!($name), "`](Self::", stringify!($name), ") in place).")]
            fn $inplace(&mut self)
            where
                T: ElementFloat,
                M: StorageMut<T, S>;
            )*

            $(
            #[cfg(any(feature = "std", feature = "libm"))]
            #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
            #[doc = concat!("The element-wise ", $what2, ", with `", stringify!($other), "` broadcast against `self` (NumPy's `np.", $numpy2, "`): a tensor of the broadcast shape, inline when both operands are. An illegal static pair does not compile.")]
            ///
            /// ```
            /// use shaped::prelude::*;
            #[doc = concat!("let a = Tensor::<f64, shape![2, 1]>::from_array([", $x2, "]);")]
            #[doc = concat!("let b = Tensor::<f64, shape![2]>::from([", $y2, "]);")]
            #[doc = concat!("let r: Tensor<f64, shape![2, 2]> = a.", stringify!($name2), "(&b);")]
            #[doc = concat!("assert_eq!(r.into_array(), [", $z2, "]);")]
            /// ```
            ///
            /// # Panics
            ///
            /// When run-time sizes do not broadcast (PyTorch's text; see
            #[doc = concat!("[`", stringify!($try_name2), "`](Self::", stringify!($try_name2), ")), or a heap result cannot be allocated.")]
            fn $name2<R>(&self, $other: &R) -> ZipOutput<T, T, S, M, R>
            where
                T: ElementFloat,
                R: Operand<Elem = T>,
                S: BroadcastsWith<R::Shape>,
                Joined<M::Owned, R::Kind>: ResultKind<T>;

            #[cfg(any(feature = "std", feature = "libm"))]
            #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
            #[doc = concat!("[`", stringify!($name2), "`](Self::", stringify!($name2), ") that returns the error instead of panicking.")]
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let a = DynTensor::from_vec(vec![1.0f32, 2.0, 3.0], &[3]).unwrap();
            /// let b = DynTensor::from_vec(vec![1.0f32, 2.0], &[2]).unwrap();
            /// assert_eq!(
            #[doc = concat!("    a.", stringify!($try_name2), "(&b).unwrap_err().to_string(),")]
            ///     "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0"
            /// );
            /// ```
            ///
            /// # Errors
            ///
            /// PyTorch's broadcast error when run-time sizes do not broadcast; an overflow or
            /// allocation error when the result is too large.
            #[cfg(feature = "alloc")]
            fn $try_name2<R>(&self, $other: &R) -> Result<ZipOutput<T, T, S, M, R>, crate::ShapeError>
            where
                T: ElementFloat,
                R: Operand<Elem = T>,
                S: BroadcastsWith<R::Shape>;

            #[cfg(any(feature = "std", feature = "libm"))]
            #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
            #[doc = concat!("[`", stringify!($name2), "`](Self::", stringify!($name2), ") written into `self`: `", stringify!($other), "` must broadcast to `self`'s shape (checked by the compiler for static shapes, as for `+=`).")]
            ///
            /// ```
            /// use shaped::prelude::*;
            #[doc = concat!("let a = Tensor::<f64, shape![2, 1]>::from_array([", $x2, "]);")]
            #[doc = concat!("let b = Tensor::<f64, shape![2]>::from([", $y2, "]);")]
            /// let mut r = a.zip_map(&b, |x, _| *x); // `a` repeated to the [2, 2] shape
            #[doc = concat!("r.", stringify!($inplace2), "(&b);")]
            #[doc = concat!("assert_eq!(r, a.", stringify!($name2), "(&b));")]
            /// ```
            ///
            /// # Panics
            ///
            /// When run-time sizes do not fit (PyTorch's `expand` text; see
            #[doc = concat!("[`", stringify!($try_inplace2), "`](Self::", stringify!($try_inplace2), ")); nothing is written then.")]
            fn $inplace2<R>(&mut self, $other: &R)
            where
                T: ElementFloat,
                M: StorageMut<T, S>,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>;

            #[cfg(any(feature = "std", feature = "libm"))]
            #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
            #[doc = concat!("[`", stringify!($inplace2), "`](Self::", stringify!($inplace2), ") that returns the error instead of panicking; on error nothing is written.")]
            ///
            /// # Errors
            ///
            /// PyTorch's `expand` error when the other operand's run-time sizes do not fit
            /// `self`'s shape.
            #[cfg(feature = "alloc")]
            fn $try_inplace2<R>(&mut self, $other: &R) -> Result<(), crate::ShapeError>
            where
                T: ElementFloat,
                M: StorageMut<T, S>,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>;
            )*

            /// Every element to the integer power `n`, with NumPy's values (`np.power(x, n)`,
            /// C's `pow`): `x^0 == 1` for every `x`, NaN included; `(-0)^-1 == -inf`.
            /// [`powi_inplace`](Self::powi_inplace) overwrites the elements instead.
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let x = Tensor::<f32, shape![4]>::from([2.0, -3.0, 0.5, f32::NAN]);
            /// assert_eq!(x.powi(2).map(|v| v.to_bits()), Tensor::from([4.0f32, 9.0, 0.25, f32::NAN]).map(|v| v.to_bits()));
            /// assert_eq!(x.powi(-3).into_array()[..3], [0.125, -1.0 / 27.0, 8.0]);
            /// assert_eq!(x.powi(0).into_array(), [1.0; 4]);
            /// ```
            ///
            /// # Panics
            ///
            /// When a heap result cannot be allocated (never for inline tensors; see
            /// [`try_powi`](Self::try_powi)).
            #[cfg(any(feature = "std", feature = "libm"))]
            #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
            fn powi(&self, n: i32) -> TensorBase<T, S, M::Owned>
            where
                T: ElementFloat,
                M::Owned: ResultKind<T>;

            /// [`powi`](Self::powi) that returns the error instead of panicking.
            ///
            /// # Errors
            ///
            /// As [`try_map`](TensorBase::try_map): only when a heap result cannot be
            /// allocated.
            #[cfg(all(feature = "alloc", any(feature = "std", feature = "libm")))]
            #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
            fn try_powi(&self, n: i32) -> Result<TensorBase<T, S, M::Owned>, crate::ShapeError>
            where
                T: ElementFloat;

            /// Every element to the power `exponent`, with the values of NumPy's `np.power`
            /// with a scalar exponent: C's `pow` (NaN for a negative element and a non-integer
            /// exponent), except that the exponent `0.5` is the square root, as NumPy (and
            /// PyTorch) compute it, so `-inf` gives NaN and `-0.0` gives `-0.0`. With a tensor
            /// of exponents, broadcasting: [`powf_tensor`](Self::powf_tensor) (C's `pow` for
            /// every exponent, as `np.power` with an array of them).
            /// [`powf_inplace`](Self::powf_inplace) overwrites the elements instead.
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let x = Tensor::<f64, shape![3]>::from([4.0, 0.0, -8.0]);
            /// let r = x.powf(0.5);
            /// assert_eq!(r.into_array()[..2], [2.0, 0.0]);
            /// assert!(r[[2]].is_nan());
            /// let edges = Tensor::<f64, shape![2]>::from([f64::NEG_INFINITY, -0.0]).powf(0.5);
            /// assert!(edges[[0]].is_nan());
            /// assert!(edges[[1]] == 0.0 && edges[[1]].is_sign_negative());
            /// ```
            ///
            /// # Panics
            ///
            /// When a heap result cannot be allocated (never for inline tensors; see
            /// [`try_powf`](Self::try_powf)).
            #[cfg(any(feature = "std", feature = "libm"))]
            #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
            fn powf(&self, exponent: T) -> TensorBase<T, S, M::Owned>
            where
                T: ElementFloat,
                M::Owned: ResultKind<T>;

            /// [`powf`](Self::powf) that returns the error instead of panicking.
            ///
            /// # Errors
            ///
            /// As [`try_map`](TensorBase::try_map): only when a heap result cannot be
            /// allocated.
            #[cfg(all(feature = "alloc", any(feature = "std", feature = "libm")))]
            #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
            fn try_powf(&self, exponent: T) -> Result<TensorBase<T, S, M::Owned>, crate::ShapeError>
            where
                T: ElementFloat;

            /// Replaces every element `x` by `x^n` ([`powi`](Self::powi) in place).
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let mut x = Tensor::<f32, shape![2]>::from([3.0, -2.0]);
            /// x.powi_inplace(3);
            /// assert_eq!(x.into_array(), [27.0, -8.0]);
            /// ```
            #[cfg(any(feature = "std", feature = "libm"))]
            #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
            fn powi_inplace(&mut self, n: i32)
            where
                T: ElementFloat,
                M: StorageMut<T, S>;

            /// Replaces every element `x` by `x^exponent` ([`powf`](Self::powf) in place).
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let mut x = Tensor::<f32, shape![2]>::from([9.0, 0.25]);
            /// x.powf_inplace(0.5);
            /// assert_eq!(x.into_array(), [3.0, 0.5]);
            /// ```
            #[cfg(any(feature = "std", feature = "libm"))]
            #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
            fn powf_inplace(&mut self, exponent: T)
            where
                T: ElementFloat,
                M: StorageMut<T, S>;

            /// Whether each element is NaN (NumPy's `np.isnan`): a `bool` tensor of the same
            /// shape.
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let x = Tensor::<f32, shape![3]>::from([1.0, f32::NAN, f32::INFINITY]);
            /// assert_eq!(x.is_nan().into_array(), [false, true, false]);
            /// ```
            ///
            /// # Panics
            ///
            /// When a heap result cannot be allocated (never for inline tensors; see
            /// [`try_is_nan`](Self::try_is_nan)).
            fn is_nan(&self) -> TensorBase<bool, S, M::Owned>
            where
                T: ElementFloat,
                M::Owned: ResultKind<bool>;

            /// [`is_nan`](Self::is_nan) that returns the error instead of panicking.
            ///
            /// # Errors
            ///
            /// As [`try_map`](TensorBase::try_map): only when a heap result cannot be
            /// allocated.
            #[cfg(feature = "alloc")]
            fn try_is_nan(&self) -> Result<TensorBase<bool, S, M::Owned>, crate::ShapeError>
            where
                T: ElementFloat;

            /// Whether each element is finite, neither infinite nor NaN (NumPy's
            /// `np.isfinite`): a `bool` tensor of the same shape.
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let x = Tensor::<f64, shape![4]>::from([1.0, f64::NAN, f64::NEG_INFINITY, -0.0]);
            /// assert_eq!(x.is_finite().into_array(), [true, false, false, true]);
            /// ```
            ///
            /// # Panics
            ///
            /// When a heap result cannot be allocated (never for inline tensors; see
            /// [`try_is_finite`](Self::try_is_finite)).
            fn is_finite(&self) -> TensorBase<bool, S, M::Owned>
            where
                T: ElementFloat,
                M::Owned: ResultKind<bool>;

            /// [`is_finite`](Self::is_finite) that returns the error instead of panicking.
            ///
            /// # Errors
            ///
            /// As [`try_map`](TensorBase::try_map): only when a heap result cannot be
            /// allocated.
            #[cfg(feature = "alloc")]
            fn try_is_finite(&self) -> Result<TensorBase<bool, S, M::Owned>, crate::ShapeError>
            where
                T: ElementFloat;
        }

        // Not listed on `TensorBase`'s page (the trait's page is the list of these methods,
        // and says which tensors implement it), as for `Operand`.
        #[doc(hidden)]
        impl<T, S: Shape, M: Storage<T, S>> FloatMath<T, S, M> for TensorBase<T, S, M> {
            $(
            $(#[$cfg])*
            #[track_caller]
            #[inline]
            fn $name(&self) -> TensorBase<T, S, M::Owned>
            where
                T: ElementFloat,
                M::Owned: ResultKind<T>,
            {
                self.map_same_with::<Bd<T, M::Owned>>(elem::$name::<T>)
            }

            $(#[$cfg])*
            #[cfg(feature = "alloc")]
            #[inline]
            fn $try_name(&self) -> Result<TensorBase<T, S, M::Owned>, crate::ShapeError>
            where
                T: ElementFloat,
            {
                self.try_map(elem::$name::<T>)
            }

            $(#[$cfg])*
            #[inline]
            fn $inplace(&mut self)
            where
                T: ElementFloat,
                M: StorageMut<T, S>,
            {
                self.for_each_mut(elem_inplace::$name::<T>);
            }
            )*

            $(
            #[cfg(any(feature = "std", feature = "libm"))]
            #[track_caller]
            #[inline]
            fn $name2<R>(&self, $other: &R) -> ZipOutput<T, T, S, M, R>
            where
                T: ElementFloat,
                R: Operand<Elem = T>,
                S: BroadcastsWith<R::Shape>,
                Joined<M::Owned, R::Kind>: ResultKind<T>,
            {
                self.zip_same_with::<R, Bd<T, Joined<M::Owned, R::Kind>>>($other, elem2::$elem::<T>)
            }

            #[cfg(all(feature = "alloc", any(feature = "std", feature = "libm")))]
            fn $try_name2<R>(&self, $other: &R) -> Result<ZipOutput<T, T, S, M, R>, crate::ShapeError>
            where
                T: ElementFloat,
                R: Operand<Elem = T>,
                S: BroadcastsWith<R::Shape>,
            {
                self.try_zip_map($other, elem2::$elem::<T>)
            }

            #[cfg(any(feature = "std", feature = "libm"))]
            #[track_caller]
            #[inline]
            fn $inplace2<R>(&mut self, $other: &R)
            where
                T: ElementFloat,
                M: StorageMut<T, S>,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>,
            {
                self.zip_apply($other, elem2::$elem_inplace::<T>);
            }

            #[cfg(all(feature = "alloc", any(feature = "std", feature = "libm")))]
            fn $try_inplace2<R>(&mut self, $other: &R) -> Result<(), crate::ShapeError>
            where
                T: ElementFloat,
                M: StorageMut<T, S>,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>,
            {
                self.try_zip_apply($other, elem2::$elem_inplace::<T>)
            }
            )*

            #[cfg(any(feature = "std", feature = "libm"))]
            #[track_caller]
            #[inline]
            fn powi(&self, n: i32) -> TensorBase<T, S, M::Owned>
            where
                T: ElementFloat,
                M::Owned: ResultKind<T>,
            {
                self.map_same_with::<Bd<T, M::Owned>>(|x| x.powi(n))
            }

            #[cfg(all(feature = "alloc", any(feature = "std", feature = "libm")))]
            #[inline]
            fn try_powi(&self, n: i32) -> Result<TensorBase<T, S, M::Owned>, crate::ShapeError>
            where
                T: ElementFloat,
            {
                self.try_map(|x| x.powi(n))
            }

            #[cfg(any(feature = "std", feature = "libm"))]
            #[track_caller]
            #[inline]
            fn powf(&self, exponent: T) -> TensorBase<T, S, M::Owned>
            where
                T: ElementFloat,
                M::Owned: ResultKind<T>,
            {
                self.map_same_with::<Bd<T, M::Owned>>(|x| x.powf_scalar(exponent))
            }

            #[cfg(all(feature = "alloc", any(feature = "std", feature = "libm")))]
            #[inline]
            fn try_powf(&self, exponent: T) -> Result<TensorBase<T, S, M::Owned>, crate::ShapeError>
            where
                T: ElementFloat,
            {
                self.try_map(|x| x.powf_scalar(exponent))
            }

            #[cfg(any(feature = "std", feature = "libm"))]
            #[inline]
            fn powi_inplace(&mut self, n: i32)
            where
                T: ElementFloat,
                M: StorageMut<T, S>,
            {
                self.for_each_mut(|x| *x = x.powi(n));
            }

            #[cfg(any(feature = "std", feature = "libm"))]
            #[inline]
            fn powf_inplace(&mut self, exponent: T)
            where
                T: ElementFloat,
                M: StorageMut<T, S>,
            {
                self.for_each_mut(|x| *x = x.powf_scalar(exponent));
            }

            #[track_caller]
            #[inline]
            fn is_nan(&self) -> TensorBase<bool, S, M::Owned>
            where
                T: ElementFloat,
                M::Owned: ResultKind<bool>,
            {
                self.map_with::<bool, Bd<bool, M::Owned>>(elem_is_nan::<T>)
            }

            #[cfg(feature = "alloc")]
            #[inline]
            fn try_is_nan(&self) -> Result<TensorBase<bool, S, M::Owned>, crate::ShapeError>
            where
                T: ElementFloat,
            {
                self.try_map(elem_is_nan::<T>)
            }

            #[track_caller]
            #[inline]
            fn is_finite(&self) -> TensorBase<bool, S, M::Owned>
            where
                T: ElementFloat,
                M::Owned: ResultKind<bool>,
            {
                self.map_with::<bool, Bd<bool, M::Owned>>(elem_is_finite::<T>)
            }

            #[cfg(feature = "alloc")]
            #[inline]
            fn try_is_finite(&self) -> Result<TensorBase<bool, S, M::Owned>, crate::ShapeError>
            where
                T: ElementFloat,
            {
                self.try_map(elem_is_finite::<T>)
            }
        }
    };
}

float_math! {
    unary {
    abs try_abs abs_inplace, "absolute value", "np.abs", 3 ["-2.0, 0.5, -0.0"] => ["2.0, 0.5, 0.0"];
    sqrt try_sqrt sqrt_inplace, "square root (correctly rounded; NaN below zero)", "np.sqrt", 3 ["4.0, 2.25, 0.0"] => ["2.0, 1.5, 0.0"];
    floor try_floor floor_inplace, "floor (the largest integer not above the element)", "np.floor", 3 ["-1.5, 2.7, -0.0"] => ["-2.0, 2.0, -0.0"];
    ceil try_ceil ceil_inplace, "ceiling (the smallest integer not below the element)", "np.ceil", 2 ["-1.5, 2.2"] => ["-1.0, 3.0"];
    round try_round round_inplace, "nearest integer, half to even (as NumPy and PyTorch; Rust's `f64::round` rounds half away from zero)", "np.round", 5 ["0.5, 1.5, 2.5, -2.5, 2.6"] => ["0.0, 2.0, 2.0, -2.0, 3.0"];
    trunc try_trunc trunc_inplace, "integer part (rounded towards zero)", "np.trunc", 2 ["-1.7, 2.7"] => ["-1.0, 2.0"];
    sign try_sign sign_inplace, "sign: -1, 0 or 1, 0 for ±0 and NaN for NaN (Rust's `signum` gives ±1 for ±0)", "np.sign", 3 ["-3.0, -0.0, 2.0"] => ["-1.0, 0.0, 1.0"];
    recip try_recip recip_inplace, "reciprocal `1 / x`", "np.reciprocal", 2 ["4.0, -0.5"] => ["0.25, -2.0"];
    relu try_relu relu_inplace, "rectified linear unit `max(x, 0)` (NaN stays NaN)", "np.maximum(x, 0)", 3 ["-2.0, 3.0, 0.0"] => ["0.0, 3.0, 0.0"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    cbrt try_cbrt cbrt_inplace, "cube root", "np.cbrt", 3 ["8.0, -27.0, 0.0"] => ["2.0, -3.0, 0.0"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    exp try_exp exp_inplace, "exponential `e^x`", "np.exp", 2 ["0.0, f64::NEG_INFINITY"] => ["1.0, 0.0"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    exp2 try_exp2 exp2_inplace, "power of two `2^x`", "np.exp2", 2 ["3.0, -1.0"] => ["8.0, 0.5"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    exp_m1 try_exp_m1 exp_m1_inplace, "`e^x - 1` (accurate near 0)", "np.expm1", 2 ["0.0, f64::NEG_INFINITY"] => ["0.0, -1.0"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    ln try_ln ln_inplace, "natural logarithm (`-inf` for ±0, NaN below zero)", "np.log", 2 ["1.0, 0.0"] => ["0.0, f64::NEG_INFINITY"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    log2 try_log2 log2_inplace, "base-2 logarithm", "np.log2", 2 ["8.0, 0.5"] => ["3.0, -1.0"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    log10 try_log10 log10_inplace, "base-10 logarithm", "np.log10", 2 ["100.0, 1.0"] => ["2.0, 0.0"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    ln_1p try_ln_1p ln_1p_inplace, "`ln(1 + x)` (accurate near 0)", "np.log1p", 2 ["0.0, -1.0"] => ["0.0, f64::NEG_INFINITY"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    sin try_sin sin_inplace, "sine (radians)", "np.sin", 2 ["0.0, core::f64::consts::FRAC_PI_2"] => ["0.0, 1.0"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    cos try_cos cos_inplace, "cosine (radians)", "np.cos", 2 ["0.0, core::f64::consts::PI"] => ["1.0, -1.0"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    tan try_tan tan_inplace, "tangent (radians)", "np.tan", 2 ["0.0, -0.0"] => ["0.0, -0.0"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    asin try_asin asin_inplace, "arcsine (NaN outside [-1, 1])", "np.arcsin", 2 ["0.0, 1.0"] => ["0.0, core::f64::consts::FRAC_PI_2"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    acos try_acos acos_inplace, "arccosine (NaN outside [-1, 1])", "np.arccos", 2 ["1.0, -1.0"] => ["0.0, core::f64::consts::PI"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    atan try_atan atan_inplace, "arctangent", "np.arctan", 2 ["0.0, f64::INFINITY"] => ["0.0, core::f64::consts::FRAC_PI_2"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    sinh try_sinh sinh_inplace, "hyperbolic sine", "np.sinh", 2 ["0.0, f64::NEG_INFINITY"] => ["0.0, f64::NEG_INFINITY"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    cosh try_cosh cosh_inplace, "hyperbolic cosine", "np.cosh", 2 ["0.0, f64::NEG_INFINITY"] => ["1.0, f64::INFINITY"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    tanh try_tanh tanh_inplace, "hyperbolic tangent", "np.tanh", 2 ["0.0, f64::NEG_INFINITY"] => ["0.0, -1.0"];
    #[cfg(any(feature = "std", feature = "libm"))]
    #[cfg_attr(docsrs, doc(cfg(any(feature = "std", feature = "libm"))))]
    sigmoid try_sigmoid sigmoid_inplace, "logistic sigmoid `1 / (1 + e^-x)` (PyTorch's `sigmoid`)", "1 / (1 + np.exp(-x))", 3 ["0.0, f64::NEG_INFINITY, f64::INFINITY"] => ["0.5, 0.0, 1.0"];
    }
    binary {
    atan2 try_atan2 atan2_inplace try_atan2_inplace atan2 atan2_inplace,
        "arctangent of `self / x` in the right quadrant (`self` is `y`)", "arctan2(y, x)", x,
        ["[0.0], [1.0]"] ["1.0, 0.0"] => ["[0.0, 0.0], [core::f64::consts::FRAC_PI_4, core::f64::consts::FRAC_PI_2]"];
    hypot try_hypot hypot_inplace try_hypot_inplace hypot hypot_inplace,
        "hypotenuse `sqrt(x² + y²)` (no overflow in between)", "hypot", y,
        ["[3.0], [5.0]"] ["4.0, 12.0"] => ["[5.0, 12.36931687685298], [6.4031242374328485, 13.0]"];
    powf_tensor try_powf_tensor powf_tensor_inplace try_powf_tensor_inplace powf powf_inplace,
        "power `self ^ exponent`", "power", exponent,
        ["[2.0], [9.0]"] ["3.0, 0.5"] => ["[8.0, core::f64::consts::SQRT_2], [729.0, 3.0]"];
    }
}
