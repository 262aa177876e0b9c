//! Reading an operand through the output's shape.

use super::CAP;

/// The strides of an operand (`dims`, `strides`) seen through an output of rank `out_rank`:
/// leading missing dimensions and size-1 dimensions get stride 0, so broadcasting never copies.
/// `None` when `out_rank` exceeds the kernel's capacity.
#[inline]
pub(crate) fn align_strides(
    dims: &[usize],
    strides: &[isize],
    out_rank: usize,
) -> Option<[isize; CAP]> {
    let mut out = [0isize; CAP];
    align_strides_into(dims, strides, out.get_mut(..out_rank)?).then_some(out)
}

/// [`align_strides`] into `out`, whose length is the output's rank; `false` when the operand
/// has more dimensions than that.
#[inline]
pub(crate) fn align_strides_into(dims: &[usize], strides: &[isize], out: &mut [isize]) -> bool {
    let Some(lead) = out.len().checked_sub(dims.len()) else {
        return false;
    };
    out[..lead].fill(0);
    for ((o, &d), &s) in out[lead..].iter_mut().zip(dims).zip(strides) {
        *o = if d == 1 { 0 } else { s };
    }
    true
}

/// The storage offset of the element at row-major position `flat` of an output with sizes
/// `dims`, for an operand with aligned `strides` and base `offset`.
#[inline(always)]
pub(crate) fn offset_of(
    mut flat: usize,
    dims: &[usize],
    strides: &[isize],
    offset: usize,
) -> usize {
    let mut off = offset as isize;
    for (&d, &s) in dims.iter().zip(strides).rev() {
        off += (flat % d) as isize * s;
        flat /= d;
    }
    off as usize
}
