//! Results of reductions: an owned buffer of the output shape, filled with a starting value,
//! into which the kernels accumulate.

use crate::kernel::Failure;
use crate::shape::Shape;
use crate::tensor::{Kind, TensorBase};

/// An owned tensor of kind `K` and sizes `index` (the sizes of a shape derived from a valid
/// tensor's, so their product fits) with every element `value`.
#[inline(always)]
pub(crate) fn filled<T: Copy, S: Shape, K: Kind>(
    index: S::Index,
    value: T,
) -> Result<TensorBase<T, S, K>, Failure> {
    let numel = index.as_ref().iter().product();
    K::filled::<T, S>(index, numel, value).map(TensorBase::from_buf)
}

/// The elements of an owned tensor, mutably.
#[inline(always)]
pub(crate) fn elements_mut<T, S: Shape, K: Kind>(t: &mut TensorBase<T, S, K>) -> &mut [T] {
    K::data_mut::<T, S>(&mut t.buf)
}

/// The elements of an owned tensor.
#[inline(always)]
pub(crate) fn elements<T, S: Shape, K: Kind>(t: &TensorBase<T, S, K>) -> &[T] {
    K::data::<T, S>(&t.buf)
}
