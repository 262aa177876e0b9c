//! What an owned heap tensor stores beside its elements: nothing when the shape is fully static
//! (sizes and strides are constants of the type), the sizes and row-major strides otherwise.

use core::fmt::Debug;
use core::marker::PhantomData;

use super::dim::Dim;
use super::traits::Shape;

/// The sizes and strides of an owned, row-major tensor of shape `S`.
///
/// ```
/// use shaped::{shape, Shape, shape::Extents};
/// let e = <shape![2, 3] as Shape>::extents([2, 3]);
/// assert_eq!((e.dims(), e.strides()), (&[2, 3][..], &[3, 1][..]));
/// assert_eq!(core::mem::size_of_val(&e), 0);
/// ```
pub trait Extents<S: Shape + ?Sized>: Clone + Debug + Send + Sync {
    /// The sizes.
    fn dims(&self) -> &[usize];
    /// The row-major strides.
    fn strides(&self) -> &[isize];
    /// The sizes as the shape's index.
    fn index(&self) -> S::Index;
    /// The extents of row-major sizes `index` (already validated).
    fn from_index(index: S::Index) -> Self;
}

/// Whether a dimension's size is static ([`Fixed`]) or known at run time ([`Runtime`]); a
/// shape stores its extents only when one of its dimensions is [`Runtime`].
pub trait SizeKind: 'static {
    /// `Runtime` when either side is.
    type Or<B: SizeKind>: SizeKind;
    /// The extents a shape with this kind stores.
    type Extents<S: Shape>: Extents<S>;
    /// The extents of a shape whose first dimension has this kind and whose other dimensions
    /// are `D1`, `D2` …: [`RuntimeExtents`] at once for [`Runtime`], else decided by `D1`. One
    /// projection per leading static dimension, so a shape that starts with a run-time size
    /// is decided in one step (rather than folding every dimension's kind with [`Or`](Self::Or)).
    #[doc(hidden)]
    type Then1<D1: Dim, S: Shape>: Extents<S>;
    #[doc(hidden)]
    type Then2<D1: Dim, D2: Dim, S: Shape>: Extents<S>;
    #[doc(hidden)]
    type Then3<D1: Dim, D2: Dim, D3: Dim, S: Shape>: Extents<S>;
    #[doc(hidden)]
    type Then4<D1: Dim, D2: Dim, D3: Dim, D4: Dim, S: Shape>: Extents<S>;
    #[doc(hidden)]
    type Then5<D1: Dim, D2: Dim, D3: Dim, D4: Dim, D5: Dim, S: Shape>: Extents<S>;
    #[doc(hidden)]
    type Then6<D1: Dim, D2: Dim, D3: Dim, D4: Dim, D5: Dim, D6: Dim, S: Shape>: Extents<S>;
    #[doc(hidden)]
    type Then7<D1: Dim, D2: Dim, D3: Dim, D4: Dim, D5: Dim, D6: Dim, D7: Dim, S: Shape>: Extents<S>;
    /// The extents of row-major sizes `index` (already validated).
    fn extents<S: Shape>(index: S::Index) -> Self::Extents<S>;
}

/// The kind of static sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Fixed;

/// The kind of run-time sizes.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Runtime;

impl SizeKind for Fixed {
    type Or<B: SizeKind> = B;
    type Extents<S: Shape> = FixedExtents<S>;
    type Then1<D1: Dim, S: Shape> = <D1::Size as SizeKind>::Extents<S>;
    type Then2<D1: Dim, D2: Dim, S: Shape> = <D1::Size as SizeKind>::Then1<D2, S>;
    type Then3<D1: Dim, D2: Dim, D3: Dim, S: Shape> = <D1::Size as SizeKind>::Then2<D2, D3, S>;
    type Then4<D1: Dim, D2: Dim, D3: Dim, D4: Dim, S: Shape> =
        <D1::Size as SizeKind>::Then3<D2, D3, D4, S>;
    type Then5<D1: Dim, D2: Dim, D3: Dim, D4: Dim, D5: Dim, S: Shape> =
        <D1::Size as SizeKind>::Then4<D2, D3, D4, D5, S>;
    type Then6<D1: Dim, D2: Dim, D3: Dim, D4: Dim, D5: Dim, D6: Dim, S: Shape> =
        <D1::Size as SizeKind>::Then5<D2, D3, D4, D5, D6, S>;
    type Then7<D1: Dim, D2: Dim, D3: Dim, D4: Dim, D5: Dim, D6: Dim, D7: Dim, S: Shape> =
        <D1::Size as SizeKind>::Then6<D2, D3, D4, D5, D6, D7, S>;
    #[inline]
    fn extents<S: Shape>(_index: S::Index) -> FixedExtents<S> {
        FixedExtents(PhantomData)
    }
}

impl SizeKind for Runtime {
    type Or<B: SizeKind> = Runtime;
    type Extents<S: Shape> = RuntimeExtents<S>;
    type Then1<D1: Dim, S: Shape> = RuntimeExtents<S>;
    type Then2<D1: Dim, D2: Dim, S: Shape> = RuntimeExtents<S>;
    type Then3<D1: Dim, D2: Dim, D3: Dim, S: Shape> = RuntimeExtents<S>;
    type Then4<D1: Dim, D2: Dim, D3: Dim, D4: Dim, S: Shape> = RuntimeExtents<S>;
    type Then5<D1: Dim, D2: Dim, D3: Dim, D4: Dim, D5: Dim, S: Shape> = RuntimeExtents<S>;
    type Then6<D1: Dim, D2: Dim, D3: Dim, D4: Dim, D5: Dim, D6: Dim, S: Shape> = RuntimeExtents<S>;
    type Then7<D1: Dim, D2: Dim, D3: Dim, D4: Dim, D5: Dim, D6: Dim, D7: Dim, S: Shape> =
        RuntimeExtents<S>;
    #[inline]
    fn extents<S: Shape>(index: S::Index) -> RuntimeExtents<S> {
        let mut strides = S::zero_strides(&index);
        crate::layout::contiguous_strides_into(index.as_ref(), strides.as_mut());
        RuntimeExtents {
            dims: index,
            strides,
        }
    }
}

/// The extents of a fully static shape: nothing at run time.
pub struct FixedExtents<S>(PhantomData<fn() -> S>);

impl<S> Clone for FixedExtents<S> {
    fn clone(&self) -> Self {
        *self
    }
}
impl<S> Copy for FixedExtents<S> {}
impl<S> Debug for FixedExtents<S> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str("FixedExtents")
    }
}

impl<S: Shape> Extents<S> for FixedExtents<S> {
    #[inline]
    fn dims(&self) -> &[usize] {
        S::FIXED_DIMS
    }
    #[inline]
    fn strides(&self) -> &[isize] {
        S::FIXED_STRIDES
    }
    #[inline]
    fn index(&self) -> S::Index {
        S::fixed_index()
    }
    #[inline]
    fn from_index(_index: S::Index) -> Self {
        FixedExtents(PhantomData)
    }
}

/// The extents of a shape with run-time sizes: the sizes and their row-major strides.
pub struct RuntimeExtents<S: Shape> {
    dims: S::Index,
    strides: S::Strides,
}

impl<S: Shape> Clone for RuntimeExtents<S> {
    fn clone(&self) -> Self {
        RuntimeExtents {
            dims: self.dims.clone(),
            strides: self.strides.clone(),
        }
    }
}
impl<S: Shape> Debug for RuntimeExtents<S> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.debug_struct("RuntimeExtents")
            .field("dims", &self.dims)
            .field("strides", &self.strides)
            .finish()
    }
}

impl<S: Shape> Extents<S> for RuntimeExtents<S> {
    #[inline]
    fn dims(&self) -> &[usize] {
        self.dims.as_ref()
    }
    #[inline]
    fn strides(&self) -> &[isize] {
        self.strides.as_ref()
    }
    #[inline]
    fn index(&self) -> S::Index {
        self.dims.clone()
    }
    #[inline]
    fn from_index(index: S::Index) -> Self {
        Runtime::extents::<S>(index)
    }
}

/// Row-major strides of static sizes, checked when the constant is evaluated: a static shape
/// whose element count (or any product of its sizes) does not fit `isize` does not compile.
pub(crate) const fn fixed_strides<const R: usize>(dims: [usize; R]) -> [isize; R] {
    let mut out = [0isize; R];
    let mut step: usize = 1;
    let mut i = R;
    while i > 0 {
        i -= 1;
        out[i] = step as isize;
        let size = if dims[i] == 0 { 1 } else { dims[i] };
        step = match step.checked_mul(size) {
            Some(s) if s <= isize::MAX as usize => s,
            _ => panic!("the sizes of this static shape multiply to more than isize::MAX"),
        };
    }
    out
}
