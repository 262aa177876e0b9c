//! Dimension types: [`Const`] sizes known to the compiler and [`Dyn`] sizes known at run time.

use super::tuples::{dim_repeat_const, dim_repeat_decls, dim_repeat_dyn};
use core::convert::Infallible;
use core::fmt::Debug;
use core::marker::PhantomData;

use super::class::{Repr, Table, checked_size};
use super::extents::{Fixed, Runtime, SizeKind};
use super::shown::ShowDim;

/// A dimension whose size `N` is part of the type. It takes no space.
///
/// One type per size: `Const<0>`, `Const<1>` and `Const<5>` are what [`shape!`](crate::shape!)
/// writes for `shape![0]`, `shape![1]` and `shape![5]`, and what `Const<N>` is in a function
/// generic over `const N: usize` called with those sizes. Every `N` is valid.
///
/// The second parameter, which messages do not print when it has its default, says where the
/// checks that do arithmetic on sizes (`reshape`, `view_shape`, `narrow`, `cat`, `flatten`, the
/// strict mode) find the size's number (see [`class`](super::class)). For a size outside the
/// table of [`arith`](super::arith) (0 to 1024, powers of two and one less, powers of ten),
/// `shape!` writes the size's digits there, so that those checks accept it: `shape![3000]` is
/// `(Const<3000, Digits<952, 2, 0, 0>>,)` (messages still print the shape as `Dims<3000>`).
/// A hand-written `Const<3000>` is another type: it works in element-wise operations with
/// itself, in matrix products and reductions, but a size 1 does not stretch against it and
/// the arithmetic checks refuse it (use `shape!` there).
///
/// In messages, a fully static shape of these dimensions prints as
/// [`Dims<5, 1>`](super::Dims) (see [`ShowShape`](super::ShowShape)); a single dimension prints
/// as `shaped::Const<5>` (rustc spells the crate because `core` has an item named `Const`).
///
/// ```
/// use shaped::{shape, Const, Shape, StaticShape};
/// type S = shape![5, 1, 4];
/// assert_eq!(S::DIMS, [5, 1, 4]);
/// let _: Option<S> = None::<(Const<5>, Const<1>, Const<4>)>;
/// assert_eq!(core::mem::size_of::<Const<5>>(), 0);
/// ```
pub struct Const<const N: usize, K = Table>(PhantomData<K>);

impl<const N: usize, K> Const<N, K> {
    /// The dimension as a value. It holds nothing; constructors that take one size per
    /// dimension (such as [`HeapTensor::zeros_sym`](crate::HeapTensor::zeros_sym)) take it for
    /// a static size.
    ///
    /// ```
    /// use shaped::Const;
    /// let three: Const<3> = Const::new();
    /// assert_eq!(format!("{three:?}"), "Const<3>");
    /// ```
    #[must_use]
    pub const fn new() -> Self {
        Const(PhantomData)
    }
}

impl<const N: usize, K> Clone for Const<N, K> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<const N: usize, K> Copy for Const<N, K> {}
impl<const N: usize, K> Default for Const<N, K> {
    fn default() -> Self {
        Const(PhantomData)
    }
}

/// A dimension whose size is known only at run time (the rank stays static).
///
/// Broadcasting a `Dyn` against a static size is checked when the operation runs. Tensors with
/// `Dyn` dimensions live on the heap ([`HeapTensor`](crate::HeapTensor)) or are views.
///
/// ```
/// use shaped::{shape, Shape};
/// type S = shape![Dyn, 3];
/// assert_eq!(<S as Shape>::RANK, Some(2));
/// assert!(S::index_from(&[7, 3]).is_some());
/// assert!(S::index_from(&[7, 4]).is_none());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Dyn;

/// A dimension type: a [`Const`], a [`Dyn`], or a symbolic size `Sym<B>` (a run-time size
/// fixed once per brand, see the manual's `symbolic_dimensions` chapter).
///
/// A dimension also says how it nests in inline storage: a dimension of size `N` wraps its inner
/// elements in `[E; N]`. A [`Dyn`] dimension has no inline form (its array type is uninhabited),
/// so inline tensors always have fully static shapes.
///
/// ```
/// use shaped::{Const, Dim, Dyn};
/// assert_eq!(<Const<3> as Dim>::STATIC_SIZE, Some(3));
/// assert_eq!(<Dyn as Dim>::STATIC_SIZE, None);
/// ```
pub trait Dim: crate::sealed::SealedDim + Debug + Send + Sync + ShowDim {
    /// The size when the compiler knows it, `None` for [`Dyn`].
    const STATIC_SIZE: Option<usize>;
    /// The static size, or 0 for [`Dyn`] (a placeholder that fully static shapes never show).
    const FIXED: usize;
    /// Whether two dimensions of this type always have the same size: a static size, or a
    /// symbolic one (one number per brand). Not for [`Dyn`].
    #[doc(hidden)]
    const SIZED_BY_TYPE: bool = Self::STATIC_SIZE.is_some();
    /// The name `Debug` prints beside the size: the brand's name for a [`Sym`](super::Sym)
    /// size, `None` for the others.
    #[doc(hidden)]
    const NAME: Option<&'static str> = None;
    /// Whether the size is static ([`Fixed`]) or known at run time ([`Runtime`]).
    type Size: SizeKind;
    /// `[E; N]` for a static size `N`; uninhabited for [`Dyn`].
    type Array<E>;

    /// Whether a run-time size fits this dimension.
    #[inline]
    fn accepts(size: usize) -> bool {
        match Self::STATIC_SIZE {
            Some(n) => n == size,
            None => true,
        }
    }
    /// The size a run-time size must have to fit this dimension, when there is one: the
    /// static size, or the number a [`Sym`](super::Sym) size is bound to (what error messages
    /// print as the expected size).
    #[doc(hidden)]
    #[inline]
    fn required_size() -> Option<usize> {
        Self::STATIC_SIZE
    }
    /// `f` applied to each element of the array, in order.
    fn each<E, Z>(array: &Self::Array<E>, f: impl FnMut(&E) -> Z) -> Self::Array<Z>;
    /// `f` called on each element of the array, mutably, in order.
    fn each_mut<E>(array: &mut Self::Array<E>, f: impl FnMut(&mut E));
    /// `f` called on each element of the array, by value, in order.
    fn into_each<E>(array: Self::Array<E>, f: impl FnMut(E));
    /// `f(out[i], src[i])` for each index in order: a plain counted loop.
    #[doc(hidden)]
    fn each_pair_mut<'a, E, Z>(
        out: &mut Self::Array<Z>,
        src: &'a Self::Array<E>,
        f: impl FnMut(&mut Z, &'a E),
    );
    /// The first element, `None` for size 0.
    #[doc(hidden)]
    fn first<E>(array: &Self::Array<E>) -> Option<&E>;
    /// One array of this dimension as a slice (no call: the array itself).
    #[doc(hidden)]
    fn as_slice<E>(array: &Self::Array<E>) -> &[E];
    /// [`as_slice`](Self::as_slice), mutably.
    #[doc(hidden)]
    fn as_slice_mut<E>(array: &mut Self::Array<E>) -> &mut [E];
    /// A slice of arrays read as one flat slice (row-major).
    fn flatten<E>(arrays: &[Self::Array<E>]) -> &[E];
    /// A mutable slice of arrays read as one flat slice (row-major).
    fn flatten_mut<E>(arrays: &mut [Self::Array<E>]) -> &mut [E];
    /// Builds the array by calling `f` for each index in order. Only called for static sizes
    /// (shapes check [`Shape::IS_STATIC`](super::Shape::IS_STATIC) first).
    #[doc(hidden)]
    fn build<E>(f: impl FnMut(usize) -> E) -> Self::Array<E>;
    /// The array with every element `v` (`[v; N]`). Only called for static sizes.
    #[doc(hidden)]
    fn repeat<E: Copy>(v: E) -> Self::Array<E>;
    /// The broadcast size of two run-time sizes of this same dimension type (`Some(a)` for a
    /// static size; NumPy's rule for [`Dyn`]).
    #[doc(hidden)]
    fn broadcast_same(a: usize, b: usize) -> Option<usize>;
    /// `f` applied to the pairs of elements of two arrays of this dimension.
    #[doc(hidden)]
    fn zip_same<X, Y, Z>(
        x: &Self::Array<X>,
        y: &Self::Array<Y>,
        f: impl FnMut(&X, &Y) -> Z,
    ) -> Self::Array<Z>;
    // Nested arrays of `v` by repetition alone (`start_M`, `rep_K_M`; generated, see
    // `tools/gen_shapes.py`). Only called for static sizes.
    dim_repeat_decls!();
}

/// A dimension whose size is a compile-time constant.
///
/// ```
/// use shaped::{Const, StaticDim};
/// assert_eq!(<Const<4> as StaticDim>::SIZE, 4);
/// ```
pub trait StaticDim: Dim {
    /// The size.
    const SIZE: usize;
    /// Builds `[E; SIZE]` by calling `f` for each index in order.
    fn array_from_fn<E>(f: impl FnMut(usize) -> E) -> Self::Array<E>;
}

impl<const N: usize, K: Repr> Debug for Const<N, K> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Const<{N}>")
    }
}

impl<const N: usize, K: Repr> Dim for Const<N, K> {
    const STATIC_SIZE: Option<usize> = Some(checked_size(N, K::LOW, K::HIGH));
    const FIXED: usize = checked_size(N, K::LOW, K::HIGH);
    type Size = Fixed;
    type Array<E> = [E; N];

    #[inline(always)]
    fn each<E, Z>(array: &[E; N], mut f: impl FnMut(&E) -> Z) -> [Z; N] {
        // `i < N` always; the `min` says so to the optimiser even where it does not inline this
        // closure into `from_fn`'s loop (and folds away where it does), so no bounds check and
        // no panic path remain either way.
        core::array::from_fn(|i| f(&array[i.min(N.saturating_sub(1))]))
    }
    #[inline(always)]
    fn each_mut<E>(array: &mut [E; N], f: impl FnMut(&mut E)) {
        array.iter_mut().for_each(f);
    }
    #[inline]
    fn into_each<E>(array: [E; N], f: impl FnMut(E)) {
        array.into_iter().for_each(f);
    }
    #[inline(always)]
    #[allow(clippy::needless_range_loop)] // a counted loop: no iterator adapters to instantiate
    fn each_pair_mut<'a, E, Z>(
        out: &mut [Z; N],
        src: &'a [E; N],
        mut f: impl FnMut(&mut Z, &'a E),
    ) {
        for i in 0..N {
            f(&mut out[i], &src[i]);
        }
    }
    #[inline(always)]
    fn first<E>(array: &[E; N]) -> Option<&E> {
        if N == 0 { None } else { Some(&array[0]) }
    }
    #[inline(always)]
    fn as_slice<E>(array: &[E; N]) -> &[E] {
        array
    }
    #[inline(always)]
    fn as_slice_mut<E>(array: &mut [E; N]) -> &mut [E] {
        array
    }
    #[inline(always)]
    fn flatten<E>(arrays: &[[E; N]]) -> &[E] {
        arrays.as_flattened()
    }
    #[inline(always)]
    fn flatten_mut<E>(arrays: &mut [[E; N]]) -> &mut [E] {
        arrays.as_flattened_mut()
    }
    #[inline(always)]
    fn build<E>(f: impl FnMut(usize) -> E) -> [E; N] {
        core::array::from_fn(f)
    }
    #[inline(always)]
    fn repeat<E: Copy>(v: E) -> [E; N] {
        [v; N]
    }
    #[inline(always)]
    fn broadcast_same(a: usize, _b: usize) -> Option<usize> {
        Some(a)
    }
    #[inline(always)]
    fn zip_same<X, Y, Z>(x: &[X; N], y: &[Y; N], mut f: impl FnMut(&X, &Y) -> Z) -> [Z; N] {
        // As in `each`: the `min` proves the index in range inside the closure itself.
        core::array::from_fn(|i| {
            let i = i.min(N.saturating_sub(1));
            f(&x[i], &y[i])
        })
    }
    dim_repeat_const!();
}

impl<const N: usize, K: Repr> StaticDim for Const<N, K> {
    const SIZE: usize = checked_size(N, K::LOW, K::HIGH);

    #[inline(always)]
    fn array_from_fn<E>(f: impl FnMut(usize) -> E) -> [E; N] {
        core::array::from_fn(f)
    }
}

/// The inline-array items of [`Dim`] for a dimension whose size is known only at run time
/// ([`Dyn`], [`Sym`](super::Sym)): its array type is uninhabited, so every one of them is
/// unreachable or empty.
macro_rules! runtime_dim_arrays {
    () => {
        #[inline]
        fn each<E, Z>(array: &Infallible, _f: impl FnMut(&E) -> Z) -> Infallible {
            match *array {}
        }
        #[inline]
        fn each_mut<E>(array: &mut Infallible, _f: impl FnMut(&mut E)) {
            match *array {}
        }
        #[inline]
        fn into_each<E>(array: Infallible, _f: impl FnMut(E)) {
            match array {}
        }
        #[inline]
        fn each_pair_mut<'a, E, Z>(
            out: &mut Infallible,
            _src: &'a Infallible,
            _f: impl FnMut(&mut Z, &'a E),
        ) {
            match *out {}
        }
        #[inline]
        fn first<E>(array: &Infallible) -> Option<&E> {
            match *array {}
        }
        #[inline]
        fn as_slice<E>(array: &Infallible) -> &[E] {
            match *array {}
        }
        #[inline]
        fn as_slice_mut<E>(array: &mut Infallible) -> &mut [E] {
            match *array {}
        }
        #[inline]
        fn flatten<E>(_arrays: &[Infallible]) -> &[E] {
            &[]
        }
        #[inline]
        fn flatten_mut<E>(_arrays: &mut [Infallible]) -> &mut [E] {
            &mut []
        }
        fn build<E>(_f: impl FnMut(usize) -> E) -> Infallible {
            unreachable!("a shape with run-time sizes has no inline array")
        }
        fn repeat<E: Copy>(_v: E) -> Infallible {
            unreachable!("a shape with run-time sizes has no inline array")
        }
        #[inline]
        fn zip_same<X, Y, Z>(
            x: &Infallible,
            _y: &Infallible,
            _f: impl FnMut(&X, &Y) -> Z,
        ) -> Infallible {
            match *x {}
        }
        dim_repeat_dyn!();
    };
}
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
pub(super) use runtime_dim_arrays;

impl Dim for Dyn {
    const STATIC_SIZE: Option<usize> = None;
    const FIXED: usize = 0;
    type Size = Runtime;
    type Array<E> = Infallible;

    #[inline]
    fn broadcast_same(a: usize, b: usize) -> Option<usize> {
        if a == b || b == 1 {
            Some(a)
        } else if a == 1 {
            Some(b)
        } else {
            None
        }
    }
    runtime_dim_arrays!();
}
