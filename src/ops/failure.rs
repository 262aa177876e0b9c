//! Why an element-wise operation failed at run time, and the `ShapeError` it becomes.
//!
//! Only shapes with run-time sizes (`Dyn` dimensions, `DynShape`) can fail; fully static shapes
//! are checked by the compiler.

pub(crate) use crate::kernel::Failure;

#[cfg(feature = "alloc")]
impl Failure {
    /// The error for operands (or source and destination) with sizes `a` and `b`.
    pub(crate) fn error(self, a: &[usize], b: &[usize]) -> crate::ShapeError {
        use crate::ShapeError;
        match self {
            Failure::Broadcast => match crate::layout::broadcast_shapes(&[a, b]) {
                Err(e) => e,
                Ok(shape) => ShapeError::Overflow { shape },
            },
            Failure::InPlace => match crate::layout::check_broadcast_into(a, b) {
                Err(e) => e,
                Ok(()) => ShapeError::Overflow { shape: a.to_vec() },
            },
            Failure::Overflow => {
                let shape = crate::layout::broadcast_shapes(&[a, b]).unwrap_or_default();
                ShapeError::Overflow { shape }
            }
            Failure::Alloc { bytes } => ShapeError::OutOfMemory { bytes },
            Failure::ZeroDivision => ShapeError::ZeroDivision,
        }
    }
}

#[cfg(feature = "alloc")]
impl From<crate::memory::AllocFailure> for Failure {
    fn from(failure: crate::memory::AllocFailure) -> Failure {
        match failure {
            crate::memory::AllocFailure::TooLarge => Failure::Overflow,
            crate::memory::AllocFailure::OutOfMemory { bytes } => Failure::Alloc { bytes },
        }
    }
}

/// The value, or a panic with the error's text (the operator forms of `try_` operations).
#[cfg(feature = "alloc")]
#[track_caller]
pub(crate) fn or_panic<T>(result: Result<T, crate::ShapeError>) -> T {
    match result {
        Ok(value) => value,
        Err(e) => panic!("{e}"),
    }
}

/// The operator forms: panics with the `ShapeError` text for sizes `a` and `b`.
#[track_caller]
pub(crate) fn fail(failure: Failure, a: &[usize], b: &[usize]) -> ! {
    #[cfg(feature = "alloc")]
    {
        panic!("{}", failure.error(a, b))
    }
    #[cfg(not(feature = "alloc"))]
    {
        // Without an allocator every shape is fully static and checked by the compiler.
        panic!("{failure:?}: shapes {a:?} and {b:?}")
    }
}
