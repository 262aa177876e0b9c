//! Indexing with tensors of indices, scatter, masks, counting and sorting, with PyTorch's
//! names, rules and error texts, as methods of every tensor (results are `DynTensor`s, their
//! sizes depending on the indices): `index_select`, `gather`, `take_along_dim`, `take`,
//! `scatter`, `scatter_add`, `index_add`, `masked_fill`, `masked_select`, `nonzero`,
//! `bincount`, `sort`, `argsort`, `topk`.
//!
//! Each has a `try_` form that returns the error and a plain form that panics with its text at
//! the caller. Every index is checked before anything is written, so a failure leaves nothing
//! half done. Indices are any integer type ([`IndexElement`]); positions returned (`nonzero`,
//! `argsort`, the indices of `sort` and `topk`) are `usize`, as those of `argmax`.

mod bincount;
mod element;
mod gather;
mod index_add;
mod mask;
mod nonzero;
mod scatter;
mod select;
mod sort;
mod take;
mod walk;

pub use element::IndexElement;

use alloc::borrow::Cow;
use alloc::vec::Vec;

use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};
use crate::{DynTensor, ShapeError};

/// The elements of `t` in row-major order: its own slice when it is contiguous, else a copy.
fn flat<T: Clone, S: Shape, M: Storage<T, S>>(
    t: &TensorBase<T, S, M>,
) -> Result<Cow<'_, [T]>, ShapeError> {
    match t.as_slice() {
        Some(s) => Ok(Cow::Borrowed(s)),
        None => t.try_to_vec().map(Cow::Owned),
    }
}

/// The indices of `t` as `i128` (every integer type fits), row-major.
fn indices<I: IndexElement, S: Shape, M: Storage<I, S>>(
    t: &TensorBase<I, S, M>,
) -> Result<Vec<i128>, ShapeError> {
    let mut out = crate::memory::try_vec_for(t.numel(), t.shape())?;
    match t.as_slice() {
        Some(s) => out.extend(s.iter().map(|&i| i.to_i128())),
        None => t.for_each(|&i| out.push(i.to_i128())),
    }
    Ok(out)
}

/// The indices of `t`, row-major, each turned by `check` into a position or the error of the
/// first one that fails, so that nothing is read or written before every index is known good.
fn positions<I: IndexElement, S: Shape, M: Storage<I, S>>(
    t: &TensorBase<I, S, M>,
    mut check: impl FnMut(i128) -> Result<usize, ShapeError>,
) -> Result<Vec<usize>, ShapeError> {
    let mut out = crate::memory::try_vec_for(t.numel(), t.shape())?;
    // A contiguous index (the common case) is read as the slice it is: no traversal state.
    if let Some(s) = t.as_slice() {
        for &i in s {
            out.push(check(i.to_i128())?);
        }
        return Ok(out);
    }
    let mut failed = None;
    t.for_each(|&i| {
        if failed.is_none() {
            match check(i.to_i128()) {
                Ok(p) => out.push(p),
                Err(e) => failed = Some(e),
            }
        }
    });
    failed.map_or(Ok(out), Err)
}

/// Sizes as PyTorch's gather and scatter see them: a 0-d tensor is one dim of size 1.
fn nonempty(dims: &[usize]) -> Cow<'_, [usize]> {
    if dims.is_empty() {
        Cow::Owned(alloc::vec![1])
    } else {
        Cow::Borrowed(dims)
    }
}

/// The row-major steps of sizes `dims`.
fn row_steps(dims: &[usize]) -> Vec<usize> {
    let mut steps = alloc::vec![1; dims.len()];
    for k in (0..dims.len().saturating_sub(1)).rev() {
        steps[k] = steps[k + 1] * dims[k + 1];
    }
    steps
}

/// `place`, or PyTorch's out-of-bounds error for `index` along dim `dim` of size `size`. The
/// error is built only when there is no place: these checks run once per index, and an error
/// value built and dropped for each good index costs more than the check.
#[inline(always)]
fn or_out_of_bounds(
    place: Option<usize>,
    index: i128,
    dim: usize,
    size: usize,
) -> Result<usize, ShapeError> {
    match place {
        Some(p) => Ok(p),
        None => Err(ShapeError::IndexOutOfBounds { index, dim, size }),
    }
}

/// `index` counted from the start when it lies in `[0, size)`.
#[inline(always)]
fn in_bounds(index: i128, size: usize) -> Option<usize> {
    usize::try_from(index).ok().filter(|&i| i < size)
}

/// `index` counted from the start when it lies in `[-size, size)` (negative ones count from
/// the end).
#[inline(always)]
fn wrapped(index: i128, size: usize) -> Option<usize> {
    if index < 0 {
        let back = usize::try_from(index.unsigned_abs()).ok()?;
        size.checked_sub(back)
    } else {
        in_bounds(index, size)
    }
}

/// A heap tensor of sizes `dims` holding `data` (as many elements as `dims` has).
fn finish<T>(data: Vec<T>, dims: &[usize]) -> Result<DynTensor<T>, ShapeError> {
    DynTensor::from_vec(data, dims)
}

/// An empty `Vec` with room for the `len` elements of a result of sizes `dims`.
fn room<T>(len: usize, dims: &[usize]) -> Result<Vec<T>, ShapeError> {
    crate::memory::try_vec_for(len, dims)
}
