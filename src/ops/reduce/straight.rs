//! Reductions of a row-major input along one group of neighbouring dims: the input is
//! `[outer, terms, inner]` in memory and the result `[outer, inner]` is produced in its own
//! order, one straight pass, each output element computed once and handed over in order. That
//! order lets a result be built by appending to an empty buffer, never filled with a value that
//! is then overwritten; the odometer and the tiles of the general kernel cost more than the
//! folds themselves when `terms` or `inner` is short (`sum(-1)` of `[n, k, 2]`, `sum(1)` of
//! `[n, 8, 2]`, `argmin(1)` of `[n, 8]`).
//!
//! The folds are those of the general kernel bit for bit: contiguous terms (`inner` is 1) are
//! folded by [`fold_block`], pairwise by [`fold_slice`] beyond [`BLOCK`] of them; at most
//! [`BLOCK`] terms that are rows of `inner` outputs are folded in order from the identity, side
//! by side, and more of them pairwise down all the columns of a block at once, with the general
//! kernel's tree.

use core::marker::PhantomData;

use super::element::Reducible;
#[cfg(feature = "alloc")]
use super::op::Pick;
use super::op::{Fold, fold_block, fold_rows, fold_slice};
use super::pairwise::{BLOCK, TILE};
use crate::kernel::Strided;

/// An input read as `[outer, terms, inner]` row-major blocks from element `start`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Blocks {
    pub(super) start: usize,
    pub(super) outer: usize,
    pub(super) terms: usize,
    pub(super) inner: usize,
}

impl Blocks {
    /// The blocks of `input` reduced along the dims marked in `reduced`, when the input is
    /// row-major (size-1 dims aside) from its offset, has elements, and the reduced dims of
    /// more than one index are neighbours; `None` otherwise.
    pub(super) fn of<T>(input: &Strided<'_, T>, reduced: &[bool]) -> Option<Blocks> {
        let rank = input.dims.len();
        if reduced.len() != rank || input.strides.len() != rank {
            return None;
        }
        // Outermost first: which group the dims of more than one index fall in (kept before,
        // reduced, kept after), with the row-major stride each must have.
        let (mut outer, mut terms, mut inner) = (1usize, 1usize, 1usize);
        let mut expected = 1usize;
        // 0: kept after the reduced group, 1: inside it, 2: kept before it.
        let mut group = 0;
        for d in (0..rank).rev() {
            let size = input.dims[d];
            if size == 0 {
                return None;
            }
            if size == 1 {
                continue;
            }
            if input.strides[d] != isize::try_from(expected).ok()? {
                return None;
            }
            expected = expected.checked_mul(size)?;
            match (group, reduced[d]) {
                (0, false) => inner *= size,
                (0 | 1, true) => {
                    group = 1;
                    terms *= size;
                }
                (1 | 2, false) => {
                    group = 2;
                    outer *= size;
                }
                _ => return None,
            }
        }
        let end = input.offset.checked_add(expected)?;
        (end <= input.data.len()).then_some(Blocks {
            start: input.offset,
            outer,
            terms,
            inner,
        })
    }

    /// The number of outputs.
    pub(super) fn outputs(&self) -> usize {
        self.outer * self.inner
    }

    /// The elements of the blocks.
    fn data<'a, T>(&self, data: &'a [T]) -> &'a [T] {
        &data[self.start..][..self.outer * self.terms * self.inner]
    }
}

/// Where the outputs of a straight pass go, in their order.
pub(super) trait Sink<T> {
    /// Takes the next outputs.
    fn take(&mut self, outputs: impl Iterator<Item = T>);
}

/// A new buffer: the outputs are appended (an iterator of known length, so without a check of
/// the capacity per element).
#[cfg(feature = "alloc")]
impl<T> Sink<T> for alloc::vec::Vec<T> {
    #[inline(always)]
    fn take(&mut self, outputs: impl Iterator<Item = T>) {
        self.extend(outputs);
    }
}

/// Outputs that hold a starting value (the identity): each is combined with it by `O`.
pub(super) struct Combine<'a, T, O>(pub(super) core::slice::IterMut<'a, T>, PhantomData<O>);

impl<'a, T, O> Combine<'a, T, O> {
    pub(super) fn new(out: &'a mut [T]) -> Self {
        Combine(out.iter_mut(), PhantomData)
    }
}

impl<T: Reducible, O: Fold<T>> Sink<T> for Combine<'_, T, O> {
    #[inline(always)]
    fn take(&mut self, outputs: impl Iterator<Item = T>) {
        // The outputs first: a slot is taken only for an output that exists.
        for (v, o) in outputs.zip(&mut self.0) {
            *o = O::combine(*o, v);
        }
    }
}

/// Hands `sink` the fold of every output of `b` over `data`, in row-major order of the
/// outputs, as the general kernel folds them: contiguous rows of any length pairwise by
/// [`fold_slice`] (the general kernel's tree of blocks), rows of `inner` outputs in order up to
/// a block of them and pairwise by the general kernel's tree beyond.
pub(super) fn fold_blocks<T: Reducible, O: Fold<T>>(
    data: &[T],
    b: &Blocks,
    sink: &mut impl Sink<T>,
) {
    let data = b.data(data);
    let terms = b.terms;
    match b.inner {
        1 => match terms {
            1 => sink.take(rows::<T, O, 1>(data)),
            2 => sink.take(rows::<T, O, 2>(data)),
            3 => sink.take(rows::<T, O, 3>(data)),
            4 => sink.take(rows::<T, O, 4>(data)),
            5 => sink.take(rows::<T, O, 5>(data)),
            6 => sink.take(rows::<T, O, 6>(data)),
            7 => sink.take(rows::<T, O, 7>(data)),
            _ if terms <= BLOCK => sink.take(
                data.chunks_exact(terms)
                    .map(|row| O::combine(O::IDENTITY, fold_block::<T, O>(row))),
            ),
            // The halves' sums differ from the tree's only in the sign of a zero, which the
            // identity combined last settles.
            _ => sink.take(
                data.chunks_exact(terms)
                    .map(|row| O::combine(O::IDENTITY, fold_slice::<T, O>(row))),
            ),
        },
        _ if terms > BLOCK => tiles::<T, O>(data, terms, b.inner, sink),
        2 => sink.take(columns::<T, O, 2>(data, terms).flatten()),
        3 => sink.take(columns::<T, O, 3>(data, terms).flatten()),
        4 => sink.take(columns::<T, O, 4>(data, terms).flatten()),
        5 => sink.take(columns::<T, O, 5>(data, terms).flatten()),
        6 => sink.take(columns::<T, O, 6>(data, terms).flatten()),
        7 => sink.take(columns::<T, O, 7>(data, terms).flatten()),
        8 => sink.take(columns::<T, O, 8>(data, terms).flatten()),
        _ => tiles::<T, O>(data, terms, b.inner, sink),
    }
}

/// The folds of contiguous rows of `N` terms (below eight, so in order from the identity with
/// the length a constant: what [`fold_block`] computes for them).
#[inline(always)]
fn rows<T: Reducible, O: Fold<T>, const N: usize>(data: &[T]) -> impl Iterator<Item = T> {
    data.as_chunks::<N>().0.iter().map(|row| {
        let mut acc = O::IDENTITY;
        for &x in row {
            acc = O::combine(acc, x);
        }
        O::combine(O::IDENTITY, acc)
    })
}

/// The folds of blocks of `terms` rows of `W` outputs: each output folds its column in order
/// from the identity, the `W` columns side by side in registers.
#[inline(always)]
fn columns<T: Reducible, O: Fold<T>, const W: usize>(
    data: &[T],
    terms: usize,
) -> impl Iterator<Item = [T; W]> {
    data.chunks_exact(terms * W).map(|block| {
        let mut acc = [O::IDENTITY; W];
        for row in block.as_chunks::<W>().0 {
            for (a, &x) in acc.iter_mut().zip(row) {
                *a = O::combine(*a, x);
            }
        }
        acc.map(|a| O::combine(O::IDENTITY, a))
    })
}

/// [`columns`] for rows of any width, [`TILE`] outputs at a time; blocks of more than
/// [`BLOCK`] rows pairwise, down all their columns at once
/// ([`column_folds`](super::pairwise::column_folds)), with the general kernel's tree.
fn tiles<T: Reducible, O: Fold<T>>(
    data: &[T],
    terms: usize,
    inner: usize,
    sink: &mut impl Sink<T>,
) {
    for block in data.chunks_exact(terms * inner) {
        if terms > BLOCK {
            super::pairwise::column_folds::<T, O>(block, terms, inner, |_, folds| {
                sink.take(folds.iter().map(|&a| O::combine(O::IDENTITY, a)));
            });
            continue;
        }
        let mut t0 = 0;
        while t0 < inner {
            let w = (inner - t0).min(TILE);
            let mut acc = [O::IDENTITY; TILE];
            let acc = &mut acc[..w];
            for row in block.chunks_exact(inner) {
                fold_rows::<T, O>(acc, &row[t0..t0 + w]);
            }
            sink.take(acc.iter().map(|&a| O::combine(O::IDENTITY, a)));
            t0 += w;
        }
    }
}

/// Appends to `index` the first position of the extreme of every row of `b` when its terms are
/// contiguous (`inner` is 1; `false` otherwise, nothing appended), and to `best` (if given) the
/// extremes:
/// rows of up to eight terms through copies of the loop with the length a constant.
#[cfg(feature = "alloc")]
pub(super) fn pick_rows<T: Reducible, P: Pick<T>>(
    data: &[T],
    b: &Blocks,
    best: Option<&mut alloc::vec::Vec<T>>,
    index: &mut alloc::vec::Vec<usize>,
) -> bool {
    #[inline(always)]
    fn first_extreme<T: Reducible, P: Pick<T>>(row: &[T]) -> usize {
        let Some(&first) = row.first() else {
            return 0;
        };
        let (mut best, mut at) = (first, 0);
        for (j, &x) in row.iter().enumerate().skip(1) {
            if P::better(x, best) {
                (best, at) = (x, j);
            }
        }
        at
    }
    fn fixed<T: Reducible, P: Pick<T>, const N: usize>(
        data: &[T],
        index: &mut alloc::vec::Vec<usize>,
    ) {
        index.extend(
            data.as_chunks::<N>()
                .0
                .iter()
                .map(|row| first_extreme::<T, P>(row)),
        );
    }
    if b.inner != 1 {
        return false;
    }
    let data = b.data(data);
    match b.terms {
        2 => fixed::<T, P, 2>(data, index),
        3 => fixed::<T, P, 3>(data, index),
        4 => fixed::<T, P, 4>(data, index),
        5 => fixed::<T, P, 5>(data, index),
        6 => fixed::<T, P, 6>(data, index),
        7 => fixed::<T, P, 7>(data, index),
        8 => fixed::<T, P, 8>(data, index),
        n => index.extend(data.chunks_exact(n).map(first_extreme::<T, P>)),
    }
    if let Some(best) = best {
        let rows = data.chunks_exact(b.terms).zip(index.iter());
        best.extend(rows.map(|(row, &at)| row[at]));
    }
    true
}

/// Hands `put` the extreme value and its first position along the `terms` of every output of
/// `b` (which has at least one term), in row-major order of the outputs.
#[cfg(feature = "alloc")]
pub(super) fn pick_blocks<T: Reducible, P: Pick<T>>(
    data: &[T],
    b: &Blocks,
    mut put: impl FnMut(T, usize),
) {
    let data = b.data(data);
    if b.inner == 1 {
        for row in data.chunks_exact(b.terms) {
            let (mut best, mut at) = (row[0], 0);
            for (j, &x) in row.iter().enumerate().skip(1) {
                if P::better(x, best) {
                    (best, at) = (x, j);
                }
            }
            put(best, at);
        }
        return;
    }
    // Rows of `inner` outputs, [`TILE`] of them compared side by side.
    for block in data.chunks_exact(b.terms * b.inner) {
        let mut t0 = 0;
        while t0 < b.inner {
            let w = (b.inner - t0).min(TILE);
            let mut rows = block.chunks_exact(b.inner).map(|row| &row[t0..t0 + w]);
            let Some(first) = rows.next() else {
                return;
            };
            let mut best = [first[0]; TILE];
            best[..w].copy_from_slice(first);
            let mut at = [0usize; TILE];
            for (j, row) in rows.enumerate() {
                for ((b, a), &x) in best.iter_mut().zip(at.iter_mut()).zip(row) {
                    if P::better(x, *b) {
                        (*b, *a) = (x, j + 1);
                    }
                }
            }
            for (&b, &a) in best[..w].iter().zip(&at[..w]) {
                put(b, a);
            }
            t0 += w;
        }
    }
}
