//! View geometry: how transposing, inserting or removing a dimension, narrowing, selecting and
//! expanding change sizes, strides and offset. The static views (shapes checked by type) and the
//! dynamic views (checked at run time) both compute their layouts here; nothing allocates.
//!
//! Each function writes the new layout into caller-provided slices of the new rank and assumes
//! the arguments were validated (axes in range; the caller's types or checks guarantee it). It
//! never panics: mismatched lengths leave the outputs partly written and return `false`/`None`.

/// The stride PyTorch gives a size-1 dimension inserted before a dimension of size `size` and
/// stride `stride`: that dimension's extent (saturating, so it never wraps).
///
/// ```
/// assert_eq!(shaped::layout::inserted_stride(3, 4), 12);
/// ```
#[inline]
pub fn inserted_stride(size: usize, stride: isize) -> isize {
    stride.saturating_mul(isize::try_from(size).unwrap_or(isize::MAX))
}

/// Sizes and strides with dimensions `a` and `b` swapped. `false` when an axis is out of range
/// or the outputs have another length.
///
/// ```
/// let (mut d, mut s) = ([0; 3], [0; 3]);
/// assert!(shaped::layout::transpose_into(&[2, 3, 4], &[12, 4, 1], 0, 2, &mut d, &mut s));
/// assert_eq!((d, s), ([4, 3, 2], [1, 4, 12]));
/// ```
#[inline]
pub fn transpose_into(
    dims: &[usize],
    strides: &[isize],
    a: usize,
    b: usize,
    out_dims: &mut [usize],
    out_strides: &mut [isize],
) -> bool {
    if out_dims.len() != dims.len()
        || out_strides.len() != strides.len()
        || dims.len() != strides.len()
        || a >= dims.len()
        || b >= dims.len()
    {
        return false;
    }
    out_dims.copy_from_slice(dims);
    out_strides.copy_from_slice(strides);
    out_dims.swap(a, b);
    out_strides.swap(a, b);
    true
}

/// Sizes and strides with a size-1 dimension inserted at `d` (`d` may be the rank), with
/// PyTorch's stride for it ([`inserted_stride`] of the next dimension, 1 at the end). `false` when `d` is out of range or the
/// outputs are not one longer than the input.
///
/// ```
/// let (mut d, mut s) = ([0; 3], [0; 3]);
/// assert!(shaped::layout::unsqueeze_into(&[2, 3], &[3, 1], 1, &mut d, &mut s));
/// assert_eq!((d, s), ([2, 1, 3], [3, 3, 1]));
/// ```
#[inline]
pub fn unsqueeze_into(
    dims: &[usize],
    strides: &[isize],
    d: usize,
    out_dims: &mut [usize],
    out_strides: &mut [isize],
) -> bool {
    let rank = dims.len();
    if strides.len() != rank
        || out_dims.len() != rank + 1
        || out_strides.len() != rank + 1
        || d > rank
    {
        return false;
    }
    let next = dims.get(d).copied().zip(strides.get(d).copied());
    let (od_head, od_tail) = out_dims.split_at_mut(d);
    let (os_head, os_tail) = out_strides.split_at_mut(d);
    od_head.copy_from_slice(&dims[..d]);
    os_head.copy_from_slice(&strides[..d]);
    if let (Some((d0, d_rest)), Some((s0, s_rest))) =
        (od_tail.split_first_mut(), os_tail.split_first_mut())
    {
        *d0 = 1;
        *s0 = next.map_or(1, |(size, stride)| inserted_stride(size, stride));
        d_rest.copy_from_slice(&dims[d..]);
        s_rest.copy_from_slice(&strides[d..]);
    }
    true
}

/// Sizes and strides without dimension `d`. `false` when `d` is out of range or the outputs are
/// not one shorter than the input. (Whether the dimension has size 1 is the caller's rule.)
///
/// ```
/// let (mut d, mut s) = ([0; 2], [0; 2]);
/// assert!(shaped::layout::remove_dim_into(&[2, 1, 3], &[3, 3, 1], 1, &mut d, &mut s));
/// assert_eq!((d, s), ([2, 3], [3, 1]));
/// ```
#[inline]
pub fn remove_dim_into(
    dims: &[usize],
    strides: &[isize],
    d: usize,
    out_dims: &mut [usize],
    out_strides: &mut [isize],
) -> bool {
    let rank = dims.len();
    if strides.len() != rank
        || d >= rank
        || out_dims.len() + 1 != rank
        || out_strides.len() + 1 != rank
    {
        return false;
    }
    out_dims[..d].copy_from_slice(&dims[..d]);
    out_dims[d..].copy_from_slice(&dims[d + 1..]);
    out_strides[..d].copy_from_slice(&strides[..d]);
    out_strides[d..].copy_from_slice(&strides[d + 1..]);
    true
}

/// The offset of the view that starts at index `start` of a dimension with stride `stride`:
/// `offset + start * stride`, or `None` when it does not fit (`usize`, and `isize` arithmetic).
///
/// ```
/// assert_eq!(shaped::layout::moved_offset(3, 2, 5), Some(13));
/// assert_eq!(shaped::layout::moved_offset(0, usize::MAX, 2), None);
/// ```
#[inline]
pub fn moved_offset(offset: usize, start: usize, stride: isize) -> Option<usize> {
    let start = isize::try_from(start).ok()?;
    let offset = isize::try_from(offset).ok()?;
    let moved = offset.checked_add(start.checked_mul(stride)?)?;
    usize::try_from(moved).ok()
}

/// The strides of a tensor (`dims`, `strides`) expanded to sizes `target` it broadcasts to
/// (checked by the caller), as PyTorch's `expand` gives them: a kept dimension keeps its stride,
/// a stretched size-1 dimension and a new leading dimension of size other than 1 get 0, a new
/// leading size-1 dimension gets [`inserted_stride`] of the next one (0 at the end). `false` when the lengths do not fit.
///
/// ```
/// let mut s = [0; 3];
/// assert!(shaped::layout::expand_strides_into(&[3, 1], &[1, 1], &[2, 3, 4], &mut s));
/// assert_eq!(s, [0, 1, 0]);
/// ```
#[inline]
pub fn expand_strides_into(
    dims: &[usize],
    strides: &[isize],
    target: &[usize],
    out: &mut [isize],
) -> bool {
    if strides.len() != dims.len() || out.len() != target.len() || target.len() < dims.len() {
        return false;
    }
    let lead = target.len() - dims.len();
    for i in (0..target.len()).rev() {
        let (size, stride) = match i.checked_sub(lead) {
            Some(d) => (dims[d], strides[d]),
            None => {
                let next = target.get(i + 1).copied().zip(out.get(i + 1).copied());
                (
                    1,
                    next.map_or(0, |(size, stride)| inserted_stride(size, stride)),
                )
            }
        };
        out[i] = if size == target[i] { stride } else { 0 };
    }
    true
}
