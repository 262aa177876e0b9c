//! Row-major strides and contiguity.

/// Writes the row-major ("contiguous") strides of `sizes` into `out`, as PyTorch computes them:
/// the last stride is 1 and `stride[i] = stride[i + 1] * max(size[i + 1], 1)`, so a dimension of
/// size 0 or 1 gets the stride it would have with size 1 (`torch.zeros(2, 0, 3).stride()` is
/// `(3, 3, 1)`). Never allocates.
///
/// Strides saturate at `isize::MAX` for shapes too large to address (those whose element
/// count overflows `usize` or exceeds `isize::MAX`).
///
/// # Panics
///
/// When `out.len() != sizes.len()`.
///
/// ```
/// use shaped::layout::contiguous_strides_into;
/// let mut out = [0isize; 3];
/// contiguous_strides_into(&[2, 0, 3], &mut out);
/// assert_eq!(out, [3, 3, 1]);
/// contiguous_strides_into(&[2, 3, 4], &mut out);
/// assert_eq!(out, [12, 4, 1]);
/// ```
#[inline]
pub fn contiguous_strides_into(sizes: &[usize], out: &mut [isize]) {
    assert_eq!(
        out.len(),
        sizes.len(),
        "contiguous_strides_into: `out` must have one slot per size"
    );
    let mut stride: isize = 1;
    for (slot, &size) in out.iter_mut().zip(sizes).rev() {
        *slot = stride;
        let factor = isize::try_from(size.max(1)).unwrap_or(isize::MAX);
        stride = stride.saturating_mul(factor);
    }
}

/// The row-major ("contiguous") strides of `sizes`, as PyTorch computes them: the last stride
/// is 1 and `stride[i] = stride[i + 1] * max(size[i + 1], 1)`, so a dimension of size 0 or 1
/// gets the stride it would have with size 1. Strides saturate at `isize::MAX` for shapes too
/// large to address.
///
/// ```
/// use shaped::layout::contiguous_strides;
/// assert_eq!(contiguous_strides(&[3, 4]), vec![4, 1]);
/// assert_eq!(contiguous_strides(&[2, 1, 3]), vec![3, 3, 1]);
/// assert_eq!(contiguous_strides(&[]), Vec::<isize>::new());
/// ```
#[cfg(feature = "alloc")]
pub fn contiguous_strides(sizes: &[usize]) -> alloc::vec::Vec<isize> {
    let mut out = alloc::vec![0; sizes.len()];
    contiguous_strides_into(sizes, &mut out);
    out
}

/// Whether a layout is row-major with no gaps (PyTorch's `is_contiguous`): walking from the last
/// dimension, every dimension of size other than 1 has the stride `product of the sizes after
/// it`. Strides of size-1 dimensions are ignored, a layout with no elements is always contiguous,
/// and so is a 0-d one. Never allocates.
///
/// # Panics
///
/// When `strides.len() != sizes.len()`.
///
/// ```
/// use shaped::layout::is_contiguous;
/// assert!(is_contiguous(&[3, 4], &[4, 1]));
/// assert!(!is_contiguous(&[4, 3], &[1, 4])); // a transpose
/// assert!(is_contiguous(&[3, 1], &[1, 99])); // size-1 strides do not matter
/// assert!(is_contiguous(&[0, 3], &[7, 7])); // no elements
/// assert!(is_contiguous(&[], &[])); // 0-d
/// ```
#[inline]
pub fn is_contiguous(sizes: &[usize], strides: &[isize]) -> bool {
    assert_eq!(
        strides.len(),
        sizes.len(),
        "is_contiguous: one stride per size is needed"
    );
    if sizes.contains(&0) {
        return true;
    }
    // `None` once the expected stride no longer fits `isize`: no later stride can match it.
    let mut expected: Option<isize> = Some(1);
    for (&size, &stride) in sizes.iter().zip(strides).rev() {
        if size != 1 {
            if expected != Some(stride) {
                return false;
            }
            expected = isize::try_from(size)
                .ok()
                .and_then(|s| stride.checked_mul(s));
        }
    }
    true
}
