//! `masked_fill(mask, value)` and `masked_select(mask)`: elements chosen by a `bool` tensor
//! that broadcasts with the tensor (NumPy's `x[mask] = v` and `x[mask]`).

use alloc::vec::Vec;

use super::walk::Walk;
use super::{finish, flat, room, row_steps};
use crate::layout::broadcast_shapes;
use crate::shape::{BroadcastsWith, Shape};
use crate::tensor::{Heap, Storage, TensorBase};
use crate::{DynTensor, ShapeError};

/// The steps that read a row-major tensor of sizes `dims` at every position of `to` (its
/// broadcast shape): 0 on new and stretched dims.
fn broadcast_steps(dims: &[usize], to: &[usize]) -> Vec<usize> {
    let steps = row_steps(dims);
    let lead = to.len() - dims.len();
    (0..to.len())
        .map(|k| match k.checked_sub(lead) {
            Some(j) if dims[j] == to[k] => steps[j],
            _ => 0,
        })
        .collect()
}

impl<T: Copy, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The pairs (element of `self`, element of `mask`) over the shape both broadcast to, and
    /// that shape (PyTorch names the mask's sizes first in its error).
    fn with_mask<SB: Shape, MB: Storage<bool, SB>>(
        &self,
        mask: &TensorBase<bool, SB, MB>,
        mut f: impl FnMut(T, bool),
    ) -> Result<Vec<usize>, ShapeError> {
        let to = broadcast_shapes(&[mask.shape(), self.shape()])?;
        let (src, bits) = (flat(self)?, flat(mask)?);
        let (ss, ms) = (
            broadcast_steps(self.shape(), &to),
            broadcast_steps(mask.shape(), &to),
        );
        for (a, b) in Walk::new(&to, &ss).zip(Walk::new(&to, &ms)) {
            f(src[a], bits[b]);
        }
        Ok(to)
    }
}

/// **Masks**: `masked_fill`, `masked_select`.
impl<T: Copy, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// `self` with `value` where `mask` is true, in the shape `self` and `mask` broadcast to:
    /// PyTorch's `masked_fill(mask, value)`, NumPy's `np.where(mask, value, x)`. The result is
    /// a heap tensor of the broadcast shape type (static for static operands, where a pair that
    /// does not broadcast does not compile).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = DynTensor::from_vec(vec![1.0, -2.0, 3.0, -4.0], &[2, 2]).unwrap();
    /// let negative = x.lt(&DynTensor::scalar(0.0));
    /// assert_eq!(x.masked_fill(&negative, 0.0).to_vec(), vec![1.0, 0.0, 3.0, 0.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_masked_fill`](Self::try_masked_fill).
    #[track_caller]
    pub fn masked_fill<SB: BroadcastsWith<S>, MB: Storage<bool, SB>>(
        &self,
        mask: &TensorBase<bool, SB, MB>,
        value: T,
    ) -> TensorBase<T, <SB as BroadcastsWith<S>>::Out, Heap> {
        crate::ops::or_panic(self.try_masked_fill(mask, value))
    }

    /// [`masked_fill`](Self::masked_fill) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::BroadcastMismatch`] when `mask` and `self` do not broadcast (the mask's
    /// size is tensor a, as in PyTorch); [`ShapeError::OutOfMemory`].
    pub fn try_masked_fill<SB: BroadcastsWith<S>, MB: Storage<bool, SB>>(
        &self,
        mask: &TensorBase<bool, SB, MB>,
        value: T,
    ) -> Result<TensorBase<T, <SB as BroadcastsWith<S>>::Out, Heap>, ShapeError> {
        let to = broadcast_shapes(&[mask.shape(), self.shape()])?;
        let mut out = room(to.iter().product(), &to)?;
        self.with_mask(mask, |x, m| out.push(if m { value } else { x }))?;
        TensorBase::from_vec(out, &to)
    }

    /// The elements of `self` where `mask` is true, row-major in the shape both broadcast to,
    /// as a vector: PyTorch's `masked_select(mask)`, NumPy's `x[mask]`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[3, 2]).unwrap();
    /// let labels = DynTensor::from_vec(vec![0, 1, 0], &[3, 1]).unwrap();
    /// let rows = labels.eq(&DynTensor::scalar(0));
    /// assert_eq!(x.masked_select(&rows).to_vec(), vec![1, 2, 5, 6]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at
    /// [`try_masked_select`](Self::try_masked_select).
    #[track_caller]
    pub fn masked_select<SB: Shape, MB: Storage<bool, SB>>(
        &self,
        mask: &TensorBase<bool, SB, MB>,
    ) -> DynTensor<T> {
        crate::ops::or_panic(self.try_masked_select(mask))
    }

    /// [`masked_select`](Self::masked_select) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// As [`try_masked_fill`](Self::try_masked_fill).
    pub fn try_masked_select<SB: Shape, MB: Storage<bool, SB>>(
        &self,
        mask: &TensorBase<bool, SB, MB>,
    ) -> Result<DynTensor<T>, ShapeError> {
        // Counted first, so the result is reserved once and exactly.
        let mut count = 0usize;
        self.with_mask(mask, |_, m| count += usize::from(m))?;
        let mut out = room(count, &[count])?;
        self.with_mask(mask, |x, m| {
            if m {
                out.push(x);
            }
        })?;
        finish(out, &[count])
    }
}
