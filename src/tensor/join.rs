//! Joining tensors: static `cat`/`stack` (the output shape is computed by the compiler) and the
//! dynamic [`cat`]/[`stack`] functions with PyTorch's errors (the manual's
//! [creating](crate::manual::creating) chapter).

use super::base::TensorBase;
use super::storage::{Kind, Storage};
use crate::ops::Operand;

use crate::shape::{Cat, Shape, Stack, StaticShape};

/// The row-major element `p` of `t` (`p` < its element count).
#[inline]
fn nth<T, S: Shape, M: Storage<T, S>>(t: &TensorBase<T, S, M>, mut p: usize) -> Option<&T> {
    let dims = t.shape();
    let mut index = [0usize; 8];
    let index = index.get_mut(..dims.len())?;
    for (i, &d) in index.iter_mut().zip(dims).rev() {
        if d == 0 {
            return None;
        }
        *i = p % d;
        p /= d;
    }
    t.get(&*index)
}

/// Two owned inline tensors joined: each output row of `na + nb` elements is a row of `na` of
/// `a`'s elements then one of `nb` of `b`'s, read from their arrays with checked reads and
/// written with checked writes over a fill of the first element of either (a position outside
/// either array, which the shapes rule out, keeps the fill), so the join has no panic path. `None` for other storages (the caller reads them through their
/// layouts) and for a result without elements; both are constants.
#[inline(always)]
fn join_arrays<T: Clone, SA, SB, MA, MB, SO, K>(
    a: &TensorBase<T, SA, MA>,
    b: &TensorBase<T, SB, MB>,
    na: usize,
    nb: usize,
) -> Option<TensorBase<T, SO, K>>
where
    SA: Shape,
    SB: Shape,
    MA: Storage<T, SA>,
    MB: Storage<T, SB>,
    SO: Shape,
    K: Kind,
{
    if !(MA::ARRAY && MB::ARRAY) {
        return None;
    }
    let (Ok(xa), Ok(xb)) = (MA::as_array(&a.buf), MB::as_array(&b.buf)) else {
        return None;
    };
    let fill = SA::first(xa).or(SB::first(xb))?;
    let (fa, fb) = (SA::flat(xa), SB::flat(xb));
    // Filled with copies of one element, then written by counted loops: a `from_fn` whose
    // closure computes the positions is not always inlined with cargo's 16 codegen units, and
    // is then a call that cannot be proven panic-free.
    let mut array = SO::try_array_from_fn(|_| fill.clone())?;
    let out = SO::flat_mut(&mut array);
    let rows = out.len().checked_div(na.wrapping_add(nb)).unwrap_or(0);
    let mut at = 0usize;
    for o in 0..rows {
        for (part, n) in [(fa, na), (fb, nb)] {
            for k in 0..n {
                if let (Some(d), Some(e)) =
                    (out.get_mut(at), part.get(o.wrapping_mul(n).wrapping_add(k)))
                {
                    *d = e.clone();
                }
                at = at.wrapping_add(1);
            }
        }
    }
    K::from_array::<T, SO>(array).ok().map(TensorBase::from_buf)
}

/// The product of `dims[from..]` (1 past the end), and `dims[at]` (0 past the end): constants
/// of a static shape, evaluated by the compiler, so no call is left to inline.
const fn tail_product(dims: &[usize], from: usize) -> usize {
    let (mut k, mut p) = (from, 1usize);
    while k < dims.len() {
        p = p.wrapping_mul(dims[k]);
        k += 1;
    }
    p
}

/// `dims[at]`, 0 past the end (see [`tail_product`]).
const fn size_at(dims: &[usize], at: usize) -> usize {
    if at < dims.len() { dims[at] } else { 0 }
}

/// Static joins of two tensors, called on the pair: `(&a, &b).cat::<AXIS>()` and
/// `(&a, &b).stack::<AXIS>()` (PyTorch's `torch.cat((a, b), dim)` and `torch.stack`). The
/// compiler computes the output shape and rejects shapes that do not fit, naming both. The
/// result is inline when both tensors are inline, on the heap otherwise.
///
/// ```
/// use shaped::prelude::*;
/// let a = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
/// let b = Tensor::<i32, shape![1, 3]>::from_array([[7, 8, 9]]);
/// let c: Tensor<i32, shape![3, 3]> = (&a, &b).cat::<0>();
/// assert_eq!(c.to_vec(), vec![1, 2, 3, 4, 5, 6, 7, 8, 9]);
/// let d: Tensor<i32, shape![2, 6]> = (&a, &a).cat::<1>();
/// assert_eq!(d.to_vec(), vec![1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6]);
/// let s: Tensor<i32, shape![2, 3, 2]> = (&a, &a).stack::<2>();
/// assert_eq!(s.get([1, 2, 1]), Some(&6));
/// ```
#[allow(clippy::type_complexity)]
pub trait Join: crate::sealed::SealedTuple + Sized {
    /// The element type.
    type Elem;
    /// The shape of the first tensor.
    type A: StaticShape;
    /// The shape of the second tensor.
    type B: StaticShape;
    /// The storage kind of the result.
    type Kind: Kind;

    /// The two tensors joined along axis `AXIS`: the sizes must match except along the axis,
    /// where the result has their sum.
    fn cat<const AXIS: usize>(
        self,
    ) -> TensorBase<Self::Elem, <Self::A as Cat<AXIS, Self::B>>::Output, Self::Kind>
    where
        Self::A: Cat<AXIS, Self::B>;

    /// The two tensors, of equal shapes, stacked along a new axis `AXIS` of size 2
    /// (0 ≤ AXIS ≤ rank).
    fn stack<const AXIS: usize>(
        self,
    ) -> TensorBase<Self::Elem, <Self::A as Stack<AXIS, Self::B>>::Output, Self::Kind>
    where
        Self::A: Stack<AXIS, Self::B>;
}

#[allow(clippy::type_complexity)]
impl<T: Clone, X, Y> Join for (X, Y)
where
    X: Operand<Elem = T>,
    Y: Operand<Elem = T>,
    X::Shape: StaticShape,
    Y::Shape: StaticShape,
{
    type Elem = T;
    type A = X::Shape;
    type B = Y::Shape;
    type Kind = <X::Kind as Kind>::Join<Y::Kind>;

    #[track_caller]
    #[inline]
    fn cat<const AXIS: usize>(
        self,
    ) -> TensorBase<T, <X::Shape as Cat<AXIS, Y::Shape>>::Output, Self::Kind>
    where
        X::Shape: Cat<AXIS, Y::Shape>,
    {
        let (a, b) = (self.0.tensor(), self.1.tensor());
        let (na, nb) = const {
            let inner = tail_product(X::Shape::SIZES, AXIS + 1);
            (
                size_at(X::Shape::SIZES, AXIS).wrapping_mul(inner),
                size_at(Y::Shape::SIZES, AXIS).wrapping_mul(inner),
            )
        };
        if let Some(out) = join_arrays(a, b, na, nb) {
            return out;
        }
        TensorBase::from_fn(|i| {
            let (o, k) = (i / (na + nb), i % (na + nb));
            let e = if k < na {
                nth(a, o * na + k)
            } else {
                nth(b, o * nb + (k - na))
            };
            e.cloned().expect("cat: positions are in range")
        })
    }

    #[track_caller]
    #[inline]
    fn stack<const AXIS: usize>(
        self,
    ) -> TensorBase<T, <X::Shape as Stack<AXIS, Y::Shape>>::Output, Self::Kind>
    where
        X::Shape: Stack<AXIS, Y::Shape>,
    {
        let (a, b) = (self.0.tensor(), self.1.tensor());
        let inner = const { tail_product(X::Shape::SIZES, AXIS) };
        if let Some(out) = join_arrays(a, b, inner, inner) {
            return out;
        }
        TensorBase::from_fn(|i| {
            let (o, k) = (i / (2 * inner), i % (2 * inner));
            let e = if k < inner {
                nth(a, o * inner + k)
            } else {
                nth(b, o * inner + (k - inner))
            };
            e.cloned().expect("stack: positions are in range")
        })
    }
}

#[cfg(feature = "alloc")]
pub use dynamic::{cat, stack};

#[cfg(feature = "alloc")]
mod dynamic {
    use alloc::vec::Vec;

    use crate::ShapeError;
    use crate::layout::wrap_dim;
    use crate::shape::Shape;
    use crate::tensor::{DynTensor, Storage, TensorBase};

    /// The tensors joined along `dim` (PyTorch's `torch.cat`), as a new row-major
    /// [`DynTensor`]: every tensor has the rank of the first and its sizes except along `dim`,
    /// where the result has their sum. As in PyTorch, 1-d tensors of size 0 are skipped (the
    /// legacy empty tensor), and `dim` may be negative.
    ///
    /// # Errors
    ///
    /// PyTorch's texts: an empty list (`cat(): expected a non-empty list of Tensors`),
    /// a `dim` out of range (`Dimension out of range ...`), tensors of different ranks or with
    /// different sizes outside `dim` (`Sizes of tensors must match except in dimension ...`),
    /// and [`ShapeError::Overflow`](crate::ShapeError::Overflow) /
    /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when the result is too large
    /// to exist or to allocate.
    ///
    /// ```
    /// use shaped::{DynTensor, tensor::cat};
    /// let a = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
    /// let b = DynTensor::from_vec(vec![7, 8, 9], &[3, 1]).unwrap();
    /// assert_eq!(
    ///     cat(&[&a, &b], 1).unwrap_err().to_string(),
    ///     "Sizes of tensors must match except in dimension 1. Expected size 2 but got size 3 for tensor number 1 in the list."
    /// );
    /// assert_eq!(cat(&[&a, &a], 0).unwrap().shape(), &[4, 3]);
    /// ```
    pub fn cat<T: Clone, S: Shape, M: Storage<T, S>>(
        tensors: &[&TensorBase<T, S, M>],
        dim: isize,
    ) -> Result<DynTensor<T>, ShapeError> {
        if tensors.is_empty() {
            return Err(ShapeError::CatEmpty);
        }
        if let Some(position) = tensors.iter().position(|t| t.rank() == 0) {
            return Err(ShapeError::CatZeroDim { position });
        }
        let skipped = |t: &TensorBase<T, S, M>| t.shape() == [0];
        let Some(first) = tensors.iter().find(|t| !skipped(t)) else {
            // Only legacy empty tensors: the result is one of them.
            return DynTensor::from_vec(Vec::new(), &[0]);
        };
        let rank = first.rank();
        let axis = wrap_dim(dim, rank)?;
        let mut dims = first.shape().to_vec();
        dims[axis] = 0;
        for (i, t) in tensors.iter().enumerate() {
            if skipped(t) {
                continue;
            }
            if t.rank() != rank {
                return Err(ShapeError::CatRankMismatch {
                    expected: rank,
                    got: t.rank(),
                });
            }
            for (d, (&want, &got)) in first.shape().iter().zip(t.shape()).enumerate() {
                if d != axis && want != got {
                    return Err(ShapeError::CatSizeMismatch {
                        dim: axis,
                        expected: want,
                        got,
                        tensor: i,
                    });
                }
            }
            dims[axis] =
                dims[axis]
                    .checked_add(t.shape()[axis])
                    .ok_or_else(|| ShapeError::Overflow {
                        shape: dims.clone(),
                    })?;
        }
        let numel = crate::layout::numel(&dims)?;
        if numel == 0 {
            // Nothing to copy, however many outer indices an empty dim leaves (`[2^40, 0]`).
            return DynTensor::from_vec(Vec::new(), &dims);
        }
        let outer: usize = first.shape()[..axis].iter().product();
        let mut data = crate::memory::try_vec_for(numel, &dims)?;
        let parts = tensors
            .iter()
            .filter(|t| !skipped(t))
            .map(|t| t.try_to_vec())
            .collect::<Result<Vec<Vec<T>>, ShapeError>>()?;
        for o in 0..outer {
            for p in &parts {
                let chunk = p.len() / outer;
                data.extend_from_slice(&p[o * chunk..(o + 1) * chunk]);
            }
        }
        DynTensor::from_vec(data, &dims)
    }

    /// The tensors, all of one shape, joined along a new dimension `dim` (0 ≤ dim ≤ rank,
    /// negative from the end; PyTorch's `torch.stack`), as a new row-major [`DynTensor`].
    ///
    /// # Errors
    ///
    /// PyTorch's texts: an empty list (`stack expects a non-empty TensorList`), a `dim` out of
    /// range, tensors of different shapes (`stack expects each tensor to be equal size, ...`),
    /// and [`ShapeError::Overflow`](crate::ShapeError::Overflow) /
    /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when the result is too large.
    ///
    /// ```
    /// use shaped::{DynTensor, tensor::stack};
    /// let a = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
    /// let b = DynTensor::from_vec(vec![3, 4, 5], &[3]).unwrap();
    /// assert_eq!(stack(&[&a, &a], 1).unwrap().to_vec(), vec![1, 1, 2, 2]);
    /// assert_eq!(
    ///     stack(&[&a, &b], 0).unwrap_err().to_string(),
    ///     "stack expects each tensor to be equal size, but got [2] at entry 0 and [3] at entry 1"
    /// );
    /// ```
    pub fn stack<T: Clone, S: Shape, M: Storage<T, S>>(
        tensors: &[&TensorBase<T, S, M>],
        dim: isize,
    ) -> Result<DynTensor<T>, ShapeError> {
        let Some(first) = tensors.first() else {
            return Err(ShapeError::StackEmpty);
        };
        let axis = wrap_dim(dim, first.rank() + 1)?;
        for (entry, t) in tensors.iter().enumerate().skip(1) {
            if t.shape() != first.shape() {
                return Err(ShapeError::StackSizeMismatch {
                    first: first.shape().to_vec(),
                    got: t.shape().to_vec(),
                    entry,
                });
            }
        }
        let mut dims = first.shape().to_vec();
        dims.insert(axis, tensors.len());
        let numel = crate::layout::numel(&dims)?;
        if numel == 0 {
            // Nothing to copy, however many outer indices an empty dim leaves.
            return DynTensor::from_vec(Vec::new(), &dims);
        }
        let outer: usize = first.shape()[..axis].iter().product();
        let mut data = crate::memory::try_vec_for(numel, &dims)?;
        let parts = tensors
            .iter()
            .map(|t| t.try_to_vec())
            .collect::<Result<Vec<Vec<T>>, ShapeError>>()?;
        if let Some(chunk) = first.numel().checked_div(outer) {
            for o in 0..outer {
                for p in &parts {
                    data.extend_from_slice(&p[o * chunk..(o + 1) * chunk]);
                }
            }
        }
        DynTensor::from_vec(data, &dims)
    }
}
