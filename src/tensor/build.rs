//! How an inline result is built from a function of its elements.
//!
//! [`Fresh`] builds it element by element with `core::array::from_fn`, which takes any element
//! type. [`Filled`] needs `Copy` elements: it fills the array with the first result
//! ([`Shape::filled`]) and then overwrites every element in the static element loops
//! (`kernel/flat.rs`). The two give the same values; they differ in what the optimiser makes
//! of them. `from_fn` writes through
//! an out-of-line helper whose loop bound is a run-time slice length: whether that helper is
//! inlined, and how the loop is then unrolled and vectorised, depends on what else shares the
//! codegen unit, so with cargo's default 16 units a `[4, 4] + [4]` could compile to a generic
//! loop instead of the hand loop's code (and a transposed operand called the closure once per
//! element). Plain
//! loops into a filled array are what a hand loop over nested arrays is, and compile to the same
//! code in any codegen-unit split.
//!
//! Where the function's arguments and result have one type (the arithmetic operators, the
//! element-wise math), [`Build::map_same`] and [`Build::zip_same`] are called, which for
//! [`Filled`] start the result as a copy of the operand whose shape it has and update it in
//! place, so no fill is written at all; only a broadcast whose result has neither operand's
//! shape (`[3, 1] + [1, 4]`) is filled first. A fill overwritten element by element leaves the
//! optimiser one dead store per element to prove dead, each against the stores after it, which
//! made release builds of code full of static shapes about twice as slow to compile. The copy
//! is typed from end to end: [`Shape::copy_array`] copies the nested array, and the broadcast
//! relation's `keep_lhs`/`keep_rhs` retype it as the result's array (`shape/keep.rs`), which it
//! is, with no slice, no length to check and so no failure path for an optimiser that inlines
//! little (opt-level `"s"`, `"z"`) to leave behind.
//!
//! The arithmetic operators (`+ - * / %`, unary `-`, the scalar forms), the element-wise math
//! and `clamp_tensor` use [`Filled`] for inline results ([`ResultKind`]); `map`, `zip_map`,
//! `zip_map3` and the methods built on them (comparisons, `maximum`/`minimum`, `where_`), and
//! every heap result, use [`Fresh`].

use core::marker::PhantomData;

use crate::kernel::flat;
use crate::shape::{Broadcast, Broadcasted, Pair, Proof, Shape, Triple};
use crate::tensor::{Inline, Kind, Storage};

/// A way to build inline arrays of elements `U` (see the module documentation). Every method
/// returns the array itself: no `Option` around it whose discriminant an optimiser that inlines
/// little (opt-level `"s"`, `"z"`) would check after the loops (for `bool` elements the
/// array's own first byte holds `Option`'s discriminant).
#[doc(hidden)]
pub trait Build<U> {
    /// `f(p)` for every element `p` of the inline array `at`, in row-major order, as an array
    /// of the same shape.
    fn map<S: Shape, P>(at: &S::Array<P>, f: impl FnMut(&P) -> U) -> S::Array<U>;
    /// `f(x, y)` for the pairs of two inline arrays broadcast together.
    fn zip<SA: Broadcast<SB>, SB: Shape, X, Y>(
        a: &SA::Array<X>,
        b: &SB::Array<Y>,
        f: impl FnMut(&X, &Y) -> U,
    ) -> <SA::Output as Shape>::Array<U>;
    /// [`map`](Self::map) of a function whose argument and result have one type: for
    /// [`Filled`], a copy of `at` updated in place.
    #[inline(always)]
    fn map_same<S: Shape>(at: &S::Array<U>, f: impl FnMut(&U) -> U) -> S::Array<U> {
        Self::map::<S, U>(at, f)
    }
    /// [`zip`](Self::zip) of a function whose arguments and result have one type: for
    /// [`Filled`], a copy of the operand whose shape the result has, updated in place (filled
    /// first, as [`zip`](Self::zip), when the result has neither operand's shape).
    #[inline(always)]
    fn zip_same<SA: Broadcast<SB>, SB: Shape>(
        a: &SA::Array<U>,
        b: &SB::Array<U>,
        f: impl FnMut(&U, &U) -> U,
    ) -> <SA::Output as Shape>::Array<U> {
        Self::zip::<SA, SB, U, U>(a, b, f)
    }
    /// `f(x, y, z)` for the triples of three inline arrays broadcast together, in one loop:
    /// for [`Filled`]; `None` for [`Fresh`] (and for a result without elements), whose callers
    /// then pair the first two operands first.
    #[inline(always)]
    fn zip3<SA, SB, SC, X, Y, W>(
        _a: &SA::Array<X>,
        _b: &SB::Array<Y>,
        _c: &SC::Array<W>,
        _f: &mut impl FnMut(&X, &Y, &W) -> U,
    ) -> Option<<Broadcasted<SA::Output, SC> as Shape>::Array<U>>
    where
        SA: Broadcast<SB>,
        SA::Output: Broadcast<SC>,
        SB: Shape,
        SC: Shape,
    {
        None
    }
    /// Whether [`copied`](Self::copied) can give an array (a constant: `true` for [`Filled`]).
    const COPIES: bool = false;
    /// The elements of a tensor of storage `M` and static shape `S` (an owned inline array or
    /// a view of one: the operands of an inline result) as a row-major array of their own, read
    /// through the layout by an odometer over the sizes (constants), over a fill of `fill` (or
    /// of the first element the tensor can reach): a fill that is a constant `Some` (an element
    /// of the other operand's own array) lets an optimiser that inlines little see that the
    /// copy is always made. For [`Filled`]; `None` for [`Fresh`], and for a tensor without
    /// elements.
    #[inline(always)]
    fn copied<S: Shape, M: Storage<U, S>>(_buf: &M::Buf, _fill: Option<&U>) -> Option<S::Array<U>> {
        None
    }
}

/// An operand's elements as a row-major array: the owned array itself, or `copy` set to
/// [`Build::copied`] of a view. Where the result is built for size (opt-level `"s"`, `"z"`),
/// the operators run the arrays' loops on such copies rather than reading views through their
/// layouts: at those levels the layouts are not folded into constants, and the strided reads
/// cost many times the copy and bring in the run-time kernel.
#[inline(always)]
#[cfg(any(shaped_opt_size, test))]
pub(crate) fn array_or_copy<'b, U: 'b, S: Shape + 'b, M: Storage<U, S>, Bd: Build<U>>(
    buf: &'b M::Buf,
    copy: &'b mut Option<S::Array<U>>,
    fill: Option<&U>,
) -> Option<&'b S::Array<U>> {
    if M::ARRAY {
        return M::as_array(buf).ok();
    }
    *copy = Bd::copied::<S, M>(buf, fill);
    copy.as_ref()
}

/// The first element of an owned inline array (a constant `Some` for a shape with elements),
/// `None` for other storages: the fill of [`Build::copied`] for the other operand.
#[inline(always)]
#[cfg(shaped_opt_size)]
pub(crate) fn array_first<'b, U: 'b, S: Shape + 'b, M: Storage<U, S>>(
    buf: &'b M::Buf,
) -> Option<&'b U> {
    match M::as_array(buf) {
        Ok(a) => S::first(a),
        Err(_) => None,
    }
}

/// Element by element with `core::array::from_fn`: any element type, `f` called once per
/// element.
#[doc(hidden)]
pub struct Fresh;

/// Filled, then overwritten by plain loops, or copied from an operand and updated in place:
/// `Copy` elements; `f` is called once more, on the first elements, for a fill (the operators'
/// element functions have no side effects).
#[doc(hidden)]
pub struct Filled;

impl<U> Build<U> for Fresh {
    #[inline(always)]
    fn map<S: Shape, P>(at: &S::Array<P>, f: impl FnMut(&P) -> U) -> S::Array<U> {
        S::map_array(at, f)
    }
    #[inline(always)]
    fn zip<SA: Broadcast<SB>, SB: Shape, X, Y>(
        a: &SA::Array<X>,
        b: &SB::Array<Y>,
        f: impl FnMut(&X, &Y) -> U,
    ) -> <SA::Output as Shape>::Array<U> {
        SA::zip_arrays(a, b, f)
    }
}

// A shape with no element has no first element to fill with: it is built by the nested
// `from_fn` loops, which call `f` for no element. The first condition is a constant, so for
// every other shape that branch is not even instantiated; the `else` arms after it are the
// same case seen at run time (`first` is `None` only for a size 0), which the optimiser folds
// away for every shape with elements.
impl<U: Copy> Build<U> for Filled {
    const COPIES: bool = true;
    #[inline(always)]
    fn zip3<SA, SB, SC, X, Y, W>(
        a: &SA::Array<X>,
        b: &SB::Array<Y>,
        c: &SC::Array<W>,
        f: &mut impl FnMut(&X, &Y, &W) -> U,
    ) -> Option<<Broadcasted<SA::Output, SC> as Shape>::Array<U>>
    where
        SA: Broadcast<SB>,
        SA::Output: Broadcast<SC>,
        SB: Shape,
        SC: Shape,
    {
        type O<SA, SB, SC> = Broadcasted<<SA as Broadcast<SB>>::Output, SC>;
        let (x, y, z) = (SA::first(a)?, SB::first(b)?, SC::first(c)?);
        let mut out = O::<SA, SB, SC>::filled(f(x, y, z))?;
        let (fa, fb, fc) = (SA::flat(a), SB::flat(b), SC::flat(c));
        let merged = &Triple::<SA, SB, SC>::MERGED;
        let flat_out = O::<SA, SB, SC>::flat_mut(&mut out);
        flat::zip3(merged, flat_out, fa, fb, fc, |o, x, y, z| *o = f(x, y, z));
        Some(out)
    }
    #[inline(always)]
    fn copied<S: Shape, M: Storage<U, S>>(buf: &M::Buf, fill: Option<&U>) -> Option<S::Array<U>> {
        let data = M::data(buf);
        let mut out = S::filled(*fill.or(data.first())?)?;
        let (offset, strides) = (M::offset(buf), M::strides(buf));
        crate::layout::gather_strided(S::flat_mut(&mut out), data, offset, strides, S::FIXED_DIMS);
        Some(out)
    }
    #[inline(always)]
    fn map<S: Shape, P>(at: &S::Array<P>, mut f: impl FnMut(&P) -> U) -> S::Array<U> {
        if Empty::<S>::YES {
            return S::map_array(at, f);
        }
        let Some(first) = S::first(at) else {
            return S::map_array(at, f);
        };
        let Some(mut out) = S::filled(f(first)) else {
            return S::map_array(at, f);
        };
        S::each_pair_mut(&mut out, at, |o, p| *o = f(p));
        out
    }
    #[inline(always)]
    fn zip<SA: Broadcast<SB>, SB: Shape, X, Y>(
        a: &SA::Array<X>,
        b: &SB::Array<Y>,
        mut f: impl FnMut(&X, &Y) -> U,
    ) -> <SA::Output as Shape>::Array<U> {
        if Empty::<SA::Output>::YES {
            return SA::zip_arrays(a, b, f);
        }
        let (Some(x), Some(y)) = (SA::first(a), SB::first(b)) else {
            return SA::zip_arrays(a, b, f);
        };
        let Some(mut out) = <SA::Output as Shape>::filled(f(x, y)) else {
            return SA::zip_arrays(a, b, f);
        };
        zip_flat::<SA, SB, X, Y, U>(&mut out, a, b, |o, x, y, _| *o = f(x, y));
        out
    }
    #[inline(always)]
    fn map_same<S: Shape>(at: &S::Array<U>, f: impl FnMut(&U) -> U) -> S::Array<U> {
        #[cfg(debug_assertions)]
        {
            fill_map_same::<S, U>(at, f)
        }
        #[cfg(not(debug_assertions))]
        {
            copy_map_same::<S, U>(at, f)
        }
    }
    #[inline(always)]
    fn zip_same<SA: Broadcast<SB>, SB: Shape>(
        a: &SA::Array<U>,
        b: &SB::Array<U>,
        f: impl FnMut(&U, &U) -> U,
    ) -> <SA::Output as Shape>::Array<U> {
        #[cfg(debug_assertions)]
        {
            fill_zip_same::<SA, SB, U>(a, b, f)
        }
        #[cfg(not(debug_assertions))]
        {
            copy_zip_same::<SA, SB, U>(a, b, f)
        }
    }
}

// Optimised builds start an inline result whose element type is the operands' as a copy of an
// operand ([`Build::map_same`], [`Build::zip_same`]); debug builds fill it first. The copy's
// helpers (the nested copy, the retyping one dimension at a time, the slice loops) are functions
// of their own for every shape in a debug build, which costs it more than the fill; an optimised
// build inlines them, and there it is the fill that costs (every filled element a dead store to
// prove dead). Both give the same values; the tests below run both in every build.

/// `f` of every element of `at`, as a copy of `at` updated in place.
#[cfg_attr(debug_assertions, allow(dead_code))]
#[inline(always)]
fn copy_map_same<S: Shape, U: Copy>(at: &S::Array<U>, mut f: impl FnMut(&U) -> U) -> S::Array<U> {
    let mut out = S::copy_array(at);
    for o in S::flat_mut(&mut out) {
        *o = f(o);
    }
    out
}

/// `f` of the pairs of `a` and `b` broadcast together, as a copy of the operand whose shape
/// the result has updated in place; filled first (as [`Filled::zip`]) when it has neither's.
#[cfg_attr(debug_assertions, allow(dead_code))]
#[inline(always)]
fn copy_zip_same<SA: Broadcast<SB>, SB: Shape, U: Copy>(
    a: &SA::Array<U>,
    b: &SB::Array<U>,
    mut f: impl FnMut(&U, &U) -> U,
) -> <SA::Output as Shape>::Array<U> {
    type O<SA, SB> = <SA as Broadcast<SB>>::Output;
    if Empty::<O<SA, SB>>::YES {
        return SA::zip_arrays(a, b, f);
    }
    // The result has an operand's sizes, so (static shapes broadcast to the operands' own
    // dimension types) its array type is that operand's: a copy of it, updated in place.
    // Then the proof of that is a constant `Some` (`shape/keep.rs`): the `else` arms are
    // not in the generated code at any optimisation level, and a fill there instead would
    // have the compiler build and discard one for every operation.
    if Same::<SA, O<SA, SB>>::YES {
        let Some(proof) = <SA::KeepsLhs as Proof>::VALUE else {
            unreachable!("a result of the left operand's sizes keeps its dimensions")
        };
        let mut out = SA::keep_lhs(SA::copy_array(a), proof);
        let merged = &Pair::<O<SA, SB>, SB>::MERGED;
        flat::update(
            merged,
            O::<SA, SB>::flat_mut(&mut out),
            SB::flat(b),
            |o, y| *o = f(o, y),
        );
        return out;
    }
    if Same::<SB, O<SA, SB>>::YES {
        let Some(proof) = <SA::KeepsRhs as Proof>::VALUE else {
            unreachable!("a result of the right operand's sizes keeps its dimensions")
        };
        let mut out = SA::keep_rhs(SB::copy_array(b), proof);
        let merged = &Pair::<O<SA, SB>, SA>::MERGED;
        flat::update(
            merged,
            O::<SA, SB>::flat_mut(&mut out),
            SA::flat(a),
            |o, x| *o = f(x, o),
        );
        return out;
    }
    Filled::zip::<SA, SB, U, U>(a, b, f)
}

/// [`copy_map_same`] by a fill with the operand's first element, then plain loops (debug builds).
#[cfg_attr(not(debug_assertions), allow(dead_code))]
#[inline(always)]
fn fill_map_same<S: Shape, U: Copy>(at: &S::Array<U>, mut f: impl FnMut(&U) -> U) -> S::Array<U> {
    if Empty::<S>::YES {
        return S::map_array(at, f);
    }
    let Some(x) = S::first(at) else {
        unreachable!("a static shape with elements has a first element")
    };
    let Some(mut out) = S::filled(*x) else {
        unreachable!("a static shape has an inline array")
    };
    for (o, p) in S::flat_mut(&mut out).iter_mut().zip(S::flat(at)) {
        *o = f(p);
    }
    out
}

/// [`copy_zip_same`] by a fill with the left operand's first element, then plain loops (debug
/// builds).
#[cfg_attr(not(debug_assertions), allow(dead_code))]
#[inline(always)]
fn fill_zip_same<SA: Broadcast<SB>, SB: Shape, U: Copy>(
    a: &SA::Array<U>,
    b: &SB::Array<U>,
    mut f: impl FnMut(&U, &U) -> U,
) -> <SA::Output as Shape>::Array<U> {
    type O<SA, SB> = <SA as Broadcast<SB>>::Output;
    if Empty::<O<SA, SB>>::YES {
        return SA::zip_arrays(a, b, f);
    }
    let Some(x) = SA::first(a) else {
        unreachable!("a static shape with elements has a first element")
    };
    let Some(mut out) = O::<SA, SB>::filled(*x) else {
        unreachable!("a static shape has an inline array")
    };
    zip_flat::<SA, SB, U, U, U>(&mut out, a, b, |o, x, y, _| *o = f(x, y));
    out
}

/// `f(o, x, y)` for every element `o` of the inline array `out` of the broadcast shape and the
/// pair `x`, `y` of `a` and `b` broadcast to it: the one static element loop
/// ([`flat::zip3`], with one unit as the third operand), over the arrays' flat elements.
#[inline(always)]
pub(crate) fn zip_flat<'a, SA, SB, X, Y, Z>(
    out: &mut <SA::Output as Shape>::Array<Z>,
    a: &'a SA::Array<X>,
    b: &'a SB::Array<Y>,
    f: impl FnMut(&mut Z, &'a X, &'a Y, &'a ()),
) where
    SA: Broadcast<SB> + 'a,
    SB: Shape + 'a,
    X: 'a,
    Y: 'a,
{
    let out = <SA::Output as Shape>::flat_mut(out);
    flat::zip3(
        &Pair::<SA, SB>::MERGED,
        out,
        SA::flat(a),
        SB::flat(b),
        &[()],
        f,
    );
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
/// ```compile_fail,E0277
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

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::{Build, Filled, copy_map_same, copy_zip_same, fill_map_same, fill_zip_same};
    use crate::shape;
    use crate::shape::{Broadcast, Shape, StaticShape};
    use alloc::vec;
    use alloc::vec::Vec;

    /// Both ways of building the result of `f` on `a` and `b`, as flat vectors.
    fn both<SA, SB>(a: &[i64], b: &[i64], f: fn(&i64, &i64) -> i64) -> (Vec<i64>, Vec<i64>)
    where
        SA: StaticShape + Broadcast<SB>,
        SB: StaticShape,
    {
        let (a, b) = (SA::array_from_fn(|i| a[i]), SB::array_from_fn(|i| b[i]));
        let copied = copy_zip_same::<SA, SB, i64>(&a, &b, f);
        let filled = <Filled as Build<i64>>::zip::<SA, SB, i64, i64>(&a, &b, f);
        type O<SA, SB> = <SA as Broadcast<SB>>::Output;
        let debug = fill_zip_same::<SA, SB, i64>(&a, &b, f);
        assert_eq!(O::<SA, SB>::flat(&debug), O::<SA, SB>::flat(&filled));
        (
            O::<SA, SB>::flat(&copied).to_vec(),
            O::<SA, SB>::flat(&filled).to_vec(),
        )
    }

    /// The copy against the fill for `SA` with `SB` and for `SB` with `SA`, on the numbers
    /// from 0 and from 100 and a function whose operands do not commute.
    fn agree<SA, SB>()
    where
        SA: StaticShape + Broadcast<SB>,
        SB: StaticShape + Broadcast<SA>,
    {
        let a: Vec<i64> = (0..SA::NUMEL as i64).collect();
        let b: Vec<i64> = (100..100 + SB::NUMEL as i64).collect();
        let f: fn(&i64, &i64) -> i64 = |x, y| x * 1000 - y;
        let (c, d) = both::<SA, SB>(&a, &b, f);
        assert_eq!(c, d);
        let (c, d) = both::<SB, SA>(&b, &a, f);
        assert_eq!(c, d);
    }

    #[test]
    fn copies_updated_in_place_agree_with_fills_for_every_way_an_operand_repeats() {
        agree::<shape![3, 4], shape![3, 4]>();
        agree::<shape![3, 4], shape![4]>();
        agree::<shape![3, 4], shape![1, 4]>();
        agree::<shape![3, 4], shape![3, 1]>();
        agree::<shape![3, 4], shape![]>();
        agree::<shape![3, 1, 4], shape![1, 1, 4]>();
        agree::<shape![3, 1, 4], shape![3, 1, 1]>();
        agree::<shape![3, 2, 4], shape![3, 1, 4]>();
        agree::<shape![2, 3, 4], shape![3, 1]>();
        agree::<shape![2, 3, 4], shape![2, 1, 4]>();
        agree::<shape![2, 3, 1, 2, 1, 2, 3, 2], shape![3, 2]>();
        agree::<shape![2, 3, 1, 2, 1, 2, 3, 2], shape![2, 3, 1, 2, 1, 1, 1, 1]>();
        agree::<shape![2, 3, 1, 2, 1, 2, 3, 2], shape![2, 1, 1, 2, 1, 2, 1, 2]>();
        agree::<shape![3, 1], shape![1, 4]>();
        agree::<shape![0, 3], shape![3]>();
    }

    #[test]
    fn a_copy_updated_in_place_gives_what_the_fill_gives() {
        let (a, b): (Vec<i64>, Vec<i64>) =
            ((0..24).map(|i| i * 7 - 40).collect(), (0..24).collect());
        let sub: fn(&i64, &i64) -> i64 = |x, y| x * 3 - y;
        // The result has the left operand's shape, the right one's, or neither.
        let (c, f) = both::<shape![2, 3, 4], shape![3, 1]>(&a, &b[..3], sub);
        assert_eq!(c, f);
        assert_eq!(c[..5], [-120, -99, -78, -57, -37]);
        let (c, f) = both::<shape![4], shape![2, 3, 4]>(&a[..4], &b, sub);
        assert_eq!(c, f);
        assert_eq!(c[..5], [-120, -100, -80, -60, -124]);
        let (c, f) = both::<shape![2, 1], shape![1, 3]>(&a[..2], &b[..3], sub);
        assert_eq!(c, f);
        let (c, f) = both::<shape![], shape![2, 2]>(&a[..1], &b[..4], sub);
        assert_eq!((c, f.len()), (vec![-120, -121, -122, -123], 4));
        let (c, f) = both::<shape![0, 3], shape![3]>(&[], &b[..3], sub);
        assert_eq!((c.len(), f.len()), (0, 0));
        let at = [[1, 2, 3], [4, 5, 6]];
        let m = copy_map_same::<shape![2, 3], i64>(&at, |x| x * x - 1);
        assert_eq!(fill_map_same::<shape![2, 3], i64>(&at, |x| x * x - 1), m);
        assert_eq!(m, [[0, 3, 8], [15, 24, 35]]);
    }

    /// Fills of more than `FILL_BY_REPEAT_MAX` elements, which optimised builds write element
    /// by element from rank 3 (this test runs in the optimised build of CI too), on both sides
    /// of the limit, and a rank-2 fill above it, which repeats.
    #[test]
    fn large_results_are_filled_and_computed_like_small_ones() {
        fn every<S: StaticShape>(v: i64) {
            let filled = S::filled(v).unwrap();
            assert_eq!(S::flat(&filled).len(), S::NUMEL);
            assert!(S::flat(&filled).iter().all(|&x| x == v));
        }
        every::<shape![16, 17]>(-3);
        every::<shape![4, 8, 8]>(5);
        every::<shape![4, 8, 9]>(5);
        every::<shape![2, 3, 4, 5, 6]>(7);
        // A broadcast whose result (16 x 16 x 32) has neither operand's shape, so is filled.
        type SA = shape![16, 1, 32];
        type SB = shape![16, 1];
        let a: Vec<i64> = (0..SA::NUMEL as i64).collect();
        let b: Vec<i64> = (0..SB::NUMEL as i64).map(|j| 1000 * j).collect();
        let (c, f) = both::<SA, SB>(&a, &b, |x, y| x - y);
        assert_eq!(c, f);
        assert_eq!(c.len(), 16 * 16 * 32);
        for (n, got) in c.iter().enumerate() {
            let (i, j, k) = (n / 512, n / 32 % 16, n % 32);
            assert_eq!(*got, a[i * 32 + k] - b[j], "at [{i}, {j}, {k}]");
        }
    }

    /// `Filled::copied` of views (what the operators read views through where the crate is
    /// built for size) is the view's elements in row-major order, and an owned array is itself.
    #[test]
    fn a_copy_of_a_view_holds_its_elements_in_row_major_order() {
        use super::array_or_copy;
        use crate::prelude::*;
        fn copy<S: Shape, M: crate::tensor::Storage<i32, S>>(
            t: &crate::TensorBase<i32, S, M>,
        ) -> Vec<i32> {
            let mut slot = None;
            let a = array_or_copy::<i32, S, M, Filled>(&t.buf, &mut slot, None).expect("static");
            S::flat(a).to_vec()
        }
        let a = Tensor::<i32, shape![3, 4]>::from_fn(|i| i as i32);
        assert_eq!(copy(&a), a.to_vec());
        assert_eq!(copy(&a.t()), a.t().to_vec());
        assert_eq!(copy(&a.narrow::<1, 2>(1).unwrap()), vec![1, 2, 5, 6, 9, 10]);
        let row = Tensor::<i32, shape![1, 4]>::from([[7, 8, 9, 10]]);
        let e = row.expand::<shape![2, 4]>();
        assert_eq!(copy(&e), vec![7, 8, 9, 10, 7, 8, 9, 10]);
        let p = Tensor::<i32, shape![2, 3, 4]>::from_fn(|i| i as i32);
        let q = p.permute::<2, 0, 1>();
        assert_eq!(copy(&q), q.to_vec());
        // `Fresh` (heap results) copies nothing.
        fn fresh<S: Shape, M: crate::tensor::Storage<i32, S>>(
            t: &crate::TensorBase<i32, S, M>,
        ) -> bool {
            array_or_copy::<i32, S, M, super::Fresh>(&t.buf, &mut None, None).is_none()
        }
        assert!(fresh(&a.t()));
    }
}
