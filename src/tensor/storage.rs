//! Where a tensor's elements live: inline arrays, the heap, or borrowed from another tensor.

use core::marker::PhantomData;

#[cfg(feature = "alloc")]
use super::buffers::HeapBuf;
use super::buffers::{ViewBuf, ViewMutBuf};
use super::fill::{Fill, Src, map_strided, zip_strided};
use crate::kernel::{Failure, Strided, StridedMut};
use crate::shape::{Broadcast, Shape};

/// Inline storage: the tensor *is* its nested array (`[[T; 3]; 2]`), with no heap, no allocator
/// and no layout fields — sizes and strides are constants of the shape type. For fully static
/// shapes; the default of [`Tensor`](crate::Tensor).
///
/// Pick it for small shapes and for `no_std` targets without an allocator. The tensor lives where
/// you put it (often the stack), so keep large shapes on the heap with [`Heap`].
///
/// ```
/// use shaped::{shape, Tensor};
/// let t: Tensor<f32, shape![2, 3]> = Tensor::zeros();
/// // Just the elements.
/// assert_eq!(core::mem::size_of_val(&t), 6 * 4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Inline;

/// Heap storage: a `Vec<T>`, plus the sizes when the shape has run-time sizes. Any size, any
/// shape (required for `Dyn` dimensions and [`DynShape`](crate::DynShape)); with the same static
/// shape checks as [`Inline`]. A heap tensor of a fully static shape is just its `Vec`.
///
/// ```
/// use shaped::{shape, HeapTensor};
/// let big = HeapTensor::<f64, shape![1000, 1000]>::zeros();
/// assert_eq!(big.numel(), 1_000_000);
/// assert_eq!(core::mem::size_of_val(&big), core::mem::size_of::<Vec<f64>>());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Heap;

/// A read-only view borrowing the elements of a tensor whose owned kind is `K` (for `'a`);
/// results computed from it are owned by `K`.
///
/// Views may alias elements (an `expand`ed view reads one element many times), so they are
/// read-only by type.
#[derive(Debug)]
pub struct View<'a, K = Inline>(PhantomData<&'a K>);

/// A mutable view borrowing the elements of a tensor whose owned kind is `K` (for `'a`). Every
/// element of a mutable view is a distinct memory location.
#[derive(Debug)]
pub struct ViewMut<'a, K = Inline>(PhantomData<&'a mut K>);

/// A storage kind for elements `T` of a tensor of shape `S`: what the tensor holds and how to
/// read its layout.
///
/// ```
/// use shaped::{shape, tensor::{Storage, Inline}};
/// fn elements<M: Storage<i32, shape![2]>>(buf: &M::Buf) -> &[i32] { M::data(buf) }
/// assert_eq!(elements::<Inline>(&[1, 2]), &[1, 2]);
/// assert_eq!(<Inline as Storage<i32, shape![2, 3]>>::strides(&[[0; 3]; 2]), &[3, 1]);
/// ```
pub trait Storage<T, S: Shape> {
    /// What the tensor holds: the array, the heap buffer, or the borrowed slice and layout.
    type Buf;
    /// The owning storage kind that results of operations on this tensor use.
    type Owned: Kind;
    /// All elements the buffer can reach.
    fn data(buf: &Self::Buf) -> &[T];
    /// The sizes.
    fn dims(buf: &Self::Buf) -> &[usize];
    /// The strides, in elements.
    fn strides(buf: &Self::Buf) -> &[isize];
    /// The position of the first element in [`data`](Self::data).
    fn offset(buf: &Self::Buf) -> usize;
    /// The sizes as the shape's index.
    fn index(buf: &Self::Buf) -> S::Index;
    /// The nested array, when the buffer is one (owned inline tensors).
    #[doc(hidden)]
    #[inline(always)]
    fn as_array(_buf: &Self::Buf) -> Option<&S::Array<T>> {
        None
    }
}

/// A storage kind whose elements can be written.
pub trait StorageMut<T, S: Shape>: Storage<T, S> {
    /// All elements the buffer can reach, mutably.
    fn data_mut(buf: &mut Self::Buf) -> &mut [T];
    /// The elements, mutably, with the layout.
    #[doc(hidden)]
    fn strided_mut(buf: &mut Self::Buf) -> StridedMut<'_, T>;
    /// The nested array, mutably, when the buffer is one (owned inline tensors).
    #[doc(hidden)]
    #[inline(always)]
    fn as_array_mut(_buf: &mut Self::Buf) -> Option<&mut S::Array<T>> {
        None
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Inline {}
    impl Sealed for super::Heap {}
}

/// An owning storage kind: [`Inline`] or [`Heap`]. Its buffer for elements `T` and shape `S` is
/// [`Kind::Data`], and [`Kind::Join`] is the kind of a result computed from operands of two
/// kinds (inline only when both are inline).
///
/// Every owned kind stores every shape, so generic code over owned tensors needs no storage
/// bound beyond the shape relation it uses.
///
/// ```
/// use shaped::{shape, tensor::{Heap, Inline, Kind}};
/// let _: <Inline as Kind>::Data<f32, shape![2, 3]> = [[0.0; 3]; 2];
/// fn same<A, B>(_: core::marker::PhantomData<(A, B)>) where A: Kind<Join<B> = Heap>, B: Kind {}
/// same::<Inline, Heap>(core::marker::PhantomData);
/// ```
pub trait Kind: sealed::Sealed + Sized + Send + Sync + 'static {
    /// The buffer of an owned tensor of elements `T` and shape `S`.
    type Data<T, S: Shape>;
    /// The kind of results computed from operands of kinds `Self` and `K`.
    type Join<K: Kind>: Kind;

    /// All elements.
    #[doc(hidden)]
    fn data<T, S: Shape>(d: &Self::Data<T, S>) -> &[T];
    /// All elements, mutably.
    #[doc(hidden)]
    fn data_mut<T, S: Shape>(d: &mut Self::Data<T, S>) -> &mut [T];
    /// The sizes.
    #[doc(hidden)]
    fn dims<T, S: Shape>(d: &Self::Data<T, S>) -> &[usize];
    /// The row-major strides.
    #[doc(hidden)]
    fn strides<T, S: Shape>(d: &Self::Data<T, S>) -> &[isize];
    /// The sizes as the shape's index.
    #[doc(hidden)]
    fn index<T, S: Shape>(d: &Self::Data<T, S>) -> S::Index;
    /// The elements, mutably, with the layout.
    #[doc(hidden)]
    fn strided_mut<T, S: Shape>(d: &mut Self::Data<T, S>) -> StridedMut<'_, T>;
    /// The nested array, when the buffer is one.
    #[doc(hidden)]
    fn as_array<T, S: Shape>(d: &Self::Data<T, S>) -> Option<&S::Array<T>>;
    /// The nested array, mutably, when the buffer is one.
    #[doc(hidden)]
    fn as_array_mut<T, S: Shape>(d: &mut Self::Data<T, S>) -> Option<&mut S::Array<T>>;
    /// A row-major buffer of sizes `index` (already validated, `numel` elements) from `fill`.
    #[doc(hidden)]
    fn build<T, S: Shape>(
        index: S::Index,
        numel: usize,
        fill: impl Fill<T>,
    ) -> Result<Self::Data<T, S>, Failure>;
    /// `f` over the pairs of elements of `a` and `b` broadcast together.
    #[doc(hidden)]
    #[inline]
    fn zip<A, B, U, SA: Broadcast<SB>, SB: Shape>(
        a: Src<'_, A, SA>,
        b: Src<'_, B, SB>,
        f: impl FnMut(&A, &B) -> U,
    ) -> Result<Self::Data<U, SA::Output>, Failure> {
        zip_strided::<Self, A, B, U, SA, SB>(a.strided, b.strided, f)
    }
    /// `f` over the elements of `a`.
    #[doc(hidden)]
    #[inline]
    fn map<A, U, S: Shape>(
        a: Src<'_, A, S>,
        index: S::Index,
        f: impl FnMut(&A) -> U,
    ) -> Result<Self::Data<U, S>, Failure> {
        map_strided::<Self, A, U, S>(a.strided, index, f)
    }
}

impl Kind for Inline {
    type Data<T, S: Shape> = S::Array<T>;
    type Join<K: Kind> = K;

    #[inline(always)]
    fn data<T, S: Shape>(d: &S::Array<T>) -> &[T] {
        S::flat(d)
    }
    #[inline(always)]
    fn data_mut<T, S: Shape>(d: &mut S::Array<T>) -> &mut [T] {
        S::flat_mut(d)
    }
    #[inline(always)]
    fn dims<T, S: Shape>(_d: &S::Array<T>) -> &[usize] {
        S::FIXED_DIMS
    }
    #[inline(always)]
    fn strides<T, S: Shape>(_d: &S::Array<T>) -> &[isize] {
        S::FIXED_STRIDES
    }
    #[inline(always)]
    fn index<T, S: Shape>(_d: &S::Array<T>) -> S::Index {
        S::fixed_index()
    }
    #[inline(always)]
    fn strided_mut<T, S: Shape>(d: &mut S::Array<T>) -> StridedMut<'_, T> {
        StridedMut {
            data: S::flat_mut(d),
            dims: S::FIXED_DIMS,
            strides: S::FIXED_STRIDES,
            offset: 0,
        }
    }
    #[inline(always)]
    fn as_array<T, S: Shape>(d: &S::Array<T>) -> Option<&S::Array<T>> {
        Some(d)
    }
    #[inline(always)]
    fn as_array_mut<T, S: Shape>(d: &mut S::Array<T>) -> Option<&mut S::Array<T>> {
        Some(d)
    }
    #[inline]
    fn build<T, S: Shape>(
        _index: S::Index,
        _numel: usize,
        mut fill: impl Fill<T>,
    ) -> Result<S::Array<T>, Failure> {
        // Inline tensors have fully static shapes; `None` (a run-time size) cannot happen.
        S::try_array_from_fn(|i| fill.at(i)).ok_or(Failure::Broadcast)
    }
    #[inline(always)]
    fn zip<A, B, U, SA: Broadcast<SB>, SB: Shape>(
        a: Src<'_, A, SA>,
        b: Src<'_, B, SB>,
        f: impl FnMut(&A, &B) -> U,
    ) -> Result<<SA::Output as Shape>::Array<U>, Failure> {
        match (a.array, b.array) {
            // Both operands are owned inline tensors: the shapes' own loops.
            (Some(x), Some(y)) => Ok(SA::zip_arrays(x, y, f)),
            _ => zip_strided::<Self, A, B, U, SA, SB>(a.strided, b.strided, f),
        }
    }
    #[inline(always)]
    fn map<A, U, S: Shape>(
        a: Src<'_, A, S>,
        index: S::Index,
        f: impl FnMut(&A) -> U,
    ) -> Result<S::Array<U>, Failure> {
        match a.array {
            Some(x) => Ok(S::map_array(x, f)),
            None => map_strided::<Self, A, U, S>(a.strided, index, f),
        }
    }
}

#[cfg(feature = "alloc")]
impl Kind for Heap {
    type Data<T, S: Shape> = HeapBuf<T, S>;
    type Join<K: Kind> = Heap;

    #[inline(always)]
    fn data<T, S: Shape>(d: &HeapBuf<T, S>) -> &[T] {
        d.data()
    }
    #[inline(always)]
    fn data_mut<T, S: Shape>(d: &mut HeapBuf<T, S>) -> &mut [T] {
        d.data_mut()
    }
    #[inline(always)]
    fn dims<T, S: Shape>(d: &HeapBuf<T, S>) -> &[usize] {
        d.dims()
    }
    #[inline(always)]
    fn strides<T, S: Shape>(d: &HeapBuf<T, S>) -> &[isize] {
        d.strides()
    }
    #[inline(always)]
    fn index<T, S: Shape>(d: &HeapBuf<T, S>) -> S::Index {
        d.index()
    }
    #[inline(always)]
    fn strided_mut<T, S: Shape>(d: &mut HeapBuf<T, S>) -> StridedMut<'_, T> {
        d.strided_mut()
    }
    #[inline(always)]
    fn as_array<T, S: Shape>(_d: &HeapBuf<T, S>) -> Option<&S::Array<T>> {
        None
    }
    #[inline(always)]
    fn as_array_mut<T, S: Shape>(_d: &mut HeapBuf<T, S>) -> Option<&mut S::Array<T>> {
        None
    }
    #[inline]
    fn build<T, S: Shape>(
        index: S::Index,
        numel: usize,
        fill: impl Fill<T>,
    ) -> Result<HeapBuf<T, S>, Failure> {
        let mut data = alloc::vec::Vec::new();
        data.try_reserve_exact(numel).map_err(|_| Failure::Alloc {
            bytes: numel.saturating_mul(core::mem::size_of::<T>()),
        })?;
        fill.extend(&mut data);
        Ok(HeapBuf::new(data, index))
    }
}

impl<T, S: Shape, K: Kind> Storage<T, S> for K {
    type Buf = K::Data<T, S>;
    type Owned = K;
    #[inline(always)]
    fn data(buf: &Self::Buf) -> &[T] {
        K::data::<T, S>(buf)
    }
    #[inline(always)]
    fn dims(buf: &Self::Buf) -> &[usize] {
        K::dims::<T, S>(buf)
    }
    #[inline(always)]
    fn strides(buf: &Self::Buf) -> &[isize] {
        K::strides::<T, S>(buf)
    }
    #[inline(always)]
    fn offset(_buf: &Self::Buf) -> usize {
        0
    }
    #[inline(always)]
    fn index(buf: &Self::Buf) -> S::Index {
        K::index::<T, S>(buf)
    }
    #[inline(always)]
    fn as_array(buf: &Self::Buf) -> Option<&S::Array<T>> {
        K::as_array::<T, S>(buf)
    }
}

impl<T, S: Shape, K: Kind> StorageMut<T, S> for K {
    #[inline(always)]
    fn data_mut(buf: &mut Self::Buf) -> &mut [T] {
        K::data_mut::<T, S>(buf)
    }
    #[inline(always)]
    fn strided_mut(buf: &mut Self::Buf) -> StridedMut<'_, T> {
        K::strided_mut::<T, S>(buf)
    }
    #[inline(always)]
    fn as_array_mut(buf: &mut Self::Buf) -> Option<&mut S::Array<T>> {
        K::as_array_mut::<T, S>(buf)
    }
}

impl<'a, T: 'a, S: Shape, K: Kind> Storage<T, S> for View<'a, K> {
    type Buf = ViewBuf<'a, T, S>;
    type Owned = K;
    #[inline(always)]
    fn data(buf: &Self::Buf) -> &[T] {
        buf.data
    }
    #[inline(always)]
    fn dims(buf: &Self::Buf) -> &[usize] {
        buf.dims.as_ref()
    }
    #[inline(always)]
    fn strides(buf: &Self::Buf) -> &[isize] {
        buf.strides.as_ref()
    }
    #[inline(always)]
    fn offset(buf: &Self::Buf) -> usize {
        buf.offset
    }
    #[inline(always)]
    fn index(buf: &Self::Buf) -> S::Index {
        buf.dims.clone()
    }
}

impl<'a, T: 'a, S: Shape, K: Kind> Storage<T, S> for ViewMut<'a, K> {
    type Buf = ViewMutBuf<'a, T, S>;
    type Owned = K;
    #[inline(always)]
    fn data(buf: &Self::Buf) -> &[T] {
        buf.data
    }
    #[inline(always)]
    fn dims(buf: &Self::Buf) -> &[usize] {
        buf.dims.as_ref()
    }
    #[inline(always)]
    fn strides(buf: &Self::Buf) -> &[isize] {
        buf.strides.as_ref()
    }
    #[inline(always)]
    fn offset(buf: &Self::Buf) -> usize {
        buf.offset
    }
    #[inline(always)]
    fn index(buf: &Self::Buf) -> S::Index {
        buf.dims.clone()
    }
}

impl<'a, T: 'a, S: Shape, K: Kind> StorageMut<T, S> for ViewMut<'a, K> {
    #[inline(always)]
    fn data_mut(buf: &mut Self::Buf) -> &mut [T] {
        buf.data
    }
    #[inline(always)]
    fn strided_mut(buf: &mut Self::Buf) -> StridedMut<'_, T> {
        StridedMut {
            data: buf.data,
            dims: buf.dims.as_ref(),
            strides: buf.strides.as_ref(),
            offset: buf.offset,
        }
    }
}

/// The layout every storage reads through.
#[inline(always)]
pub(crate) fn strided<T, S: Shape, M: Storage<T, S>>(buf: &M::Buf) -> Strided<'_, T> {
    Strided {
        data: M::data(buf),
        dims: M::dims(buf),
        strides: M::strides(buf),
        offset: M::offset(buf),
    }
}
