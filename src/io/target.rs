//! [`FromFile`]: the tensor types a file is read into, each with its shape check.

use alloc::vec::Vec;

use super::{Error, FileElement};
use crate::ShapeError;
use crate::shape::{Shape, StaticShape};
use crate::tensor::{Heap, Inline, TensorBase};

/// A tensor type a file's elements can be read into: [`DynTensor`](crate::DynTensor) (any
/// shape), `HeapTensor<T, S>` (the file's shape checked against `S`, `Dyn` and symbolic sizes
/// included) and inline `Tensor<T, S>` (a fully static `S`). Sealed.
///
/// ```
/// # #[cfg(feature = "npy")] {
/// use shaped::prelude::*;
/// let bytes = shaped::io::npy::to_bytes(&Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]));
/// let h: HeapTensor<i32, shape![Dyn, 3]> = shaped::io::npy::from_bytes(&bytes).unwrap();
/// assert_eq!(h.shape(), &[2, 3]);
/// # }
/// ```
pub trait FromFile: Sized + crate::sealed::SealedFromFile {
    /// The element type.
    type Elem: FileElement;
    /// The tensor of `data` (row-major) and `dims`, or the shape check's error.
    #[doc(hidden)]
    fn from_parts(data: Vec<Self::Elem>, dims: &[usize]) -> Result<Self, ShapeError>;
}

impl<T: FileElement, S: Shape> FromFile for TensorBase<T, S, Heap> {
    type Elem = T;
    fn from_parts(data: Vec<T>, dims: &[usize]) -> Result<Self, ShapeError> {
        TensorBase::from_vec(data, dims)
    }
}

impl<T: FileElement + crate::tensor::Scalar, S: StaticShape> FromFile for TensorBase<T, S, Inline> {
    type Elem = T;
    fn from_parts(data: Vec<T>, dims: &[usize]) -> Result<Self, ShapeError> {
        let data = TensorBase::<T, S, Heap>::from_vec(data, dims)?.into_vec();
        // `from_vec` checked that `data` holds `S::NUMEL` elements.
        Ok(TensorBase::from_fn(|i| data[i]))
    }
}

/// The tensor `X` of `data` read from a file with element type `T::DTYPE` and shape `dims`, or
/// the error naming both.
pub(super) fn build<X: FromFile>(data: Vec<X::Elem>, dims: &[usize]) -> Result<X, Error> {
    X::from_parts(data, dims).map_err(|error| Error::Shape {
        shape: dims.to_vec(),
        dtype: <X::Elem as FileElement>::DTYPE,
        error: alloc::boxed::Box::new(error),
    })
}
