//! `clamp` with scalar or tensor bounds, with PyTorch's semantics: `min(max(x, lo), hi)` as
//! C++'s `std::min`/`std::max` compute it, so a lower bound above the upper one gives the upper
//! bound, a NaN element stays NaN, and a NaN bound makes the result NaN.

use super::elementwise::Joined;
use super::minmax::is_nan;
use super::nary::Zip3Output;
use super::operand::Operand;
use crate::shape::{BcShape, BroadcastsWith, Shape};
use crate::tensor::{ResultKind, Storage, TensorBase};

/// C++'s `std::max(x, lo)`: `lo` when `x < lo`, else `x` (a NaN `x` stays).
#[inline]
fn at_least<T: PartialOrd + Clone>(x: &T, lo: &T) -> T {
    if x < lo { lo.clone() } else { x.clone() }
}

/// C++'s `std::min(x, hi)`: `hi` when `hi < x`, else `x` (a NaN `x` stays).
#[inline]
fn at_most<T: PartialOrd + Clone>(x: &T, hi: &T) -> T {
    if hi < x { hi.clone() } else { x.clone() }
}

/// PyTorch's clamp of one element by one bound: the bound when it is NaN, else `limit(x, bound)`
/// ([`at_least`] for `clamp_min`, [`at_most`] for `clamp_max`).
#[inline]
fn clamp_one<T: PartialOrd + Clone>(x: &T, bound: &T, limit: fn(&T, &T) -> T) -> T {
    if is_nan(bound) {
        bound.clone()
    } else {
        limit(x, bound)
    }
}

/// PyTorch's clamp of one element: NaN when a bound is NaN, else `min(max(x, lo), hi)`.
#[inline]
fn clamp_elem<T: PartialOrd + Clone>(x: &T, lo: &T, hi: &T) -> T {
    if is_nan(lo) {
        lo.clone()
    } else if is_nan(hi) {
        hi.clone()
    } else {
        at_most(&at_least(x, lo), hi)
    }
}

/// **Element-wise**: clamping to scalar or tensor bounds.
impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// Every element limited to `[lo, hi]` (PyTorch's `torch.clamp(x, min, max)` with scalar
    /// bounds): `min(max(x, lo), hi)`. When `lo > hi` every element is `hi`; a NaN element stays
    /// NaN; a NaN bound makes every element NaN.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<f32, shape![4]>::from([-2.0, 0.5, 3.0, f32::NAN]);
    /// let c = t.clamp(0.0, 1.0);
    /// assert_eq!(&c.to_vec()[..3], &[0.0, 0.5, 1.0]);
    /// assert!(c.get([3]).unwrap().is_nan());
    /// assert_eq!(t.clamp(2.0, 1.0).to_vec()[..3], [1.0, 1.0, 1.0]); // lo > hi: hi
    /// assert!(t.clamp(f32::NAN, 1.0).to_vec().iter().all(|x| x.is_nan()));
    /// ```
    ///
    /// # Panics
    ///
    /// When a heap result cannot be allocated (never for inline tensors).
    #[track_caller]
    #[inline]
    pub fn clamp(&self, lo: T, hi: T) -> TensorBase<T, S, M::Owned>
    where
        T: PartialOrd + Clone,
    {
        self.map(|x| clamp_elem(x, &lo, &hi))
    }

    /// [`clamp`](Self::clamp) that returns the error instead of panicking (`clamp_min` and
    /// `clamp_max` are `try_clamp` with one bound at ±infinity or the type's limit, or
    /// [`try_map`](Self::try_map)).
    ///
    /// # Errors
    ///
    /// As [`try_map`](Self::try_map): only when a heap result cannot be allocated.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![-5, 0, 5], &[3]).unwrap();
    /// assert_eq!(t.try_clamp(-1, 1).unwrap().to_vec(), vec![-1, 0, 1]);
    /// ```
    #[cfg(feature = "alloc")]
    #[inline]
    pub fn try_clamp(&self, lo: T, hi: T) -> Result<TensorBase<T, S, M::Owned>, crate::ShapeError>
    where
        T: PartialOrd + Clone,
    {
        self.try_map(|x| clamp_elem(x, &lo, &hi))
    }

    /// Every element at least `lo` (PyTorch's `torch.clamp_min` / `clamp(x, min=lo)`): a NaN
    /// element stays NaN, a NaN bound makes every element NaN.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![3]>::from([-5, 0, 5]);
    /// assert_eq!(t.clamp_min(0).to_vec(), vec![0, 0, 5]);
    /// ```
    ///
    /// # Panics
    ///
    /// When a heap result cannot be allocated (never for inline tensors).
    #[track_caller]
    #[inline]
    pub fn clamp_min(&self, lo: T) -> TensorBase<T, S, M::Owned>
    where
        T: PartialOrd + Clone,
    {
        self.map(|x| clamp_one(x, &lo, at_least))
    }

    /// Every element at most `hi` (PyTorch's `torch.clamp_max` / `clamp(x, max=hi)`): a NaN
    /// element stays NaN, a NaN bound makes every element NaN.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![3]>::from([-5, 0, 5]);
    /// assert_eq!(t.clamp_max(0).to_vec(), vec![-5, 0, 0]);
    /// ```
    ///
    /// # Panics
    ///
    /// When a heap result cannot be allocated (never for inline tensors).
    #[track_caller]
    #[inline]
    pub fn clamp_max(&self, hi: T) -> TensorBase<T, S, M::Owned>
    where
        T: PartialOrd + Clone,
    {
        self.map(|x| clamp_one(x, &hi, at_most))
    }

    /// [`clamp`](Self::clamp) with tensor bounds (PyTorch's `torch.clamp(x, min_t, max_t)`):
    /// `self`, `lo` and `hi` broadcast together (folded left to right), and each element is
    /// `min(max(x, lo), hi)` with the same rules (`lo > hi` gives `hi`; a NaN element or a NaN
    /// bound gives NaN). An illegal static triple does not compile.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = Tensor::<i32, shape![2, 3]>::from([[-9, 0, 9], [-9, 0, 9]]);
    /// let lo = Tensor::<i32, shape![2, 1]>::from_array([[-1], [5]]);
    /// let hi = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    /// let c: Tensor<i32, shape![2, 3]> = x.clamp_tensor(&lo, &hi);
    /// assert_eq!(c.to_vec(), vec![-1, 0, 3, 1, 2, 3]); // row 1: lo > hi, so hi
    /// ```
    ///
    /// # Panics
    ///
    /// When run-time sizes do not broadcast (PyTorch's text; see
    /// [`try_clamp_tensor`](Self::try_clamp_tensor)), or a heap result cannot be allocated.
    #[track_caller]
    #[inline]
    pub fn clamp_tensor<R1, R2>(&self, lo: &R1, hi: &R2) -> Zip3Output<T, T, S, M, R1, R2>
    where
        T: PartialOrd + Clone,
        R1: Operand<Elem = T>,
        R2: Operand<Elem = T>,
        S: BroadcastsWith<R1::Shape>,
        BcShape<S, R1::Shape>: BroadcastsWith<R2::Shape>,
        Joined<Joined<M::Owned, R1::Kind>, R2::Kind>: ResultKind<T>,
    {
        type Bd<T, K> = <K as ResultKind<T>>::Build;
        type K3<M, R1, R2> = Joined<Joined<M, <R1 as Operand>::Kind>, <R2 as Operand>::Kind>;
        self.zip_map3_with::<R1, R2, T, Bd<T, K3<M::Owned, R1, R2>>>(lo, hi, clamp_elem::<T>)
    }

    /// [`clamp_tensor`](Self::clamp_tensor) that returns the error instead of panicking.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let x = DynTensor::from_vec(vec![1.0f32, 2.0, 3.0], &[3]).unwrap();
    /// let lo = DynTensor::scalar(1.5f32);
    /// let hi = DynTensor::from_vec(vec![2.5f32, 2.5], &[2]).unwrap();
    /// assert_eq!(
    ///     x.try_clamp_tensor(&lo, &hi).unwrap_err().to_string(),
    ///     "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0"
    /// );
    /// let hi = DynTensor::scalar(2.5f32);
    /// assert_eq!(x.try_clamp_tensor(&lo, &hi).unwrap().to_vec(), vec![1.5, 2.0, 2.5]);
    /// ```
    ///
    /// # Errors
    ///
    /// PyTorch's broadcast error when run-time sizes do not broadcast; an overflow or
    /// allocation error when the result is too large.
    #[cfg(feature = "alloc")]
    pub fn try_clamp_tensor<R1, R2>(
        &self,
        lo: &R1,
        hi: &R2,
    ) -> Result<Zip3Output<T, T, S, M, R1, R2>, crate::ShapeError>
    where
        T: PartialOrd + Clone,
        R1: Operand<Elem = T>,
        R2: Operand<Elem = T>,
        S: BroadcastsWith<R1::Shape>,
        BcShape<S, R1::Shape>: BroadcastsWith<R2::Shape>,
    {
        self.try_zip_map3(lo, hi, clamp_elem::<T>)
    }
}
