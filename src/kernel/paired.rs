//! In place between two row-major buffers whose sizes the shape types fix (static or symbolic
//! sizes), the source broadcast into the destination: the destination walked row by row, each
//! row paired with a source row or one source element, with no layout to plan and no size to
//! compare.
//!
//! The compiler has already checked that every source size is the destination's or 1 (a
//! symbolic size is one number per brand), so the buffers' lengths are their shapes' products
//! and the rows pair up exactly. Nothing here can panic: a zero size ends the walk before a
//! row of length 0 is asked for, and a source position outside the source (impossible for
//! such shapes) is skipped. There is no recursion, so the whole walk inlines into its caller.

use super::{CAP, align_strides};
use crate::layout::contiguous_strides_into;

/// `f(d, s)` for every element `d` of `dest` (sizes `dest_dims`, row-major) and the element `s`
/// of `src` (sizes `src_dims`, row-major, at most as many) that broadcasts onto it.
#[inline]
pub(crate) fn apply_paired<D, A>(
    dest: &mut [D],
    dest_dims: &[usize],
    src: &[A],
    src_dims: &[usize],
    f: &mut impl FnMut(&mut D, &A),
) {
    let rank = dest_dims.len();
    // The source's row-major strides seen through the destination (0 where it broadcasts).
    let mut own = [0isize; CAP];
    let Some(own) = own.get_mut(..src_dims.len()) else {
        return;
    };
    contiguous_strides_into(src_dims, own);
    let Some(steps) = align_strides(src_dims, own, rank) else {
        return;
    };
    let (Some(&width), Some(&along)) = (dest_dims.last(), steps.get(rank.wrapping_sub(1))) else {
        // A 0-d destination: one element each.
        if let (Some(d), Some(s)) = (dest.first_mut(), src.first()) {
            f(d, s);
        }
        return;
    };
    if width == 0 {
        return;
    }
    // The index of the current row over the outer dims, and the source position it starts at.
    let outer = dest_dims.get(..rank - 1).unwrap_or(&[]);
    let mut index = [0usize; CAP];
    let mut start = 0isize;
    for row in dest.chunks_exact_mut(width) {
        let at = usize::try_from(start).unwrap_or(usize::MAX);
        if along == 0 {
            if let Some(s) = src.get(at) {
                row.iter_mut().for_each(|d| f(d, s));
            }
        } else if let Some(s) = at.checked_add(width).and_then(|end| src.get(at..end)) {
            row.iter_mut().zip(s).for_each(|(d, s)| f(d, s));
        }
        // The next row: the odometer over the outer dims, innermost first.
        for ((i, &size), &step) in index.iter_mut().zip(outer).zip(&steps).rev() {
            *i += 1;
            start = start.wrapping_add(step);
            if *i < size {
                break;
            }
            *i = 0;
            start = start.wrapping_sub(step.wrapping_mul(size as isize));
        }
    }
}
