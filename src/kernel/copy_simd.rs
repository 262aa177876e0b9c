//! The transposed copy of `f32` and `f64` on AVX2 (feature `simd`).
//!
//! Squares of 8 × 8 `f32` or 4 × 4 `f64` (one 256-bit vector per source run) are transposed in
//! registers (`unpack`, `shuffle`, `permute2f128`) where the scalar kernel moves each element with
//! its own load and store. Two squares side by side make a block whose output rows are 64 bytes,
//! one cache line, written at once. `pulp` checks the CPU at run time and runs the kernel with
//! AVX2 enabled; vectors move in and out of arrays through `bytemuck`'s casts, so no raw pointer
//! is involved. `castaway` recognises `f32` and `f64` in the generic copy, which has no
//! `'static` bound.

use alloc::vec::Vec;
#[cfg(target_arch = "x86")]
use core::arch::x86::{__m256, __m256d};
#[cfg(target_arch = "x86_64")]
use core::arch::x86_64::{__m256, __m256d};

use pulp::bytemuck::cast;
use pulp::x86::V3;

use super::copy::strip;

/// Bytes of output per band (64 rows of 2000 `f32`, 32 of 2000 `f64`): the band is appended
/// (filled with a copy of one element), then overwritten block by block while it stays in L2.
///
/// Measured in a throwaway program on the same kernels (2000², min of 21 interleaved rounds, ÷ a
/// `to_vec` of the same bytes): bands of 16, 32, 64 and 128 rows, blocks of 8 × 8, 8 × 16, 8 × 24
/// and 8 × 32 `f32` and of 4 × 4, 4 × 8, 8 × 4, 8 × 8 and 8 × 16 `f64`. Blocks whose output rows
/// are one cache line (8 × 16 `f32`, 4 × 8 `f64`) in bands of about 512 KiB were the fastest:
/// 1.7–2.1× for `f32` (8 × 8 squares in the scalar kernel's tiles 2.4–2.9×), 2.1–2.3× for `f64`
/// (4 × 4 squares 2.5×). What remains is memory: appending the bands (the page faults of the
/// fresh output and the fill) takes 0.6× of the copy alone, and reading the source runs of
/// 64-row bands without writing anything 0.85–0.95× (BENCHMARKS.md).
const BAND_BYTES: usize = 1 << 19;

/// The source and output of a transposed copy of `f32` or `f64`, with the CPU's AVX2 token.
pub(super) enum Bands<'a> {
    F32(V3, &'a [f32], &'a mut Vec<f32>),
    F64(V3, &'a [f64], &'a mut Vec<f64>),
}

impl<'a> Bands<'a> {
    /// `None` when `T` is neither `f32` nor `f64` or the CPU has no AVX2.
    pub(super) fn new<T>(data: &'a [T], out: &'a mut Vec<T>) -> Option<Self> {
        let simd = V3::try_new()?;
        match castaway::cast!(data, &[f32]) {
            Ok(data) => {
                let out = castaway::cast!(out, &mut Vec<f32>).ok()?;
                Some(Bands::F32(simd, data, out))
            }
            Err(data) => {
                let data = castaway::cast!(data, &[f64]).ok()?;
                let out = castaway::cast!(out, &mut Vec<f64>).ok()?;
                Some(Bands::F64(simd, data, out))
            }
        }
    }

    /// Appends `rows` output rows of `cols` elements, output element `(r, c)` being source
    /// element `first + r + c * col_stride`.
    pub(super) fn append(&mut self, first: usize, rows: usize, cols: usize, col_stride: isize) {
        match self {
            Bands::F32(simd, data, out) => {
                let simd = *simd;
                simd.vectorize(|| append_f32(simd, data, first, rows, cols, col_stride, out));
            }
            Bands::F64(simd, data, out) => {
                let simd = *simd;
                simd.vectorize(|| append_f64(simd, data, first, rows, cols, col_stride, out));
            }
        }
    }
}

/// One band loop per element type: `$side` × `$side` squares (one vector per source run)
/// transposed by `$transpose`, in blocks of two squares side by side.
macro_rules! append_transposed {
    ($name:ident, $t:ty, $v:ty, $side:expr, $transpose:ident) => {
        #[inline(always)]
        fn $name(
            simd: V3,
            data: &[$t],
            first: usize,
            rows: usize,
            cols: usize,
            col_stride: isize,
            out: &mut Vec<$t>,
        ) {
            const S: usize = $side;
            let at = |r: usize, c: usize| (first + r).wrapping_add_signed(c as isize * col_stride);
            // The square whose first source run starts at `at(r, c)`, transposed.
            let square = |r: usize, c: usize| {
                $transpose(
                    simd,
                    core::array::from_fn(|k| {
                        let p = at(r, c + k);
                        let mut run = [0.0; S];
                        run.copy_from_slice(&data[p..p + S]);
                        cast::<[$t; S], $v>(run)
                    }),
                )
            };
            let band = (BAND_BYTES / (cols * size_of::<$t>())).max(S) / S * S;
            for r0 in (0..rows).step_by(band) {
                let h = band.min(rows - r0);
                let start = out.len();
                out.resize(start + h * cols, data[at(r0, 0)]);
                let block = &mut out[start..];
                // Whole squares: `hs` rows, `w2` columns in blocks of two squares, `w1` in
                // single squares; the rest element by element.
                let hs = h / S * S;
                let w2 = cols / (2 * S) * (2 * S);
                let w1 = cols / S * S;
                for c in (0..w2).step_by(2 * S) {
                    for r in (0..hs).step_by(S) {
                        let (y0, y1) = (square(r0 + r, c), square(r0 + r, c + S));
                        let part = &mut block[r * cols..(r + S) * cols];
                        for (i, row) in part.chunks_exact_mut(cols).enumerate() {
                            let (d0, d1) = row[c..c + 2 * S].split_at_mut(S);
                            d0.copy_from_slice(&cast::<$v, [$t; S]>(y0[i]));
                            d1.copy_from_slice(&cast::<$v, [$t; S]>(y1[i]));
                        }
                    }
                }
                for c in (w2..w1).step_by(S) {
                    for r in (0..hs).step_by(S) {
                        let y = square(r0 + r, c);
                        let part = &mut block[r * cols..(r + S) * cols];
                        for (i, row) in part.chunks_exact_mut(cols).enumerate() {
                            row[c..c + S].copy_from_slice(&cast::<$v, [$t; S]>(y[i]));
                        }
                    }
                }
                for (r, row) in block.chunks_exact_mut(cols).enumerate() {
                    let c0 = if r < hs { w1 } else { 0 };
                    strip(data, at(r0 + r, c0), col_stride, &mut row[c0..]);
                }
            }
        }
    };
}

append_transposed!(append_f32, f32, __m256, 8, transpose8);
append_transposed!(append_f64, f64, __m256d, 4, transpose4);

/// The transpose of the 8 × 8 matrix whose rows are `x`: pairs of rows interleaved
/// (`unpacklo`/`unpackhi`), pairs of pairs (`shuffle`), then the 128-bit halves
/// (`permute2f128`).
#[inline(always)]
fn transpose8(simd: V3, x: [__m256; 8]) -> [__m256; 8] {
    let a = simd.avx;
    let t0 = a._mm256_unpacklo_ps(x[0], x[1]);
    let t1 = a._mm256_unpackhi_ps(x[0], x[1]);
    let t2 = a._mm256_unpacklo_ps(x[2], x[3]);
    let t3 = a._mm256_unpackhi_ps(x[2], x[3]);
    let t4 = a._mm256_unpacklo_ps(x[4], x[5]);
    let t5 = a._mm256_unpackhi_ps(x[4], x[5]);
    let t6 = a._mm256_unpacklo_ps(x[6], x[7]);
    let t7 = a._mm256_unpackhi_ps(x[6], x[7]);
    let u0 = a._mm256_shuffle_ps::<0x44>(t0, t2);
    let u1 = a._mm256_shuffle_ps::<0xEE>(t0, t2);
    let u2 = a._mm256_shuffle_ps::<0x44>(t1, t3);
    let u3 = a._mm256_shuffle_ps::<0xEE>(t1, t3);
    let u4 = a._mm256_shuffle_ps::<0x44>(t4, t6);
    let u5 = a._mm256_shuffle_ps::<0xEE>(t4, t6);
    let u6 = a._mm256_shuffle_ps::<0x44>(t5, t7);
    let u7 = a._mm256_shuffle_ps::<0xEE>(t5, t7);
    [
        a._mm256_permute2f128_ps::<0x20>(u0, u4),
        a._mm256_permute2f128_ps::<0x20>(u1, u5),
        a._mm256_permute2f128_ps::<0x20>(u2, u6),
        a._mm256_permute2f128_ps::<0x20>(u3, u7),
        a._mm256_permute2f128_ps::<0x31>(u0, u4),
        a._mm256_permute2f128_ps::<0x31>(u1, u5),
        a._mm256_permute2f128_ps::<0x31>(u2, u6),
        a._mm256_permute2f128_ps::<0x31>(u3, u7),
    ]
}

/// The transpose of the 4 × 4 matrix whose rows are `x`: pairs of rows interleaved
/// (`unpacklo`/`unpackhi`), then the 128-bit halves (`permute2f128`).
#[inline(always)]
fn transpose4(simd: V3, x: [__m256d; 4]) -> [__m256d; 4] {
    let a = simd.avx;
    let t0 = a._mm256_unpacklo_pd(x[0], x[1]);
    let t1 = a._mm256_unpackhi_pd(x[0], x[1]);
    let t2 = a._mm256_unpacklo_pd(x[2], x[3]);
    let t3 = a._mm256_unpackhi_pd(x[2], x[3]);
    [
        a._mm256_permute2f128_pd::<0x20>(t0, t2),
        a._mm256_permute2f128_pd::<0x20>(t1, t3),
        a._mm256_permute2f128_pd::<0x31>(t0, t2),
        a._mm256_permute2f128_pd::<0x31>(t1, t3),
    ]
}
