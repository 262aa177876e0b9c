//! `sort(dim, descending)`, `argsort(dim, descending)` and `topk(k, dim, largest)`: stable
//! sorts along a dim, NaN counted as the largest value, as PyTorch's.

use core::cmp::Ordering;

use alloc::vec::Vec;

use super::{finish, flat, room};
use crate::layout::wrap_dim;
use crate::ops::Reducible;
use crate::ops::reduce::lanes::split;
use crate::shape::Shape;
use crate::tensor::{Heap, Storage, TensorBase};
use crate::{DynTensor, ShapeError};

/// PyTorch's order for sorting: NaN after every number, NaNs (and `-0.0` and `0.0`) equal.
fn ascending<T: Reducible>(a: T, b: T) -> Ordering {
    match (a.is_nan(), b.is_nan()) {
        (true, true) => Ordering::Equal,
        (true, false) => Ordering::Greater,
        (false, true) => Ordering::Less,
        (false, false) => a.partial_cmp(&b).unwrap_or(Ordering::Equal),
    }
}

impl<T: Reducible, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The first `keep` positions of each lane along `dim` in sorted order (stable), as
    /// (values, positions) row-major with their sizes (`self`'s with dim `dim` of size
    /// `keep`); `keep` is at most the dim's size.
    #[allow(clippy::type_complexity)]
    fn sorted_lanes(
        &self,
        d: usize,
        descending: bool,
        keep: usize,
    ) -> Result<(Vec<T>, Vec<usize>, Vec<usize>), ShapeError> {
        let dims = self.shape();
        let (n, inner) = split(dims, d);
        // A 0-d tensor is its own one-element lane, kept whole (PyTorch's `topk(0)` of a 0-d
        // tensor too).
        let keep = if dims.is_empty() { 1 } else { keep };
        let mut out_dims = dims.to_vec();
        if let Some(size) = out_dims.get_mut(d) {
            *size = keep;
        }
        let len = out_dims.iter().product();
        let src = flat(self)?;
        // Both results are appended in row-major order, never filled first.
        let mut values: Vec<T> = room(len, &out_dims)?;
        let mut places: Vec<usize> = room(len, &out_dims)?;
        let mut order: Vec<usize> = room(n, dims)?;
        // The kept positions of every lane of a block, lane after lane, when lanes are
        // interleaved (`inner > 1`): the results of a block are written position by position.
        let mut kept: Vec<usize> = if inner > 1 {
            room(keep.saturating_mul(inner), &out_dims)?
        } else {
            Vec::new()
        };
        if n > 0 && inner > 0 {
            for block in src.chunks_exact(n * inner) {
                kept.clear();
                for i in 0..inner {
                    order.clear();
                    order.extend(0..n);
                    let at = |r: usize| block[r * inner + i];
                    if descending {
                        order.sort_by(|&r, &s| ascending(at(s), at(r)));
                    } else {
                        order.sort_by(|&r, &s| ascending(at(r), at(s)));
                    }
                    if inner == 1 {
                        places.extend_from_slice(&order[..keep]);
                        values.extend(order[..keep].iter().map(|&r| at(r)));
                    } else {
                        kept.extend_from_slice(&order[..keep]);
                    }
                }
                if inner > 1 {
                    for j in 0..keep {
                        for i in 0..inner {
                            let r = kept[i * keep + j];
                            places.push(r);
                            values.push(block[r * inner + i]);
                        }
                    }
                }
            }
        }
        Ok((values, places, out_dims))
    }
}

/// **Sorting**: `sort`, `argsort`, `topk`.
impl<T: Reducible, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The elements sorted along `dim` and their positions before sorting: PyTorch's
    /// `sort(dim, descending, stable=True)`. Equal elements keep their order; NaN is the
    /// largest value (last ascending, first descending); `-0.0` and `0.0` are equal. Both
    /// results are heap tensors of `self`'s shape type (a static shape stays static).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = DynTensor::from_vec(vec![3.0, f64::NAN, 1.0, 3.0], &[4]).unwrap();
    /// let (values, at) = x.sort(0, false);
    /// assert_eq!(at.to_vec(), vec![2, 0, 3, 1]);
    /// assert!(values.to_vec()[3].is_nan());
    /// assert_eq!(x.sort(-1, true).1.to_vec(), vec![1, 0, 3, 2]);
    /// let m = Tensor::<i32, shape![2, 2]>::from([[4, 1], [0, 3]]);
    /// let (sorted, _): (HeapTensor<i32, shape![2, 2]>, _) = m.sort(1, false);
    /// assert_eq!(sorted.to_vec(), vec![1, 4, 0, 3]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_sort`](Self::try_sort).
    #[track_caller]
    #[allow(clippy::type_complexity)]
    pub fn sort(
        &self,
        dim: isize,
        descending: bool,
    ) -> (TensorBase<T, S, Heap>, TensorBase<usize, S, Heap>) {
        crate::ops::or_panic(self.try_sort(dim, descending))
    }

    /// [`sort`](Self::sort) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`]; [`ShapeError::OutOfMemory`].
    #[allow(clippy::type_complexity)]
    pub fn try_sort(
        &self,
        dim: isize,
        descending: bool,
    ) -> Result<(TensorBase<T, S, Heap>, TensorBase<usize, S, Heap>), ShapeError> {
        let d = wrap_dim(dim, self.rank())?;
        let n = self.shape().get(d).copied().unwrap_or(1);
        let (values, places, _) = self.sorted_lanes(d, descending, n)?;
        // Every lane kept whole: the sizes and shape type of `self`.
        let dims = self.shape();
        Ok((
            TensorBase::from_vec(values, dims)?,
            TensorBase::from_vec(places, dims)?,
        ))
    }

    /// The positions that sort the elements along `dim` (the second result of
    /// [`sort`](Self::sort)): PyTorch's `argsort(dim, descending, stable=True)`, NumPy's
    /// `argsort(kind="stable")` (with NaN last too).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = DynTensor::from_vec(vec![2, 1, 2, 0], &[2, 2]).unwrap();
    /// assert_eq!(x.argsort(1, false).to_vec(), vec![1, 0, 1, 0]);
    /// assert_eq!(x.argsort(0, true).to_vec(), vec![0, 0, 1, 1]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_sort`](Self::try_sort).
    #[track_caller]
    pub fn argsort(&self, dim: isize, descending: bool) -> TensorBase<usize, S, Heap> {
        crate::ops::or_panic(self.try_argsort(dim, descending))
    }

    /// [`argsort`](Self::argsort) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// As [`try_sort`](Self::try_sort).
    pub fn try_argsort(
        &self,
        dim: isize,
        descending: bool,
    ) -> Result<TensorBase<usize, S, Heap>, ShapeError> {
        let d = wrap_dim(dim, self.rank())?;
        let n = self.shape().get(d).copied().unwrap_or(1);
        let (_, places, _) = self.sorted_lanes(d, descending, n)?;
        TensorBase::from_vec(places, self.shape())
    }

    /// The `k` largest elements along `dim` (the `k` smallest when `largest` is false), sorted
    /// from the most extreme, with their positions: PyTorch's `topk(k, dim, largest,
    /// sorted=True)`. NaN is the largest value. Among equal elements the first comes first
    /// (PyTorch leaves their order unspecified).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = DynTensor::from_vec(vec![0.5, 2.0, -1.0, 4.0], &[4]).unwrap();
    /// let (values, at) = x.topk(2, 0, true);
    /// assert_eq!((values.to_vec(), at.to_vec()), (vec![4.0, 2.0], vec![3, 1]));
    /// assert_eq!(x.try_topk(5, 0, true).unwrap_err().to_string(), "selected index k out of range");
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_topk`](Self::try_topk).
    #[track_caller]
    pub fn topk(&self, k: usize, dim: isize, largest: bool) -> (DynTensor<T>, DynTensor<usize>) {
        crate::ops::or_panic(self.try_topk(k, dim, largest))
    }

    /// [`topk`](Self::topk) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`]; [`ShapeError::TopkOutOfRange`] when `k` exceeds the
    /// dim's size; [`ShapeError::OutOfMemory`].
    pub fn try_topk(
        &self,
        k: usize,
        dim: isize,
        largest: bool,
    ) -> Result<(DynTensor<T>, DynTensor<usize>), ShapeError> {
        let d = wrap_dim(dim, self.rank())?;
        if k > self.shape().get(d).copied().unwrap_or(1) {
            return Err(ShapeError::TopkOutOfRange);
        }
        let (values, places, dims) = self.sorted_lanes(d, largest, k)?;
        Ok((finish(values, &dims)?, finish(places, &dims)?))
    }
}
