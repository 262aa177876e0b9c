//! Broadcasting of run-time shapes (NumPy's rules, PyTorch's messages).

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

/// The sizes that clash when two shapes do not broadcast.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct BroadcastConflict {
    /// The size in the first shape (tensor a).
    pub size_a: usize,
    /// The size in the second shape (tensor b).
    pub size_b: usize,
    /// The dimension of the result, counted from the left.
    pub dim: usize,
}

/// Broadcasts `a` with `b` into `out` (whose length must be the larger rank), without allocating.
///
/// Dimensions align from the trailing end; a missing dimension counts as 1; each pair must be
/// equal or contain a 1. On failure the right-most clashing dimension is reported.
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
pub fn broadcast_pair_into(
    a: &[usize],
    b: &[usize],
    out: &mut [usize],
) -> Result<(), BroadcastConflict> {
    let rank = out.len();
    debug_assert_eq!(rank, a.len().max(b.len()));
    for k in (0..rank).rev() {
        let from_end = rank - 1 - k;
        let sa = if from_end < a.len() {
            a[a.len() - 1 - from_end]
        } else {
            1
        };
        let sb = if from_end < b.len() {
            b[b.len() - 1 - from_end]
        } else {
            1
        };
        out[k] = if sa == sb || sb == 1 {
            sa
        } else if sa == 1 {
            sb
        } else {
            return Err(BroadcastConflict {
                size_a: sa,
                size_b: sb,
                dim: k,
            });
        };
    }
    Ok(())
}

/// The shape that all `shapes` broadcast to, folding left to right (PyTorch's
/// `torch.broadcast_shapes`): the shape accumulated from the earlier operands is "tensor a", the
/// next operand "tensor b". No shapes give `[]`.
///
/// ```
/// use shaped::broadcast_shapes;
/// assert_eq!(broadcast_shapes(&[&[5, 1], &[1, 6], &[6], &[]]).unwrap(), vec![5, 6]);
/// assert_eq!(
///     broadcast_shapes(&[&[5, 2, 4, 1], &[3, 1, 1]]).unwrap_err().to_string(),
///     "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1"
/// );
/// ```
#[cfg(feature = "alloc")]
pub fn broadcast_shapes(shapes: &[&[usize]]) -> Result<Vec<usize>, crate::ShapeError> {
    let mut acc: Vec<usize> = Vec::new();
    for shape in shapes {
        let mut out = alloc::vec![0; acc.len().max(shape.len())];
        if let Err(c) = broadcast_pair_into(&acc, shape, &mut out) {
            return Err(crate::ShapeError::BroadcastMismatch {
                size_a: c.size_a,
                size_b: c.size_b,
                dim: c.dim,
                shape_a: acc,
                shape_b: shape.to_vec(),
            });
        }
        acc = out;
    }
    Ok(acc)
}

/// The opt-in check for the old "pointwise" behaviour (SEMANTICS §3): an error when `a` and `b`
/// differ, broadcast, and have the same number of elements — the case where old PyTorch treated
/// both as 1-d and today's broadcasting silently gives another result (`[4, 1]` with `[4]` is
/// `[4, 4]`, not `[4]`). Shapes that do not broadcast give the broadcast error.
///
/// ```
/// use shaped::layout::check_same_element_count;
/// assert_eq!(
///     check_same_element_count(&[4, 1], &[4]).unwrap_err().to_string(),
///     "self and other do not have the same shape, but are broadcastable, and have the same number of elements."
/// );
/// assert!(check_same_element_count(&[4, 4], &[4]).is_ok());
/// assert!(check_same_element_count(&[4], &[4]).is_ok());
/// ```
#[cfg(feature = "alloc")]
pub fn check_same_element_count(a: &[usize], b: &[usize]) -> Result<(), crate::ShapeError> {
    broadcast_shapes(&[a, b])?;
    if a != b && super::checked_numel(a) == super::checked_numel(b) {
        return Err(crate::ShapeError::SameElementCount {
            shape_a: a.to_vec(),
            shape_b: b.to_vec(),
        });
    }
    Ok(())
}
