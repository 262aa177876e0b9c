//! Threads for large tensors (feature `rayon`): a kernel writing into a slice splits the
//! outermost dimension of its (reordered) plan into parts whose destination elements lie in
//! disjoint sub-slices, and runs the single-threaded kernel on each part. Every element is
//! computed by the same expression on the same inputs as without threads, so results are
//! bit-identical; only the order of visits changes.

use alloc::vec::Vec;

use rayon::prelude::*;

use super::{Plan, assign_runs, zip_into_runs};

/// Below this many elements an element-wise or in-place kernel runs on the calling thread.
/// These kernels are memory-bound: one thread already moves most of what the machine's memory
/// can, so a second thread pays for its start only on large outputs. Where two threads start to
/// win is measured by `INTERLEAVED=threshold cargo bench -p shaped-benches --bench large
/// --features rayon` (BENCHMARKS.md, *Where threads start*).
pub(crate) const PAR_MIN: usize = 1 << 22;

/// Below this many input elements a reduction along axes runs on the calling thread. A fold is
/// compute-bound, so threads pay earlier than for the element-wise kernels (BENCHMARKS.md,
/// *Where threads start*).
pub(crate) const PAR_MIN_REDUCE: usize = 1 << 20;

/// Splits `dest` (operand 0 of `plan`, which is already reordered) into per-part sub-slices
/// along the outermost dimension, or `None` when the plan is small, has one thread, or its
/// outermost dimension does not separate operand 0's elements into disjoint ranges.
fn parts<'d, const K: usize, D>(
    plan: &Plan<K>,
    dest: &'d mut [D],
) -> Option<Vec<(&'d mut [D], Plan<K>)>> {
    let threads = rayon::current_num_threads();
    if threads < 2 || plan.rank() == 0 || plan.numel() < PAR_MIN {
        return None;
    }
    let (n0, strides) = plan.dim(0);
    let step = usize::try_from(strides[0]).ok().filter(|&s| s > 0)?;
    let forward = (1..plan.rank()).all(|d| plan.dim(d).1[0] >= 0);
    if n0 < 2 || !forward || plan.inner_extent(0) > step {
        return None;
    }
    let base = plan.offsets()[0];
    let count = n0.min(threads * 4);
    let mut out = Vec::with_capacity(count);
    let mut rest = dest;
    let mut consumed = 0;
    for c in 0..count {
        let (i0, i1) = (c * n0 / count, (c + 1) * n0 / count);
        let end = if c + 1 == count {
            consumed + rest.len()
        } else {
            base + i1 * step
        };
        let (head, tail) = rest.split_at_mut(end - consumed);
        out.push((head, plan.outer_part(i0, i1, consumed)));
        rest = tail;
        consumed = end;
    }
    Some(out)
}

/// [`zip_into_runs`] on several threads for large plans.
pub(crate) fn par_zip_into_runs<A: Sync, B: Sync, U: Send>(
    plan: &Plan<3>,
    out: &mut [U],
    a: &[A],
    b: &[B],
    f: impl Fn(&A, &B) -> U + Sync,
) {
    let plan = plan.reordered();
    match parts(&plan, out) {
        Some(parts) => parts
            .into_par_iter()
            .for_each(|(o, p)| zip_into_runs(&p, o, a, b, &f)),
        None => zip_into_runs(&plan, out, a, b, f),
    }
}

/// [`assign_runs`] on several threads for large plans: the destination (operand 0) is split
/// by [`parts`] like the output of [`par_zip_into_runs`], and each part is updated in place by
/// the single-threaded kernel.
pub(crate) fn par_assign_runs<D: Send, A: Sync>(
    plan: &Plan<2>,
    dest: &mut [D],
    a: &[A],
    f: impl Fn(&mut D, &A) + Sync,
) {
    let plan = plan.reordered();
    match parts(&plan, dest) {
        Some(parts) => parts
            .into_par_iter()
            .for_each(|(d, p)| assign_runs(&p, d, a, &f)),
        None => assign_runs(&plan, dest, a, f),
    }
}
