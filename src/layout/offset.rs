//! Storage offsets and strides of views, with checked arithmetic: a value that does not fit
//! `isize` is `None` (or an error) in debug and release builds alike, never a wrapped number.

#[cfg(feature = "alloc")]
use crate::ShapeError;

/// The storage offset `offset + index * stride` (the first element of `narrow(.., index, ..)` or
/// `select(.., index)` along a dimension of stride `stride`), or `None` when it is negative or
/// does not fit `isize`. Never allocates.
///
/// ```
/// use shaped::layout::step_offset;
/// assert_eq!(step_offset(4, 3, 5), Some(19));
/// assert_eq!(step_offset(19, 3, -5), Some(4));
/// assert_eq!(step_offset(0, 2, 1 << 62), None); // 2^63 does not fit isize
/// assert_eq!(step_offset(1, 1, -2), None); // negative
/// assert_eq!(step_offset(usize::MAX, 0, 1), None);
/// ```
#[inline]
pub fn step_offset(offset: usize, index: usize, stride: isize) -> Option<usize> {
    let base = isize::try_from(offset).ok()?;
    let step = isize::try_from(index).ok()?.checked_mul(stride)?;
    usize::try_from(base.checked_add(step)?).ok()
}

/// [`step_offset`] with an error that prints the three numbers.
///
/// # Errors
///
/// [`ShapeError::OffsetOverflow`] when the offset is negative or does not fit `isize`.
///
/// ```
/// use shaped::layout::try_step_offset;
/// assert_eq!(try_step_offset(0, 2, 3).unwrap(), 6);
/// assert_eq!(
///     try_step_offset(1 << 62, 2, 1 << 62).unwrap_err().to_string(),
///     "storage offset 4611686018427387904 + 2 * 4611686018427387904 of the view does not fit isize"
/// );
/// ```
#[cfg(feature = "alloc")]
pub fn try_step_offset(offset: usize, index: usize, stride: isize) -> Result<usize, ShapeError> {
    step_offset(offset, index, stride).ok_or(ShapeError::OffsetOverflow {
        offset,
        index,
        stride,
    })
}

/// The extent `size * stride` of a dimension: PyTorch's stride for a new size-1 dimension
/// inserted before it (`unsqueeze`, a new leading dimension of `expand`), or `None` when it does
/// not fit `isize`. Never allocates.
///
/// ```
/// use shaped::layout::extent_stride;
/// assert_eq!(extent_stride(3, 4), Some(12));
/// assert_eq!(extent_stride(0, 4), Some(0));
/// assert_eq!(extent_stride(4, 1 << 62), None);
/// assert_eq!(extent_stride(usize::MAX, 0), None); // such a size cannot exist
/// ```
#[inline]
pub fn extent_stride(size: usize, stride: isize) -> Option<isize> {
    isize::try_from(size).ok()?.checked_mul(stride)
}

/// [`extent_stride`] with an error that prints both numbers.
///
/// # Errors
///
/// [`ShapeError::StrideOverflow`] when `size * stride` does not fit `isize`.
///
/// ```
/// use shaped::layout::try_extent_stride;
/// assert_eq!(
///     try_extent_stride(1 << 62, 4).unwrap_err().to_string(),
///     "stride 4611686018427387904 * 4 of the new dimension does not fit isize"
/// );
/// ```
#[cfg(feature = "alloc")]
pub fn try_extent_stride(size: usize, stride: isize) -> Result<isize, ShapeError> {
    extent_stride(size, stride).ok_or(ShapeError::StrideOverflow { size, stride })
}

/// The storage position of the element at `index` of a layout (`sizes`, `strides`, `offset`):
/// `offset + Σ index[k] * strides[k]`, or `None` when `index` has the wrong length, an entry is
/// out of range (`index[k] >= sizes[k]`), or the position is negative or does not fit `isize`.
/// Every entry is range-checked before any arithmetic, so a tensor with no elements answers
/// `None` whatever its other sizes. Never allocates.
///
/// # Panics
///
/// When `strides.len() != sizes.len()`.
///
/// ```
/// use shaped::layout::checked_position;
/// assert_eq!(checked_position(&[1, 2], &[2, 3], &[3, 1], 0), Some(5));
/// assert_eq!(checked_position(&[1, 2], &[2, 3], &[1, 2], 7), Some(12));
/// assert_eq!(checked_position(&[2, 0], &[2, 3], &[3, 1], 0), None); // out of range
/// assert_eq!(checked_position(&[0], &[2, 3], &[3, 1], 0), None); // wrong length
/// assert_eq!(checked_position(&[2, 5, 0], &[3, 1 << 62, 0], &[1 << 62, 1, 1], 0), None);
/// ```
#[inline]
pub fn checked_position(
    index: &[usize],
    sizes: &[usize],
    strides: &[isize],
    offset: usize,
) -> Option<usize> {
    assert_eq!(
        strides.len(),
        sizes.len(),
        "checked_position: one stride per size is needed"
    );
    if index.len() != sizes.len() || index.iter().zip(sizes).any(|(&i, &size)| i >= size) {
        return None;
    }
    let mut at = isize::try_from(offset).ok()?;
    for (&i, &stride) in index.iter().zip(strides) {
        at = at.checked_add(isize::try_from(i).ok()?.checked_mul(stride)?)?;
    }
    usize::try_from(at).ok()
}
