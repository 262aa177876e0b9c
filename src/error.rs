//! [`ShapeError`]: every run-time shape failure, printed with PyTorch's wording.

use alloc::vec::Vec;
use core::fmt;

/// A shape that does not fit an operation, with the sizes involved.
///
/// `Display` prints PyTorch's message for the same failure, so searching for it finds PyTorch's
/// explanation. Operators panic with the same text; `try_` methods return it.
///
/// ```
/// use shaped::{broadcast_shapes, ShapeError};
/// let err = broadcast_shapes(&[&[2, 1], &[8, 4, 3]]).unwrap_err();
/// assert!(matches!(err, ShapeError::BroadcastMismatch { size_a: 2, size_b: 4, dim: 1, .. }));
/// assert_eq!(
///     err.to_string(),
///     "The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 1"
/// );
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ShapeError {
    /// Two shapes do not broadcast (out-of-place operations).
    BroadcastMismatch {
        /// The size in tensor a (the shape accumulated so far in an n-ary broadcast).
        size_a: usize,
        /// The size in tensor b.
        size_b: usize,
        /// The failing dimension, counted from the left of the result.
        dim: usize,
        /// The shape of tensor a.
        shape_a: Vec<usize>,
        /// The shape of tensor b.
        shape_b: Vec<usize>,
    },
    /// A tensor cannot be expanded to a target shape (also: the source of an in-place operation
    /// does not fit its destination).
    ExpandMismatch {
        /// The target size.
        expanded: isize,
        /// The tensor's size.
        existing: usize,
        /// The failing dimension, counted in the target.
        dim: usize,
        /// The target sizes.
        target: Vec<isize>,
        /// The tensor's sizes.
        tensor: Vec<usize>,
    },
    /// An expand target has fewer dimensions than the tensor.
    ExpandTooFewSizes {
        /// The number of target sizes.
        sizes: usize,
        /// The tensor's rank.
        dims: usize,
    },
    /// `-1` given for a new leading dimension of an expand.
    ExpandNewDimInferred {
        /// The leading dimension.
        dim: usize,
    },
    /// The opt-in warning: shapes differ, broadcast, and have the same number of elements.
    SameElementCount {
        /// The first shape.
        shape_a: Vec<usize>,
        /// The second shape.
        shape_b: Vec<usize>,
    },
    /// `view_shape` cannot express the new shape on the existing strides.
    ViewIncompatible,
    /// A shape's element count differs from the data's.
    InvalidShape {
        /// The requested shape (may contain `-1`).
        shape: Vec<isize>,
        /// The number of elements available.
        numel: usize,
    },
    /// More than one `-1` in a shape.
    MultipleInferred,
    /// `-1` in a shape for a tensor with no elements.
    AmbiguousInfer {
        /// The requested shape.
        shape: Vec<isize>,
    },
    /// A negative size other than `-1`.
    InvalidDimSize {
        /// The size.
        size: isize,
    },
    /// A dimension index out of range.
    DimOutOfRange {
        /// The index given.
        dim: isize,
        /// The smallest valid index.
        min: isize,
        /// The largest valid index.
        max: isize,
    },
    /// `narrow` past the end of a dimension.
    NarrowOutOfRange {
        /// The start.
        start: usize,
        /// The length.
        length: usize,
        /// The dimension's size.
        size: usize,
    },
    /// `select` with an index out of range.
    SelectOutOfRange {
        /// The index given.
        index: isize,
        /// The tensor's sizes.
        shape: Vec<usize>,
        /// The dimension.
        dim: usize,
    },
    /// `permute` with a repeated dimension.
    PermuteDuplicate,
    /// `permute` with the wrong number of dimensions.
    PermuteLength {
        /// The number of dimensions given.
        given: usize,
        /// The tensor's rank.
        rank: usize,
    },
    /// More dimensions than the kernels support.
    TooManyDims {
        /// The rank asked for.
        rank: usize,
        /// [`MAX_RANK`](crate::layout::MAX_RANK).
        max: usize,
    },
    /// The number of elements overflows `usize`.
    Overflow {
        /// The shape.
        shape: Vec<usize>,
    },
    /// A rank that differs from the one a static shape requires.
    RankMismatch {
        /// The rank required.
        expected: usize,
        /// The rank given.
        got: usize,
    },
    /// Sizes that differ from those a static shape requires.
    SizeMismatch {
        /// The sizes required.
        expected: Vec<usize>,
        /// The sizes given.
        got: Vec<usize>,
    },
}

/// Writes sizes as PyTorch does: `[2, 5]`.
struct Sizes<'a, T>(&'a [T]);

impl<T: fmt::Display> fmt::Display for Sizes<'_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("[")?;
        for (i, s) in self.0.iter().enumerate() {
            if i > 0 {
                f.write_str(", ")?;
            }
            write!(f, "{s}")?;
        }
        f.write_str("]")
    }
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::BroadcastMismatch { size_a, size_b, dim, .. } => write!(
                f,
                "The size of tensor a ({size_a}) must match the size of tensor b ({size_b}) at non-singleton dimension {dim}"
            ),
            ShapeError::ExpandMismatch { expanded, existing, dim, target, tensor } => write!(
                f,
                "The expanded size of the tensor ({expanded}) must match the existing size ({existing}) at non-singleton dimension {dim}.  Target sizes: {}.  Tensor sizes: {}",
                Sizes(target),
                Sizes(tensor)
            ),
            ShapeError::ExpandTooFewSizes { sizes, dims } => write!(
                f,
                "the number of sizes provided ({sizes}) must be greater or equal to the number of dimensions in the tensor ({dims})"
            ),
            ShapeError::ExpandNewDimInferred { dim } => write!(
                f,
                "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension {dim}"
            ),
            ShapeError::SameElementCount { .. } => f.write_str(
                "self and other do not have the same shape, but are broadcastable, and have the same number of elements.",
            ),
            ShapeError::ViewIncompatible => f.write_str(
                "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.",
            ),
            ShapeError::InvalidShape { shape, numel } => {
                write!(f, "shape '{}' is invalid for input of size {numel}", Sizes(shape))
            }
            ShapeError::MultipleInferred => f.write_str("only one dimension can be inferred"),
            ShapeError::AmbiguousInfer { shape } => write!(
                f,
                "cannot reshape tensor of 0 elements into shape {} because the unspecified dimension size -1 can be any value and is ambiguous",
                Sizes(shape)
            ),
            ShapeError::InvalidDimSize { size } => write!(f, "invalid shape dimension {size}"),
            ShapeError::DimOutOfRange { dim, min, max } => write!(
                f,
                "Dimension out of range (expected to be in range of [{min}, {max}], but got {dim})"
            ),
            ShapeError::NarrowOutOfRange { start, length, size } => write!(
                f,
                "start ({start}) + length ({length}) exceeds dimension size ({size})."
            ),
            ShapeError::SelectOutOfRange { index, shape, dim } => write!(
                f,
                "select(): index {index} out of range for tensor of size {} at dimension {dim}",
                Sizes(shape)
            ),
            ShapeError::PermuteDuplicate => f.write_str("permute(): duplicate dims are not allowed."),
            ShapeError::PermuteLength { .. } => {
                f.write_str("permute(sizes): number of dims don't match in permute")
            }
            ShapeError::TooManyDims { rank, max } => write!(
                f,
                "tensors with more than {max} dimensions are not supported (got {rank})"
            ),
            ShapeError::Overflow { shape } => write!(
                f,
                "the number of elements of shape {} overflows usize",
                Sizes(shape)
            ),
            ShapeError::RankMismatch { expected, got } => write!(
                f,
                "expected a tensor with {expected} dimensions, but got {got}"
            ),
            ShapeError::SizeMismatch { expected, got } => write!(
                f,
                "expected shape {}, but got {}",
                Sizes(expected),
                Sizes(got)
            ),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ShapeError {}
