//! The checked forms of [`moved_offset`](super::moved_offset) and of
//! [`inserted_stride`](super::inserted_stride) for the dynamic views: a value that does not fit
//! `isize` is an error that prints the numbers, in debug and release builds alike, never a
//! wrapped or saturated number.

use crate::ShapeError;

/// [`moved_offset`](super::moved_offset) (`offset + index * stride`) with an error that prints
/// the three numbers.
///
/// # Errors
///
/// [`ShapeError::OffsetOverflow`] when the offset is negative or does not fit `isize`.
///
/// ```
/// use shaped::layout::try_moved_offset;
/// assert_eq!(try_moved_offset(0, 2, 3).unwrap(), 6);
/// assert_eq!(
///     try_moved_offset(1 << 62, 2, 1 << 62).unwrap_err().to_string(),
///     "storage offset 4611686018427387904 + 2 * 4611686018427387904 of the view does not fit isize"
/// );
/// assert!(try_moved_offset(1, 1, -2).is_err());
/// ```
pub fn try_moved_offset(offset: usize, index: usize, stride: isize) -> Result<usize, ShapeError> {
    super::moved_offset(offset, index, stride).ok_or(ShapeError::OffsetOverflow {
        offset,
        index,
        stride,
    })
}

/// The stride PyTorch gives a size-1 dimension inserted before a dimension of size `size` and
/// stride `stride` (its extent `size * stride`, as [`inserted_stride`](super::inserted_stride)
/// computes it), or the error when it does not fit `isize` instead of a saturated stride.
///
/// # Errors
///
/// [`ShapeError::StrideOverflow`] when `size * stride` does not fit `isize`.
///
/// ```
/// use shaped::layout::try_inserted_stride;
/// assert_eq!(try_inserted_stride(1 << 61, 3).unwrap(), 3 << 61);
/// assert_eq!(
///     try_inserted_stride(1 << 62, 4).unwrap_err().to_string(),
///     "stride 4611686018427387904 * 4 of the new dimension does not fit isize"
/// );
/// ```
pub fn try_inserted_stride(size: usize, stride: isize) -> Result<isize, ShapeError> {
    isize::try_from(size)
        .ok()
        .and_then(|s| s.checked_mul(stride))
        .ok_or(ShapeError::StrideOverflow { size, stride })
}
