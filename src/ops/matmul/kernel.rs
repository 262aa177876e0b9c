//! The strided matrix-product kernel shared by every layout known only at run time: one
//! `m × k` by `k × n` product per broadcast batch index, rows of the result accumulated from
//! contiguous rows of the right operand where its layout allows (a vectorised loop), dot products
//! of contiguous rows and columns otherwise.

use super::element::MatElement;
use super::plan::MatmulPlan;
use crate::kernel::Strided;
use crate::ops::reduce::pairwise::{BLOCK, ROWS, TILE, tree};

use crate::layout::element_at as at;

/// Products at least this large (`m * k * n`) go to the element's optimised kernel, if any.
const GEMM_MIN: usize = 32 * 32 * 32;

/// One product of the matrices starting at `oa` and `ob` into `out` (`m × n`, zeroed).
fn product<T: MatElement>(
    plan: &MatmulPlan,
    a: &[T],
    oa: usize,
    b: &[T],
    ob: usize,
    out: &mut [T],
) {
    let (m, k, n) = (plan.m, plan.k, plan.n);
    let (ars, acs, brs, bcs) = (plan.a.rs, plan.a.cs, plan.b.rs, plan.b.cs);
    if m.saturating_mul(k).saturating_mul(n) >= GEMM_MIN
        && ars >= 0
        && acs >= 0
        && brs >= 0
        && bcs >= 0
        && T::gemm(
            &a[oa..],
            (ars as usize, acs as usize),
            &b[ob..],
            (brs as usize, bcs as usize),
            (m, k, n),
            out,
        )
    {
        return;
    }
    if n == 0 || k == 0 {
        return;
    }
    if k > BLOCK {
        product_pairwise(plan, a, oa, b, ob, out);
        return;
    }
    // Each sum starts from its first term (as PyTorch's products do: `0 * -2` stays `-0`).
    for (i, orow) in out.chunks_exact_mut(n).enumerate() {
        let arow = at(oa, ars, i);
        if bcs == 1 || n == 1 {
            // out[i, :] = sum over p of a[i, p] * b[p, :], one contiguous row of b at a time.
            for p in 0..k {
                let x = a[at(arow, acs, p)];
                let brow = at(ob, brs, p);
                if n == 1 {
                    let y = b[brow];
                    orow[0] = if p == 0 {
                        x.mul(y)
                    } else {
                        T::mul_add(orow[0], x, y)
                    };
                } else if p == 0 {
                    for (o, &y) in orow.iter_mut().zip(&b[brow..brow + n]) {
                        *o = x.mul(y);
                    }
                } else {
                    for (o, &y) in orow.iter_mut().zip(&b[brow..brow + n]) {
                        *o = T::mul_add(*o, x, y);
                    }
                }
            }
        } else {
            // out[i, j] = a[i, :] · b[:, j].
            for (j, o) in orow.iter_mut().enumerate() {
                let bcol = at(ob, bcs, j);
                let mut acc = a[arow].mul(b[bcol]);
                for p in 1..k {
                    acc = T::mul_add(acc, a[at(arow, acs, p)], b[at(bcol, brs, p)]);
                }
                *o = acc;
            }
        }
    }
}

/// [`product`] for more than [`BLOCK`] terms per output: each output's terms are summed
/// pairwise ([`pairwise`](crate::ops::reduce::pairwise)), [`TILE`] outputs of a row side by side
/// (so a block reads runs of the right operand's rows), each block in order from its first term.
#[inline(never)]
fn product_pairwise<T: MatElement>(
    plan: &MatmulPlan,
    a: &[T],
    oa: usize,
    b: &[T],
    ob: usize,
    out: &mut [T],
) {
    let (k, n) = (plan.k, plan.n);
    let (ars, acs, brs, bcs) = (plan.a.rs, plan.a.cs, plan.b.rs, plan.b.cs);
    for (i, orow) in out.chunks_exact_mut(n).enumerate() {
        let arow = at(oa, ars, i);
        for (t, otile) in orow.chunks_mut(TILE).enumerate() {
            let bcol = at(ob, bcs, t * TILE);
            let mut leaf = |lo: usize, hi: usize, acc: &mut [T]| {
                for p in lo..hi {
                    let x = a[at(arow, acs, p)];
                    let brow = at(bcol, brs, p);
                    if bcs == 1 {
                        let ys = &b[brow..brow + acc.len()];
                        if p == lo {
                            for (o, &y) in acc.iter_mut().zip(ys) {
                                *o = x.mul(y);
                            }
                        } else {
                            for (o, &y) in acc.iter_mut().zip(ys) {
                                *o = T::mul_add(*o, x, y);
                            }
                        }
                    } else {
                        for (j, o) in acc.iter_mut().enumerate() {
                            let y = b[at(brow, bcs, j)];
                            *o = if p == lo {
                                x.mul(y)
                            } else {
                                T::mul_add(*o, x, y)
                            };
                        }
                    }
                }
            };
            tree(0, k, ROWS, otile, &mut leaf, T::add);
        }
    }
}

/// `out = a · b` by `plan` (`out` row-major, zeroed, `plan.out_numel()` elements).
pub(crate) fn matmul_into<T: MatElement>(
    plan: &MatmulPlan,
    a: &Strided<'_, T>,
    b: &Strided<'_, T>,
    out: &mut [T],
) {
    let block = plan.m * plan.n;
    if block == 0 || out.is_empty() {
        return;
    }
    let rank = plan.batch_rank;
    let mut index = [0usize; crate::kernel::CAP];
    let (mut oa, mut ob) = (a.offset as isize, b.offset as isize);
    for chunk in out.chunks_exact_mut(block) {
        product(plan, a.data, oa as usize, b.data, ob as usize, chunk);
        // Advance the odometer over the batch dims.
        let mut d = rank;
        while d > 0 {
            d -= 1;
            index[d] += 1;
            oa += plan.a.batch_strides[d];
            ob += plan.b.batch_strides[d];
            if index[d] < plan.batch[d] {
                break;
            }
            oa -= plan.a.batch_strides[d] * plan.batch[d] as isize;
            ob -= plan.b.batch_strides[d] * plan.batch[d] as isize;
            index[d] = 0;
        }
    }
}
