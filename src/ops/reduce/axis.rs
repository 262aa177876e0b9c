//! Reductions along one static axis of a tuple shape: `sum::<AXIS>()` removes the axis from the
//! type, `sum_keepdim::<AXIS>()` keeps it as `Const<1>`, through the relation
//! [`HasAxis`]. An out-of-range axis does not compile (the message names the shape); `amax`,
//! `amin`, `argmax` and `argmin` along a static size-0 axis do not compile either
//! ([`NonEmptyAxis`]).

use core::marker::PhantomData;

use super::build::{elements_mut, filled};
use super::element::{MeanElement, Reducible};
use super::failure::ReduceFailure;
use super::op::{Fold, Pick, Sum};
use super::picks::{RowMajorPicks, StridedPicks};
use super::storage::{ReadStorage, with_static};
use super::{flat, kernel};
use crate::kernel::CAP;
use crate::shape::{HasAxis, Shape, TupleShape};
use crate::tensor::{Kind, TensorBase};

/// The split of a static shape at axis `A`: the axis's size and the elements after it, as
/// constants (used by the inline loops; sizes of `Dyn` dims read 0 and are never used).
pub(super) struct Split<S, const A: usize>(PhantomData<S>);

impl<S: Shape, const A: usize> Split<S, A> {
    pub(super) const N: usize = flat::product(S::FIXED_DIMS, A, A + 1);
    pub(super) const INNER: usize = flat::product(S::FIXED_DIMS, A + 1, usize::MAX);
}

/// The result of reducing a tensor of shape `S` and storage `M` along axis `A`, removing it.
pub type AxisRemoved<U, T, S, const A: usize, M> =
    TensorBase<U, <S as HasAxis<A>>::Removed, <M as crate::tensor::Storage<T, S>>::Owned>;

/// The result of reducing a tensor of shape `S` and storage `M` along axis `A`, keeping it as
/// size 1.
pub type AxisKept<U, T, S, const A: usize, M> =
    TensorBase<U, <S as HasAxis<A>>::Kept, <M as crate::tensor::Storage<T, S>>::Owned>;

impl<T, S: TupleShape, M: crate::tensor::Storage<T, S>> TensorBase<T, S, M> {
    #[inline(always)]
    pub(super) fn removed_index<const A: usize>(
        &self,
    ) -> <<S as HasAxis<A>>::Removed as Shape>::Index
    where
        S: HasAxis<A>,
    {
        let dims = self.shape();
        <S as HasAxis<A>>::Removed::index_with(|k| dims[if k < A { k } else { k + 1 }])
    }

    #[inline(always)]
    pub(super) fn kept_index<const A: usize>(&self) -> <<S as HasAxis<A>>::Kept as Shape>::Index
    where
        S: HasAxis<A>,
    {
        let dims = self.shape();
        <S as HasAxis<A>>::Kept::index_with(|k| if k == A { 1 } else { dims[k] })
    }

    /// The size of axis `A`.
    #[inline(always)]
    pub(super) fn axis_size<const A: usize>(&self) -> usize {
        if S::IS_STATIC {
            Split::<S, A>::N
        } else {
            self.shape()[A]
        }
    }
}

impl<T: Reducible, S: TupleShape, M: ReadStorage<T, S>> TensorBase<T, S, M> {
    #[inline(always)]
    pub(super) fn fold_axis_core<const A: usize, O: Fold<T>, Out: Shape>(
        &self,
        index: Out::Index,
        nonempty: bool,
    ) -> Result<TensorBase<T, Out, M::Owned>, ReduceFailure> {
        if nonempty && self.axis_size::<A>() == 0 {
            return Err(ReduceFailure::EmptyDim {
                op: O::NAME,
                dim: A as isize,
            });
        }
        let mut out = filled::<T, Out, M::Owned>(index, O::IDENTITY)?;
        let dst = elements_mut(&mut out);
        // A static matrix view of an inline tensor (`a.t()`, a narrowed block …) folded along its
        // first axis: read in place, row after row, as a hand loop over a transposed array does.
        // A row-major copy first would be promoted by LLVM to vectors built one element at a
        // time, slower than the scalar reads it replaces.
        // (Rows of one element fold through `fold_slice`'s accumulators below, as the strided
        // kernel does.)
        if S::IS_STATIC
            && !cfg!(shaped_opt_size)
            && A == 0
            && S::FIXED_DIMS.len() == 2
            && Split::<S, A>::INNER > 1
            && Split::<S, A>::N <= super::pairwise::BLOCK
            && M::inline_array(&self.buf).is_none()
            && let Some(read) = M::static_read(&self.buf, S::FIXED_DIMS)
        {
            let (rows, cols) = (Split::<S, A>::N, Split::<S, A>::INNER);
            let (down, across) = (read.stride(0), read.stride(1));
            for i in 0..rows {
                for (j, o) in dst.iter_mut().take(cols).enumerate() {
                    let at = i.wrapping_mul(down).wrapping_add(j.wrapping_mul(across));
                    *o = O::combine(*o, *read.get(at));
                }
            }
            return Ok(out);
        }
        let (n, inner) = (Split::<S, A>::N, Split::<S, A>::INNER);
        let fold = |xs: &[T]| flat::fold_axis::<T, O>(xs, &mut *dst, n, inner);
        if with_static::<T, S, M, _>(&self.buf, fold).is_none() {
            let mut mask = [false; CAP];
            mask[A] = true;
            self.with_strided(|s| kernel::fold_into::<T, O>(s, &mask[..self.rank()], dst));
        }
        Ok(out)
    }

    #[inline(always)]
    pub(super) fn mean_axis_core<const A: usize, Out: Shape>(
        &self,
        index: Out::Index,
    ) -> Result<TensorBase<T, Out, M::Owned>, ReduceFailure>
    where
        T: MeanElement,
    {
        let mut out = self.fold_axis_core::<A, Sum, Out>(index, false)?;
        let n = self.axis_size::<A>();
        for x in elements_mut(&mut out) {
            *x = x.div_count(n);
        }
        Ok(out)
    }

    /// The first positions of the extremes along axis `A` (`argmax`, `argmin`), each computed
    /// once in the result's order (see the `picks` module).
    #[inline(always)]
    pub(super) fn pick_positions_core<const A: usize, P: Pick<T>, Out: Shape>(
        &self,
        index: Out::Index,
    ) -> Result<TensorBase<usize, Out, M::Owned>, ReduceFailure> {
        if self.axis_size::<A>() == 0 {
            return Err(ReduceFailure::EmptyDim {
                op: P::NAME,
                dim: A as isize,
            });
        }
        let numel = index.as_ref().iter().product();
        let (n, inner) = (Split::<S, A>::N, Split::<S, A>::INNER);
        let at = index.clone();
        let built = with_static::<T, S, M, _>(&self.buf, |xs| {
            <M::Owned as Kind>::build::<usize, Out>(
                at,
                numel,
                RowMajorPicks::<T, P>::new(xs, n, inner),
            )
        });
        let built = match built {
            Some(built) => built,
            None => self.with_strided(|s| {
                <M::Owned as Kind>::build::<usize, Out>(
                    index,
                    numel,
                    StridedPicks::<T, P>::new(s, A, numel),
                )
            }),
        };
        Ok(TensorBase::from_buf(built?))
    }

    /// The extreme values along axis `A` and their first positions (`max(dim)`, `min(dim)`;
    /// `argmax` and `argmin` build the positions alone).
    #[inline(always)]
    #[allow(clippy::type_complexity)]
    pub(super) fn pick_axis_core<const A: usize, P: Pick<T>, Out: Shape>(
        &self,
        index: Out::Index,
    ) -> Result<
        (
            TensorBase<T, Out, M::Owned>,
            TensorBase<usize, Out, M::Owned>,
        ),
        ReduceFailure,
    > {
        if self.axis_size::<A>() == 0 {
            return Err(ReduceFailure::EmptyDim {
                op: P::NAME,
                dim: A as isize,
            });
        }
        let mut best = filled::<T, Out, M::Owned>(index.clone(), T::ZERO)?;
        let mut out = filled::<usize, Out, M::Owned>(index, 0)?;
        let (b, i) = (elements_mut(&mut best), elements_mut(&mut out));
        let (n, inner) = (Split::<S, A>::N, Split::<S, A>::INNER);
        let pick = |xs: &[T]| flat::pick_axis::<T, P>(xs, &mut *b, &mut *i, n, inner);
        if with_static::<T, S, M, _>(&self.buf, pick).is_none() {
            self.with_strided(|s| kernel::pick_into::<T, P>(s, A, b, i));
        }
        Ok((best, out))
    }
}

/// The public methods of one reduction: along `AXIS` removing it, keeping it, and their `try_`
/// forms; `$core` is the private core, `$extra` the bound beyond `HasAxis`.
macro_rules! axis_methods {
    (decls $elem:ty, [$($bound:tt)*], $name:ident, $keep:ident, $try_name:ident, $try_keep:ident,
        $what:literal, $example:literal, $panics:literal, |$t:ident, $index:ident| $core:expr
    ) => {
            #[doc = concat!("The ", $what, " along axis `AXIS`, which the result's shape drops ",
                "(PyTorch's `", stringify!($name), "(dim=AXIS)`). An axis out of range does not ",
                "compile.\n\n```\nuse shaped::prelude::*;\n", $example, "\n```\n\n# Panics\n\n",
                $panics, " See [`", stringify!($try_name), "`](Self::", stringify!($try_name), ").")]
            fn $name<const AXIS: usize>(&self) -> Self::Removed<$elem, AXIS>
            where
                T: Reducible,
                S: HasAxis<AXIS> $($bound)*;

            #[doc = concat!("The ", $what, " along axis `AXIS`, which the result keeps as ",
                "size 1 (`Const<1>`), so the result broadcasts back against `self` ",
                "(PyTorch's `", stringify!($name), "(dim=AXIS, keepdim=True)`).\n\n# Panics\n\n",
                $panics, " See [`", stringify!($try_keep), "`](Self::", stringify!($try_keep), ").",
                "\n\n```\nuse shaped::prelude::*;\nlet t = Tensor::<f32, shape![2, 3]>::ones();\n",
                "let r = t.", stringify!($keep), "::<1>();\nassert_eq!(r.shape(), &[2, 1]);\n```")]
            fn $keep<const AXIS: usize>(&self) -> Self::Kept<$elem, AXIS>
            where
                T: Reducible,
                S: HasAxis<AXIS> $($bound)*;

            #[doc = concat!("[`", stringify!($name), "`](Self::", stringify!($name), ") ",
                "returning the error instead of panicking.\n\n```\nuse shaped::prelude::*;\n",
                "let t = HeapTensor::<f32, shape![Dyn, 2]>::from_vec(vec![1.0, 2.0], &[1, 2])",
                ".unwrap();\nassert_eq!(t.", stringify!($try_name), "::<0>().unwrap().shape(), ",
                "&[2]);\n```\n\n# Errors\n\n", $panics)]
            #[cfg(feature = "alloc")]
            fn $try_name<const AXIS: usize>(
                &self,
            ) -> Result<Self::Removed<$elem, AXIS>, crate::ShapeError>
            where
                T: Reducible,
                S: HasAxis<AXIS> $($bound)*;

            #[doc = concat!("[`", stringify!($keep), "`](Self::", stringify!($keep), ") ",
                "returning the error instead of panicking.\n\n```\nuse shaped::prelude::*;\n",
                "let t = HeapTensor::<f32, shape![Dyn, 2]>::from_vec(vec![1.0, 2.0], &[1, 2])",
                ".unwrap();\nassert_eq!(t.", stringify!($try_keep), "::<1>().unwrap().shape(), ",
                "&[1, 1]);\n```\n\n# Errors\n\n", $panics)]
            #[cfg(feature = "alloc")]
            fn $try_keep<const AXIS: usize>(
                &self,
            ) -> Result<Self::Kept<$elem, AXIS>, crate::ShapeError>
            where
                T: Reducible,
                S: HasAxis<AXIS> $($bound)*;

    };
    (impls $elem:ty, [$($bound:tt)*], $name:ident, $keep:ident, $try_name:ident, $try_keep:ident,
        $what:literal, $example:literal, $panics:literal, |$t:ident, $index:ident| $core:expr
    ) => {
            #[track_caller]
            #[inline]
            fn $name<const AXIS: usize>(&self) -> AxisRemoved<$elem, T, S, AXIS, M>
            where
                T: Reducible,
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.removed_index::<AXIS>();
                let r: Result<_, ReduceFailure> = $core;
                or_panic_with(r, self.shape(), || self.removed_index::<AXIS>())
            }

            #[track_caller]
            #[inline]
            fn $keep<const AXIS: usize>(&self) -> AxisKept<$elem, T, S, AXIS, M>
            where
                T: Reducible,
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.kept_index::<AXIS>();
                let r: Result<_, ReduceFailure> = $core;
                or_panic_with(r, self.shape(), || self.kept_index::<AXIS>())
            }

            #[cfg(feature = "alloc")]
            fn $try_name<const AXIS: usize>(
                &self,
            ) -> Result<AxisRemoved<$elem, T, S, AXIS, M>, crate::ShapeError>
            where
                T: Reducible,
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.removed_index::<AXIS>();
                let r: Result<_, ReduceFailure> = $core;
                r.map_err(|f| f.error_for(self.shape(), self.removed_index::<AXIS>().as_ref()))
            }

            #[cfg(feature = "alloc")]
            fn $try_keep<const AXIS: usize>(
                &self,
            ) -> Result<AxisKept<$elem, T, S, AXIS, M>, crate::ShapeError>
            where
                T: Reducible,
                S: HasAxis<AXIS> $($bound)*,
            {
                let $t = self;
                let $index = self.kept_index::<AXIS>();
                let r: Result<_, ReduceFailure> = $core;
                r.map_err(|f| f.error_for(self.shape(), self.kept_index::<AXIS>().as_ref()))
            }

    };
}

/// The trait items (`decls`) or impl items (`impls`) of the reductions along a static axis,
/// for [`StaticReductions`](super::StaticReductions).
macro_rules! axis_reductions {
    ($mode:ident) => {
axis_methods!($mode
    T,
    [],
    sum,
    sum_keepdim,
    try_sum,
    try_sum_keepdim,
    "sum (0 along an empty axis; integers wrap on overflow)",
    "let t = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);\n\
     let cols: Tensor<i32, shape![3]> = t.sum::<0>();\n\
     assert_eq!(cols, Tensor::<i32, shape![3]>::from([5, 7, 9]));\n\
     let rows: Tensor<i32, shape![2]> = t.sum::<1>();\n\
     assert_eq!(rows.to_vec(), vec![6, 15]);",
    "Only when a heap result cannot be allocated (never for inline tensors).",
    |t, index| t.fold_axis_core::<AXIS, Sum, _>(index, false)
);

axis_methods!($mode
    T,
    [],
    prod,
    prod_keepdim,
    try_prod,
    try_prod_keepdim,
    "product (1 along an empty axis; integers wrap on overflow)",
    "let t = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);\n\
     assert_eq!(t.prod::<1>().to_vec(), vec![6, 120]);",
    "Only when a heap result cannot be allocated (never for inline tensors).",
    |t, index| t.fold_axis_core::<AXIS, Prod, _>(index, false)
);

axis_methods!($mode
    T, [, T: MeanElement], mean, mean_keepdim, try_mean, try_mean_keepdim,
    "mean (NaN along an empty axis; floating-point elements)",
    "let x = Tensor::<f32, shape![2, 2]>::from([[1.0, 3.0], [5.0, 9.0]]);\n\
     let centred = &x - &x.mean_keepdim::<1>();\n\
     assert_eq!(centred.to_vec(), vec![-1.0, 1.0, -2.0, 2.0]);\n\
     assert_eq!(x.mean::<0>().to_vec(), vec![3.0, 6.0]);",
    "Only when a heap result cannot be allocated (never for inline tensors).",
    |t, index| t.mean_axis_core::<AXIS, _>(index)
);

axis_methods!($mode
    T, [+ NonEmptyAxis<AXIS>], amax, amax_keepdim, try_amax, try_amax_keepdim,
    "maximum (PyTorch's `max(dim).values`; NaN propagates)",
    "let t = Tensor::<f32, shape![2, 2]>::from([[1.0, 4.0], [3.0, 2.0]]);\n\
     assert_eq!(t.amax::<0>().to_vec(), vec![3.0, 4.0]);\n\
     assert_eq!(t.amax::<1>().to_vec(), vec![4.0, 3.0]);",
    "When a run-time (`Dyn`) axis has size 0 (`amax(): Expected reduction dim 1 to have \
     non-zero size.`), or a heap result cannot be allocated. A static size 0 does not compile.",
    |t, index| t.fold_axis_core::<AXIS, Max, _>(index, true)
);

axis_methods!($mode
    T, [+ NonEmptyAxis<AXIS>], amin, amin_keepdim, try_amin, try_amin_keepdim,
    "minimum (PyTorch's `min(dim).values`; NaN propagates)",
    "let t = Tensor::<i32, shape![2, 2]>::from([[1, 4], [3, 2]]);\n\
     assert_eq!(t.amin::<1>().to_vec(), vec![1, 2]);",
    "When a run-time (`Dyn`) axis has size 0 (`amin(): Expected reduction dim 1 to have \
     non-zero size.`), or a heap result cannot be allocated. A static size 0 does not compile.",
    |t, index| t.fold_axis_core::<AXIS, Min, _>(index, true)
);

axis_methods!($mode
    usize, [+ NonEmptyAxis<AXIS>], argmax, argmax_keepdim, try_argmax, try_argmax_keepdim,
    "position of the first maximum (NaN counts as the maximum)",
    "let t = Tensor::<f32, shape![2, 3]>::from([[1.0, 5.0, 5.0], [7.0, 0.0, 2.0]]);\n\
     let at: Tensor<usize, shape![2]> = t.argmax::<1>();\n\
     assert_eq!(at.to_vec(), vec![1, 0]);",
    "When a run-time (`Dyn`) axis has size 0 (`argmax(): Expected reduction dim 1 to have \
     non-zero size.`), or a heap result cannot be allocated. A static size 0 does not compile.",
    |t, index| t.pick_positions_core::<AXIS, ArgMax, _>(index)
);

axis_methods!($mode
    usize, [+ NonEmptyAxis<AXIS>], argmin, argmin_keepdim, try_argmin, try_argmin_keepdim,
    "position of the first minimum (NaN counts as the minimum)",
    "let t = Tensor::<i32, shape![2, 3]>::from([[1, 0, 0], [7, 9, 2]]);\n\
     assert_eq!(t.argmin::<1>().to_vec(), vec![1, 2]);\n\
     assert_eq!(t.argmin::<0>().to_vec(), vec![0, 0, 0]);",
    "When a run-time (`Dyn`) axis has size 0 (`argmin(): Expected reduction dim 1 to have \
     non-zero size.`), or a heap result cannot be allocated. A static size 0 does not compile.",
    |t, index| t.pick_positions_core::<AXIS, ArgMin, _>(index)
);
    };
}
pub(super) use {axis_methods, axis_reductions};
