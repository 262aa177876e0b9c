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
    copy_prefix(out_dims, dims);
    copy_prefix(out_strides, strides);
    swap_checked(out_dims, a, b);
    swap_checked(out_strides, a, b);
    true
}

/// `dst[k] = src[k]` for every `k` both have. The layout functions copy with this rather than
/// `copy_from_slice` or slicing, which have panic paths that only inlining removes: where
/// little is inlined (opt-level "s" and "z") a view's construction would otherwise keep them.
/// A counted loop rather than `zip`: at those levels `zip`'s set-up is a call to an instance
/// this crate exports for its own run-time code, which the caller cannot prove panic-free.
#[inline(always)]
pub(crate) fn copy_prefix<T: Copy>(dst: &mut [T], src: &[T]) {
    let n = dst.len().min(src.len());
    for k in 0..n {
        if let (Some(d), Some(&s)) = (dst.get_mut(k), src.get(k)) {
            *d = s;
        }
    }
}

/// `v` with entries `a` and `b` swapped when both exist (see [`copy_prefix`]).
#[inline(always)]
fn swap_checked<T: Copy>(v: &mut [T], a: usize, b: usize) {
    if let (Some(&x), Some(&y)) = (v.get(a), v.get(b)) {
        if let Some(p) = v.get_mut(a) {
            *p = y;
        }
        if let Some(p) = v.get_mut(b) {
            *p = x;
        }
    }
}

/// `out[k] = src[k]` before `skip` and `out[k] = src[k + 1]` from it on: `src` without entry
/// `skip` (see [`copy_prefix`]).
#[inline(always)]
fn copy_without<T: Copy>(out: &mut [T], src: &[T], skip: usize) {
    for (k, o) in out.iter_mut().enumerate() {
        let from = if k < skip { k } else { k.wrapping_add(1) };
        if let Some(&x) = src.get(from) {
            *o = x;
        }
    }
}

/// `out[k] = src[k]` before `at`, `out[at] = value` and `out[k] = src[k - 1]` after it: `src`
/// with `value` inserted at `at` (see [`copy_prefix`]).
#[inline(always)]
fn copy_with<T: Copy>(out: &mut [T], src: &[T], at: usize, value: T) {
    for (k, o) in out.iter_mut().enumerate() {
        let x = match k.cmp(&at) {
            core::cmp::Ordering::Less => src.get(k),
            core::cmp::Ordering::Equal => Some(&value),
            core::cmp::Ordering::Greater => src.get(k.wrapping_sub(1)),
        };
        if let Some(&x) = x {
            *o = x;
        }
    }
}

/// Sizes and strides with the dimensions in the order `order` (entry `k` is the old dimension
/// at new position `k`; PyTorch's `permute`). `false` when an entry is out of range or the
/// lengths differ; a repeated entry is the caller's to refuse (the static views cannot name
/// one, the dynamic ones check it first).
///
/// ```
/// let (mut d, mut s) = ([0; 3], [0; 3]);
/// assert!(shaped::layout::permute_into(&[2, 3, 4], &[12, 4, 1], &[2, 0, 1], &mut d, &mut s));
/// assert_eq!((d, s), ([4, 2, 3], [1, 12, 4]));
/// ```
#[inline]
pub fn permute_into(
    dims: &[usize],
    strides: &[isize],
    order: &[usize],
    out_dims: &mut [usize],
    out_strides: &mut [isize],
) -> bool {
    if order.len() != dims.len()
        || out_dims.len() != order.len()
        || out_strides.len() != order.len()
    {
        return false;
    }
    for (k, &axis) in order.iter().enumerate() {
        match (
            dims.get(axis),
            strides.get(axis),
            out_dims.get_mut(k),
            out_strides.get_mut(k),
        ) {
            (Some(&size), Some(&stride), Some(d), Some(s)) => {
                *d = size;
                *s = stride;
            }
            _ => return false,
        }
    }
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
    let stride = next.map_or(1, |(size, stride)| inserted_stride(size, stride));
    copy_with(out_dims, dims, d, 1);
    copy_with(out_strides, strides, d, stride);
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
    copy_without(out_dims, dims, d);
    copy_without(out_strides, strides, d);
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

/// [`moved_offset`] for kernels walking a layout that exists: every position they ask for is
/// inside its storage, so the arithmetic cannot overflow and is left unchecked (this is the
/// hot path of the strided loops).
#[inline(always)]
pub(crate) fn element_at(offset: usize, stride: isize, index: usize) -> usize {
    (offset as isize + stride * index as isize) as usize
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
            Some(d) => match (dims.get(d), strides.get(d)) {
                (Some(&size), Some(&stride)) => (size, stride),
                _ => return false,
            },
            None => {
                let next = target.get(i + 1).copied().zip(out.get(i + 1).copied());
                (
                    1,
                    next.map_or(0, |(size, stride)| inserted_stride(size, stride)),
                )
            }
        };
        if let (Some(o), Some(&t)) = (out.get_mut(i), target.get(i)) {
            *o = if size == t { stride } else { 0 };
        }
    }
    true
}

/// The position from the start that index `index` of a dimension of size `size` means
/// (negative indexes count from the end, as in PyTorch's `select`), or `None` outside
/// `[-size, size - 1]`.
///
/// ```
/// use shaped::layout::wrap_index;
/// assert_eq!(wrap_index(-1, 3), Some(2));
/// assert_eq!(wrap_index(3, 3), None);
/// assert_eq!(wrap_index(isize::MIN, 3), None);
/// ```
#[inline]
pub fn wrap_index(index: isize, size: usize) -> Option<usize> {
    if index < 0 {
        // `unsigned_abs` is exact for every negative `isize`, `isize::MIN` included.
        size.checked_sub(index.unsigned_abs())
    } else {
        usize::try_from(index).ok().filter(|&i| i < size)
    }
}

/// The start from the beginning that a `narrow` start means on a dimension of size `size`:
/// PyTorch accepts `[-size, size]` and adds `size` to a negative start; `None` outside it.
/// (Whether `start + length` fits is checked after this, on the wrapped start.)
///
/// ```
/// use shaped::layout::wrap_narrow_start;
/// assert_eq!(wrap_narrow_start(-2, 5), Some(3));
/// assert_eq!(wrap_narrow_start(5, 5), Some(5));
/// assert_eq!(wrap_narrow_start(-6, 5), None);
/// ```
#[inline]
pub fn wrap_narrow_start(start: isize, size: usize) -> Option<usize> {
    wrap_start(start, size).filter(|&s| s <= size)
}

/// `start`, plus `size` when negative; `None` when that is still negative.
#[inline(always)]
fn wrap_start(start: isize, size: usize) -> Option<usize> {
    let wrapped = if start < 0 {
        start.checked_add_unsigned(size)?
    } else {
        start
    };
    usize::try_from(wrapped).ok()
}

/// The storage offset of `narrow(start, length)` on a dimension of size `size` and stride
/// `stride` of a view at `offset`: `None` when the start is out of range
/// ([`wrap_narrow_start`]), `start + length` exceeds the size, or the offset does not fit.
/// An empty narrow may start one past the end (PyTorch's offsets for empty views).
///
/// ```
/// use shaped::layout::narrow_offset;
/// assert_eq!(narrow_offset(0, 5, 3, -2, 2), Some(9));
/// assert_eq!(narrow_offset(0, 5, 3, 4, 2), None);
/// ```
#[inline]
pub fn narrow_offset(
    offset: usize,
    size: usize,
    stride: isize,
    start: isize,
    length: usize,
) -> Option<usize> {
    // `wrap_narrow_start` and `start + length <= size` as one bound, `start <= size - length`
    // (which implies `start <= size`): one wrap, one sign check and one comparison, the form of
    // a hand loop, with no overflow check on a sum.
    let start = wrap_start(start, size)?;
    if start > size.checked_sub(length)? {
        return None;
    }
    moved_offset(offset, start, stride)
}

/// Whether every position of the layout (`sizes`, `strides`, `offset`) lies inside a storage
/// of `storage_len` elements: the smallest and largest reachable offsets, computed with checked
/// arithmetic, are in `0..storage_len`. A layout with no elements reaches nothing and always
/// fits (PyTorch checks the storage it needs, which is none). `None` when an offset does not
/// fit `isize` (also out of bounds).
///
/// ```
/// use shaped::layout::reachable_range;
/// assert_eq!(reachable_range(&[2, 3], &[3, 1], 1), Some(Some((1, 6))));
/// assert_eq!(reachable_range(&[2, 0], &[3, 1], 99), Some(None));
/// assert_eq!(reachable_range(&[2], &[isize::MAX], 2), None);
/// ```
pub fn reachable_range(
    sizes: &[usize],
    strides: &[isize],
    offset: usize,
) -> Option<Option<(usize, usize)>> {
    if sizes.contains(&0) {
        return Some(None);
    }
    let mut low = isize::try_from(offset).ok()?;
    let mut high = low;
    for (&size, &stride) in sizes.iter().zip(strides) {
        let last = isize::try_from(size - 1).ok()?;
        let reach = last.checked_mul(stride)?;
        if reach < 0 {
            low = low.checked_add(reach)?;
        } else {
            high = high.checked_add(reach)?;
        }
    }
    Some(Some((
        usize::try_from(low).ok()?,
        usize::try_from(high).ok()?,
    )))
}

/// The bytes of storage a layout needs, as PyTorch's `as_strided` computes them:
/// `(offset + 1 + Σ (size − 1) · stride) · itemsize`, or 0 when a size is 0 (whatever the
/// offset). `None` when the count does not fit `isize` (PyTorch's `Storage size calculation
/// overflowed` check, a signed 64-bit bound) or a stride is negative (refused before this).
///
/// ```
/// use shaped::layout::storage_bytes;
/// assert_eq!(storage_bytes(&[3, 3], &[1, 1], 0, 4), Some(20));
/// assert_eq!(storage_bytes(&[0, 3], &[1, 1], usize::MAX, 4), Some(0));
/// // 2^61 + 1 elements of 4 bytes: past `i64::MAX` bytes, though within `u64`.
/// assert_eq!(storage_bytes(&[2, 1], &[1 << 61, 1], 0, 4), None);
/// assert_eq!(storage_bytes(&[2, 1], &[1 << 61, 1], 0, 1), Some((1 << 61) + 1));
/// ```
pub fn storage_bytes(
    sizes: &[usize],
    strides: &[isize],
    offset: usize,
    itemsize: usize,
) -> Option<usize> {
    if sizes.contains(&0) {
        return Some(0);
    }
    let mut elements = offset.checked_add(1)?;
    for (&size, &stride) in sizes.iter().zip(strides) {
        let stride = usize::try_from(stride).ok()?;
        elements = elements.checked_add((size - 1).checked_mul(stride)?)?;
    }
    elements
        .checked_mul(itemsize)
        .filter(|&bytes| isize::try_from(bytes).is_ok())
}

/// The order of dimensions after moving dimension `from` of a rank-`rank` layout to position
/// `to`, the others keeping their order (PyTorch's `movedim` with one dimension): entry `k` is
/// the old dimension at new position `k`. Both positions must be below `rank`, except for rank
/// 0, whose order is empty.
///
/// ```
/// assert_eq!(shaped::layout::movedim_order(4, 0, 2), vec![1, 2, 0, 3]);
/// assert_eq!(shaped::layout::movedim_order(4, 3, 0), vec![3, 0, 1, 2]);
/// ```
#[cfg(feature = "alloc")]
pub fn movedim_order(rank: usize, from: usize, to: usize) -> alloc::vec::Vec<usize> {
    if rank == 0 {
        // A 0-d tensor has no dimension to move (PyTorch accepts `movedim(0, 0)` on it).
        return alloc::vec::Vec::new();
    }
    let mut order: alloc::vec::Vec<usize> = (0..rank).filter(|&k| k != from).collect();
    order.insert(to.min(order.len()), from);
    order
}
