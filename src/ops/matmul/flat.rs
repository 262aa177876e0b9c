//! Matrix products of static-shape operands of inline tensors (owned arrays, or views of them:
//! `b.t()`, a selected row …) of rank 1 or 2: every output element is the dot product of a row
//! of `a` and a column of `b`, read in place at their positions in the operands' windows (no
//! copy of a view), in the loops a hand writes over nested arrays (an output filled with zeros,
//! then for each row and column one dot product), with the sizes as constants. For small shapes
//! LLVM unrolls them, vectorises the dot products across the output row, and proves every read
//! in range (no panic path).

use super::element::MatElement;
use crate::kernel::StaticRead;
use crate::ops::reduce::flat::block_mut;
use crate::ops::reduce::pairwise::{BLOCK, ROWS, TILE, tree};

/// A matrix operand: element `(r, c)` at `r · rows + c · cols` of its window. A 1-d left
/// operand is a row (`rows` 0), a 1-d right operand a column (`cols` 0).
pub(crate) struct Mat<'a, T> {
    read: StaticRead<'a, T>,
    rows: usize,
    cols: usize,
}

impl<'a, T: Copy> Mat<'a, T> {
    /// The operand `read` of rank `rank` (1 or 2), as the left (`left`) or right operand.
    #[inline(always)]
    pub(crate) fn new(read: StaticRead<'a, T>, rank: usize, left: bool) -> Self {
        let (s0, s1) = (read.stride(0), read.stride(1));
        let (rows, cols) = match (rank, left) {
            (1, true) => (0, s0),
            (1, false) => (s0, 0),
            _ => (s0, s1),
        };
        Mat { read, rows, cols }
    }

    /// Element `(r, c)`.
    #[inline(always)]
    fn at2(&self, r: usize, c: usize) -> T {
        let at = r
            .wrapping_mul(self.rows)
            .wrapping_add(c.wrapping_mul(self.cols));
        *self.read.get(at)
    }
}

/// `out = a · b` for `a` (`m × k`), `b` (`k × n`) and row-major `out` (`m × n`, zero-filled).
/// Each output row starts from its first term (no zero to add to) and accumulates the rows of
/// `b` scaled by the elements of `a`'s row, in order, as a hand loop does: the same sums, in the
/// same order, as the strided kernel. Past [`BLOCK`] terms the sums are pairwise, as there.
#[inline(always)]
pub(crate) fn matmul<T: MatElement>(
    a: &Mat<'_, T>,
    b: &Mat<'_, T>,
    out: &mut [T],
    (m, k, n): (usize, usize, usize),
) {
    if k == 0 {
        return;
    }
    if k > BLOCK {
        matmul_pairwise(a, b, out, (m, k, n));
        return;
    }
    for i in 0..m {
        let Some(orow) = block_mut(out, i, n) else {
            break;
        };
        let x = a.at2(i, 0);
        for (j, o) in orow.iter_mut().enumerate() {
            *o = x.mul(b.at2(0, j));
        }
        for p in 1..k {
            let x = a.at2(i, p);
            for (j, o) in orow.iter_mut().enumerate() {
                *o = T::mul_add(*o, x, b.at2(p, j));
            }
        }
    }
}

/// `out = a · b` for row-major `a` (`m × k`), `b` (`k × n`) and `out` (`m × n`) whose lengths
/// are `m · k`, `k · n` and `m · n` (nothing is written otherwise), for at most [`BLOCK`] terms
/// per output: the sums of [`matmul`], in its order, as plain indexed loops with the sizes as
/// constants at the call. The lengths are checked once, and every access is checked (no panic
/// path even where LLVM inlines little).
#[inline(always)]
pub(crate) fn matmul_rows<T: MatElement>(
    a: &[T],
    b: &[T],
    out: &mut [T],
    (m, k, n): (usize, usize, usize),
) {
    let (Some(a), Some(b), Some(out)) = (
        a.get(..m.wrapping_mul(k)),
        b.get(..k.wrapping_mul(n)),
        out.get_mut(..m.wrapping_mul(n)),
    ) else {
        return;
    };
    if k == 0 {
        return;
    }
    // Checked accesses: where the optimiser proves the positions in range (at opt-level 3, and
    // "s" for small shapes) the checks vanish; elsewhere ("z") they are branches, never a
    // panic path.
    for i in 0..m {
        let Some(&x) = a.get(i * k) else {
            continue;
        };
        for j in 0..n {
            if let (Some(o), Some(&y)) = (out.get_mut(i * n + j), b.get(j)) {
                *o = x.mul(y);
            }
        }
        for p in 1..k {
            let Some(&x) = a.get(i * k + p) else {
                continue;
            };
            for j in 0..n {
                if let (Some(o), Some(&y)) = (out.get_mut(i * n + j), b.get(p * n + j)) {
                    *o = T::mul_add(*o, x, y);
                }
            }
        }
    }
}

/// [`matmul`] for more than [`BLOCK`] terms per output: pairwise sums in the tree of the strided
/// kernel ([`pairwise`](crate::ops::reduce::pairwise)), [`TILE`] outputs of a row side by side.
#[inline(never)]
fn matmul_pairwise<T: MatElement>(
    a: &Mat<'_, T>,
    b: &Mat<'_, T>,
    out: &mut [T],
    (m, k, n): (usize, usize, usize),
) {
    for i in 0..m {
        let Some(orow) = block_mut(out, i, n) else {
            break;
        };
        for (t, otile) in orow.chunks_mut(TILE).enumerate() {
            let j0 = t * TILE;
            let mut leaf = |lo: usize, hi: usize, acc: &mut [T]| {
                for p in lo..hi {
                    let x = a.at2(i, p);
                    for (j, o) in acc.iter_mut().enumerate() {
                        let y = b.at2(p, j0 + j);
                        *o = if p == lo {
                            x.mul(y)
                        } else {
                            T::mul_add(*o, x, y)
                        };
                    }
                }
            };
            tree(0, k, ROWS, otile, &mut leaf, T::add);
        }
    }
}
