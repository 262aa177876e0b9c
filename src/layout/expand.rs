//! `expand`: stretching size-1 dimensions and adding leading ones, with stride 0.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

#[cfg(feature = "alloc")]
use crate::ShapeError;

/// The layout of a tensor (`sizes`, `strides`) expanded to `target`, as PyTorch's `expand`
/// computes it. Never copies: expanded dimensions read the same elements again through stride 0.
///
/// Sizes are matched from the trailing end, dimension `i` of `target` against the tensor's
/// dimension `i - (target.len() - sizes.len())`:
/// - `-1` keeps the tensor's size;
/// - a size equal to the tensor's keeps the dimension *and its original stride* (also for a
///   size-1 dimension that is not stretched);
/// - a size-1 dimension may be stretched to any size (including 0), and gets stride 0;
/// - `target` may have more dimensions than the tensor: the new leading dimensions get stride 0
///   when their size is not 1, and PyTorch's stride `size[i + 1] * stride[i + 1]` when it is 1
///   (all strides are 0 for a 0-d tensor); `-1` is not allowed there.
///
/// Errors, in PyTorch's order: [`ShapeError::ExpandTooFewSizes`] when `target` has fewer
/// dimensions than the tensor; then, walking from the last dimension,
/// [`ShapeError::ExpandNewDimInferred`] for a `-1` in a new leading dimension and
/// [`ShapeError::ExpandMismatch`] for a size that is neither the tensor's nor stretches a 1 (the
/// right-most such dimension, counted in `target`). A size below `-1` is reported as
/// [`ShapeError::ExpandMismatch`] against a size other than 1 (as PyTorch does); against a 1 or
/// in a new dimension it gives [`ShapeError::NumelOverflow`] if no other error was found
/// (PyTorch reads the size as a huge unsigned count and fails its element-count check).
///
/// The element count of the result is not checked here (callers that build the view refuse
/// one beyond `isize::MAX` with [`numel`](super::numel)); a new size-1 leading dimension whose
/// stride `size * stride` would not fit `isize` is [`ShapeError::StrideOverflow`].
///
/// # Errors
///
/// As listed above: [`ShapeError::ExpandTooFewSizes`], [`ShapeError::ExpandNewDimInferred`],
/// [`ShapeError::ExpandMismatch`], [`ShapeError::NumelOverflow`],
/// [`ShapeError::StrideOverflow`]; and [`ShapeError::Overflow`], naming `sizes`, when they are
/// sizes no tensor can have (their non-zero sizes multiply to more than `isize::MAX`).
///
/// # Panics
///
/// When `strides.len() != sizes.len()`.
///
/// ```
/// use shaped::layout::expand_layout;
/// // A column [3, 1] with strides [1, 1] stretched to [2, 3, 4]:
/// let (sizes, strides) = expand_layout(&[3, 1], &[1, 1], &[2, -1, 4]).unwrap();
/// assert_eq!(sizes, vec![2, 3, 4]);
/// assert_eq!(strides, vec![0, 1, 0]);
/// assert_eq!(
///     expand_layout(&[4, 6, 2], &[12, 2, 1], &[3, -1, 6, 3]).unwrap_err().to_string(),
///     "The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 3.  Target sizes: [3, -1, 6, 3].  Tensor sizes: [4, 6, 2]"
/// );
/// assert_eq!(
///     expand_layout(&[usize::MAX - 1], &[0], &[-1]).unwrap_err().to_string(),
///     "Storage size calculation overflowed with sizes=[18446744073709551614]"
/// );
/// ```
#[cfg(feature = "alloc")]
pub fn expand_layout(
    sizes: &[usize],
    strides: &[isize],
    target: &[isize],
) -> Result<(Vec<usize>, Vec<isize>), ShapeError> {
    assert_eq!(
        strides.len(),
        sizes.len(),
        "expand_layout: one stride per size is needed"
    );
    // Sizes no tensor can have would print as `isize::MAX` in the signed target of the text.
    if super::checked_numel(sizes).is_none() {
        return Err(ShapeError::Overflow {
            shape: sizes.to_vec(),
        });
    }
    if target.len() < sizes.len() {
        return Err(ShapeError::ExpandTooFewSizes {
            sizes: target.len(),
            dims: sizes.len(),
        });
    }
    let lead = target.len() - sizes.len();
    let mut new_sizes = alloc::vec![0usize; target.len()];
    let mut new_strides = alloc::vec![0isize; target.len()];
    // A size below -1 that PyTorch lets through the geometry (it fails later, when the view is
    // built, with its element-count check); reported only if nothing else fails first.
    let mut negative = false;
    for i in (0..target.len()).rev() {
        let existing = i.checked_sub(lead);
        let (size, stride) = match existing {
            Some(d) => (sizes[d], strides[d]),
            None => {
                let next = match (new_sizes.get(i + 1), new_strides.get(i + 1)) {
                    (Some(&s), Some(&st)) => super::try_inserted_stride(s, st)?,
                    _ => 0,
                };
                (1, next)
            }
        };
        let mut wanted = target[i];
        if wanted == -1 {
            if existing.is_none() {
                return Err(ShapeError::ExpandNewDimInferred { dim: i });
            }
            wanted = isize::try_from(size).unwrap_or(isize::MAX);
        }
        let (new_size, new_stride) = match usize::try_from(wanted) {
            Ok(w) if w == size => (size, stride),
            _ if size != 1 => {
                return Err(ShapeError::ExpandMismatch {
                    expanded: wanted,
                    existing: size,
                    dim: i,
                    target: target.to_vec(),
                    tensor: sizes.to_vec(),
                });
            }
            Ok(w) => (w, 0),
            Err(_) => {
                negative = true;
                (0, 0)
            }
        };
        new_sizes[i] = new_size;
        new_strides[i] = new_stride;
    }
    if negative {
        return Err(ShapeError::NumelOverflow);
    }
    Ok((new_sizes, new_strides))
}
