//! Row-major copies of strided layouts, in bands when the layout is a transpose.

use alloc::vec::Vec;

use super::{Plan, Strided, align_strides, map_runs};

/// The band height and tile edge of the transposed copy, in elements.
const TILE: usize = 16;

/// Appends the elements of `a` to `out` in row-major order; every output element is written
/// once.
///
/// When the innermost dimension is strided but the one before it is contiguous (the layout of
/// a transposed matrix), the copy works in bands of output rows: each band reads one cache
/// line of every source row into a small scratch block (so no line is fetched twice), then
/// appends the block to `out` with a plain slice copy. Other layouts are read run by run.
pub(crate) fn copy_row_major<T: Clone>(a: &Strided<'_, T>, out: &mut Vec<T>) {
    let Some(plan) = align_strides(a.dims, a.strides, a.dims.len())
        .and_then(|sa| Plan::new(a.dims, [&sa[..]], [a.offset]))
    else {
        return;
    };
    if plan.rank() < 2 {
        map_runs(&plan, a.data, T::clone, out);
        return;
    }
    let (rows, [row_stride]) = plan.dim(plan.rank() - 2);
    let (cols, [col_stride]) = plan.dim(plan.rank() - 1);
    if row_stride != 1 || col_stride == 1 || col_stride == 0 {
        map_runs(&plan, a.data, T::clone, out);
        return;
    }
    let mut scratch: Vec<T> = Vec::new();
    plan.for_each_outer(2, |[base]| {
        if scratch.is_empty() {
            scratch.resize(TILE.min(rows) * cols, a.data[base].clone());
        }
        for r0 in (0..rows).step_by(TILE) {
            let h = TILE.min(rows - r0);
            let block = &mut scratch[..h * cols];
            // Source row `c` holds output column `c`; its elements `r0..r0 + h` are contiguous.
            let first = base + r0;
            let mut c0 = 0;
            if h == TILE {
                // Whole TILE × TILE squares: gather TILE source rows into a local square, then
                // write its columns as contiguous pieces of the block's rows.
                while c0 + TILE <= cols {
                    let square: [[T; TILE]; TILE] = core::array::from_fn(|i| {
                        let at = first.wrapping_add_signed((c0 + i) as isize * col_stride);
                        let src: &[T; TILE] = a.data[at..at + TILE]
                            .try_into()
                            .unwrap_or_else(|_| unreachable!());
                        src.clone()
                    });
                    for (j, row) in block.chunks_exact_mut(cols).enumerate() {
                        let dest: &mut [T; TILE] = (&mut row[c0..c0 + TILE])
                            .try_into()
                            .unwrap_or_else(|_| unreachable!());
                        for (d, s) in dest.iter_mut().zip(&square) {
                            *d = s[j].clone();
                        }
                    }
                    c0 += TILE;
                }
            }
            let mut src = first.wrapping_add_signed(c0 as isize * col_stride);
            for c in c0..cols {
                for (row, x) in block.chunks_exact_mut(cols).zip(&a.data[src..src + h]) {
                    row[c] = x.clone();
                }
                src = src.wrapping_add_signed(col_stride);
            }
            out.extend_from_slice(block);
        }
    });
}
