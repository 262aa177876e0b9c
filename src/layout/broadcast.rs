//! Broadcasting of run-time shapes (NumPy's rules, PyTorch's messages); the rules are the
//! manual's [broadcasting](crate::manual::broadcasting) chapter.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;
use core::fmt;

#[cfg(feature = "alloc")]
use crate::ShapeError;

/// The sizes that clash when two shapes do not broadcast: the allocation-free form of
/// `ShapeError::BroadcastMismatch`, with the same
/// `Display` text.
///
/// ```
/// use shaped::layout::{BroadcastConflict, broadcast_pair_into};
/// let mut out = [0; 4];
/// let clash = broadcast_pair_into(&[5, 2, 4, 1], &[3, 1, 1], &mut out).unwrap_err();
/// assert_eq!(clash, BroadcastConflict { size_a: 2, size_b: 3, dim: 1 });
/// assert_eq!(
///     clash.to_string(),
///     "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1"
/// );
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct BroadcastConflict {
    /// The size in the first shape (tensor a).
    pub size_a: usize,
    /// The size in the second shape (tensor b).
    pub size_b: usize,
    /// The clashing dimension of the result, counted from the left (the right-most one when
    /// several clash).
    pub dim: usize,
}

impl fmt::Display for BroadcastConflict {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "The size of tensor a ({}) must match the size of tensor b ({}) at non-singleton \
             dimension {}",
            self.size_a, self.size_b, self.dim
        )
    }
}

/// Broadcasts `a` with `b` into `out`, without allocating.
///
/// Dimensions align from the trailing end; a missing dimension counts as 1; each pair must be
/// equal or contain a 1, and the result is the size that is not 1 (so 0 against 1 gives 0, and
/// 0 against 2 clashes). A 0-d shape `[]` broadcasts against everything. On failure the
/// right-most clashing dimension is reported, as PyTorch does, and `out` holds partial results.
///
/// # Errors
///
/// [`BroadcastConflict`] with the sizes and the dimension that clash.
///
/// # Panics
///
/// When `out.len()` is not `max(a.len(), b.len())`.
///
/// ```
/// use shaped::layout::broadcast_pair_into;
/// let mut out = [0; 4];
/// broadcast_pair_into(&[8, 1, 6, 1], &[7, 1, 5], &mut out).unwrap();
/// assert_eq!(out, [8, 7, 6, 5]);
/// let mut out = [0; 1];
/// let clash = broadcast_pair_into(&[3], &[4], &mut out).unwrap_err();
/// assert_eq!((clash.size_a, clash.size_b, clash.dim), (3, 4, 0));
/// ```
#[inline]
pub fn broadcast_pair_into(
    a: &[usize],
    b: &[usize],
    out: &mut [usize],
) -> Result<(), BroadcastConflict> {
    let rank = a.len().max(b.len());
    assert_eq!(
        out.len(),
        rank,
        "broadcast_pair_into: `out` must have the larger rank of the two shapes"
    );
    for (from_end, slot) in out.iter_mut().rev().enumerate() {
        let size_a = size_from_end(a, from_end);
        let size_b = size_from_end(b, from_end);
        *slot = if size_a == size_b || size_b == 1 {
            size_a
        } else if size_a == 1 {
            size_b
        } else {
            return Err(BroadcastConflict {
                size_a,
                size_b,
                dim: rank - 1 - from_end,
            });
        };
    }
    Ok(())
}

/// The size `from_end` places before the end of `sizes`, 1 where `sizes` has no such dimension.
fn size_from_end(sizes: &[usize], from_end: usize) -> usize {
    if from_end < sizes.len() {
        sizes[sizes.len() - 1 - from_end]
    } else {
        1
    }
}

/// The shape that all `shapes` broadcast to (PyTorch's `torch.broadcast_shapes`).
///
/// The fold goes left to right: the shape accumulated from the earlier operands is "tensor a" of
/// the error, the next operand "tensor b", and the failing dimension is counted in their
/// broadcast. No shapes give `[]`.
///
/// # Errors
///
/// [`ShapeError::BroadcastMismatch`] for the first operand that does not broadcast with the
/// shape accumulated before it.
///
/// ```
/// use shaped::layout::broadcast_shapes;
/// assert_eq!(broadcast_shapes(&[&[5, 1], &[1, 6], &[6], &[]]).unwrap(), vec![5, 6]);
/// assert_eq!(
///     broadcast_shapes(&[&[5, 2, 4, 1], &[3, 1, 1]]).unwrap_err().to_string(),
///     "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1"
/// );
/// // The third operand meets the accumulated shape [4, 3]:
/// assert_eq!(
///     broadcast_shapes(&[&[4, 1], &[3], &[4, 2]]).unwrap_err().to_string(),
///     "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"
/// );
/// ```
#[cfg(feature = "alloc")]
pub fn broadcast_shapes(shapes: &[&[usize]]) -> Result<Vec<usize>, ShapeError> {
    let mut acc: Vec<usize> = Vec::new();
    for shape in shapes {
        let mut out = alloc::vec![0; acc.len().max(shape.len())];
        if let Err(clash) = broadcast_pair_into(&acc, shape, &mut out) {
            return Err(ShapeError::BroadcastMismatch {
                size_a: clash.size_a,
                size_b: clash.size_b,
                dim: clash.dim,
                shape_a: acc,
                shape_b: shape.to_vec(),
            });
        }
        acc = out;
    }
    Ok(acc)
}

/// The opt-in check for the old "pointwise" behaviour (the manual's
/// [broadcasting](crate::manual::broadcasting) chapter, "Same element count").
///
/// Old PyTorch treated two tensors with the same number of elements as 1-d; today `[4, 1]` with
/// `[4]` broadcasts to `[4, 4]`, which silently changes results. This returns
/// [`ShapeError::SameElementCount`] exactly when `a` and `b` differ, broadcast, and have the same
/// number of elements (zero counts included). Shapes that do not broadcast give the broadcast
/// error ([`ShapeError::BroadcastMismatch`], `a` as tensor a); everything else is `Ok`. When an
/// element count exceeds `isize::MAX` the counts are not compared (the operation itself will fail
/// with [`ShapeError::Overflow`]).
///
/// # Errors
///
/// [`ShapeError::BroadcastMismatch`] or [`ShapeError::SameElementCount`], as described.
///
/// ```
/// use shaped::layout::check_same_element_count;
/// assert_eq!(
///     check_same_element_count(&[4, 1], &[4]).unwrap_err().to_string(),
///     "self and other do not have the same shape, but are broadcastable, and have the same number of elements."
/// );
/// assert!(check_same_element_count(&[4, 4], &[4]).is_ok()); // counts differ
/// assert!(check_same_element_count(&[4], &[4]).is_ok()); // same shape
/// assert!(check_same_element_count(&[4, 3], &[4]).is_err()); // does not broadcast
/// ```
#[cfg(feature = "alloc")]
pub fn check_same_element_count(a: &[usize], b: &[usize]) -> Result<(), ShapeError> {
    broadcast_shapes(&[a, b])?;
    match (super::checked_numel(a), super::checked_numel(b)) {
        (Some(na), Some(nb)) if a != b && na == nb => Err(ShapeError::SameElementCount {
            shape_a: a.to_vec(),
            shape_b: b.to_vec(),
        }),
        _ => Ok(()),
    }
}
