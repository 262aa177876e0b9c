//! Element counts with checked arithmetic.

/// The number of elements of `sizes` (1 for the 0-d shape `[]`), or `None` when the shape is too
/// large to count in `usize`.
///
/// A zero size makes the count 0, but does not excuse the other sizes: as NumPy does when it
/// creates an array, `None` is returned whenever the product of the *non-zero* sizes overflows,
/// even if some size is 0. This keeps the answer independent of the order of the sizes, and it
/// means the row-major strides of every shape accepted here (which treat a size 0 as 1, see
/// [`contiguous_strides_into`](super::contiguous_strides_into)) can be counted too. (PyTorch's
/// own check depends on where the 0 stands.) Never allocates.
///
/// ```
/// use shaped::layout::checked_numel;
/// assert_eq!(checked_numel(&[2, 3]), Some(6));
/// assert_eq!(checked_numel(&[]), Some(1));
/// assert_eq!(checked_numel(&[4, 0, 3]), Some(0));
/// assert_eq!(checked_numel(&[usize::MAX, 2]), None);
/// assert_eq!(checked_numel(&[0, usize::MAX, 2]), None);
/// ```
#[inline]
pub fn checked_numel(sizes: &[usize]) -> Option<usize> {
    let mut product: usize = 1;
    let mut zero = false;
    for &size in sizes {
        if size == 0 {
            zero = true;
        } else {
            product = product.checked_mul(size)?;
        }
    }
    Some(if zero { 0 } else { product })
}

/// The number of elements of `sizes`, or [`ShapeError::Overflow`](crate::ShapeError::Overflow)
/// when [`checked_numel`] gives `None`.
///
/// ```
/// use shaped::layout::numel;
/// assert_eq!(numel(&[4, 5]).unwrap(), 20);
/// assert_eq!(
///     numel(&[usize::MAX, 3]).unwrap_err().to_string(),
///     format!("the number of elements of shape [{}, 3] overflows usize", usize::MAX)
/// );
/// ```
#[cfg(feature = "alloc")]
pub fn numel(sizes: &[usize]) -> Result<usize, crate::ShapeError> {
    checked_numel(sizes).ok_or_else(|| crate::ShapeError::Overflow {
        shape: sizes.to_vec(),
    })
}
