//! Element counts with checked arithmetic.

/// The number of elements of `sizes` (1 for the 0-d shape `[]`), or `None` when the shape is too
/// large to exist: when the product of its *non-zero* sizes exceeds `isize::MAX` (PyTorch counts
/// in `int64`; Rust's buffers hold at most `isize::MAX` bytes).
///
/// A zero size makes the count 0, but does not excuse the other sizes: as NumPy does when it
/// creates an array, `None` is returned whenever the product of the non-zero sizes is too large,
/// even if some size is 0. This keeps the answer independent of the order of the sizes, and it
/// means every row-major stride of an accepted shape (which treats a size 0 as 1, see
/// [`contiguous_strides_into`](super::contiguous_strides_into)) fits `isize`, and so does every
/// size. (PyTorch's own check depends on where the 0 stands.) Never allocates.
///
/// ```
/// use shaped::layout::checked_numel;
/// assert_eq!(checked_numel(&[2, 3]), Some(6));
/// assert_eq!(checked_numel(&[]), Some(1));
/// assert_eq!(checked_numel(&[4, 0, 3]), Some(0));
/// assert_eq!(checked_numel(&[isize::MAX as usize]), Some(isize::MAX as usize));
/// assert_eq!(checked_numel(&[isize::MAX as usize + 1]), None);
/// assert_eq!(checked_numel(&[2, 1 << 62]), None);
/// assert_eq!(checked_numel(&[usize::MAX, 2]), None);
/// assert_eq!(checked_numel(&[0, usize::MAX, 2]), None);
/// assert_eq!(checked_numel(&[usize::MAX, 0]), None);
/// ```
#[inline]
pub fn checked_numel(sizes: &[usize]) -> Option<usize> {
    let mut product: isize = 1;
    let mut zero = false;
    for &size in sizes {
        if size == 0 {
            zero = true;
        } else {
            product = product.checked_mul(isize::try_from(size).ok()?)?;
        }
    }
    // `product` is positive, so the conversion cannot fail.
    Some(if zero { 0 } else { product.unsigned_abs() })
}

/// The number of elements of `sizes`, or [`ShapeError::Overflow`](crate::ShapeError::Overflow)
/// when [`checked_numel`] gives `None`.
///
/// # Errors
///
/// [`ShapeError::Overflow`](crate::ShapeError::Overflow) when the product of the non-zero sizes
/// exceeds `isize::MAX`; the text prints the sizes as given.
///
/// ```
/// use shaped::layout::numel;
/// assert_eq!(numel(&[4, 5]).unwrap(), 20);
/// assert_eq!(
///     numel(&[usize::MAX, 0]).unwrap_err().to_string(),
///     "Storage size calculation overflowed with sizes=[18446744073709551615, 0]"
/// );
/// ```
#[cfg(feature = "alloc")]
pub fn numel(sizes: &[usize]) -> Result<usize, crate::ShapeError> {
    checked_numel(sizes).ok_or_else(|| crate::ShapeError::Overflow {
        shape: sizes.to_vec(),
    })
}
