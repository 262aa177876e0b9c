//! [`Error`]: why a file could not be read into the tensor a program asked for.

use alloc::boxed::Box;
use alloc::string::String;
use alloc::vec::Vec;
use core::fmt;

use super::Dtype;
use crate::ShapeError;

/// Why a file could not be read into the wanted tensor. Each message names the file's element
/// type and shape where it has them, beside what was wanted.
///
/// ```
/// # #[cfg(feature = "npy")] {
/// use shaped::prelude::*;
/// let bytes = shaped::io::npy::to_bytes(&DynTensor::<f64>::zeros(&[2, 3]));
/// let err = shaped::io::npy::from_bytes::<DynTensor<f32>>(&bytes).unwrap_err();
/// assert_eq!(err.to_string(), "the file holds float64 elements (shape [2, 3]), not float32");
/// let err = shaped::io::npy::from_bytes::<Tensor<f64, shape![3, 2]>>(&bytes).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "the file's tensor of shape [2, 3] (float64) does not fit: expected shape [3, 2], but got [2, 3]"
/// );
/// # }
/// ```
#[derive(Debug)]
#[non_exhaustive]
pub enum Error {
    /// The bytes are not a well-formed file of the format; the text says where.
    Format(String),
    /// The file's elements are of another type than the tensor's (no conversion is made).
    Dtype {
        /// The file's element type.
        found: Dtype,
        /// Its shape.
        shape: Vec<usize>,
        /// The tensor's element type.
        wanted: Dtype,
    },
    /// An element type this crate has no type for (`float16`, `complex64`, …), by the file's
    /// name for it.
    UnknownDtype(String),
    /// The file's shape does not fit the tensor's type; `error` is the check that failed, which
    /// names the wanted shape.
    Shape {
        /// The file's shape.
        shape: Vec<usize>,
        /// The file's element type.
        dtype: Dtype,
        /// The shape check that failed.
        error: Box<ShapeError>,
    },
    /// No tensor of this name in the archive or file.
    Missing(String),
}

impl fmt::Display for Error {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Error::Format(what) => write!(f, "not a valid file: {what}"),
            Error::Dtype {
                found,
                shape,
                wanted,
            } => write!(
                f,
                "the file holds {found} elements (shape {shape:?}), not {wanted}"
            ),
            Error::UnknownDtype(name) => write!(
                f,
                "the file's element type {name} is not one this crate has (bool, integers up to 64 bits, float32, float64)"
            ),
            Error::Shape {
                shape,
                dtype,
                error,
            } => write!(
                f,
                "the file's tensor of shape {shape:?} ({dtype}) does not fit: {error}"
            ),
            Error::Missing(name) => write!(f, "no tensor named {name:?} in the file"),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for Error {}
