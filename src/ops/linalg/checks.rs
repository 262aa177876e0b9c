//! The run-time shape rules of `torch.linalg`, with its error texts, in its order: `A` has at
//! least 2 dims and square matrices; then (for `solve`) `B` has at least 1 dim, is read as a
//! (batch of) vector(s) or matrices, has `n` rows, and its batch dims broadcast with `A`'s.

use alloc::vec::Vec;

use crate::ShapeError;

/// The batch sizes and the matrix size of `A` (sizes `dims`) for the operation `op`.
pub(crate) fn square<'a>(
    op: &'static str,
    dims: &'a [usize],
) -> Result<(&'a [usize], usize), ShapeError> {
    let [batch @ .., rows, cols] = dims else {
        return Err(ShapeError::LinalgTooFewDims { op, operand: 'A' });
    };
    if rows != cols {
        return Err(ShapeError::LinalgNotSquare {
            op,
            rows: *rows,
            cols: *cols,
        });
    }
    Ok((batch, *cols))
}

/// How `B` is read in a solve with `A`, and the batch sizes of the solution.
#[derive(Debug, PartialEq, Eq)]
pub(crate) struct SolveShapes<'a> {
    /// `A`'s batch sizes.
    pub(crate) batch_a: &'a [usize],
    /// `B`'s batch sizes.
    pub(crate) batch_b: &'a [usize],
    /// The broadcast batch sizes of the solution.
    pub(crate) batch_x: Vec<usize>,
    /// The matrix size.
    pub(crate) n: usize,
    /// The columns of `B` (1 for a vector).
    pub(crate) k: usize,
    /// Whether `B` and `X` are (batches of) vectors: their last dim is the rows.
    pub(crate) vector: bool,
}

impl SolveShapes<'_> {
    /// The sizes of the solution.
    pub(crate) fn dims(&self) -> Vec<usize> {
        let mut dims = self.batch_x.clone();
        dims.push(self.n);
        if !self.vector {
            dims.push(self.k);
        }
        dims
    }
}

/// `torch.linalg.solve`'s reading of `A` (sizes `a`) and `B` (sizes `b`). `B` is a vector when
/// it is 1-d, or when it has one dim fewer than `A` and equals `A`'s sizes without the last;
/// otherwise it is a (batch of) matrix `[.., n, k]`. Its batch dims broadcast with `A`'s (the
/// error names `B`'s batch as tensor a, as PyTorch's does).
pub(crate) fn solve<'a>(a: &'a [usize], b: &'a [usize]) -> Result<SolveShapes<'a>, ShapeError> {
    let (batch_a, n) = square("linalg.solve", a)?;
    let batched_vectors = b.len() + 1 == a.len() && a.get(..b.len()) == Some(b);
    let (batch_b, rows, k, vector) = match b {
        [] => {
            return Err(ShapeError::LinalgTooFewDims {
                op: "linalg.solve",
                operand: 'B',
            });
        }
        [rows] => (&[][..], *rows, 1, true),
        [batch @ .., rows] if batched_vectors => (batch, *rows, 1, true),
        [batch @ .., rows, k] => (batch, *rows, *k, false),
    };
    if rows != n {
        return Err(ShapeError::SolveShapes { n, rows, cols: k });
    }
    let batch_x = crate::layout::broadcast_shapes(&[batch_b, batch_a])?;
    Ok(SolveShapes {
        batch_a,
        batch_b,
        batch_x,
        n,
        k,
        vector,
    })
}
