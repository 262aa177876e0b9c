//! Row-major copies of strided layouts, in bands when the layout is a transpose.

use alloc::vec::Vec;

use super::{Plan, Strided, align_strides, map_runs};

/// Output rows per band and output columns per tile of the transposed copy: 64 × 64, which
/// keeps a tile's source lines (64 rows of the source, one or two lines each) in L1 and a band's
/// scratch block (64 × 2000 `f64` = 1 MB at most in the benchmark) in L2/L3. Chosen by
/// measurement on the 2000 × 2000 `f32` and `f64` transposes (min of 17 interleaved runs, rotated
/// order, against a `to_vec` of the same bytes), all in safe Rust: bands × tiles of 8, 16, 32,
/// 64, 128 and mixed (64 × 64 was fastest: 2.7–3.0× memcpy time for `f32`, 2.4–2.5× for `f64`;
/// the others 3.1–4.6× / 2.5–4.1×); tiles read through per-tile row slices (no bounds check per
/// element, half the instructions, yet 3.5–4.6× / 2.6–3.5×); runs of 4 to 32 elements of every
/// source row gathered per band into a compact scratch that the output rows are then extended
/// from, written once with no scratch-to-output copy (4.5–7.7× / 3.0–4.5×; split into
/// 4-element sub-scratches, 3.2–3.9× / 2.5–3.2×); column strips of 8 or 16 source rows walked together into a
/// pre-filled output (4.2–5.1× / 2.7–3.3×); tiles written straight into a pre-filled output
/// (4.1–5.6× / 2.8–3.9×). The copy is bound by memory and TLB traffic, not by instructions.
const BAND: usize = 64;
const TILE: usize = 64;

/// Appends the elements of `a` to `out` in row-major order; every output element is written
/// once.
///
/// When the innermost dimension is strided but the one before it is contiguous (the layout of
/// a transposed matrix), the copy works in bands of `BAND` output rows: each band is gathered
/// tile by tile (`BAND` × `TILE` elements, so the source lines a tile reads stay in cache)
/// into a scratch block, which is then appended to `out` with one slice copy. The output is
/// written once, in order; only the scratch block (one band) is initialised ahead. Other
/// layouts are read run by run.
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
    let band = BAND.min(rows);
    let mut scratch: Vec<T> = Vec::new();
    plan.for_each_outer(2, |[base]| {
        if scratch.is_empty() {
            scratch.resize(band * cols, a.data[base].clone());
        }
        for r0 in (0..rows).step_by(band) {
            let h = band.min(rows - r0);
            let block = &mut scratch[..h * cols];
            // Output element (r, c) is source element `base + r + c * col_stride`.
            for c0 in (0..cols).step_by(TILE) {
                let c1 = (c0 + TILE).min(cols);
                for (r, row) in block.chunks_exact_mut(cols).enumerate() {
                    let mut at = (base + r0 + r).wrapping_add_signed(c0 as isize * col_stride);
                    for d in &mut row[c0..c1] {
                        *d = a.data[at].clone();
                        at = at.wrapping_add_signed(col_stride);
                    }
                }
            }
            out.extend_from_slice(block);
        }
    });
}
