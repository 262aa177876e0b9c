//! Matrix products of inline tensors of rank 1 or 2 and of views of them: straight loops with the
//! sizes as constants (unrolled and vectorised for small shapes, no panic path).

use super::element::MatElement;
use crate::kernel::StaticRead;
use crate::ops::reduce::flat::block;

/// The sizes of a product `m × k` by `k × n` (`m` follows from the output's length) and the
/// strides of its operands read as matrices: `(row, column)` for `a`, `(row, column)` for `b`.
#[derive(Clone, Copy)]
pub(crate) struct Sizes {
    pub(crate) k: usize,
    pub(crate) n: usize,
    pub(crate) a: (isize, isize),
    pub(crate) b: (isize, isize),
}

/// The position of element `(i, j)` of an operand read with `base` and strides `s`.
#[inline(always)]
fn at(base: usize, s: (isize, isize), i: usize, j: usize) -> usize {
    base.wrapping_add_signed((i as isize).wrapping_mul(s.0))
        .wrapping_add_signed((j as isize).wrapping_mul(s.1))
}

/// `out = a · b` for `a` (`m × k`) and `b` (`k × n`) read through their strides (owned arrays
/// row-major, views of them with the strides of the view) into the row-major `out` (`m × n`),
/// as a hand loop writes it: each output row starts from its first term and accumulates the
/// other rows of `b`, scaled by the row of `a`. Reading a transposed operand through its strides
/// costs less than copying it first, and the optimiser sees the same loop in both cases. Every
/// access goes through `get`: the sizes and, where the views are made in the same function, the
/// strides are constants, so the accesses are proven in range and unrolled; never a panic path.
#[inline(always)]
pub(crate) fn strided<T: MatElement>(
    f: Sizes,
    a: &StaticRead<'_, T>,
    b: &StaticRead<'_, T>,
    out: &mut [T],
) {
    let (k, n) = (f.k, f.n);
    if k == 0 || n == 0 {
        out.fill(T::ZERO);
        return;
    }
    let m = out.len() / n;
    for i in 0..m {
        let x0 = *a.get(at(a.base, f.a, i, 0));
        for j in 0..n {
            if let Some(o) = out.get_mut(i * n + j) {
                *o = x0.mul(*b.get(at(b.base, f.b, 0, j)));
            }
        }
        for p in 1..k {
            let x = *a.get(at(a.base, f.a, i, p));
            for j in 0..n {
                if let Some(o) = out.get_mut(i * n + j) {
                    *o = T::mul_add(*o, x, *b.get(at(b.base, f.b, p, j)));
                }
            }
        }
    }
}

/// `out = a · b` for row-major `a` (`m × k`), `b` (`k × n`) and `out` (`m × n`). Each output
/// row starts from its first term (no zero fill to add to) and accumulates the rows of `b`.
#[inline(always)]
pub(crate) fn rows<T: MatElement>(a: &[T], b: &[T], out: &mut [T], k: usize, n: usize) {
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
