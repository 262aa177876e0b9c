//! `gather(dim, index)` and `take_along_dim(indices, dim)`: one element per index, picked
//! along a dim (NumPy's `take_along_axis`).

use alloc::vec::Vec;

use super::walk::Walk;
use super::{
    IndexElement, finish, flat, in_bounds, indices, nonempty, or_out_of_bounds, positions, room,
    row_steps, wrapped,
};
use crate::layout::{broadcast_shapes, wrap_dim};
use crate::shape::Shape;
use crate::tensor::{Heap, Storage, TensorBase};
use crate::{DynTensor, ShapeError};

/// How an index is read: as given (`gather`), or with negative ones counted from the end
/// (`take_along_dim`).
#[derive(Clone, Copy)]
enum Reading {
    AsGiven,
    Wrapped,
}

/// The positions along a dim of size `size` of the indices of `index`, each read as `reading`
/// says, checked before anything is read (the error names dim `d`).
fn rows_of<I: IndexElement, S: Shape, M: Storage<I, S>>(
    index: &TensorBase<I, S, M>,
    d: usize,
    size: usize,
    reading: Reading,
) -> Result<Vec<usize>, ShapeError> {
    positions(index, |i| {
        let r = match reading {
            Reading::AsGiven => in_bounds(i, size),
            Reading::Wrapped => wrapped(i, size),
        };
        or_out_of_bounds(r, i, d, size)
    })
}

/// The elements of `src` (row-major, sizes `dims`) at `rows` along dim `d`, for an index of
/// sizes `idims` (same rank, no larger than `dims` apart from `d`); `out_dims` are the result's.
fn gathered<T: Copy>(
    src: &[T],
    dims: &[usize],
    d: usize,
    idims: &[usize],
    rows: &[usize],
    out_dims: &[usize],
) -> Result<Vec<T>, ShapeError> {
    let mut steps = row_steps(dims);
    let along = core::mem::replace(&mut steps[d], 0);
    let mut out = room(rows.len(), out_dims)?;
    for (base, &r) in Walk::new(idims, &steps).zip(rows) {
        out.push(src[base + r * along]);
    }
    Ok(out)
}

/// The elements of `src` (row-major, sizes `dims`) at `rows` along dim `d`, for indices of the
/// same sizes as `src` apart from `d` (`m` of them along it): `src` and the indices are
/// `[outer, n, inner]` and `[outer, m, inner]` blocks, read block by block without a walk.
fn gathered_blocks<T: Copy>(
    src: &[T],
    dims: &[usize],
    d: usize,
    m: usize,
    rows: &[usize],
    out_dims: &[usize],
) -> Result<Vec<T>, ShapeError> {
    let (n, inner) = crate::ops::reduce::lanes::split(dims, d);
    let mut out = room(rows.len(), out_dims)?;
    if n > 0 && m > 0 && inner > 0 {
        let picks = rows.chunks_exact(m * inner);
        for (block, picks) in src.chunks_exact(n * inner).zip(picks) {
            if inner == 1 {
                // Every `r < n`: checked when `rows` was made.
                out.extend(picks.iter().map(|&r| block[r]));
            } else {
                for picks in picks.chunks_exact(inner) {
                    out.extend(picks.iter().enumerate().map(|(i, &r)| block[r * inner + i]));
                }
            }
        }
    }
    Ok(out)
}

/// Whether an index of sizes `idims` has the sizes of `dims` along every dim but `d`.
fn same_but(dims: &[usize], idims: &[usize], d: usize) -> bool {
    dims.len() == idims.len() && (0..dims.len()).all(|k| k == d || dims[k] == idims[k])
}

/// **Indexing**: `gather`, `take_along_dim`.
impl<T: Copy, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The elements at `index` along `dim`: PyTorch's `gather(dim, index)`. The result has the
    /// sizes of `index`, which has the rank of `self` and is no larger along the other dims;
    /// element `[i, j]` of the result (for `dim = 1`) is `self[i, index[i, j]]`. Indices are
    /// not wrapped: a negative one is out of bounds, as in PyTorch. The result is a heap
    /// tensor of the index's shape type: a [`DynTensor`] for a dynamic index, a static shape
    /// for a static one.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
    /// let at = DynTensor::from_vec(vec![2i64, 2, 0, 1], &[2, 2]).unwrap();
    /// assert_eq!(x.gather(1, &at).to_vec(), vec![3, 3, 4, 5]);
    /// let bad = DynTensor::from_vec(vec![5i64], &[1, 1]).unwrap();
    /// assert_eq!(
    ///     x.try_gather(0, &bad).unwrap_err().to_string(),
    ///     "index 5 is out of bounds for dimension 0 with size 2"
    /// );
    /// // A static index gives a static result.
    /// let y = Tensor::<f32, shape![2, 3]>::from([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]);
    /// let top = Tensor::<i64, shape![2, 1]>::from([[2], [0]]);
    /// let picked: HeapTensor<f32, shape![2, 1]> = y.gather(1, &top);
    /// assert_eq!(picked.to_vec(), vec![3.0, 4.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_gather`](Self::try_gather).
    #[track_caller]
    pub fn gather<I: IndexElement, SI: Shape, MI: Storage<I, SI>>(
        &self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
    ) -> TensorBase<T, SI, Heap> {
        crate::ops::or_panic(self.try_gather(dim, index))
    }

    /// [`gather`](Self::gather) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`]; nothing else when `index` is empty; then
    /// [`ShapeError::IndexRankMismatch`] when `index` has
    /// another rank (a 0-d tensor counts as one dim of size 1); [`ShapeError::GatherSizes`]
    /// when `index` is larger than `self` along a dim other than `dim`;
    /// [`ShapeError::IndexOutOfBounds`] for an index outside `[0, size)` (the first in
    /// row-major order); [`ShapeError::OutOfMemory`].
    pub fn try_gather<I: IndexElement, SI: Shape, MI: Storage<I, SI>>(
        &self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
    ) -> Result<TensorBase<T, SI, Heap>, ShapeError> {
        let d = wrap_dim(dim, self.rank())?;
        // The result has the index's sizes, as its shape type.
        let of_index = |out: Vec<T>| TensorBase::<T, SI, Heap>::from_vec(out, index.shape());
        if index.numel() == 0 {
            // PyTorch checks nothing else for an empty index.
            return of_index(Vec::new());
        }
        let (dims, idims) = (nonempty(self.shape()), nonempty(index.shape()));
        if dims.len() != idims.len() {
            return Err(ShapeError::IndexRankMismatch { of: "input" });
        }
        if let Some(at) = (0..dims.len()).find(|&k| k != d && idims[k] > dims[k]) {
            return Err(ShapeError::GatherSizes {
                at,
                index: index.shape().to_vec(),
                input: self.shape().to_vec(),
                dim: d,
            });
        }
        let rows = rows_of(index, d, dims[d], Reading::AsGiven)?;
        let src = flat(self)?;
        if same_but(&dims, &idims, d) {
            return of_index(gathered_blocks(
                &src,
                &dims,
                d,
                idims[d],
                &rows,
                index.shape(),
            )?);
        }
        of_index(gathered(&src, &dims, d, &idims, &rows, index.shape())?)
    }

    /// The elements at `indices` along `dim`, with `self` and `indices` broadcast against each
    /// other along the other dims: PyTorch's `take_along_dim(indices, dim)`, NumPy's
    /// `take_along_axis`. Negative indices count from the end. With the positions of an
    /// `argmax(dim, true)` or `argsort(dim, false)` it picks their elements; with one index per
    /// row it is NumPy's `x[np.arange(n), y]`:
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let logp = DynTensor::from_vec(vec![-0.1, -2.0, -3.0, -1.5, -0.5, -2.5], &[2, 3]).unwrap();
    /// let y = DynTensor::from_vec(vec![0i64, 1], &[2, 1]).unwrap();
    /// assert_eq!(logp.take_along_dim(&y, 1).to_vec(), vec![-0.1, -0.5]);
    /// let last = DynTensor::from_vec(vec![-1i64], &[1, 1]).unwrap();
    /// assert_eq!(logp.take_along_dim(&last, 1).to_vec(), vec![-3.0, -2.5]);
    /// ```
    ///
    /// PyTorch reduces every index modulo the size (so an index past the end reads another
    /// element, and a dim of size 0 divides by zero); here an index outside `[-size, size)` is
    /// an error, as in NumPy.
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at
    /// [`try_take_along_dim`](Self::try_take_along_dim).
    #[track_caller]
    pub fn take_along_dim<I: IndexElement, SI: Shape, MI: Storage<I, SI>>(
        &self,
        indices: &TensorBase<I, SI, MI>,
        dim: isize,
    ) -> DynTensor<T> {
        crate::ops::or_panic(self.try_take_along_dim(indices, dim))
    }

    /// [`take_along_dim`](Self::take_along_dim) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::TakeAlongDimRanks`] when the ranks differ; [`ShapeError::DimOutOfRange`];
    /// [`ShapeError::BroadcastMismatch`] when the sizes apart from `dim` do not broadcast;
    /// [`ShapeError::IndexOutOfBounds`] for an index outside `[-size, size)` (printed as
    /// given); [`ShapeError::OutOfMemory`].
    pub fn try_take_along_dim<I: IndexElement, SI: Shape, MI: Storage<I, SI>>(
        &self,
        indices_: &TensorBase<I, SI, MI>,
        dim: isize,
    ) -> Result<DynTensor<T>, ShapeError> {
        let (dims, idims) = (self.shape(), indices_.shape());
        if dims.len() != idims.len() {
            return Err(ShapeError::TakeAlongDimRanks {
                input: dims.len(),
                indices: idims.len(),
            });
        }
        let d = wrap_dim(dim, dims.len())?;
        if dims.is_empty() {
            let rows = rows_of(indices_, 0, 1, Reading::Wrapped)?;
            let src = flat(self)?;
            return finish(gathered(&src, &[1], 0, &[1], &rows, &[])?, &[]);
        }
        // PyTorch's order: the result's sizes (self's with the indices' size at `dim`,
        // broadcast with the indices'), then the sizes self is read at.
        let mut with_index_len = dims.to_vec();
        with_index_len[d] = idims[d];
        let out_dims = broadcast_shapes(&[&with_index_len, idims])?;
        let mut with_self_len = idims.to_vec();
        with_self_len[d] = dims[d];
        let read_dims = broadcast_shapes(&[&with_self_len, dims])?;
        // Self broadcast to `read_dims` (step 0 on stretched dims), the indices to `out_dims`.
        let stretch = |steps: &[usize], from: &[usize], to: &[usize]| -> Vec<usize> {
            (0..to.len())
                .map(|k| if from[k] == to[k] { steps[k] } else { 0 })
                .collect()
        };
        let n = read_dims[d];
        let wrapped_rows = if out_dims == idims {
            // One index per result element, in the result's order: no walk to read them.
            rows_of(indices_, d, n, Reading::Wrapped)?
        } else {
            let picks = indices(indices_)?;
            let i_read = stretch(&row_steps(idims), idims, &out_dims);
            let mut rows: Vec<usize> = room(out_dims.iter().product(), &out_dims)?;
            for o in Walk::new(&out_dims, &i_read) {
                let i = picks[o];
                rows.push(or_out_of_bounds(wrapped(i, n), i, d, n)?);
            }
            rows
        };
        let src = flat(self)?;
        if out_dims == idims && read_dims == dims {
            let out = gathered_blocks(&src, dims, d, idims[d], &wrapped_rows, &out_dims)?;
            return finish(out, &out_dims);
        }
        let mut bases_steps = stretch(&row_steps(dims), dims, &read_dims);
        let along = core::mem::replace(&mut bases_steps[d], 0);
        let mut out = room(wrapped_rows.len(), &out_dims)?;
        for (base, &r) in Walk::new(&out_dims, &bases_steps).zip(&wrapped_rows) {
            out.push(src[base + r * along]);
        }
        finish(out, &out_dims)
    }
}
