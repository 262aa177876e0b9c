//! Dimension types: [`Const`] sizes known to the compiler and [`Dyn`] sizes known at run time.

use core::fmt::Debug;
use core::marker::PhantomData;

use super::class::{Class, Many, checked_size};

/// A dimension whose size `N` is part of the type.
///
/// The second parameter is the size's *class* ([`Many`] for `N >= 2`, [`One`](super::class::One)
/// for 1, [`Zero`](super::class::Zero) for 0). Trait selection needs disjoint impls for the three
/// broadcasting cases, and stable Rust cannot tell `1` from `N` in an impl head, so the class is
/// spelled in the type. It defaults to `Many`, which compiler messages leave out: the common case
/// prints as `shaped::Const<5>` (rustc spells the crate because `core` has a `Const` too).
/// Name shapes with [`shape!`](crate::shape!), which picks the class for you; a hand-written `Const<1>` (class `Many` with `N = 1`) is rejected when it is used.
///
/// ```
/// use shaped::{shape, Const, Shape, StaticShape};
/// type S = shape![5, 1, 4];
/// assert_eq!(S::DIMS, [5, 1, 4]);
/// let _: Option<Const<5>> = None; // the readable name of a size-5 dimension
/// ```
pub struct Const<const N: usize, K = Many>(PhantomData<K>);

/// A dimension whose size is known only at run time (the rank stays static).
///
/// Broadcasting a `Dyn` against a static size is checked when the operation runs.
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

/// A dimension type: a [`Const`] or [`Dyn`].
///
/// ```
/// use shaped::{Const, Dim, Dyn};
/// assert_eq!(<Const<3> as Dim>::STATIC_SIZE, Some(3));
/// assert_eq!(<Dyn as Dim>::STATIC_SIZE, None);
/// ```
pub trait Dim: Debug + Send + Sync + 'static {
    /// The size when the compiler knows it, `None` for [`Dyn`].
    const STATIC_SIZE: Option<usize>;

    /// Whether a run-time size fits this dimension.
    #[inline]
    fn accepts(size: usize) -> bool {
        match Self::STATIC_SIZE {
            Some(n) => n == size,
            None => true,
        }
    }
}

/// A dimension whose size is a compile-time constant.
///
/// It also describes how such a dimension nests in inline (stack) storage: a dimension of size
/// `N` wraps its inner elements in `[E; N]`.
///
/// ```
/// use shaped::{Const, StaticDim};
/// assert_eq!(<Const<4> as StaticDim>::SIZE, 4);
/// ```
pub trait StaticDim: Dim {
    /// The size.
    const SIZE: usize;
    /// `[E; SIZE]`.
    type Array<E>;
    /// Builds `[E; SIZE]` by calling `f` for each index in order.
    fn array_from_fn<E>(f: impl FnMut(usize) -> E) -> Self::Array<E>;
    /// A slice of arrays read as one flat slice (row-major).
    fn flatten<E>(arrays: &[Self::Array<E>]) -> &[E];
    /// A mutable slice of arrays read as one flat slice (row-major).
    fn flatten_mut<E>(arrays: &mut [Self::Array<E>]) -> &mut [E];
}

impl<const N: usize, K: Class> Debug for Const<N, K> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        write!(f, "Const<{N}>")
    }
}

impl<const N: usize, K: Class> Dim for Const<N, K> {
    const STATIC_SIZE: Option<usize> = Some(checked_size(N, K::LOW, K::HIGH));
}

impl<const N: usize, K: Class> StaticDim for Const<N, K> {
    const SIZE: usize = checked_size(N, K::LOW, K::HIGH);
    type Array<E> = [E; N];

    #[inline]
    fn array_from_fn<E>(f: impl FnMut(usize) -> E) -> [E; N] {
        core::array::from_fn(f)
    }
    #[inline]
    fn flatten<E>(arrays: &[[E; N]]) -> &[E] {
        arrays.as_flattened()
    }
    #[inline]
    fn flatten_mut<E>(arrays: &mut [[E; N]]) -> &mut [E] {
        arrays.as_flattened_mut()
    }
}

impl Dim for Dyn {
    const STATIC_SIZE: Option<usize> = None;
}
