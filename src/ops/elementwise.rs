//! `map`, `zip_map` and in-place `zip_apply`: every element-wise operation runs through these.
//!
//! Each dispatches once on the operands' storage: owned inline tensors run the shapes' own
//! nested loops (constant trip counts, no run-time layout, no failure path); everything else runs
//! the shared strided kernels, which are generic over the element type and the operation but not
//! over the shapes.

use super::failure::{Failure, fail};
use super::operand::Operand;
use crate::shape::{BcShape, BroadcastsWith, FitsInto, Shape};
use crate::tensor::{Build, Fresh, Kind, Storage, StorageMut, TensorBase};
use crate::tensor::{array_first, array_or_copy};

/// The owned storage kind of a result computed from operands of kinds `A` and `B`.
pub type Joined<A, B> = <A as Kind>::Join<B>;

/// The result (elements `U`) of `zip_map` on a tensor with elements `T`, shape `S` and storage
/// `M`, and an operand `R`: the broadcast shape, inline when both sides are inline.
pub type ZipOutput<T, U, S, M, R> = TensorBase<
    U,
    BcShape<S, <R as Operand>::Shape>,
    Joined<<M as Storage<T, S>>::Owned, <R as Operand>::Kind>,
>;

/// **Element-wise** with any function: `map`, `zip_map` and their `try_` forms.
impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// A new tensor of the same shape with `f` applied to every element (row-major result).
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
    /// let doubled = t.map(|x| f64::from(*x) * 2.0);
    /// assert_eq!(doubled.to_vec(), vec![2.0, 4.0, 6.0, 8.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// When a heap result cannot be allocated (never for inline tensors).
    #[track_caller]
    #[inline]
    pub fn map<U>(&self, f: impl FnMut(&T) -> U) -> TensorBase<U, S, M::Owned> {
        self.map_with::<U, Fresh>(f)
    }

    /// [`map`](Self::map) with inline results built the way `Bd` says (`Filled` for the
    /// operators, whose element functions have no side effects and give `Copy` values).
    #[track_caller]
    #[inline]
    pub(crate) fn map_with<U, Bd: Build<U>>(
        &self,
        f: impl FnMut(&T) -> U,
    ) -> TensorBase<U, S, M::Owned> {
        // An owned inline tensor (a constant): the shape's own loops, called from here.
        if M::ARRAY {
            let Ok(a) = M::as_array(&self.buf) else {
                not_inline()
            };
            return match M::Owned::from_array::<U, S>(Bd::map::<S, T>(a, f)) {
                Ok(buf) => TensorBase::from_buf(buf),
                Err(failure) => fail(failure.into(), self.shape(), self.shape()),
            };
        }
        match M::map::<M::Owned, U, Bd>(&self.buf, f) {
            Ok(buf) => TensorBase::from_buf(buf),
            Err(failure) => fail(failure, self.shape(), self.shape()),
        }
    }

    /// [`map_with`](Self::map_with) of a function from elements to elements of the same type,
    /// whose inline result starts as a copy of `self` and is updated in place
    /// ([`Build::map_same`]).
    #[track_caller]
    #[inline]
    pub(crate) fn map_same_with<Bd: Build<T>>(
        &self,
        f: impl FnMut(&T) -> T,
    ) -> TensorBase<T, S, M::Owned> {
        if M::ARRAY {
            let Ok(a) = M::as_array(&self.buf) else {
                not_inline()
            };
            return match M::Owned::from_array::<T, S>(Bd::map_same::<S>(a, f)) {
                Ok(buf) => TensorBase::from_buf(buf),
                Err(failure) => fail(failure.into(), self.shape(), self.shape()),
            };
        }
        // Built for size, an inline result of a view: the same loops on a copy (see
        // `build::array_or_copy`), updated in place.
        if cfg!(shaped_opt_size)
            && Bd::COPIES
            && let Some(a) = Bd::copied::<S, M>(&self.buf, None)
        {
            return match M::Owned::from_array::<T, S>(Bd::map_same::<S>(&a, f)) {
                Ok(buf) => TensorBase::from_buf(buf),
                Err(failure) => fail(failure.into(), self.shape(), self.shape()),
            };
        }
        self.map_with::<T, Bd>(f)
    }

    /// [`map`](Self::map) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) (PyTorch's
    /// `DefaultCPUAllocator` text with the byte count) or
    /// [`ShapeError::Overflow`](crate::ShapeError::Overflow) when a heap result cannot be
    /// allocated; nothing else can fail.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
    /// assert_eq!(t.try_map(|x| x * 10).unwrap().to_vec(), vec![10, 20, 30]);
    /// let huge = DynTensor::scalar(0u64);
    /// let huge = huge.expand(&[1 << 20, 1 << 20]);
    /// assert_eq!(
    ///     huge.try_map(|x| x + 1).unwrap_err().to_string(),
    ///     "DefaultCPUAllocator: can't allocate memory: you tried to allocate 8796093022208 bytes."
    /// );
    /// ```
    #[cfg(feature = "alloc")]
    #[inline]
    pub fn try_map<U>(
        &self,
        f: impl FnMut(&T) -> U,
    ) -> Result<TensorBase<U, S, M::Owned>, crate::ShapeError> {
        M::map::<M::Owned, U, Fresh>(&self.buf, f)
            .map(TensorBase::from_buf)
            .map_err(|failure| failure.error(self.shape(), self.shape()))
    }

    /// `f` applied to the pairs of elements of `self` and `rhs` broadcast together.
    ///
    /// The result has the broadcast shape (a type computed by the compiler for static shapes)
    /// and is row-major. Panics, with PyTorch's message, only when run-time sizes (`Dyn`
    /// dimensions or a `DynTensor`) do not broadcast; see [`try_zip_map`](Self::try_zip_map).
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let a: Tensor<i32, shape![4, 1]> = Tensor::from_array([[1], [2], [3], [4]]);
    /// let b: Tensor<i32, shape![3]> = Tensor::from([10, 20, 30]);
    /// let outer: Tensor<i32, shape![4, 3]> = a.zip_map(&b, |x, y| x * y);
    /// assert_eq!(outer.get([3, 2]), Some(&120));
    /// ```
    ///
    /// # Panics
    ///
    /// When run-time sizes do not broadcast, or a heap result cannot be allocated.
    #[track_caller]
    #[inline]
    pub fn zip_map<R, U>(
        &self,
        rhs: &R,
        f: impl FnMut(&T, &R::Elem) -> U,
    ) -> ZipOutput<T, U, S, M, R>
    where
        R: Operand,
        S: BroadcastsWith<R::Shape>,
    {
        self.zip_map_with::<R, U, Fresh>(rhs, f)
    }

    /// [`zip_map`](Self::zip_map) with inline results built the way `Bd` says (`Filled` for
    /// the operators).
    #[track_caller]
    #[inline]
    pub(crate) fn zip_map_with<R, U, Bd: Build<U>>(
        &self,
        rhs: &R,
        f: impl FnMut(&T, &R::Elem) -> U,
    ) -> ZipOutput<T, U, S, M, R>
    where
        R: Operand,
        S: BroadcastsWith<R::Shape>,
    {
        let r = rhs.tensor();
        // Two owned inline tensors (a constant condition): the shapes' own loops, called from
        // here, and nothing below (the dispatch on both storages, the strided kernel) is even
        // instantiated for them.
        if M::ARRAY && <R::Storage as Storage<R::Elem, R::Shape>>::ARRAY {
            let (Ok(a), Ok(b)) = (M::as_array(&self.buf), R::Storage::as_array(&r.buf)) else {
                not_inline()
            };
            let out = Bd::zip::<S, R::Shape, T, R::Elem>(a, b, f);
            return match Joined::<M::Owned, R::Kind>::from_array::<U, BcShape<S, R::Shape>>(out) {
                Ok(buf) => TensorBase::from_buf(buf),
                Err(failure) => fail(failure.into(), self.shape(), r.shape()),
            };
        }
        self.zip_storages::<R, U, Bd>(rhs, f)
    }

    /// [`zip_map_with`](Self::zip_map_with) where the operands are not both owned inline
    /// arrays: the dispatch on both storages, the strided kernel, the panic with the shapes.
    #[track_caller]
    #[inline]
    fn zip_storages<R, U, Bd: Build<U>>(
        &self,
        rhs: &R,
        f: impl FnMut(&T, &R::Elem) -> U,
    ) -> ZipOutput<T, U, S, M, R>
    where
        R: Operand,
        S: BroadcastsWith<R::Shape>,
    {
        let r = rhs.tensor();
        match M::zip::<Joined<M::Owned, R::Kind>, R::Elem, U, R::Shape, R::Storage, Bd>(
            &self.buf, &r.buf, f,
        ) {
            Ok(buf) => TensorBase::from_buf(buf),
            Err(failure) => fail(failure, self.shape(), r.shape()),
        }
    }

    /// [`zip_map_with`](Self::zip_map_with) of a function whose operands and result have one
    /// element type, whose inline result starts as a copy of the operand of its shape and is
    /// updated in place ([`Build::zip_same`]).
    #[track_caller]
    #[inline]
    pub(crate) fn zip_same_with<R, Bd: Build<T>>(
        &self,
        rhs: &R,
        f: impl FnMut(&T, &T) -> T,
    ) -> ZipOutput<T, T, S, M, R>
    where
        R: Operand<Elem = T>,
        S: BroadcastsWith<R::Shape>,
    {
        let r = rhs.tensor();
        if M::ARRAY && <R::Storage as Storage<T, R::Shape>>::ARRAY {
            let (Ok(a), Ok(b)) = (M::as_array(&self.buf), R::Storage::as_array(&r.buf)) else {
                not_inline()
            };
            let out = Bd::zip_same::<S, R::Shape>(a, b, f);
            return match Joined::<M::Owned, R::Kind>::from_array::<T, BcShape<S, R::Shape>>(out) {
                Ok(buf) => TensorBase::from_buf(buf),
                Err(failure) => fail(failure.into(), self.shape(), r.shape()),
            };
        }
        // Built for size (see `build.rs`), an inline result of views: the same loops on copies.
        if cfg!(shaped_opt_size) && Bd::COPIES {
            let (mut ca, mut cb) = (None, None);
            let (fa, fb) = (
                array_first::<T, S, M>(&self.buf),
                array_first::<T, R::Shape, R::Storage>(&r.buf),
            );
            if let (Some(a), Some(b)) = (
                array_or_copy::<T, S, M, Bd>(&self.buf, &mut ca, fb),
                array_or_copy::<T, R::Shape, R::Storage, Bd>(&r.buf, &mut cb, fa),
            ) {
                let out = Bd::zip_same::<S, R::Shape>(a, b, f);
                return match Joined::<M::Owned, R::Kind>::from_array::<T, BcShape<S, R::Shape>>(out)
                {
                    Ok(buf) => TensorBase::from_buf(buf),
                    Err(failure) => fail(failure.into(), self.shape(), r.shape()),
                };
            }
        }
        self.zip_storages::<R, T, Bd>(rhs, f)
    }

    /// [`zip_map`](Self::zip_map) that returns the error instead of panicking.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// use shaped::DynConstructors;
    /// let a = DynTensor::<i32>::zeros(&[3]);
    /// let b = DynTensor::<i32>::zeros(&[4]);
    /// let err = a.try_zip_map(&b, |x, y| x + y).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 0"
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// PyTorch's broadcast error when run-time sizes do not broadcast; an overflow error when
    /// the result has too many elements; an allocation error when the result cannot be
    /// allocated.
    #[cfg(feature = "alloc")]
    pub fn try_zip_map<R, U>(
        &self,
        rhs: &R,
        f: impl FnMut(&T, &R::Elem) -> U,
    ) -> Result<ZipOutput<T, U, S, M, R>, crate::ShapeError>
    where
        R: Operand,
        S: BroadcastsWith<R::Shape>,
    {
        let r = rhs.tensor();
        M::zip::<Joined<M::Owned, R::Kind>, R::Elem, U, R::Shape, R::Storage, Fresh>(
            &self.buf, &r.buf, f,
        )
        .map(TensorBase::from_buf)
        .map_err(|failure| failure.error(self.shape(), r.shape()))
    }
}

/// **In place** with any function: `zip_apply` and `try_zip_apply`.
impl<T, S: Shape, M: StorageMut<T, S>> TensorBase<T, S, M> {
    /// Calls `f(dest, src)` for every element of `self`, with `src` broadcast to `self`'s shape.
    /// `self` keeps its shape: the compiler requires `R::Shape: FitsInto<S>`, and run-time
    /// sizes are checked (panicking with PyTorch's `expand` message; see
    /// [`try_zip_apply`](Self::try_zip_apply)).
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let mut x: Tensor<i32, shape![2, 3]> = Tensor::zeros();
    /// let row: Tensor<i32, shape![3]> = Tensor::from([1, 2, 3]);
    /// x.zip_apply(&row, |d, s| *d += s * 10);
    /// assert_eq!(x.to_vec(), vec![10, 20, 30, 10, 20, 30]);
    /// ```
    ///
    /// # Panics
    ///
    /// When run-time sizes do not fit the destination.
    #[track_caller]
    #[inline]
    pub fn zip_apply<R>(&mut self, src: &R, f: impl FnMut(&mut T, &R::Elem))
    where
        R: Operand,
        R::Shape: FitsInto<S>,
    {
        let s = src.tensor();
        if let Err(failure) = self.apply_core::<_, R::Shape, R::Storage>(s, f) {
            fail(failure, self.shape(), s.shape())
        }
    }

    /// [`zip_apply`](Self::zip_apply) that returns the error instead of panicking; on error
    /// nothing is written.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// use shaped::DynConstructors;
    /// let mut x = DynTensor::<i32>::zeros(&[1, 3, 1]);
    /// let y = DynTensor::<i32>::zeros(&[3, 1, 7]);
    /// assert_eq!(
    ///     x.try_zip_apply(&y, |d, s| *d += s).unwrap_err().to_string(),
    ///     "The expanded size of the tensor (1) must match the existing size (7) at non-singleton \
    ///      dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]"
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// PyTorch's `expand` error when the source's run-time sizes do not fit the destination.
    #[cfg(feature = "alloc")]
    pub fn try_zip_apply<R>(
        &mut self,
        src: &R,
        f: impl FnMut(&mut T, &R::Elem),
    ) -> Result<(), crate::ShapeError>
    where
        R: Operand,
        R::Shape: FitsInto<S>,
    {
        let s = src.tensor();
        self.apply_core::<_, R::Shape, R::Storage>(s, f)
            .map_err(|failure| failure.error(self.shape(), s.shape()))
    }

    #[inline]
    fn apply_core<A, SR, MR>(
        &mut self,
        s: &TensorBase<A, SR, MR>,
        f: impl FnMut(&mut T, &A),
    ) -> Result<(), Failure>
    where
        SR: FitsInto<S>,
        MR: Storage<A, SR>,
    {
        M::apply::<A, SR, MR>(&mut self.buf, &s.buf, f)
    }
}

/// The `Err` arm of [`Storage::as_array`] for a storage whose [`ARRAY`](Storage::ARRAY) is
/// true: never taken, and not even in the generated code, since for those storages (owned
/// inline tensors) the error type is uninhabited (`Result<&Array, Infallible>` is the reference
/// alone, with no variant to test). Generic code cannot see that, so it names this arm; a
/// fallback to the general path there instead would have the compiler instantiate that path
/// for every pair of inline shapes.
#[cold]
#[inline(never)]
#[track_caller]
fn not_inline() -> ! {
    unreachable!("an owned inline tensor is its array")
}
