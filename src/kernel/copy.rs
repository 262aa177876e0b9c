//! Row-major copies of strided layouts, in bands when the layout is a transpose.

use alloc::vec::Vec;

use super::{Plan, Strided, align_strides, map_runs};

/// Output rows per band and output columns per tile of the transposed copy: 64 × 64, and inside
/// a tile, squares of `SQUARE` × `SQUARE` elements (`SQUARE` runs of `SQUARE` source elements,
/// each run spread over `SQUARE` output rows; [`squares`] is written for 4). A square uses four
/// consecutive elements of each source line it reads where an element-wise walk uses one, so
/// when a tile's 64 source lines do not all stay in L1 (the 4096-wide power-of-two layouts,
/// whose lines compete for the same cache sets) each line is fetched a quarter as often.
///
/// 64 × 64 with squares of 4 was best, or within noise of the best, among the band, tile and
/// square sizes tried at 2000² and 4096², `f32` and `f64`. Each band is written straight into
/// the output, its four output rows split once per tile row, and its initial fill written while
/// the band is in cache: a scratch band copied after, or a zeroed allocation filled tile by
/// tile, costs an extra pass over the output. Each element is one scalar load and store: LLVM
/// does not turn a square into vector shuffles (checked in the assembly, also with
/// `target-cpu=native`), and safe code cannot call the shuffle intrinsics (a `#[target_feature]`
/// function is `unsafe` to call from code without the attribute). What would close the gap to
/// a plain copy is AVX2 shuffles with non-temporal stores into uninitialised memory, which
/// safe code cannot do; BENCHMARKS.md has the current ratio to a copy.
const BAND: usize = 64;
const TILE: usize = 64;
const SQUARE: usize = 4;
/// Output rows shorter than this are gathered in blocks of rows instead of in bands.
const GATHER_MAX: usize = 8;
// `copy_row_major` has a `gather` for each row length from 2 to 7.
const _: () = assert!(GATHER_MAX == 8);
/// Rows per block of the row-by-row gather: large enough that the fill and the overwrite run
/// as long loops, small enough that the block stays in cache between them (NCHW to NHWC of
/// `[16, 3, 224, 224]` in the `large` bench is best near 128 for `f32` and `f64`); an `extend`
/// per row, without the fill, runs as a loop of short appends.
const GATHER_BLOCK: usize = 128;
// `squares` splits four output rows and writes four elements of each by hand.
const _: () = assert!(SQUARE == 4);

/// Appends the elements of `a` to `out` in row-major order.
///
/// When the innermost dimension is strided but the one before it is contiguous (the layout of
/// a transposed matrix, or of an image whose channels move last or first):
/// - two or three output rows read from one dense block (NHWC to NCHW with 2 or 3 channels) are
///   split off it one output row at a time with a stride the compiler knows; other layouts with
///   fewer than `SQUARE` output rows are read run by run;
/// - output rows of 2 to 7 elements (NCHW to NHWC with up to 7 channels) are gathered in blocks
///   of `GATHER_BLOCK` rows, each block appended (filled with a copy of one element) and
///   overwritten while in cache;
/// - otherwise the copy works in bands of `BAND` output rows (taller for narrow outputs, so a
///   band holds about `BAND * TILE` elements): each band is appended to `out` (filled with a
///   copy of one element), then overwritten tile by tile (the band's rows × `TILE` columns, so
///   the source lines a tile reads stay in cache), square by square (`SQUARE` × `SQUARE`).
///
/// Bands alone would read images with few channels one short run at a time; the two special
/// cases keep NCHW to NHWC and back at the speed of a hand loop that knows the channel count
/// (`INTERLEAVED=16x3x224 cargo bench -p shaped-benches --bench large`).
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
    if rows < SQUARE {
        // Two or three output rows, each a strided walk (an image's few channels moved first):
        // when the source is one dense block of `cols` lines of `rows` elements, each output
        // row takes one element of every line, a stride the compiler knows.
        match (rows, usize::try_from(col_stride)) {
            (2, Ok(2)) => plan.for_each_outer(2, |[base]| split::<T, 2>(a.data, base, cols, out)),
            (3, Ok(3)) => plan.for_each_outer(2, |[base]| split::<T, 3>(a.data, base, cols, out)),
            _ => map_runs(&plan, a.data, T::clone, out),
        }
        return;
    }
    if cols < GATHER_MAX {
        // Short output rows (an image's few channels moved last): each output row gathers its
        // `cols` elements, one from each source line. (`cols` is at least 2: the plan drops
        // dimensions of size 1.)
        plan.for_each_outer(2, |[base]| match cols {
            2 => gather::<T, 2>(a.data, base, rows, col_stride, out),
            3 => gather::<T, 3>(a.data, base, rows, col_stride, out),
            4 => gather::<T, 4>(a.data, base, rows, col_stride, out),
            5 => gather::<T, 5>(a.data, base, rows, col_stride, out),
            6 => gather::<T, 6>(a.data, base, rows, col_stride, out),
            _ => gather::<T, 7>(a.data, base, rows, col_stride, out),
        });
        return;
    }
    // Narrow outputs get taller bands, so a band holds about `BAND * TILE` elements.
    let band = (BAND * TILE / cols).max(BAND) / SQUARE * SQUARE;
    let band = band.min(rows);
    plan.for_each_outer(2, |[base]| {
        for r0 in (0..rows).step_by(band) {
            let h = band.min(rows - r0);
            let start = out.len();
            out.resize(start + h * cols, a.data[base].clone());
            fill_band(a.data, base + r0, col_stride, &mut out[start..], cols);
        }
    });
}

/// Appends `R` output rows of `cols` elements from the `cols` lines of `R` elements that start
/// at `first`: output row `r` is element `r` of every line.
#[inline(always)]
fn split<T: Clone, const R: usize>(data: &[T], first: usize, cols: usize, out: &mut Vec<T>) {
    let block = &data[first..first + cols * R];
    for r in 0..R {
        out.extend(block.chunks_exact(R).map(|line| line[r].clone()));
    }
}

/// Appends `rows` output rows of `C` elements, row `r` being the source elements
/// `first + r + c * col_stride` for `c < C`.
#[inline(always)]
fn gather<T: Clone, const C: usize>(
    data: &[T],
    first: usize,
    rows: usize,
    col_stride: isize,
    out: &mut Vec<T>,
) {
    // Column `c` of the output is one contiguous run of the source, `rows` long.
    let runs: [&[T]; C] = core::array::from_fn(|c| {
        let start = first.wrapping_add_signed(c as isize * col_stride);
        &data[start..start + rows]
    });
    // In blocks of `GATHER_BLOCK` rows, each appended (filled with a copy of one element) then
    // overwritten while in cache: a whole block is one fill and one loop of fixed-size rows.
    for r0 in (0..rows).step_by(GATHER_BLOCK) {
        let h = GATHER_BLOCK.min(rows - r0);
        let start = out.len();
        out.resize(start + h * C, runs[0][r0].clone());
        let parts: [&[T]; C] = core::array::from_fn(|c| &runs[c][r0..r0 + h]);
        for (r, row) in out[start..].chunks_exact_mut(C).enumerate() {
            for (d, part) in row.iter_mut().zip(&parts) {
                *d = part[r].clone();
            }
        }
    }
}

/// Writes `block` (`block.len() / cols` output rows of `cols` elements), where output element
/// `(r, c)` is source element `first + r + c * col_stride`: tile by tile (`TILE` columns),
/// square by square inside a tile, and element by element at the tile's right and bottom
/// edges.
fn fill_band<T: Clone>(data: &[T], first: usize, col_stride: isize, block: &mut [T], cols: usize) {
    let h = block.len() / cols;
    let at = |r: usize, c: usize| (first + r).wrapping_add_signed(c as isize * col_stride);
    for c0 in (0..cols).step_by(TILE) {
        let c1 = (c0 + TILE).min(cols);
        let w = (c1 - c0) / SQUARE * SQUARE;
        let mut r = 0;
        while r + SQUARE <= h {
            let quad = &mut block[r * cols..(r + SQUARE) * cols];
            squares(data, at(r, c0), col_stride, quad, cols, c0..c0 + w);
            for (i, row) in quad.chunks_exact_mut(cols).enumerate() {
                strip(data, at(r + i, c0 + w), col_stride, &mut row[c0 + w..c1]);
            }
            r += SQUARE;
        }
        for (i, row) in block[r * cols..].chunks_exact_mut(cols).enumerate() {
            strip(data, at(r + i, c0), col_stride, &mut row[c0..c1]);
        }
    }
}

/// Output rows `quad` (`SQUARE` rows of `cols` elements) at the columns `span` (a multiple of
/// `SQUARE` long), square by square: the `SQUARE` source runs of a square (each `SQUARE`
/// contiguous elements, one per output row; the first starts at `first`) are read, then
/// written across the rows. The rows are split once per call, so a square costs no division
/// and one bounds check per run.
#[inline(always)]
fn squares<T: Clone>(
    data: &[T],
    first: usize,
    col_stride: isize,
    quad: &mut [T],
    cols: usize,
    span: core::ops::Range<usize>,
) {
    let (q0, rest) = quad.split_at_mut(cols);
    let (q1, rest) = rest.split_at_mut(cols);
    let (q2, q3) = rest.split_at_mut(cols);
    let rows = [q0, q1, q2, q3].map(|q| q[span.clone()].chunks_exact_mut(SQUARE));
    let [d0, d1, d2, d3] = rows;
    let step = SQUARE as isize * col_stride;
    let mut o = first;
    for (((d0, d1), d2), d3) in d0.zip(d1).zip(d2).zip(d3) {
        let run = |k: usize| {
            let p = o.wrapping_add_signed(k as isize * col_stride);
            &data[p..p + SQUARE]
        };
        let (x0, x1, x2, x3) = (run(0), run(1), run(2), run(3));
        for (i, d) in [d0, d1, d2, d3].into_iter().enumerate() {
            d[0] = x0[i].clone();
            d[1] = x1[i].clone();
            d[2] = x2[i].clone();
            d[3] = x3[i].clone();
        }
        o = o.wrapping_add_signed(step);
    }
}

/// `dest[j]` = source element `start + j * step`, for a part of one output row.
#[inline(always)]
fn strip<T: Clone>(data: &[T], start: usize, step: isize, dest: &mut [T]) {
    let mut at = start;
    for d in dest {
        *d = data[at].clone();
        at = at.wrapping_add_signed(step);
    }
}
