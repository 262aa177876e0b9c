//! Row-major copies of strided layouts, in bands when the layout is a transpose.

use alloc::vec::Vec;

use super::{Plan, Strided, align_strides, map_runs};

/// Output rows per band and output columns per tile of the transposed copy: 64 × 64, and inside
/// a tile, squares of `SQUARE` × `SQUARE` elements (`SQUARE` runs of `SQUARE` source elements,
/// each run spread over `SQUARE` output rows). The squares are what changed the speed: a square
/// uses four consecutive elements of each source line it reads where the element-wise walk used
/// one, so when a tile's 64 source lines do not all stay in L1 (the 4096-wide power-of-two
/// layouts, whose lines compete for the same cache sets) each line is fetched a quarter as
/// often. Tile sizes measured (safe Rust, min of 11 interleaved runs; throwaway programs, the
/// table is in the report on issue 11): squares of 4 in bands × tiles of 32, 64, 128 × 64, 256,
/// and squares of 8 in 64 × 64, 64 × 256, 128 × 64; 64 × 64 with squares of 4 was best or within
/// noise of the best for 2000² and 4096², `f32` and `f64`. Against a fresh `to_vec` of the same
/// bytes in one run rotating C, NumPy and Rust processes: 2000² `f32` 3.7× (the element-wise
/// tiles before, 4.1×), `f64` 2.9× (3.2×); 4096² `f32` 1.5× (2.2×), `f64` 1.4× (1.8×) — at
/// 4096² the fresh allocation alone costs 5–6× a copy into an existing buffer. LLVM does not
/// turn a square into vector shuffles (checked in the assembly, also with `target-cpu=native`),
/// so each element is still one scalar load and store; C with AVX2 8 × 8 / 4 × 4 shuffles and
/// non-temporal stores reaches 0.85–1.0× memcpy (2000²) and 1.4–1.7× (4096²), the best scalar
/// C 1.7–2.5× and 2.2–4.3×. Earlier measurements of other safe
/// schemes (2000², min of 17 runs): element-wise bands × tiles of 8, 16, 32, 64, 128 and mixed
/// (64 × 64 was fastest among them); tiles read through per-tile row slices (half the
/// instructions, yet slower); runs of 4 to 32 elements of every source row gathered per band
/// into a compact scratch (slower); column strips of 8 or 16 source rows into a pre-filled
/// output, tiles written straight into a pre-filled output (both slower).
const BAND: usize = 64;
const TILE: usize = 64;
const SQUARE: usize = 4;

/// Appends the elements of `a` to `out` in row-major order; every output element is written
/// once.
///
/// When the innermost dimension is strided but the one before it is contiguous (the layout of
/// a transposed matrix), the copy works in bands of `BAND` output rows: each band is gathered
/// tile by tile (`BAND` × `TILE` elements, so the source lines a tile reads stay in cache),
/// square by square (`SQUARE` × `SQUARE`), into a scratch block, which is then appended to
/// `out` with one slice copy. The output is written once, in order; only the scratch block (one
/// band) is initialised ahead. Other layouts are read run by run.
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
            let at =
                |r: usize, c: usize| (base + r0 + r).wrapping_add_signed(c as isize * col_stride);
            for c0 in (0..cols).step_by(TILE) {
                let c1 = (c0 + TILE).min(cols);
                let mut r = 0;
                while r + SQUARE <= h {
                    let rows4 = &mut block[r * cols..(r + SQUARE) * cols];
                    let mut c = c0;
                    while c + SQUARE <= c1 {
                        square(a.data, &at, r, c, rows4, cols);
                        c += SQUARE;
                    }
                    for (i, row) in rows4.chunks_exact_mut(cols).enumerate() {
                        strip(a.data, at(r + i, c), col_stride, &mut row[c..c1]);
                    }
                    r += SQUARE;
                }
                for (i, row) in block[r * cols..].chunks_exact_mut(cols).enumerate() {
                    strip(a.data, at(r + i, c0), col_stride, &mut row[c0..c1]);
                }
            }
            out.extend_from_slice(block);
        }
    });
}

/// Output rows `r..r + SQUARE` (`rows`, each `cols` long) at columns `c..c + SQUARE`: the
/// source runs of output columns `c + k` (each `SQUARE` contiguous elements, one per output
/// row) read first, then written across the rows.
#[inline(always)]
fn square<T: Clone>(
    data: &[T],
    at: &impl Fn(usize, usize) -> usize,
    r: usize,
    c: usize,
    rows: &mut [T],
    cols: usize,
) {
    let runs: [&[T]; SQUARE] = core::array::from_fn(|k| {
        let o = at(r, c + k);
        &data[o..o + SQUARE]
    });
    for (i, row) in rows.chunks_exact_mut(cols).enumerate() {
        for (d, run) in row[c..c + SQUARE].iter_mut().zip(&runs) {
            *d = run[i].clone();
        }
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
