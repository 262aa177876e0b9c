//! The arithmetic operators `+ - * / %` and unary `-`, between tensors (broadcasting) and with
//! scalars on either side, plus their `try_` forms. `%` is NumPy's remainder
//! ([`FloorRem`](super::FloorRem): the sign of the divisor); `/` truncates integers. On integers
//! both wrap `MIN / -1` (as PyTorch does) and panic with `ZeroDivisionError` on a zero divisor.

use core::ops::{Add, Div, Mul, Neg, Rem, Sub};

use super::ElementDiv;
#[cfg(feature = "alloc")]
use super::ElementWrapping;
use super::elementwise::Joined;
#[cfg(feature = "alloc")]
use super::elementwise::ZipOutput;
use super::operand::Operand;
#[cfg(feature = "alloc")]
use crate::shape::BroadcastsWith;
use crate::shape::{Broadcast, Broadcasted, Shape};
use crate::tensor::{Build, ResultKind, Storage, TensorBase};

/// The right operand of a broadcasting operator whose left operand has the shape `S`: every
/// [`Operand`] whose shape broadcasts with `S`. The operators bound on it rather than on
/// `S: BroadcastsWith<R::Shape>` so that, while the right operand's type is still unknown (rustc
/// looks the operator up before it checks the right operand), the bound is undecided at once
/// instead of trying every rank of right shape against `S`. Its one impl asks for
/// `S: Broadcast<R::Shape>` itself (no intermediate relation to solve), and is not hidden from
/// messages, so that generic code without the bound is told to add `S: Broadcast<..>`.
#[doc(hidden)]
pub trait BroadcastRhs<S: Shape>: Operand {
    /// The broadcast shape.
    type Out: Shape;
    /// `f` applied to the pairs of elements of `lhs` and `rhs` broadcast together.
    #[allow(clippy::type_complexity)] // the operators' own result type, spelled out
    fn zip_lhs<M: Storage<Self::Elem, S>, Bd: Build<Self::Elem>>(
        lhs: &TensorBase<Self::Elem, S, M>,
        rhs: &Self,
        f: impl FnMut(&Self::Elem, &Self::Elem) -> Self::Elem,
    ) -> TensorBase<Self::Elem, Self::Out, Joined<M::Owned, Self::Kind>>;
}

impl<R: Operand, S: Broadcast<R::Shape>> BroadcastRhs<S> for R {
    type Out = Broadcasted<S, R::Shape>;
    #[track_caller]
    #[inline(always)]
    fn zip_lhs<M: Storage<R::Elem, S>, Bd: Build<R::Elem>>(
        lhs: &TensorBase<R::Elem, S, M>,
        rhs: &R,
        f: impl FnMut(&R::Elem, &R::Elem) -> R::Elem,
    ) -> TensorBase<R::Elem, Self::Out, Joined<M::Owned, R::Kind>> {
        lhs.zip_same_with::<R, Bd>(rhs, f)
    }
}

/// `$Op<R>` for each receiver type (owned and borrowed tensors): the result is the element-wise
/// `$elem` of the broadcast operands. `$elem` is a function item generic over the element type
/// only, so the shared heap kernel is compiled once per element type, not once per shape. An
/// inline result is a copy of an operand updated by plain loops ([`ResultKind`]: `Copy`
/// elements).
macro_rules! tensor_op {
    ($Op:ident $op:ident $elem:ident, $Elem:path; $($recv:ty),*) => {$(
        /// Element-wise with broadcasting, with any tensor or view of the same element type. A
        /// scalar works on either side too (`&t + 1.0`, `2 * &t`) for every primitive number
        /// type; those impls are not listed.
        impl<T, S, M, R> $Op<R> for $recv
        where
            T: Clone + $Elem,
            S: Shape,
            M: Storage<T, S>,
            R: Operand<Elem = T> + BroadcastRhs<S>,
            Joined<M::Owned, R::Kind>: ResultKind<T>,
        {
            type Output = TensorBase<T, <R as BroadcastRhs<S>>::Out, Joined<M::Owned, R::Kind>>;
            #[track_caller]
            #[inline]
            fn $op(self, rhs: R) -> Self::Output {
                type Bd<T, M, R> = <Joined<M, <R as Operand>::Kind> as ResultKind<T>>::Build;
                R::zip_lhs::<M, Bd<T, M::Owned, R>>(&self, &rhs, $elem::<T>)
            }
        }
    )*};
}

macro_rules! binary_ops {
    ($( $Op:ident $op:ident $try_op:ident $elem:ident $try_elem:ident $wrap:ident $sym:literal, $Elem:path, |$x:ident, $y:ident| $e:expr; )*) => {
        $(
        #[inline]
        fn $elem<T: Clone + $Elem>($x: &T, $y: &T) -> T {
            $e
        }

        #[cfg(feature = "alloc")]
        #[inline]
        fn $try_elem<T: ElementWrapping>(a: &T, b: &T) -> T {
            a.$wrap(*b)
        }

        tensor_op!($Op $op $elem, $Elem; TensorBase<T, S, M>, &TensorBase<T, S, M>);

        )*

        /// **Arithmetic** that returns shape errors: `try_add`, `try_sub`, `try_mul` (integers wrap).
        impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
            $(
            #[doc = concat!("`self ", $sym, " rhs` with broadcasting, or the error when run-time sizes do not broadcast.")]
            ///
            /// ```
            /// use shaped::DynTensor;
            /// let a = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
            /// let b = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
            #[doc = concat!("assert!(a.", stringify!($try_op), "(&b).is_err());")]
            #[doc = concat!("assert!(a.", stringify!($try_op), "(&a).is_ok());")]
            /// ```
            ///
            /// Integers wrap on overflow (as PyTorch's do), so no element makes it panic.
            ///
            /// # Errors
            ///
            /// PyTorch's broadcast error when run-time sizes do not broadcast; an allocation
            /// error when the result cannot be allocated.
            #[cfg(feature = "alloc")]
            pub fn $try_op<R>(&self, rhs: &R) -> Result<ZipOutput<T, T, S, M, R>, crate::ShapeError>
            where
                T: ElementWrapping,
                S: BroadcastsWith<R::Shape>,
                R: Operand<Elem = T>,
            {
                self.try_zip_map(rhs, $try_elem::<T>)
            }
            )*
        }
    };
}

binary_ops! {
    Add add try_add elem_add try_elem_add add_wrapping "+", Add<Output = T>, |a, b| a.clone() + b.clone();
    Sub sub try_sub elem_sub try_elem_sub sub_wrapping "-", Sub<Output = T>, |a, b| a.clone() - b.clone();
    Mul mul try_mul elem_mul try_elem_mul mul_wrapping "*", Mul<Output = T>, |a, b| a.clone() * b.clone();
}

// `/` and `%` follow PyTorch on integers: `MIN / -1` wraps and a zero divisor panics with
// `ZeroDivisionError` ([`ElementDiv`]); their `try_` forms check the divisors first
// (`super::checked`).
#[inline]
fn elem_div<T: Clone + ElementDiv>(a: &T, b: &T) -> T {
    a.clone().div_wrapping(b.clone())
}
#[inline]
fn elem_rem<T: Clone + ElementDiv>(a: &T, b: &T) -> T {
    a.clone().rem_wrapping(b.clone())
}
tensor_op!(Div div elem_div, ElementDiv; TensorBase<T, S, M>, &TensorBase<T, S, M>);
tensor_op!(Rem rem elem_rem, ElementDiv; TensorBase<T, S, M>, &TensorBase<T, S, M>);

#[inline]
fn elem_neg<T: Clone + Neg<Output = T>>(a: &T) -> T {
    -a.clone()
}

impl<T, S, M> Neg for TensorBase<T, S, M>
where
    T: Clone + Neg<Output = T>,
    S: Shape,
    M: Storage<T, S>,
    M::Owned: ResultKind<T>,
{
    type Output = TensorBase<T, S, M::Owned>;
    #[inline]
    fn neg(self) -> Self::Output {
        self.map_same_with::<<M::Owned as ResultKind<T>>::Build>(elem_neg::<T>)
    }
}

impl<T, S, M> Neg for &TensorBase<T, S, M>
where
    T: Clone + Neg<Output = T>,
    S: Shape,
    M: Storage<T, S>,
    M::Owned: ResultKind<T>,
{
    type Output = TensorBase<T, S, M::Owned>;
    #[inline]
    fn neg(self) -> Self::Output {
        self.map_same_with::<<M::Owned as ResultKind<T>>::Build>(elem_neg::<T>)
    }
}

/// Operators between tensors of primitive elements and scalars, on either side. Hidden from the
/// docs (280 near-identical entries on `TensorBase`'s page); the tensor operators' impls say
/// that they exist.
macro_rules! scalar_ops {
    ($($t:ty)*) => {$(
        scalar_ops!(@op $t, Add add, |a, b| a + b);
        scalar_ops!(@op $t, Sub sub, |a, b| a - b);
        scalar_ops!(@op $t, Mul mul, |a, b| a * b);
        scalar_ops!(@op $t, Div div, |a, b| a.div_wrapping(b));
        scalar_ops!(@op $t, Rem rem, |a, b| a.rem_wrapping(b));
    )*};
    (@op $t:ty, $Op:ident $op:ident, |$x:ident, $y:ident| $e:expr) => {
        #[doc(hidden)]
        impl<S: Shape, M: Storage<$t, S>> $Op<$t> for TensorBase<$t, S, M>
        where
            M::Owned: ResultKind<$t>,
        {
            type Output = TensorBase<$t, S, M::Owned>;
            fn $op(self, rhs: $t) -> Self::Output {
                self.map_same_with::<<M::Owned as ResultKind<$t>>::Build>(|&$x| { let $y = rhs; $e })
            }
        }
        #[doc(hidden)]
        impl<S: Shape, M: Storage<$t, S>> $Op<$t> for &TensorBase<$t, S, M>
        where
            M::Owned: ResultKind<$t>,
        {
            type Output = TensorBase<$t, S, M::Owned>;
            fn $op(self, rhs: $t) -> Self::Output {
                self.map_same_with::<<M::Owned as ResultKind<$t>>::Build>(|&$x| { let $y = rhs; $e })
            }
        }
        #[doc(hidden)]
        impl<S: Shape, M: Storage<$t, S>> $Op<TensorBase<$t, S, M>> for $t
        where
            M::Owned: ResultKind<$t>,
        {
            type Output = TensorBase<$t, S, M::Owned>;
            fn $op(self, rhs: TensorBase<$t, S, M>) -> Self::Output {
                rhs.map_same_with::<<M::Owned as ResultKind<$t>>::Build>(|&$y| { let $x = self; $e })
            }
        }
        #[doc(hidden)]
        impl<S: Shape, M: Storage<$t, S>> $Op<&TensorBase<$t, S, M>> for $t
        where
            M::Owned: ResultKind<$t>,
        {
            type Output = TensorBase<$t, S, M::Owned>;
            fn $op(self, rhs: &TensorBase<$t, S, M>) -> Self::Output {
                rhs.map_same_with::<<M::Owned as ResultKind<$t>>::Build>(|&$y| { let $x = self; $e })
            }
        }
    };
}

scalar_ops!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64);
