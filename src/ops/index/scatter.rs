//! `scatter(dim, index, src)` and `scatter_add(dim, index, src)`: the elements of a source
//! written (or added) at indices along a dim, into a copy of the tensor, or by `scatter_` and
//! `scatter_add_` into a heap tensor's own elements once every size and index has been checked.

use super::walk::Walk;
use super::{
    IndexElement, finish, flat, in_bounds, nonempty, or_out_of_bounds, positions, room, row_steps,
};
use crate::layout::wrap_dim;
use crate::ops::Reducible;
use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};
use crate::{DynTensor, ShapeError};

/// PyTorch's checks of `scatter`'s sizes (none when `index` is empty): the ranks (a 0-d tensor
/// counts as one dim of size 1), then `index` no larger than `self` apart from `d` and no
/// larger than `src` anywhere.
fn check_sizes(
    dims: &[usize],
    idims: &[usize],
    sdims: &[usize],
    d: usize,
) -> Result<(), ShapeError> {
    let (ne, ni, ns) = (nonempty(dims), nonempty(idims), nonempty(sdims));
    if ne.len() != ni.len() {
        return Err(ShapeError::IndexRankMismatch { of: "self" });
    }
    let mut wrong = (0..ne.len()).any(|k| k != d && ni[k] > ne[k]);
    if !wrong {
        for k in 0..ne.len() {
            // PyTorch asks the source for each size in turn: a source of lower rank fails on
            // the first dim it does not have.
            let Some(&s) = ns.get(k) else {
                let r = isize::try_from(ns.len()).unwrap_or(isize::MAX);
                return Err(ShapeError::DimOutOfRange {
                    dim: isize::try_from(k).unwrap_or(isize::MAX),
                    min: -r,
                    max: r - 1,
                });
            };
            if ni[k] > s {
                wrong = true;
                break;
            }
        }
    }
    if wrong {
        return Err(ShapeError::ScatterSizes {
            index: idims.to_vec(),
            input: dims.to_vec(),
            dim: d,
            src: sdims.to_vec(),
        });
    }
    Ok(())
}

/// `out[p] = f(out[p], src[q])` for every element `q` of `src` that `index` sends to position
/// `p` of `out` (row-major, sizes `dims`) along `d`: every size and index is checked before the
/// first write, so on error `out` is unchanged.
fn scatter_into<T: Copy, I: IndexElement, SI: Shape, MI: Storage<I, SI>, SS: Shape, MS>(
    out: &mut [T],
    dims: &[usize],
    d: usize,
    index: &TensorBase<I, SI, MI>,
    src: &TensorBase<T, SS, MS>,
    f: impl Fn(T, T) -> T,
) -> Result<(), ShapeError>
where
    MS: Storage<T, SS>,
{
    if index.numel() == 0 {
        return Ok(());
    }
    check_sizes(dims, index.shape(), src.shape(), d)?;
    let (ne, ni, ns) = (
        nonempty(dims),
        nonempty(index.shape()),
        nonempty(src.shape()),
    );
    let size = ne[d];
    let rows = positions(index, |i| or_out_of_bounds(in_bounds(i, size), i, d, size))?;
    let mut steps = row_steps(&ne);
    let along = core::mem::replace(&mut steps[d], 0);
    let source = flat(src)?;
    let ssteps = row_steps(&ns);
    let targets = Walk::new(&ni, &steps);
    let sources = Walk::new(&ni, &ssteps[..ni.len()]);
    for ((base, at), &r) in targets.zip(sources).zip(&rows) {
        let slot = &mut out[base + r * along];
        *slot = f(*slot, source[at]);
    }
    Ok(())
}

impl<T: Copy, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// A copy of `self` with `f(old, new)` at each index's position, every index checked first.
    fn scattered<I: IndexElement, SI: Shape, MI: Storage<I, SI>, SS: Shape, MS: Storage<T, SS>>(
        &self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        src: &TensorBase<T, SS, MS>,
        f: impl Fn(T, T) -> T,
    ) -> Result<DynTensor<T>, ShapeError> {
        let d = wrap_dim(dim, self.rank())?;
        let dims = self.shape();
        let mut out = room(self.numel(), dims)?;
        out.extend_from_slice(&flat(self)?);
        scatter_into(&mut out, dims, d, index, src, f)?;
        finish(out, dims)
    }
}

/// **Scatter**: `scatter`, `scatter_add`.
impl<T: Copy, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// A copy of `self` with the elements of `src` written at `index` along `dim`: PyTorch's
    /// `scatter(dim, index, src)`. For `dim = 0`, `out[index[i][j]][j] = src[i][j]`; `index`
    /// has the rank of `self`, is no larger than `self` apart from `dim` and no larger than
    /// `src` anywhere. Where two indices name the same element the last one in row-major order
    /// wins (PyTorch leaves it unspecified). Indices are not wrapped, as in PyTorch.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = DynTensor::<i32>::zeros(&[2, 3]);
    /// let at = DynTensor::from_vec(vec![2i64, 0], &[2, 1]).unwrap();
    /// let src = DynTensor::from_vec(vec![7, 8], &[2, 1]).unwrap();
    /// assert_eq!(x.scatter(1, &at, &src).to_vec(), vec![0, 0, 7, 8, 0, 0]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_scatter`](Self::try_scatter).
    #[track_caller]
    pub fn scatter<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        src: &TensorBase<T, SS, MS>,
    ) -> DynTensor<T> {
        crate::ops::or_panic(self.try_scatter(dim, index, src))
    }

    /// [`scatter`](Self::scatter) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::DimOutOfRange`] (for `dim`, or for a source of lower rank, as PyTorch
    /// asks it for each size); nothing else when `index` is empty; then
    /// [`ShapeError::IndexRankMismatch`], [`ShapeError::ScatterSizes`],
    /// [`ShapeError::IndexOutOfBounds`] for an index outside `[0, size)`;
    /// [`ShapeError::OutOfMemory`].
    pub fn try_scatter<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        src: &TensorBase<T, SS, MS>,
    ) -> Result<DynTensor<T>, ShapeError> {
        self.scattered(dim, index, src, |_, new| new)
    }

    /// A copy of `self` with the elements of `src` added at `index` along `dim`: PyTorch's
    /// `scatter_add(dim, index, src)`, with the rules of [`scatter`](Self::scatter); repeated
    /// indices add up (NumPy's `np.add.at` along an axis); integers wrap on overflow.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let counts = DynTensor::<i32>::zeros(&[3]);
    /// let labels = DynTensor::from_vec(vec![2i64, 0, 2, 2], &[4]).unwrap();
    /// let ones = DynTensor::<i32>::ones(&[4]);
    /// assert_eq!(counts.scatter_add(0, &labels, &ones).to_vec(), vec![1, 0, 3]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_scatter`](Self::try_scatter).
    #[track_caller]
    pub fn scatter_add<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        src: &TensorBase<T, SS, MS>,
    ) -> DynTensor<T>
    where
        T: Reducible,
    {
        crate::ops::or_panic(self.try_scatter_add(dim, index, src))
    }

    /// [`scatter_add`](Self::scatter_add) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// As [`try_scatter`](Self::try_scatter).
    pub fn try_scatter_add<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        src: &TensorBase<T, SS, MS>,
    ) -> Result<DynTensor<T>, ShapeError>
    where
        T: Reducible,
    {
        self.scattered(dim, index, src, Reducible::add)
    }
}

/// **Scatter in place**: `scatter_`, `scatter_add_`.
impl<T: Copy, S: Shape> TensorBase<T, S, crate::tensor::Heap> {
    /// `f(old, new)` written into `self`'s own elements (row-major, as a heap buffer always
    /// is) at each index's position, every size and index checked first: on error `self` is
    /// unchanged.
    fn scatter_in_place<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &mut self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        src: &TensorBase<T, SS, MS>,
        f: impl Fn(T, T) -> T,
    ) -> Result<(), ShapeError> {
        let d = wrap_dim(dim, self.rank())?;
        let dims = self.shape().to_vec();
        match self.as_slice_mut() {
            Some(out) => scatter_into(out, &dims, d, index, src, f),
            // A heap buffer is always row-major; written through a checked copy otherwise.
            None => {
                let result = self.scattered(dim, index, src, f)?;
                for (o, &x) in self.iter_mut().zip(result.as_slice().unwrap_or(&[])) {
                    *o = x;
                }
                Ok(())
            }
        }
    }

    /// [`scatter`](Self::scatter) into `self` (PyTorch's `scatter_`): every index and size is
    /// checked before anything is written, so on error `self` is unchanged.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut x = DynTensor::<f32>::zeros(&[2, 3]);
    /// let index = DynTensor::from_vec(vec![2i64, 0], &[2, 1]).unwrap();
    /// let src = DynTensor::from_vec(vec![1.0f32, 2.0], &[2, 1]).unwrap();
    /// x.scatter_(1, &index, &src);
    /// assert_eq!(x.to_vec(), vec![0.0, 0.0, 1.0, 2.0, 0.0, 0.0]);
    /// let bad = DynTensor::from_vec(vec![3i64, 0], &[2, 1]).unwrap();
    /// assert!(x.try_scatter_(1, &bad, &src).is_err());
    /// assert_eq!(x.to_vec(), vec![0.0, 0.0, 1.0, 2.0, 0.0, 0.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_scatter`](Self::try_scatter).
    #[track_caller]
    pub fn scatter_<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &mut self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        src: &TensorBase<T, SS, MS>,
    ) {
        crate::ops::or_panic(self.try_scatter_(dim, index, src));
    }

    /// [`scatter_`](Self::scatter_) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// Those of [`try_scatter`](Self::try_scatter); `self` is then unchanged.
    pub fn try_scatter_<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &mut self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        src: &TensorBase<T, SS, MS>,
    ) -> Result<(), ShapeError> {
        self.scatter_in_place(dim, index, src, |_, new| new)
    }

    /// [`scatter_add`](Self::scatter_add) into `self` (PyTorch's `scatter_add_`): every index
    /// and size is checked before anything is written, so on error `self` is unchanged.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut x = DynTensor::<i32>::zeros(&[3]);
    /// let index = DynTensor::from_vec(vec![0i64, 2, 0], &[3]).unwrap();
    /// x.scatter_add_(0, &index, &DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap());
    /// assert_eq!(x.to_vec(), vec![4, 0, 2]);
    /// ```
    ///
    /// # Panics
    ///
    /// With the error's text, in the cases listed at [`try_scatter_add`](Self::try_scatter_add).
    #[track_caller]
    pub fn scatter_add_<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &mut self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        src: &TensorBase<T, SS, MS>,
    ) where
        T: Reducible,
    {
        crate::ops::or_panic(self.try_scatter_add_(dim, index, src));
    }

    /// [`scatter_add_`](Self::scatter_add_) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// Those of [`try_scatter_add`](Self::try_scatter_add); `self` is then unchanged.
    pub fn try_scatter_add_<
        I: IndexElement,
        SI: Shape,
        MI: Storage<I, SI>,
        SS: Shape,
        MS: Storage<T, SS>,
    >(
        &mut self,
        dim: isize,
        index: &TensorBase<I, SI, MI>,
        src: &TensorBase<T, SS, MS>,
    ) -> Result<(), ShapeError>
    where
        T: Reducible,
    {
        self.scatter_in_place(dim, index, src, Reducible::add)
    }
}
