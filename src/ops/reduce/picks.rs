//! `argmax`/`argmin` along a static axis, built in the result's order: each position of an
//! extreme is computed once and handed to the result's builder (an inline array made from a
//! function of the output position, a heap buffer by appending), so the result is never first
//! filled with a value that is then overwritten.

use core::marker::PhantomData;

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

use super::element::Reducible;
use super::op::Pick;
use crate::kernel::Strided;
use crate::tensor::Fill;

/// The first position of the extreme of the elements of `lane`.
#[inline(always)]
fn first_extreme<'a, T: Reducible + 'a, P: Pick<T>>(lane: impl Iterator<Item = &'a T>) -> usize {
    let mut found: Option<(T, usize)> = None;
    for (j, &x) in lane.enumerate() {
        match found {
            Some((best, _)) if !P::better(x, best) => {}
            _ => found = Some((x, j)),
        }
    }
    found.map_or(0, |(_, j)| j)
}

/// The positions of the extremes along the middle dim of a row-major `[outer, n, inner]` slice
/// (`n` at least 1), in row-major order of the `[outer, inner]` outputs.
pub(super) struct RowMajorPicks<'a, T, P> {
    xs: &'a [T],
    n: usize,
    inner: usize,
    pick: PhantomData<P>,
}

impl<'a, T, P> RowMajorPicks<'a, T, P> {
    #[inline]
    pub(super) fn new(xs: &'a [T], n: usize, inner: usize) -> Self {
        RowMajorPicks {
            xs,
            n,
            inner,
            pick: PhantomData,
        }
    }
}

impl<T: Reducible, P: Pick<T>> Fill<usize> for RowMajorPicks<'_, T, P> {
    #[inline]
    fn at(&mut self, i: usize) -> usize {
        let (xs, n, inner) = (self.xs, self.n, self.inner.max(1));
        let base = (i / inner) * n * inner + i % inner;
        let lane = xs.get(base..).unwrap_or(&[]).iter().step_by(inner).take(n);
        first_extreme::<T, P>(lane)
    }
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<usize>) {
        let block = self.n * self.inner;
        if block == 0 {
            return;
        }
        let b = super::straight::Blocks {
            start: 0,
            outer: self.xs.len() / block,
            terms: self.n,
            inner: self.inner,
        };
        if !super::straight::pick_rows::<T, P>(self.xs, &b, None, out) {
            super::straight::pick_blocks::<T, P>(self.xs, &b, |_, at| out.push(at));
        }
    }
}

/// The input's offset of the first element of output `i`'s lane along `dim` (outputs
/// row-major over the input's sizes with `dim` left out).
#[inline]
fn lane_start<T>(input: &Strided<'_, T>, dim: usize, mut i: usize) -> usize {
    let mut off = input.offset as isize;
    for d in (0..input.dims.len()).rev() {
        if d == dim {
            continue;
        }
        let size = input.dims[d].max(1);
        off += (i % size) as isize * input.strides[d];
        i /= size;
    }
    off as usize
}

/// The positions of the extremes along `dim` of a strided input (its size there at least 1),
/// in row-major order of the outputs.
pub(super) struct StridedPicks<'a, 's, T, P> {
    input: &'s Strided<'a, T>,
    dim: usize,
    #[cfg_attr(not(feature = "alloc"), allow(dead_code))]
    len: usize,
    pick: PhantomData<P>,
}

impl<'a, 's, T, P> StridedPicks<'a, 's, T, P> {
    /// The picks of the `len` outputs of `input` along `dim`.
    #[inline]
    pub(super) fn new(input: &'s Strided<'a, T>, dim: usize, len: usize) -> Self {
        StridedPicks {
            input,
            dim,
            len,
            pick: PhantomData,
        }
    }
}

impl<T: Reducible, P: Pick<T>> Fill<usize> for StridedPicks<'_, '_, T, P> {
    #[inline]
    fn at(&mut self, i: usize) -> usize {
        let (input, dim) = (self.input, self.dim);
        let start = lane_start(input, dim, i);
        let (n, step) = (input.dims[dim], input.strides[dim]);
        let lane = (0..n).map(|j| &input.data[start.wrapping_add_signed(j as isize * step)]);
        first_extreme::<T, P>(lane)
    }
    #[cfg(feature = "alloc")]
    fn extend(mut self, out: &mut Vec<usize>) {
        let (input, dim, len) = (self.input, self.dim, self.len);
        let mut best = Vec::new();
        // Fails only when the values it compares against cannot be allocated: then output by
        // output.
        if super::kernel::pick_extend::<T, P>(input, dim, len, false, &mut best, out).is_err() {
            out.extend((0..len).map(|i| self.at(i)));
        }
    }
}
