//! Matrix products of owned inline tensors of rank 1 or 2: straight loops with the sizes as
//! constants (unrolled and vectorised for small shapes, no panic path).

use super::element::MatElement;
use crate::ops::reduce::flat::block;

/// `out = a · b` for row-major `a` (`m × k`), `b` (`k × n`) and `out` (`m × n`). Each output
/// row starts from its first term (no zero fill to add to) and accumulates the rows of `b`.
#[inline(always)]
pub(crate) fn matmul<T: MatElement>(a: &[T], b: &[T], out: &mut [T], k: usize, n: usize) {
    if k == 0 || n == 0 {
        out.fill(T::ZERO);
        return;
    }
    if n == 1 {
        // Matrix times vector: one dot product per row.
        for (i, o) in out.iter_mut().enumerate() {
            let Some(arow) = block(a, i, k) else {
                break;
            };
            let mut terms = arow.iter().zip(b);
            if let Some((&x, &y)) = terms.next() {
                *o = terms.fold(x.mul(y), |acc, (&x, &y)| T::mul_add(acc, x, y));
            }
        }
        return;
    }
    let mut brows = b.chunks_exact(n);
    let Some(b0) = brows.next() else {
        return;
    };
    // The first term of every row, then the other rows of `b` accumulated, one at a time.
    for (i, orow) in out.chunks_exact_mut(n).enumerate() {
        if let Some(&x) = a.get(i * k) {
            for (o, &y) in orow.iter_mut().zip(b0) {
                *o = x.mul(y);
            }
        }
    }
    for (p, brow) in brows.enumerate() {
        for (i, orow) in out.chunks_exact_mut(n).enumerate() {
            if let Some(&x) = block(a, i, k).and_then(|arow| arow.get(p + 1)) {
                for (o, &y) in orow.iter_mut().zip(brow) {
                    *o = T::mul_add(*o, x, y);
                }
            }
        }
    }
}
