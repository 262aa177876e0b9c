//! The in-place rule for run-time shapes (the manual's [in place](crate::manual::in_place)
//! chapter).

#[cfg(feature = "alloc")]
use crate::ShapeError;

/// Whether a source of sizes `src` may be written into (or combined in place with) a
/// destination of sizes `dest`.
///
/// Allowed exactly when `broadcast(dest, src) == dest`, i.e. when `src` can be expanded to
/// `dest`: `src` has at most as many dimensions, and each of its sizes equals the destination's
/// or is 1. The error is the one PyTorch's `src.expand(dest)` gives:
/// [`ShapeError::ExpandTooFewSizes`] when `src` has more dimensions (even leading 1s), else
/// [`ShapeError::ExpandMismatch`] for the right-most clashing dimension, with the target sizes
/// `dest` and the tensor sizes `src`.
///
/// # Errors
///
/// [`ShapeError::ExpandTooFewSizes`] or [`ShapeError::ExpandMismatch`], as described;
/// [`ShapeError::Overflow`], naming the sizes, when `dest` or `src` are sizes no tensor can have
/// (their non-zero sizes multiply to more than `isize::MAX`).
///
/// ```
/// use shaped::layout::check_broadcast_into;
/// assert!(check_broadcast_into(&[5, 3, 4, 1], &[3, 1, 1]).is_ok());
/// assert_eq!(
///     check_broadcast_into(&[1, 3, 1], &[3, 1, 7]).unwrap_err().to_string(),
///     "The expanded size of the tensor (1) must match the existing size (7) at non-singleton dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]"
/// );
/// assert_eq!(
///     check_broadcast_into(&[2, 3], &[1, 2, 3]).unwrap_err().to_string(),
///     "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
/// );
/// assert_eq!(
///     check_broadcast_into(&[usize::MAX, 0], &[3]).unwrap_err().to_string(),
///     "Storage size calculation overflowed with sizes=[18446744073709551615, 0]"
/// );
/// ```
#[cfg(feature = "alloc")]
pub fn check_broadcast_into(dest: &[usize], src: &[usize]) -> Result<(), ShapeError> {
    // Sizes no tensor can have (more than `isize::MAX` elements, counting the non-zero sizes)
    // are named as they are, not printed through the signed target sizes of PyTorch's text.
    for sizes in [dest, src] {
        if super::checked_numel(sizes).is_none() {
            return Err(ShapeError::Overflow {
                shape: sizes.to_vec(),
            });
        }
    }
    if src.len() > dest.len() {
        return Err(ShapeError::ExpandTooFewSizes {
            sizes: dest.len(),
            dims: src.len(),
        });
    }
    let lead = dest.len() - src.len();
    for (k, &existing) in src.iter().enumerate().rev() {
        let wanted = dest[lead + k];
        if existing != wanted && existing != 1 {
            return Err(ShapeError::ExpandMismatch {
                expanded: signed(wanted),
                existing,
                dim: lead + k,
                target: dest.iter().map(|&size| signed(size)).collect(),
                tensor: src.to_vec(),
            });
        }
    }
    Ok(())
}

/// Whether `src` can be written into `dest` ([`check_broadcast_into`]'s rule, without its
/// error): each size of `src`, aligned to the right, equals `dest`'s or is 1, and neither has
/// more elements than a tensor can.
pub(crate) fn fits_into(dest: &[usize], src: &[usize]) -> bool {
    if src.len() > dest.len()
        || super::checked_numel(dest).is_none()
        || super::checked_numel(src).is_none()
    {
        return false;
    }
    let lead = dest.len() - src.len();
    src.iter()
        .zip(&dest[lead..])
        .all(|(&s, &d)| s == d || s == 1)
}

/// `size` as a target size (sizes beyond `isize::MAX` cannot describe real tensors; they
/// saturate).
#[cfg(feature = "alloc")]
fn signed(size: usize) -> isize {
    isize::try_from(size).unwrap_or(isize::MAX)
}
