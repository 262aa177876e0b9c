//! Read-only traversals in row-major order.

use super::{CAP, Plan, Strided, align_strides};

use crate::layout::element_at as at;

/// Calls `f` on every element of `a`, row-major. Tensors never exceed the kernel's capacity, so
/// the plan always exists.
pub(crate) fn visit<A>(a: &Strided<'_, A>, mut f: impl FnMut(&A)) {
    let rank = a.dims.len().min(CAP);
    let Some(sa) = align_strides(a.dims, a.strides, rank) else {
        return;
    };
    let Some(plan) = Plan::new(a.dims, [&sa[..]], [a.offset]) else {
        return;
    };
    plan.for_each_run(|[o], [s], len| {
        if s == 1 {
            a.data[o..o + len].iter().for_each(&mut f);
        } else {
            (0..len).for_each(|i| f(&a.data[at(o, s, i)]));
        }
    });
}

/// Calls `f` on the elements of `a` with every dimension of stride 0 (an expanded one) read at
/// index 0 only: each memory location the layout reaches is visited, the count bounded by the
/// elements that are not repeats (`scalar.expand([2^31, 2^31])` is one visit, not 2^62).
pub(crate) fn visit_distinct<A>(a: &Strided<'_, A>, f: impl FnMut(&A)) {
    let rank = a.dims.len().min(CAP);
    let mut dims = [0usize; CAP];
    for ((d, &n), &s) in dims.iter_mut().zip(a.dims).zip(a.strides) {
        *d = if s == 0 { n.min(1) } else { n };
    }
    let distinct = Strided {
        data: a.data,
        dims: &dims[..rank],
        strides: a.strides,
        offset: a.offset,
    };
    visit(&distinct, f);
}

/// Calls `f` on every pair of elements of `a` and `b`, which have the same shape, row-major.
pub(crate) fn zip_visit<A, B>(a: &Strided<'_, A>, b: &Strided<'_, B>, mut f: impl FnMut(&A, &B)) {
    let rank = a.dims.len().min(CAP);
    let (Some(sa), Some(sb)) = (
        align_strides(a.dims, a.strides, rank),
        align_strides(b.dims, b.strides, rank),
    ) else {
        return;
    };
    let Some(plan) = Plan::new(a.dims, [&sa[..], &sb[..]], [a.offset, b.offset]) else {
        return;
    };
    plan.for_each_run(|[oa, ob], [s, t], len| {
        (0..len).for_each(|i| f(&a.data[at(oa, s, i)], &b.data[at(ob, t, i)]))
    });
}

/// Calls `f` on every element of the layout (`dims`, `strides`, `offset`) over `data`, mutably,
/// row-major.
pub(crate) fn visit_mut<A>(
    data: &mut [A],
    dims: &[usize],
    strides: &[isize],
    offset: usize,
    mut f: impl FnMut(&mut A),
) {
    let rank = dims.len().min(CAP);
    let Some(sa) = align_strides(dims, strides, rank) else {
        return;
    };
    let Some(plan) = Plan::new(dims, [&sa[..]], [offset]) else {
        return;
    };
    plan.for_each_run(|[o], [s], len| {
        if s == 1 {
            data[o..o + len].iter_mut().for_each(&mut f);
        } else {
            (0..len).for_each(|i| f(&mut data[at(o, s, i)]));
        }
    });
}
