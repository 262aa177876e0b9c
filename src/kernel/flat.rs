//! The static element loops: one loop over the result's flat elements, driven by the constant
//! layout of the shape pair ([`Merged`]), for every rank and every broadcast.
//!
//! Static arrays are nested arrays, contiguous in row-major order, so each tensor is one slice
//! (`Shape::flat`). The result is walked in rows of the innermost level; along it an operand
//! either steps by one element or repeats one, and the outer levels move each operand's start
//! by its constant step. The layout is a constant and these functions are always inlined in
//! optimised builds (debug builds keep them as functions of their own, which every call site
//! would otherwise carry whole), so the level count, the row length and the steps are
//! constants in the caller's code at every optimisation level: one or two levels (equal shapes, a row or a column broadcast, a scalar)
//! are plain counted loops, and only a layout of three levels or more keeps a small counter.
//! The loops are indexed `while` loops over rows of exact, constant lengths with checked `get`s:
//! no iterator adapter for an optimiser that inlines little (opt-level "s", "z") to leave as
//! calls, and no bounds check that can fail, so no panic path.

use crate::layout::Merged;
use crate::layout::merged::LEVELS;

/// `f(o, x)` for every element `o` of `out` and the element `x` of `src` broadcast to it; `l`
/// is the layout of `out`'s shape with `src`'s (`Merged::of(out, src)`: `src` is its right
/// operand).
#[cfg_attr(debug_assertions, inline)]
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn update<Z, Y>(l: &Merged, out: &mut [Z], src: &[Y], mut f: impl FnMut(&mut Z, &Y)) {
    if l.empty {
        return;
    }
    let (n, walks) = (l.row(), l.levels > 0 && l.b[l.levels - 1] != 0);
    // One level or none (equal shapes, a scalar): the whole result is one row.
    let rows = if l.levels <= 1 { 1 } else { usize::MAX };
    let (mut at, mut rest, mut row) = (Outer::new(), out, 0);
    while row < rows
        && let Some((o, tail)) = rest.split_at_mut_checked(n)
    {
        if let Some(s) = part(src, at.at[1], n, walks) {
            let mut i = 0;
            while i < n {
                if let (Some(o), Some(y)) = (o.get_mut(i), s.get(if walks { i } else { 0 })) {
                    f(o, y);
                }
                i += 1;
            }
        }
        at.next(l);
        rest = tail;
        row += 1;
    }
}

/// `f(o, x, y, z)` for every element `o` of `out` and the triple of `a`, `b` and `c` broadcast
/// to it; `l` is `Merged::of3` of their shapes. Two operands pass `Merged::of` of theirs and
/// one unit as `c` (`&[()]`), which every element reads.
#[cfg_attr(debug_assertions, inline)]
#[cfg_attr(not(debug_assertions), inline(always))]
pub(crate) fn zip3<'a, Z, X, Y, W>(
    l: &Merged,
    out: &mut [Z],
    a: &'a [X],
    b: &'a [Y],
    c: &'a [W],
    mut f: impl FnMut(&mut Z, &'a X, &'a Y, &'a W),
) {
    if l.empty {
        return;
    }
    let n = l.row();
    let walks = match l.levels {
        0 => [false; 3],
        k => [l.a[k - 1] != 0, l.b[k - 1] != 0, l.c[k - 1] != 0],
    };
    // One level or none (equal shapes, a scalar): the whole result is one row.
    let rows = if l.levels <= 1 { 1 } else { usize::MAX };
    let (mut at, mut rest, mut row) = (Outer::new(), out, 0);
    while row < rows
        && let Some((o, tail)) = rest.split_at_mut_checked(n)
    {
        if let (Some(x), Some(y), Some(z)) = (
            part(a, at.at[0], n, walks[0]),
            part(b, at.at[1], n, walks[1]),
            part(c, at.at[2], n, walks[2]),
        ) {
            let mut i = 0;
            while i < n {
                let ia = if walks[0] { i } else { 0 };
                let ib = if walks[1] { i } else { 0 };
                let ic = if walks[2] { i } else { 0 };
                if let (Some(o), Some(x), Some(y), Some(z)) =
                    (o.get_mut(i), x.get(ia), y.get(ib), z.get(ic))
                {
                    f(o, x, y, z);
                }
                i += 1;
            }
        }
        at.next(l);
        rest = tail;
        row += 1;
    }
}

/// The part of an operand that one row of the result reads: the `n` elements from `at` where
/// it walks along the row, the one element at `at` where it repeats. Exact lengths, so that
/// every loop over a row has the row's constant trip count.
#[cfg_attr(debug_assertions, inline)]
#[cfg_attr(not(debug_assertions), inline(always))]
fn part<T>(s: &[T], at: usize, n: usize, walks: bool) -> Option<&[T]> {
    s.get(at..at.wrapping_add(if walks { n } else { 1 }))
}

/// Where each operand's row starts, moved from one row of the result to the next by the outer
/// levels' steps. With two levels it is one addition per operand; deeper layouts count the
/// index of every outer level (wrapping arithmetic: nothing can overflow for the sizes of a
/// static shape, and nothing may panic).
struct Outer {
    at: [usize; 3],
    index: [usize; LEVELS],
}

impl Outer {
    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn new() -> Self {
        Outer {
            at: [0; 3],
            index: [0; LEVELS],
        }
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn step(&mut self, l: &Merged, k: usize, times: usize, back: bool) {
        let (Some(&sa), Some(&sb), Some(&sc)) = (l.a.get(k), l.b.get(k), l.c.get(k)) else {
            return;
        };
        let (da, db, dc) = (
            sa.wrapping_mul(times),
            sb.wrapping_mul(times),
            sc.wrapping_mul(times),
        );
        let [a, b, c] = self.at;
        self.at = if back {
            [a.wrapping_sub(da), b.wrapping_sub(db), c.wrapping_sub(dc)]
        } else {
            [a.wrapping_add(da), b.wrapping_add(db), c.wrapping_add(dc)]
        };
    }

    #[cfg_attr(debug_assertions, inline)]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn next(&mut self, l: &Merged) {
        if l.levels == 2 {
            self.step(l, 0, 1, false);
            return;
        }
        let mut k = l.levels.saturating_sub(1);
        while k > 0 {
            k -= 1;
            let (Some(i), Some(&size)) = (self.index.get_mut(k), l.size.get(k)) else {
                return;
            };
            *i += 1;
            if *i < size {
                self.step(l, k, 1, false);
                return;
            }
            *i = 0;
            self.step(l, k, size - 1, true);
        }
    }
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::{update, zip3};
    use crate::layout::Merged;
    use alloc::vec;
    use alloc::vec::Vec;

    /// The naive broadcast: each result element's index picked apart, each operand read at its
    /// own index (a missing or size-1 dimension read at 0).
    fn naive(shapes: &[&[usize]]) -> Vec<Vec<usize>> {
        let rank = shapes.iter().map(|s| s.len()).max().unwrap_or(0);
        let dim = |s: &[usize], k: usize| {
            if k + s.len() < rank {
                1
            } else {
                s[k + s.len() - rank]
            }
        };
        let out: Vec<usize> = (0..rank)
            .map(|k| {
                let ds: Vec<usize> = shapes.iter().map(|s| dim(s, k)).collect();
                if ds.contains(&0) {
                    0
                } else {
                    ds.into_iter().max().unwrap_or(1)
                }
            })
            .collect();
        let n: usize = out.iter().product();
        let flat = |s: &[usize], idx: &[usize]| {
            idx.iter().enumerate().fold(0, |at, (k, &i)| {
                let d = dim(s, k);
                at * d + if d == 1 { 0 } else { i }
            })
        };
        (0..n)
            .map(|mut i| {
                let mut idx = vec![0; rank];
                for k in (0..rank).rev() {
                    idx[k] = i % out[k];
                    i /= out[k];
                }
                shapes.iter().map(|s| flat(s, &idx)).collect()
            })
            .collect()
    }

    const CASES: &[(&[usize], &[usize])] = &[
        (&[], &[]),
        (&[3], &[3]),
        (&[4, 4], &[4]),
        (&[4, 3], &[4, 1]),
        (&[3, 1], &[1, 4]),
        (&[2, 3, 4], &[3, 1]),
        (&[5, 2, 1, 3], &[2, 1, 1]),
        (&[2, 1, 3, 1, 2], &[1, 4, 1, 5, 1]),
        (&[2, 1, 2, 1, 2, 1, 2, 1], &[1, 2, 1, 2, 1, 2, 1, 2]),
        (&[0, 3], &[3]),
        (&[1, 1], &[1]),
    ];

    #[test]
    fn zip_reads_each_pair_as_the_naive_broadcast() {
        for &(sa, sb) in CASES {
            let want: Vec<(usize, usize)> =
                naive(&[sa, sb]).into_iter().map(|v| (v[0], v[1])).collect();
            let a: Vec<usize> = (0..sa.iter().product()).collect();
            let b: Vec<usize> = (0..sb.iter().product()).collect();
            let mut out = vec![(usize::MAX, usize::MAX); want.len()];
            let l = Merged::of(sa, sb);
            zip3(&l, &mut out, &a, &b, &[()], |o, &x, &y, _| *o = (x, y));
            assert_eq!(out, want, "{sa:?} with {sb:?}");
        }
    }

    #[test]
    fn zip3_reads_each_triple_as_the_naive_broadcast() {
        let cases: &[[&[usize]; 3]] = &[
            [&[4, 4], &[4], &[4, 1]],
            [&[2, 3], &[2, 3], &[]],
            [&[2, 1, 3], &[1, 4, 1], &[2, 4, 3]],
            [&[5, 1, 2, 1, 3], &[2, 1, 1], &[1, 4, 1, 1, 3]],
            [&[3], &[1], &[1, 1, 1]],
            [&[0, 2], &[2], &[1]],
        ];
        for &[sa, sb, sc] in cases {
            let want: Vec<(usize, usize, usize)> = naive(&[sa, sb, sc])
                .into_iter()
                .map(|v| (v[0], v[1], v[2]))
                .collect();
            let (a, b, c): (Vec<usize>, Vec<usize>, Vec<usize>) = (
                (0..sa.iter().product()).collect(),
                (0..sb.iter().product()).collect(),
                (0..sc.iter().product()).collect(),
            );
            let mut out = vec![(usize::MAX, usize::MAX, usize::MAX); want.len()];
            let l = Merged::of3(sa, sb, sc);
            zip3(&l, &mut out, &a, &b, &c, |o, &x, &y, &z| *o = (x, y, z));
            assert_eq!(out, want, "{sa:?} with {sb:?} and {sc:?}");
        }
    }

    #[test]
    fn update_reads_the_source_as_the_naive_broadcast() {
        for &(sa, sb) in CASES {
            let want = naive(&[sa, sb]);
            if want.len() != sa.iter().product::<usize>() || sb.len() > sa.len() {
                continue; // the source must fit into the destination
            }
            let src: Vec<usize> = (0..sb.iter().product()).collect();
            let mut out: Vec<usize> = vec![usize::MAX; want.len()];
            update(&Merged::of(sa, sb), &mut out, &src, |o, &y| *o = y);
            let expect: Vec<usize> = want.iter().map(|v| v[1]).collect();
            assert_eq!(out, expect, "{sb:?} into {sa:?}");
        }
    }
}
