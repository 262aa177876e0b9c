//! [`ReadStorage`]: how reductions and matrix products read a tensor — as an owned inline array
//! (straight loops with constant sizes), as a copy of a static-shape view of an inline tensor
//! gathered with constant sizes (then the same loops), or through its run-time strided layout.

use crate::kernel::{StaticLoops, StaticRead};
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
    /// Whether every tensor of this storage and shape is static: an owned inline tensor or a
    /// view of one, with a fully static shape. A constant, so code that branches on it
    /// instantiates only one side: the static kernels of such a tensor never bring in the
    /// run-time strided path.
    #[doc(hidden)]
    const STATIC: bool = false;
    /// The nested array, when the buffer is an owned inline array.
    fn inline_array(buf: &Self::Buf) -> Option<&S::Array<T>>;
}

impl<T, S: Shape> ReadStorage<T, S> for Inline {
    const STATIC: bool = S::IS_STATIC;
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
    const STATIC: bool = K::INLINE && S::IS_STATIC;
    #[inline(always)]
    fn inline_array(_buf: &Self::Buf) -> Option<&S::Array<T>> {
        None
    }
}

impl<'a, T: 'a, S: Shape, K: Kind> ReadStorage<T, S> for ViewMut<'a, K> {
    const STATIC: bool = K::INLINE && S::IS_STATIC;
    #[inline(always)]
    fn inline_array(_buf: &Self::Buf) -> Option<&S::Array<T>> {
        None
    }
}

/// `f` of a static tensor's elements, row-major, with their count a constant: the owned inline
/// array itself, or a copy of a static-shape view of one gathered with the sizes as constants
/// (for small shapes the copy folds into the loops that read it, as nalgebra's `transpose()`
/// does). `None`, without calling `f`, for every other tensor (the strided kernels read those).
#[inline(always)]
pub(crate) fn with_static<T: Copy, S: Shape, M: ReadStorage<T, S>, R>(
    buf: &M::Buf,
    f: impl FnOnce(&[T]) -> R,
) -> Option<R> {
    if let Some(a) = M::inline_array(buf) {
        return Some(f(S::flat(a)));
    }
    // Built for size (see `build.rs`), a view of a small static shape: a row-major copy read
    // through its layout by one odometer, as the element-wise operators make. There the
    // layout is not folded into constants, and the reads below would keep the strided kernel
    // reachable. A view's layout was checked when it was made, so its first position is in
    // its elements unless it has none.
    if cfg!(shaped_opt_size) && crate::shape::SmallStatic::<S>::YES {
        let (data, offset, strides) = (M::data(buf), M::offset(buf), M::strides(buf));
        let Some(&x) = data.get(offset) else {
            return Some(f(&[]));
        };
        let mut out = S::filled(x)?;
        crate::layout::gather_strided(S::flat_mut(&mut out), data, offset, strides, S::FIXED_DIMS);
        return Some(f(S::flat(&out)));
    }
    if !StaticLoops::<S>::OK {
        return None;
    }
    gathered::<T, S, R>(M::static_read(buf, S::FIXED_DIMS)?, f)
}

/// `f` of a row-major copy of a static-shape view of an inline tensor. Its own function in
/// debug builds, so that callers that take another path (heap tensors with large static
/// shapes) never reserve its frame, which holds the copy; inlined in release.
#[cfg_attr(debug_assertions, inline(never))]
#[cfg_attr(not(debug_assertions), inline(always))]
fn gathered<T: Copy, S: Shape, R>(read: StaticRead<'_, T>, f: impl FnOnce(&[T]) -> R) -> Option<R> {
    Some(f(S::flat(&gather::<T, S>(read)?)))
}

/// A row-major copy of a static-shape view of an inline tensor.
#[inline(always)]
fn gather<T: Copy, S: Shape>(read: StaticRead<'_, T>) -> Option<S::Array<T>> {
    let at = S::offsets([0], &[read.strides])?;
    // Copies by plain loops over a filled array (the elements are `Copy`), which stay small
    // enough to inline even when the offset is a run-time value (a narrowed or selected view).
    let mut out = S::filled(*read.get(0))?;
    for (o, &[p]) in S::flat_mut(&mut out).iter_mut().zip(S::flat(&at)) {
        *o = *read.get(p);
    }
    Some(out)
}

/// The elements of a tensor of [`ReadStorage::STATIC`] storage as a row-major nested array:
/// the owned array itself, or a copy of a view read through its strides with the sizes as
/// constants. Every read is checked against the elements and none can fail (a view's layout
/// was checked when it was made), so no other path is needed beside it; `fill` stands for an
/// element a read could not reach. `None` only for a shape with run-time sizes, which such a
/// storage does not have.
#[inline(always)]
pub(crate) fn static_elements<'b, T: Copy, S: Shape, M: ReadStorage<T, S>>(
    buf: &'b M::Buf,
    copy: &'b mut Option<S::Array<T>>,
    fill: T,
) -> Option<&'b S::Array<T>> {
    // A constant: owned arrays never instantiate the copy below (debug builds compile what
    // they instantiate, whether it runs or not).
    if M::ARRAY {
        return M::inline_array(buf);
    }
    // The view's elements in its own row-major order, read through its layout.
    let mut out = S::filled(fill)?;
    let (data, offset, strides) = (M::data(buf), M::offset(buf), M::strides(buf));
    crate::layout::gather_strided(S::flat_mut(&mut out), data, offset, strides, S::FIXED_DIMS);
    Some(copy.insert(out))
}

/// Whether a tensor has an owned nested array ([`ReadStorage::inline_array`]) or is a view that
/// [`static_copy`] copies (constants only, for a caller that must not reserve the copy's frame
/// otherwise).
#[inline(always)]
pub(crate) fn has_static_array<T, S: Shape, M: ReadStorage<T, S>>(buf: &M::Buf) -> bool {
    M::inline_array(buf).is_some()
        || (StaticLoops::<S>::OK && M::static_read(buf, S::FIXED_DIMS).is_some())
}

/// A row-major copy of a static-shape view of an inline tensor of at most
/// [`STATIC_VIEW_LIMIT`](crate::kernel::STATIC_VIEW_LIMIT) elements, as a nested array (for a
/// function that is not inlined, to which a slice's length would be a run-time value); `None`
/// for every other tensor.
#[inline(always)]
pub(crate) fn static_copy<T: Copy, S: Shape, M: ReadStorage<T, S>>(
    buf: &M::Buf,
) -> Option<S::Array<T>> {
    if !StaticLoops::<S>::OK {
        return None;
    }
    gather::<T, S>(M::static_read(buf, S::FIXED_DIMS)?)
}
