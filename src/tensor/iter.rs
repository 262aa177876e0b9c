//! Iterators over a tensor's elements in row-major order, whatever its strides: `iter()`,
//! `iter_mut()`, `indexed_iter()` and `IntoIterator` for owned tensors, views and references.

use core::iter::FusedIterator;

use super::base::TensorBase;
#[cfg(feature = "alloc")]
use super::storage::Heap;
use super::storage::{Inline, Kind, Storage, View};
#[cfg(feature = "alloc")]
use super::storage::{StorageMut, ViewMut};
use crate::shape::{Shape, StaticShape};

/// The multi-index that walks a layout in row-major order, with the storage position of the
/// current element.
struct Cursor<S: Shape> {
    dims: S::Index,
    strides: S::Strides,
    index: S::Index,
    at: isize,
    left: usize,
}

impl<S: Shape> Clone for Cursor<S> {
    fn clone(&self) -> Self {
        Cursor {
            dims: self.dims.clone(),
            strides: self.strides.clone(),
            index: self.index.clone(),
            at: self.at,
            left: self.left,
        }
    }
}

impl<S: Shape> core::fmt::Debug for Cursor<S> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("Cursor")
            .field("index", &self.index)
            .field("left", &self.left)
            .finish_non_exhaustive()
    }
}

impl<S: Shape> Cursor<S> {
    fn new(dims: S::Index, strides: S::Strides, offset: usize) -> Self {
        let left = dims.as_ref().iter().product();
        let mut index = dims.clone();
        index.as_mut().fill(0);
        Cursor {
            dims,
            strides,
            index,
            // A tensor's offset fits `isize` (its reachable positions do).
            at: offset as isize,
            left,
        }
    }

    /// The position of the current element, then a step to the next one.
    fn advance(&mut self) -> Option<usize> {
        if self.left == 0 {
            return None;
        }
        let at = usize::try_from(self.at).ok()?;
        self.left -= 1;
        if self.left > 0 {
            let (dims, strides) = (self.dims.as_ref(), self.strides.as_ref());
            let index = self.index.as_mut();
            for k in (0..dims.len()).rev() {
                index[k] += 1;
                self.at = self.at.wrapping_add(strides[k]);
                if index[k] < dims[k] {
                    break;
                }
                self.at = self
                    .at
                    .wrapping_sub(strides[k].wrapping_mul(dims[k] as isize));
                index[k] = 0;
            }
        }
        Some(at)
    }
}

/// The elements of a tensor by reference, in row-major order; from
/// [`TensorBase::iter`] or `for x in &tensor`.
///
/// ```
/// use shaped::DynViews;
/// use shaped::DynTensor;
/// let t = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
/// let v = t.t(); // strides [1, 3]
/// assert_eq!(v.iter().copied().collect::<Vec<_>>(), vec![1, 4, 2, 5, 3, 6]);
/// ```
#[derive(Debug)]
pub struct Iter<'a, T, S: Shape> {
    data: &'a [T],
    cursor: Cursor<S>,
}

impl<T, S: Shape> Clone for Iter<'_, T, S> {
    fn clone(&self) -> Self {
        Iter {
            data: self.data,
            cursor: self.cursor.clone(),
        }
    }
}

impl<'a, T, S: Shape> Iterator for Iter<'a, T, S> {
    type Item = &'a T;

    fn next(&mut self) -> Option<&'a T> {
        let at = self.cursor.advance()?;
        self.data.get(at)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.cursor.left, Some(self.cursor.left))
    }
}

impl<T, S: Shape> ExactSizeIterator for Iter<'_, T, S> {}
impl<T, S: Shape> FusedIterator for Iter<'_, T, S> {}

/// The elements of a tensor with their indices (`S::Index`: `[usize; N]` for static ranks), in
/// row-major order; from [`TensorBase::indexed_iter`].
///
/// ```
/// use shaped::{shape, Tensor};
/// let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
/// let mut it = t.indexed_iter();
/// assert_eq!(it.next(), Some(([0, 0], &1)));
/// assert_eq!(it.last(), Some(([1, 1], &4)));
/// ```
#[derive(Debug)]
pub struct IndexedIter<'a, T, S: Shape> {
    data: &'a [T],
    cursor: Cursor<S>,
}

impl<'a, T, S: Shape> Iterator for IndexedIter<'a, T, S> {
    type Item = (S::Index, &'a T);

    fn next(&mut self) -> Option<Self::Item> {
        if self.cursor.left == 0 {
            return None;
        }
        let index = self.cursor.index.clone();
        let at = self.cursor.advance()?;
        self.data.get(at).map(|x| (index, x))
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.cursor.left, Some(self.cursor.left))
    }
}

impl<T, S: Shape> ExactSizeIterator for IndexedIter<'_, T, S> {}
impl<T, S: Shape> FusedIterator for IndexedIter<'_, T, S> {}

/// Whether walking the layout in row-major order visits strictly increasing positions (each
/// dimension's stride passes everything the inner dimensions reach), so elements can be split
/// off the front of the storage one by one.
fn ascending(dims: &[usize], strides: &[isize]) -> bool {
    if dims.contains(&0) {
        return true;
    }
    let mut reach: isize = 0;
    for (&d, &s) in dims.iter().zip(strides).rev() {
        if d == 1 {
            continue;
        }
        if s <= reach {
            return false;
        }
        // In range: the reachable positions of a tensor fit `isize`.
        reach = reach.wrapping_add(s.wrapping_mul(d as isize - 1));
    }
    true
}

/// The elements of a tensor by mutable reference, in row-major order; from
/// [`TensorBase::iter_mut`] or `for x in &mut tensor`.
///
/// ```
/// use shaped::{shape, Tensor};
/// let mut t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
/// for (k, x) in t.iter_mut().enumerate() {
///     *x *= 10 + k as i32;
/// }
/// assert_eq!(t.to_vec(), vec![10, 22, 36, 52]);
/// ```
#[derive(Debug)]
pub struct IterMut<'a, T, S: Shape> {
    inner: Walk<'a, T, S>,
}

#[derive(Debug)]
enum Walk<'a, T, S: Shape> {
    /// Positions ascend: each element is split off the front of the rest of the storage.
    Ascending {
        rest: &'a mut [T],
        base: usize,
        cursor: Cursor<S>,
    },
    /// Any other layout of distinct elements (permuted dimensions): the references, gathered
    /// in row-major order.
    #[cfg(feature = "alloc")]
    Gathered(alloc::vec::IntoIter<&'a mut T>),
}

impl<'a, T, S: Shape> IterMut<'a, T, S> {
    fn new(data: &'a mut [T], dims: S::Index, strides: S::Strides, offset: usize) -> Self {
        if ascending(dims.as_ref(), strides.as_ref()) {
            return IterMut {
                inner: Walk::Ascending {
                    rest: data,
                    base: 0,
                    cursor: Cursor::new(dims, strides, offset),
                },
            };
        }
        #[cfg(feature = "alloc")]
        {
            IterMut {
                inner: Walk::Gathered(gather::<T, S>(data, dims, strides, offset).into_iter()),
            }
        }
        #[cfg(not(feature = "alloc"))]
        {
            // Without an allocator `iter_mut` is only offered on owned tensors, which are
            // row-major (see `TensorBase::iter_mut`).
            let _ = (data, dims, strides, offset);
            unreachable!("owned tensors are row-major")
        }
    }
}

/// References to the elements of a mutable layout, in row-major order: positions sorted, the
/// storage split in that order, then each reference put back at its row-major rank.
#[cfg(feature = "alloc")]
fn gather<T, S: Shape>(
    data: &mut [T],
    dims: S::Index,
    strides: S::Strides,
    offset: usize,
) -> alloc::vec::Vec<&mut T> {
    use alloc::vec::Vec;
    let mut cursor = Cursor::<S>::new(dims, strides, offset);
    let mut order: Vec<(usize, usize)> = Vec::with_capacity(cursor.left);
    let mut rank = 0;
    while let Some(at) = cursor.advance() {
        order.push((at, rank));
        rank += 1;
    }
    order.sort_unstable();
    let mut slots: Vec<Option<&mut T>> = Vec::with_capacity(order.len());
    slots.resize_with(order.len(), || None);
    let mut rest = data;
    let mut base = 0;
    for (at, rank) in order {
        let Some(tail) = core::mem::take(&mut rest).get_mut(at - base..) else {
            break;
        };
        let Some((x, tail)) = tail.split_first_mut() else {
            break;
        };
        slots[rank] = Some(x);
        rest = tail;
        base = at + 1;
    }
    slots.into_iter().flatten().collect()
}

impl<'a, T, S: Shape> Iterator for IterMut<'a, T, S> {
    type Item = &'a mut T;

    fn next(&mut self) -> Option<&'a mut T> {
        match &mut self.inner {
            Walk::Ascending { rest, base, cursor } => {
                let at = cursor.advance()?;
                let tail = core::mem::take(rest).get_mut(at.checked_sub(*base)?..)?;
                let (x, tail) = tail.split_first_mut()?;
                *rest = tail;
                *base = at + 1;
                Some(x)
            }
            #[cfg(feature = "alloc")]
            Walk::Gathered(it) => it.next(),
        }
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = match &self.inner {
            Walk::Ascending { cursor, .. } => cursor.left,
            #[cfg(feature = "alloc")]
            Walk::Gathered(it) => it.len(),
        };
        (n, Some(n))
    }
}

impl<T, S: Shape> ExactSizeIterator for IterMut<'_, T, S> {}
impl<T, S: Shape> FusedIterator for IterMut<'_, T, S> {}

/// **Iterating** in row-major order.
impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The elements by reference, in row-major order (the order of [`to_vec`](Self::to_vec)),
    /// whatever the strides.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
    /// assert_eq!(t.iter().sum::<i32>(), 21);
    /// assert_eq!(t.iter().len(), 6);
    /// ```
    pub fn iter(&self) -> Iter<'_, T, S> {
        Iter {
            data: M::data(&self.buf),
            cursor: Cursor::new(self.dims(), self.strides_index(), self.storage_offset()),
        }
    }

    /// The elements with their indices, in row-major order.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let t = DynTensor::from_vec(vec![1, 2, 3, 4], &[2, 2]).unwrap();
    /// let found = t.indexed_iter().find(|(_, x)| **x == 3).map(|(i, _)| i);
    /// assert_eq!(found, Some(vec![1, 0]));
    /// ```
    pub fn indexed_iter(&self) -> IndexedIter<'_, T, S> {
        IndexedIter {
            data: M::data(&self.buf),
            cursor: Cursor::new(self.dims(), self.strides_index(), self.storage_offset()),
        }
    }
}

/// **Iterating** by mutable reference, in row-major order.
#[cfg(feature = "alloc")]
impl<T, S: Shape, M: StorageMut<T, S>> TensorBase<T, S, M> {
    /// The elements by mutable reference, in row-major order, whatever the strides (a mutable
    /// view never repeats an element). Without the `alloc` feature it is offered on owned
    /// tensors only (a permuted mutable view needs a buffer to put its elements in order).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut t = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
    /// let mut n = 0;
    /// for x in t.view_mut().transpose(0, 1).iter_mut() {
    ///     *x = n; // column by column
    ///     n += 1;
    /// }
    /// assert_eq!(t.to_vec(), vec![0, 2, 4, 1, 3, 5]);
    /// ```
    pub fn iter_mut(&mut self) -> IterMut<'_, T, S> {
        let (dims, strides, offset) = (self.dims(), self.strides_index(), self.storage_offset());
        IterMut::new(M::data_mut(&mut self.buf), dims, strides, offset)
    }
}

/// **Iterating** by mutable reference, in row-major order.
#[cfg(not(feature = "alloc"))]
impl<T, S: Shape, K: Kind> TensorBase<T, S, K> {
    /// The elements by mutable reference, in row-major order.
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let mut t: Tensor<i32, shape![3]> = Tensor::from([1, 2, 3]);
    /// t.iter_mut().for_each(|x| *x += 1);
    /// assert_eq!(t.to_vec(), vec![2, 3, 4]);
    /// ```
    pub fn iter_mut(&mut self) -> IterMut<'_, T, S> {
        let (dims, strides, offset) = (self.dims(), self.strides_index(), self.storage_offset());
        IterMut::new(K::data_mut(&mut self.buf), dims, strides, offset)
    }
}

/// `for x in &tensor`: the elements by reference, in row-major order.
///
/// ```
/// use shaped::{shape, Tensor};
/// let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
/// let mut seen = Vec::new();
/// for x in &t {
///     seen.push(*x);
/// }
/// assert_eq!(seen, vec![1, 2, 3, 4]);
/// ```
impl<'a, T, S: Shape, M: Storage<T, S>> IntoIterator for &'a TensorBase<T, S, M> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T, S>;
    fn into_iter(self) -> Iter<'a, T, S> {
        self.iter()
    }
}

/// `for x in &mut tensor`: the elements by mutable reference, in row-major order.
///
/// ```
/// use shaped::DynTensor;
/// let mut t = DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
/// for x in &mut t {
///     *x *= 2;
/// }
/// assert_eq!(t.to_vec(), vec![2, 4, 6]);
/// ```
#[cfg(feature = "alloc")]
impl<'a, T, S: Shape, M: StorageMut<T, S>> IntoIterator for &'a mut TensorBase<T, S, M> {
    type Item = &'a mut T;
    type IntoIter = IterMut<'a, T, S>;
    fn into_iter(self) -> IterMut<'a, T, S> {
        self.iter_mut()
    }
}

/// `for x in &mut tensor` on owned tensors (builds without `alloc`).
///
/// ```
/// use shaped::{shape, Tensor};
/// let mut t: Tensor<i32, shape![2]> = Tensor::from([1, 2]);
/// for x in &mut t {
///     *x = -*x;
/// }
/// assert_eq!(t.to_vec(), vec![-1, -2]);
/// ```
#[cfg(not(feature = "alloc"))]
impl<'a, T, S: Shape, K: Kind> IntoIterator for &'a mut TensorBase<T, S, K> {
    type Item = &'a mut T;
    type IntoIter = IterMut<'a, T, S>;
    fn into_iter(self) -> IterMut<'a, T, S> {
        self.iter_mut()
    }
}

/// A read-only view by value iterates the elements it borrows, for the view's lifetime.
///
/// ```
/// use shaped::DynViews;
/// use shaped::DynTensor;
/// let t = DynTensor::from_vec(vec![1, 2, 3, 4], &[2, 2]).unwrap();
/// let column: Vec<i32> = t.select(1, 0).into_iter().copied().collect();
/// assert_eq!(column, vec![1, 3]);
/// ```
impl<'a, T: 'a, S: Shape, K: Kind> IntoIterator for TensorBase<T, S, View<'a, K>> {
    type Item = &'a T;
    type IntoIter = Iter<'a, T, S>;
    fn into_iter(self) -> Iter<'a, T, S> {
        let (dims, strides, offset) = (self.dims(), self.strides_index(), self.storage_offset());
        Iter {
            data: self.buf.data,
            cursor: Cursor::new(dims, strides, offset),
        }
    }
}

/// A mutable view by value iterates the elements it borrows mutably, in row-major order.
///
/// ```
/// use shaped::{shape, Tensor};
/// let mut t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
/// for x in t.view_mut() {
///     *x += 1;
/// }
/// assert_eq!(t.to_vec(), vec![2, 3, 4, 5]);
/// ```
#[cfg(feature = "alloc")]
impl<'a, T: 'a, S: Shape, K: Kind> IntoIterator for TensorBase<T, S, ViewMut<'a, K>> {
    type Item = &'a mut T;
    type IntoIter = IterMut<'a, T, S>;
    fn into_iter(self) -> IterMut<'a, T, S> {
        let (dims, strides, offset) = (self.dims(), self.strides_index(), self.storage_offset());
        IterMut::new(self.buf.data, dims, strides, offset)
    }
}

/// The elements of an owned inline tensor by value, in row-major order; from its
/// `IntoIterator`.
///
/// ```
/// use shaped::{shape, Tensor};
/// let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
/// assert_eq!(t.into_iter().map(|x| x * 2).collect::<Vec<_>>(), vec![2, 4, 6, 8]);
/// ```
#[derive(Debug)]
pub struct IntoIter<T, S: StaticShape> {
    array: S::Array<T>,
    next: usize,
}

impl<T: Clone, S: StaticShape> Iterator for IntoIter<T, S> {
    type Item = T;

    fn next(&mut self) -> Option<T> {
        let x = S::flat(&self.array).get(self.next)?.clone();
        self.next += 1;
        Some(x)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        let n = S::NUMEL - self.next.min(S::NUMEL);
        (n, Some(n))
    }
}

impl<T: Clone, S: StaticShape> ExactSizeIterator for IntoIter<T, S> {}
impl<T: Clone, S: StaticShape> FusedIterator for IntoIter<T, S> {}

/// An owned inline tensor by value yields its elements (copies of them: an inline tensor is
/// its nested array, which cannot be taken apart element by element without `Clone`).
///
/// ```
/// use shaped::{shape, Tensor};
/// let t: Tensor<u8, shape![3]> = Tensor::from([1, 2, 3]);
/// let v: Vec<u8> = t.into_iter().collect();
/// assert_eq!(v, vec![1, 2, 3]);
/// ```
impl<T: Clone, S: StaticShape> IntoIterator for TensorBase<T, S, Inline> {
    type Item = T;
    type IntoIter = IntoIter<T, S>;
    fn into_iter(self) -> IntoIter<T, S> {
        IntoIter {
            array: self.buf,
            next: 0,
        }
    }
}

/// An owned heap tensor by value yields its elements, moved out of its buffer in row-major
/// order.
///
/// ```
/// use shaped::DynTensor;
/// let t = DynTensor::from_vec(vec![String::from("a"), String::from("b")], &[2]).unwrap();
/// let v: Vec<String> = t.into_iter().collect();
/// assert_eq!(v, vec!["a", "b"]);
/// ```
#[cfg(feature = "alloc")]
impl<T, S: Shape> IntoIterator for TensorBase<T, S, Heap> {
    type Item = T;
    type IntoIter = alloc::vec::IntoIter<T>;
    fn into_iter(self) -> alloc::vec::IntoIter<T> {
        self.into_vec().into_iter()
    }
}

#[cfg(test)]
mod tests {
    use super::ascending;

    #[test]
    fn ascending_layouts() {
        assert!(ascending(&[2, 3], &[3, 1]));
        assert!(ascending(&[2, 3], &[4, 1])); // narrowed rows
        assert!(ascending(&[2, 1, 3], &[3, 100, 1])); // size-1 strides do not matter
        assert!(ascending(&[0, 3], &[1, 5]));
        assert!(!ascending(&[3, 2], &[1, 3])); // transposed
        assert!(!ascending(&[2, 3], &[2, 1])); // rows overlap
        assert!(!ascending(&[2], &[0]));
    }
}
