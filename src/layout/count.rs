//! Element counts with checked arithmetic.

/// The number of elements of `sizes` (1 for `[]`), or `None` when it overflows `usize`. A
/// shape with a zero size has 0 elements, whatever its other sizes.
///
/// ```
/// use shaped::layout::checked_numel;
/// assert_eq!(checked_numel(&[2, 3]), Some(6));
/// assert_eq!(checked_numel(&[]), Some(1));
/// assert_eq!(checked_numel(&[usize::MAX, 2]), None);
/// assert_eq!(checked_numel(&[usize::MAX, 2, 0]), Some(0));
/// ```
pub fn checked_numel(sizes: &[usize]) -> Option<usize> {
    if sizes.contains(&0) {
        return Some(0);
    }
    sizes.iter().try_fold(1usize, |n, &s| n.checked_mul(s))
}

/// The number of elements of `sizes`, or [`ShapeError::Overflow`](crate::ShapeError::Overflow).
///
/// ```
/// assert_eq!(shaped::layout::numel(&[4, 5]).unwrap(), 20);
/// assert!(shaped::layout::numel(&[usize::MAX, 3]).is_err());
/// ```
#[cfg(feature = "alloc")]
pub fn numel(sizes: &[usize]) -> Result<usize, crate::ShapeError> {
    checked_numel(sizes).ok_or_else(|| crate::ShapeError::Overflow {
        shape: sizes.to_vec(),
    })
}
