//! The buffers behind heap tensors and views. Only this module builds them, so an owned tensor
//! can never carry a layout other than the row-major one its sizes give.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

#[cfg(feature = "alloc")]
use crate::kernel::StridedMut;
#[cfg(feature = "alloc")]
use crate::shape::Extents;
use crate::shape::Shape;

/// The buffer of an owned heap tensor: its elements, row-major, and the shape's
/// [`Extents`](crate::shape::Extents) (nothing for fully static shapes).
#[cfg(feature = "alloc")]
pub struct HeapBuf<T, S: Shape> {
    data: Vec<T>,
    extents: S::Extents,
}

#[cfg(feature = "alloc")]
impl<T, S: Shape> HeapBuf<T, S> {
    /// Row-major `data` with sizes `index` (validated by the caller: the product is `data.len()`).
    #[inline]
    pub(crate) fn new(mut data: Vec<T>, index: S::Index) -> Self {
        debug_assert_eq!(
            crate::layout::checked_numel(index.as_ref()),
            Some(data.len())
        );
        if data.capacity() == 0 {
            // An empty buffer still gets an address of its own, so that storage identity
            // (`shares_storage_with`) tells two empty tensors apart. Best effort: without
            // memory it stays unallocated.
            let _ = data.try_reserve_exact(1);
        }
        HeapBuf {
            data,
            extents: S::extents(index),
        }
    }
    #[inline(always)]
    pub(crate) fn data(&self) -> &[T] {
        &self.data
    }
    #[inline(always)]
    pub(crate) fn data_mut(&mut self) -> &mut [T] {
        &mut self.data
    }
    #[inline(always)]
    pub(crate) fn dims(&self) -> &[usize] {
        self.extents.dims()
    }
    #[inline(always)]
    pub(crate) fn strides(&self) -> &[isize] {
        self.extents.strides()
    }
    #[inline(always)]
    pub(crate) fn index(&self) -> S::Index {
        self.extents.index()
    }
    #[inline(always)]
    pub(crate) fn strided_mut(&mut self) -> StridedMut<'_, T> {
        StridedMut {
            data: &mut self.data,
            dims: self.extents.dims(),
            strides: self.extents.strides(),
            offset: 0,
        }
    }
    /// The elements, row-major.
    #[inline]
    pub(crate) fn into_vec(self) -> Vec<T> {
        self.data
    }
}

#[cfg(feature = "alloc")]
impl<T: Clone, S: Shape> Clone for HeapBuf<T, S> {
    fn clone(&self) -> Self {
        HeapBuf {
            data: self.data.clone(),
            extents: self.extents.clone(),
        }
    }
}

/// The buffer of a read-only view: the borrowed elements and a strided layout over them.
pub struct ViewBuf<'a, T, S: Shape> {
    pub(crate) data: &'a [T],
    pub(crate) dims: S::Index,
    pub(crate) strides: S::Strides,
    pub(crate) offset: usize,
}

impl<'a, T, S: Shape> ViewBuf<'a, T, S> {
    /// A view of `data` with the given layout (checked by the caller to stay inside `data`).
    #[inline]
    pub(crate) fn new(data: &'a [T], dims: S::Index, strides: S::Strides, offset: usize) -> Self {
        ViewBuf {
            data,
            dims,
            strides,
            offset,
        }
    }
}

impl<T, S: Shape> Clone for ViewBuf<'_, T, S> {
    fn clone(&self) -> Self {
        ViewBuf {
            data: self.data,
            dims: self.dims.clone(),
            strides: self.strides.clone(),
            offset: self.offset,
        }
    }
}

/// Read-only views of tuple shapes are `Copy` (a slice and two arrays), so a static view can
/// start several view chains.
impl<T, S: Shape> Copy for ViewBuf<'_, T, S>
where
    S::Index: Copy,
    S::Strides: Copy,
{
}

/// The buffer of a mutable view: the borrowed elements and a strided layout over them in which
/// no two positions share an element.
pub struct ViewMutBuf<'a, T, S: Shape> {
    pub(crate) data: &'a mut [T],
    pub(crate) dims: S::Index,
    pub(crate) strides: S::Strides,
    pub(crate) offset: usize,
}

impl<'a, T, S: Shape> ViewMutBuf<'a, T, S> {
    /// A mutable view of `data` with the given layout (checked by the caller to stay inside
    /// `data` and not to alias).
    #[inline]
    pub(crate) fn new(
        data: &'a mut [T],
        dims: S::Index,
        strides: S::Strides,
        offset: usize,
    ) -> Self {
        ViewMutBuf {
            data,
            dims,
            strides,
            offset,
        }
    }
}
