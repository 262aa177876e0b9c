//! Matrix products of owned inline tensors of rank 1 or 2: straight loops with the sizes as
//! constants (unrolled and vectorised for small shapes, no panic path).

use super::element::MatElement;

/// `out = a · b` for row-major `a` (`m × k`), `b` (`k × n`) and `out` (`m × n`, zeroed).
#[inline(always)]
pub(crate) fn matmul<T: MatElement>(a: &[T], b: &[T], out: &mut [T], k: usize, n: usize) {
    if k == 0 || n == 0 {
        return;
    }
    for (orow, arow) in out.chunks_exact_mut(n).zip(a.chunks_exact(k)) {
        for (&x, brow) in arow.iter().zip(b.chunks_exact(n)) {
            for (o, &y) in orow.iter_mut().zip(brow) {
                *o = T::mul_add(*o, x, y);
            }
        }
    }
}
