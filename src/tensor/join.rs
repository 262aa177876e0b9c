//! Joining tensors: static `cat`/`stack` (the output shape is computed by the compiler) and the
//! dynamic [`cat`]/[`stack`] functions with PyTorch's errors (SEMANTICS §8).

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

/// The product of `dims`.
#[inline]
fn product(dims: &[usize]) -> usize {
    dims.iter().product()
}

impl<T: Clone, S: StaticShape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The concatenation of `self` and `other` along axis `AXIS` (PyTorch's `cat`): the sizes
    /// must match except along the axis, where the result has their sum. The compiler computes
    /// the output shape and rejects shapes that do not fit, naming both.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
    /// let b = Tensor::<i32, shape![1, 3]>::from_array([[7, 8, 9]]);
    /// let c: Tensor<i32, shape![3, 3]> = a.cat::<0, _>(&b);
    /// assert_eq!(c.to_vec(), vec![1, 2, 3, 4, 5, 6, 7, 8, 9]);
    /// let d: Tensor<i32, shape![2, 6]> = a.cat::<1, _>(&a);
    /// assert_eq!(d.to_vec(), vec![1, 2, 3, 1, 2, 3, 4, 5, 6, 4, 5, 6]);
    /// ```
    #[track_caller]
    pub fn cat<const AXIS: usize, R>(
        &self,
        other: R,
    ) -> TensorBase<T, <S as Cat<AXIS, R::Shape>>::Output, <M::Owned as Kind>::Join<R::Kind>>
    where
        R: Operand<Elem = T>,
        S: Cat<AXIS, R::Shape>,
    {
        let b = other.tensor();
        let inner = product(&S::SIZES[AXIS + 1..]);
        let (na, nb) = (S::SIZES[AXIS] * inner, b.shape()[AXIS] * inner);
        TensorBase::from_fn(|i| {
            let (o, k) = (i / (na + nb), i % (na + nb));
            let e = if k < na {
                nth(self, o * na + k)
            } else {
                nth(b, o * nb + (k - na))
            };
            e.cloned().expect("cat: positions are in range")
        })
    }

    /// `self` and `other` (of the same shape) stacked along a new axis `AXIS` of size 2
    /// (PyTorch's `stack`, 0 ≤ AXIS ≤ rank). The compiler rejects different shapes.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    /// let b = Tensor::<i32, shape![3]>::from([4, 5, 6]);
    /// let s: Tensor<i32, shape![2, 3]> = a.stack::<0, _>(&b);
    /// assert_eq!(s.to_vec(), vec![1, 2, 3, 4, 5, 6]);
    /// let s: Tensor<i32, shape![3, 2]> = a.stack::<1, _>(&b);
    /// assert_eq!(s.to_vec(), vec![1, 4, 2, 5, 3, 6]);
    /// ```
    #[track_caller]
    pub fn stack<const AXIS: usize, R>(
        &self,
        other: R,
    ) -> TensorBase<T, <S as Stack<AXIS, R::Shape>>::Output, <M::Owned as Kind>::Join<R::Kind>>
    where
        R: Operand<Elem = T>,
        S: Stack<AXIS, R::Shape>,
    {
        let b = other.tensor();
        let inner = product(&S::SIZES[AXIS..]);
        TensorBase::from_fn(|i| {
            let (o, k) = (i / (2 * inner), i % (2 * inner));
            let e = if k < inner {
                nth(self, o * inner + k)
            } else {
                nth(b, o * inner + (k - inner))
            };
            e.cloned().expect("stack: positions are in range")
        })
    }
}
