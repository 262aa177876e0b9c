//! Where each element of a reduction lands: the row-major strides of the result seen through the
//! input's dims.

/// Writes into `out` (one slot per dim) the strides, over the input's dims `sizes`, of a
/// row-major result that keeps the dims not marked in `reduced`: a kept dim steps by its
/// row-major stride in the result, a reduced dim by 0, so every input element maps to the
/// result element it is folded into. Never allocates.
///
/// # Panics
///
/// When `reduced` or `out` is shorter than `sizes`.
///
/// ```
/// use shaped::layout::reduced_strides_into;
/// let mut out = [0isize; 3];
/// reduced_strides_into(&[2, 3, 4], &[false, true, false], &mut out);
/// assert_eq!(out, [4, 0, 1]);
/// ```
pub fn reduced_strides_into(sizes: &[usize], reduced: &[bool], out: &mut [isize]) {
    let mut next = 1isize;
    for d in (0..sizes.len()).rev() {
        if reduced[d] {
            out[d] = 0;
        } else {
            out[d] = next;
            // The result's sizes come from a valid tensor, so their product fits `isize`.
            next = next.wrapping_mul(sizes[d] as isize);
        }
    }
}
