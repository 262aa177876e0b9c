//! The geometry of `torch.matmul(a, b)` at run time: which operand is a row, a column, a matrix
//! or a batch, the broadcast batch dims, the result's sizes, and PyTorch's error for each way
//! the shapes can fail to fit. Never allocates.

use crate::kernel::{CAP, Failure, align_strides};
use crate::layout::broadcast_pair_into;

/// How a matrix product failed, before it becomes a `ShapeError` with the operands' sizes.
#[derive(Clone, Copy, Debug)]
pub(crate) enum MatmulFailure {
    /// A 0-d operand.
    ZeroDim,
    /// 1-d · 1-d of different lengths.
    Dot,
    /// N-d · 1-d whose inner sizes differ.
    Matvec,
    /// A product computed as one matrix product (2-d or 1-d left, 2-d right; N-d left folded
    /// when its strides allow it, see `folds_rows`).
    Mm,
    /// Batch dims that do not broadcast.
    Broadcast,
    /// A batched product whose inner sizes differ (also an N-d left operand whose batch dims
    /// and rows cannot be folded into one dim without a copy, against a matrix or a vector).
    Batch,
    /// 1-d · N-d (N ≥ 3) whose inner sizes differ, when PyTorch folds the product into one
    /// matrix–vector product (the right operand's batch dims and columns merge into rows
    /// without a copy, or it has no elements).
    FoldedVecmat,
    /// The result would have more elements than `isize` can count.
    OutOverflow,
    /// Building the result failed.
    #[cfg_attr(not(feature = "alloc"), allow(dead_code))]
    Kernel(Failure),
}

impl From<Failure> for MatmulFailure {
    fn from(f: Failure) -> Self {
        MatmulFailure::Kernel(f)
    }
}

/// The batch dims of an operand of sizes `s` (all but the last two).
#[cfg(feature = "alloc")]
fn batch(s: &[usize]) -> &[usize] {
    &s[..s.len().saturating_sub(2)]
}

/// The product of sizes (saturating: a broadcast batch may hold more matrices than `usize`
/// counts, and an error text must not panic).
fn product(xs: &[usize]) -> usize {
    xs.iter().fold(1usize, |p, &d| p.saturating_mul(d))
}

impl MatmulFailure {
    /// The error for operands of sizes `a` and `b`.
    #[cfg(feature = "alloc")]
    pub(crate) fn error(self, a: &[usize], b: &[usize]) -> crate::ShapeError {
        use crate::ShapeError;
        let (ra, rb) = (a.len(), b.len());
        let last = |s: &[usize]| s.last().copied().unwrap_or(1);
        match self {
            MatmulFailure::ZeroDim => ShapeError::MatmulZeroDim { lhs: ra, rhs: rb },
            MatmulFailure::Dot => ShapeError::DotShapes {
                a: last(a),
                b: last(b),
            },
            MatmulFailure::Matvec => ShapeError::MatvecShapes {
                rows: product(&a[..ra - 1]),
                cols: last(a),
                len: last(b),
            },
            MatmulFailure::Mm => ShapeError::MatmulShapes {
                rows: product(&a[..ra - 1]),
                inner_a: last(a),
                inner_b: b[0],
                cols: last(b),
            },
            MatmulFailure::Broadcast => Failure::Broadcast.error(batch(a), batch(b)),
            MatmulFailure::Batch => {
                let out =
                    crate::layout::broadcast_shapes(&[batch(a), batch(b)]).unwrap_or_default();
                ShapeError::BatchMatmulShapes {
                    batch: product(&out),
                    inner_a: last(a),
                    inner_b: b[rb.saturating_sub(2)],
                }
            }
            MatmulFailure::FoldedVecmat => ShapeError::MatvecShapes {
                rows: product(&b[..rb - 2]) * b[rb - 1],
                cols: b[rb - 2],
                len: a[0],
            },
            MatmulFailure::OutOverflow => {
                let mut shape =
                    crate::layout::broadcast_shapes(&[batch(a), batch(b)]).unwrap_or_default();
                if ra >= 2 {
                    shape.push(a[ra - 2]);
                }
                if rb >= 2 {
                    shape.push(b[rb - 1]);
                }
                ShapeError::Overflow { shape }
            }
            MatmulFailure::Kernel(f) => f.error(a, b),
        }
    }

    /// Panics with the error's text.
    #[track_caller]
    pub(crate) fn panic(self, a: &[usize], b: &[usize]) -> ! {
        #[cfg(feature = "alloc")]
        {
            panic!("{}", self.error(a, b))
        }
        #[cfg(not(feature = "alloc"))]
        {
            // Without an allocator every shape is static and checked by the compiler.
            panic!("matmul: shapes {a:?} and {b:?} cannot be multiplied ({self:?})")
        }
    }
}

/// One operand read as a matrix (`rows` × `cols`, strides `rs`, `cs`), with the strides of its
/// batch dims aligned to the broadcast batch shape.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Operand {
    pub(crate) rs: isize,
    pub(crate) cs: isize,
    pub(crate) batch_strides: [isize; CAP],
}

/// The loop nest of a matrix product: `batch` dims, then `m × k` times `k × n`.
#[derive(Clone, Copy, Debug)]
pub(crate) struct MatmulPlan {
    pub(crate) m: usize,
    pub(crate) k: usize,
    pub(crate) n: usize,
    pub(crate) batch: [usize; CAP],
    pub(crate) batch_rank: usize,
    pub(crate) out: [usize; CAP],
    pub(crate) out_rank: usize,
    pub(crate) a: Operand,
    pub(crate) b: Operand,
}

impl MatmulPlan {
    /// The result's sizes.
    pub(crate) fn out_dims(&self) -> &[usize] {
        &self.out[..self.out_rank]
    }

    /// The number of result elements.
    pub(crate) fn out_numel(&self) -> usize {
        product(self.out_dims())
    }
}

/// Whether PyTorch computes a 1-d · N-d product as one matrix–vector product: the right
/// operand (sizes `db`, strides `sb`, rank ≥ 3) has no elements, or its batch dims and its
/// columns can be viewed as one dim without a copy. Only its error text depends on this.
fn folds(db: &[usize], sb: &[isize]) -> bool {
    let rb = db.len();
    if db.contains(&0) {
        return true;
    }
    let (mut sizes, mut strides) = ([0usize; CAP], [0isize; CAP]);
    sizes[..rb - 2].copy_from_slice(&db[..rb - 2]);
    strides[..rb - 2].copy_from_slice(&sb[..rb - 2]);
    (sizes[rb - 2], strides[rb - 2]) = (db[rb - 1], sb[rb - 1]);
    let rows = [product(&sizes[..rb - 1])];
    crate::layout::view_strides_into(&sizes[..rb - 1], &strides[..rb - 1], &rows, &mut [0])
        .is_some()
}

/// Whether PyTorch computes an N-d · 2-d or N-d · 1-d product (left operand of sizes `da`,
/// strides `sa`, rank ≥ 3) as one matrix product (`should_fold`): the left operand has no
/// elements, or its batch dims and its rows can be viewed as one dim without a copy. Otherwise
/// it runs a batched product, whose error text names the batch (only the text depends on this).
fn folds_rows(da: &[usize], sa: &[isize]) -> bool {
    let ra = da.len();
    if da.contains(&0) {
        return true;
    }
    let rows = [product(&da[..ra - 1])];
    crate::layout::view_strides_into(&da[..ra - 1], &sa[..ra - 1], &rows, &mut [0]).is_some()
}

/// The plan of `a.matmul(b)` for operands of sizes `da`, `db` and strides `sa`, `sb`, with
/// PyTorch's checks in PyTorch's order.
pub(crate) fn plan(
    da: &[usize],
    sa: &[isize],
    db: &[usize],
    sb: &[isize],
) -> Result<MatmulPlan, MatmulFailure> {
    let (ra, rb) = (da.len(), db.len());
    if ra == 0 || rb == 0 {
        return Err(MatmulFailure::ZeroDim);
    }
    if ra > CAP || rb > CAP {
        return Err(MatmulFailure::Kernel(Failure::Overflow));
    }
    // Each operand as a matrix: a 1-d left operand is one row, a 1-d right operand one column.
    let (m, ka, a_rs, a_cs) = if ra == 1 {
        (1, da[0], 0, sa[0])
    } else {
        (da[ra - 2], da[ra - 1], sa[ra - 2], sa[ra - 1])
    };
    let (kb, n, b_rs, b_cs) = if rb == 1 {
        (db[0], 1, sb[0], 0)
    } else {
        (db[rb - 2], db[rb - 1], sb[rb - 2], sb[rb - 1])
    };
    let batched = rb >= 3;
    if ka != kb {
        // An N-d left operand against a matrix or a vector is folded into rows only when its
        // strides allow it (PyTorch's `should_fold`); otherwise the batched path reports.
        let folded = ra < 3 || folds_rows(da, sa);
        return Err(match (ra, rb) {
            (1, 1) => MatmulFailure::Dot,
            (_, 1) if folded => MatmulFailure::Matvec,
            _ if !batched && folded => MatmulFailure::Mm,
            (1, _) if folds(db, sb) => MatmulFailure::FoldedVecmat,
            _ => {
                // PyTorch broadcasts the batch dims before it compares the inner sizes.
                let mut tmp = [0usize; CAP];
                let (ba, bb) = (&da[..ra.saturating_sub(2)], &db[..rb.saturating_sub(2)]);
                let r = ba.len().max(bb.len());
                match broadcast_pair_into(ba, bb, &mut tmp[..r]) {
                    Ok(()) => MatmulFailure::Batch,
                    Err(_) => MatmulFailure::Broadcast,
                }
            }
        });
    }
    let (ba, bb) = (&da[..ra.saturating_sub(2)], &db[..rb.saturating_sub(2)]);
    let batch_rank = ba.len().max(bb.len());
    let mut batch = [0usize; CAP];
    broadcast_pair_into(ba, bb, &mut batch[..batch_rank]).map_err(|_| MatmulFailure::Broadcast)?;
    let align = |d: &[usize], s: &[isize]| {
        align_strides(d, &s[..d.len()], batch_rank).ok_or(MatmulFailure::Kernel(Failure::Overflow))
    };
    let a_batch = align(ba, sa)?;
    let b_batch = align(bb, sb)?;
    let mut out = [0usize; CAP];
    out[..batch_rank].copy_from_slice(&batch[..batch_rank]);
    let mut out_rank = batch_rank;
    if ra >= 2 {
        out[out_rank] = m;
        out_rank += 1;
    }
    if rb >= 2 {
        out[out_rank] = n;
        out_rank += 1;
    }
    Ok(MatmulPlan {
        m,
        k: ka,
        n,
        batch,
        batch_rank,
        out,
        out_rank,
        a: Operand {
            rs: a_rs,
            cs: a_cs,
            batch_strides: a_batch,
        },
        b: Operand {
            rs: b_rs,
            cs: b_cs,
            batch_strides: b_batch,
        },
    })
}
