//! The arithmetic operators `+ - * / %` and unary `-`, between tensors (broadcasting) and with
//! scalars on either side, plus their `try_` forms. `%` is NumPy's remainder ([`FloorRem`]:
//! the sign of the divisor); `/` is Rust's division (integers truncate).

use core::ops::{Add, Div, Mul, Neg, Rem, Sub};

use super::FloorRem;
use super::elementwise::ZipOutput;
use super::operand::Operand;
use crate::shape::{Broadcast, Broadcasted, Shape};
use crate::tensor::{Join, OwnedStorage, Storage, TensorBase};

/// `$Op<R>` for each receiver type (owned and borrowed tensors): the result is the element-wise
/// `$e` of the broadcast operands.
macro_rules! tensor_op {
    ($Op:ident $op:ident, $Elem:path, |$x:ident, $y:ident| $e:expr; $($recv:ty),*) => {$(
        impl<T, S, M, R> $Op<R> for $recv
        where
            T: Clone + $Elem,
            S: Shape + Broadcast<R::Shape>,
            M: Storage<T, S>,
            R: Operand<Elem = T>,
            M::Owned: Join<R::Kind>,
            <M::Owned as Join<R::Kind>>::Out: OwnedStorage<T, Broadcasted<S, R::Shape>>,
        {
            type Output = ZipOutput<T, T, S, M, R>;
            #[track_caller]
            #[inline]
            fn $op(self, rhs: R) -> Self::Output {
                self.zip_map(&rhs, |$x, $y| $e)
            }
        }
    )*};
}

macro_rules! binary_ops {
    ($( $Op:ident $op:ident $try_op:ident $sym:literal, $Elem:path, |$x:ident, $y:ident| $e:expr; )*) => {$(
        tensor_op!($Op $op, $Elem, |$x, $y| $e; TensorBase<T, S, M>, &TensorBase<T, S, M>);

        impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
            #[doc = concat!("`self ", $sym, " rhs` with broadcasting, or the error when run-time sizes do not broadcast.")]
            ///
            /// ```
            /// use shaped::DynTensor;
            /// let a = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
            /// let b = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
            #[doc = concat!("assert!(a.", stringify!($try_op), "(&b).is_err());")]
            #[doc = concat!("assert!(a.", stringify!($try_op), "(&a).is_ok());")]
            /// ```
            #[cfg(feature = "alloc")]
            pub fn $try_op<R>(&self, rhs: &R) -> Result<ZipOutput<T, T, S, M, R>, crate::ShapeError>
            where
                T: Clone + $Elem,
                S: Broadcast<R::Shape>,
                R: Operand<Elem = T>,
                M::Owned: Join<R::Kind>,
                <M::Owned as Join<R::Kind>>::Out: OwnedStorage<T, Broadcasted<S, R::Shape>>,
            {
                self.try_zip_map(rhs, |$x, $y| $e)
            }
        }
    )*};
}

binary_ops! {
    Add add try_add "+", Add<Output = T>, |a, b| a.clone() + b.clone();
    Sub sub try_sub "-", Sub<Output = T>, |a, b| a.clone() - b.clone();
    Mul mul try_mul "*", Mul<Output = T>, |a, b| a.clone() * b.clone();
    Div div try_div "/", Div<Output = T>, |a, b| a.clone() / b.clone();
    Rem rem try_rem "%", FloorRem, |a, b| a.clone().floor_rem(b.clone());
}

impl<T, S, M> Neg for TensorBase<T, S, M>
where
    T: Clone + Neg<Output = T>,
    S: Shape,
    M: Storage<T, S>,
    M::Owned: OwnedStorage<T, S>,
{
    type Output = TensorBase<T, S, M::Owned>;
    fn neg(self) -> Self::Output {
        self.map(|a| -a.clone())
    }
}

impl<T, S, M> Neg for &TensorBase<T, S, M>
where
    T: Clone + Neg<Output = T>,
    S: Shape,
    M: Storage<T, S>,
    M::Owned: OwnedStorage<T, S>,
{
    type Output = TensorBase<T, S, M::Owned>;
    fn neg(self) -> Self::Output {
        self.map(|a| -a.clone())
    }
}

/// Operators between tensors of primitive elements and scalars, on either side.
macro_rules! scalar_ops {
    ($($t:ty)*) => {$(
        scalar_ops!(@op $t, Add add, |a, b| a + b);
        scalar_ops!(@op $t, Sub sub, |a, b| a - b);
        scalar_ops!(@op $t, Mul mul, |a, b| a * b);
        scalar_ops!(@op $t, Div div, |a, b| a / b);
        scalar_ops!(@op $t, Rem rem, |a, b| a.floor_rem(b));
    )*};
    (@op $t:ty, $Op:ident $op:ident, |$x:ident, $y:ident| $e:expr) => {
        impl<S: Shape, M: Storage<$t, S>> $Op<$t> for TensorBase<$t, S, M>
        where
            M::Owned: OwnedStorage<$t, S>,
        {
            type Output = TensorBase<$t, S, M::Owned>;
            fn $op(self, rhs: $t) -> Self::Output {
                self.map(|&$x| { let $y = rhs; $e })
            }
        }
        impl<S: Shape, M: Storage<$t, S>> $Op<$t> for &TensorBase<$t, S, M>
        where
            M::Owned: OwnedStorage<$t, S>,
        {
            type Output = TensorBase<$t, S, M::Owned>;
            fn $op(self, rhs: $t) -> Self::Output {
                self.map(|&$x| { let $y = rhs; $e })
            }
        }
        impl<S: Shape, M: Storage<$t, S>> $Op<TensorBase<$t, S, M>> for $t
        where
            M::Owned: OwnedStorage<$t, S>,
        {
            type Output = TensorBase<$t, S, M::Owned>;
            fn $op(self, rhs: TensorBase<$t, S, M>) -> Self::Output {
                rhs.map(|&$y| { let $x = self; $e })
            }
        }
        impl<S: Shape, M: Storage<$t, S>> $Op<&TensorBase<$t, S, M>> for $t
        where
            M::Owned: OwnedStorage<$t, S>,
        {
            type Output = TensorBase<$t, S, M::Owned>;
            fn $op(self, rhs: &TensorBase<$t, S, M>) -> Self::Output {
                rhs.map(|&$y| { let $x = self; $e })
            }
        }
    };
}

scalar_ops!(i8 i16 i32 i64 i128 isize u8 u16 u32 u64 u128 usize f32 f64);
