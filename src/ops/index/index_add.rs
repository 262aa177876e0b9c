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
        if index.rank() > 1 {
            return Err(ShapeError::IndexAddNotVector {
                rank: index.rank(),
                type_name: I::TORCH_NAME,
                sizes: index.shape().to_vec(),
            });
        }
        let (dims, sdims) = (self.shape(), source.shape());
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
        let (n, inner) = split(dims, d);
        let mut out = room(self.numel(), dims)?;
        out.extend_from_slice(&flat(self)?);
        // PyTorch reads no index of a tensor of more than one dim without elements.
        if dims.len() > 1 && out.is_empty() {
            return finish(out, dims);
        }
        let several = dims.len() > 1;
        let rows = positions(index, |i| match in_bounds(i, n) {
            Some(r) => Ok(r),
            None if several => Err(ShapeError::IndexOutOfBounds {
                index: i,
                dim: d,
                size: n,
            }),
            None => Err(ShapeError::IndexOutOfRangeInSelf),
        })?;
        let src = flat(source)?;
        if n > 0 && inner > 0 && count > 0 {
            let blocks = out.chunks_exact_mut(n * inner);
            for (block, from) in blocks.zip(src.chunks_exact(count * inner)) {
                add_rows(block, &rows, from, inner);
            }
        }
        finish(out, dims)
    }
}

/// `block[r] += from[i]` for the `i`-th index `r` of `rows`, where `block` and `from` are rows
/// of `inner` elements (every `r` is a row of `block`: checked by the caller). Short rows (a
/// point's coordinates) go through copies of the loop with the length a constant.
fn add_rows<T: Reducible>(block: &mut [T], rows: &[usize], from: &[T], inner: usize) {
    fn fixed<T: Reducible, const W: usize>(block: &mut [T], rows: &[usize], from: &[T]) {
        let (to, _) = block.as_chunks_mut::<W>();
        for (&r, y) in rows.iter().zip(from.as_chunks::<W>().0) {
            if let Some(x) = to.get_mut(r) {
                for (a, &b) in x.iter_mut().zip(y) {
                    *a = Reducible::add(*a, b);
                }
            }
        }
    }
    match inner {
        1 => fixed::<T, 1>(block, rows, from),
        2 => fixed::<T, 2>(block, rows, from),
        3 => fixed::<T, 3>(block, rows, from),
        4 => fixed::<T, 4>(block, rows, from),
        _ => {
            for (&r, y) in rows.iter().zip(from.chunks_exact(inner)) {
                if let Some(x) = block.get_mut(r * inner..(r + 1) * inner) {
                    for (a, &b) in x.iter_mut().zip(y) {
                        *a = Reducible::add(*a, b);
                    }
                }
            }
        }
    }
}
