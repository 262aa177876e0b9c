//! `index_add(dim, index, source)`: whole slices of a source added at indices along a dim.

use super::{IndexElement, finish, flat, in_bounds, nonempty, positions, room};
use crate::layout::wrap_dim;
use crate::ops::Reducible;
use crate::ops::reduce::lanes::split;
use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};
use crate::{DynTensor, ShapeError};

/// **Scatter**: `index_add`.
impl<T: Reducible, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// A copy of `self` with slice `i` of `source` along `dim` added to slice `index[i]`:
    /// PyTorch's `index_add(dim, index, source)`. `index` is a vector (or one index);
    /// `source` has the sizes of `self` except along `dim`, where it has one slice per index.
    /// Repeated indices add up, as NumPy's `np.add.at(x, index, source)` along axis 0.
    /// Indices are not wrapped, as in PyTorch; integers wrap on overflow.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let sums = DynTensor::<f64>::zeros(&[2, 2]);
    /// let points = DynTensor::from_vec(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[3, 2]).unwrap();
    /// let labels = DynTensor::from_vec(vec![1i64, 0, 1], &[3]).unwrap();
    /// assert_eq!(sums.index_add(0, &labels, &points).to_vec(), vec![3.0, 4.0, 6.0, 8.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_index_add`](Self::try_index_add).
    #[track_caller]
    pub fn index_add<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        source: &TensorBase<T, SS, MS>,
    ) -> DynTensor<T> {
        crate::ops::or_panic(self.try_index_add(dim, index, source))
    }

    /// [`index_add`](Self::index_add) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`]; [`ShapeError::IndexAddNotVector`] for an index of more
    /// than one dim; [`ShapeError::IndexAddCount`] when `source` does not have one slice per
    /// index along `dim`; [`ShapeError::IndexAddShapes`] when its other sizes differ from
    /// `self`'s; for an index outside `[0, size)`, [`ShapeError::IndexOutOfBounds`]
    /// ([`ShapeError::IndexOutOfRangeInSelf`] on a vector; no index is read when a tensor of
    /// more than one dim has no elements, as in PyTorch); [`ShapeError::OutOfMemory`].
    pub fn try_index_add<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        source: &TensorBase<T, SS, MS>,
    ) -> Result<DynTensor<T>, ShapeError> {
        let d = wrap_dim(dim, self.rank())?;
        let (dims, (n, inner)) = (
            self.shape(),
            checked(self.shape(), d, index, source.shape())?,
        );
        let count = index.numel();
        let mut out = room(self.numel(), dims)?;
        out.extend_from_slice(&flat(self)?);
        // PyTorch reads no index of a tensor of more than one dim without elements.
        if dims.len() > 1 && out.is_empty() {
            return finish(out, dims);
        }
        let several = dims.len() > 1;
        let check = |i: i128| match in_bounds(i, n) {
            Some(r) => Ok(r),
            None if several => Err(ShapeError::IndexOutOfBounds {
                index: i,
                dim: d,
                size: n,
            }),
            None => Err(ShapeError::IndexOutOfRangeInSelf),
        };
        let src = flat(source)?;
        if n == 0 || inner == 0 || count == 0 {
            // Nothing is added, but every index is still checked, as PyTorch checks them.
            positions(index, check)?;
            return finish(out, dims);
        }
        let blocks = out.chunks_exact_mut(n * inner);
        // A contiguous index is read in place, each index checked as its row is added: the
        // result is a new buffer, dropped whole on the first bad index.
        if let Some(ix) = index.as_slice() {
            for (block, from) in blocks.zip(src.chunks_exact(count * inner)) {
                add_rows(block, ix, from, inner, |i| check(i.to_i128()))?;
            }
        } else {
            let rows = positions(index, check)?;
            for (block, from) in blocks.zip(src.chunks_exact(count * inner)) {
                add_rows(block, &rows, from, inner, Ok)?;
            }
        }
        finish(out, dims)
    }
}

/// The checks `index_add` makes before reading an index (PyTorch's order), and the size of
/// `dims` along `d` with the elements after it.
fn checked<I: IndexElement, SI: Shape, MI: Storage<I, SI>>(
    dims: &[usize],
    d: usize,
    index: &TensorBase<I, SI, MI>,
    sdims: &[usize],
) -> Result<(usize, usize), ShapeError> {
    if index.rank() > 1 {
        return Err(ShapeError::IndexAddNotVector {
            rank: index.rank(),
            type_name: I::TORCH_NAME,
            sizes: index.shape().to_vec(),
        });
    }
    let count = index.numel();
    let slices = nonempty(sdims).get(d).copied().unwrap_or(1);
    if count != slices {
        return Err(ShapeError::IndexAddCount {
            count,
            source: slices,
            dim: d,
        });
    }
    let others = |s: &[usize]| -> alloc::vec::Vec<usize> {
        s.iter()
            .enumerate()
            .filter(|&(k, _)| k != d)
            .map(|(_, &n)| n)
            .collect()
    };
    if !dims.is_empty() && !sdims.is_empty() && others(dims) != others(sdims) {
        return Err(ShapeError::IndexAddShapes {
            input: dims.to_vec(),
            source: sdims.to_vec(),
        });
    }
    Ok(split(dims, d))
}

/// **Scatter in place**: `index_add_`.
impl<T: Reducible, S: Shape> TensorBase<T, S, crate::tensor::Heap> {
    /// [`index_add`](Self::index_add) into `self`: slice `i` of `source` along `dim` added to
    /// slice `index[i]` of `self` (PyTorch's `index_add_`). Every index and size is checked
    /// before anything is written: on error `self` is unchanged.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut sums = DynTensor::<f64>::zeros(&[2, 2]);
    /// let points = DynTensor::from_vec(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[3, 2]).unwrap();
    /// let labels = DynTensor::from_vec(vec![1i64, 0, 1], &[3]).unwrap();
    /// sums.index_add_(0, &labels, &points);
    /// assert_eq!(sums.to_vec(), vec![3.0, 4.0, 6.0, 8.0]);
    /// let bad = DynTensor::from_vec(vec![1i64, 0, 2], &[3]).unwrap();
    /// assert!(sums.try_index_add_(0, &bad, &points).is_err());
    /// assert_eq!(sums.to_vec(), vec![3.0, 4.0, 6.0, 8.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_index_add`](Self::try_index_add).
    #[track_caller]
    pub fn index_add_<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &mut self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        source: &TensorBase<T, SS, MS>,
    ) {
        crate::ops::or_panic(self.try_index_add_(dim, index, source));
    }

    /// [`index_add_`](Self::index_add_) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// Those of [`try_index_add`](Self::try_index_add); `self` is then unchanged.
    pub fn try_index_add_<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &mut self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        source: &TensorBase<T, SS, MS>,
    ) -> Result<(), ShapeError> {
        let d = wrap_dim(dim, self.rank())?;
        let (n, inner) = checked(self.shape(), d, index, source.shape())?;
        let (count, several) = (index.numel(), self.rank() > 1);
        // PyTorch reads no index of a tensor of more than one dim without elements.
        if several && self.numel() == 0 {
            return Ok(());
        }
        let check = |i: i128| match in_bounds(i, n) {
            Some(r) => Ok(r),
            None if several => Err(ShapeError::IndexOutOfBounds {
                index: i,
                dim: d,
                size: n,
            }),
            None => Err(ShapeError::IndexOutOfRangeInSelf),
        };
        // Every index checked before the first row is added.
        let rows = positions(index, check)?;
        let src = flat(source)?;
        let Some(data) = self.as_slice_mut() else {
            return Ok(());
        };
        if n > 0 && inner > 0 && count > 0 {
            let blocks = data.chunks_exact_mut(n * inner);
            for (block, from) in blocks.zip(src.chunks_exact(count * inner)) {
                add_rows(block, &rows, from, inner, Ok)?;
            }
        }
        Ok(())
    }
}

/// `block[r] += from[i]` for the `i`-th index `r = row(index[i])` of `index`, where `block`
/// and `from` are rows of `inner` elements; `row` checks an index and gives its row of `block`
/// or the error, which stops the loop. Short rows (a point's coordinates) go through copies of
/// the loop with the length a constant.
fn add_rows<T: Reducible, I: Copy>(
    block: &mut [T],
    index: &[I],
    from: &[T],
    inner: usize,
    row: impl Fn(I) -> Result<usize, ShapeError>,
) -> Result<(), ShapeError> {
    #[inline(always)]
    fn fixed<T: Reducible, I: Copy, const W: usize>(
        block: &mut [T],
        index: &[I],
        from: &[T],
        row: impl Fn(I) -> Result<usize, ShapeError>,
    ) -> Result<(), ShapeError> {
        let (to, _) = block.as_chunks_mut::<W>();
        for (&i, y) in index.iter().zip(from.as_chunks::<W>().0) {
            if let Some(x) = to.get_mut(row(i)?) {
                for (a, &b) in x.iter_mut().zip(y) {
                    *a = Reducible::add(*a, b);
                }
            }
        }
        Ok(())
    }
    match inner {
        1 => fixed::<T, I, 1>(block, index, from, row),
        2 => fixed::<T, I, 2>(block, index, from, row),
        3 => fixed::<T, I, 3>(block, index, from, row),
        4 => fixed::<T, I, 4>(block, index, from, row),
        _ => {
            for (&i, y) in index.iter().zip(from.chunks_exact(inner)) {
                let r = row(i)?;
                if let Some(x) = block.get_mut(r * inner..(r + 1) * inner) {
                    for (a, &b) in x.iter_mut().zip(y) {
                        *a = Reducible::add(*a, b);
                    }
                }
            }
            Ok(())
        }
    }
}
