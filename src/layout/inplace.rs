//! The in-place rule for run-time shapes.

/// Whether a source of sizes `src` may be written into (or combined in place with) a
/// destination of sizes `dest`: exactly when `broadcast(dest, src) == dest`. The error is the one
/// PyTorch's `src.expand(dest)` gives.
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
/// ```
#[cfg(feature = "alloc")]
pub fn check_broadcast_into(dest: &[usize], src: &[usize]) -> Result<(), crate::ShapeError> {
    if src.len() > dest.len() {
        return Err(crate::ShapeError::ExpandTooFewSizes {
            sizes: dest.len(),
            dims: src.len(),
        });
    }
    let lead = dest.len() - src.len();
    for (k, &s) in src.iter().enumerate().rev() {
        let d = dest[lead + k];
        if s != d && s != 1 {
            return Err(crate::ShapeError::ExpandMismatch {
                expanded: d as isize,
                existing: s,
                dim: lead + k,
                target: dest.iter().map(|&x| x as isize).collect(),
                tensor: src.to_vec(),
            });
        }
    }
    Ok(())
}
