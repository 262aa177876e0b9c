//! Output-into forms: `out = f(a, b)` written into an existing tensor, so hot loops need not
//! allocate. Checked like in-place operations: the output keeps its shape, which must be the
//! broadcast shape of `a` and `b`; on a mismatch nothing is written.

use core::ops::{Add, Mul, Sub};

use super::failure::{Failure, fail};
use super::operand::Operand;
use crate::kernel::{CAP, Plan, Strided, align_strides};
use crate::shape::{BcShape, Broadcast, BroadcastsWith, FitsInto, Shape};
use crate::tensor::{StorageMut, TensorBase};

/// What went wrong, before it becomes a `ShapeError` with the shapes involved.
enum IntoFailure {
    /// `a` and `b` do not broadcast.
    Operands(Failure),
    /// Their broadcast shape is not the output's.
    Output,
}

/// Writes `f(a, b)` (broadcast) into `out`; nothing is written on failure.
fn into_core<A, B, U, SO, MO>(
    a: &A,
    b: &B,
    out: &mut TensorBase<U, SO, MO>,
    check: impl FnOnce(&TensorBase<B::Elem, B::Shape, B::Storage>) -> Result<(), Failure>,
    run: impl FnOnce(&Plan<3>, &mut [U], &[A::Elem], &[B::Elem]),
) -> Result<(), IntoFailure>
where
    A: Operand,
    B: Operand,
    A::Shape: BroadcastsWith<B::Shape>,
    SO: Shape,
    MO: StorageMut<U, SO>,
{
    let (at, bt) = (a.tensor(), b.tensor());
    let dims = <A::Shape as Broadcast<B::Shape>>::broadcast_index(at.shape(), bt.shape())
        .ok_or(IntoFailure::Operands(Failure::Broadcast))?;
    let dims = dims.as_ref();
    if dims != out.shape() {
        return Err(IntoFailure::Output);
    }
    if !dims.contains(&0) {
        // Element checks (zero divisors) before anything is written.
        check(bt).map_err(IntoFailure::Operands)?;
    }
    let rank = dims.len();
    let (sa, sb): (Strided<'_, A::Elem>, Strided<'_, B::Elem>) = (at.strided(), bt.strided());
    let o = MO::strided_mut(&mut out.buf);
    let (Some(ta), Some(tb), Some(to)) = (
        align_strides(sa.dims, sa.strides, rank),
        align_strides(sb.dims, sb.strides, rank),
        align_strides(o.dims, o.strides, rank),
    ) else {
        return Err(IntoFailure::Operands(Failure::Broadcast));
    };
    debug_assert!(rank <= CAP);
    let plan = Plan::new(
        dims,
        [&to[..], &ta[..], &tb[..]],
        [o.offset, sa.offset, sb.offset],
    )
    .ok_or(IntoFailure::Operands(Failure::Broadcast))?;
    run(&plan, o.data, sa.data, sb.data);
    Ok(())
}

/// The single-threaded kernel with `f`.
fn serial<A, B, U>(f: impl FnMut(&A, &B) -> U) -> impl FnOnce(&Plan<3>, &mut [U], &[A], &[B]) {
    move |plan, out, a, b| crate::kernel::zip_into_runs(plan, out, a, b, f)
}

/// The kernel with `f`, on several threads for large outputs when the `rayon` feature is on.
fn threaded<A: Sync, B: Sync, U: Send>(
    f: impl Fn(&A, &B) -> U + Sync,
) -> impl FnOnce(&Plan<3>, &mut [U], &[A], &[B]) {
    move |plan, out, a, b| {
        #[cfg(feature = "rayon")]
        crate::kernel::par_zip_into_runs(plan, out, a, b, f);
        #[cfg(not(feature = "rayon"))]
        crate::kernel::zip_into_runs(plan, out, a, b, f);
    }
}

#[cfg(feature = "alloc")]
impl IntoFailure {
    /// The error for operands of sizes `a` and `b` and an output of sizes `out`.
    fn error(self, a: &[usize], b: &[usize], out: &[usize]) -> crate::ShapeError {
        match self {
            IntoFailure::Operands(f) => f.error(a, b),
            IntoFailure::Output => output_error(a, b, out),
        }
    }
}

/// Panics with the error for `failure`.
#[track_caller]
fn into_fail(failure: IntoFailure, a: &[usize], b: &[usize], out: &[usize]) -> ! {
    match failure {
        IntoFailure::Operands(f) => fail(f, a, b),
        #[cfg(feature = "alloc")]
        IntoFailure::Output => panic!("{}", output_error(a, b, out)),
        #[cfg(not(feature = "alloc"))]
        IntoFailure::Output => {
            panic!("the broadcast shape of {a:?} and {b:?} is not the output's shape {out:?}")
        }
    }
}

/// The error when the broadcast shape `a` ⊕ `b` is not `out`'s: PyTorch's `expand` message for
/// the result that does not fit the output, as for an in-place operation; when it does fit but
/// the output is larger, the same message for the output that does not fit the result.
#[cfg(feature = "alloc")]
fn output_error(a: &[usize], b: &[usize], out: &[usize]) -> crate::ShapeError {
    let result = match crate::layout::broadcast_shapes(&[a, b]) {
        Ok(shape) => shape,
        Err(e) => return e,
    };
    let into_out = crate::layout::check_broadcast_into(out, &result);
    let back = crate::layout::check_broadcast_into(&result, out);
    match (into_out, back) {
        (Err(e), _) | (Ok(()), Err(e)) => e,
        (Ok(()), Ok(())) => crate::ShapeError::Overflow { shape: result },
    }
}

/// `*out = f(a, b)` element by element, `a` and `b` broadcast together; the output must have
/// the broadcast shape. Panics with the error's text when run-time sizes do not fit; see
/// [`try_zip_map_into`]. Nothing is allocated.
///
/// # Panics
///
/// When run-time sizes do not broadcast, or their broadcast shape is not `out`'s, with the
/// text of [`try_zip_map_into`]'s error; `out` is unchanged then. (Fully static operands are
/// checked by the compiler and never panic.)
///
/// ```
/// use shaped::prelude::*;
/// use shaped::ops::zip_map_into;
/// let a = Tensor::<i32, shape![2, 1]>::from_array([[1], [2]]);
/// let b = Tensor::<i32, shape![3]>::from([10, 20, 30]);
/// let mut out = Tensor::<i32, shape![2, 3]>::zeros();
/// zip_map_into(&a, &b, &mut out, |x, y| x * y);
/// assert_eq!(out.to_vec(), vec![10, 20, 30, 20, 40, 60]);
/// ```
#[track_caller]
pub fn zip_map_into<A, B, U, SO, MO>(
    a: &A,
    b: &B,
    out: &mut TensorBase<U, SO, MO>,
    f: impl FnMut(&A::Elem, &B::Elem) -> U,
) where
    A: Operand,
    B: Operand,
    A::Shape: BroadcastsWith<B::Shape>,
    BcShape<A::Shape, B::Shape>: FitsInto<SO>,
    SO: Shape,
    MO: StorageMut<U, SO>,
{
    if let Err(failure) = into_core(a, b, out, no_check, serial(f)) {
        let (av, bv) = (a.tensor(), b.tensor());
        into_fail(failure, av.shape(), bv.shape(), out.shape())
    }
}

/// [`zip_map_into`] that returns the error instead of panicking; `out` is unchanged on error.
///
/// # Errors
///
/// PyTorch's broadcast error when `a` and `b` do not broadcast, and its `expand` error when
/// their broadcast shape is not `out`'s shape (nothing is written).
///
/// ```
/// use shaped::DynTensor;
/// use shaped::DynConstructors;
/// use shaped::ops::try_zip_map_into;
/// let a = DynTensor::<i32>::ones(&[2, 3]);
/// let mut out = DynTensor::<i32>::zeros(&[3, 3]);
/// let err = try_zip_map_into(&a, &a, &mut out, |x, y| x + y).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "The expanded size of the tensor (3) must match the existing size (2) at non-singleton \
///      dimension 0.  Target sizes: [3, 3].  Tensor sizes: [2, 3]"
/// );
/// assert_eq!(out.to_vec(), vec![0; 9]);
/// ```
#[cfg(feature = "alloc")]
pub fn try_zip_map_into<A, B, U, SO, MO>(
    a: &A,
    b: &B,
    out: &mut TensorBase<U, SO, MO>,
    f: impl FnMut(&A::Elem, &B::Elem) -> U,
) -> Result<(), crate::ShapeError>
where
    A: Operand,
    B: Operand,
    A::Shape: BroadcastsWith<B::Shape>,
    BcShape<A::Shape, B::Shape>: FitsInto<SO>,
    SO: Shape,
    MO: StorageMut<U, SO>,
{
    into_core(a, b, out, no_check, serial(f)).map_err(|failure| {
        let (av, bv) = (a.tensor(), b.tensor());
        failure.error(av.shape(), bv.shape(), out.shape())
    })
}

/// The element check of the operations that cannot fail on an element.
fn no_check<T, S: Shape, M: crate::tensor::Storage<T, S>>(
    _: &TensorBase<T, S, M>,
) -> Result<(), Failure> {
    Ok(())
}

/// `ZeroDivisionError` when an integer divisor is zero (every divisor is read when the result
/// has elements).
fn divisors<T: super::ElementDiv, S: Shape, M: crate::tensor::Storage<T, S>>(
    b: &TensorBase<T, S, M>,
) -> Result<(), Failure> {
    if super::checked::any_zero_divisor(b) {
        Err(Failure::ZeroDivision)
    } else {
        Ok(())
    }
}

macro_rules! into_ops {
    ($( $op:ident $try_op:ident $sym:literal, [$($Elem:tt)*], [$($TryElem:tt)*], $check:ident, |$x:ident, $y:ident| $e:expr, $te:expr; )*) => {$(
        #[doc = concat!("`*out = a ", $sym, " b` with broadcasting, into an existing tensor of the broadcast shape (see [`zip_map_into`]).")]
        ///
        /// With the `rayon` feature, large outputs are computed on several threads (the
        /// results are the same, bit for bit).
        ///
        /// # Panics
        ///
        #[doc = concat!("When run-time sizes do not broadcast or their broadcast shape is not `out`'s, with the text of [`", stringify!($try_op), "`]'s error; `out` is unchanged then (fully static shapes are checked by the compiler). Integer elements behave as the operator `", $sym, "`.")]
        ///
        /// ```
        /// use shaped::prelude::*;
        #[doc = concat!("use shaped::ops::", stringify!($op), ";")]
        /// let a = HeapTensor::<i32, shape![2, 3]>::from_fn(|i| i as i32 + 1);
        /// let b = HeapTensor::<i32, shape![3]>::from_fn(|i| i as i32 + 1);
        /// let mut out = HeapTensor::<i32, shape![2, 3]>::zeros();
        #[doc = concat!(stringify!($op), "(&a, &b, &mut out);")]
        #[doc = concat!("assert_eq!(out.get([1, 2]), Some(&(6 ", $sym, " 3)));")]
        /// ```
        #[track_caller]
        pub fn $op<A, B, T, SO, MO>(a: &A, b: &B, out: &mut TensorBase<T, SO, MO>)
        where
            T: Clone + Send + Sync + $($Elem)*,
            A: Operand<Elem = T>,
            B: Operand<Elem = T>,
            A::Shape: BroadcastsWith<B::Shape>,
            BcShape<A::Shape, B::Shape>: FitsInto<SO>,
            SO: Shape,
            MO: StorageMut<T, SO>,
        {
            if let Err(failure) = into_core(a, b, out, $check, threaded(|$x: &T, $y: &T| $e)) {
                let (av, bv) = (a.tensor(), b.tensor());
                into_fail(failure, av.shape(), bv.shape(), out.shape())
            }
        }

        #[doc = concat!("[`", stringify!($op), "`] that returns the error instead of panicking; `out` is unchanged on error.")]
        /// Integers wrap on overflow (as PyTorch's do), so no element makes it panic.
        ///
        /// # Errors
        ///
        /// PyTorch's broadcast error when `a` and `b` do not broadcast, its `expand` error when
        /// their broadcast shape is not `out`'s shape, and `ZeroDivisionError` for `/` and `%`
        /// with an integer zero divisor; nothing is written then.
        ///
        /// ```
        /// use shaped::DynTensor;
        /// use shaped::DynConstructors;
        #[doc = concat!("use shaped::ops::", stringify!($try_op), ";")]
        /// let a = DynTensor::<i32>::ones(&[2, 3]);
        /// let mut out = DynTensor::<i32>::zeros(&[3]);
        #[doc = concat!("assert!(", stringify!($try_op), "(&a, &a, &mut out).is_err());")]
        /// ```
        #[cfg(feature = "alloc")]
        pub fn $try_op<A, B, T, SO, MO>(
            a: &A,
            b: &B,
            out: &mut TensorBase<T, SO, MO>,
        ) -> Result<(), crate::ShapeError>
        where
            T: Clone + Send + Sync + $($TryElem)*,
            A: Operand<Elem = T>,
            B: Operand<Elem = T>,
            A::Shape: BroadcastsWith<B::Shape>,
            BcShape<A::Shape, B::Shape>: FitsInto<SO>,
            SO: Shape,
            MO: StorageMut<T, SO>,
        {
            into_core(a, b, out, $check, threaded(|$x: &T, $y: &T| $te)).map_err(|failure| {
                let (av, bv) = (a.tensor(), b.tensor());
                failure.error(av.shape(), bv.shape(), out.shape())
            })
        }
    )*};
}

into_ops! {
    add_into try_add_into "+", [Add<Output = T>], [super::ElementWrapping], no_check, |x, y| x.clone() + y.clone(), x.add_wrapping(*y);
    sub_into try_sub_into "-", [Sub<Output = T>], [super::ElementWrapping], no_check, |x, y| x.clone() - y.clone(), x.sub_wrapping(*y);
    mul_into try_mul_into "*", [Mul<Output = T>], [super::ElementWrapping], no_check, |x, y| x.clone() * y.clone(), x.mul_wrapping(*y);
    div_into try_div_into "/", [Copy + super::ElementDiv], [Copy + super::ElementDiv], divisors, |x, y| x.div_wrapping(*y), x.div_wrapping(*y);
    rem_into try_rem_into "%", [Copy + super::ElementDiv], [Copy + super::ElementDiv], divisors, |x, y| x.rem_wrapping(*y), x.rem_wrapping(*y);
}
