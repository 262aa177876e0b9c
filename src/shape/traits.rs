//! The [`Shape`] family of traits: what every shape, every static shape and every shape with
//! inline storage can tell.

use core::fmt::Debug;

use super::extents::Extents;
use super::shown::ShowShape;

/// A tensor shape described at the type level.
///
/// Tuples of [`Dim`](super::Dim)s (rank 0 to 8) are shapes whose rank is static; their sizes are
/// static too unless a dimension is [`Dyn`](super::Dyn). [`DynShape`](super::DynShape) has a rank
/// known only at run time. A shape type carries no data; views store their sizes as a
/// [`Shape::Index`] (an array for tuples), owned heap tensors store [`Shape::Extents`] (nothing
/// for fully static shapes) and inline tensors store nothing but their elements.
///
/// ```
/// use shaped::{shape, Shape};
/// type S = shape![2, Dyn, 4];
/// assert_eq!(S::RANK, Some(3));
/// assert_eq!(S::index_from(&[2, 9, 4]), Some([2, 9, 4]));
/// assert_eq!(S::index_from(&[3, 9, 4]), None);
/// assert!(!S::IS_STATIC);
/// ```
pub trait Shape: ShowShape + Send + Sync {
    /// The rank, when the type fixes it.
    const RANK: Option<usize>;
    /// Whether every size is static (then [`FIXED_DIMS`](Self::FIXED_DIMS) are the sizes).
    const IS_STATIC: bool;
    /// Whether two shapes of this type always have the same sizes: every dimension static or
    /// symbolic ([`Dim::SIZED_BY_TYPE`](super::Dim::SIZED_BY_TYPE)); `false` for `DynShape`.
    #[doc(hidden)]
    const SIZED_BY_TYPE: bool = false;
    /// The static sizes, with 0 standing for a run-time size (empty for `DynShape`).
    const FIXED_DIMS: &'static [usize];
    /// The row-major strides of [`FIXED_DIMS`](Self::FIXED_DIMS).
    const FIXED_STRIDES: &'static [isize];
    /// The sizes at run time: `[usize; RANK]` for tuple shapes, `Vec<usize>` for `DynShape`.
    type Index: Clone + Eq + Debug + Send + Sync + AsRef<[usize]> + AsMut<[usize]> + 'static;
    /// Strides in elements, one per dimension: `[isize; RANK]` or `Vec<isize>`.
    type Strides: Clone + Eq + Debug + Send + Sync + AsRef<[isize]> + AsMut<[isize]> + 'static;
    /// The nested array of an inline tensor (`[[T; 3]; 2]` for `[2, 3]`); uninhabited when a
    /// size is only known at run time.
    type Array<T>;
    /// What an owned heap tensor of this shape stores beside its elements: nothing for fully
    /// static shapes, the sizes and strides otherwise.
    type Extents: Extents<Self>;

    /// The sizes as this shape's index when they fit it (rank and every static size), else `None`.
    fn index_from(dims: &[usize]) -> Option<Self::Index>;
    /// The size the type fixes for dimension `axis`, `None` for a run-time size.
    fn static_size(axis: usize) -> Option<usize>;
    /// The name of dimension `axis` that `Debug` prints (a brand's), `None` for an unnamed one.
    #[doc(hidden)]
    #[inline]
    fn dim_name(_axis: usize) -> Option<&'static str> {
        None
    }
    /// All-zero strides with the rank of `dims`.
    fn zero_strides(dims: &Self::Index) -> Self::Strides;
    /// [`FIXED_DIMS`](Self::FIXED_DIMS) as an index.
    fn fixed_index() -> Self::Index;
    /// The extents of an owned row-major tensor with sizes `index` (already validated).
    fn extents(index: Self::Index) -> Self::Extents;
    /// The elements of an inline array as one row-major slice.
    fn flat<'a, T>(array: &'a Self::Array<T>) -> &'a [T]
    where
        Self: 'a;
    /// The first element of an inline array (row-major), `None` when it has none; cheaper
    /// than `flat(array).first()` in a debug build (no flattening of every level).
    #[doc(hidden)]
    fn first<'a, T>(array: &'a Self::Array<T>) -> Option<&'a T>
    where
        Self: 'a;
    /// The elements of an inline array as one mutable row-major slice.
    fn flat_mut<'a, T>(array: &'a mut Self::Array<T>) -> &'a mut [T]
    where
        Self: 'a;
    /// `f` called with every element of an inline array, by value, in row-major order.
    fn array_for_each<T>(array: Self::Array<T>, f: impl FnMut(T));
    /// `f` applied to every element of an inline array (nested loops with constant trip counts).
    fn map_array<X, Z>(array: &Self::Array<X>, f: impl FnMut(&X) -> Z) -> Self::Array<Z>;
    /// The inline array whose element at row-major position `i` is `f(i)`, or `None` when a
    /// size is only known at run time.
    fn try_array_from_fn<T>(f: impl FnMut(usize) -> T) -> Option<Self::Array<T>>;
    /// The inline array whose every element is `v`; `None` when a size is only known at run
    /// time.
    #[doc(hidden)]
    fn filled<T: Copy>(v: T) -> Option<Self::Array<T>>;
    /// A copy of an inline array of `Copy` elements (nested arrays of `Copy` elements are
    /// `Copy`, which a generic shape cannot say of its array type).
    #[doc(hidden)]
    fn copy_array<T: Copy>(array: &Self::Array<T>) -> Self::Array<T>;
    /// `f(out, src)` for the elements of two inline arrays of this shape at each position:
    /// counted nested loops with constant trip counts, as a hand loop writes them.
    #[doc(hidden)]
    fn each_pair_mut<X, Z>(
        out: &mut Self::Array<Z>,
        src: &Self::Array<X>,
        f: impl FnMut(&mut Z, &X),
    );
    /// The inline array whose element at index `(i0, i1, …)` holds, for each of `N` operands,
    /// `start[n] + Σ_k i_k · strides[n][k]`: the storage positions of operands read through
    /// their strides (aligned to this shape), filled by nested loops with the sizes as
    /// constants. `None` when a size is only known at run time.
    #[doc(hidden)]
    fn offsets<const N: usize>(
        start: [usize; N],
        strides: &[[isize; crate::layout::MAX_RANK]; N],
    ) -> Option<Self::Array<[usize; N]>>;
}

/// The positions `o` moved one step along dimension `k` of each operand's strides (wrapping: a
/// position outside the elements is never read, see `kernel::gather`).
#[inline(always)]
pub(crate) fn stepped<const N: usize>(
    mut o: [usize; N],
    strides: &[[isize; crate::layout::MAX_RANK]; N],
    k: usize,
) -> [usize; N] {
    for (p, s) in o.iter_mut().zip(strides) {
        *p = p.wrapping_add_signed(s[k]);
    }
    o
}

/// A tuple shape (static rank). Implemented for tuples of [`Dim`](super::Dim)s up to rank 8.
///
/// ```
/// use shaped::{shape, shape::TupleShape};
/// fn rank_is_static<S: TupleShape>() {}
/// rank_is_static::<shape![2, 3]>();
/// ```
pub trait TupleShape: Shape {
    /// The index whose entry `k` is `f(k)`.
    fn index_with(f: impl FnMut(usize) -> usize) -> Self::Index;
    /// The strides whose entry `k` is `f(k)`.
    fn strides_with(f: impl FnMut(usize) -> isize) -> Self::Strides;
}

/// A shape whose every size is known to the compiler.
///
/// ```
/// use shaped::{shape, StaticShape};
/// assert_eq!(<shape![5, 1, 4] as StaticShape>::DIMS, [5, 1, 4]);
/// assert_eq!(<shape![5, 1, 4] as StaticShape>::NUMEL, 20);
/// assert_eq!(<shape![5, 1, 4] as StaticShape>::STRIDES, &[4, 4, 1]);
/// assert_eq!(<shape![] as StaticShape>::NUMEL, 1);
/// ```
pub trait StaticShape: TupleShape {
    /// The sizes.
    const DIMS: Self::Index;
    /// The sizes as a slice usable in constant evaluation.
    const SIZES: &'static [usize];
    /// The row-major strides.
    const STRIDES: &'static [isize];
    /// The number of elements (the product of the sizes; 1 for the 0-d shape). A shape whose
    /// sizes multiply to more than `isize::MAX` (zero sizes aside) fails to compile where it is
    /// used, even when a zero size makes the count 0:
    ///
    /// ```compile_fail,E0080
    /// use shaped::prelude::*;
    /// let t = HeapTensor::<u8, shape![0, 4294967296, 4294967296]>::zeros();
    /// ```
    ///
    /// ```compile_fail,E0080
    /// use shaped::prelude::*;
    /// let t = Tensor::<u8, shape![0, 4294967296, 4294967296]>::zeros();
    /// ```
    ///
    /// A shape written with [`shape!`](crate::shape!) is refused where it is written, in
    /// `cargo check`: the macro sends a shape with a size above 1024 (or more than 6 sizes)
    /// through one constant that checks the product ("the shape [0, 4294967296, 4294967296]
    /// cannot exist: its non-zero sizes multiply past isize::MAX"); smaller shapes cannot
    /// overflow and need no constant.
    /// A tuple of hand-written `Const<N>` sizes is refused by this constant instead, which
    /// `cargo build` reports and `cargo check` does not (rustc evaluates the constants of
    /// generic code only after monomorphisation):
    ///
    /// ```compile_fail,E0080
    /// use shaped::{Const, Tensor};
    /// type Big = (Const<0>, Const<4294967296>, Const<4294967296>);
    /// let t = Tensor::<u8, Big>::zeros();
    /// ```
    ///
    /// Moving that to trait solving would need the product of the sizes as a type: that exists
    /// only through `typenum`, whose numbers come from a table of sizes or from the digits that
    /// `shape!` writes for sizes below 2^40 ([`arith`](super::arith)). A bound on every shape
    /// would refuse hand-written `Const<N>` sizes outside the table, which every other operation
    /// accepts, and would make every static shape pay for type-level products.
    const NUMEL: usize;
    /// Builds the inline array by calling `f` with each row-major index in order.
    fn array_from_fn<T>(f: impl FnMut(usize) -> T) -> Self::Array<T>;
}

/// A static shape that can be stored inline as nested arrays: every [`StaticShape`] (kept as a
/// name for bounds that read better).
///
/// ```
/// use shaped::{shape, shape::ArrayShape, Shape, StaticShape};
/// type S = shape![2, 3];
/// let a: <S as Shape>::Array<i32> = S::array_from_fn(|i| i as i32);
/// assert_eq!(a, [[0, 1, 2], [3, 4, 5]]);
/// assert_eq!(S::flat(&a), &[0, 1, 2, 3, 4, 5]);
/// fn inline<S: ArrayShape>() {}
/// inline::<S>();
/// ```
pub trait ArrayShape: StaticShape {}
impl<S: StaticShape> ArrayShape for S {}

/// Whether an inline array of the static sizes `dims` is filled by repetition
/// (`[[[v; N2]; N1]; N0]`) rather than element by element ([`Shape::filled`], optimised builds).
///
/// Repetition compiles to stores that an optimised build unrolls level by level: for up to
/// [`FILL_BY_REPEAT_MAX`] elements that is the fastest code there is, but the unrolled stores
/// multiply across the levels (a rank-5 array of 30,720 `f32`s became 7,680 vector stores) and
/// the vectoriser then spends seconds to minutes on one function. Larger arrays of rank 3 or
/// more are built by a loop over their elements instead. Rank 2 always repeats: two levels
/// unroll to a bounded size (a `[16, 64]` fill builds in under half a second), and the branch
/// would cost every rank-2 shape some compile time. Debug builds, which unroll nothing, always
/// repeat.
#[cfg_attr(debug_assertions, allow(dead_code))]
pub(crate) const fn fill_by_repeat(dims: &[usize]) -> bool {
    dims.len() < 3 || matches!(const_numel(dims), Some(n) if n <= FILL_BY_REPEAT_MAX)
}

/// The most elements an inline array of rank 3 or more is filled with by repetition.
pub(crate) const FILL_BY_REPEAT_MAX: usize = 256;

/// The sizes `dims` of a result that the shape rules computed, as the index of its shape `S`:
/// the rank and the static sizes are checked, and a symbolic size is taken as it is (right by
/// the types; a scope's brand has no number to compare with outside its token).
pub(crate) fn result_index<S: Shape>(dims: &[usize]) -> Option<S::Index> {
    if let Some(index) = S::index_from(dims) {
        return Some(index);
    }
    if S::RANK != Some(dims.len())
        || (0..dims.len()).any(|k| S::static_size(k).is_some_and(|n| n != dims[k]))
    {
        return None;
    }
    let mut index = S::fixed_index();
    for (slot, &d) in index.as_mut().iter_mut().zip(dims) {
        *slot = d;
    }
    Some(index)
}

/// The product of `dims` at compile time (`None` on overflow of `isize`; zero sizes count as 1
/// for the overflow check, so `[0, 2^32, 2^32]` is refused).
pub(crate) const fn const_numel(dims: &[usize]) -> Option<usize> {
    let mut n: usize = 1;
    let mut nonzero: usize = 1;
    let mut i = 0;
    while i < dims.len() {
        n = n.saturating_mul(dims[i]);
        if dims[i] != 0 {
            nonzero = match nonzero.checked_mul(dims[i]) {
                Some(m) if m <= isize::MAX as usize => m,
                _ => return None,
            };
        }
        i += 1;
    }
    Some(n)
}

/// Whether `S` is a static shape of at most [`SmallStatic::MAX`] elements: small enough for an
/// array of its elements' positions on the stack (a constant).
pub(crate) struct SmallStatic<S>(core::marker::PhantomData<S>);

impl<S: Shape> SmallStatic<S> {
    /// The most elements (8 KB of positions).
    pub(crate) const MAX: usize = 1024;
    pub(crate) const YES: bool =
        S::IS_STATIC && matches!(const_numel(S::FIXED_DIMS), Some(n) if n <= Self::MAX);
}

#[cfg(test)]
mod tests {
    use super::{FILL_BY_REPEAT_MAX, fill_by_repeat};

    #[test]
    fn arrays_of_rank_three_and_more_are_filled_by_repetition_up_to_a_size() {
        assert_eq!(FILL_BY_REPEAT_MAX, 256);
        assert!(fill_by_repeat(&[4, 4, 4, 4]));
        assert!(fill_by_repeat(&[4, 8, 8]));
        assert!(!fill_by_repeat(&[4, 8, 9]));
        assert!(!fill_by_repeat(&[2, 3, 4, 5, 6]));
        // Ranks 0 to 2 (at most two levels of repetition), and empty arrays.
        assert!(fill_by_repeat(&[]));
        assert!(fill_by_repeat(&[100_000]));
        assert!(fill_by_repeat(&[64, 64]));
        assert!(fill_by_repeat(&[0, 1000, 1000]));
    }
}
