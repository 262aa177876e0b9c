//! `map`, `zip_map` and in-place `zip_apply`: every element-wise operation runs through these.
//!
//! Each dispatches once on the operands' storage: owned inline tensors run the shapes' own
//! nested loops (constant trip counts, no run-time layout, no failure path); everything else runs
//! the shared strided kernels, which are generic over the element type and the operation but not
//! over the shapes.

use super::failure::{Failure, fail};
use super::operand::Operand;
use crate::shape::{BcShape, Broadcast, BroadcastsWith, FitsInto, Shape};
use crate::tensor::{Build, Fresh, Inline, Kind, Storage, StorageMut, TensorBase};
#[cfg(shaped_opt_size)]
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
            return TensorBase::from_buf(<M::Owned as ArrayPaths>::map::<T, U, S, M, Bd>(
                &self.buf, f,
            ));
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
            return TensorBase::from_buf(<M::Owned as ArrayPaths>::map_same::<T, S, M, Bd>(
                &self.buf, f,
            ));
        }
        // Built for size, an inline result of a view: the same loops on a copy (see
        // `build::array_or_copy`), updated in place. Not compiled otherwise: its array types
        // would be named for every storage.
        #[cfg(shaped_opt_size)]
        if Bd::COPIES
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
            return TensorBase::from_buf(<M::Owned as ArrayPaths>::zip::<
                T,
                R::Elem,
                U,
                S,
                R::Shape,
                M,
                R::Storage,
                R::Kind,
                Bd,
            >(&self.buf, &r.buf, f));
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
            return TensorBase::from_buf(<M::Owned as ArrayPaths>::zip_same::<
                T,
                S,
                R::Shape,
                M,
                R::Storage,
                R::Kind,
                Bd,
            >(&self.buf, &r.buf, f));
        }
        // Built for size (see `build.rs`), an inline result of views: the same loops on copies.
        // Not compiled otherwise: its array types would be named for every storage.
        #[cfg(shaped_opt_size)]
        if Bd::COPIES {
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

/// The loops of the element-wise operations over owned inline arrays, reached through the
/// owned kind of each operand and called only when both are owned arrays (a constant
/// condition). [`Inline`] runs the shapes' own nested loops; [`Heap`](crate::tensor::Heap)
/// has none. So an operation between owned heap tensors never names a nested array type, nor
/// a function over one: rustc evaluates the constants of every function a body names, in a branch that a
/// constant rules out too, and for a static shape with no element and large other sizes the
/// array type of a row can be too big to exist, or to evaluate anything about.
#[doc(hidden)]
pub trait ArrayPaths {
    /// `f` over the owned inline array of `M`, built as `Bd` says.
    fn map<T, U, S: Shape, M: Storage<T, S>, Bd: Build<U>>(
        a: &M::Buf,
        f: impl FnMut(&T) -> U,
    ) -> <Self as Kind>::Data<U, S>
    where
        Self: Kind;
    /// [`map`](Self::map) with [`Build::map_same`].
    fn map_same<T, S: Shape, M: Storage<T, S>, Bd: Build<T>>(
        a: &M::Buf,
        f: impl FnMut(&T) -> T,
    ) -> <Self as Kind>::Data<T, S>
    where
        Self: Kind;
    /// `f` over the pairs of the owned inline arrays of `MA` (this kind) and `MB` (of kind
    /// `KB`) broadcast together, built as `Bd` says.
    #[allow(clippy::type_complexity)] // the joined kind's buffer, spelled out
    fn zip<
        A,
        B,
        U,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<A, SA>,
        MB: Storage<B, SB>,
        KB: Kind,
        Bd: Build<U>,
    >(
        a: &MA::Buf,
        b: &MB::Buf,
        f: impl FnMut(&A, &B) -> U,
    ) -> <<Self as Kind>::Join<KB> as Kind>::Data<U, SA::Output>
    where
        Self: Kind;
    /// [`zip`](Self::zip) once the left operand is known to be inline: dispatched on the right
    /// operand's kind (this kind).
    fn zip_right<
        A,
        B,
        U,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<A, SA>,
        MB: Storage<B, SB>,
        Bd: Build<U>,
    >(
        a: &MA::Buf,
        b: &MB::Buf,
        f: impl FnMut(&A, &B) -> U,
    ) -> <Self as Kind>::Data<U, SA::Output>
    where
        Self: Kind;
    /// [`zip`](Self::zip) with [`Build::zip_same`].
    #[allow(clippy::type_complexity)] // the joined kind's buffer, spelled out
    fn zip_same<
        T,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<T, SA>,
        MB: Storage<T, SB>,
        KB: Kind,
        Bd: Build<T>,
    >(
        a: &MA::Buf,
        b: &MB::Buf,
        f: impl FnMut(&T, &T) -> T,
    ) -> <<Self as Kind>::Join<KB> as Kind>::Data<T, SA::Output>
    where
        Self: Kind;
    /// [`zip_same`](Self::zip_same) dispatched on the right operand's kind (this kind).
    fn zip_same_right<
        T,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<T, SA>,
        MB: Storage<T, SB>,
        Bd: Build<T>,
    >(
        a: &MA::Buf,
        b: &MB::Buf,
        f: impl FnMut(&T, &T) -> T,
    ) -> <Self as Kind>::Data<T, SA::Output>
    where
        Self: Kind;
}

impl ArrayPaths for Inline {
    #[inline(always)]
    fn map<T, U, S: Shape, M: Storage<T, S>, Bd: Build<U>>(
        a: &M::Buf,
        f: impl FnMut(&T) -> U,
    ) -> S::Array<U> {
        let Ok(a) = M::as_array(a) else { not_inline() };
        Bd::map::<S, T>(a, f)
    }
    #[inline(always)]
    fn map_same<T, S: Shape, M: Storage<T, S>, Bd: Build<T>>(
        a: &M::Buf,
        f: impl FnMut(&T) -> T,
    ) -> S::Array<T> {
        let Ok(a) = M::as_array(a) else { not_inline() };
        Bd::map_same::<S>(a, f)
    }
    #[inline(always)]
    fn zip<
        A,
        B,
        U,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<A, SA>,
        MB: Storage<B, SB>,
        KB: Kind,
        Bd: Build<U>,
    >(
        a: &MA::Buf,
        b: &MB::Buf,
        f: impl FnMut(&A, &B) -> U,
    ) -> KB::Data<U, SA::Output> {
        KB::zip_right::<A, B, U, SA, SB, MA, MB, Bd>(a, b, f)
    }
    #[inline(always)]
    fn zip_right<
        A,
        B,
        U,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<A, SA>,
        MB: Storage<B, SB>,
        Bd: Build<U>,
    >(
        a: &MA::Buf,
        b: &MB::Buf,
        f: impl FnMut(&A, &B) -> U,
    ) -> <SA::Output as Shape>::Array<U> {
        let (Ok(a), Ok(b)) = (MA::as_array(a), MB::as_array(b)) else {
            not_inline()
        };
        Bd::zip::<SA, SB, A, B>(a, b, f)
    }
    #[inline(always)]
    fn zip_same<
        T,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<T, SA>,
        MB: Storage<T, SB>,
        KB: Kind,
        Bd: Build<T>,
    >(
        a: &MA::Buf,
        b: &MB::Buf,
        f: impl FnMut(&T, &T) -> T,
    ) -> KB::Data<T, SA::Output> {
        KB::zip_same_right::<T, SA, SB, MA, MB, Bd>(a, b, f)
    }
    #[inline(always)]
    fn zip_same_right<
        T,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<T, SA>,
        MB: Storage<T, SB>,
        Bd: Build<T>,
    >(
        a: &MA::Buf,
        b: &MB::Buf,
        f: impl FnMut(&T, &T) -> T,
    ) -> <SA::Output as Shape>::Array<T> {
        let (Ok(a), Ok(b)) = (MA::as_array(a), MB::as_array(b)) else {
            not_inline()
        };
        Bd::zip_same::<SA, SB>(a, b, f)
    }
}

/// Never called: heap tensors are not inline arrays.
#[cfg(feature = "alloc")]
impl ArrayPaths for crate::tensor::Heap {
    #[inline(always)]
    fn map<T, U, S: Shape, M: Storage<T, S>, Bd: Build<U>>(
        _a: &M::Buf,
        _f: impl FnMut(&T) -> U,
    ) -> crate::tensor::HeapBuf<U, S> {
        not_inline()
    }
    #[inline(always)]
    fn map_same<T, S: Shape, M: Storage<T, S>, Bd: Build<T>>(
        _a: &M::Buf,
        _f: impl FnMut(&T) -> T,
    ) -> crate::tensor::HeapBuf<T, S> {
        not_inline()
    }
    #[inline(always)]
    fn zip<
        A,
        B,
        U,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<A, SA>,
        MB: Storage<B, SB>,
        KB: Kind,
        Bd: Build<U>,
    >(
        _a: &MA::Buf,
        _b: &MB::Buf,
        _f: impl FnMut(&A, &B) -> U,
    ) -> crate::tensor::HeapBuf<U, SA::Output> {
        not_inline()
    }
    #[inline(always)]
    fn zip_right<
        A,
        B,
        U,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<A, SA>,
        MB: Storage<B, SB>,
        Bd: Build<U>,
    >(
        _a: &MA::Buf,
        _b: &MB::Buf,
        _f: impl FnMut(&A, &B) -> U,
    ) -> crate::tensor::HeapBuf<U, SA::Output> {
        not_inline()
    }
    #[inline(always)]
    fn zip_same<
        T,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<T, SA>,
        MB: Storage<T, SB>,
        KB: Kind,
        Bd: Build<T>,
    >(
        _a: &MA::Buf,
        _b: &MB::Buf,
        _f: impl FnMut(&T, &T) -> T,
    ) -> crate::tensor::HeapBuf<T, SA::Output> {
        not_inline()
    }
    #[inline(always)]
    fn zip_same_right<
        T,
        SA: Broadcast<SB>,
        SB: Shape,
        MA: Storage<T, SA>,
        MB: Storage<T, SB>,
        Bd: Build<T>,
    >(
        _a: &MA::Buf,
        _b: &MB::Buf,
        _f: impl FnMut(&T, &T) -> T,
    ) -> crate::tensor::HeapBuf<T, SA::Output> {
        not_inline()
    }
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use crate::{HeapTensor, shape};

    /// Built optimised too (CI runs the library's tests in a release build): the heap
    /// instantiations of the operators must not name the rows' array types, which for these
    /// shapes are too big to lay out (`[u8; 2^62]`) or to evaluate anything about.
    #[test]
    fn empty_heap_shapes_with_large_rows_build_and_stay_empty() {
        let a = HeapTensor::<u8, shape![0, 1025, 1026, 1027, 1028, 1029]>::zeros();
        let r = &(&a + &a) * &a;
        assert_eq!(r.numel(), 0);
        let a = HeapTensor::<u8, shape![0, 262144, 1048576]>::zeros();
        let row = HeapTensor::<u8, shape![1048576]>::zeros();
        assert_eq!((&(&a + &row) - &a).numel(), 0);
        let a = HeapTensor::<u8, shape![0, 4611686018427387904]>::zeros();
        assert_eq!(a.map(|x| u16::from(*x)).numel(), 0);
        assert_eq!(
            a.zip_map(&a, |x, y| x == y).shape(),
            &[0, 4611686018427387904]
        );
    }
}
