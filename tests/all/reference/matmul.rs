//! `torch.matmul` by its definition on row-major values: operands promoted to batches of matrices,
//! batch dims broadcast by `ref_broadcast`, each product summed term by term, the added dims
//! removed; PyTorch's error texts in PyTorch's order.

use super::{numel, ref_broadcast, unravel};

/// `a · b` (sizes and row-major values), or the error text. `sa` and `sb` are the operands'
/// strides: PyTorch computes 1-d · N-d as one matrix-vector product when the right operand's
/// batch dims and columns merge without a copy (or it is empty), and N-d · 2-d or N-d · 1-d as
/// one matrix product when the left operand's batch dims and rows do (`should_fold`); which
/// path runs changes its error text.
#[allow(clippy::too_many_arguments)]
pub fn ref_matmul<T: Copy>(
    da: &[usize],
    sa: &[isize],
    a: &[T],
    db: &[usize],
    sb: &[isize],
    b: &[T],
    zero: T,
    mul_add: impl Fn(T, T, T) -> T,
) -> Result<(Vec<usize>, Vec<T>), String> {
    let (ra, rb) = (da.len(), db.len());
    if ra == 0 || rb == 0 {
        return Err(format!(
            "both arguments to matmul need to be at least 1D, but they are {ra}D and {rb}D"
        ));
    }
    let ka = da[ra - 1];
    let kb = if rb == 1 { db[0] } else { db[rb - 2] };
    let lead: usize = da[..ra - 1].iter().product();
    let (batch_a, batch_b) = (&da[..ra.saturating_sub(2)], &db[..rb.saturating_sub(2)]);
    if rb >= 3 && ra == 1 && ka != kb {
        // The merged dims (batch dims, then columns), size-1 dims aside, must each step by
        // the next one's stride times its size.
        let n = db[rb - 1];
        let mut dims: Vec<(usize, isize)> = db[..rb - 2]
            .iter()
            .copied()
            .zip(sb.iter().copied())
            .collect();
        dims.push((n, sb[rb - 1]));
        let empty = numel(db) == 0;
        let kept: Vec<(usize, isize)> = dims.into_iter().filter(|&(d, _)| d != 1).collect();
        let merges = kept.windows(2).all(|w| w[0].1 == w[1].1 * w[1].0 as isize);
        if empty || merges {
            let rows = numel(batch_b) * n;
            return Err(format!(
                "size mismatch, got input ({rows}), mat ({rows}x{kb}), vec ({ka})"
            ));
        }
    }
    if ra >= 3 && rb <= 2 && ka != kb {
        // The left operand's batch dims and rows, size-1 dims aside, must merge.
        let dims: Vec<(usize, isize)> = da[..ra - 1]
            .iter()
            .copied()
            .zip(sa.iter().copied())
            .filter(|&(d, _)| d != 1)
            .collect();
        let merges = dims.windows(2).all(|w| w[0].1 == w[1].1 * w[1].0 as isize);
        if numel(da) != 0 && !merges {
            let n = numel(batch_a);
            return Err(format!(
                "Expected size for first two dimensions of batch2 tensor to be: [{n}, {ka}] but got: [{n}, {kb}]."
            ));
        }
    }
    if rb >= 3 {
        let batch = ref_broadcast(batch_a, batch_b)?;
        if ka != kb {
            let n = numel(&batch);
            return Err(format!(
                "Expected size for first two dimensions of batch2 tensor to be: [{n}, {ka}] but got: [{n}, {kb}]."
            ));
        }
    } else if ka != kb {
        return Err(match (ra, rb) {
            (1, 1) => format!(
                "inconsistent tensor size, expected tensor [{ka}] and src [{kb}] to have the same number of elements, but got {ka} and {kb} elements respectively"
            ),
            (_, 1) => format!("size mismatch, got input ({lead}), mat ({lead}x{ka}), vec ({kb})"),
            _ => format!(
                "mm: mat1 and mat2 shapes cannot be multiplied ({lead}x{ka} and {kb}x{})",
                db[rb - 1]
            ),
        });
    }
    let batch = ref_broadcast(batch_a, batch_b)?;
    let m = if ra == 1 { 1 } else { da[ra - 2] };
    let n = if rb == 1 { 1 } else { db[rb - 1] };
    let mut out_sizes = batch.clone();
    if ra >= 2 {
        out_sizes.push(m);
    }
    if rb >= 2 {
        out_sizes.push(n);
    }
    // Element (batch index, i, j) of the product: the batch index read through each operand's
    // own batch dims (a size-1 or missing dim reads index 0).
    let pick = |bix: &[usize], own: &[usize]| -> usize {
        let lead = bix.len() - own.len();
        own.iter().enumerate().fold(0, |p, (k, &d)| {
            p * d + if d == 1 { 0 } else { bix[lead + k] }
        })
    };
    let mut out = Vec::with_capacity(numel(&out_sizes));
    for q in 0..numel(&batch) {
        let bix = unravel(q, &batch);
        let (pa, pb) = (pick(&bix, batch_a), pick(&bix, batch_b));
        for i in 0..m {
            for j in 0..n {
                let mut acc = zero;
                for p in 0..ka {
                    let x = a[(pa * m + i) * ka + p];
                    let y = b[(pb * kb + p) * n + j];
                    acc = mul_add(acc, x, y);
                }
                out.push(acc);
            }
        }
    }
    Ok((out_sizes, out))
}
