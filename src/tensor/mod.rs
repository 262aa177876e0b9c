//! Tensors: one generic type, [`TensorBase`], over element, shape and storage, and the names
//! for its common forms.
//!
//! | name | storage | shape | use it for |
//! |---|---|---|---|
//! | [`Tensor<T, S>`](Tensor) | inline nested arrays | fully static | small shapes, `no_std` without an allocator |
//! | [`HeapTensor<T, S>`](HeapTensor) | `Vec<T>` | static, may have `Dyn` dims | large static shapes |
//! | [`DynTensor<T>`](DynTensor) | `Vec<T>` | rank and sizes at run time | shapes known only at run time |
//! | [`TensorView`] / [`TensorViewMut`] | borrowed | any | reading / writing part of a tensor |
//! | [`ViewOrCopy`] | borrowed or owned, read-only | any | results of `reshape`, `flatten`, `contiguous` |
//!
//! View operations are the traits [`StaticViews`] (and `permute` from [`PermuteViews3`] and its
//! siblings, one per rank) for tuple shapes and `DynViews` for run-time shapes, implemented for
//! every [`ViewSource`]: a borrowed tensor (the result borrows it) or a view taken by value (the
//! result is the same kind of view), so view chains are one expression.

mod base;
mod buffers;
mod build;
mod construct;
#[cfg(feature = "alloc")]
mod convert;
mod cow;
mod display;
#[cfg(feature = "alloc")]
mod dyn_construct;
#[cfg(feature = "alloc")]
mod dyn_views;
mod fill;
mod format;
mod index;
pub use index::ArrayIndex;
mod iter;
mod join;
mod ranges;
mod static_views;
mod storage;
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
mod sym;
mod view_ops;

pub use base::TensorBase;
// The buffers behind the storage kinds (`Storage::Buf`): named in the storage impls, never
// needed by programs.
#[cfg(feature = "alloc")]
#[doc(hidden)]
pub use buffers::HeapBuf;
#[doc(hidden)]
pub use buffers::{ViewBuf, ViewMutBuf};
pub use build::ResultKind;
#[doc(hidden)]
pub use build::{Build, Filled, Fresh};
#[cfg(shaped_opt_size)]
pub(crate) use build::{array_first, array_or_copy};
pub use construct::Scalar;
#[cfg(feature = "ndarray")]
pub(crate) use construct::checked_index;
#[cfg(feature = "alloc")]
pub(crate) use construct::sizes_error;
pub use cow::{Cow, CowBuf, ViewOrCopy};
#[cfg(feature = "alloc")]
pub use dyn_construct::DynConstructors;
#[cfg(feature = "alloc")]
pub use dyn_views::DynViews;
pub(crate) use fill::CopyFill;
pub(crate) use fill::Fill;
pub(crate) use fill::inplace_plan;
pub use iter::{IndexedIter, IntoIter, Iter, IterMut};
pub use join::Join;
#[cfg(feature = "alloc")]
pub use join::{cat, stack};
#[cfg(feature = "alloc")]
pub(crate) use ranges::fill_eye;
pub use ranges::{LinspaceElement, RangeElement};
pub use static_views::{
    Narrowed, PermuteViews1, PermuteViews2, PermuteViews3, PermuteViews4, PermuteViews5,
    PermuteViews6, PermuteViews7, PermuteViews8, StaticViews,
};
#[doc(hidden)]
pub use storage::NotInline;
pub use storage::{Heap, Inline, Kind, Storage, StorageMut, View, ViewMut};
pub use view_ops::{ReadOnlyView, ViewSource};

/// Types in the signatures of the storage traits' hidden dispatch methods (how an operation
/// reaches the right loop for its operands' storage). Nameable so that every public signature
/// is, but not part of the supported API.
#[doc(hidden)]
pub mod internal {
    pub use super::fill::Fill;
    pub use crate::kernel::{Failure, StaticRead, StaticWrite, Strided, StridedMut};
}

#[cfg(feature = "alloc")]
use crate::shape::DynShape;

/// A tensor with a fully static shape stored inline (no heap, no allocator).
///
/// ```
/// use shaped::{shape, Tensor};
/// let a: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
/// let b: Tensor<i32, shape![3]> = Tensor::from([10, 20, 30]);
/// let c: Tensor<i32, shape![2, 3]> = a + b; // broadcasts b over the rows
/// assert_eq!(c, Tensor::<i32, shape![2, 3]>::from([[11, 22, 33], [14, 25, 36]]));
/// ```
pub type Tensor<T, S> = TensorBase<T, S, Inline>;

/// A tensor with a static-rank shape whose elements live on the heap. Same static checks as
/// [`Tensor`]; any size; required when the shape has `Dyn` dimensions.
///
/// ```
/// use shaped::{shape, HeapTensor};
/// let rows = HeapTensor::<f32, shape![1000, 1000]>::ones();
/// let col = HeapTensor::<f32, shape![1000, 1]>::full(2.0);
/// let sum = &rows + &col;
/// assert_eq!(sum.get([999, 999]), Some(&3.0));
/// ```
#[cfg(feature = "alloc")]
pub type HeapTensor<T, S> = TensorBase<T, S, Heap>;

/// A tensor whose rank and sizes are known only at run time.
///
/// ```
/// use shaped::DynTensor;
/// use shaped::DynConstructors;
/// let a = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
/// let b = DynTensor::from_vec(vec![10, 20, 30], &[3]).unwrap();
/// assert_eq!((&a + &b).to_vec(), vec![11, 22, 33, 14, 25, 36]);
/// assert_eq!(
///     a.try_add(&DynTensor::<i32>::zeros(&[2])).unwrap_err().to_string(),
///     "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"
/// );
/// ```
#[cfg(feature = "alloc")]
pub type DynTensor<T> = TensorBase<T, DynShape, Heap>;

/// A read-only view of a tensor whose storage kind is `M`.
///
/// ```
/// use shaped::{shape, Tensor, TensorView};
/// let t: Tensor<i32, shape![2]> = Tensor::from([1, 2]);
/// let v: TensorView<'_, i32, shape![2]> = t.view();
/// assert_eq!(v.to_vec(), vec![1, 2]);
/// ```
pub type TensorView<'a, T, S, M = Inline> = TensorBase<T, S, View<'a, M>>;

/// A mutable view of a tensor whose storage kind is `M`.
///
/// ```
/// use shaped::{shape, Tensor, TensorViewMut};
/// let mut t: Tensor<i32, shape![2]> = Tensor::from([1, 2]);
/// let mut v: TensorViewMut<'_, i32, shape![2]> = t.view_mut();
/// v += 10;
/// assert_eq!(t.to_vec(), vec![11, 12]);
/// ```
pub type TensorViewMut<'a, T, S, M = Inline> = TensorBase<T, S, ViewMut<'a, M>>;

/// A read-only view of a [`DynTensor`].
///
/// ```
/// use shaped::{DynTensor, DynView};
/// use shaped::DynConstructors;
/// let t = DynTensor::<u8>::zeros(&[2]);
/// let v: DynView<'_, u8> = t.view();
/// assert_eq!(v.shape(), &[2]);
/// ```
#[cfg(feature = "alloc")]
pub type DynView<'a, T> = TensorView<'a, T, DynShape, Heap>;

/// A mutable view of a [`DynTensor`].
///
/// ```
/// use shaped::{DynTensor, DynViewMut};
/// use shaped::DynConstructors;
/// let mut t = DynTensor::<u8>::zeros(&[2]);
/// let v: DynViewMut<'_, u8> = t.view_mut();
/// assert_eq!(v.shape(), &[2]);
/// ```
#[cfg(feature = "alloc")]
pub type DynViewMut<'a, T> = TensorViewMut<'a, T, DynShape, Heap>;
