//! Row-major copies of strided layouts, tiled when the layout is a transpose.

use alloc::vec::Vec;

use super::{Plan, Strided, align_strides, visit};

/// The tile edge: 32×32 elements of 8 bytes are 8 KiB, well inside L1.
const TILE: usize = 32;

/// Appends the elements of `a` to `out` in row-major order.
///
/// When the innermost dimension is strided but the one before it is contiguous (the layout of
/// a transposed matrix), the copy walks 32×32 tiles, so reads and writes both stay in cache
/// instead of striding through memory once per element.
pub(crate) fn copy_row_major<T: Clone>(a: &Strided<'_, T>, out: &mut Vec<T>) {
    let plan = align_strides(a.dims, a.strides, a.dims.len())
        .and_then(|sa| Plan::new(a.dims, [&sa[..]], [a.offset]));
    let Some(plan) = plan.filter(|p| p.rank() >= 2) else {
        visit(a, |x| out.push(x.clone()));
        return;
    };
    let (rows, [row_stride]) = plan.dim(plan.rank() - 2);
    let (cols, [col_stride]) = plan.dim(plan.rank() - 1);
    if col_stride == 1 || row_stride != 1 {
        visit(a, |x| out.push(x.clone()));
        return;
    }
    plan.for_each_outer(2, |[base]| {
        let start = out.len();
        // Fill the block with its first element, then overwrite it tile by tile.
        out.resize(start + rows * cols, a.data[base].clone());
        let block = &mut out[start..];
        for r0 in (0..rows).step_by(TILE) {
            for c0 in (0..cols).step_by(TILE) {
                for c in c0..(c0 + TILE).min(cols) {
                    let col_base = base as isize + c as isize * col_stride;
                    for r in r0..(r0 + TILE).min(rows) {
                        block[r * cols + c] = a.data[(col_base + r as isize) as usize].clone();
                    }
                }
            }
        }
    });
}
