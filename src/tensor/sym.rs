//! Tensors with symbolic dimensions ([`Sym`](crate::shape::Sym)): constructors that take the
//! sizes as values (a [`SymSize`](crate::shape::SymSize) per branded dimension), and `try_as`,
//! the checked conversion between shapes that brands a tensor with run-time sizes.

use alloc::vec::Vec;

use num_traits::{One, Zero};

use super::base::TensorBase;
use super::buffers::{HeapBuf, ViewBuf, ViewMutBuf};
use super::construct::checked_index;
use super::storage::{Heap, Kind, Storage, View, ViewMut};
use crate::ShapeError;
use crate::ops::Operand;
use crate::shape::{CatAlong, Shape, Sizes, SizesFor, TupleShape};

/// **Creating** heap tensors from sizes given as values ([`SizesFor`]): the run-time sizes
/// alone, in order (a [`SymSize`](crate::shape::SymSize) for each symbolic dimension, a `usize`
/// for each [`Dyn`](crate::Dyn) one), the static sizes coming from the shape type; or one value
/// per dimension, with [`Const::new()`](crate::Const::new) for each static one, from which the
/// shape is read (`(SymSize<batch>, Const<3>)` makes `(Sym<batch>, Const<3>)`).
///
/// ```
/// use shaped::prelude::*;
/// use shaped::shape::{Sym, SymSize};
/// shaped::brand!(struct samples;);
/// let n = SymSize::<samples>::bind(2)?;
/// let x = HeapTensor::from_fn_sym((n, Const::<3>::new()), |i| i as f32);
/// let w = HeapTensor::<f32, (Sym<samples>, Const<1>)>::full_sym(n, 0.5);
/// assert_eq!((&x * &w).to_vec(), vec![0.0, 0.5, 1.0, 1.5, 2.0, 2.5]);
/// # Ok::<(), shaped::ShapeError>(())
/// ```
impl<T, S: TupleShape> TensorBase<T, S, Heap> {
    /// A tensor of the sizes `sizes` whose element at row-major position `i` is `f(i)`, or the
    /// error.
    ///
    /// # Errors
    ///
    /// [`ShapeError::Overflow`] when the sizes multiply past `isize::MAX` (or the buffer's bytes
    /// past `usize::MAX`), [`ShapeError::OutOfMemory`] when the allocator refuses the buffer.
    pub fn try_from_fn_sym<Z: SizesFor<S, F>, F>(
        sizes: Z,
        f: impl FnMut(usize) -> T,
    ) -> Result<Self, ShapeError> {
        Self::try_from_index_fn(sizes.index_for(), f)
    }

    /// A tensor of the sizes `sizes` whose element at row-major position `i` is `f(i)`.
    ///
    /// # Panics
    ///
    /// Where [`try_from_fn_sym`](Self::try_from_fn_sym) fails: sizes whose product overflows,
    /// or a buffer the allocator refuses.
    #[track_caller]
    pub fn from_fn_sym<Z: SizesFor<S, F>, F>(sizes: Z, f: impl FnMut(usize) -> T) -> Self {
        crate::ops::or_panic(Self::try_from_fn_sym(sizes, f))
    }

    /// A tensor of the sizes `sizes` with every element `value` (panics as
    /// [`from_fn_sym`](Self::from_fn_sym)).
    #[track_caller]
    pub fn full_sym<Z: SizesFor<S, F>, F>(sizes: Z, value: T) -> Self
    where
        T: Clone,
    {
        Self::from_fn_sym(sizes, |_| value.clone())
    }

    /// A tensor of zeros of the sizes `sizes` (panics as [`from_fn_sym`](Self::from_fn_sym)).
    #[track_caller]
    pub fn zeros_sym<Z: SizesFor<S, F>, F>(sizes: Z) -> Self
    where
        T: Zero,
    {
        Self::from_fn_sym(sizes, |_| T::zero())
    }

    /// A tensor of zeros of the sizes `sizes`, or the error (as
    /// [`try_from_fn_sym`](Self::try_from_fn_sym)).
    ///
    /// # Errors
    ///
    /// As [`try_from_fn_sym`](Self::try_from_fn_sym).
    pub fn try_zeros_sym<Z: SizesFor<S, F>, F>(sizes: Z) -> Result<Self, ShapeError>
    where
        T: Zero,
    {
        Self::try_from_fn_sym(sizes, |_| T::zero())
    }

    /// A tensor of ones of the sizes `sizes` (panics as [`from_fn_sym`](Self::from_fn_sym)).
    #[track_caller]
    pub fn ones_sym<Z: SizesFor<S, F>, F>(sizes: Z) -> Self
    where
        T: One,
    {
        Self::from_fn_sym(sizes, |_| T::one())
    }

    /// A tensor of the sizes `sizes` holding `data` in row-major order (no copy).
    ///
    /// # Errors
    ///
    /// [`ShapeError::InvalidShape`] when `data.len()` is not the product of the sizes
    /// (`shape '[4, 3]' is invalid for input of size 10`), [`ShapeError::Overflow`] when that
    /// product overflows.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// shaped::brand!(struct points;);
    /// let n = shaped::shape::SymSize::<points>::bind(4)?;
    /// let err = HeapTensor::from_vec_sym(vec![0.0f32; 10], (n, Const::<3>::new())).unwrap_err();
    /// assert_eq!(err.to_string(), "shape '[4, 3]' is invalid for input of size 10");
    /// # Ok::<(), shaped::ShapeError>(())
    /// ```
    pub fn from_vec_sym<Z: SizesFor<S, F>, F>(data: Vec<T>, sizes: Z) -> Result<Self, ShapeError> {
        Self::from_vec_index(data, sizes.index_for())
    }
}

/// **Converting** between shape types by checking the run-time sizes once: the way from `Dyn`
/// sizes to symbolic ones ([`Sym`](crate::shape::Sym)), and back.
impl<T, S: Shape> TensorBase<T, S, Heap> {
    /// The same tensor (no copy) with the shape type `S2`, when its sizes fit `S2`: the rank,
    /// every static size, and for each `Sym<B>` dimension the number `B` is bound to.
    ///
    /// # Errors
    ///
    /// [`ShapeError::SizeMismatch`] (`expected shape [4, 3], but got [5, 3]`, the expected size
    /// of a symbolic dimension being its bound number), [`ShapeError::RankMismatch`], or
    /// [`ShapeError::TooManyDims`].
    ///
    /// ```
    /// use shaped::prelude::*;
    /// use shaped::shape::{Sym, SymSize};
    /// shaped::brand!(struct batch;);
    /// let b = SymSize::<batch>::bind(4)?;
    /// let d = HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![1.0; 15], &[5, 3])?;
    /// let err = d.try_as::<(Sym<batch>, Const<3>)>().unwrap_err();
    /// assert_eq!(err.to_string(), "expected shape [4, 3], but got [5, 3]");
    /// let ok = HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![1.0; 12], &[4, 3])?;
    /// let x = ok.try_as::<(Sym<batch>, Const<3>)>()?;
    /// let y = HeapTensor::<f32, (Sym<batch>, Const<3>)>::ones_sym((b, Const::new()));
    /// assert_eq!((&x + &y).to_vec(), vec![2.0; 12]);
    /// # Ok::<(), shaped::ShapeError>(())
    /// ```
    pub fn try_as<S2: Shape>(self) -> Result<TensorBase<T, S2, Heap>, ShapeError> {
        let index = checked_index::<S2>(self.shape())?;
        Ok(TensorBase::from_buf(HeapBuf::new(self.into_vec(), index)))
    }

    /// The same tensor (no copy) with the shape of the sizes `sizes`, when its sizes are those:
    /// the way into a shape with a scoped size ([`with_size`](crate::with_size)), whose number
    /// only its token holds. Takes the same sizes as the `_sym` constructors.
    ///
    /// # Errors
    ///
    /// [`ShapeError::SizeMismatch`] (`expected shape [4, 3], but got [5, 3]`) or
    /// [`ShapeError::RankMismatch`].
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let d = DynTensor::<f32>::ones(&[4, 3]);
    /// let total = shaped::with_size(d.shape()[0], |b| {
    ///     let x = d.try_as_sym((b, Const::<3>::new()))?; // `(Sym<Scoped<'_>>, Const<3>)`
    ///     Ok::<f32, ShapeError>((&x + &x.mean::<0>()).sum_all())
    /// })?;
    /// assert_eq!(total, 24.0);
    /// # Ok::<(), shaped::ShapeError>(())
    /// ```
    pub fn try_as_sym<Z: Sizes>(
        self,
        sizes: Z,
    ) -> Result<TensorBase<T, Z::Shape, Heap>, ShapeError> {
        let index = sized_index(self.shape(), sizes)?;
        Ok(TensorBase::from_buf(HeapBuf::new(self.into_vec(), index)))
    }
}

/// The sizes `sizes` as an index, when they are `dims`.
fn sized_index<Z: Sizes>(
    dims: &[usize],
    sizes: Z,
) -> Result<<Z::Shape as Shape>::Index, ShapeError> {
    let index = sizes.index();
    let want = index.as_ref();
    if want.len() != dims.len() {
        return Err(ShapeError::RankMismatch {
            expected: want.len(),
            got: dims.len(),
        });
    }
    if want != dims {
        return Err(ShapeError::SizeMismatch {
            expected: want.to_vec(),
            got: dims.to_vec(),
        });
    }
    Ok(index)
}

/// **Converting** a view between shape types by checking the run-time sizes once (as the heap
/// tensor's [`try_as`](TensorBase::try_as)).
impl<'a, T: 'a, S: Shape, K: Kind> TensorBase<T, S, View<'a, K>> {
    /// The same view with the shape type `S2`, when its sizes fit `S2` (as the heap tensor's
    /// [`try_as`](TensorBase::try_as)).
    ///
    /// # Errors
    ///
    /// As the heap tensor's [`try_as`](TensorBase::try_as).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// use shaped::shape::Sym;
    /// shaped::brand!(struct rows;);
    /// shaped::shape::SymSize::<rows>::bind(3)?;
    /// let d = DynTensor::from_vec((0..6).collect::<Vec<i32>>(), &[2, 3])?;
    /// // `t()` makes the 3 rows the first dimension.
    /// let v = d.try_view_as::<shape![Dyn, Dyn]>()?.t().try_as::<(Sym<rows>, Dyn)>()?;
    /// assert_eq!(v.shape(), &[3, 2]);
    /// # Ok::<(), shaped::ShapeError>(())
    /// ```
    pub fn try_as<S2: Shape>(self) -> Result<TensorBase<T, S2, View<'a, K>>, ShapeError> {
        let dims = checked_index::<S2>(self.shape())?;
        self.retyped(dims)
    }

    /// The same view with the shape of the sizes `sizes`, when its sizes are those (as the heap
    /// tensor's [`try_as_sym`](TensorBase::try_as_sym)).
    ///
    /// # Errors
    ///
    /// As the heap tensor's [`try_as_sym`](TensorBase::try_as_sym).
    pub fn try_as_sym<Z: Sizes>(
        self,
        sizes: Z,
    ) -> Result<TensorBase<T, Z::Shape, View<'a, K>>, ShapeError> {
        let dims = sized_index(self.shape(), sizes)?;
        self.retyped(dims)
    }

    /// The view with the shape type `S2` of sizes `dims` (checked: the view's own sizes).
    fn retyped<S2: Shape>(
        self,
        dims: S2::Index,
    ) -> Result<TensorBase<T, S2, View<'a, K>>, ShapeError> {
        let mut strides = S2::zero_strides(&dims);
        strides.as_mut().copy_from_slice(self.stride());
        let ViewBuf { data, offset, .. } = self.buf;
        Ok(TensorBase::from_buf(ViewBuf::new(
            data, dims, strides, offset,
        )))
    }
}

/// **Converting** a mutable view between shape types by checking the run-time sizes once.
impl<'a, T: 'a, S: Shape, K: Kind> TensorBase<T, S, ViewMut<'a, K>> {
    /// The same mutable view with the shape type `S2`, when its sizes fit `S2` (as the heap
    /// tensor's [`try_as`](TensorBase::try_as)).
    ///
    /// # Errors
    ///
    /// As the heap tensor's [`try_as`](TensorBase::try_as).
    pub fn try_as<S2: Shape>(self) -> Result<TensorBase<T, S2, ViewMut<'a, K>>, ShapeError> {
        let dims = checked_index::<S2>(self.shape())?;
        self.retyped(dims)
    }

    /// The same mutable view with the shape of the sizes `sizes`, when its sizes are those (as
    /// the heap tensor's [`try_as_sym`](TensorBase::try_as_sym)).
    ///
    /// # Errors
    ///
    /// As the heap tensor's [`try_as_sym`](TensorBase::try_as_sym).
    pub fn try_as_sym<Z: Sizes>(
        self,
        sizes: Z,
    ) -> Result<TensorBase<T, Z::Shape, ViewMut<'a, K>>, ShapeError> {
        let dims = sized_index(self.shape(), sizes)?;
        self.retyped(dims)
    }

    /// The mutable view with the shape type `S2` of sizes `dims` (checked: the view's own sizes).
    fn retyped<S2: Shape>(
        self,
        dims: S2::Index,
    ) -> Result<TensorBase<T, S2, ViewMut<'a, K>>, ShapeError> {
        let mut strides = S2::zero_strides(&dims);
        strides.as_mut().copy_from_slice(self.stride());
        let ViewMutBuf { data, offset, .. } = self.buf;
        Ok(TensorBase::from_buf(ViewMutBuf::new(
            data, dims, strides, offset,
        )))
    }
}

/// **Joining** two tensors along an axis whose sizes need not be known to the compiler (a
/// symbolic or `Dyn` axis): the other sizes must be the same type on both sides, so only the
/// joined axis gets a new size, a [`Dyn`](crate::Dyn) one (brand it with `try_as` if needed).
impl<T: Clone, S: TupleShape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// `self` and `other` (a tensor or view, or a reference to one) joined along `AXIS`
    /// (PyTorch's `torch.cat((a, b), AXIS)`), on the heap, or the error.
    ///
    /// # Errors
    ///
    /// [`ShapeError::Overflow`] or [`ShapeError::OutOfMemory`] when the result is too large
    /// to exist or to allocate. The sizes outside `AXIS` are checked by the compiler
    /// ([`CatAlong`]).
    #[allow(clippy::type_complexity)] // the joined shape, spelled where it is computed
    pub fn try_cat_dyn<const AXIS: usize, O>(
        &self,
        other: O,
    ) -> Result<TensorBase<T, <S as CatAlong<AXIS, O::Shape>>::Output, Heap>, ShapeError>
    where
        O: Operand<Elem = T>,
        S: CatAlong<AXIS, O::Shape>,
    {
        let joined = super::join::cat(&[&self.as_dyn(), &other.tensor().as_dyn()], AXIS as isize)?;
        joined.try_as()
    }

    /// `self` and `other` joined along `AXIS`; the joined axis becomes `Dyn`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// shaped::brand! {
    ///     struct old;
    ///     struct new;
    /// }
    /// let a = HeapTensor::<i32, (Sym<old>, Const<2>)>::zeros_sym((SymSize::bind(2)?, Const::new()));
    /// let b = HeapTensor::<i32, (Sym<new>, Const<2>)>::ones_sym((SymSize::bind(1)?, Const::new()));
    /// let c: HeapTensor<i32, (Dyn, Const<2>)> = a.cat_dyn::<0, _>(&b);
    /// assert_eq!(c.to_vec(), vec![0, 0, 0, 0, 1, 1]);
    /// # Ok::<(), shaped::ShapeError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// Only when the result cannot be allocated (see [`try_cat_dyn`](Self::try_cat_dyn)).
    #[track_caller]
    pub fn cat_dyn<const AXIS: usize, O>(
        &self,
        other: O,
    ) -> TensorBase<T, <S as CatAlong<AXIS, O::Shape>>::Output, Heap>
    where
        O: Operand<Elem = T>,
        S: CatAlong<AXIS, O::Shape>,
    {
        crate::ops::or_panic(self.try_cat_dyn::<AXIS, O>(other))
    }
}
