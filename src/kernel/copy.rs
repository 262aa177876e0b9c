//! Row-major copies of strided layouts, in bands when the layout is a transpose.

use alloc::vec::Vec;

use super::{Plan, Strided, align_strides, map_runs};

/// The band height in bytes: the transposed copy gathers this many bytes of each source row
/// at a time (one 64-byte cache line), so every line read from memory is used whole. Measured
/// on the 2000×2000 `f32` and `f64` transposes against 32, 128 and 256 bytes (see the note in
/// `benches/large.rs`).
const BAND_BYTES: usize = 64;

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
    let band = (BAND_BYTES / core::mem::size_of::<T>().max(1)).clamp(1, rows);
    let mut scratch: Vec<T> = Vec::new();
    plan.for_each_outer(2, |[base]| {
        if scratch.is_empty() {
            scratch.resize(band * cols, a.data[base].clone());
        }
        for r0 in (0..rows).step_by(band) {
            let h = band.min(rows - r0);
            let block = &mut scratch[..h * cols];
            // Source row `c` holds output column `c`; its elements `r0..r0 + h` are contiguous.
            let mut src = base + r0;
            for c in 0..cols {
                for (row, x) in block.chunks_exact_mut(cols).zip(&a.data[src..src + h]) {
                    row[c] = x.clone();
                }
                src = src.wrapping_add_signed(col_stride);
            }
            out.extend_from_slice(block);
        }
    });
}
