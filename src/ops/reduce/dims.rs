//! The dims of a dynamic reduction: wrapping negative indices, refusing repeated ones, and the
//! shape of the result (with or without the reduced dims kept as size 1).

use alloc::vec::Vec;

use crate::ShapeError;
use crate::kernel::CAP;
use crate::layout::wrap_dim;

/// The dims a reduction runs along, for a tensor of sizes `shape`.
pub(crate) struct Reduced {
    /// `mask[d]`: dim `d` is reduced.
    pub(crate) mask: [bool; CAP],
    /// The result's sizes.
    pub(crate) out: Vec<usize>,
    /// The number of elements folded into each result element.
    pub(crate) count: usize,
}

/// The reduction of a tensor of sizes `shape` along `dims` (negative dims count from the end;
/// an empty list means every dim, as PyTorch's `dim=[]`).
///
/// # Errors
///
/// `DimOutOfRange` for a dim outside `[-rank, rank - 1]` (all dims are checked for range
/// first); `DimRepeated` for a dim named twice (after wrapping), as PyTorch checks them.
pub(crate) fn reduced(
    shape: &[usize],
    dims: &[isize],
    keepdim: bool,
) -> Result<Reduced, ShapeError> {
    let rank = shape.len();
    if rank > CAP {
        return Err(ShapeError::TooManyDims { rank, max: CAP });
    }
    let mut mask = [false; CAP];
    if dims.is_empty() {
        mask[..rank].fill(true);
    } else {
        // A 0-d tensor accepts dim 0 and -1, which both name its one (absent) dim. Every dim
        // is checked for range before any is checked for repeats (PyTorch's order).
        for &d in dims {
            wrap_dim(d, rank)?;
        }
        let mut seen = [false; CAP];
        for &d in dims {
            let w = wrap_dim(d, rank)?;
            if seen[w] {
                return Err(ShapeError::DimRepeated { dim: w });
            }
            seen[w] = true;
            if w < rank {
                mask[w] = true;
            }
        }
    }
    let mut out = Vec::new();
    out.try_reserve_exact(rank)
        .map_err(|_| ShapeError::OutOfMemory { bytes: rank * 8 })?;
    let mut count = 1usize;
    for (d, &size) in shape.iter().enumerate() {
        if mask[d] {
            count = count.saturating_mul(size);
            if keepdim {
                out.push(1);
            }
        } else {
            out.push(size);
        }
    }
    Ok(Reduced { mask, out, count })
}
