//! Operations along one static axis that read a lane more than once or in order: `cumsum`,
//! `cumprod`, `softmax`, `log_softmax` (same shape as the input), `logsumexp`, `norm`,
//! `max`/`min` with positions, and `all`/`any`/`count_nonzero` of `bool` tensors (the axis
//! removed, or kept as size 1). The axis is a const generic checked by [`HasAxis`] (an axis out
//! of range does not compile); `max`/`min` also need [`NonEmptyAxis`].
//!
//! They run on a row-major buffer: the owned result itself (a copy of the input, for the
//! same-shape operations) or a copy of the input (the reductions that take more than one
//! pass), with the per-lane values in a buffer of the kept shape, of the input's owned kind:
//! nested arrays for inline tensors, so nothing is allocated and, with the sizes constant,
//! nothing can panic.

use super::axis::{AxisKept, AxisRemoved, Split};
use super::build::{elements, elements_mut, filled};
use super::element::Reducible;
use super::failure::{ReduceFailure, or_panic};
use super::lanes;
#[cfg(any(feature = "std", feature = "libm"))]
use super::op::Fold;
use super::op::{Max, Min};
#[cfg(any(feature = "std", feature = "libm"))]
use super::pairwise;
use super::storage::{ReadStorage, with_static};
use crate::shape::{HasAxis, Shape, TupleShape};
use crate::tensor::{Build, Filled, Storage, TensorBase};

/// The result of an operation along an axis that keeps the input's shape.
pub type AxisSame<U, T, S, M> = TensorBase<U, S, <M as Storage<T, S>>::Owned>;

impl<T, S: TupleShape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The split at axis `A`: its size and the number of elements after it (constants for
    /// static shapes).
    #[inline(always)]
    pub(super) fn lanes<const A: usize>(&self) -> (usize, usize) {
        if S::IS_STATIC {
            (Split::<S, A>::N, Split::<S, A>::INNER)
        } else {
            lanes::split(self.shape(), A)
        }
    }

    /// A row-major owned copy with `f` applied to every element.
    #[inline(always)]
    pub(super) fn copied_with<U: Copy>(
        &self,
        f: impl FnMut(&T) -> U,
    ) -> Result<AxisSame<U, T, S, M>, ReduceFailure>
    where
        Filled: Build<U>,
    {
        M::map::<M::Owned, U, Filled>(&self.buf, f)
            .map(TensorBase::from_buf)
            .map_err(ReduceFailure::from)
    }

    /// `f` folded along axis `A` over a row-major copy (mapped by `g`) into a result of shape
    /// `Out` whose every element starts as `init`.
    #[inline(always)]
    pub(super) fn fold_copy<const A: usize, X: Copy, U: Copy, Out: Shape>(
        &self,
        index: Out::Index,
        g: impl FnMut(&T) -> X,
        init: U,
        f: impl Fn(U, X) -> U,
    ) -> Result<TensorBase<U, Out, M::Owned>, ReduceFailure>
    where
        Filled: Build<X>,
    {
        let (n, inner) = self.lanes::<A>();
        let xs = self.copied_with(g)?;
        let mut out = filled::<U, Out, M::Owned>(index, init)?;
        lanes::fold_lanes(elements(&xs), elements_mut(&mut out), n, inner, f);
        Ok(out)
    }
}

/// The float elements of `softmax`, `log_softmax`, `logsumexp` and `norm`: `f32` and `f64`
/// (their exponentials, logarithms and powers come from `std`, or from `libm` with the `libm`
/// feature).
///
/// ```
/// use shaped::ops::AxisFloat;
/// fn float<T: AxisFloat>() {}
/// float::<f32>();
/// ```
#[cfg(any(feature = "std", feature = "libm"))]
#[diagnostic::on_unimplemented(
    message = "`softmax`, `log_softmax`, `logsumexp` and `norm` need `f32` or `f64` elements, not `{Self}`",
    label = "`{Self}` elements",
    note = "cast first: `t.cast::<f64>()`"
)]
pub trait AxisFloat: Reducible + num_traits::Float {}
#[cfg(any(feature = "std", feature = "libm"))]
impl AxisFloat for f32 {}
#[cfg(any(feature = "std", feature = "libm"))]
impl AxisFloat for f64 {}

impl<T: Reducible, S: TupleShape, M: ReadStorage<T, S>> TensorBase<T, S, M> {
    /// A running fold along axis `A` (`cumsum`, `cumprod`).
    #[inline(always)]
    pub(super) fn scan_core<const A: usize>(
        &self,
        f: impl Fn(T, T) -> T,
    ) -> Result<AxisSame<T, T, S, M>, ReduceFailure> {
        let (n, inner) = self.lanes::<A>();
        let mut out = self.copied_with(|&x| x)?;
        lanes::scan(elements_mut(&mut out), n, inner, f);
        Ok(out)
    }

    /// `softmax` (`log` false) or `log_softmax` along axis `A`: the lane's maximum subtracted
    /// first, as PyTorch does.
    #[cfg(any(feature = "std", feature = "libm"))]
    #[inline(always)]
    pub(super) fn softmax_core<const A: usize>(
        &self,
        log: bool,
    ) -> Result<AxisSame<T, T, S, M>, ReduceFailure>
    where
        T: AxisFloat,
        S: HasAxis<A>,
    {
        let (n, inner) = self.lanes::<A>();
        let mut out = self.copied_with(|&x| x)?;
        let kept = self.kept_index::<A>();
        let mut max = filled::<T, S::Kept, M::Owned>(kept.clone(), T::LOWEST)?;
        let mut sum = filled::<T, S::Kept, M::Owned>(kept, T::ZERO)?;
        let (x, m, s) = (
            elements_mut(&mut out),
            elements_mut(&mut max),
            elements_mut(&mut sum),
        );
        softmax_lanes(x, m, s, n, inner, log);
        Ok(out)
    }

    /// `logsumexp` along axis `A` into a result of shape `Out`: `ln Σ exp(x - m) + m`, with `m`
    /// the lane's maximum, or 0 when that is infinite (PyTorch's rule: the sum of no elements
    /// gives `-inf`, an infinite element gives that infinity, NaN propagates).
    #[cfg(any(feature = "std", feature = "libm"))]
    #[inline(always)]
    pub(super) fn logsumexp_core<const A: usize, Out: Shape>(
        &self,
        index: Out::Index,
    ) -> Result<TensorBase<T, Out, M::Owned>, ReduceFailure>
    where
        T: AxisFloat,
    {
        let (n, inner) = self.lanes::<A>();
        let xs = self.copied_with(|&x| x)?;
        let mut shift = filled::<T, Out, M::Owned>(index.clone(), T::LOWEST)?;
        let mut out = filled::<T, Out, M::Owned>(index, T::ZERO)?;
        let (x, m, o) = (
            elements(&xs),
            elements_mut(&mut shift),
            elements_mut(&mut out),
        );
        logsumexp_lanes(x, m, o, n, inner);
        Ok(out)
    }

    /// The `p`-norm along axis `A` into a result of shape `Out` (see [`Norm`]).
    #[cfg(any(feature = "std", feature = "libm"))]
    #[inline(always)]
    pub(super) fn norm_core<const A: usize, Out: Shape>(
        &self,
        p: T,
        index: Out::Index,
    ) -> Result<TensorBase<T, Out, M::Owned>, ReduceFailure>
    where
        T: AxisFloat,
    {
        let norm = Norm::of(p);
        let (n, inner) = self.lanes::<A>();
        if n == 0 && !norm.has_identity() {
            // PyTorch and NumPy refuse this norm of no elements; a norm along a static axis
            // has no error to report for a value, so each result is NaN, the value that
            // stands for none.
            return Ok(filled::<T, Out, M::Owned>(index, T::nan())?);
        }
        let xs = self.copied_with(|&x| x)?;
        let mut out = filled::<T, Out, M::Owned>(index, norm.init())?;
        let o = elements_mut(&mut out);
        pairwise::fold_lanes(
            elements(&xs),
            o,
            n,
            inner,
            norm.init(),
            norm.combine(),
            |x, _| norm.term(x),
        );
        for v in o {
            *v = norm.finish(*v);
        }
        Ok(out)
    }
}

/// `softmax` (`log` false) or `log_softmax` of the lanes of the row-major `x`, in place, with
/// `m` (starting at `-inf`) and `s` (starting at 0) buffers of one element per lane.
#[cfg(any(feature = "std", feature = "libm"))]
#[inline(always)]
pub(super) fn softmax_lanes<T: AxisFloat>(
    x: &mut [T],
    m: &mut [T],
    s: &mut [T],
    n: usize,
    inner: usize,
    log: bool,
) {
    lanes::fold_lanes(x, m, n, inner, <Max as Fold<T>>::combine);
    let add = |a: T, b: T| a + b;
    if log {
        lanes::with_lane(x, m, n, inner, |x, m| x - m);
        pairwise::fold_lanes(x, s, n, inner, T::ZERO, add, |d, _| d.exp());
        lanes::with_lane(x, s, n, inner, |d, s| d - s.ln());
    } else {
        // Each exponential once: stored, summed, then divided.
        lanes::with_lane(x, m, n, inner, |x, m| (x - m).exp());
        pairwise::fold_lanes(x, s, n, inner, T::ZERO, add, |e, _| e);
        lanes::with_lane(x, s, n, inner, |e, s| e / s);
    }
}

/// `logsumexp` of the lanes of the row-major `x` into `o` (starting at 0), with `m` (starting
/// at `-inf`) a buffer of one element per lane.
#[cfg(any(feature = "std", feature = "libm"))]
#[inline(always)]
pub(super) fn logsumexp_lanes<T: AxisFloat>(
    x: &[T],
    m: &mut [T],
    o: &mut [T],
    n: usize,
    inner: usize,
) {
    lanes::fold_lanes(x, m, n, inner, <Max as Fold<T>>::combine);
    for v in m.iter_mut() {
        if v.is_infinite() {
            *v = T::ZERO;
        }
    }
    let shift = |at: usize| m.get(at).copied().unwrap_or(T::ZERO);
    pairwise::fold_lanes(
        x,
        o,
        n,
        inner,
        T::ZERO,
        |a, b| a + b,
        |x, at| (x - shift(at)).exp(),
    );
    for (sum, &m) in o.iter_mut().zip(m.iter()) {
        *sum = sum.ln() + m;
    }
}

/// The kinds of `p`-norm ([`vector_norm`] in PyTorch): `inf` the largest magnitude, `-inf` the
/// smallest, `0` the number of non-zero elements, `1` the sum of magnitudes, `2` the square
/// root of the sum of squares, any other `p` `(Σ |x|^p)^(1/p)`.
///
/// [`vector_norm`]: https://pytorch.org/docs/stable/generated/torch.linalg.vector_norm.html
#[cfg(any(feature = "std", feature = "libm"))]
#[derive(Clone, Copy)]
pub(crate) enum Norm<T> {
    Inf,
    NegInf,
    Zero,
    One,
    Two,
    P(T),
}

#[cfg(any(feature = "std", feature = "libm"))]
impl<T: AxisFloat> Norm<T> {
    #[inline(always)]
    pub(crate) fn of(p: T) -> Self {
        if p == T::infinity() {
            Norm::Inf
        } else if p == T::neg_infinity() {
            Norm::NegInf
        } else if p == T::zero() {
            Norm::Zero
        } else if p == T::one() {
            Norm::One
        } else if p == T::one() + T::one() {
            Norm::Two
        } else {
            Norm::P(p)
        }
    }

    /// Whether the norm of no elements exists: PyTorch refuses `inf` and negative `p`
    /// (`ord < 0 || ord == inf`), so a NaN `p` gives `0^(1/NaN)`, NaN, as in NumPy.
    #[inline(always)]
    pub(crate) fn has_identity(self) -> bool {
        match self {
            Norm::Inf | Norm::NegInf => false,
            Norm::P(p) => p >= T::zero() || num_traits::Float::is_nan(p),
            _ => true,
        }
    }

    #[inline(always)]
    pub(crate) fn init(self) -> T {
        match self {
            Norm::NegInf => T::HIGHEST,
            _ => T::ZERO,
        }
    }

    /// The term an element adds: its magnitude, whether it is non-zero, its square, or its
    /// magnitude to the power `p`.
    #[inline(always)]
    pub(crate) fn term(self, x: T) -> T {
        match self {
            Norm::Inf | Norm::NegInf | Norm::One => x.abs(),
            Norm::Zero => {
                if x == T::zero() {
                    T::zero()
                } else {
                    T::one()
                }
            }
            Norm::Two => x * x,
            Norm::P(p) => x.abs().powf(p),
        }
    }

    /// How terms combine (the largest or smallest for the infinite norms, else their sum);
    /// [`init`](Self::init) is its identity.
    #[inline(always)]
    pub(crate) fn combine(self) -> impl Fn(T, T) -> T + Copy {
        move |a, b| match self {
            Norm::Inf => <Max as Fold<T>>::combine(a, b),
            Norm::NegInf => <Min as Fold<T>>::combine(a, b),
            _ => a + b,
        }
    }

    #[inline(always)]
    pub(crate) fn finish(self, acc: T) -> T {
        match self {
            Norm::Two => acc.sqrt(),
            Norm::P(p) => acc.powf(p.recip()),
            _ => acc,
        }
    }
}

/// The public methods of an operation along `AXIS` that keeps the shape: the panicking form
/// and the `try_` form.
macro_rules! same_shape_methods {
    (decls $(#[$cfg:meta])* [$($bound:tt)*], $name:ident, $try_name:ident, $what:literal,
        $example:literal, |$t:ident| $core:expr
    ) => {
            $(#[$cfg])*
            #[doc = concat!("The ", $what, " along axis `AXIS` (PyTorch's `",
                stringify!($name), "(dim=AXIS)`); the result has the input's shape. An axis out ",
                "of range does not compile.\n\n```\nuse shaped::prelude::*;\n", $example,
                "\n```\n\n# Panics\n\nOnly when a heap result cannot be allocated (never for ",
                "inline tensors). See [`", stringify!($try_name), "`](Self::",
                stringify!($try_name), ").")]
            fn $name<const AXIS: usize>(&self) -> AxisSame<T, T, S, M>
            where
                T: Reducible,
                S: HasAxis<AXIS>, $($bound)*;

            $(#[$cfg])*
            #[doc = concat!("[`", stringify!($name), "`](Self::", stringify!($name), ") ",
                "returning the error instead of panicking.\n\n# Errors\n\n",
                "[`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when a heap result ",
                "cannot be allocated.")]
            #[cfg(feature = "alloc")]
            fn $try_name<const AXIS: usize>(
                &self,
            ) -> Result<AxisSame<T, T, S, M>, crate::ShapeError>
            where
                T: Reducible,
                S: HasAxis<AXIS>, $($bound)*;

    };
    (impls $(#[$cfg:meta])* [$($bound:tt)*], $name:ident, $try_name:ident, $what:literal,
        $example:literal, |$t:ident| $core:expr
    ) => {
            $(#[$cfg])*
            #[track_caller]
            #[inline]
            fn $name<const AXIS: usize>(&self) -> AxisSame<T, T, S, M>
            where
                T: Reducible,
                S: HasAxis<AXIS>, $($bound)*
            {
                let $t = self;
                or_panic($core, self.shape())
            }

            $(#[$cfg])*
            #[cfg(feature = "alloc")]
            fn $try_name<const AXIS: usize>(
                &self,
            ) -> Result<AxisSame<T, T, S, M>, crate::ShapeError>
            where
                T: Reducible,
                S: HasAxis<AXIS>, $($bound)*
            {
                let $t = self;
                $core.map_err(|f| f.error(self.shape()))
            }

    };
}

/// The public methods of a reduction along `AXIS` that may keep it: removing it, keeping it as
/// size 1, and their `try_` forms. `$args` are extra arguments.
macro_rules! reduce_methods {
    (
        $(#[$cfg:meta])* $impl_t:ty, [$($ib:tt)*], [$($bound:tt)*], $out:ty, $kept:ty,
        $name:ident, $keep:ident, $try_name:ident, $try_keep:ident, ($($arg:ident: $at:ty),*),
        $what:literal, $example:literal, $panics:literal, $errors:literal,
        |$t:ident, $index:ident| $core:expr
    ) => {
        $(#[$cfg])*
        #[doc = concat!("**Along an axis**: `", stringify!($name), "::<AXIS>()`, `", stringify!($keep), "::<AXIS>()`.")]
        impl<$($ib)* S: TupleShape, M: ReadStorage<$impl_t, S>> TensorBase<$impl_t, S, M> {
            #[doc = concat!("The ", $what, " along axis `AXIS`, which the result's shape drops ",
                "(PyTorch's `", stringify!($name), "(dim=AXIS)`). An axis out of range does not ",
                "compile.\n\n```\nuse shaped::prelude::*;\n", $example, "\n```\n\n# Panics\n\n",
                $panics, " See [`", stringify!($try_name), "`](Self::", stringify!($try_name), ").")]
            #[track_caller]
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn $name<const AXIS: usize>(&self $(, $arg: $at)*) -> $out
            where
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.removed_index::<AXIS>();
                or_panic($core, self.shape())
            }

            #[doc = concat!("[`", stringify!($name), "`](Self::", stringify!($name), ") with ",
                "the axis kept as size 1, so the result broadcasts back against `self` ",
                "(PyTorch's `keepdim=True`).\n\n# Panics\n\n", $panics)]
            #[track_caller]
            #[inline]
            #[allow(clippy::type_complexity)]
            pub fn $keep<const AXIS: usize>(&self $(, $arg: $at)*) -> $kept
            where
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.kept_index::<AXIS>();
                or_panic($core, self.shape())
            }

            #[doc = concat!("[`", stringify!($name), "`](Self::", stringify!($name), ") ",
                "returning the error instead of panicking.\n\n# Errors\n\n", $errors)]
            #[cfg(feature = "alloc")]
            #[allow(clippy::type_complexity)]
            pub fn $try_name<const AXIS: usize>(
                &self $(, $arg: $at)*
            ) -> Result<$out, crate::ShapeError>
            where
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.removed_index::<AXIS>();
                $core.map_err(|f| f.error(self.shape()))
            }

            #[doc = concat!("[`", stringify!($keep), "`](Self::", stringify!($keep), ") ",
                "returning the error instead of panicking.\n\n# Errors\n\n", $errors)]
            #[cfg(feature = "alloc")]
            #[allow(clippy::type_complexity)]
            pub fn $try_keep<const AXIS: usize>(
                &self $(, $arg: $at)*
            ) -> Result<$kept, crate::ShapeError>
            where
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.kept_index::<AXIS>();
                $core.map_err(|f| f.error(self.shape()))
            }
        }
    };
    (decls $(#[$cfg:meta])* $impl_t:ty, [$($ib:tt)*], [$($bound:tt)*], $out:ty, $kept:ty,
        $name:ident, $keep:ident, $try_name:ident, $try_keep:ident, ($($arg:ident: $at:ty),*),
        $what:literal, $example:literal, $panics:literal, $errors:literal,
        |$t:ident, $index:ident| $core:expr
    ) => {
            $(#[$cfg])*
            #[doc = concat!("The ", $what, " along axis `AXIS`, which the result's shape drops ",
                "(PyTorch's `", stringify!($name), "(dim=AXIS)`). An axis out of range does not ",
                "compile.\n\n```\nuse shaped::prelude::*;\n", $example, "\n```\n\n# Panics\n\n",
                $panics, " See [`", stringify!($try_name), "`](Self::", stringify!($try_name), ").")]
            fn $name<const AXIS: usize>(&self $(, $arg: $at)*) -> $out
            where
                $($ib)*
                S: HasAxis<AXIS> $($bound)*;

            $(#[$cfg])*
            #[doc = concat!("[`", stringify!($name), "`](Self::", stringify!($name), ") with ",
                "the axis kept as size 1, so the result broadcasts back against `self` ",
                "(PyTorch's `keepdim=True`).\n\n# Panics\n\n", $panics)]
            fn $keep<const AXIS: usize>(&self $(, $arg: $at)*) -> $kept
            where
                $($ib)*
                S: HasAxis<AXIS> $($bound)*;

            $(#[$cfg])*
            #[doc = concat!("[`", stringify!($name), "`](Self::", stringify!($name), ") ",
                "returning the error instead of panicking.\n\n# Errors\n\n", $errors)]
            #[cfg(feature = "alloc")]
            fn $try_name<const AXIS: usize>(
                &self $(, $arg: $at)*
            ) -> Result<$out, crate::ShapeError>
            where
                $($ib)*
                S: HasAxis<AXIS> $($bound)*;

            $(#[$cfg])*
            #[doc = concat!("[`", stringify!($keep), "`](Self::", stringify!($keep), ") ",
                "returning the error instead of panicking.\n\n# Errors\n\n", $errors)]
            #[cfg(feature = "alloc")]
            fn $try_keep<const AXIS: usize>(
                &self $(, $arg: $at)*
            ) -> Result<$kept, crate::ShapeError>
            where
                $($ib)*
                S: HasAxis<AXIS> $($bound)*;

    };
    (impls $(#[$cfg:meta])* $impl_t:ty, [$($ib:tt)*], [$($bound:tt)*], $out:ty, $kept:ty,
        $name:ident, $keep:ident, $try_name:ident, $try_keep:ident, ($($arg:ident: $at:ty),*),
        $what:literal, $example:literal, $panics:literal, $errors:literal,
        |$t:ident, $index:ident| $core:expr
    ) => {
            $(#[$cfg])*
            #[track_caller]
            #[inline]
            #[allow(clippy::type_complexity)]
            fn $name<const AXIS: usize>(&self $(, $arg: $at)*) -> $out
            where
                $($ib)*
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.removed_index::<AXIS>();
                or_panic($core, self.shape())
            }

            $(#[$cfg])*
            #[track_caller]
            #[inline]
            #[allow(clippy::type_complexity)]
            fn $keep<const AXIS: usize>(&self $(, $arg: $at)*) -> $kept
            where
                $($ib)*
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.kept_index::<AXIS>();
                or_panic($core, self.shape())
            }

            $(#[$cfg])*
            #[cfg(feature = "alloc")]
            #[allow(clippy::type_complexity)]
            fn $try_name<const AXIS: usize>(
                &self $(, $arg: $at)*
            ) -> Result<$out, crate::ShapeError>
            where
                $($ib)*
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.removed_index::<AXIS>();
                $core.map_err(|f| f.error(self.shape()))
            }

            $(#[$cfg])*
            #[cfg(feature = "alloc")]
            #[allow(clippy::type_complexity)]
            fn $try_keep<const AXIS: usize>(
                &self $(, $arg: $at)*
            ) -> Result<$kept, crate::ShapeError>
            where
                $($ib)*
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.kept_index::<AXIS>();
                $core.map_err(|f| f.error(self.shape()))
            }

    };
}

/// The trait items (`decls`) or impl items (`impls`) of the functions and reductions along a
/// static axis, for [`StaticReductions`](super::StaticReductions).
macro_rules! along_reductions {
    ($mode:ident) => {
same_shape_methods!($mode
    [],
    cumsum,
    try_cumsum,
    "running sum (integers wrap on overflow)",
    "let t = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);\n\
     assert_eq!(t.cumsum::<1>().to_vec(), vec![1, 3, 6, 4, 9, 15]);\n\
     assert_eq!(t.cumsum::<0>().to_vec(), vec![1, 2, 3, 5, 7, 9]);",
    |t| t.scan_core::<AXIS>(Reducible::add)
);

same_shape_methods!($mode
    [],
    cumprod,
    try_cumprod,
    "running product (integers wrap on overflow)",
    "let t = Tensor::<f64, shape![4]>::from([1.0, 2.0, 3.0, 4.0]);\n\
     assert_eq!(t.cumprod::<0>().to_vec(), vec![1.0, 2.0, 6.0, 24.0]);",
    |t| t.scan_core::<AXIS>(Reducible::mul)
);

same_shape_methods!($mode
    #[cfg(any(feature = "std", feature = "libm"))]
    [T: AxisFloat],
    softmax,
    try_softmax,
    "softmax, `exp(x - max) / Σ exp(x - max)` (the maximum subtracted first, so large \
     values do not overflow; a lane holding NaN, or `+inf`, or only `-inf` gives NaN, as in \
     PyTorch)",
    "let t = Tensor::<f32, shape![2, 2]>::from([[0.0, 0.0], [1000.0, 1000.0]]);\n\
     assert_eq!(t.softmax::<1>().to_vec(), vec![0.5; 4]);",
    |t| t.softmax_core::<AXIS>(false)
);

same_shape_methods!($mode
    #[cfg(any(feature = "std", feature = "libm"))]
    [T: AxisFloat],
    log_softmax,
    try_log_softmax,
    "log-softmax, `(x - max) - ln Σ exp(x - max)` (stable, as PyTorch's)",
    "let t = Tensor::<f64, shape![2]>::from([0.0, 0.0]);\n\
     assert_eq!(t.log_softmax::<0>().to_vec(), vec![-(2.0f64.ln()); 2]);",
    |t| t.softmax_core::<AXIS>(true)
);

reduce_methods!($mode
    #[cfg(any(feature = "std", feature = "libm"))]
    T, [T: AxisFloat,], [], Self::Removed<T, AXIS>, Self::Kept<T, AXIS>,
    logsumexp, logsumexp_keepdim, try_logsumexp, try_logsumexp_keepdim, (),
    "`ln Σ exp(x)`, computed stably (the lane's maximum taken out first; `-inf` along an empty \
     axis)",
    "let t = Tensor::<f64, shape![2, 2]>::from([[0.0, 0.0], [1000.0, 1000.0]]);\n\
     let l = t.logsumexp::<1>();\n\
     assert_eq!(l.to_vec(), vec![2.0f64.ln(), 1000.0 + 2.0f64.ln()]);",
    "Only when a heap result cannot be allocated (never for inline tensors).",
    "[`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when a heap result cannot be \
     allocated.",
    |t, index| t.logsumexp_core::<AXIS, _>(index)
);

reduce_methods!($mode
    #[cfg(any(feature = "std", feature = "libm"))]
    T, [T: AxisFloat,], [], Self::Removed<T, AXIS>, Self::Kept<T, AXIS>,
    norm, norm_keepdim, try_norm, try_norm_keepdim, (p: T),
    "vector `p`-norm (PyTorch's `linalg.vector_norm(t, ord=p, dim=AXIS)`): `p = 2.0` the \
     Euclidean norm, `1.0` the sum of magnitudes, `T::INFINITY` the largest magnitude, \
     `T::NEG_INFINITY` the smallest, `0.0` the number of non-zero elements, any other `p` \
     `(Σ |x|^p)^(1/p)`",
    "let t = Tensor::<f32, shape![2, 2]>::from([[3.0, -4.0], [1.0, 1.0]]);\n\
     assert_eq!(t.norm::<1>(2.0).to_vec(), vec![5.0, 2.0f32.sqrt()]);\n\
     assert_eq!(t.norm::<1>(1.0).to_vec(), vec![7.0, 2.0]);\n\
     assert_eq!(t.norm::<0>(f32::INFINITY).to_vec(), vec![3.0, 4.0]);",
    "Only when a heap result cannot be allocated (never for inline tensors). Along an axis of \
     size 0 the norm is 0, or NaN for an infinite or negative `p`, whose norm of no elements \
     does not exist (PyTorch raises `linalg.vector_norm cannot compute the inf norm on the \
     dimension 1because this dimension is empty ...`, as `DynTensor::norm` does; NumPy raises \
     for `inf` and `-inf`); a NaN `p` gives NaN, as in both.",
    "[`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when a heap result cannot be \
     allocated.",
    |t, index| t.norm_core::<AXIS, _>(p, index)
);

reduce_methods!($mode
    T, [T: Reducible,], [+ NonEmptyAxis<AXIS>],
    (Self::Removed<T, AXIS>, Self::Removed<usize, AXIS>),
    (Self::Kept<T, AXIS>, Self::Kept<usize, AXIS>),
    max, max_keepdim, try_max, try_max_keepdim, (),
    "largest value and its position (PyTorch's `max(dim)`: the values as `amax`, the first \
     position as `argmax`; a NaN is the largest, at the first NaN)",
    "let t = Tensor::<f32, shape![2, 3]>::from([[1.0, 5.0, 5.0], [7.0, f32::NAN, 2.0]]);\n\
     let (values, at) = t.max::<1>();\n\
     assert_eq!(values.get([0]), Some(&5.0));\n\
     assert!(values.get([1]).unwrap().is_nan());\n\
     assert_eq!(at.to_vec(), vec![1, 1]);",
    "When a run-time (`Dyn`) axis has size 0 (`max(): Expected reduction dim 1 to have \
     non-zero size.`), or a heap result cannot be allocated. A static size 0 does not compile.",
    "`ShapeError::ReductionEmptyDim` along an empty run-time axis; \
     [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when a heap result cannot be \
     allocated.",
    |t, index| t.pick_axis_core::<AXIS, MaxAt, _>(index)
);

reduce_methods!($mode
    T, [T: Reducible,], [+ NonEmptyAxis<AXIS>],
    (Self::Removed<T, AXIS>, Self::Removed<usize, AXIS>),
    (Self::Kept<T, AXIS>, Self::Kept<usize, AXIS>),
    min, min_keepdim, try_min, try_min_keepdim, (),
    "smallest value and its position (PyTorch's `min(dim)`; a NaN is the smallest, at the \
     first NaN)",
    "let t = Tensor::<i32, shape![2, 3]>::from([[4, 1, 1], [0, 9, 2]]);\n\
     let (values, at) = t.min::<1>();\n\
     assert_eq!(values.to_vec(), vec![1, 0]);\n\
     assert_eq!(at.to_vec(), vec![1, 0]);",
    "When a run-time (`Dyn`) axis has size 0 (`min(): Expected reduction dim 1 to have \
     non-zero size.`), or a heap result cannot be allocated. A static size 0 does not compile.",
    "`ShapeError::ReductionEmptyDim` along an empty run-time axis; \
     [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when a heap result cannot be \
     allocated.",
    |t, index| t.pick_axis_core::<AXIS, MinAt, _>(index)
);
    };
}
pub(super) use {along_reductions, reduce_methods, same_shape_methods};

reduce_methods!(
    bool, [], [], AxisRemoved<bool, bool, S, AXIS, M>, AxisKept<bool, bool, S, AXIS, M>,
    all, all_keepdim, try_all, try_all_keepdim, (),
    "logical and (`true` along an empty axis)",
    "let t = Tensor::<bool, shape![2, 2]>::from([[true, false], [true, true]]);\n\
     assert_eq!(t.all::<1>().to_vec(), vec![false, true]);\n\
     assert_eq!(t.all::<0>().to_vec(), vec![true, false]);",
    "Only when a heap result cannot be allocated (never for inline tensors).",
    "[`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when a heap result cannot be \
     allocated.",
    |t, index| t.fold_copy::<AXIS, bool, bool, _>(index, |&x| x, true, |a, x| a & x)
);

reduce_methods!(
    bool, [], [], AxisRemoved<bool, bool, S, AXIS, M>, AxisKept<bool, bool, S, AXIS, M>,
    any, any_keepdim, try_any, try_any_keepdim, (),
    "logical or (`false` along an empty axis)",
    "let t = Tensor::<bool, shape![2, 2]>::from([[true, false], [false, false]]);\n\
     assert_eq!(t.any::<1>().to_vec(), vec![true, false]);",
    "Only when a heap result cannot be allocated (never for inline tensors).",
    "[`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when a heap result cannot be \
     allocated.",
    |t, index| t.fold_copy::<AXIS, bool, bool, _>(index, |&x| x, false, |a, x| a | x)
);

/// **Along an axis**: `count_nonzero::<AXIS>()` of a `bool` tensor.
impl<S: TupleShape, M: ReadStorage<bool, S>> TensorBase<bool, S, M> {
    /// The number of `true` elements along axis `AXIS`, which the result's shape drops
    /// (PyTorch's `count_nonzero(dim=AXIS)`, which has no `keepdim`). For numbers, count
    /// a mask: `t.map(|&x| x != 0).count_nonzero::<AXIS>()`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<bool, shape![2, 3]>::from([[true, false, true], [false, false, false]]);
    /// assert_eq!(t.count_nonzero::<1>().to_vec(), vec![2, 0]);
    /// assert_eq!(t.count_nonzero::<0>().to_vec(), vec![1, 0, 1]);
    /// ```
    ///
    /// # Panics
    ///
    /// Only when a heap result cannot be allocated (never for inline tensors).
    #[track_caller]
    #[inline]
    pub fn count_nonzero<const AXIS: usize>(&self) -> AxisRemoved<usize, bool, S, AXIS, M>
    where
        S: HasAxis<AXIS>,
    {
        let index = self.removed_index::<AXIS>();
        let r = self.fold_copy::<AXIS, bool, usize, _>(index, |&x| x, 0, |a, x| a + x as usize);
        or_panic(r, self.shape())
    }

    /// [`count_nonzero`](Self::count_nonzero) returning the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when a heap result cannot
    /// be allocated.
    #[cfg(feature = "alloc")]
    pub fn try_count_nonzero<const AXIS: usize>(
        &self,
    ) -> Result<AxisRemoved<usize, bool, S, AXIS, M>, crate::ShapeError>
    where
        S: HasAxis<AXIS>,
    {
        let index = self.removed_index::<AXIS>();
        self.fold_copy::<AXIS, bool, usize, _>(index, |&x| x, 0, |a, x| a + x as usize)
            .map_err(|f| f.error(self.shape()))
    }
}

impl<T: Copy, S: Shape, M: ReadStorage<T, S>> TensorBase<T, S, M> {
    /// `f` folded over every element from `init`, in memory order (no copy, no allocation).
    #[inline(always)]
    fn fold_elements<U: Copy>(&self, init: U, f: impl Fn(U, T) -> U) -> U {
        let mut acc = init;
        let done = with_static::<T, S, M, _>(&self.buf, |xs| {
            for &x in xs {
                acc = f(acc, x);
            }
        });
        if done.is_none() {
            self.with_strided(|s| crate::kernel::visit(s, |&x| acc = f(acc, x)));
        }
        acc
    }
}

/// **Reductions** over all elements: `max_all`, `min_all` (PyTorch's `t.max()`, `t.min()`).
impl<T: Reducible, S: Shape, M: ReadStorage<T, S>> TensorBase<T, S, M> {
    /// The largest element (PyTorch's `t.max()`, which returns no position; see
    /// [`argmax_all`](Self::argmax_all)): [`amax_all`](Self::amax_all) with `max` in its
    /// error text. NaN if any element is NaN.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// assert_eq!(Tensor::<i32, shape![3]>::from([1, 7, 2]).max_all(), 7);
    /// ```
    ///
    /// # Panics
    ///
    /// When the tensor has no elements (`max(): Expected reduction dim to be specified for
    /// input.numel() == 0. Specify the reduction dim with the 'dim' argument.`).
    #[track_caller]
    #[inline]
    pub fn max_all(&self) -> T {
        let r = self
            .extreme_all::<Max>()
            .map_err(|_| ReduceFailure::EmptyInput { op: "max" });
        or_panic(r, self.shape())
    }

    /// The smallest element (PyTorch's `t.min()`); NaN if any element is NaN.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// assert_eq!(Tensor::<i32, shape![3]>::from([1, 7, 2]).min_all(), 1);
    /// ```
    ///
    /// # Panics
    ///
    /// When the tensor has no elements (the text names `min()`).
    #[track_caller]
    #[inline]
    pub fn min_all(&self) -> T {
        let r = self
            .extreme_all::<Min>()
            .map_err(|_| ReduceFailure::EmptyInput { op: "min" });
        or_panic(r, self.shape())
    }

    /// [`max_all`](Self::max_all), returning the error instead of panicking.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// assert_eq!(
    ///     DynTensor::<f32>::zeros(&[0]).try_max_all().unwrap_err().to_string(),
    ///     "max(): Expected reduction dim to be specified for input.numel() == 0. \
    ///      Specify the reduction dim with the 'dim' argument."
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// [`ShapeError::ReductionEmptyInput`](crate::ShapeError::ReductionEmptyInput) when the
    /// tensor has no elements.
    #[cfg(feature = "alloc")]
    pub fn try_max_all(&self) -> Result<T, crate::ShapeError> {
        self.extreme_all::<Max>()
            .map_err(|_| crate::ShapeError::ReductionEmptyInput { op: "max" })
    }

    /// [`min_all`](Self::min_all), returning the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::ReductionEmptyInput`](crate::ShapeError::ReductionEmptyInput) when the
    /// tensor has no elements.
    #[cfg(feature = "alloc")]
    pub fn try_min_all(&self) -> Result<T, crate::ShapeError> {
        self.extreme_all::<Min>()
            .map_err(|_| crate::ShapeError::ReductionEmptyInput { op: "min" })
    }
}

/// **Reductions** over all elements: the vector norm.
#[cfg(any(feature = "std", feature = "libm"))]
impl<T: AxisFloat, S: Shape, M: ReadStorage<T, S>> TensorBase<T, S, M> {
    #[inline(always)]
    fn norm_all_core(&self, p: T) -> Result<T, ReduceFailure> {
        let norm = Norm::of(p);
        if self.numel() == 0 && !norm.has_identity() {
            return Err(ReduceFailure::NormEmpty {
                ord: p.to_f64().unwrap_or(f64::NAN),
                dim: None,
            });
        }
        let (init, combine) = (norm.init(), norm.combine());
        let mut acc = [init];
        let fold = |xs: &[T]| {
            pairwise::fold_lanes(xs, &mut acc, xs.len(), 1, init, combine, |x, _| {
                norm.term(x)
            });
        };
        if with_static::<T, S, M, _>(&self.buf, fold).is_none() {
            let all = [true; crate::kernel::CAP];
            let rank = self.rank().min(all.len());
            self.with_strided(|s| {
                super::kernel::fold_map_into(s, &all[..rank], &mut acc, init, combine, |x, _| {
                    norm.term(x)
                });
            });
        }
        Ok(norm.finish(acc[0]))
    }

    /// The vector `p`-norm of all elements (PyTorch's `linalg.vector_norm(t, ord=p)`, NumPy's
    /// `np.linalg.norm(t.ravel(), ord=p)`): `2.0` Euclidean, `1.0` the sum of magnitudes,
    /// `T::INFINITY` the largest magnitude, `T::NEG_INFINITY` the smallest, `0.0` the number
    /// of non-zero elements, any other `p` `(Σ |x|^p)^(1/p)`. The squares are summed as they
    /// are (no rescaling), as PyTorch and NumPy do: a norm past the float range is infinite.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<f64, shape![2, 2]>::from([[3.0, -4.0], [0.0, 0.0]]);
    /// assert_eq!(t.norm_all(2.0), 5.0);
    /// assert_eq!(t.norm_all(1.0), 7.0);
    /// assert_eq!(t.norm_all(f64::INFINITY), 4.0);
    /// assert_eq!(t.norm_all(0.0), 2.0);
    /// ```
    ///
    /// # Panics
    ///
    /// For a tensor with no elements when `p` is infinite or negative (`linalg.vector_norm
    /// cannot compute the inf norm on an empty tensor because the operation does not have an
    /// identity`); never for a static shape without size-0 dims.
    #[track_caller]
    #[inline]
    pub fn norm_all(&self, p: T) -> T {
        or_panic(self.norm_all_core(p), self.shape())
    }

    /// [`norm_all`](Self::norm_all), returning the error instead of panicking.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// assert_eq!(
    ///     DynTensor::<f32>::zeros(&[0]).try_norm_all(-1.0).unwrap_err().to_string(),
    ///     "linalg.vector_norm cannot compute the -1 norm on an empty tensor because the \
    ///      operation does not have an identity"
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// `ShapeError::NormEmpty` for a tensor with no elements when `p` is infinite or negative.
    #[cfg(feature = "alloc")]
    pub fn try_norm_all(&self, p: T) -> Result<T, crate::ShapeError> {
        self.norm_all_core(p).map_err(|f| f.error(self.shape()))
    }
}

/// **Reductions** of `bool` tensors over all elements: `all_all`, `any_all`,
/// `count_nonzero_all` (PyTorch's `t.all()`, `t.any()`, `count_nonzero(t)`).
impl<S: Shape, M: ReadStorage<bool, S>> TensorBase<bool, S, M> {
    /// Whether every element is `true` (`true` for a tensor with no elements). Never fails.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
    /// assert!(t.map(|&x| x > 0.0).all_all());
    /// assert!(DynTensor::full(&[0], false).all_all());
    /// ```
    #[inline]
    pub fn all_all(&self) -> bool {
        self.fold_elements(true, |a, x| a & x)
    }

    /// Whether any element is `true` (`false` for a tensor with no elements). Never fails.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<bool, shape![2, 2]>::from([[false, false], [true, false]]);
    /// assert!(t.any_all());
    /// ```
    #[inline]
    pub fn any_all(&self) -> bool {
        self.fold_elements(false, |a, x| a | x)
    }

    /// The number of `true` elements. Never fails.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<bool, shape![2, 2]>::from([[true, false], [true, true]]);
    /// assert_eq!(t.count_nonzero_all(), 3);
    /// ```
    #[inline]
    pub fn count_nonzero_all(&self) -> usize {
        self.fold_elements(0, |a, x| a + x as usize)
    }
}
