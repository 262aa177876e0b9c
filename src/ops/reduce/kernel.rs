//! The strided reduction kernels shared by every storage whose layout is known only at run time
//! (heap tensors, views, dynamic shapes). Generic over the element and the operation, never over
//! shapes.
//!
//! The layout is planned as element-wise kernels plan theirs ([`Plan`]: size-1 dims dropped,
//! contiguous dims merged, dims ordered so the input is read in memory order). Each output
//! element then folds its terms pairwise ([`pairwise`](super::pairwise)), whatever the layout:
//! blocks of terms that are runs along the contiguous axis are vectorised slice folds, and when
//! the contiguous axis is kept, neighbouring outputs are folded side by side, so rows are read
//! whole, never gathered element by element across rows.

use super::op::{Fold, Pick, fold_block, fold_rows};
use super::pairwise::{BLOCK, ROWS, TILE, block_rows, tree};
use super::straight::{Blocks, Combine, fold_blocks};
#[cfg(feature = "alloc")]
use super::straight::{pick_blocks, pick_rows};
use crate::kernel::{CAP, Plan, Strided};

use super::element::Reducible;

use crate::layout::element_at as at;

/// The row-major strides of the output over the input's dims, with 0 for the reduced dims
/// (`reduced[d]`), so that every input element maps to the output element it folds into.
fn output_strides(dims: &[usize], reduced: &[bool]) -> [isize; CAP] {
    let mut out = [0isize; CAP];
    let rank = dims.len().min(CAP);
    crate::layout::reduced_strides_into(&dims[..rank], &reduced[..rank], &mut out[..rank]);
    out
}

/// The plan of a reduction of `input` along the dims marked in `reduced`, in the input's
/// memory order: operand 0 the input, operand 1 the output (row-major over the kept dims, with
/// stride 0 along the reduced ones). `None` when there is nothing to visit (or the rank is
/// beyond [`CAP`]).
pub(super) fn reduction_plan<T>(input: &Strided<'_, T>, reduced: &[bool]) -> Option<Plan<2>> {
    let rank = input.dims.len();
    if rank > CAP {
        return None;
    }
    let out_strides = output_strides(input.dims, reduced);
    let plan = Plan::new(
        input.dims,
        [input.strides, &out_strides[..rank]],
        [input.offset, 0],
    )?;
    Some(plan.reordered())
}

/// Folds `input` along the dims marked in `reduced` into `out`, which holds the kept dims
/// row-major and starts filled with the operation's identity. With the `rayon` feature, large
/// inputs are split along a kept dim across threads, with bit-identical results.
pub(crate) fn fold_into<T: Reducible, O: Fold<T>>(
    input: &Strided<'_, T>,
    reduced: &[bool],
    out: &mut [T],
) {
    #[cfg(feature = "rayon")]
    super::par::split_kept(input, reduced, out, |slab, block: &mut [T]| {
        fold_serial::<T, O>(slab, reduced, block);
    });
    #[cfg(not(feature = "rayon"))]
    fold_serial::<T, O>(input, reduced, out);
}

/// The fold of `input` along the dims marked in `reduced` as a new row-major buffer of its
/// `len` outputs: appended one by one in their order when the layout allows a straight pass
/// (see [`straight`](super::straight)), so no element is written twice; otherwise a buffer
/// filled with the identity that [`fold_into`] accumulates into. The same bits either way.
#[cfg(feature = "alloc")]
pub(crate) fn fold_new<T: Reducible, O: Fold<T>>(
    input: &Strided<'_, T>,
    reduced: &[bool],
    len: usize,
) -> Result<alloc::vec::Vec<T>, crate::kernel::Failure> {
    let mut out = crate::memory::try_vec(len)?;
    match straight(input, reduced, len) {
        Some(b) => fold_blocks::<T, O>(input.data, &b, &mut out),
        None => {
            out.resize(len, O::IDENTITY);
            fold_into::<T, O>(input, reduced, &mut out);
        }
    }
    Ok(out)
}

/// The blocks of a straight pass over `input` with `len` outputs, when the pass is taken: on
/// one thread, so not for inputs that the `rayon` feature splits across threads.
#[cfg(feature = "alloc")]
fn straight<T>(input: &Strided<'_, T>, reduced: &[bool], len: usize) -> Option<Blocks> {
    #[cfg(feature = "rayon")]
    if crate::layout::checked_numel(input.dims)? >= crate::kernel::PAR_MIN_REDUCE {
        return None;
    }
    Blocks::of(input, reduced).filter(|b| b.outputs() == len)
}

/// `argmax`/`argmin` of `input` along `dim` (whose size is not 0) as two new row-major buffers
/// of the `len` outputs (the extreme values and their first positions), appended in order on a
/// straight pass when the layout allows one, as [`fold_new`]. Without `values`, the straight
/// passes leave the values empty (the general kernel compares against them, so it keeps them).
#[cfg(feature = "alloc")]
pub(crate) fn pick_new<T: Reducible, P: Pick<T>>(
    input: &Strided<'_, T>,
    dim: usize,
    len: usize,
    values: bool,
) -> Result<(alloc::vec::Vec<T>, alloc::vec::Vec<usize>), crate::kernel::Failure> {
    let mut index = crate::memory::try_vec(len)?;
    let mut best = alloc::vec::Vec::new();
    pick_extend::<T, P>(input, dim, len, values, &mut best, &mut index)?;
    Ok((best, index))
}

/// [`pick_new`] appending to `best` and `index` (empty; `index` with room for the `len`
/// outputs).
#[cfg(feature = "alloc")]
pub(crate) fn pick_extend<T: Reducible, P: Pick<T>>(
    input: &Strided<'_, T>,
    dim: usize,
    len: usize,
    values: bool,
    best: &mut alloc::vec::Vec<T>,
    index: &mut alloc::vec::Vec<usize>,
) -> Result<(), crate::kernel::Failure> {
    let rank = input.dims.len().min(CAP);
    let mut reduced = [false; CAP];
    if let Some(r) = reduced.get_mut(dim) {
        *r = true;
    }
    let straight = straight(input, &reduced[..rank], len);
    if values || straight.is_none() {
        *best = crate::memory::try_vec(len)?;
    }
    match straight {
        Some(b) if pick_rows::<T, P>(input.data, &b, values.then_some(&mut *best), index) => {}
        Some(b) => pick_blocks::<T, P>(input.data, &b, |v, i| {
            if values {
                best.push(v);
            }
            index.push(i);
        }),
        None => {
            #[cfg(feature = "rayon")]
            let threads = crate::layout::checked_numel(input.dims)
                .is_none_or(|n| n >= crate::kernel::PAR_MIN_REDUCE);
            #[cfg(not(feature = "rayon"))]
            let threads = false;
            if threads {
                // Threads write disjoint parts of one buffer, which safe code hands out only
                // once every element holds a value.
                best.resize(len, T::ZERO);
                index.resize(len, 0);
                pick_into::<T, P>(input, dim, best, index);
            } else {
                pick_append::<T, P>(input, dim, best, index);
            }
        }
    }
    Ok(())
}

/// Dims of a reduction plan: sizes and the input's strides (outermost first).
#[derive(Clone, Copy)]
struct Dims {
    rank: usize,
    sizes: [usize; CAP],
    strides: [isize; CAP],
    out: [isize; CAP],
}

impl Dims {
    fn new() -> Self {
        Dims {
            rank: 0,
            sizes: [1; CAP],
            strides: [0; CAP],
            out: [0; CAP],
        }
    }

    /// Steps the odometer `index` over these dims by one, moving the input and output
    /// positions with it; `false` once it has passed the last index.
    fn advance(&self, index: &mut [usize; CAP], at_in: &mut isize, at_out: &mut isize) -> bool {
        let mut d = self.rank;
        loop {
            if d == 0 {
                return false;
            }
            d -= 1;
            index[d] += 1;
            *at_in += self.strides[d];
            *at_out += self.out[d];
            if index[d] < self.sizes[d] {
                return true;
            }
            *at_in -= self.strides[d] * self.sizes[d] as isize;
            *at_out -= self.out[d] * self.sizes[d] as isize;
            index[d] = 0;
        }
    }

    /// The odometer index of term `lo` (row-major over these dims) and its input position,
    /// counted from `start`.
    fn seek(&self, lo: usize, start: isize) -> ([usize; CAP], isize) {
        let mut index = [0usize; CAP];
        let mut pos = start;
        let mut rest = lo;
        for d in (0..self.rank).rev() {
            index[d] = rest % self.sizes[d];
            rest /= self.sizes[d];
            pos += index[d] as isize * self.strides[d];
        }
        (index, pos)
    }

    fn push(&mut self, size: usize, stride: isize, out: isize) {
        if let (Some(n), Some(s), Some(o)) = (
            self.sizes.get_mut(self.rank),
            self.strides.get_mut(self.rank),
            self.out.get_mut(self.rank),
        ) {
            (*n, *s, *o) = (size, stride, out);
            self.rank += 1;
        }
    }
}

/// [`fold_into`] on the calling thread.
///
/// Every output element folds its terms (the input elements along the reduced dims, in the
/// input's memory order) pairwise ([`pairwise`](super::pairwise)): blocks of
/// [`BLOCK`](super::pairwise::BLOCK) terms in order, then sums of halves. When the innermost
/// dim is kept (a sum down the columns of a row-major matrix), [`TILE`] neighbouring outputs
/// are folded side by side, so each block reads whole runs of memory.
fn fold_serial<T: Reducible, O: Fold<T>>(input: &Strided<'_, T>, reduced: &[bool], out: &mut [T]) {
    if let Some(b) = Blocks::of(input, reduced).filter(|b| b.outputs() == out.len()) {
        fold_blocks::<T, O>(input.data, &b, &mut Combine::<T, O>::new(out));
        return;
    }
    let Some(plan) = reduction_plan(input, reduced) else {
        return;
    };
    if plan.is_empty() {
        return;
    }
    let data = input.data;
    let rank = plan.rank();
    let (mut red, mut kept) = (Dims::new(), Dims::new());
    for d in 0..rank {
        let (size, [si, so]) = plan.dim(d);
        if so == 0 {
            red.push(size, si, 0);
        } else {
            kept.push(size, si, so);
        }
    }
    // The tile: the innermost dim when it is kept, else one output at a time.
    let tiled = rank > 0 && plan.dim(rank - 1).1[1] != 0;
    let (width, step, ostep) = if tiled {
        kept.rank -= 1;
        (
            kept.sizes[kept.rank],
            kept.strides[kept.rank],
            kept.out[kept.rank],
        )
    } else {
        (1, 0, 0)
    };
    if red.rank == 0 {
        red.push(1, 0, 0);
    }
    let terms: usize = red.sizes[..red.rank].iter().product();
    let [base_in, base_out] = plan.offsets();
    let inner = red.rank - 1;
    let (run_size, run_stride) = (red.sizes[inner], red.strides[inner]);

    // Sets `acc` to the in-order fold of terms `lo..hi` of the outputs whose first term is at
    // `start`.
    let leaf = |start: isize, lo: usize, hi: usize, acc: &mut [T]| {
        acc.fill(O::IDENTITY);
        let (mut index, mut pos) = red.seek(lo, start);
        let mut left = hi - lo;
        while left > 0 {
            let len = (run_size - index[inner]).min(left);
            let o = pos as usize;
            if !tiled {
                let v = if run_stride == 1 {
                    fold_block::<T, O>(&data[o..o + len])
                } else {
                    fold_strided::<T, O>(data, o, run_stride, len)
                };
                acc[0] = O::combine(acc[0], v);
            } else {
                let w = acc.len();
                for i in 0..len {
                    let r = at(o, run_stride, i);
                    if step == 1 {
                        fold_rows::<T, O>(acc, &data[r..r + w]);
                    } else {
                        for (j, a) in acc.iter_mut().enumerate() {
                            *a = O::combine(*a, data[at(r, step, j)]);
                        }
                    }
                }
            }
            left -= len;
            // Advance the odometer of the reduced dims by `len` (the rest of the run).
            pos += len as isize * run_stride;
            index[inner] += len;
            let mut d = inner;
            while index[d] == red.sizes[d] && d > 0 {
                pos -= red.sizes[d] as isize * red.strides[d];
                index[d] = 0;
                d -= 1;
                index[d] += 1;
                pos += red.strides[d];
            }
        }
    };

    // Long folds of outputs that are neighbours in memory (the contiguous dim kept) take wide
    // tiles, so that each block of terms reads whole rows in memory order, not a strip of
    // each row per tile; their partial results live in one buffer.
    #[cfg(feature = "alloc")]
    let mut wide = alloc::vec::Vec::new();
    #[cfg(feature = "alloc")]
    if tiled && step == 1 && terms > BLOCK && width > TILE {
        let w = width.min(super::pairwise::WIDE);
        let len = super::pairwise::levels(terms)
            .saturating_add(1)
            .saturating_mul(w);
        if let Ok(mut buf) = crate::memory::try_vec::<T>(len) {
            buf.resize(len, O::IDENTITY);
            wide = buf;
        }
    }

    // Every output: the kept dims other than the tile by an odometer, the tile in pieces.
    let mut index = [0usize; CAP];
    let (mut at_in, mut at_out) = (base_in as isize, base_out as isize);
    loop {
        let mut t0 = 0;
        #[cfg(feature = "alloc")]
        if !wide.is_empty() {
            while t0 < width {
                let w = (width - t0).min(super::pairwise::WIDE);
                let start = at_in + t0 as isize;
                let (acc, scratch) = wide.split_at_mut(w);
                let mut visit = |lo, hi, a: &mut [T]| leaf(start, lo, hi, a);
                super::pairwise::tree_rows(0, terms, acc, scratch, &mut visit, O::combine);
                let first = at_out + t0 as isize * ostep;
                for (j, &v) in acc.iter().enumerate() {
                    let o = at(first as usize, ostep, j);
                    out[o] = O::combine(out[o], v);
                }
                t0 += w;
            }
        }
        while t0 < width {
            let w = (width - t0).min(TILE);
            let start = at_in + t0 as isize * step;
            let mut acc = [O::IDENTITY; TILE];
            let acc = &mut acc[..w];
            if terms <= BLOCK {
                // Short folds are the straight loops they always were.
                leaf(start, 0, terms, acc);
            } else {
                // Runs of memory fold by eight accumulators in blocks of 128, outputs side by
                // side by one running sum each in blocks of 16.
                let block = if tiled { ROWS } else { BLOCK };
                let mut visit = |lo, hi, a: &mut [T]| leaf(start, lo, hi, a);
                tree(0, terms, block, acc, &mut visit, O::combine);
            }
            let first = at_out + t0 as isize * ostep;
            for (j, &v) in acc.iter().enumerate() {
                let o = at(first as usize, ostep, j);
                out[o] = O::combine(out[o], v);
            }
            t0 += w;
        }
        if !kept.advance(&mut index, &mut at_in, &mut at_out) {
            return;
        }
    }
}

/// [`fold_block`] of the `len` elements `stride` apart from `o` (the same accumulators, so the
/// same result as `fold_block` of their copy).
fn fold_strided<T: Reducible, O: Fold<T>>(data: &[T], o: usize, stride: isize, len: usize) -> T {
    const LANES: usize = 8;
    let x = |i: usize| data[at(o, stride, i)];
    let full = len / LANES;
    let mut lanes = if full > 0 {
        core::array::from_fn(x)
    } else {
        [O::IDENTITY; LANES]
    };
    for c in 1..full {
        for (l, lane) in lanes.iter_mut().enumerate() {
            *lane = O::combine(*lane, x(c * LANES + l));
        }
    }
    let mut acc = O::IDENTITY;
    for l in lanes {
        acc = O::combine(acc, l);
    }
    for i in full * LANES..len {
        acc = O::combine(acc, x(i));
    }
    acc
}

/// `argmax`/`argmin` of `input` along `dim` (whose size is not 0) into `best` (the extreme
/// values) and `index` (their first positions along `dim`), both row-major over the other dims.
/// With the `rayon` feature, large inputs are split along another dim across threads.
pub(crate) fn pick_into<T: Reducible, P: Pick<T>>(
    input: &Strided<'_, T>,
    dim: usize,
    best: &mut [T],
    index: &mut [usize],
) {
    #[cfg(feature = "rayon")]
    {
        let mut reduced = [false; CAP];
        if let Some(r) = reduced.get_mut(dim) {
            *r = true;
        }
        let rank = input.dims.len().min(CAP);
        super::par::split_kept(
            input,
            &reduced[..rank],
            (best, index),
            |slab, (b, i): (&mut [T], &mut [usize])| pick_serial::<T, P>(slab, dim, b, i),
        );
    }
    #[cfg(not(feature = "rayon"))]
    pick_serial::<T, P>(input, dim, best, index);
}

/// [`pick_into`] on the calling thread.
fn pick_serial<T: Reducible, P: Pick<T>>(
    input: &Strided<'_, T>,
    dim: usize,
    best: &mut [T],
    index: &mut [usize],
) {
    let rank = input.dims.len();
    if rank > CAP || dim >= rank || input.dims[dim] == 0 || best.is_empty() {
        return;
    }
    let (n, step) = (input.dims[dim], input.strides[dim]);
    let mut sizes = [1usize; CAP];
    sizes[..rank].copy_from_slice(input.dims);
    sizes[dim] = 1;
    let mut mask = [false; CAP];
    mask[dim] = true;
    let out_strides = output_strides(&sizes[..rank], &mask[..rank]);
    let strides = [input.strides, &out_strides[..rank]];
    let data = input.data;
    // Scan each row when `dim` is the axis of smallest stride (rows are then contiguous or
    // nearly so); otherwise compare whole slices, one index of `dim` at a time.
    let inner = (0..rank)
        .filter(|&d| d != dim && input.dims[d] > 1)
        .all(|d| input.strides[d].unsigned_abs() >= step.unsigned_abs());
    if inner {
        let Some(plan) = Plan::new(&sizes[..rank], strides, [input.offset, 0]) else {
            return;
        };
        plan.reordered().for_each_run(|[oi, oo], [si, so], len| {
            for i in 0..len {
                let base = at(oi, si, i);
                let (mut b, mut bi) = (data[base], 0);
                if step == 1 {
                    for (j, &x) in data[base..base + n].iter().enumerate().skip(1) {
                        if P::better(x, b) {
                            (b, bi) = (x, j);
                        }
                    }
                } else {
                    for j in 1..n {
                        let x = data[at(base, step, j)];
                        if P::better(x, b) {
                            (b, bi) = (x, j);
                        }
                    }
                }
                let o = at(oo, so, i);
                (best[o], index[o]) = (b, bi);
            }
        });
        return;
    }
    for j in 0..n {
        let start = at(input.offset, step, j);
        let Some(plan) = Plan::new(&sizes[..rank], strides, [start, 0]) else {
            return;
        };
        plan.reordered().for_each_run(|[oi, oo], [si, so], len| {
            for i in 0..len {
                let (x, o) = (data[at(oi, si, i)], at(oo, so, i));
                if j == 0 || P::better(x, best[o]) {
                    (best[o], index[o]) = (x, j);
                }
            }
        });
    }
}

/// [`pick_serial`] appending to the empty `best` and `index` instead of writing into filled
/// buffers: the outputs are visited in their row-major order (the plan is not reordered), each
/// row scanned when `dim` has the smallest stride; otherwise the first slice along `dim` is
/// appended in that order and the later slices compared into it in the input's memory order.
#[cfg(feature = "alloc")]
fn pick_append<T: Reducible, P: Pick<T>>(
    input: &Strided<'_, T>,
    dim: usize,
    best: &mut alloc::vec::Vec<T>,
    index: &mut alloc::vec::Vec<usize>,
) {
    let rank = input.dims.len();
    if rank > CAP || dim >= rank || input.dims[dim] == 0 {
        return;
    }
    let (n, step) = (input.dims[dim], input.strides[dim]);
    let mut sizes = [1usize; CAP];
    sizes[..rank].copy_from_slice(input.dims);
    sizes[dim] = 1;
    let mut mask = [false; CAP];
    mask[dim] = true;
    let out_strides = output_strides(&sizes[..rank], &mask[..rank]);
    let strides = [input.strides, &out_strides[..rank]];
    let data = input.data;
    let inner = (0..rank)
        .filter(|&d| d != dim && input.dims[d] > 1)
        .all(|d| input.strides[d].unsigned_abs() >= step.unsigned_abs());
    let Some(plan) = Plan::new(&sizes[..rank], strides, [input.offset, 0]) else {
        return;
    };
    if inner {
        plan.for_each_run(|[oi, _], [si, _], len| {
            for i in 0..len {
                let base = at(oi, si, i);
                let (mut b, mut bi) = (data[base], 0);
                if step == 1 {
                    for (j, &x) in data[base..base + n].iter().enumerate().skip(1) {
                        if P::better(x, b) {
                            (b, bi) = (x, j);
                        }
                    }
                } else {
                    for j in 1..n {
                        let x = data[at(base, step, j)];
                        if P::better(x, b) {
                            (b, bi) = (x, j);
                        }
                    }
                }
                best.push(b);
                index.push(bi);
            }
        });
        return;
    }
    plan.for_each_run(|[oi, _], [si, _], len| {
        best.extend((0..len).map(|i| data[at(oi, si, i)]));
        index.extend(core::iter::repeat_n(0, len));
    });
    for j in 1..n {
        let start = at(input.offset, step, j);
        let Some(plan) = Plan::new(&sizes[..rank], strides, [start, 0]) else {
            return;
        };
        plan.reordered().for_each_run(|[oi, oo], [si, so], len| {
            for i in 0..len {
                let (x, o) = (data[at(oi, si, i)], at(oo, so, i));
                if P::better(x, best[o]) {
                    (best[o], index[o]) = (x, j);
                }
            }
        });
    }
}

/// `argmax`/`argmin` over all elements of `input`: the extreme value and its row-major
/// position, or `None` when there are no elements.
pub(crate) fn pick_all<T: Reducible, P: Pick<T>>(input: &Strided<'_, T>) -> Option<(T, usize)> {
    let mut found: Option<(T, usize)> = None;
    let mut i = 0;
    crate::kernel::visit(input, |&x| {
        match found {
            Some((b, _)) if !P::better(x, b) => {}
            _ => found = Some((x, i)),
        }
        i += 1;
    });
    found
}

/// The fold of all elements of `input`.
pub(crate) fn fold_all<T: Reducible, O: Fold<T>>(input: &Strided<'_, T>) -> T {
    let mut out = [O::IDENTITY];
    fold_into::<T, O>(input, &[true; CAP][..input.dims.len().min(CAP)], &mut out);
    out[0]
}

/// Every element `x` of `input` folded into the output element `o` it reduces into (the dims
/// marked in `reduced` are the reduced ones): `out[o] = f(out[o], x, o)`, so `f` may read a
/// per-output value (a maximum) at `o`. In memory order.
#[cfg(feature = "alloc")]
pub(crate) fn fold_at_into<T: Copy, U: Copy>(
    input: &Strided<'_, T>,
    reduced: &[bool],
    out: &mut [U],
    f: impl Fn(U, T, usize) -> U,
) {
    let Some(plan) = reduction_plan(input, reduced) else {
        return;
    };
    let data = input.data;
    plan.for_each_run(|[oi, oo], [si, so], len| {
        for i in 0..len {
            let o = at(oo, so, i);
            out[o] = f(out[o], data[at(oi, si, i)], o);
        }
    });
}

/// `out[o]` combined by `add` with the pairwise fold of `term(x, o)` over the elements `x` of
/// `input` that reduce into output element `o` (the dims marked in `reduced` are the reduced
/// ones; `out` holds the kept dims row-major and starts filled with `zero`, the identity of
/// `add`). The terms of an output are visited in the logical (row-major) order of the reduced
/// dims, whatever the strides, and folded as [`pairwise::fold_lanes`](super::pairwise::fold_lanes)
/// folds a row-major lane, so every layout of the same values gives the same bits. Outputs along
/// the kept dim of smallest stride are folded side by side, [`TILE`] at a time.
pub(crate) fn fold_map_into<T: Copy, U: Copy>(
    input: &Strided<'_, T>,
    reduced: &[bool],
    out: &mut [U],
    zero: U,
    add: impl Fn(U, U) -> U + Copy,
    term: impl Fn(T, usize) -> U,
) {
    let rank = input.dims.len();
    if rank > CAP || input.dims.contains(&0) {
        return;
    }
    let out_strides = output_strides(input.dims, reduced);
    let (mut red, mut kept) = (Dims::new(), Dims::new());
    let layout = input.dims.iter().zip(input.strides).zip(&out_strides);
    for (d, ((&size, &stride), &ostride)) in layout.enumerate() {
        if size == 1 {
            continue;
        }
        if reduced.get(d) == Some(&true) {
            red.push(size, stride, 0);
        } else {
            kept.push(size, stride, ostride);
        }
    }
    // The tile: the kept dim of smallest stride, taken out of the odometer.
    let tile = (0..kept.rank).min_by_key(|&d| kept.strides[d].unsigned_abs());
    let (width, step, ostep) = match tile {
        Some(t) => {
            let picked = (kept.sizes[t], kept.strides[t], kept.out[t]);
            for d in t..kept.rank - 1 {
                kept.sizes[d] = kept.sizes[d + 1];
                kept.strides[d] = kept.strides[d + 1];
                kept.out[d] = kept.out[d + 1];
            }
            kept.rank -= 1;
            picked
        }
        None => (1, 0, 0),
    };
    if red.rank == 0 {
        red.push(1, 0, 0);
    }
    let terms: usize = red.sizes[..red.rank].iter().product();
    let data = input.data;

    let mut index = [0usize; CAP];
    let (mut at_in, mut at_out) = (input.offset as isize, 0isize);
    loop {
        let mut t0 = 0;
        while t0 < width {
            let w = (width - t0).min(TILE);
            let start = at_in + t0 as isize * step;
            let first = (at_out + t0 as isize * ostep) as usize;
            // Sets `acc` to the fold of terms `lo..hi` of the tile's outputs.
            let mut leaf = |lo: usize, hi: usize, acc: &mut [U]| {
                let (mut idx, mut pos) = red.seek(lo, start);
                block_rows::<U, TILE>(hi - lo, acc, zero, add, |row: &mut [U]| {
                    for (j, r) in row.iter_mut().enumerate() {
                        *r = term(data[at(pos as usize, step, j)], at(first, ostep, j));
                    }
                    // The next term: the odometer of the reduced dims, innermost first.
                    let mut d = red.rank;
                    while d > 0 {
                        d -= 1;
                        idx[d] += 1;
                        pos += red.strides[d];
                        if idx[d] < red.sizes[d] {
                            break;
                        }
                        pos -= red.strides[d] * red.sizes[d] as isize;
                        idx[d] = 0;
                    }
                });
            };
            let mut acc = [zero; TILE];
            let acc = &mut acc[..w];
            if terms <= BLOCK {
                leaf(0, terms, acc);
            } else {
                tree(0, terms, BLOCK, acc, &mut leaf, add);
            }
            for (j, &v) in acc.iter().enumerate() {
                let o = at(first, ostep, j);
                out[o] = add(out[o], v);
            }
            t0 += w;
        }
        if !kept.advance(&mut index, &mut at_in, &mut at_out) {
            return;
        }
    }
}
