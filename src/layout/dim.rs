//! Dimension indices that may count from the end (PyTorch's `maybe_wrap_dim`).

/// The dimension `dim` of a tensor of rank `rank`, with negative indices counting from the end
/// (`-1` is the last dimension), or `None` when it is out of range. The valid range is
/// `[-rank, rank - 1]`; a 0-d tensor accepts `-1` and `0` (both give 0), as in PyTorch, so that
/// reductions over "the last dim" work on scalars. Never allocates.
///
/// ```
/// use shaped::layout::wrap_dim_checked;
/// assert_eq!(wrap_dim_checked(-1, 3), Some(2));
/// assert_eq!(wrap_dim_checked(1, 3), Some(1));
/// assert_eq!(wrap_dim_checked(3, 3), None);
/// assert_eq!(wrap_dim_checked(-4, 3), None);
/// assert_eq!(wrap_dim_checked(-1, 0), Some(0));
/// ```
pub fn wrap_dim_checked(dim: isize, rank: usize) -> Option<usize> {
    let (min, max) = dim_range(rank);
    if dim < min || dim > max {
        return None;
    }
    let wrapped = if dim < 0 { dim + (max + 1) } else { dim };
    usize::try_from(wrapped).ok()
}

/// The valid range `[min, max]` of dimension indices for rank `rank` (`[-1, 0]` for rank 0).
fn dim_range(rank: usize) -> (isize, isize) {
    let n = isize::try_from(rank.max(1)).unwrap_or(isize::MAX);
    (-n, n - 1)
}

/// [`wrap_dim_checked`] with PyTorch's error:
/// [`ShapeError::DimOutOfRange`](crate::ShapeError::DimOutOfRange).
///
/// # Errors
///
/// [`ShapeError::DimOutOfRange`](crate::ShapeError::DimOutOfRange), with the valid range and
/// `dim` as given.
///
/// ```
/// use shaped::layout::wrap_dim;
/// assert_eq!(wrap_dim(-2, 2).unwrap(), 0);
/// assert_eq!(
///     wrap_dim(2, 2).unwrap_err().to_string(),
///     "Dimension out of range (expected to be in range of [-2, 1], but got 2)"
/// );
/// assert_eq!(
///     wrap_dim(1, 0).unwrap_err().to_string(),
///     "Dimension out of range (expected to be in range of [-1, 0], but got 1)"
/// );
/// ```
#[cfg(feature = "alloc")]
pub fn wrap_dim(dim: isize, rank: usize) -> Result<usize, crate::ShapeError> {
    wrap_dim_checked(dim, rank).ok_or_else(|| {
        let (min, max) = dim_range(rank);
        crate::ShapeError::DimOutOfRange { dim, min, max }
    })
}
