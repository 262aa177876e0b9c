//! Inner loops, dispatched on the inner strides: all 1 (a slice loop LLVM vectorizes), one
//! operand 0 (a scalar against a vector), or the general strided walk.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

use super::Plan;

#[inline(always)]
fn at(start: usize, stride: isize, i: usize) -> usize {
    (start as isize + stride * i as isize) as usize
}

/// Appends `f(a)` for every element of the plan, in row-major order.
#[cfg(feature = "alloc")]
pub(crate) fn map_runs<A, U>(
    plan: &Plan<1>,
    a: &[A],
    mut f: impl FnMut(&A) -> U,
    out: &mut Vec<U>,
) {
    plan.for_each_run(|[oa], [sa], len| {
        if sa == 1 {
            out.extend(a[oa..oa + len].iter().map(&mut f));
        } else {
            out.extend((0..len).map(|i| f(&a[at(oa, sa, i)])));
        }
    });
}

/// Appends `f(a, b)` for every element of the plan, in row-major order.
#[cfg(feature = "alloc")]
pub(crate) fn zip_runs<A, B, U>(
    plan: &Plan<2>,
    a: &[A],
    b: &[B],
    mut f: impl FnMut(&A, &B) -> U,
    out: &mut Vec<U>,
) {
    plan.for_each_run(|[oa, ob], [sa, sb], len| match (sa, sb) {
        (1, 1) => out.extend(
            a[oa..oa + len]
                .iter()
                .zip(&b[ob..ob + len])
                .map(|(x, y)| f(x, y)),
        ),
        (1, 0) => {
            let y = &b[ob];
            out.extend(a[oa..oa + len].iter().map(|x| f(x, y)));
        }
        (0, 1) => {
            let x = &a[oa];
            out.extend(b[ob..ob + len].iter().map(|y| f(x, y)));
        }
        _ => out.extend((0..len).map(|i| f(&a[at(oa, sa, i)], &b[at(ob, sb, i)]))),
    });
}

/// Calls `f(dest_element, src_element)` for every element of the plan (operand 0 is the
/// destination).
pub(crate) fn assign_runs<D, A>(
    plan: &Plan<2>,
    dest: &mut [D],
    a: &[A],
    mut f: impl FnMut(&mut D, &A),
) {
    plan.for_each_run(|[od, oa], [sd, sa], len| match (sd, sa) {
        (1, 1) => dest[od..od + len]
            .iter_mut()
            .zip(&a[oa..oa + len])
            .for_each(|(d, x)| f(d, x)),
        (1, 0) => {
            let x = &a[oa];
            dest[od..od + len].iter_mut().for_each(|d| f(d, x));
        }
        _ => (0..len).for_each(|i| f(&mut dest[at(od, sd, i)], &a[at(oa, sa, i)])),
    });
}
