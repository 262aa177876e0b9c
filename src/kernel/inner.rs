//! Inner loops over a plan's last two dimensions (a [`Block`] of `rows` runs of `len`
//! elements), dispatched once per call on the inner strides — all 1 (slice loops LLVM
//! vectorizes), one operand 0 (a scalar against a vector), or a strided walk whose offsets are
//! bumped, never multiplied — so no per-run closure call, stride `match` or odometer step is
//! paid. A contiguous block read against a repeated row (the `[256, 256, 3] * [3]` case) walks
//! the block in `chunks_exact(len)`.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

use super::plan::{Block, Plan};

/// Calls `run(offsets)` for the start of each of `rows` runs, `outer[k]` apart in operand `k`.
#[inline(always)]
fn rows_of<const K: usize>(
    rows: usize,
    start: [usize; K],
    outer: [isize; K],
    mut run: impl FnMut([usize; K]),
) {
    let mut cur = start;
    for _ in 0..rows {
        run(cur);
        for (c, &s) in cur.iter_mut().zip(&outer) {
            *c = c.wrapping_add_signed(s);
        }
    }
}

/// The `len` (at least 1) elements of `data` from `start`, `step` (at least 1) apart: one bounds
/// check for the whole run and none per element (`step_by` over a slice iterator), where indexing
/// with a bumped offset checks every element.
#[inline(always)]
fn run_of<T>(
    data: &[T],
    start: usize,
    step: usize,
    len: usize,
) -> core::iter::StepBy<core::slice::Iter<'_, T>> {
    data[start..][..(len - 1) * step + 1].iter().step_by(step)
}

/// Appends `f(x, y)` for each element `x` of `block` (whose length is a multiple of
/// `row.len()`) and the element `y` of `row` at the same position in its chunk, in order. Rows of
/// 2 to 7 elements (pixels of a few channels, the `[256, 256, 3] * [3]` case) are one `extend`
/// over the whole block of an iterator of `[U; L]` arrays, one per chunk (`flat_map` over
/// `chunks_exact(L)`), whose length `extend` knows up front: no capacity check per chunk, and a
/// loop LLVM vectorises across chunks, where an `extend` per chunk checks the capacity and
/// stops the vectoriser at every chunk. Longer rows append chunk by chunk.
#[cfg(feature = "alloc")]
#[inline(always)]
fn extend_against_row<A, B, U>(
    out: &mut Vec<U>,
    block: &[A],
    row: &[B],
    mut f: impl FnMut(&A, &B) -> U,
) {
    #[inline(always)]
    fn fixed<A, B, U, const L: usize>(
        out: &mut Vec<U>,
        block: &[A],
        row: &[B],
        f: &mut impl FnMut(&A, &B) -> U,
    ) {
        if let Ok(row) = <&[B; L]>::try_from(row) {
            out.extend(
                block
                    .chunks_exact(L)
                    .flat_map(|x| core::array::from_fn::<U, L, _>(|i| f(&x[i], &row[i]))),
            );
        }
    }
    match row.len() {
        0 => {}
        2 => fixed::<A, B, U, 2>(out, block, row, &mut f),
        3 => fixed::<A, B, U, 3>(out, block, row, &mut f),
        4 => fixed::<A, B, U, 4>(out, block, row, &mut f),
        5 => fixed::<A, B, U, 5>(out, block, row, &mut f),
        6 => fixed::<A, B, U, 6>(out, block, row, &mut f),
        7 => fixed::<A, B, U, 7>(out, block, row, &mut f),
        n => {
            for x in block.chunks_exact(n) {
                out.extend(x.iter().zip(row).map(|(p, q)| f(p, q)));
            }
        }
    }
}

/// Calls `each(dest_chunk, chunk, row)` for each `row.len()`-element chunk of `dest` and `block`
/// (whose lengths are the same multiple of it), in order; rows of 2 to 7 elements through copies
/// of the loop in which the row length is a constant.
#[inline(always)]
fn against_row_into<D, A, B>(
    dest: &mut [D],
    block: &[A],
    row: &[B],
    mut each: impl FnMut(&mut [D], &[A], &[B]),
) {
    #[inline(always)]
    fn fixed<D, A, B, const L: usize>(
        dest: &mut [D],
        block: &[A],
        row: &[B],
        each: &mut impl FnMut(&mut [D], &[A], &[B]),
    ) {
        if let Ok(row) = <&[B; L]>::try_from(row) {
            let pairs = dest.chunks_exact_mut(L);
            pairs
                .zip(block.chunks_exact(L))
                .for_each(|(d, x)| each(d, x, row));
        }
    }
    match row.len() {
        0 => {}
        2 => fixed::<D, A, B, 2>(dest, block, row, &mut each),
        3 => fixed::<D, A, B, 3>(dest, block, row, &mut each),
        4 => fixed::<D, A, B, 4>(dest, block, row, &mut each),
        5 => fixed::<D, A, B, 5>(dest, block, row, &mut each),
        6 => fixed::<D, A, B, 6>(dest, block, row, &mut each),
        7 => fixed::<D, A, B, 7>(dest, block, row, &mut each),
        n => dest
            .chunks_exact_mut(n)
            .zip(block.chunks_exact(n))
            .for_each(|(d, x)| each(d, x, row)),
    }
}

/// [`against_row_into`] over a mutable block alone: `each(dest_chunk, row)`.
#[inline(always)]
fn against_row_mut<D, A>(dest: &mut [D], row: &[A], mut each: impl FnMut(&mut [D], &[A])) {
    #[inline(always)]
    fn fixed<D, A, const L: usize>(
        dest: &mut [D],
        row: &[A],
        each: &mut impl FnMut(&mut [D], &[A]),
    ) {
        if let Ok(row) = <&[A; L]>::try_from(row) {
            dest.chunks_exact_mut(L).for_each(|d| each(d, row));
        }
    }
    match row.len() {
        0 => {}
        2 => fixed::<D, A, 2>(dest, row, &mut each),
        3 => fixed::<D, A, 3>(dest, row, &mut each),
        4 => fixed::<D, A, 4>(dest, row, &mut each),
        5 => fixed::<D, A, 5>(dest, row, &mut each),
        6 => fixed::<D, A, 6>(dest, row, &mut each),
        7 => fixed::<D, A, 7>(dest, row, &mut each),
        n => dest.chunks_exact_mut(n).for_each(|d| each(d, row)),
    }
}

/// Appends `f(a)` for every element of the plan, in row-major order.
#[cfg(feature = "alloc")]
pub(crate) fn map_runs<A, U>(
    plan: &Plan<1>,
    a: &[A],
    mut f: impl FnMut(&A) -> U,
    out: &mut Vec<U>,
) {
    let Some(Block {
        rows,
        len,
        outer: [ra],
        inner: [sa],
    }) = plan.block()
    else {
        return;
    };
    match sa {
        1 if rows == 1 || ra == len as isize => plan.for_each_block(|[oa]| {
            out.extend(a[oa..oa + rows * len].iter().map(&mut f));
        }),
        1 => plan.for_each_block(|o| {
            rows_of(rows, o, [ra], |[oa]| {
                out.extend(a[oa..oa + len].iter().map(&mut f));
            })
        }),
        _ => plan.for_each_block(|o| {
            rows_of(rows, o, [ra], |[mut ia]| {
                out.extend((0..len).map(|_| {
                    let x = &a[ia];
                    ia = ia.wrapping_add_signed(sa);
                    f(x)
                }));
            })
        }),
    }
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
    let Some(Block {
        rows,
        len,
        outer: [ra, rb],
        inner: [sa, sb],
    }) = plan.block()
    else {
        return;
    };
    let dense = len as isize;
    let f = &mut f;
    match (sa, sb) {
        // A contiguous block against one repeated row: the block in `chunks_exact(len)`.
        (1, 1) if (rows == 1 || ra == dense) && rb == 0 => plan.for_each_block(|[oa, ob]| {
            extend_against_row(out, &a[oa..oa + rows * len], &b[ob..ob + len], &mut *f);
        }),
        (1, 1) if ra == 0 && rb == dense => plan.for_each_block(|[oa, ob]| {
            extend_against_row(out, &b[ob..ob + rows * len], &a[oa..oa + len], |q, p| {
                f(p, q)
            });
        }),
        (1, 1) => plan.for_each_block(|o| {
            rows_of(rows, o, [ra, rb], |[oa, ob]| {
                let (x, y) = (&a[oa..oa + len], &b[ob..ob + len]);
                out.extend(x.iter().zip(y).map(|(p, q)| f(p, q)));
            })
        }),
        (1, 0) if ra == dense => plan.for_each_block(|[oa, ob]| {
            let mut ib = ob;
            for x in a[oa..oa + rows * len].chunks_exact(len) {
                let q = &b[ib];
                out.extend(x.iter().map(|p| f(p, q)));
                ib = ib.wrapping_add_signed(rb);
            }
        }),
        (1, 0) => plan.for_each_block(|o| {
            rows_of(rows, o, [ra, rb], |[oa, ob]| {
                let q = &b[ob];
                out.extend(a[oa..oa + len].iter().map(|p| f(p, q)));
            })
        }),
        (0, 1) => plan.for_each_block(|o| {
            rows_of(rows, o, [ra, rb], |[oa, ob]| {
                let p = &a[oa];
                out.extend(b[ob..ob + len].iter().map(|q| f(p, q)));
            })
        }),
        (_, 1) if sa > 0 => plan.for_each_block(|o| {
            rows_of(rows, o, [ra, rb], |[oa, ob]| {
                let x = run_of(a, oa, sa as usize, len);
                out.extend(x.zip(&b[ob..ob + len]).map(|(p, q)| f(p, q)));
            })
        }),
        (1, _) if sb > 0 => plan.for_each_block(|o| {
            rows_of(rows, o, [ra, rb], |[oa, ob]| {
                let y = run_of(b, ob, sb as usize, len);
                out.extend(a[oa..oa + len].iter().zip(y).map(|(p, q)| f(p, q)));
            })
        }),
        (_, 1) => plan.for_each_block(|o| {
            rows_of(rows, o, [ra, rb], |[mut ia, ob]| {
                out.extend(b[ob..ob + len].iter().map(|q| {
                    let p = &a[ia];
                    ia = ia.wrapping_add_signed(sa);
                    f(p, q)
                }));
            })
        }),
        (1, _) => plan.for_each_block(|o| {
            rows_of(rows, o, [ra, rb], |[oa, mut ib]| {
                out.extend(a[oa..oa + len].iter().map(|p| {
                    let q = &b[ib];
                    ib = ib.wrapping_add_signed(sb);
                    f(p, q)
                }));
            })
        }),
        _ => plan.for_each_block(|o| {
            rows_of(rows, o, [ra, rb], |[mut ia, mut ib]| {
                out.extend((0..len).map(|_| {
                    let (p, q) = (&a[ia], &b[ib]);
                    ia = ia.wrapping_add_signed(sa);
                    ib = ib.wrapping_add_signed(sb);
                    f(p, q)
                }));
            })
        }),
    }
}

/// Appends `f(a, b, c)` for every element of the plan, in row-major order: the pattern of the
/// inner strides (each operand a run, one repeated element or a strided walk) is matched once
/// per call, not once per run, and the runs of a block are walked by bumped offsets.
#[cfg(feature = "alloc")]
pub(crate) fn zip3_runs<A, B, C, U>(
    plan: &Plan<3>,
    (a, b, c): (&[A], &[B], &[C]),
    mut f: impl FnMut(&A, &B, &C) -> U,
    out: &mut Vec<U>,
) {
    let Some(Block {
        rows,
        len,
        outer,
        inner: [sa, sb, sc],
    }) = plan.block()
    else {
        return;
    };
    let f = &mut f;
    match (sa, sb, sc) {
        (1, 1, 1) => each_run(plan, rows, outer, |[oa, ob, oc]| {
            emit3(out, f, run(a, oa, len), run(b, ob, len), run(c, oc, len));
        }),
        (1, 1, 0) => each_run(plan, rows, outer, |[oa, ob, oc]| {
            emit3(out, f, run(a, oa, len), run(b, ob, len), rep(c, oc, len));
        }),
        (1, 0, 1) => each_run(plan, rows, outer, |[oa, ob, oc]| {
            emit3(out, f, run(a, oa, len), rep(b, ob, len), run(c, oc, len));
        }),
        (0, 1, 1) => each_run(plan, rows, outer, |[oa, ob, oc]| {
            emit3(out, f, rep(a, oa, len), run(b, ob, len), run(c, oc, len));
        }),
        (1, 0, 0) => each_run(plan, rows, outer, |[oa, ob, oc]| {
            emit3(out, f, run(a, oa, len), rep(b, ob, len), rep(c, oc, len));
        }),
        (0, 1, 0) => each_run(plan, rows, outer, |[oa, ob, oc]| {
            emit3(out, f, rep(a, oa, len), run(b, ob, len), rep(c, oc, len));
        }),
        (0, 0, 1) => each_run(plan, rows, outer, |[oa, ob, oc]| {
            emit3(out, f, rep(a, oa, len), rep(b, ob, len), run(c, oc, len));
        }),
        _ => each_run(plan, rows, outer, |[mut pa, mut pb, mut pc]| {
            out.extend((0..len).map(|_| {
                let v = f(&a[pa], &b[pb], &c[pc]);
                pa = pa.wrapping_add_signed(sa);
                pb = pb.wrapping_add_signed(sb);
                pc = pc.wrapping_add_signed(sc);
                v
            }));
        }),
    }
}

/// Calls `run(offsets)` for the start of every run of every block of `plan` (`rows` runs per
/// block, `outer` apart).
#[cfg(feature = "alloc")]
#[inline(always)]
fn each_run<const K: usize>(
    plan: &Plan<K>,
    rows: usize,
    outer: [isize; K],
    mut run: impl FnMut([usize; K]),
) {
    plan.for_each_block(|o| rows_of(rows, o, outer, &mut run));
}

/// The `len` elements of a contiguous run starting at `start`.
#[cfg(feature = "alloc")]
#[inline(always)]
fn run<T>(data: &[T], start: usize, len: usize) -> core::slice::Iter<'_, T> {
    data[start..start + len].iter()
}

/// The element at `at`, `len` times (a broadcast operand).
#[cfg(feature = "alloc")]
#[inline(always)]
fn rep<T>(data: &[T], at: usize, len: usize) -> core::iter::RepeatN<&T> {
    core::iter::repeat_n(&data[at], len)
}

/// Appends `f(x, y, z)` for the triples of three equally long runs.
#[cfg(feature = "alloc")]
#[inline(always)]
fn emit3<'a, A: 'a, B: 'a, C: 'a, U>(
    out: &mut Vec<U>,
    f: &mut impl FnMut(&A, &B, &C) -> U,
    xa: impl Iterator<Item = &'a A>,
    xb: impl Iterator<Item = &'a B>,
    xc: impl Iterator<Item = &'a C>,
) {
    out.extend(xa.zip(xb).zip(xc).map(|((p, q), r)| f(p, q, r)));
}

/// Calls `f(dest_element, src_element)` for every element of the plan (operand 0 is the
/// destination), walking the destination in memory order (see [`Plan::reordered`]).
pub(crate) fn assign_runs<D, A>(
    plan: &Plan<2>,
    dest: &mut [D],
    a: &[A],
    mut f: impl FnMut(&mut D, &A),
) {
    let plan = plan.reordered();
    let Some(Block {
        rows,
        len,
        outer: [rd, ra],
        inner: [sd, sa],
    }) = plan.block()
    else {
        return;
    };
    let dense = len as isize;
    let f = &mut f;
    match (sd, sa) {
        (1, 1) if (rows == 1 || rd == dense) && ra == 0 => plan.for_each_block(|[od, oa]| {
            against_row_mut(&mut dest[od..od + rows * len], &a[oa..oa + len], |d, x| {
                d.iter_mut().zip(x).for_each(|(p, q)| f(p, q));
            });
        }),
        (1, 1) => plan.for_each_block(|o| {
            rows_of(rows, o, [rd, ra], |[od, oa]| {
                let x = &a[oa..oa + len];
                dest[od..od + len]
                    .iter_mut()
                    .zip(x)
                    .for_each(|(p, q)| f(p, q));
            })
        }),
        (1, 0) => plan.for_each_block(|o| {
            rows_of(rows, o, [rd, ra], |[od, oa]| {
                let q = &a[oa];
                dest[od..od + len].iter_mut().for_each(|p| f(p, q));
            })
        }),
        (1, _) if sa > 0 => plan.for_each_block(|o| {
            rows_of(rows, o, [rd, ra], |[od, oa]| {
                let x = run_of(a, oa, sa as usize, len);
                dest[od..od + len]
                    .iter_mut()
                    .zip(x)
                    .for_each(|(p, q)| f(p, q));
            })
        }),
        (1, _) => plan.for_each_block(|o| {
            rows_of(rows, o, [rd, ra], |[od, mut ia]| {
                dest[od..od + len].iter_mut().for_each(|p| {
                    f(p, &a[ia]);
                    ia = ia.wrapping_add_signed(sa);
                });
            })
        }),
        (_, 1) => plan.for_each_block(|o| {
            rows_of(rows, o, [rd, ra], |[mut id, oa]| {
                a[oa..oa + len].iter().for_each(|q| {
                    f(&mut dest[id], q);
                    id = id.wrapping_add_signed(sd);
                });
            })
        }),
        _ => plan.for_each_block(|o| {
            rows_of(rows, o, [rd, ra], |[mut id, mut ia]| {
                for _ in 0..len {
                    f(&mut dest[id], &a[ia]);
                    id = id.wrapping_add_signed(sd);
                    ia = ia.wrapping_add_signed(sa);
                }
            })
        }),
    }
}

/// Sets `out_element = f(a, b)` for every element of the plan (operand 0 is the output, 1 and
/// 2 are `a` and `b`), walking the output in memory order (see [`Plan::reordered`]).
pub(crate) fn zip_into_runs<A, B, U>(
    plan: &Plan<3>,
    out: &mut [U],
    a: &[A],
    b: &[B],
    mut f: impl FnMut(&A, &B) -> U,
) {
    let plan = plan.reordered();
    let Some(Block {
        rows,
        len,
        outer: [ro, ra, rb],
        inner: [so, sa, sb],
    }) = plan.block()
    else {
        return;
    };
    let dense = len as isize;
    let f = &mut f;
    match (so, sa, sb) {
        (1, 1, 1) if (rows == 1 || (ro == dense && ra == dense)) && rb == 0 => {
            plan.for_each_block(|[oo, oa, ob]| {
                let (d, x) = (&mut out[oo..oo + rows * len], &a[oa..oa + rows * len]);
                against_row_into(d, x, &b[ob..ob + len], |d, x, y| {
                    d.iter_mut()
                        .zip(x.iter().zip(y))
                        .for_each(|(d, (p, q))| *d = f(p, q));
                });
            })
        }
        (1, 1, 1) if (rows == 1 || (ro == dense && rb == dense)) && ra == 0 => {
            plan.for_each_block(|[oo, oa, ob]| {
                let (d, y) = (&mut out[oo..oo + rows * len], &b[ob..ob + rows * len]);
                against_row_into(d, y, &a[oa..oa + len], |d, y, x| {
                    d.iter_mut()
                        .zip(x.iter().zip(y))
                        .for_each(|(d, (p, q))| *d = f(p, q));
                });
            })
        }
        (1, 1, 1) => plan.for_each_block(|o| {
            rows_of(rows, o, [ro, ra, rb], |[oo, oa, ob]| {
                let (x, y) = (&a[oa..oa + len], &b[ob..ob + len]);
                out[oo..oo + len]
                    .iter_mut()
                    .zip(x.iter().zip(y))
                    .for_each(|(d, (p, q))| *d = f(p, q));
            })
        }),
        (1, 1, 0) => plan.for_each_block(|o| {
            rows_of(rows, o, [ro, ra, rb], |[oo, oa, ob]| {
                let q = &b[ob];
                out[oo..oo + len]
                    .iter_mut()
                    .zip(&a[oa..oa + len])
                    .for_each(|(d, p)| *d = f(p, q));
            })
        }),
        (1, 0, 1) => plan.for_each_block(|o| {
            rows_of(rows, o, [ro, ra, rb], |[oo, oa, ob]| {
                let p = &a[oa];
                out[oo..oo + len]
                    .iter_mut()
                    .zip(&b[ob..ob + len])
                    .for_each(|(d, q)| *d = f(p, q));
            })
        }),
        (1, _, 1) if sa > 0 => plan.for_each_block(|o| {
            rows_of(rows, o, [ro, ra, rb], |[oo, oa, ob]| {
                let x = run_of(a, oa, sa as usize, len);
                out[oo..oo + len]
                    .iter_mut()
                    .zip(x.zip(&b[ob..ob + len]))
                    .for_each(|(d, (p, q))| *d = f(p, q));
            })
        }),
        (1, 1, _) if sb > 0 => plan.for_each_block(|o| {
            rows_of(rows, o, [ro, ra, rb], |[oo, oa, ob]| {
                let y = run_of(b, ob, sb as usize, len);
                out[oo..oo + len]
                    .iter_mut()
                    .zip(a[oa..oa + len].iter().zip(y))
                    .for_each(|(d, (p, q))| *d = f(p, q));
            })
        }),
        (1, _, _) => plan.for_each_block(|o| {
            rows_of(rows, o, [ro, ra, rb], |[oo, mut ia, mut ib]| {
                out[oo..oo + len].iter_mut().for_each(|d| {
                    *d = f(&a[ia], &b[ib]);
                    ia = ia.wrapping_add_signed(sa);
                    ib = ib.wrapping_add_signed(sb);
                });
            })
        }),
        _ => plan.for_each_block(|o| {
            rows_of(rows, o, [ro, ra, rb], |[mut io, mut ia, mut ib]| {
                for _ in 0..len {
                    out[io] = f(&a[ia], &b[ib]);
                    io = io.wrapping_add_signed(so);
                    ia = ia.wrapping_add_signed(sa);
                    ib = ib.wrapping_add_signed(sb);
                }
            })
        }),
    }
}
