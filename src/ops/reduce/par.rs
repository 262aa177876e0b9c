//! Threads for large reductions along axes (feature `rayon`): the output is split into
//! contiguous blocks along its outermost kept dimension, and each block is reduced by the
//! single-threaded kernel on the matching slab of the input.
//!
//! Only reductions whose slabs are whole blocks of memory are split (the split dimension steps
//! over every reduced one, as a sum along the rows of a row-major matrix); others stay on one
//! thread.
//!
//! Every output element is still folded from the same input elements in the same order (a slab
//! keeps every reduced dimension whole, and each block keeps at least two indices of the split
//! dimension so the kernel's plan coalesces the same way), so the results are bit-identical to
//! the single-threaded ones whatever the number of threads. A reduction over all elements
//! (`sum_all()` …) has no kept dimension to split and stays on one thread, which keeps its
//! floating-point result independent of the machine too.

use alloc::vec::Vec;

use rayon::prelude::*;

use crate::kernel::{CAP, PAR_MIN_REDUCE, Strided};

/// The output of a reduction: one row-major slice over the kept dimensions, or two of the same
/// length (`argmax`'s values and indices), split together.
pub(super) trait Outputs: Sized + Send {
    /// The number of output elements.
    fn len(&self) -> usize;
    /// The first `at` elements and the rest.
    fn split_at(self, at: usize) -> (Self, Self);
}

impl<U: Send> Outputs for &mut [U] {
    fn len(&self) -> usize {
        <[U]>::len(self)
    }
    fn split_at(self, at: usize) -> (Self, Self) {
        self.split_at_mut(at)
    }
}

impl<U: Send, V: Send> Outputs for (&mut [U], &mut [V]) {
    fn len(&self) -> usize {
        self.0.len().min(self.1.len())
    }
    fn split_at(self, at: usize) -> (Self, Self) {
        let ((a0, a1), (b0, b1)) = (self.0.split_at_mut(at), self.1.split_at_mut(at));
        ((a0, b0), (a1, b1))
    }
}

/// A block of the output: the indices `start..end` of the split dimension and its elements.
type Block<O> = (usize, usize, O);

/// Runs `kernel` on blocks of `out` and the matching slabs of `input` on several threads when
/// the input is large and a kept dimension (not marked in `reduced`) has at least 4 indices;
/// otherwise runs it once on the whole. `out` holds the kept dimensions row-major.
pub(super) fn split_kept<T: Sync, O: Outputs>(
    input: &Strided<'_, T>,
    reduced: &[bool],
    out: O,
    kernel: impl Fn(&Strided<'_, T>, O) + Sync,
) {
    match blocks(input, reduced, out) {
        Ok((split, blocks)) => blocks.into_par_iter().for_each(|(start, end, block)| {
            let rank = input.dims.len();
            let mut dims = [0usize; CAP];
            dims[..rank].copy_from_slice(input.dims);
            dims[split] = end - start;
            // The slab starts `start` indices along `split`; `blocks` checked it fits.
            let shift = start as isize * input.strides[split];
            let offset = (input.offset as isize + shift) as usize;
            let slab = Strided {
                data: input.data,
                dims: &dims[..rank],
                strides: input.strides,
                offset,
            };
            kernel(&slab, block);
        }),
        Err(out) => kernel(input, out),
    }
}

/// The split dimension and the output blocks, or `None` when the reduction should run on one
/// thread (small, one thread, no kept dimension of 4 or more indices, or an offset that does not
/// fit).
#[allow(clippy::type_complexity)]
fn blocks<T, O: Outputs>(
    input: &Strided<'_, T>,
    reduced: &[bool],
    out: O,
) -> Result<(usize, Vec<Block<O>>), O> {
    let Some((split, count, inner)) = layout(input, reduced, out.len()) else {
        return Err(out);
    };
    let size = input.dims[split];
    let mut blocks = Vec::with_capacity(count);
    let mut rest = out;
    for c in 0..count {
        let (start, end) = (c * size / count, (c + 1) * size / count);
        let (block, tail) = rest.split_at((end - start) * inner);
        blocks.push((start, end, block));
        rest = tail;
    }
    Ok((split, blocks))
}

/// The split dimension, the number of blocks and the output elements per index of the split
/// dimension, or `None` for one thread.
fn layout<T>(
    input: &Strided<'_, T>,
    reduced: &[bool],
    len: usize,
) -> Option<(usize, usize, usize)> {
    let rank = input.dims.len();
    let threads = rayon::current_num_threads();
    if threads < 2 || rank > CAP || reduced.len() != rank {
        return None;
    }
    if crate::layout::checked_numel(input.dims)? < PAR_MIN_REDUCE {
        return None;
    }
    // The outermost kept dimension of the row-major output.
    let split = (0..rank).find(|&d| !reduced[d] && input.dims[d] > 1)?;
    let size = input.dims[split];
    // Only when the slabs are whole blocks of memory: the split dim steps over every reduced
    // dim. Splitting a contiguous kept dim (a sum down the columns of a row-major matrix) would
    // make every thread read a strip of every row, which was slower on two threads than one.
    let step = input.strides[split].unsigned_abs();
    let outer = (0..rank)
        .filter(|&d| reduced[d] && input.dims[d] > 1)
        .all(|d| input.strides[d].unsigned_abs() < step);
    if !outer {
        return None;
    }
    // At least two indices per block (`size / count >= 2`).
    let count = (threads * 4).min(size / 2);
    if count < 2 {
        return None;
    }
    let inner: usize = (split + 1..rank)
        .filter(|&d| !reduced[d])
        .map(|d| input.dims[d])
        .product();
    if inner.checked_mul(size)? != len {
        return None;
    }
    // Every slab offset must fit (the last one is the furthest along `split`).
    let last = isize::try_from(size - 1).ok()?;
    let reach = last.checked_mul(input.strides[split])?;
    isize::try_from(input.offset).ok()?.checked_add(reach)?;
    Some((split, count, inner))
}
