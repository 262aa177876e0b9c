//! Private supertraits that seal public traits: programs can name the sealed traits in bounds
//! and call their methods, but only this crate implements them, so they can gain items and
//! impls without breaking anyone (the manual's `public_api` chapter lists them).
//!
//! Each marker is implemented for exactly the types that implement the traits it seals.

use crate::shape::class::Repr;
use crate::shape::{Const, Dim, Dyn};
use crate::tensor::{Cow, Kind, Storage, TensorBase, View, ViewMut};

/// Seals [`Dim`]: the dimension types are [`Const`], [`Dyn`] and `Sym` (whose impl is beside
/// it, in `shape::sym`).
pub trait SealedDim {}
impl<const N: usize, K: Repr> SealedDim for Const<N, K> {}
impl SealedDim for Dyn {}

/// Seals [`ShowShape`](crate::shape::ShowShape) and so [`Shape`](crate::Shape) and every
/// shape trait built on it: the shapes are tuples of up to 8 dimensions and `DynShape`.
pub trait SealedShape {}
macro_rules! tuple_shapes {
    ($(($($d:ident),*))*) => {$(
        impl<$($d: Dim),*> SealedShape for ($($d,)*) {}
    )*};
}
tuple_shapes! {
    ()
    (D0)
    (D0, D1)
    (D0, D1, D2)
    (D0, D1, D2, D3)
    (D0, D1, D2, D3, D4)
    (D0, D1, D2, D3, D4, D5)
    (D0, D1, D2, D3, D4, D5, D6)
    (D0, D1, D2, D3, D4, D5, D6, D7)
}
#[cfg(feature = "alloc")]
impl SealedShape for crate::shape::DynShape {}

/// Seals [`Storage`] (and `StorageMut`, `ReadStorage`): the storage kinds are the owned kinds
/// (`Inline`, `Heap`: the sealed [`Kind`]), the two views and `Cow`.
pub trait SealedStorage {}
impl<K: Kind> SealedStorage for K {}
impl<K: Kind> SealedStorage for View<'_, K> {}
impl<K: Kind> SealedStorage for ViewMut<'_, K> {}
impl<K: Kind> SealedStorage for Cow<'_, K> {}

/// Seals [`Operand`](crate::ops::Operand): a tensor or view, by value or by reference.
pub trait SealedOperand {}
impl<T, S: crate::Shape, M: Storage<T, S>> SealedOperand for TensorBase<T, S, M> {}
impl<T, S: crate::Shape, M: Storage<T, S>> SealedOperand for &TensorBase<T, S, M> {}
impl<T, S: crate::Shape, M: Storage<T, S>> SealedOperand for &mut TensorBase<T, S, M> {}

/// Seals the element traits (`Reducible`, `ElementDiv`, `ElementWrapping`, `ElementSaturating`,
/// `FloorRem`, `Scalar` and those built on them): the primitive numbers, and `bool` for
/// `Scalar`.
pub trait SealedElement {}
macro_rules! elements {
    ($($t:ty)*) => {$( impl SealedElement for $t {} )*};
}
elements!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64 bool);

/// Seals the tuple traits [`Join`](crate::tensor::Join) and
/// [`BroadcastTensors`](crate::ops::BroadcastTensors): pairs of operands, and tuples of 3 to 6
/// tensor references.
pub trait SealedTuple {}
impl<X: SealedOperand, Y: SealedOperand> SealedTuple for (X, Y) {}
macro_rules! ref_tuples {
    ($([$($t:ident $s:ident $m:ident),+])*) => {$(
        impl<'a, $($t, $s: crate::Shape, $m: Storage<$t, $s>),+> SealedTuple
            for ($(&'a TensorBase<$t, $s, $m>,)+)
        {
        }
    )*};
}
ref_tuples! {
    [T0 S0 M0, T1 S1 M1, T2 S2 M2]
    [T0 S0 M0, T1 S1 M1, T2 S2 M2, T3 S3 M3]
    [T0 S0 M0, T1 S1 M1, T2 S2 M2, T3 S3 M3, T4 S4 M4]
    [T0 S0 M0, T1 S1 M1, T2 S2 M2, T3 S3 M3, T4 S4 M4, T5 S5 M5]
}

/// Seals [`IndexElement`](crate::ops::IndexElement): the primitive integer types (impls beside
/// it, in `ops::index::element`, which needs `alloc`).
#[cfg(feature = "alloc")]
pub trait SealedIndex {}

/// Seals [`FromFile`](crate::io::FromFile): heap and inline tensors.
#[cfg(any(feature = "npy", feature = "safetensors"))]
pub trait SealedFromFile {}
#[cfg(any(feature = "npy", feature = "safetensors"))]
impl<T, S: crate::Shape> SealedFromFile for TensorBase<T, S, crate::tensor::Heap> {}
#[cfg(any(feature = "npy", feature = "safetensors"))]
impl<T: crate::tensor::Scalar, S: crate::shape::StaticShape> SealedFromFile
    for TensorBase<T, S, crate::tensor::Inline>
{
}

/// Seals [`ArrayIndex`](crate::tensor::ArrayIndex), which nothing implements.
pub trait SealedArrayIndex {}
