//! Why a reduction failed, before it becomes a `ShapeError` (or a panic with the same text).

use crate::kernel::Failure;

/// A reduction's failure.
#[derive(Clone, Copy, Debug)]
pub(crate) enum ReduceFailure {
    /// Building the result failed (allocation).
    Kernel(Failure),
    /// A max-like reduction along a dimension of size 0.
    EmptyDim { op: &'static str, dim: isize },
    /// A max-like reduction over all elements of an empty tensor.
    EmptyInput { op: &'static str },
    /// A norm with no identity (`inf`, `-inf`, negative `p`) of no elements: along `dim`, or
    /// over all elements when `None`.
    #[cfg(any(feature = "std", feature = "libm"))]
    NormEmpty { ord: f64, dim: Option<isize> },
}

/// PyTorch's text for a norm without identity of no elements (torch writes no space before
/// "because" after the dim; kept, so the text is found by searching for it).
#[cfg(any(feature = "alloc", feature = "libm"))]
pub(crate) struct NormEmptyText<O> {
    pub(crate) ord: O,
    pub(crate) dim: Option<isize>,
}

#[cfg(any(feature = "alloc", feature = "libm"))]
impl<O: core::fmt::Display> core::fmt::Display for NormEmptyText<O> {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let ord = &self.ord;
        write!(f, "linalg.vector_norm cannot compute the {ord} norm on ")?;
        match self.dim {
            Some(d) => write!(f, "the dimension {d}because this dimension is empty")?,
            None => f.write_str("an empty tensor because")?,
        }
        if self.dim.is_some() {
            f.write_str(" and the operation does not have an identity")
        } else {
            f.write_str(" the operation does not have an identity")
        }
    }
}

/// PyTorch's text for a max-like reduction along an empty dimension; the one home of this
/// text (`ShapeError`'s `Display` and the allocator-free panic both write it).
pub(crate) struct EmptyDimText {
    pub(crate) op: &'static str,
    pub(crate) dim: isize,
}

impl core::fmt::Display for EmptyDimText {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let (op, dim) = (self.op, self.dim);
        write!(
            f,
            "{op}(): Expected reduction dim {dim} to have non-zero size."
        )
    }
}

/// PyTorch's text for a max-like reduction over all elements of an empty tensor (`argmax` and
/// `argmin` stop after the first sentence, as in PyTorch).
pub(crate) struct EmptyInputText {
    pub(crate) op: &'static str,
}

impl core::fmt::Display for EmptyInputText {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        let op = self.op;
        write!(
            f,
            "{op}(): Expected reduction dim to be specified for input.numel() == 0."
        )?;
        if !op.starts_with("arg") {
            f.write_str(" Specify the reduction dim with the 'dim' argument.")?;
        }
        Ok(())
    }
}

impl From<Failure> for ReduceFailure {
    fn from(f: Failure) -> Self {
        ReduceFailure::Kernel(f)
    }
}

impl ReduceFailure {
    /// The error for an input of sizes `shape`.
    #[cfg(feature = "alloc")]
    pub(crate) fn error(self, shape: &[usize]) -> crate::ShapeError {
        use crate::ShapeError;
        match self {
            ReduceFailure::Kernel(f) => f.error(shape, shape),
            ReduceFailure::EmptyDim { op, dim } => ShapeError::ReductionEmptyDim { op, dim },
            ReduceFailure::EmptyInput { op } => ShapeError::ReductionEmptyInput { op },
            #[cfg(any(feature = "std", feature = "libm"))]
            ReduceFailure::NormEmpty { ord, dim } => ShapeError::NormEmpty {
                ord: alloc::string::ToString::to_string(&ord),
                dim,
            },
        }
    }

    /// The error for an input of sizes `shape` whose result has sizes `result`: a result that
    /// cannot be allocated is named (PyTorch names the result's sizes).
    #[cfg(feature = "alloc")]
    pub(crate) fn error_for(self, shape: &[usize], result: &[usize]) -> crate::ShapeError {
        match self {
            ReduceFailure::Kernel(f) => f.error(result, result),
            other => other.error(shape),
        }
    }

    /// Panics with the error's text.
    #[track_caller]
    pub(crate) fn panic(self, shape: &[usize]) -> ! {
        #[cfg(feature = "alloc")]
        {
            panic!("{}", self.error(shape))
        }
        #[cfg(not(feature = "alloc"))]
        match self {
            ReduceFailure::Kernel(f) => crate::ops::fail(f, shape, shape),
            ReduceFailure::EmptyDim { op, dim } => panic!("{}", EmptyDimText { op, dim }),
            ReduceFailure::EmptyInput { op } => panic!("{}", EmptyInputText { op }),
            #[cfg(any(feature = "std", feature = "libm"))]
            ReduceFailure::NormEmpty { ord, dim } => panic!("{}", NormEmptyText { ord, dim }),
        }
    }
}

/// The value, or a panic with the failure's text for an input of sizes `shape`.
#[track_caller]
#[inline(always)]
pub(crate) fn or_panic<T>(r: Result<T, ReduceFailure>, shape: &[usize]) -> T {
    match r {
        Ok(v) => v,
        Err(f) => f.panic(shape),
    }
}

/// [`or_panic`] for a reduction whose result has the sizes `result()` (asked for only on a
/// failure), named when the result cannot be allocated.
#[track_caller]
#[inline(always)]
pub(crate) fn or_panic_with<T, I: AsRef<[usize]>>(
    r: Result<T, ReduceFailure>,
    shape: &[usize],
    result: impl FnOnce() -> I,
) -> T {
    match r {
        Ok(v) => v,
        Err(ReduceFailure::Kernel(f)) => {
            let out = result();
            crate::ops::fail(f, out.as_ref(), out.as_ref())
        }
        Err(f) => f.panic(shape),
    }
}
