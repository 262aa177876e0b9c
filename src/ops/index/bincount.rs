//! `bincount(minlength)` and `bincount_weighted(weights, minlength)`: how often each
//! non-negative integer occurs, or the sum of the weights at its occurrences.

use alloc::vec::Vec;

use super::{IndexElement, finish, flat, positions, room};
use crate::ops::Reducible;
use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};
use crate::{DynTensor, ShapeError};

impl<I: IndexElement, S: Shape, M: Storage<I, S>> TensorBase<I, S, M> {
    /// The values as bins, checked (a vector of non-negative integers), and the number of bins.
    fn bins(&self, minlength: usize) -> Result<(Vec<usize>, usize), ShapeError> {
        if self.rank() != 1 {
            return Err(ShapeError::BincountInput);
        }
        let bins = positions(self, |v| {
            usize::try_from(v).map_err(|_| ShapeError::BincountInput)
        })?;
        let len = bins
            .iter()
            .max()
            .map_or(0, |&m| m.saturating_add(1))
            .max(minlength);
        Ok((bins, len))
    }
}

/// **Counting**: `bincount`, `bincount_weighted`.
impl<I: IndexElement, S: Shape, M: Storage<I, S>> TensorBase<I, S, M> {
    /// How many times each value `0..len` occurs in this vector of non-negative integers, where
    /// `len` is one more than the largest value, or `minlength` if that is more: PyTorch's and
    /// NumPy's `bincount`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let labels = DynTensor::from_vec(vec![2i64, 0, 2, 2], &[4]).unwrap();
    /// assert_eq!(labels.bincount(0).to_vec(), vec![1, 0, 3]);
    /// assert_eq!(labels.bincount(5).to_vec(), vec![1, 0, 3, 0, 0]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_bincount`](Self::try_bincount).
    #[track_caller]
    pub fn bincount(&self, minlength: usize) -> DynTensor<usize> {
        crate::ops::or_panic(self.try_bincount(minlength))
    }

    /// [`bincount`](Self::bincount) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::BincountInput`] when the tensor is not a vector or holds a negative value;
    /// [`ShapeError::OutOfMemory`] (the result has as many elements as the largest value).
    pub fn try_bincount(&self, minlength: usize) -> Result<DynTensor<usize>, ShapeError> {
        if self.rank() != 1 {
            return Err(ShapeError::BincountInput);
        }
        // One pass over a contiguous vector: each value counted as it is read, the counts
        // grown as larger values come. Anything else (a view, a negative value, counts that
        // cannot grow) takes the checked two passes, whose errors are PyTorch's.
        if let Some(values) = self.as_slice() {
            let mut out = room::<usize>(minlength, &[minlength])?;
            out.resize(minlength, 0);
            let counted = values.iter().try_for_each(|&v| {
                let b = usize::try_from(v.to_i128()).ok()?;
                if b >= out.len() {
                    let more = (b - out.len()).checked_add(1)?;
                    out.try_reserve(more).ok()?;
                    out.resize(b + 1, 0);
                }
                out[b] += 1;
                Some(())
            });
            if counted.is_some() {
                let len = out.len();
                return finish(out, &[len]);
            }
        }
        let (bins, len) = self.bins(minlength)?;
        let mut out = room(len, &[len])?;
        out.resize(len, 0usize);
        for b in bins {
            // Every bin is below `len`, the largest one plus one.
            if let Some(n) = out.get_mut(b) {
                *n += 1;
            }
        }
        finish(out, &[len])
    }

    /// The sum of `weights[i]` over the positions `i` where each value `0..len` occurs:
    /// PyTorch's `bincount(weights, minlength)`, NumPy's `bincount(x, weights)`. With the
    /// cluster of each point and one coordinate of the points as weights, the per-cluster sums
    /// of that coordinate.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let labels = DynTensor::from_vec(vec![1i64, 0, 1], &[3]).unwrap();
    /// let w = DynTensor::from_vec(vec![0.5, 2.0, 1.5], &[3]).unwrap();
    /// assert_eq!(labels.bincount_weighted(&w, 0).to_vec(), vec![2.0, 2.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at
    /// [`try_bincount_weighted`](Self::try_bincount_weighted).
    #[track_caller]
    pub fn bincount_weighted<W: Reducible, SW: Shape, MW: Storage<W, SW>>(
        &self,
        weights: &TensorBase<W, SW, MW>,
        minlength: usize,
    ) -> DynTensor<W> {
        crate::ops::or_panic(self.try_bincount_weighted(weights, minlength))
    }

    /// [`bincount_weighted`](Self::bincount_weighted) that returns the error instead of
    /// panicking.
    ///
    /// # Errors
    ///
    /// Those of [`try_bincount`](Self::try_bincount); [`ShapeError::BincountWeights`] when the
    /// weights are not a vector as long as the input (not checked for an empty input, whose
    /// result is `minlength` zeros, as in PyTorch).
    pub fn try_bincount_weighted<W: Reducible, SW: Shape, MW: Storage<W, SW>>(
        &self,
        weights: &TensorBase<W, SW, MW>,
        minlength: usize,
    ) -> Result<DynTensor<W>, ShapeError> {
        let (bins, len) = self.bins(minlength)?;
        if !bins.is_empty() && (weights.rank() != 1 || weights.numel() != bins.len()) {
            return Err(ShapeError::BincountWeights);
        }
        let mut out = room(len, &[len])?;
        out.resize(len, W::ZERO);
        let w = flat(weights)?;
        for (b, &x) in bins.into_iter().zip(w.iter()) {
            out[b] = Reducible::add(out[b], x);
        }
        finish(out, &[len])
    }
}
