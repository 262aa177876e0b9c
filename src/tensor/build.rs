//! How an inline result is built from a function of its elements.
//!
//! [`Fresh`] builds it element by element with `core::array::from_fn`, which takes any element
//! type. [`Filled`] needs `Copy` elements: it fills the array with the first result
//! ([`Shape::filled`]) and then overwrites every element in plain counted loops. The two give
//! the same values; they differ in what the optimiser makes of them. `from_fn` writes through
//! an out-of-line helper whose loop bound is a run-time slice length: whether that helper is
//! inlined, and how the loop is then unrolled and vectorised, depends on what else shares the
//! codegen unit, so with cargo's default 16 units a `[4, 4] + [4]` took 40 instructions where
//! the hand loop takes 15 (and a transposed operand called the closure once per element). Plain
//! loops into a filled array are what a hand loop over nested arrays is, and compile to the same
//! code in any codegen-unit split.
//!
//! Where the function's arguments and result have one type (the arithmetic operators, the
//! element-wise math), [`Build::map_same`] and [`Build::zip_same`] start the result as a copy of
//! the operand whose shape it has ([`Shape::from_flat`]) and update it in place, so no fill is
//! written at all; only a broadcast whose result has neither operand's shape (`[3, 1] + [1, 4]`)
//! is filled first. A fill overwritten element by element leaves the optimiser one dead store
//! per element to prove dead, each against the stores after it: a release build of 50
//! same-shape adds of sizes 2 to 16 cost rustc 6,070 M instructions that way, 3,898 M with the
//! copy.
//!
//! The arithmetic operators (`+ - * / %`, unary `-`, the scalar forms), the element-wise math
//! and `clamp_tensor` use [`Filled`] for inline results ([`ResultKind`]); `map`, `zip_map`,
//! `zip_map3` and the methods built on them (comparisons, `maximum`/`minimum`, `where_`), and
//! every heap result, use [`Fresh`].

use core::marker::PhantomData;

use crate::shape::{Broadcast, Shape};
use crate::tensor::{Inline, Kind};

/// A way to build inline arrays of elements `U` (see the module documentation).
#[doc(hidden)]
pub trait Build<U> {
    /// `f(p)` for every element `p` of the inline array `at`, in row-major order, as an array
    /// of the same shape (`None` only for a shape with run-time sizes, which has no array).
    fn map<S: Shape, P>(at: &S::Array<P>, f: impl FnMut(&P) -> U) -> Option<S::Array<U>>;
    /// `f(x, y)` for the pairs of two inline arrays broadcast together.
    fn zip<SA: Broadcast<SB>, SB: Shape, X, Y>(
        a: &SA::Array<X>,
        b: &SB::Array<Y>,
        f: impl FnMut(&X, &Y) -> U,
    ) -> Option<<SA::Output as Shape>::Array<U>>;
    /// [`map`](Self::map) of a function whose argument and result have one type: for
    /// [`Filled`], a copy of `at` updated in place.
    fn map_same<S: Shape>(at: &S::Array<U>, f: impl FnMut(&U) -> U) -> Option<S::Array<U>>;
    /// [`zip`](Self::zip) of a function whose arguments and result have one type: for
    /// [`Filled`], a copy of the operand whose shape the result has, updated in place (filled
    /// first, as [`zip`](Self::zip), when the result has neither operand's shape).
    fn zip_same<SA: Broadcast<SB>, SB: Shape>(
        a: &SA::Array<U>,
        b: &SB::Array<U>,
        f: impl FnMut(&U, &U) -> U,
    ) -> Option<<SA::Output as Shape>::Array<U>>;
}

/// Element by element with `core::array::from_fn`: any element type, `f` called once per
/// element.
#[doc(hidden)]
pub struct Fresh;

/// Filled, then overwritten by plain loops, or copied from an operand and updated in place:
/// `Copy` elements; `f` is called once more, on the first element, for a fill (the operators'
/// element functions have no side effects).
#[doc(hidden)]
pub struct Filled;

impl<U> Build<U> for Fresh {
    #[inline(always)]
    fn map<S: Shape, P>(at: &S::Array<P>, f: impl FnMut(&P) -> U) -> Option<S::Array<U>> {
        Some(S::map_array(at, f))
    }
    #[inline(always)]
    fn zip<SA: Broadcast<SB>, SB: Shape, X, Y>(
        a: &SA::Array<X>,
        b: &SB::Array<Y>,
        f: impl FnMut(&X, &Y) -> U,
    ) -> Option<<SA::Output as Shape>::Array<U>> {
        Some(SA::zip_arrays(a, b, f))
    }
    #[inline(always)]
    fn map_same<S: Shape>(at: &S::Array<U>, f: impl FnMut(&U) -> U) -> Option<S::Array<U>> {
        Self::map::<S, U>(at, f)
    }
    #[inline(always)]
    fn zip_same<SA: Broadcast<SB>, SB: Shape>(
        a: &SA::Array<U>,
        b: &SB::Array<U>,
        f: impl FnMut(&U, &U) -> U,
    ) -> Option<<SA::Output as Shape>::Array<U>> {
        Self::zip::<SA, SB, U, U>(a, b, f)
    }
}

// `let else` rather than `?` in these: each `?` is a call of `Try::branch` to instantiate per
// shape in a debug build.
#[allow(clippy::question_mark)]
impl<U: Copy> Build<U> for Filled {
    #[inline(always)]
    fn map<S: Shape, P>(at: &S::Array<P>, mut f: impl FnMut(&P) -> U) -> Option<S::Array<U>> {
        // An empty shape has no first element to fill with (a constant: the other branch is
        // not even instantiated).
        if Empty::<S>::YES {
            return Some(S::map_array(at, f));
        }
        let Some(first) = S::first(at) else {
            return None;
        };
        let Some(mut out) = S::filled(f(first)) else {
            return None;
        };
        for (o, p) in S::flat_mut(&mut out).iter_mut().zip(S::flat(at)) {
            *o = f(p);
        }
        Some(out)
    }
    #[inline(always)]
    fn zip<SA: Broadcast<SB>, SB: Shape, X, Y>(
        a: &SA::Array<X>,
        b: &SB::Array<Y>,
        mut f: impl FnMut(&X, &Y) -> U,
    ) -> Option<<SA::Output as Shape>::Array<U>> {
        if Empty::<SA::Output>::YES {
            return Some(SA::zip_arrays(a, b, f));
        }
        let (Some(x), Some(y)) = (SA::first(a), SB::first(b)) else {
            return None;
        };
        let Some(mut out) = <SA::Output as Shape>::filled(f(x, y)) else {
            return None;
        };
        SA::zip_into(&mut out, a, b, |o, x, y| *o = f(x, y));
        Some(out)
    }
    #[inline(always)]
    fn map_same<S: Shape>(at: &S::Array<U>, mut f: impl FnMut(&U) -> U) -> Option<S::Array<U>> {
        if Empty::<S>::YES {
            return Some(S::map_array(at, f));
        }
        let Some(mut out) = copied::<S, S, U>(at) else {
            return None;
        };
        for o in S::flat_mut(&mut out) {
            *o = f(o);
        }
        Some(out)
    }
    #[inline(always)]
    fn zip_same<SA: Broadcast<SB>, SB: Shape>(
        a: &SA::Array<U>,
        b: &SB::Array<U>,
        mut f: impl FnMut(&U, &U) -> U,
    ) -> Option<<SA::Output as Shape>::Array<U>> {
        if Empty::<SA::Output>::YES {
            return Some(SA::zip_arrays(a, b, f));
        }
        if Same::<SA, SA::Output>::YES {
            let Some(mut out) = copied::<SA, SA::Output, U>(a) else {
                return None;
            };
            SA::zip_into(&mut out, a, b, |o, _, y| *o = f(o, y));
            return Some(out);
        }
        if Same::<SB, SA::Output>::YES {
            let Some(mut out) = copied::<SB, SA::Output, U>(b) else {
                return None;
            };
            SA::zip_into(&mut out, a, b, |o, x, _| *o = f(x, o));
            return Some(out);
        }
        Self::zip::<SA, SB, U, U>(a, b, f)
    }
}

/// A copy of the inline array `at` as an array of the shape `O`, which has `S`'s sizes.
#[inline(always)]
fn copied<S: Shape, O: Shape, U: Copy>(at: &S::Array<U>) -> Option<O::Array<U>> {
    O::from_flat(S::flat(at))
}

/// Whether the static shapes `S` and `O` have the same sizes: a constant, so that the branch it
/// guards is the only one instantiated.
struct Same<S, O>(PhantomData<(S, O)>);

impl<S: Shape, O: Shape> Same<S, O> {
    const YES: bool = {
        let (s, o) = (S::FIXED_DIMS, O::FIXED_DIMS);
        let mut same = s.len() == o.len() && S::IS_STATIC && O::IS_STATIC;
        let mut i = 0;
        while same && i < s.len() {
            same = s[i] == o[i];
            i += 1;
        }
        same
    };
}

/// Whether the static shape `S` has no element: a constant, so that the branch it guards is
/// the only one instantiated.
struct Empty<S>(PhantomData<S>);

impl<S: Shape> Empty<S> {
    const YES: bool = {
        let dims = S::FIXED_DIMS;
        let mut i = 0;
        let mut empty = false;
        while i < dims.len() {
            empty |= dims[i] == 0;
            i += 1;
        }
        empty && S::IS_STATIC
    };
}

/// A storage kind whose operator results can hold elements `T`: the heap any type, an inline
/// array `Copy` types.
///
/// Operators (`+ - * / %`, unary `-`, the scalar forms, `clamp_tensor`) on tensors whose result
/// is an inline [`Tensor`](crate::Tensor) build it as a copy of an operand updated in place by
/// plain loops (or over an array first filled with one result), which needs `Copy` elements;
/// this is what makes them compile to the loop a hand writes over nested arrays whatever the
/// optimisation settings, and keeps release builds of such code cheap. [`map`] and [`zip_map`]
/// take any element type, and so do operators whose result lives on the heap
/// ([`HeapTensor`](crate::HeapTensor), [`DynTensor`](crate::DynTensor)).
///
/// ```
/// use shaped::prelude::*;
/// let a = Tensor::<f32, shape![2]>::from([1.0, 2.0]);
/// assert_eq!((&a + &a).to_vec(), vec![2.0, 4.0]);
/// ```
///
/// An inline tensor of a type that is not `Copy` has no operators; `zip_map` does the same:
///
/// ```compile_fail
/// use shaped::prelude::*;
/// #[derive(Clone, Debug, PartialEq)]
/// struct Big(u64);
/// impl core::ops::Add for Big {
///     type Output = Big;
///     fn add(self, o: Big) -> Big { Big(self.0 + o.0) }
/// }
/// let a = Tensor::<Big, shape![2]>::from_array([Big(1), Big(2)]);
/// let _ = &a + &a;
/// ```
///
/// [`map`]: crate::TensorBase::map
/// [`zip_map`]: crate::TensorBase::zip_map
pub trait ResultKind<T>: Kind {
    /// How the operator builds an inline result.
    #[doc(hidden)]
    type Build: Build<T>;
}

impl<T: Copy> ResultKind<T> for Inline {
    type Build = Filled;
}

#[cfg(feature = "alloc")]
impl<T> ResultKind<T> for crate::tensor::Heap {
    type Build = Fresh;
}
