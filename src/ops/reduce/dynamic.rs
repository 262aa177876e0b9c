//! Reductions of tensors with a run-time rank (`DynTensor` and its views) along dims given at
//! run time: `sum(dim, keepdim)`, `sum_dims(&dims, keepdim)` and the same for `prod`, `mean`,
//! `amax`, `amin`; `argmax(dim, keepdim)`, `argmin(dim, keepdim)`. Negative dims count from the
//! end; errors carry PyTorch's texts.

use super::build::elements_mut;
use super::dims::reduced;
use super::element::{MeanElement, Reducible};
use super::kernel;
use super::op::{Fold, Pick, Sum};
use crate::shape::DynShape;
use crate::tensor::{HeapBuf, Storage, TensorBase};
use crate::{DynTensor, ShapeError};

impl<T: Reducible, M: Storage<T, DynShape>> TensorBase<T, DynShape, M> {
    pub(super) fn fold_dims_core<O: Fold<T>>(
        &self,
        dims: &[isize],
        keepdim: bool,
        nonempty: bool,
    ) -> Result<(DynTensor<T>, usize), ShapeError> {
        let shape = self.shape();
        if nonempty {
            // PyTorch checks every dim for emptiness, in the order given, before it looks for
            // repeats, and names the dim as it was passed.
            if dims.is_empty() && self.numel() == 0 {
                return Err(ShapeError::ReductionEmptyInput { op: O::NAME });
            }
            for &dim in dims {
                let w = crate::layout::wrap_dim(dim, shape.len())?;
                if shape.get(w) == Some(&0) {
                    return Err(ShapeError::ReductionEmptyDim { op: O::NAME, dim });
                }
            }
        }
        let r = reduced(shape, dims, keepdim)?;
        let len = r.out.iter().product();
        // A result that cannot be allocated is named by its own sizes, as PyTorch names it.
        let data = kernel::fold_new::<T, O>(&self.strided(), &r.mask[..shape.len()], len)
            .map_err(|f| f.error(&r.out, &r.out))?;
        Ok((TensorBase::from_buf(HeapBuf::new(data, r.out)), r.count))
    }

    pub(super) fn mean_dims_core(
        &self,
        dims: &[isize],
        keepdim: bool,
    ) -> Result<DynTensor<T>, ShapeError>
    where
        T: MeanElement,
    {
        let (mut out, n) = self.fold_dims_core::<Sum>(dims, keepdim, false)?;
        for x in elements_mut(&mut out) {
            *x = x.div_count(n);
        }
        Ok(out)
    }

    /// The extreme values along `dim` and their first positions.
    pub(super) fn pick_dim_core<P: Pick<T>>(
        &self,
        dim: isize,
        keepdim: bool,
    ) -> Result<(DynTensor<T>, DynTensor<usize>), ShapeError> {
        let (best, index, out) = self.pick_parts::<P>(dim, keepdim, true)?;
        let best = TensorBase::from_buf(HeapBuf::new(best, out.clone()));
        Ok((best, TensorBase::from_buf(HeapBuf::new(index, out))))
    }

    /// The first positions of the extremes along `dim` (`argmax`/`argmin`), without a buffer
    /// of the extreme values where the kernel does not need one to compare.
    pub(super) fn pick_index_core<P: Pick<T>>(
        &self,
        dim: isize,
        keepdim: bool,
    ) -> Result<DynTensor<usize>, ShapeError> {
        let (_, index, out) = self.pick_parts::<P>(dim, keepdim, false)?;
        Ok(TensorBase::from_buf(HeapBuf::new(index, out)))
    }

    /// The extreme values (when `values`, else possibly none), their first positions along
    /// `dim`, and the sizes of the result.
    #[allow(clippy::type_complexity)]
    fn pick_parts<P: Pick<T>>(
        &self,
        dim: isize,
        keepdim: bool,
        values: bool,
    ) -> Result<
        (
            alloc::vec::Vec<T>,
            alloc::vec::Vec<usize>,
            alloc::vec::Vec<usize>,
        ),
        ShapeError,
    > {
        let shape = self.shape();
        let r = reduced(shape, &[dim], keepdim)?;
        let d = crate::layout::wrap_dim(dim, shape.len())?;
        if shape.get(d) == Some(&0) {
            return Err(ShapeError::ReductionEmptyDim {
                op: P::NAME,
                dim: d as isize,
            });
        }
        let fail = |f: crate::kernel::Failure| f.error(&r.out, &r.out);
        let len = r.out.iter().product();
        let (best, index) = if shape.is_empty() {
            // A 0-d tensor: its one element is the extreme, at position 0.
            let s = self.strided();
            let mut best = crate::memory::try_vec(1).map_err(|f| fail(f.into()))?;
            best.extend(s.data.get(s.offset).copied());
            (best, alloc::vec![0])
        } else {
            kernel::pick_new::<T, P>(&self.strided(), d, len, values).map_err(fail)?
        };
        Ok((best, index, r.out))
    }
}

/// The public methods of one fold reduction on dynamic tensors.
macro_rules! dyn_methods {
    (decls [$($bound:tt)*], $name:ident, $try_name:ident, $dims:ident, $try_dims:ident,
        $what:literal, $example:literal, $errors:literal, |$t:ident, $d:ident, $k:ident| $core:expr
    ) => {
            #[doc = concat!("The ", $what, " along dim `dim` (negative counts from the end); ",
                "with `keepdim` the dim stays as size 1, so the result broadcasts against ",
                "`self` (PyTorch's `", stringify!($name), "(dim, keepdim)`).\n\n```\n",
                "use shaped::prelude::*;\n", $example, "\n```\n\n# Errors\n\n", $errors)]
            fn $try_name(&self, dim: isize, keepdim: bool) -> Result<DynTensor<T>, ShapeError>
            where
                T: Reducible,
                $($bound)*;

            #[doc = concat!("[`", stringify!($try_name), "`](Self::", stringify!($try_name),
                ") that panics on error.\n\n```\nuse shaped::prelude::*;\n",
                "let t = DynTensor::from_vec(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2]).unwrap();\n",
                "assert_eq!(t.", stringify!($name), "(-1, true).shape(), &[2, 1]);\n```\n\n",
                "# Panics\n\nWith the error's text, in the cases listed at [`", stringify!($try_name),
                "`](Self::", stringify!($try_name), ").")]
            fn $name(&self, dim: isize, keepdim: bool) -> DynTensor<T>
            where
                T: Reducible,
                $($bound)*;

            #[doc = concat!("The ", $what, " along every dim in `dims` (an empty list means ",
                "all dims, as PyTorch's `dim=[]`).\n\n```\nuse shaped::prelude::*;\n",
                "let t = DynTensor::from_vec(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 1, 2]).unwrap();\n",
                "assert_eq!(t.", stringify!($try_dims), "(&[0, -1], false).unwrap().shape(), &[1]);\n",
                "assert_eq!(\n    t.", stringify!($try_dims), "(&[1, -2], false).unwrap_err().to_string(),\n",
                "    \"dim 1 appears multiple times in the list of dims\"\n);\n```\n\n# Errors\n\n",
                $errors, " `ShapeError::DimRepeated` when a dim is named twice (after wrapping).")]
            fn $try_dims(&self, dims: &[isize], keepdim: bool) -> Result<DynTensor<T>, ShapeError>
            where
                T: Reducible,
                $($bound)*;

            #[doc = concat!("[`", stringify!($try_dims), "`](Self::", stringify!($try_dims),
                ") that panics on error.\n\n```\nuse shaped::prelude::*;\n",
                "let t = DynTensor::from_vec(vec![1.0f32, 2.0, 3.0, 4.0], &[2, 2]).unwrap();\n",
                "assert_eq!(t.", stringify!($dims), "(&[0, 1], true).shape(), &[1, 1]);\n```\n\n",
                "# Panics\n\nWith the error's text, in the cases listed at [`", stringify!($try_dims),
                "`](Self::", stringify!($try_dims), ").")]
            fn $dims(&self, dims: &[isize], keepdim: bool) -> DynTensor<T>
            where
                T: Reducible,
                $($bound)*;

    };
    (impls [$($bound:tt)*], $name:ident, $try_name:ident, $dims:ident, $try_dims:ident,
        $what:literal, $example:literal, $errors:literal, |$t:ident, $d:ident, $k:ident| $core:expr
    ) => {
            fn $try_name(&self, dim: isize, keepdim: bool) -> Result<DynTensor<T>, ShapeError>
            where
                T: Reducible,
                $($bound)*
            {
                let ($t, $d, $k) = (self, &[dim][..], keepdim);
                $core
            }

            #[track_caller]
            fn $name(&self, dim: isize, keepdim: bool) -> DynTensor<T>
            where
                T: Reducible,
                $($bound)*
            {
                crate::ops::or_panic(self.$try_name(dim, keepdim))
            }

            fn $try_dims(&self, dims: &[isize], keepdim: bool) -> Result<DynTensor<T>, ShapeError>
            where
                T: Reducible,
                $($bound)*
            {
                let ($t, $d, $k) = (self, dims, keepdim);
                $core
            }

            #[track_caller]
            fn $dims(&self, dims: &[isize], keepdim: bool) -> DynTensor<T>
            where
                T: Reducible,
                $($bound)*
            {
                crate::ops::or_panic(self.$try_dims(dims, keepdim))
            }

    };
}

/// The trait items (`decls`) or impl items (`impls`) of the folds along run-time dims (the
/// invocations of `dyn_methods`), `argmax` and `argmin`, for
/// [`DynReductions`](super::DynReductions).
macro_rules! dynamic_reductions {
    (decls) => {
dyn_methods!(decls
    [],
    sum,
    try_sum,
    sum_dims,
    try_sum_dims,
    "sum (0 over an empty dim; integers wrap on overflow)",
    "let t = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();\n\
     assert_eq!(t.try_sum(0, false).unwrap().to_vec(), vec![5, 7, 9]);\n\
     assert_eq!(t.try_sum(-1, true).unwrap().shape(), &[2, 1]);\n\
     assert_eq!(\n    t.try_sum(2, false).unwrap_err().to_string(),\n    \
     \"Dimension out of range (expected to be in range of [-2, 1], but got 2)\"\n);",
    "`ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; `OutOfMemory` when the \
     result cannot be allocated.",
    |t, d, k| t.fold_dims_core::<Sum>(d, k, false).map(|r| r.0)
);

dyn_methods!(decls
    [],
    prod,
    try_prod,
    prod_dims,
    try_prod_dims,
    "product (1 over an empty dim; integers wrap on overflow)",
    "let t = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();\n\
     assert_eq!(t.try_prod(1, false).unwrap().to_vec(), vec![6, 120]);",
    "`ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; `OutOfMemory` when the \
     result cannot be allocated.",
    |t, d, k| t.fold_dims_core::<Prod>(d, k, false).map(|r| r.0)
);

dyn_methods!(decls
    [T: MeanElement], mean, try_mean, mean_dims, try_mean_dims,
    "mean (NaN over an empty dim; floating-point elements)",
    "let x = DynTensor::from_vec(vec![1.0f32, 3.0, 5.0, 9.0], &[2, 2]).unwrap();\n\
     let centred = &x - &x.try_mean(1, true).unwrap();\n\
     assert_eq!(centred.to_vec(), vec![-1.0, 1.0, -2.0, 2.0]);",
    "`ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; `OutOfMemory` when the \
     result cannot be allocated.",
    |t, d, k| t.mean_dims_core(d, k)
);

dyn_methods!(decls
    [],
    amax,
    try_amax,
    amax_dims,
    try_amax_dims,
    "maximum (PyTorch's `max(dim).values`; NaN propagates)",
    "let t = DynTensor::from_vec(vec![1.0f32, 4.0, 3.0, 2.0], &[2, 2]).unwrap();\n\
     assert_eq!(t.try_amax(0, false).unwrap().to_vec(), vec![3.0, 4.0]);\n\
     let e = DynTensor::<f32>::zeros(&[2, 0]);\n\
     assert_eq!(\n    e.try_amax(1, false).unwrap_err().to_string(),\n    \
     \"amax(): Expected reduction dim 1 to have non-zero size.\"\n);",
    "`ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; \
     `ShapeError::ReductionEmptyDim` when a reduced dim has size 0 \
     (`ShapeError::ReductionEmptyInput` for an empty list of dims on a tensor with no elements); \
     `OutOfMemory` when the result cannot be allocated.",
    |t, d, k| t.fold_dims_core::<Max>(d, k, true).map(|r| r.0)
);

dyn_methods!(decls
    [],
    amin,
    try_amin,
    amin_dims,
    try_amin_dims,
    "minimum (PyTorch's `min(dim).values`; NaN propagates)",
    "let t = DynTensor::from_vec(vec![1, 4, 3, 2], &[2, 2]).unwrap();\n\
     assert_eq!(t.try_amin(1, false).unwrap().to_vec(), vec![1, 2]);",
    "`ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; \
     `ShapeError::ReductionEmptyDim` when a reduced dim has size 0 \
     (`ShapeError::ReductionEmptyInput` for an empty list of dims on a tensor with no elements); \
     `OutOfMemory` when the result cannot be allocated.",
    |t, d, k| t.fold_dims_core::<Min>(d, k, true).map(|r| r.0)
);

    /// The positions of the first maxima along `dim` (negative counts from the end; a NaN counts
    /// as the maximum); with `keepdim` the dim stays as size 1 (PyTorch's
    /// `argmax(dim, keepdim)`).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![1.0f32, 5.0, 5.0, 7.0, 0.0, 2.0], &[2, 3]).unwrap();
    /// assert_eq!(t.try_argmax(1, false).unwrap().to_vec(), vec![1, 0]);
    /// assert_eq!(t.try_argmax(0, true).unwrap().to_vec(), vec![1, 0, 0]);
    /// assert_eq!(
    ///     DynTensor::<f32>::zeros(&[2, 0]).try_argmax(-1, false).unwrap_err().to_string(),
    ///     "argmax(): Expected reduction dim 1 to have non-zero size."
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// `ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`;
    /// `ShapeError::ReductionEmptyDim` when the dim has size 0; `OutOfMemory` when the result
    /// cannot be allocated.
    fn try_argmax(&self, dim: isize, keepdim: bool) -> Result<DynTensor<usize>, ShapeError>
    where
        T: Reducible;

    /// [`try_argmax`](Self::try_argmax) that panics on error.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![3, 9, 9], &[3]).unwrap();
    /// assert_eq!(t.argmax(0, false).to_vec(), vec![1]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_argmax`](Self::try_argmax).
    fn argmax(&self, dim: isize, keepdim: bool) -> DynTensor<usize>
    where
        T: Reducible;

    /// The positions of the first minima along `dim` (a NaN counts as the minimum); see
    /// [`try_argmax`](Self::try_argmax).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![3, 1, 1, 0], &[2, 2]).unwrap();
    /// assert_eq!(t.try_argmin(-1, false).unwrap().to_vec(), vec![1, 1]);
    /// ```
    ///
    /// # Errors
    ///
    /// As [`try_argmax`](Self::try_argmax), with `argmin` in the texts.
    fn try_argmin(&self, dim: isize, keepdim: bool) -> Result<DynTensor<usize>, ShapeError>
    where
        T: Reducible;

    /// [`try_argmin`](Self::try_argmin) that panics on error.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![3, 1, 1], &[3]).unwrap();
    /// assert_eq!(t.argmin(0, true).to_vec(), vec![1]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_argmin`](Self::try_argmin).
    fn argmin(&self, dim: isize, keepdim: bool) -> DynTensor<usize>
    where
        T: Reducible;

    };
    (impls) => {
dyn_methods!(impls
    [],
    sum,
    try_sum,
    sum_dims,
    try_sum_dims,
    "sum (0 over an empty dim; integers wrap on overflow)",
    "let t = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();\n\
     assert_eq!(t.try_sum(0, false).unwrap().to_vec(), vec![5, 7, 9]);\n\
     assert_eq!(t.try_sum(-1, true).unwrap().shape(), &[2, 1]);\n\
     assert_eq!(\n    t.try_sum(2, false).unwrap_err().to_string(),\n    \
     \"Dimension out of range (expected to be in range of [-2, 1], but got 2)\"\n);",
    "`ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; `OutOfMemory` when the \
     result cannot be allocated.",
    |t, d, k| t.fold_dims_core::<Sum>(d, k, false).map(|r| r.0)
);

dyn_methods!(impls
    [],
    prod,
    try_prod,
    prod_dims,
    try_prod_dims,
    "product (1 over an empty dim; integers wrap on overflow)",
    "let t = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();\n\
     assert_eq!(t.try_prod(1, false).unwrap().to_vec(), vec![6, 120]);",
    "`ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; `OutOfMemory` when the \
     result cannot be allocated.",
    |t, d, k| t.fold_dims_core::<Prod>(d, k, false).map(|r| r.0)
);

dyn_methods!(impls
    [T: MeanElement], mean, try_mean, mean_dims, try_mean_dims,
    "mean (NaN over an empty dim; floating-point elements)",
    "let x = DynTensor::from_vec(vec![1.0f32, 3.0, 5.0, 9.0], &[2, 2]).unwrap();\n\
     let centred = &x - &x.try_mean(1, true).unwrap();\n\
     assert_eq!(centred.to_vec(), vec![-1.0, 1.0, -2.0, 2.0]);",
    "`ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; `OutOfMemory` when the \
     result cannot be allocated.",
    |t, d, k| t.mean_dims_core(d, k)
);

dyn_methods!(impls
    [],
    amax,
    try_amax,
    amax_dims,
    try_amax_dims,
    "maximum (PyTorch's `max(dim).values`; NaN propagates)",
    "let t = DynTensor::from_vec(vec![1.0f32, 4.0, 3.0, 2.0], &[2, 2]).unwrap();\n\
     assert_eq!(t.try_amax(0, false).unwrap().to_vec(), vec![3.0, 4.0]);\n\
     let e = DynTensor::<f32>::zeros(&[2, 0]);\n\
     assert_eq!(\n    e.try_amax(1, false).unwrap_err().to_string(),\n    \
     \"amax(): Expected reduction dim 1 to have non-zero size.\"\n);",
    "`ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; \
     `ShapeError::ReductionEmptyDim` when a reduced dim has size 0 \
     (`ShapeError::ReductionEmptyInput` for an empty list of dims on a tensor with no elements); \
     `OutOfMemory` when the result cannot be allocated.",
    |t, d, k| t.fold_dims_core::<Max>(d, k, true).map(|r| r.0)
);

dyn_methods!(impls
    [],
    amin,
    try_amin,
    amin_dims,
    try_amin_dims,
    "minimum (PyTorch's `min(dim).values`; NaN propagates)",
    "let t = DynTensor::from_vec(vec![1, 4, 3, 2], &[2, 2]).unwrap();\n\
     assert_eq!(t.try_amin(1, false).unwrap().to_vec(), vec![1, 2]);",
    "`ShapeError::DimOutOfRange` for a dim outside `[-rank, rank - 1]`; \
     `ShapeError::ReductionEmptyDim` when a reduced dim has size 0 \
     (`ShapeError::ReductionEmptyInput` for an empty list of dims on a tensor with no elements); \
     `OutOfMemory` when the result cannot be allocated.",
    |t, d, k| t.fold_dims_core::<Min>(d, k, true).map(|r| r.0)
);

    fn try_argmax(&self, dim: isize, keepdim: bool) -> Result<DynTensor<usize>, ShapeError>
    where
        T: Reducible,
    {
        self.pick_index_core::<ArgMax>(dim, keepdim)
    }

    #[track_caller]
    fn argmax(&self, dim: isize, keepdim: bool) -> DynTensor<usize>
    where
        T: Reducible,
    {
        crate::ops::or_panic(self.try_argmax(dim, keepdim))
    }

    fn try_argmin(&self, dim: isize, keepdim: bool) -> Result<DynTensor<usize>, ShapeError>
    where
        T: Reducible,
    {
        self.pick_index_core::<ArgMin>(dim, keepdim)
    }

    #[track_caller]
    fn argmin(&self, dim: isize, keepdim: bool) -> DynTensor<usize>
    where
        T: Reducible,
    {
        crate::ops::or_panic(self.try_argmin(dim, keepdim))
    }

    };
}
pub(super) use {dyn_methods, dynamic_reductions};
