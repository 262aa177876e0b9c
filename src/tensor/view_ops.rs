//! Where view operations start: [`ViewSource`], implemented for a borrowed tensor of any kind
//! (the result borrows it) and for the two view types taken by value (the result is the same
//! kind of view, for the same borrow). The operations themselves are the provided methods of
//! [`StaticViews`](super::StaticViews) (tuple shapes, checked by type) and
//! [`DynViews`](super::DynViews) (run-time shapes, checked when they run).
//!
//! Consuming the view is what makes chains one expression: `x.view_mut().try_narrow(0, 1, 2)?
//! .try_transpose(0, 1)?` moves each intermediate view into the next, so nothing borrows a
//! temporary, and a chain can be built in a loop by reassigning one variable.

use super::CopyFill;
use super::base::TensorBase;
use super::buffers::{ViewBuf, ViewMutBuf};
use super::storage::{Kind, Storage, View, ViewMut};
use crate::kernel::{Failure, Strided};
use crate::shape::Shape;

mod sealed {
    /// Only this crate implements [`ViewSource`](super::ViewSource).
    pub trait Sealed {}
    /// The proof that a layout was built by this crate's checked view operations.
    pub struct Token(pub(crate) ());
}
use sealed::Token;

/// The token the crate's view operations pass to [`ViewSource`]'s layout constructors.
pub(crate) const TOKEN: Token = Token(());

impl<T, S: Shape, M: Storage<T, S>> sealed::Sealed for &TensorBase<T, S, M> {}
impl<'a, T: 'a, S: Shape, K: Kind> sealed::Sealed for TensorBase<T, S, View<'a, K>> {}
impl<'a, T: 'a, S: Shape, K: Kind> sealed::Sealed for TensorBase<T, S, ViewMut<'a, K>> {}

/// A tensor view operations can start from, and what they return.
///
/// | source | view ops return ([`Out`](Self::Out)) | the source afterwards |
/// |---|---|---|
/// | `&TensorBase<T, S, M>` (any tensor, borrowed) | [`TensorView`](crate::TensorView) | still usable |
/// | [`TensorView`](crate::TensorView) (by value) | [`TensorView`](crate::TensorView) | moved into the result |
/// | [`TensorViewMut`](crate::TensorViewMut) (by value) | [`TensorViewMut`](crate::TensorViewMut) | moved into the result |
///
/// So `x.transpose(0, 1)` on an owned `x` borrows it (method calls borrow automatically), a view
/// chain moves its view along, and a mutable chain starts with `view_mut()`. (Rust accepts
/// `+=` only on a place, so write through a chain with `let mut part = chain; part += &y;`, or
/// `AddAssign::add_assign(&mut chain, &y)`, or a method such as `fill_with`/`assign` called on
/// the chain directly.) Operations that make
/// positions share an element (`expand`, `broadcast_to`, `as_strided`) always return read-only
/// views. To keep a view and also derive another from it, derive from a reborrow:
/// `v.view().transpose(0, 1)` (or `(&v).transpose(0, 1)`).
///
/// ```
/// use shaped::prelude::*;
/// let mut x = DynTensor::<i32>::zeros(&[3, 4]);
/// // A mutable chain in one expression: rows 1..3, transposed, plus a column.
/// let y = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
/// let mut part = x.view_mut().narrow(0, 1, 2).transpose(0, 1);
/// part += &y;
/// assert_eq!(x.to_vec(), vec![0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
/// // A chain built in a loop.
/// let mut v = x.view();
/// for _ in 0..3 {
///     v = v.unsqueeze(0);
/// }
/// assert_eq!(v.shape(), &[1, 1, 1, 3, 4]);
/// ```
pub trait ViewSource<'a>: sealed::Sealed + Sized {
    /// The element type.
    type Elem: 'a;
    /// The source's shape type.
    type Shape: Shape;
    /// The owning storage kind of tensors computed from this one.
    type Owned: Kind;
    /// The view of shape `S2` that view operations return: read-only for a borrowed tensor or a
    /// read-only view, mutable for a mutable view.
    type Out<S2: Shape>;

    /// The sizes, strides and storage offset.
    #[doc(hidden)]
    fn layout(&self) -> (&[usize], &[isize], usize);
    /// The sizes and strides as the shape's own types.
    #[doc(hidden)]
    fn layout_index(
        &self,
    ) -> (
        <Self::Shape as Shape>::Index,
        <Self::Shape as Shape>::Strides,
    );
    /// Every element the borrowed storage holds.
    #[doc(hidden)]
    fn storage(&self) -> &[Self::Elem];
    /// The same elements with another layout (validated by the caller), keeping mutability.
    #[doc(hidden)]
    fn relaid<S2: Shape>(
        self,
        _: Token,
        dims: S2::Index,
        strides: S2::Strides,
        offset: usize,
    ) -> Self::Out<S2>;
    /// The same elements with another layout, read-only (for layouts that may alias).
    #[doc(hidden)]
    fn relaid_ref<S2: Shape>(
        self,
        token: Token,
        dims: S2::Index,
        strides: S2::Strides,
        offset: usize,
    ) -> TensorBase<Self::Elem, S2, View<'a, Self::Owned>>;
}

/// The read-only view of shape `S2` that aliasing operations (`expand`, `broadcast_to`,
/// `as_strided`) return for the source `X`, whatever its access.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::tensor::ReadOnlyView;
/// let t = Tensor::<i32, shape![3]>::from([1, 2, 3]);
/// let e: ReadOnlyView<'_, &Tensor<i32, shape![3]>, shape![2, 3]> = t.expand::<shape![2, 3]>();
/// assert_eq!(e.stride(), &[0, 1]);
/// ```
pub type ReadOnlyView<'a, X, S2> =
    TensorBase<<X as ViewSource<'a>>::Elem, S2, View<'a, <X as ViewSource<'a>>::Owned>>;

impl<'a, T: 'a, S: Shape, M: Storage<T, S>> ViewSource<'a> for &'a TensorBase<T, S, M> {
    type Elem = T;
    type Shape = S;
    type Owned = M::Owned;
    type Out<S2: Shape> = TensorBase<T, S2, View<'a, M::Owned>>;

    #[inline]
    fn layout(&self) -> (&[usize], &[isize], usize) {
        (self.shape(), self.stride(), self.storage_offset())
    }
    #[inline]
    fn layout_index(&self) -> (S::Index, S::Strides) {
        (self.dims(), self.strides_index())
    }
    #[inline]
    fn storage(&self) -> &[T] {
        M::data(&self.buf)
    }
    #[inline]
    fn relaid<S2: Shape>(
        self,
        _: Token,
        dims: S2::Index,
        strides: S2::Strides,
        offset: usize,
    ) -> Self::Out<S2> {
        self.relaid_ref(TOKEN, dims, strides, offset)
    }
    #[inline]
    fn relaid_ref<S2: Shape>(
        self,
        _: Token,
        dims: S2::Index,
        strides: S2::Strides,
        offset: usize,
    ) -> TensorBase<T, S2, View<'a, M::Owned>> {
        TensorBase::from_buf(ViewBuf::new(M::data(&self.buf), dims, strides, offset))
    }
}

impl<'a, T: 'a, S: Shape, K: Kind> ViewSource<'a> for TensorBase<T, S, View<'a, K>> {
    type Elem = T;
    type Shape = S;
    type Owned = K;
    type Out<S2: Shape> = TensorBase<T, S2, View<'a, K>>;

    #[inline]
    fn layout(&self) -> (&[usize], &[isize], usize) {
        (self.shape(), self.stride(), self.storage_offset())
    }
    #[inline]
    fn layout_index(&self) -> (S::Index, S::Strides) {
        (self.buf.dims.clone(), self.buf.strides.clone())
    }
    #[inline]
    fn storage(&self) -> &[T] {
        self.buf.data
    }
    #[inline]
    fn relaid<S2: Shape>(
        self,
        _: Token,
        dims: S2::Index,
        strides: S2::Strides,
        offset: usize,
    ) -> Self::Out<S2> {
        self.relaid_ref(TOKEN, dims, strides, offset)
    }
    #[inline]
    fn relaid_ref<S2: Shape>(
        self,
        _: Token,
        dims: S2::Index,
        strides: S2::Strides,
        offset: usize,
    ) -> TensorBase<T, S2, View<'a, K>> {
        TensorBase::from_buf(ViewBuf::new(self.buf.data, dims, strides, offset))
    }
}

impl<'a, T: 'a, S: Shape, K: Kind> ViewSource<'a> for TensorBase<T, S, ViewMut<'a, K>> {
    type Elem = T;
    type Shape = S;
    type Owned = K;
    type Out<S2: Shape> = TensorBase<T, S2, ViewMut<'a, K>>;

    #[inline]
    fn layout(&self) -> (&[usize], &[isize], usize) {
        (self.shape(), self.stride(), self.storage_offset())
    }
    #[inline]
    fn layout_index(&self) -> (S::Index, S::Strides) {
        (self.buf.dims.clone(), self.buf.strides.clone())
    }
    #[inline]
    fn storage(&self) -> &[T] {
        self.buf.data
    }
    #[inline]
    fn relaid<S2: Shape>(
        self,
        _: Token,
        dims: S2::Index,
        strides: S2::Strides,
        offset: usize,
    ) -> Self::Out<S2> {
        TensorBase::from_buf(ViewMutBuf::new(self.buf.data, dims, strides, offset))
    }
    #[inline]
    fn relaid_ref<S2: Shape>(
        self,
        _: Token,
        dims: S2::Index,
        strides: S2::Strides,
        offset: usize,
    ) -> TensorBase<T, S2, View<'a, K>> {
        let data: &'a [T] = self.buf.data;
        TensorBase::from_buf(ViewBuf::new(data, dims, strides, offset))
    }
}

/// The elements of `src` as a row-major tensor of sizes `index` (`numel` elements, as many as
/// `src` has) and shape type `S2`, owned by the source's kind.
#[allow(clippy::type_complexity)]
pub(crate) fn copied<'a, X: ViewSource<'a>, S2: Shape>(
    src: &X,
    index: S2::Index,
    numel: usize,
) -> Result<TensorBase<X::Elem, S2, X::Owned>, Failure>
where
    X::Elem: Clone,
{
    let (dims, strides, offset) = src.layout();
    let strided = Strided {
        data: src.storage(),
        dims,
        strides,
        offset,
    };
    TensorBase::try_build(index, numel, CopyFill::new(strided))
}
