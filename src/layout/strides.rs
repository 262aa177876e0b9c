//! Row-major strides and contiguity.

/// Writes the row-major ("contiguous") strides of `sizes` into `out`, as PyTorch computes them:
/// the last stride is 1 and `stride[i] = stride[i + 1] * max(size[i + 1], 1)`.
///
/// ```
/// let mut out = [0isize; 3];
/// shaped::layout::contiguous_strides_into(&[2, 0, 3], &mut out);
/// assert_eq!(out, [3, 3, 1]);
/// ```
pub fn contiguous_strides_into(sizes: &[usize], out: &mut [isize]) {
    let mut stride: isize = 1;
    for (o, &s) in out.iter_mut().zip(sizes).rev() {
        *o = stride;
        stride = stride.wrapping_mul(s.max(1) as isize);
    }
}

/// The row-major strides of `sizes`.
///
/// ```
/// assert_eq!(shaped::layout::contiguous_strides(&[3, 4]), vec![4, 1]);
/// assert_eq!(shaped::layout::contiguous_strides(&[]), Vec::<isize>::new());
/// ```
#[cfg(feature = "alloc")]
pub fn contiguous_strides(sizes: &[usize]) -> alloc::vec::Vec<isize> {
    let mut out = alloc::vec![0; sizes.len()];
    contiguous_strides_into(sizes, &mut out);
    out
}

/// Whether a layout is row-major with no gaps: strides of size-1 dimensions are ignored, and a
/// layout with no elements is always contiguous (PyTorch's `is_contiguous`).
///
/// ```
/// use shaped::layout::is_contiguous;
/// assert!(is_contiguous(&[3, 4], &[4, 1]));
/// assert!(!is_contiguous(&[4, 3], &[1, 4])); // a transpose
/// assert!(is_contiguous(&[3, 1], &[1, 99])); // size-1 strides do not matter
/// assert!(is_contiguous(&[0, 3], &[7, 7]));  // no elements
/// ```
pub fn is_contiguous(sizes: &[usize], strides: &[isize]) -> bool {
    if sizes.contains(&0) {
        return true;
    }
    let mut expected: isize = 1;
    for (&size, &stride) in sizes.iter().zip(strides).rev() {
        if size != 1 {
            if stride != expected {
                return false;
            }
            expected *= size as isize;
        }
    }
    true
}
