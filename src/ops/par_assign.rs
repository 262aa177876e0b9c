//! Threaded in-place operations: [`par_zip_apply`](TensorBase::par_zip_apply) and
//! `par_add_assign`, `par_sub_assign`, `par_mul_assign`, `par_div_assign`, `par_rem_assign`, with
//! their `try_` forms.
//!
//! They are `zip_apply` and `+= -= *= /= %=` for large destinations. With the `rayon` feature the
//! destination's outer dimension is split across rayon's pool when it has at least `PAR_MIN`
//! (2^22) elements, by the rule of the `*_into` kernels (`kernel::par`);
//! without the feature they run on the calling thread. Every element is computed by the same
//! expression on the same inputs as in the single-threaded form, so the results are the same,
//! bit for bit. They ask for an `Fn + Sync` closure and `Send`/`Sync` elements, which the
//! operators and `zip_apply` do not, so they are methods of their own: enabling the feature
//! changes no existing signature.

use super::ElementDiv;
use super::assign::{
    elem_add_assign, elem_div_assign, elem_mul_assign, elem_rem_assign, elem_sub_assign,
};
use super::checked::any_zero_divisor;
use super::failure::{Failure, fail};
use super::operand::Operand;
use crate::shape::{FitsInto, Shape};
use crate::tensor::{Storage, StorageMut, TensorBase, inplace_plan};

/// `f(dest, src)` for every element of `dest`, with `src` broadcast to its shape, on several
/// threads for large destinations (feature `rayon`). Checks first; on failure nothing is
/// written.
fn par_apply<T, A, S, M, SR, MR>(
    dest: &mut TensorBase<T, S, M>,
    src: &TensorBase<A, SR, MR>,
    f: impl Fn(&mut T, &A) + Sync,
) -> Result<(), Failure>
where
    T: Send,
    A: Sync,
    S: Shape,
    M: StorageMut<T, S>,
    SR: FitsInto<S>,
    MR: Storage<A, SR>,
{
    let s = src.strided();
    let d = M::strided_mut(&mut dest.buf);
    let plan = inplace_plan(&d, &s, SR::fits)?;
    #[cfg(feature = "rayon")]
    crate::kernel::par_assign_runs(&plan, d.data, s.data, f);
    #[cfg(not(feature = "rayon"))]
    crate::kernel::assign_runs(&plan, d.data, s.data, f);
    Ok(())
}

/// `+= -= *=` on several threads, and their `try_` forms (integers wrap).
macro_rules! par_assign_ops {
    (decls $( $op:ident $try_op:ident $elem:ident $wrap:ident $sym:literal, $Elem:path; )*) => {
            $(
            #[doc = concat!("`self ", $sym, " rhs` (`rhs` broadcast to `self`'s shape) on several threads with the `rayon` feature; see [`par_zip_apply`](Self::par_zip_apply). The result is the operator's, bit for bit.")]
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let mut x = DynTensor::from_vec(vec![6.0f32, 8.0, 10.0, 12.0], &[2, 2]).unwrap();
            /// let mut y = x.clone();
            /// let row = DynTensor::from_vec(vec![2.0f32, 4.0], &[2]).unwrap();
            #[doc = concat!("x.", stringify!($op), "(&row);")]
            #[doc = concat!("y ", $sym, " &row;")]
            /// assert_eq!(x.to_vec(), y.to_vec());
            /// ```
            ///
            /// # Panics
            ///
            #[doc = concat!("When run-time sizes do not fit `self`, with the text of [`", stringify!($try_op), "`](Self::", stringify!($try_op), ")'s error; `self` is unchanged then. Integer overflow behaves as the operator `", $sym, "`.")]
            fn $op<R>(&mut self, rhs: &R)
            where
                T: Clone + $Elem + Send + Sync,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>;

            #[doc = concat!("[`", stringify!($op), "`](Self::", stringify!($op), ") that returns the error instead of panicking; integers wrap on overflow (as PyTorch's do). On error `self` is unchanged.")]
            ///
            /// # Errors
            ///
            /// PyTorch's `expand` error when `rhs` does not fit `self`'s shape.
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let mut x = DynTensor::<i32>::ones(&[2, 3]);
            #[doc = concat!("assert!(x.", stringify!($try_op), "(&DynTensor::ones(&[3])).is_ok());")]
            #[doc = concat!("assert!(x.", stringify!($try_op), "(&DynTensor::ones(&[1, 2, 3])).is_err());")]
            /// ```
            #[cfg(feature = "alloc")]
            fn $try_op<R>(&mut self, rhs: &R) -> Result<(), crate::ShapeError>
            where
                T: crate::ops::ElementWrapping + Send + Sync,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>;
            )*

    };
    (impls $( $op:ident $try_op:ident $elem:ident $wrap:ident $sym:literal, $Elem:path; )*) => {
            $(
            #[track_caller]
            fn $op<R>(&mut self, rhs: &R)
            where
                T: Clone + $Elem + Send + Sync,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>,
            {
                self.par_zip_apply(rhs, $elem::<T>);
            }

            #[cfg(feature = "alloc")]
            fn $try_op<R>(&mut self, rhs: &R) -> Result<(), crate::ShapeError>
            where
                T: crate::ops::ElementWrapping + Send + Sync,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>,
            {
                self.try_par_zip_apply(rhs, |d: &mut T, s: &T| *d = d.$wrap(*s))
            }
            )*

    };
}

/// `/= %=` on several threads: every divisor is checked before anything is written, as the
/// operators do.
macro_rules! par_divide_assign_ops {
    (decls $( $op:ident $try_op:ident $elem:ident $sym:literal; )*) => {
            $(
            #[doc = concat!("`self ", $sym, " rhs` (`rhs` broadcast to `self`'s shape) on several threads with the `rayon` feature; see [`par_zip_apply`](Self::par_zip_apply). The result is the operator's, bit for bit: integers truncate (`/`) or take the divisor's sign (`%`) and `MIN / -1` wraps.")]
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let mut x = DynTensor::from_vec(vec![-7, 7, 9, 12], &[2, 2]).unwrap();
            /// let mut y = x.clone();
            /// let row = DynTensor::from_vec(vec![2, -5], &[2]).unwrap();
            #[doc = concat!("x.", stringify!($op), "(&row);")]
            #[doc = concat!("y ", $sym, " &row;")]
            /// assert_eq!(x.to_vec(), y.to_vec());
            /// ```
            ///
            /// # Panics
            ///
            #[doc = concat!("With `ZeroDivisionError` when an integer divisor is zero (and `self` has elements), and when run-time sizes do not fit `self`, with the text of [`", stringify!($try_op), "`](Self::", stringify!($try_op), ")'s error; `self` is unchanged then.")]
            fn $op<R>(&mut self, rhs: &R)
            where
                T: Clone + ElementDiv + Send + Sync,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>;

            #[doc = concat!("[`", stringify!($op), "`](Self::", stringify!($op), ") that returns the error instead of panicking; on error `self` is unchanged.")]
            ///
            /// # Errors
            ///
            /// PyTorch's `expand` error when `rhs` does not fit `self`'s shape, and
            /// [`ShapeError::ZeroDivision`](crate::ShapeError::ZeroDivision)
            /// (`ZeroDivisionError`) when an integer divisor is zero.
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let mut x = DynTensor::from_vec(vec![10, 20], &[2]).unwrap();
            #[doc = concat!("let err = x.", stringify!($try_op), "(&DynTensor::from_vec(vec![3, 0], &[2]).unwrap());")]
            /// assert_eq!(err.unwrap_err().to_string(), "ZeroDivisionError");
            /// assert_eq!(x.to_vec(), vec![10, 20]);
            /// ```
            #[cfg(feature = "alloc")]
            fn $try_op<R>(&mut self, rhs: &R) -> Result<(), crate::ShapeError>
            where
                T: Clone + ElementDiv + Send + Sync,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>;
            )*

    };
    (impls $( $op:ident $try_op:ident $elem:ident $sym:literal; )*) => {
            $(
            #[track_caller]
            fn $op<R>(&mut self, rhs: &R)
            where
                T: Clone + ElementDiv + Send + Sync,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>,
            {
                // The shapes first, as the `try_` forms and PyTorch: a source that does not fit
                // is a shape error even when it holds a zero.
                #[cfg(feature = "alloc")]
                crate::ops::or_panic(crate::layout::check_broadcast_into(
                    self.shape(),
                    rhs.tensor().shape(),
                ));
                if !self.shape().contains(&0) && any_zero_divisor(rhs.tensor()) {
                    panic!("ZeroDivisionError");
                }
                self.par_zip_apply(rhs, $elem::<T>);
            }

            #[cfg(feature = "alloc")]
            fn $try_op<R>(&mut self, rhs: &R) -> Result<(), crate::ShapeError>
            where
                T: Clone + ElementDiv + Send + Sync,
                R: Operand<Elem = T>,
                R::Shape: FitsInto<S>,
            {
                let rv = rhs.tensor();
                crate::layout::check_broadcast_into(self.shape(), rv.shape())?;
                super::checked::check_divisors(self.shape(), rv)?;
                self.try_par_zip_apply(rhs, $elem::<T>)
            }
            )*

    };
}

/// **In place on several threads**: `par_zip_apply`, `par_add_assign`, `par_sub_assign`,
/// `par_mul_assign`, `par_div_assign`, `par_rem_assign`, with their `try_` forms: `zip_apply`
/// and `+= -= *= /= %=` for large destinations (the source broadcasts to the destination's
/// shape). With the `rayon` feature a destination of 2^22 elements or more is split along its
/// outer dimension across rayon's pool; without it they run on the calling thread. The results
/// are the single-threaded forms', bit for bit.
///
/// Implemented for every [`TensorBase`] with writable storage (owned tensors and mutable
/// views, static and dynamic). Sealed. In scope with the [prelude](crate::prelude).
///
/// ```
/// use shaped::prelude::*;
/// let mut x = DynTensor::<f32>::zeros(&[2, 3]);
/// x.par_add_assign(&DynTensor::from_vec(vec![1.0f32, 2.0, 3.0], &[3]).unwrap());
/// assert_eq!(x.to_vec(), vec![1.0, 2.0, 3.0, 1.0, 2.0, 3.0]);
/// ```
pub trait ParAssign<T, S: Shape, M: StorageMut<T, S>>: crate::sealed::SealedOperand {
    /// [`zip_apply`](TensorBase::zip_apply) on several threads: calls `f(dest, src)` for every
    /// element of `self`, with `src` broadcast to `self`'s shape. With the `rayon` feature a
    /// destination of 2^22 elements or more is split along its outer dimension across rayon's
    /// pool; without it (or for smaller destinations) it runs on the calling thread. Each
    /// element is visited once, so the result is the same as `zip_apply`'s, bit for bit; only
    /// the order of the visits changes.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut x = DynTensor::<f32>::zeros(&[1024, 1024]);
    /// let row = DynTensor::from_vec((0..1024).map(|i| i as f32).collect(), &[1024]).unwrap();
    /// x.par_zip_apply(&row, |d, s| *d += s * 0.5);
    /// assert_eq!(x.get([1023, 10]), Some(&5.0));
    /// ```
    ///
    /// # Panics
    ///
    /// When run-time sizes do not fit the destination, with the text of
    /// [`try_par_zip_apply`](Self::try_par_zip_apply)'s error; `self` is unchanged then. A
    /// panic in `f` is passed on to the caller (from whichever thread it happened on, after the
    /// other threads have stopped), and the elements already visited keep what `f` wrote: the
    /// destination is then partly written (see [`try_par_zip_apply`](Self::try_par_zip_apply)).
    fn par_zip_apply<R>(&mut self, src: &R, f: impl Fn(&mut T, &R::Elem) + Sync)
    where
        T: Send,
        R: Operand,
        R::Elem: Sync,
        R::Shape: FitsInto<S>;

    /// [`par_zip_apply`](Self::par_zip_apply) that returns the error instead of panicking; on
    /// error nothing is written.
    ///
    /// The errors are the crate's (shapes); a panic inside `f` is the closure's own and is not
    /// caught (catching needs `std`, and `f` would have to be unwind-safe): it propagates to the
    /// caller, as from [`zip_apply`](TensorBase::zip_apply), and the destination is left partly
    /// written — the elements visited before the panic (on every thread) hold `f`'s results,
    /// the others their old values, in an order that depends on the threads. A closure that
    /// can fail should record the failure and return (or check its inputs first), and the caller
    /// should treat the destination as unspecified after a panic.
    ///
    /// # Errors
    ///
    /// PyTorch's `expand` error when the source's run-time sizes do not fit the destination.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut x = DynTensor::<i32>::zeros(&[2, 3]);
    /// let y = DynTensor::<i32>::ones(&[2, 1, 3]);
    /// assert_eq!(
    ///     x.try_par_zip_apply(&y, |d, s| *d += s).unwrap_err().to_string(),
    ///     "the number of sizes provided (2) must be greater or equal to the number of \
    ///      dimensions in the tensor (3)"
    /// );
    /// assert_eq!(x.to_vec(), vec![0; 6]);
    /// ```
    #[cfg(feature = "alloc")]
    fn try_par_zip_apply<R>(
        &mut self,
        src: &R,
        f: impl Fn(&mut T, &R::Elem) + Sync,
    ) -> Result<(), crate::ShapeError>
    where
        T: Send,
        R: Operand,
        R::Elem: Sync,
        R::Shape: FitsInto<S>;

    par_assign_ops! { decls
        par_add_assign try_par_add_assign elem_add_assign add_wrapping "+=", core::ops::AddAssign<T>;
        par_sub_assign try_par_sub_assign elem_sub_assign sub_wrapping "-=", core::ops::SubAssign<T>;
        par_mul_assign try_par_mul_assign elem_mul_assign mul_wrapping "*=", core::ops::MulAssign<T>;
    }

    par_divide_assign_ops! { decls
        par_div_assign try_par_div_assign elem_div_assign "/=";
        par_rem_assign try_par_rem_assign elem_rem_assign "%=";
    }
}

// Not listed on `TensorBase`'s page: the trait's page lists these methods.
#[doc(hidden)]
impl<T, S: Shape, M: StorageMut<T, S>> ParAssign<T, S, M> for TensorBase<T, S, M> {
    #[track_caller]
    fn par_zip_apply<R>(&mut self, src: &R, f: impl Fn(&mut T, &R::Elem) + Sync)
    where
        T: Send,
        R: Operand,
        R::Elem: Sync,
        R::Shape: FitsInto<S>,
    {
        let s = src.tensor();
        if let Err(failure) = par_apply(self, s, f) {
            fail(failure, self.shape(), s.shape())
        }
    }

    #[cfg(feature = "alloc")]
    fn try_par_zip_apply<R>(
        &mut self,
        src: &R,
        f: impl Fn(&mut T, &R::Elem) + Sync,
    ) -> Result<(), crate::ShapeError>
    where
        T: Send,
        R: Operand,
        R::Elem: Sync,
        R::Shape: FitsInto<S>,
    {
        let s = src.tensor();
        par_apply(self, s, f).map_err(|failure| failure.error(self.shape(), s.shape()))
    }

    par_assign_ops! { impls
        par_add_assign try_par_add_assign elem_add_assign add_wrapping "+=", core::ops::AddAssign<T>;
        par_sub_assign try_par_sub_assign elem_sub_assign sub_wrapping "-=", core::ops::SubAssign<T>;
        par_mul_assign try_par_mul_assign elem_mul_assign mul_wrapping "*=", core::ops::MulAssign<T>;
    }

    par_divide_assign_ops! { impls
        par_div_assign try_par_div_assign elem_div_assign "/=";
        par_rem_assign try_par_rem_assign elem_rem_assign "%=";
    }
}
