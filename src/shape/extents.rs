//! What an owned heap tensor stores beside its elements: nothing when the shape is fully static
//! (sizes and strides are constants of the type), the sizes and row-major strides otherwise.

use core::fmt::Debug;
use core::marker::PhantomData;

use super::traits::Shape;

/// The sizes and strides of an owned, row-major tensor of shape `S`.
///
/// ```
/// use shaped::{shape, Shape, shape::Extents};
/// let e = <shape![2, 3] as Shape>::extents([2, 3]);
/// assert_eq!((e.dims(), e.strides()), (&[2, 3][..], &[3, 1][..]));
/// assert_eq!(core::mem::size_of_val(&e), 0);
/// ```
pub trait Extents<S: Shape + ?Sized>: Clone + Debug + Send + Sync + 'static {
    /// The sizes.
    fn dims(&self) -> &[usize];
    /// The row-major strides.
    fn strides(&self) -> &[isize];
    /// The sizes as the shape's index.
    fn index(&self) -> S::Index;
}

/// Whether a dimension's size is static ([`Fixed`]) or known at run time ([`Runtime`]); a
/// shape stores its extents only when one of its dimensions is [`Runtime`].
pub trait SizeKind: 'static {
    /// `Runtime` when either side is.
    type Or<B: SizeKind>: SizeKind;
    /// The extents a shape with this kind stores.
    type Extents<S: Shape>: Extents<S>;
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
    #[inline]
    fn extents<S: Shape>(_index: S::Index) -> FixedExtents<S> {
        FixedExtents(PhantomData)
    }
}

impl SizeKind for Runtime {
    type Or<B: SizeKind> = Runtime;
    type Extents<S: Shape> = RuntimeExtents<S>;
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
