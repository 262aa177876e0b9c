//! [`DynShape`]: the shape of a tensor whose rank is known only at run time.

use alloc::vec;
use alloc::vec::Vec;

use core::convert::Infallible;

use super::broadcast::Broadcast;
use super::extents::{Runtime, RuntimeExtents, SizeKind};
use super::inplace::BroadcastInto;
use super::traits::Shape;

/// The shape type of [`DynTensor`](crate::DynTensor): rank and sizes known only at run time.
///
/// It broadcasts with every shape; the check happens when the operation runs, and the result of
/// an operation that involves a `DynShape` has a `DynShape`.
///
/// ```
/// use shaped::{DynShape, Shape};
/// assert_eq!(DynShape::RANK, None);
/// assert_eq!(DynShape::index_from(&[2, 0, 3]), Some(vec![2, 0, 3]));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct DynShape;

// Not recommended, as the tuple impls: a shape left to inference is reported without a list.
#[diagnostic::do_not_recommend]
impl Shape for DynShape {
    const RANK: Option<usize> = None;
    const IS_STATIC: bool = false;
    const FIXED_DIMS: &'static [usize] = &[];
    const FIXED_STRIDES: &'static [isize] = &[];
    type Index = Vec<usize>;
    type Strides = Vec<isize>;
    type Array<T> = Infallible;
    type Extents = RuntimeExtents<DynShape>;

    #[inline]
    fn index_from(dims: &[usize]) -> Option<Vec<usize>> {
        Some(dims.to_vec())
    }
    #[inline]
    fn static_size(_axis: usize) -> Option<usize> {
        None
    }
    #[inline]
    fn zero_strides(dims: &Vec<usize>) -> Vec<isize> {
        vec![0; dims.len()]
    }
    #[inline]
    fn fixed_index() -> Vec<usize> {
        Vec::new()
    }
    #[inline]
    fn extents(index: Vec<usize>) -> RuntimeExtents<DynShape> {
        Runtime::extents::<DynShape>(index)
    }
    #[inline]
    fn first<'a, T>(array: &'a Infallible) -> Option<&'a T>
    where
        Self: 'a,
    {
        match *array {}
    }
    fn flat<'a, T>(_array: &'a Infallible) -> &'a [T]
    where
        Self: 'a,
    {
        &[]
    }
    #[inline]
    fn flat_mut<'a, T>(_array: &'a mut Infallible) -> &'a mut [T]
    where
        Self: 'a,
    {
        &mut []
    }
    fn array_for_each<T>(array: Infallible, _f: impl FnMut(T)) {
        match array {}
    }
    fn map_array<X, Z>(array: &Infallible, _f: impl FnMut(&X) -> Z) -> Infallible {
        match *array {}
    }
    fn try_array_from_fn<T>(_f: impl FnMut(usize) -> T) -> Option<Infallible> {
        None
    }
    fn filled<T: Copy>(_v: T) -> Option<Infallible> {
        None
    }
    fn copy_array<T: Copy>(array: &Infallible) -> Infallible {
        *array
    }
    fn each_pair_mut<X, Z>(out: &mut Infallible, _src: &Infallible, _f: impl FnMut(&mut Z, &X)) {
        match *out {}
    }
    fn offsets<const N: usize>(
        _start: [usize; N],
        _strides: &[[isize; crate::layout::MAX_RANK]; N],
    ) -> Option<Infallible> {
        None
    }
}

impl Broadcast<DynShape> for DynShape {
    type Output = DynShape;
    fn broadcast_index(lhs: &[usize], rhs: &[usize]) -> Option<Vec<usize>> {
        broadcast_dims(lhs, rhs)
    }
    fn zip_arrays<X, Y, Z>(
        lhs: &Infallible,
        _rhs: &Infallible,
        _f: impl FnMut(&X, &Y) -> Z,
    ) -> Infallible {
        match *lhs {}
    }
    super::broadcast::keeps_none!(DynShape);
}

impl BroadcastInto<DynShape> for DynShape {
    fn fits(src: &[usize], dest: &[usize]) -> bool {
        fits_into(src, dest)
    }
}

/// The broadcast of two run-time size lists, `None` when they clash.
pub(crate) fn broadcast_dims(a: &[usize], b: &[usize]) -> Option<Vec<usize>> {
    let mut out = vec![0; a.len().max(b.len())];
    crate::layout::broadcast_pair_into(a, b, &mut out).ok()?;
    Some(out)
}

/// Whether `src` can be written into `dest` (`broadcast(dest, src) == dest`): the layout rule,
/// without its error.
pub(crate) fn fits_into(src: &[usize], dest: &[usize]) -> bool {
    crate::layout::fits_into(dest, src)
}
