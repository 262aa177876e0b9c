//! The strided reduction kernels shared by every storage whose layout is known only at run time
//! (heap tensors, views, dynamic shapes). Generic over the element and the operation, never over
//! shapes.
//!
//! The layout is planned as element-wise kernels plan theirs ([`Plan`]: size-1 dims dropped,
//! contiguous dims merged, dims ordered so the input is read in memory order). The innermost run
//! is then either folded into one output element (reducing along the contiguous axis: a
//! vectorised slice fold) or accumulated into a whole row of the output (reducing along an outer
//! axis), never gathered element by element across rows.

use super::op::{Fold, Pick, fold_rows, fold_slice};
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

/// [`fold_into`] on the calling thread.
fn fold_serial<T: Reducible, O: Fold<T>>(input: &Strided<'_, T>, reduced: &[bool], out: &mut [T]) {
    let Some(plan) = reduction_plan(input, reduced) else {
        return;
    };
    let data = input.data;
    plan.for_each_run(|[oi, oo], [si, so], len| {
        if so == 0 {
            // The run lies along reduced dims: fold it into one output element.
            let v = if si == 1 {
                fold_slice::<T, O>(&data[oi..oi + len])
            } else {
                (0..len).fold(O::IDENTITY, |acc, i| O::combine(acc, data[at(oi, si, i)]))
            };
            out[oo] = O::combine(out[oo], v);
        } else if si == 1 && so == 1 {
            // The run lies along kept dims: accumulate the whole row.
            fold_rows::<T, O>(&mut out[oo..oo + len], &data[oi..oi + len]);
        } else {
            for i in 0..len {
                let o = at(oo, so, i);
                out[o] = O::combine(out[o], data[at(oi, si, i)]);
            }
        }
    });
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
