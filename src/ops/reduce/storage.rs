//! [`ReadStorage`]: how reductions and matrix products read a tensor — as an owned inline array
//! (straight loops with constant sizes) or through its run-time strided layout.

use crate::shape::Shape;
use crate::tensor::{Inline, Kind, Storage, View, ViewMut};

/// A storage kind that reductions and `matmul` can read: implemented for every kind
/// ([`Inline`], [`Heap`](crate::tensor::Heap), [`View`], [`ViewMut`]). Owned inline tensors
/// hand over their nested array, so their reductions are straight loops with no panic path;
/// the others are read through their strided layout by the shared kernels.
///
/// ```
/// use shaped::{shape, Tensor, ops::ReadStorage, tensor::Inline};
/// let t: Tensor<i32, shape![2]> = Tensor::from([1, 2]);
/// assert!(<Inline as ReadStorage<i32, shape![2]>>::inline_array(&t.into_array()).is_some());
/// ```
pub trait ReadStorage<T, S: Shape>: Storage<T, S> {
    /// The nested array, when the buffer is an owned inline array.
    fn inline_array(buf: &Self::Buf) -> Option<&S::Array<T>>;
}

impl<T, S: Shape> ReadStorage<T, S> for Inline {
    #[inline(always)]
    fn inline_array(buf: &S::Array<T>) -> Option<&S::Array<T>> {
        Some(buf)
    }
}

#[cfg(feature = "alloc")]
impl<T, S: Shape> ReadStorage<T, S> for crate::tensor::Heap {
    #[inline(always)]
    fn inline_array(_buf: &Self::Buf) -> Option<&S::Array<T>> {
        None
    }
}

impl<'a, T: 'a, S: Shape, K: Kind> ReadStorage<T, S> for View<'a, K> {
    #[inline(always)]
    fn inline_array(_buf: &Self::Buf) -> Option<&S::Array<T>> {
        None
    }
}

impl<'a, T: 'a, S: Shape, K: Kind> ReadStorage<T, S> for ViewMut<'a, K> {
    #[inline(always)]
    fn inline_array(_buf: &Self::Buf) -> Option<&S::Array<T>> {
        None
    }
}
