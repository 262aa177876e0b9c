//! Retyping an inline array into the broadcast shape when the result has an operand's shape.
//!
//! The broadcast of two static shapes is made of the operands' own dimension types
//! ([`DimBroadcast::Out`](super::DimBroadcast::Out) is one of the two), so when every dimension
//! of the result is the left operand's, the result's array type *is* the left operand's. Generic
//! code cannot see that, but each row of the per-dimension table can: where `Out` is `Self`, its
//! `keep_lhs` returns its argument, and a proof value (`()`) says that it applies; the other rows
//! take an uninhabited proof ([`Infallible`](core::convert::Infallible)) and cannot be called.
//! A whole shape is retyped one dimension at a time, each call moving the array unchanged from a
//! type built around the operand's dimension to the same type built around the result's
//! ([`Slot`]), so a result that starts as a copy of an operand needs no slice, no length check
//! and no failure path at any optimisation level.

use core::convert::Infallible;
use core::marker::PhantomData;

use super::dim::Dim;

/// A type with a slot for one dimension's array: [`Of<D>`](Slot::Of) is the type with `D`'s
/// array in the slot.
#[doc(hidden)]
pub trait Slot {
    /// The type with `D`'s array in the slot.
    type Of<D: Dim + ?Sized>;
}

/// `D`'s array of `T`: the slot is the outermost array, `T` what it holds.
#[doc(hidden)]
pub struct Leaf<T>(PhantomData<T>);

impl<T> Slot for Leaf<T> {
    type Of<D: Dim + ?Sized> = D::Array<T>;
}

/// `O`'s array of `F`'s type: the slot is inside an array of the dimension `O`.
#[doc(hidden)]
pub struct Wrap<O, F>(PhantomData<(O, F)>);

impl<O: Dim, F: Slot> Slot for Wrap<O, F> {
    type Of<D: Dim + ?Sized> = O::Array<F::Of<D>>;
}

/// A proof that a result keeps an operand's dimension types: `()` for one dimension that it
/// keeps, [`Infallible`] for one that it does not, and pairs of proofs for several.
/// [`VALUE`](Proof::VALUE) is the proof when there is one (a constant).
#[doc(hidden)]
pub trait Proof: Copy {
    /// The proof, `None` when the type is uninhabited.
    const VALUE: Option<Self>;
}

impl Proof for () {
    const VALUE: Option<()> = Some(());
}

impl Proof for Infallible {
    const VALUE: Option<Infallible> = None;
}

impl<P: Proof, Q: Proof> Proof for (P, Q) {
    const VALUE: Option<(P, Q)> = match (P::VALUE, Q::VALUE) {
        (Some(p), Some(q)) => Some((p, q)),
        _ => None,
    };
}

/// The dimension type at position `K` of a tuple shape.
#[doc(hidden)]
pub trait DimAt<const K: usize> {
    /// The dimension type.
    type Dim: Dim;
}

#[cfg(test)]
mod tests {
    use super::Proof;
    use crate::shape;
    use crate::shape::{Broadcast, Shape};

    /// The array of `a`, retyped as the broadcast of `SA` and `SB` when that keeps `SA`'s
    /// dimensions (`None` when it does not).
    fn kept<SA: Broadcast<SB>, SB: Shape>(
        a: SA::Array<i32>,
    ) -> Option<<SA::Output as Shape>::Array<i32>> {
        <SA::KeepsLhs as Proof>::VALUE.map(|p| SA::keep_lhs(a, p))
    }

    fn kept_rhs<SA: Broadcast<SB>, SB: Shape>(
        b: SB::Array<i32>,
    ) -> Option<<SA::Output as Shape>::Array<i32>> {
        <SA::KeepsRhs as Proof>::VALUE.map(|p| SA::keep_rhs(b, p))
    }

    #[test]
    fn a_result_of_an_operands_shape_is_that_operands_array() {
        let a = [[1, 2, 3], [4, 5, 6]];
        assert_eq!(kept::<shape![2, 3], shape![2, 3]>(a), Some(a));
        assert_eq!(kept::<shape![2, 3], shape![3]>(a), Some(a));
        assert_eq!(kept::<shape![2, 3], shape![2, 1]>(a), Some(a));
        assert_eq!(kept::<shape![2, 3], shape![]>(a), Some(a));
        assert_eq!(kept_rhs::<shape![3], shape![2, 3]>(a), Some(a));
        assert_eq!(kept_rhs::<shape![1, 1], shape![2, 3]>(a), Some(a));
        assert_eq!(kept_rhs::<shape![2, 3], shape![2, 3]>(a), Some(a));
    }

    #[test]
    fn a_result_of_other_sizes_keeps_no_operand() {
        assert_eq!(kept::<shape![2, 1], shape![1, 3]>([[1], [2]]), None);
        assert_eq!(kept::<shape![3], shape![2, 3]>([1, 2, 3]), None);
        assert_eq!(kept::<shape![1, 3], shape![2, 3]>([[1, 2, 3]]), None);
        assert_eq!(kept_rhs::<shape![2, 3], shape![3]>([1, 2, 3]), None);
        assert_eq!(kept_rhs::<shape![2, 1], shape![1, 3]>([[1, 2, 3]]), None);
        assert_eq!(kept_rhs::<shape![2, 3], shape![1, 3]>([[1, 2, 3]]), None);
    }

    #[test]
    fn a_copy_of_a_nested_array_is_equal_to_it() {
        let a = [[[1, 2], [3, 4], [5, 6]], [[7, 8], [9, 10], [11, 12]]];
        assert_eq!(<shape![2, 3, 2]>::copy_array(&a), a);
        assert_eq!(<shape![]>::copy_array(&7), 7);
        let empty: [[i32; 3]; 0] = [];
        assert_eq!(<shape![0, 3]>::copy_array(&empty), empty);
    }
}
