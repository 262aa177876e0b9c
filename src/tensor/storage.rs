//! Where a tensor's elements live: inline arrays, the heap, or borrowed from another tensor.

use core::marker::PhantomData;

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

use crate::shape::{ArrayShape, Shape};

/// Inline storage: the elements are a nested array inside the tensor (`[[T; 3]; 2]`), with no
/// heap and no allocator. For fully static shapes; the default of [`Tensor`](crate::Tensor).
///
/// Pick it for small shapes and for `no_std` targets without an allocator. The tensor lives where
/// you put it (often the stack), so keep large shapes on the heap with [`Heap`].
///
/// ```
/// use shaped::{shape, Tensor};
/// let t: Tensor<f32, shape![2, 3]> = Tensor::zeros();
/// // The elements plus the layout (sizes, strides, offset); nothing on the heap.
/// assert_eq!(core::mem::size_of_val(&t), 6 * 4 + 5 * core::mem::size_of::<usize>());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Inline;

/// Heap storage: a `Vec<T>`. Any size, any shape (required for `Dyn` dimensions and
/// [`DynShape`](crate::DynShape)); with the same static shape checks as [`Inline`].
///
/// ```
/// use shaped::{shape, HeapTensor};
/// let big = HeapTensor::<f64, shape![1000, 1000]>::zeros();
/// assert_eq!(big.numel(), 1_000_000);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Heap;

/// A read-only view borrowing the elements of a tensor whose storage is `M` (for `'a`).
///
/// Views may alias elements (an `expand`ed view reads one element many times), so they are
/// read-only by type.
#[derive(Debug)]
pub struct View<'a, M = Inline>(PhantomData<&'a M>);

/// A mutable view borrowing the elements of a tensor whose storage is `M` (for `'a`). Every
/// element of a mutable view is a distinct memory location.
#[derive(Debug)]
pub struct ViewMut<'a, M = Inline>(PhantomData<&'a mut M>);

/// A storage kind for elements `T` of a tensor of shape `S`.
///
/// ```
/// use shaped::{shape, tensor::{Storage, Inline}};
/// fn elements<M: Storage<i32, shape![2]>>(buf: &M::Buf) -> &[i32] { M::slice(buf) }
/// assert_eq!(elements::<Inline>(&[1, 2]), &[1, 2]);
/// ```
pub trait Storage<T, S: Shape> {
    /// What the tensor holds: the array, the `Vec`, or the borrowed slice.
    type Buf;
    /// The owning storage kind that results of operations on this tensor use.
    type Owned;
    /// All elements the buffer can reach.
    fn slice(buf: &Self::Buf) -> &[T];
}

/// A storage kind whose elements can be written.
pub trait StorageMut<T, S: Shape>: Storage<T, S> {
    /// All elements the buffer can reach, mutably.
    fn slice_mut(buf: &mut Self::Buf) -> &mut [T];
}

/// An owning storage kind that can be built element by element (row-major).
pub trait OwnedStorage<T, S: Shape>: Storage<T, S> {
    /// Builds a buffer of `numel` elements from `fill`.
    fn build(dims: &S::Index, numel: usize, fill: impl Fill<T>) -> Self::Buf;
}

/// A source of the elements of a new row-major buffer: by position (inline arrays) or by whole
/// runs (heap buffers, where the kernel's fast paths apply).
pub trait Fill<T>: Sized {
    /// The element at row-major position `i` (called once for each `i` in order).
    fn at(&mut self, i: usize) -> T;
    /// Every element as the nested array of the static shape `S`.
    #[inline]
    fn inline<S: ArrayShape>(mut self) -> S::Array<T> {
        S::array_from_fn(|i| self.at(i))
    }
    /// Appends every element to `out`, in order.
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<T>);
}

/// The owned storage of an operation's result on operands with storage kinds `Self` and `Rhs`:
/// inline when both are inline, the heap otherwise.
pub trait Join<Rhs> {
    /// The joined storage kind.
    type Out;
}
impl Join<Inline> for Inline {
    type Out = Inline;
}
impl Join<Heap> for Inline {
    type Out = Heap;
}
impl Join<Inline> for Heap {
    type Out = Heap;
}
impl Join<Heap> for Heap {
    type Out = Heap;
}

impl<T, S: ArrayShape> Storage<T, S> for Inline {
    type Buf = S::Array<T>;
    type Owned = Inline;
    #[inline]
    fn slice(buf: &S::Array<T>) -> &[T] {
        S::flat(buf)
    }
}
impl<T, S: ArrayShape> StorageMut<T, S> for Inline {
    #[inline]
    fn slice_mut(buf: &mut S::Array<T>) -> &mut [T] {
        S::flat_mut(buf)
    }
}
impl<T, S: ArrayShape> OwnedStorage<T, S> for Inline {
    #[inline]
    fn build(_dims: &S::Index, _numel: usize, fill: impl Fill<T>) -> S::Array<T> {
        fill.inline::<S>()
    }
}

#[cfg(feature = "alloc")]
impl<T, S: Shape> Storage<T, S> for Heap {
    type Buf = Vec<T>;
    type Owned = Heap;
    #[inline]
    fn slice(buf: &Vec<T>) -> &[T] {
        buf
    }
}
#[cfg(feature = "alloc")]
impl<T, S: Shape> StorageMut<T, S> for Heap {
    #[inline]
    fn slice_mut(buf: &mut Vec<T>) -> &mut [T] {
        buf
    }
}
#[cfg(feature = "alloc")]
impl<T, S: Shape> OwnedStorage<T, S> for Heap {
    #[inline]
    fn build(_dims: &S::Index, numel: usize, fill: impl Fill<T>) -> Vec<T> {
        let mut out = Vec::with_capacity(numel);
        fill.extend(&mut out);
        out
    }
}

impl<'a, T: 'a, S: Shape, M: 'a> Storage<T, S> for View<'a, M> {
    type Buf = &'a [T];
    type Owned = M;
    #[inline]
    fn slice<'b>(buf: &'b &'a [T]) -> &'b [T] {
        buf
    }
}
impl<'a, T: 'a, S: Shape, M: 'a> Storage<T, S> for ViewMut<'a, M> {
    type Buf = &'a mut [T];
    type Owned = M;
    #[inline]
    fn slice<'b>(buf: &'b &'a mut [T]) -> &'b [T] {
        buf
    }
}
impl<'a, T: 'a, S: Shape, M: 'a> StorageMut<T, S> for ViewMut<'a, M> {
    #[inline]
    fn slice_mut<'b>(buf: &'b mut &'a mut [T]) -> &'b mut [T] {
        buf
    }
}
