//! Results of reductions: an owned buffer of the output shape, filled with a starting value,
//! into which the kernels accumulate.

use crate::kernel::Failure;
use crate::shape::Shape;
use crate::tensor::internal::Fill;
use crate::tensor::{Kind, TensorBase};

/// Fills a new buffer with copies of one value.
struct Constant<T> {
    value: T,
    #[cfg_attr(not(feature = "alloc"), allow(dead_code))]
    numel: usize,
}

impl<T: Copy> Fill<T> for Constant<T> {
    #[inline(always)]
    fn at(&mut self, _i: usize) -> T {
        self.value
    }
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut alloc::vec::Vec<T>) {
        out.resize(self.numel, self.value);
    }
}

/// An owned tensor of kind `K` and sizes `index` (the sizes of a shape derived from a valid
/// tensor's, so their product fits) with every element `value`.
#[inline(always)]
pub(crate) fn filled<T: Copy, S: Shape, K: Kind>(
    index: S::Index,
    value: T,
) -> Result<TensorBase<T, S, K>, Failure> {
    let numel = index.as_ref().iter().product();
    TensorBase::try_build(index, numel, Constant { value, numel })
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
