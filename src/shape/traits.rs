//! The [`Shape`] family of traits: what every shape, every static shape and every shape with
//! inline storage can tell.

use core::fmt::Debug;

/// A tensor shape described at the type level.
///
/// Tuples of [`Dim`](super::Dim)s (rank 0 to 8) are shapes whose rank is static; their sizes are
/// static too unless a dimension is [`Dyn`](super::Dyn). [`DynShape`](super::DynShape) has a rank
/// known only at run time. A shape type carries no data: a tensor stores its sizes as a
/// [`Shape::Index`] (an array for tuples).
///
/// ```
/// use shaped::{shape, Shape};
/// type S = shape![2, Dyn, 4];
/// assert_eq!(S::RANK, Some(3));
/// assert_eq!(S::index_from(&[2, 9, 4]), Some([2, 9, 4]));
/// assert_eq!(S::index_from(&[3, 9, 4]), None);
/// ```
pub trait Shape: Send + Sync + 'static {
    /// The rank, when the type fixes it.
    const RANK: Option<usize>;
    /// The sizes at run time: `[usize; RANK]` for tuple shapes, `Vec<usize>` for `DynShape`.
    type Index: Clone + Eq + Debug + Send + Sync + AsRef<[usize]> + AsMut<[usize]> + 'static;
    /// Strides in elements, one per dimension: `[isize; RANK]` or `Vec<isize>`.
    type Strides: Clone + Eq + Debug + Send + Sync + AsRef<[isize]> + AsMut<[isize]> + 'static;

    /// The sizes as this shape's index when they fit it (rank and every static size), else `None`.
    fn index_from(dims: &[usize]) -> Option<Self::Index>;
    /// The size the type fixes for dimension `axis`, `None` for a run-time size.
    fn static_size(axis: usize) -> Option<usize>;
    /// All-zero strides with the rank of `dims`.
    fn zero_strides(dims: &Self::Index) -> Self::Strides;
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
/// assert_eq!(<shape![] as StaticShape>::NUMEL, 1);
/// ```
pub trait StaticShape: TupleShape {
    /// The sizes.
    const DIMS: Self::Index;
    /// The sizes as a slice usable in constant evaluation.
    const SIZES: &'static [usize];
    /// The number of elements (the product of the sizes; 1 for the 0-d shape).
    const NUMEL: usize;
}

/// A static shape that can be stored inline as nested arrays (`[[T; 3]; 2]` for `[2, 3]`), with
/// no heap and no allocator. The nested array is read as one row-major slice safely.
///
/// ```
/// use shaped::{shape, shape::ArrayShape};
/// type S = shape![2, 3];
/// let a: <S as ArrayShape>::Array<i32> = S::array_from_fn(|i| i as i32);
/// assert_eq!(a, [[0, 1, 2], [3, 4, 5]]);
/// assert_eq!(S::flat(&a), &[0, 1, 2, 3, 4, 5]);
/// ```
pub trait ArrayShape: StaticShape {
    /// The nested array type holding `NUMEL` elements of type `T`.
    type Array<T>;
    /// Builds the array by calling `f` with each row-major index in order.
    fn array_from_fn<T>(f: impl FnMut(usize) -> T) -> Self::Array<T>;
    /// Builds the array by calling `f` with the storage offsets of `K` operands at each
    /// row-major position: operand `k` starts at `base[k]` and moves by `strides[k][d]` along
    /// dimension `d`. The nested loops have constant trip counts, so small shapes unroll.
    fn array_from_offsets<T, const K: usize>(
        strides: [&[isize]; K],
        base: [isize; K],
        f: impl FnMut([isize; K]) -> T,
    ) -> Self::Array<T>;
    /// The elements as one row-major slice.
    fn flat<T>(array: &Self::Array<T>) -> &[T];
    /// The elements as one mutable row-major slice.
    fn flat_mut<T>(array: &mut Self::Array<T>) -> &mut [T];
}

/// The product of `dims` at compile time (`None` on overflow).
pub(crate) const fn const_numel(dims: &[usize]) -> Option<usize> {
    let mut n: usize = 1;
    let mut i = 0;
    while i < dims.len() {
        if dims[i] == 0 {
            return Some(0);
        }
        i += 1;
    }
    i = 0;
    while i < dims.len() {
        n = match n.checked_mul(dims[i]) {
            Some(m) => m,
            None => return None,
        };
        i += 1;
    }
    Some(n)
}
