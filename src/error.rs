//! [`ShapeError`]: every run-time shape failure, printed with PyTorch's wording.

use alloc::vec::Vec;
use core::fmt;

use crate::layout::DisplaySizes;

/// A shape that does not fit an operation, with the sizes involved.
///
/// The fields say what went wrong, so a program can react (retry with a reshape, report the
/// clashing dimension …); `Display` prints PyTorch's message for the same failure, word for word,
/// so searching for it finds PyTorch's explanation. Operators panic with the same text; `try_`
/// methods return the value. Dimension indices in the fields count from the left, from 0.
///
/// ```
/// use shaped::ShapeError;
/// use shaped::layout::broadcast_shapes;
///
/// let err = broadcast_shapes(&[&[2, 1], &[8, 4, 3]]).unwrap_err();
/// assert_eq!(
///     err.to_string(),
///     "The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 1"
/// );
/// match err {
///     ShapeError::BroadcastMismatch { size_a, size_b, dim, shape_a, shape_b } => {
///         assert_eq!((size_a, size_b, dim), (2, 4, 1));
///         assert_eq!((shape_a, shape_b), (vec![2, 1], vec![8, 4, 3]));
///     }
///     other => panic!("unexpected error: {other}"),
/// }
/// ```
#[derive(Clone, Debug, PartialEq, Eq)]
#[non_exhaustive]
pub enum ShapeError {
    /// Two shapes do not broadcast (an out-of-place operation such as `a + b`).
    ///
    /// `The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1`
    BroadcastMismatch {
        /// The size of tensor a at the failing dimension (1 when a lacks that dimension, which
        /// never fails).
        size_a: usize,
        /// The size of tensor b at the failing dimension.
        size_b: usize,
        /// The failing dimension, counted from the left of the broadcast result; when several
        /// dimensions clash, the right-most one.
        dim: usize,
        /// The shape of tensor a; in an n-ary broadcast, the shape accumulated from the operands
        /// before tensor b.
        shape_a: Vec<usize>,
        /// The shape of tensor b.
        shape_b: Vec<usize>,
    },
    /// A tensor cannot be expanded to a target shape; also the error when the source of an
    /// in-place operation does not fit its destination.
    ///
    /// `The expanded size of the tensor (1) must match the existing size (7) at non-singleton
    /// dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]`
    ExpandMismatch {
        /// The target size at the failing dimension.
        expanded: isize,
        /// The tensor's size there (not 1, and not the target size).
        existing: usize,
        /// The failing dimension, counted in the target; the right-most one.
        dim: usize,
        /// The target sizes as given (`-1` means "keep the size").
        target: Vec<isize>,
        /// The tensor's sizes.
        tensor: Vec<usize>,
    },
    /// An expand target has fewer dimensions than the tensor (for an in-place operation: the
    /// source has more dimensions than the destination).
    ///
    /// `the number of sizes provided (2) must be greater or equal to the number of dimensions in
    /// the tensor (3)`
    ExpandTooFewSizes {
        /// The number of target sizes.
        sizes: usize,
        /// The tensor's rank.
        dims: usize,
    },
    /// `-1` given in an expand target for a new leading dimension, which has no size to keep.
    ///
    /// `The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 0`
    ExpandNewDimInferred {
        /// The leading dimension, counted in the target.
        dim: usize,
    },
    /// The opt-in check of the manual's [broadcasting](crate::manual::broadcasting) chapter
    /// ("Same element count"): the shapes differ, broadcast, and have the same number
    /// of elements — where old PyTorch treated both as 1-d and broadcasting gives another result.
    ///
    /// `self and other do not have the same shape, but are broadcastable, and have the same
    /// number of elements.`
    SameElementCount {
        /// The first shape.
        shape_a: Vec<usize>,
        /// The second shape.
        shape_b: Vec<usize>,
    },
    /// `view` cannot express the new shape on the tensor's strides (`reshape` would copy).
    ///
    /// `view size is not compatible with input tensor's size and stride (at least one dimension
    /// spans across two contiguous subspaces). Use .reshape(...) instead.`
    ViewIncompatible,
    /// A shape whose element count differs from the elements available (a `view`/`reshape`
    /// target, or the data given to a constructor).
    ///
    /// `shape '[2, 5]' is invalid for input of size 12`
    InvalidShape {
        /// The requested shape, as given (may contain one `-1`).
        shape: Vec<isize>,
        /// The number of elements available.
        numel: usize,
    },
    /// More than one `-1` in a shape.
    ///
    /// `only one dimension can be inferred`
    MultipleInferred,
    /// A `-1` in a shape for a tensor with no elements, where any size would do.
    ///
    /// `cannot reshape tensor of 0 elements into shape [0, -1] because the unspecified dimension
    /// size -1 can be any value and is ambiguous`
    AmbiguousInfer {
        /// The requested shape, as given.
        shape: Vec<isize>,
    },
    /// A negative size other than a `-1` where one is allowed (`view`, `reshape`, `unflatten`).
    ///
    /// `invalid shape dimension -2 at index 1 of shape [2, -2]`
    InvalidDimSize {
        /// The size.
        size: isize,
        /// Its position in the shape.
        index: usize,
        /// The shape as given.
        shape: Vec<isize>,
    },
    /// Sizes whose product does not fit a signed 64-bit count (PyTorch's `numel` check, which
    /// also catches a negative size where no `-1` is allowed, as in `expand`).
    ///
    /// `numel: integer multiplication overflow`
    NumelOverflow,
    /// `unflatten` sizes that cannot be inferred (the inner error: more than one `-1`, a
    /// negative size, or a `-1` for an empty dimension), as PyTorch wraps it.
    ///
    /// `unflatten got an unexpected error:` followed by a new line and the inner text.
    UnflattenUnexpected(alloc::boxed::Box<ShapeError>),
    /// `as_strided` whose storage size in bytes (`(offset + 1 + Σ (size − 1) · stride) ·
    /// itemsize`, when no size is 0) does not fit a signed 64-bit count.
    ///
    /// `Storage size calculation overflowed with sizes=[2, 1] and strides=[4611686018427387904, 1]`
    StorageSizeOverflow {
        /// The sizes as given.
        sizes: Vec<usize>,
        /// The strides as given.
        strides: Vec<isize>,
    },
    /// A dimension index outside `[-rank, rank - 1]` (`[-1, 0]` for a 0-d tensor).
    ///
    /// `Dimension out of range (expected to be in range of [-2, 1], but got 2)`
    DimOutOfRange {
        /// The index given.
        dim: isize,
        /// The smallest valid index.
        min: isize,
        /// The largest valid index.
        max: isize,
    },
    /// `narrow` past the end of a dimension.
    ///
    /// `start (0) + length (2) exceeds dimension size (1).`
    NarrowOutOfRange {
        /// The start.
        start: usize,
        /// The length.
        length: usize,
        /// The dimension's size.
        size: usize,
    },
    /// `select` with an index outside the dimension.
    ///
    /// `select(): index 3 out of range for tensor of size [3, 3, 1] at dimension 0`
    SelectOutOfRange {
        /// The index given.
        index: isize,
        /// The tensor's sizes.
        shape: Vec<usize>,
        /// The dimension (after wrapping a negative index).
        dim: usize,
    },
    /// `permute` with a dimension given twice.
    ///
    /// `permute(): duplicate dims are not allowed.`
    PermuteDuplicate,
    /// `permute` with a number of dimensions other than the tensor's rank (torch 2.15's text,
    /// which names `sparse_coo` for dense tensors too).
    ///
    /// `permute(sparse_coo): number of dimensions in the tensor input does not match the length
    /// of the desired ordering of dimensions i.e. input.dim() = 3 is not equal to len(dims) = 2`
    PermuteLength {
        /// The number of dimensions given.
        given: usize,
        /// The tensor's rank.
        rank: usize,
    },
    /// `t()` on a tensor with more than 2 dimensions.
    ///
    /// `t() expects a tensor with <= 2 dimensions, but self is 3D`
    NotAMatrix {
        /// The tensor's rank.
        rank: usize,
    },
    /// An operation that needs a dimension, applied to a 0-d tensor.
    ///
    /// `narrow() cannot be applied to a 0-dim tensor.`
    ZeroDim {
        /// The operation (`narrow`, `select`).
        op: &'static str,
    },
    /// More dimensions than the kernels support (this crate's own text).
    ///
    /// `tensors with more than 32 dimensions are not supported (got 40)`
    TooManyDims {
        /// The rank asked for.
        rank: usize,
        /// The limit, [`MAX_RANK`](crate::layout::MAX_RANK).
        max: usize,
    },
    /// A shape too large to exist: the product of its non-zero sizes (its element count, and
    /// every row-major stride) does not fit `isize` (PyTorch's `int64`), or its buffer's size in
    /// bytes does not fit `usize`. Refused where the shape would be created (constructors,
    /// `expand`, `broadcast_to`, element-wise results). PyTorch's text; the sizes are printed
    /// as given, never wrapped.
    ///
    /// `Storage size calculation overflowed with sizes=[4611686018427387904, 4]`
    Overflow {
        /// The shape.
        shape: Vec<usize>,
    },
    /// A rank other than the one a static shape requires, e.g. when converting a dynamic tensor
    /// to a static shape (this crate's own text).
    ///
    /// `expected a tensor with 2 dimensions, but got 3`
    RankMismatch {
        /// The rank required.
        expected: usize,
        /// The rank given.
        got: usize,
    },
    /// An allocation that could not be made (PyTorch's text, without its trailing error code).
    /// Fallible operations report it instead of aborting, before any element is written.
    ///
    /// `DefaultCPUAllocator: can't allocate memory: you tried to allocate 8796093022208 bytes.`
    OutOfMemory {
        /// The number of bytes asked for: always the real count, since a buffer whose size in
        /// bytes does not fit `usize` is refused earlier, as [`ShapeError::Overflow`].
        bytes: usize,
    },
    /// A view whose storage offset would not fit `isize` (`narrow` or `select` at a large index
    /// of a huge dimension of an empty tensor); this crate's own text. Checked arithmetic, so
    /// debug and release builds agree.
    ///
    /// `storage offset 4611686018427387904 + 2 * 4611686018427387904 of the view does not fit
    /// isize`
    OffsetOverflow {
        /// The storage offset of the tensor.
        offset: usize,
        /// The index (or narrow start) along the dimension.
        index: usize,
        /// The dimension's stride.
        stride: isize,
    },
    /// A view whose new dimension would have a stride that does not fit `isize` (the extent
    /// `size * stride` of the dimension after it, in `unsqueeze` and `expand`); this crate's own
    /// text.
    ///
    /// `stride 4611686018427387904 * 4 of the new dimension does not fit isize`
    StrideOverflow {
        /// The size of the dimension after the new one.
        size: usize,
        /// Its stride.
        stride: isize,
    },
    /// Integer division or remainder by zero in a `try_` operation (PyTorch's text; the operator
    /// forms panic with it). Reported before any element is written.
    ///
    /// `ZeroDivisionError`
    ZeroDivision,
    /// An integer result of a `checked_` operation does not fit its type (Rust's text for the
    /// same overflow; PyTorch has none, as its integers wrap). Reported before anything is
    /// written.
    ///
    /// `attempt to add with overflow`
    IntegerOverflow {
        /// The operation, as Rust's overflow panics name it: `add`, `subtract`, `multiply`,
        /// `divide`, `calculate the remainder` or `negate`.
        op: &'static str,
    },
    /// Sizes other than those a static shape requires (this crate's own text).
    ///
    /// `expected shape [2, 3], but got [3, 2]`
    SizeMismatch {
        /// The sizes required.
        expected: Vec<usize>,
        /// The sizes given.
        got: Vec<usize>,
    },
    /// A symbolic size bound a second time to another number (this crate's own text): a
    /// [`Sym`](crate::shape::Sym) dimension has one size for the whole run of the program.
    ///
    /// `the size batch is bound to 4, but got 5`
    SizeRebound {
        /// The size's name, as the program declared it.
        name: &'static str,
        /// The number it is bound to.
        bound: usize,
        /// The number given.
        got: usize,
    },
    /// A tensor of a shape with a declared symbolic size made or converted before the size
    /// was bound (this crate's own text).
    ///
    /// `the size batch is not bound: bind it (SymSize::bind) before making a tensor of its shape`
    UnboundSize {
        /// The size's name, as the program declared it.
        name: &'static str,
    },
    /// A scoped size ([`with_size`](crate::with_size)) asked for by type alone (this crate's
    /// own text): its number is in its token only, so conversions and constructors take the
    /// token, and the brand cannot be bound again.
    ///
    /// `a scoped size is known only through its token: pass the token (try_as_sym, the _sym constructors)`
    ScopedSize,
    /// `cat` of an empty list (PyTorch's text with Rust's function name).
    ///
    /// `cat(): expected a non-empty list of Tensors`
    CatEmpty,
    /// `cat` of a 0-d tensor.
    ///
    /// `zero-dimensional tensor (at position 0) cannot be concatenated`
    CatZeroDim {
        /// The position of the tensor in the list.
        position: usize,
    },
    /// `cat` of tensors of different ranks.
    ///
    /// `Tensors must have same number of dimensions: got 2 and 1`
    CatRankMismatch {
        /// The rank of the first tensor.
        expected: usize,
        /// The rank of the offending tensor.
        got: usize,
    },
    /// `cat` of tensors whose sizes differ outside the joined dimension.
    ///
    /// `Sizes of tensors must match except in dimension 1. Expected size 2 but got size 3 for
    /// tensor number 1 in the list.`
    CatSizeMismatch {
        /// The joined dimension.
        dim: usize,
        /// The size of the first tensor at the clashing dimension.
        expected: usize,
        /// The size of the offending tensor there.
        got: usize,
        /// The position of the offending tensor in the list.
        tensor: usize,
    },
    /// `stack` of an empty list.
    ///
    /// `stack expects a non-empty TensorList`
    StackEmpty,
    /// `stack` of tensors of different shapes.
    ///
    /// `stack expects each tensor to be equal size, but got [2] at entry 0 and [3] at entry 1`
    StackSizeMismatch {
        /// The shape of entry 0.
        first: Vec<usize>,
        /// The shape of the offending entry.
        got: Vec<usize>,
        /// The position of the offending entry.
        entry: usize,
    },
    /// `narrow` with a start outside `[-size, size]`.
    ///
    /// `start out of range (expected to be in range of [-3, 3], but got 4)`
    NarrowStartOutOfRange {
        /// The start as given.
        start: isize,
        /// The dimension's size.
        size: usize,
    },
    /// An operation on one dimension (`unflatten`) applied to a 0-d tensor.
    ///
    /// `Dimension specified as 0 but tensor has no dimensions`
    NoDims {
        /// The dimension given.
        dim: isize,
    },
    /// `flatten(start, end)` with `start` after `end`.
    ///
    /// `flatten() has invalid args: start_dim cannot come after end_dim`
    FlattenOrder,
    /// `unflatten` with no sizes.
    ///
    /// `unflatten: sizes must be non-empty`
    UnflattenEmpty,
    /// `unflatten` with sizes whose product is not the dimension's size.
    ///
    /// `unflatten: Provided sizes [4, 2] don't multiply up to the size of dim 1 (6) in the
    /// input tensor`
    UnflattenMismatch {
        /// The sizes as given.
        sizes: Vec<isize>,
        /// The dimension split.
        dim: usize,
        /// Its size.
        size: usize,
    },
    /// `as_strided` with sizes and strides of different lengths.
    ///
    /// `mismatch in length of strides and shape`
    AsStridedLength,
    /// `as_strided` with a negative stride.
    ///
    /// `as_strided: Negative strides are not supported at the moment, got strides: [-1]`
    AsStridedNegativeStride {
        /// The strides as given.
        strides: Vec<isize>,
    },
    /// `as_strided` with a storage offset above `isize::MAX` (PyTorch's text for an offset its
    /// `int64` cannot hold, with the real number).
    ///
    /// `Tensor: invalid storage offset 18446744073709551615`
    AsStridedOffset {
        /// The storage offset as given.
        offset: usize,
    },
    /// `as_strided` reaching past the end of the storage (sizes in bytes, as PyTorch prints
    /// them; a requirement that does not fit `usize` prints as `usize::MAX`).
    ///
    /// `setStorage: sizes [3, 3], strides [1, 1], storage offset 0, and itemsize 4 requiring a
    /// storage size of 20 are out of bounds for storage of size 16`
    AsStridedOutOfBounds {
        /// The sizes.
        sizes: Vec<usize>,
        /// The strides.
        strides: Vec<isize>,
        /// The storage offset.
        offset: usize,
        /// The element size in bytes.
        itemsize: usize,
        /// The bytes the layout needs.
        required: usize,
        /// The bytes the storage has.
        storage: usize,
    },
    /// A max-like reduction (`amax`, `amin`, `argmax`, `argmin`) along a dimension of size 0.
    ///
    /// `amax(): Expected reduction dim 1 to have non-zero size.`
    ReductionEmptyDim {
        /// The operation (`amax`, `amin`, `argmax`, `argmin`).
        op: &'static str,
        /// The dimension: as given for `amax`/`amin` (PyTorch prints `-1` when `-1` was
        /// passed), after wrapping for `argmax`/`argmin`.
        dim: isize,
    },
    /// A max-like reduction over all elements of a tensor with none. PyTorch's text; `argmax`
    /// and `argmin` stop after `numel() == 0.`
    ///
    /// `amax(): Expected reduction dim to be specified for input.numel() == 0. Specify the
    /// reduction dim with the 'dim' argument.`
    ReductionEmptyInput {
        /// The operation (`amax`, `amin`, `argmax`, `argmin`).
        op: &'static str,
    },
    /// A dimension named twice in the list of a multi-dimension reduction.
    ///
    /// `dim 1 appears multiple times in the list of dims`
    DimRepeated {
        /// The dimension (after wrapping a negative index).
        dim: usize,
    },
    /// `matmul` of a 0-d tensor.
    ///
    /// `both arguments to matmul need to be at least 1D, but they are 0D and 2D`
    MatmulZeroDim {
        /// The rank of the left operand.
        lhs: usize,
        /// The rank of the right operand.
        rhs: usize,
    },
    /// A matrix product whose inner sizes differ (2-d operands; a 1-d left operand counts as one
    /// row, and leading dims of an N-d left operand against a 2-d right one are folded into
    /// the rows, as in PyTorch).
    ///
    /// `mm: mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)`
    MatmulShapes {
        /// Rows of the left matrix.
        rows: usize,
        /// Columns of the left matrix.
        inner_a: usize,
        /// Rows of the right matrix.
        inner_b: usize,
        /// Columns of the right matrix.
        cols: usize,
    },
    /// A matrix–vector product whose inner sizes differ (the matrix's leading dims folded into
    /// its rows).
    ///
    /// `size mismatch, got input (2), mat (2x3), vec (4)`
    MatvecShapes {
        /// Rows of the matrix.
        rows: usize,
        /// Columns of the matrix.
        cols: usize,
        /// Length of the vector.
        len: usize,
    },
    /// A dot product (1-d · 1-d) of vectors of different lengths.
    ///
    /// `inconsistent tensor size, expected tensor [3] and src [4] to have the same number of
    /// elements, but got 3 and 4 elements respectively`
    DotShapes {
        /// Length of the left vector.
        a: usize,
        /// Length of the right vector.
        b: usize,
    },
    /// A batched matrix product whose inner sizes differ (`batch` is the number of matrices
    /// after broadcasting the batch dims).
    ///
    /// `Expected size for first two dimensions of batch2 tensor to be: [6, 3] but got: [6, 4].`
    BatchMatmulShapes {
        /// The number of matrices.
        batch: usize,
        /// Columns of the left matrices.
        inner_a: usize,
        /// Rows of the right matrices.
        inner_b: usize,
    },
    /// A linear-algebra operation on a tensor with fewer than 2 dims (`A`), or `solve` with a
    /// 0-d right-hand side (`B`; PyTorch's text says 2 although a 1-d `B` is accepted).
    ///
    /// `linalg.inv: The input tensor A must have at least 2 dimensions.`
    LinalgTooFewDims {
        /// The operation as PyTorch names it: `linalg.det`, `linalg.inv`, `linalg.solve` or
        /// `linalg.cholesky`.
        op: &'static str,
        /// The operand: `A` (the matrices) or `B` (the right-hand side of `solve`).
        operand: char,
    },
    /// A linear-algebra operation on matrices that are not square.
    ///
    /// `linalg.inv: A must be batches of square matrices, but they are 2 by 3 matrices`
    LinalgNotSquare {
        /// The operation as PyTorch names it (`linalg.det`, `linalg.inv`, …).
        op: &'static str,
        /// The number of rows of the matrices.
        rows: usize,
        /// The number of columns.
        cols: usize,
    },
    /// `solve` with a right-hand side whose rows are not the size of `A` (a vector `B` counts
    /// as one column).
    ///
    /// `linalg.solve: Incompatible shapes of A and B for the equation AX = B (3x3 and 4x1)`
    SolveShapes {
        /// The size of `A`'s matrices.
        n: usize,
        /// The rows of `B`.
        rows: usize,
        /// The columns of `B` (1 for a vector).
        cols: usize,
    },
    /// `inv` of a singular matrix: LU with partial pivoting met a zero pivot.
    ///
    /// `linalg.inv: (Batch element 1): The diagonal element 2 is zero, the inversion could not
    /// be completed because the input matrix is singular.`
    InvSingular {
        /// The position of the matrix in the batch (row-major over the batch dims), when the
        /// input has batch dims; the first singular one.
        batch: Option<usize>,
        /// The 1-based step of the first zero pivot (LAPACK's `info`).
        pivot: usize,
    },
    /// `solve` with a singular matrix (PyTorch's text, which names `torch.linalg.solve`).
    ///
    /// `torch.linalg.solve: The solver failed because the input matrix is singular.`
    SolveSingular {
        /// The position of the matrix in `A`'s own batch (before broadcasting), when `A` has
        /// batch dims; the first singular one.
        batch: Option<usize>,
        /// The 1-based step of the first zero pivot (not printed).
        pivot: usize,
    },
    /// `arange` with a step of 0: `step must be nonzero`.
    RangeZeroStep,
    /// `arange` with an infinite or NaN step: `step must be finite but got nan`.
    RangeStepNotFinite {
        /// The step, as printed.
        step: alloc::string::String,
    },
    /// `arange` whose step points away from `end`: `upper bound and lower bound inconsistent
    /// with step sign`.
    RangeStepSign,
    /// `arange` with an infinite or NaN bound: `unsupported range: 0 -> inf`.
    RangeNotFinite {
        /// `start`, as printed.
        start: alloc::string::String,
        /// `end`, as printed.
        end: alloc::string::String,
    },
    /// `arange` whose length does not fit `isize`: `invalid size, possible overflow?`.
    RangeTooLong,
    /// A vector norm without identity (`p` infinite or negative) of no elements, along an
    /// empty dim (`dim`) or over an empty tensor (`None`).
    ///
    /// `linalg.vector_norm cannot compute the inf norm on the dimension 1because this dimension
    /// is empty and the operation does not have an identity` (PyTorch's text, without a space
    /// before "because"), or `... the -1 norm on an empty tensor because the operation does not
    /// have an identity`.
    NormEmpty {
        /// The norm's `p`, as printed (`inf`, `-1`, `-0.5`).
        ord: alloc::string::String,
        /// The empty dim as given (PyTorch does not wrap it here), `None` for a norm over all
        /// elements.
        dim: Option<isize>,
    },
    /// `cholesky` of a matrix that is not positive-definite.
    ///
    /// `linalg.cholesky: The factorization could not be completed because the input is not
    /// positive-definite (the leading minor of order 2 is not positive-definite).`
    NotPositiveDefinite {
        /// The position of the matrix in the batch, when the input has batch dims; the first
        /// one that fails.
        batch: Option<usize>,
        /// The order of the first leading minor that is not positive-definite (1-based).
        order: usize,
    },
    /// An index outside its dim in `gather`, `scatter`, `scatter_add`, `index_add` or
    /// `take_along_dim` (the index as given; only `take_along_dim` wraps negative ones).
    ///
    /// `index 5 is out of bounds for dimension 0 with size 3`
    IndexOutOfBounds {
        /// The index as given.
        index: i128,
        /// The dim it indexes (wrapped).
        dim: usize,
        /// The size of that dim.
        size: usize,
    },
    /// An index outside its dim in `index_select` (negative ones included).
    ///
    /// `index out of range in self`
    IndexOutOfRangeInSelf,
    /// An index outside `[-numel, numel - 1]` in `take`.
    ///
    /// `out of range: tried to access index 13 on a tensor of 12 elements.`
    TakeOutOfRange {
        /// The index as given.
        index: i128,
        /// The number of elements of the tensor.
        numel: usize,
    },
    /// `take` from a tensor with no elements, with at least one index.
    ///
    /// `take(): tried to take from an empty tensor`
    TakeEmpty,
    /// `index_select` with an index of more than one dim.
    ///
    /// `index_select(): Index is supposed to be a vector`
    IndexNotVector,
    /// `index_select` on a 0-d tensor with more than one index.
    ///
    /// `index_select(): Index to scalar can have only 1 value, got 3 value(s)`
    IndexToScalar {
        /// The number of indices.
        count: usize,
    },
    /// `index_select` along a dim of size 0 with at least one index.
    ///
    /// `index_select(): self indexing axis dim should be positive`
    IndexSelectEmptyDim,
    /// `gather` or `scatter` with an index of another rank than the tensor (a 0-d tensor
    /// counts as one dim of size 1).
    ///
    /// `Index tensor must have the same number of dimensions as input tensor` (`gather`;
    /// `self tensor` for `scatter`, `src tensor` for its source)
    IndexRankMismatch {
        /// `"input"`, `"self"` or `"src"`.
        of: &'static str,
    },
    /// `gather` with an index larger than the tensor along a dim other than `dim`.
    ///
    /// `Size does not match at dimension 1 expected index [1, 5] to be no larger than self
    /// [3, 4] apart from dimension 0`
    GatherSizes {
        /// The first dim that is too large.
        at: usize,
        /// The index's sizes.
        index: Vec<usize>,
        /// The tensor's sizes.
        input: Vec<usize>,
        /// The dim gathered along.
        dim: usize,
    },
    /// `scatter` or `scatter_add` with an index larger than the tensor apart from `dim`, or
    /// larger than the source anywhere.
    ///
    /// `Expected index [1, 2] to be no larger than self [3, 4] apart from dimension 0 and to be
    /// no larger size than src [1, 1]`
    ScatterSizes {
        /// The index's sizes.
        index: Vec<usize>,
        /// The tensor's sizes.
        input: Vec<usize>,
        /// The dim scattered along.
        dim: usize,
        /// The source's sizes.
        src: Vec<usize>,
    },
    /// `take_along_dim` with indices of another rank than the tensor.
    ///
    /// `torch.take_along_dim(): input and indices should have the same number of dimensions,
    /// but got 2 dimensions for input, and 1 dimensions for indices`
    TakeAlongDimRanks {
        /// The tensor's rank.
        input: usize,
        /// The indices' rank.
        indices: usize,
    },
    /// `index_add` with an index of more than one dim.
    ///
    /// `index_add_(): Index is supposed to be a vector, but got dim: 2 with type: Long and size:
    /// [1, 1]`
    IndexAddNotVector {
        /// The index's rank.
        rank: usize,
        /// PyTorch's name of the index's element type (`Long`, `Int`, `Short`, `Char`, `Byte`).
        type_name: &'static str,
        /// The index's sizes.
        sizes: Vec<usize>,
    },
    /// `index_add` with a source whose size along `dim` is not the number of indices.
    ///
    /// `index_add_(): Number of indices (2) should be equal to source.size(dim): (1), for dim: 0`
    IndexAddCount {
        /// The number of indices.
        count: usize,
        /// The source's size along `dim`.
        source: usize,
        /// The dim added along.
        dim: usize,
    },
    /// `index_add` with a source whose sizes differ from the tensor's apart from `dim`.
    ///
    /// `source tensor shape must match self tensor shape, excluding the specified dimension.
    /// Got self.shape = [3, 4] source.shape = [1, 3]`
    IndexAddShapes {
        /// The tensor's sizes.
        input: Vec<usize>,
        /// The source's sizes.
        source: Vec<usize>,
    },
    /// `bincount` of a tensor that is not 1-d or holds a negative value.
    ///
    /// `bincount only supports 1-d non-negative integral inputs.`
    BincountInput,
    /// `bincount` with weights that are not 1-d or not as long as the input.
    ///
    /// `weights should be 1-d and have the same length as input`
    BincountWeights,
    /// `topk` with `k` larger than the dim.
    ///
    /// `selected index k out of range`
    TopkOutOfRange,
}

impl fmt::Display for ShapeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ShapeError::BroadcastMismatch {
                size_a,
                size_b,
                dim,
                ..
            } => write!(
                f,
                "The size of tensor a ({size_a}) must match the size of tensor b ({size_b}) \
                 at non-singleton dimension {dim}"
            ),
            ShapeError::ExpandMismatch {
                expanded,
                existing,
                dim,
                target,
                tensor,
            } => write!(
                f,
                "The expanded size of the tensor ({expanded}) must match the existing size \
                 ({existing}) at non-singleton dimension {dim}.  Target sizes: {}.  \
                 Tensor sizes: {}",
                DisplaySizes(target),
                DisplaySizes(tensor)
            ),
            ShapeError::ExpandTooFewSizes { sizes, dims } => write!(
                f,
                "the number of sizes provided ({sizes}) must be greater or equal to the number \
                 of dimensions in the tensor ({dims})"
            ),
            ShapeError::ExpandNewDimInferred { dim } => write!(
                f,
                "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing \
                 dimension {dim}"
            ),
            ShapeError::SameElementCount { .. } => f.write_str(
                "self and other do not have the same shape, but are broadcastable, and have the \
                 same number of elements.",
            ),
            ShapeError::ViewIncompatible => f.write_str(
                "view size is not compatible with input tensor's size and stride (at least one \
                 dimension spans across two contiguous subspaces). Use .reshape(...) instead.",
            ),
            ShapeError::InvalidShape { shape, numel } => write!(
                f,
                "shape '{}' is invalid for input of size {numel}",
                DisplaySizes(shape)
            ),
            ShapeError::MultipleInferred => f.write_str("only one dimension can be inferred"),
            ShapeError::AmbiguousInfer { shape } => write!(
                f,
                "cannot reshape tensor of 0 elements into shape {} because the unspecified \
                 dimension size -1 can be any value and is ambiguous",
                DisplaySizes(shape)
            ),
            ShapeError::InvalidDimSize { size, index, shape } => write!(
                f,
                "invalid shape dimension {size} at index {index} of shape {}",
                DisplaySizes(shape)
            ),
            ShapeError::NumelOverflow => f.write_str("numel: integer multiplication overflow"),
            ShapeError::UnflattenUnexpected(inner) => {
                write!(f, "unflatten got an unexpected error:\n{inner}")
            }
            ShapeError::StorageSizeOverflow { sizes, strides } => write!(
                f,
                "Storage size calculation overflowed with sizes={} and strides={}",
                DisplaySizes(sizes),
                DisplaySizes(strides)
            ),
            ShapeError::DimOutOfRange { dim, min, max } => write!(
                f,
                "Dimension out of range (expected to be in range of [{min}, {max}], but got {dim})"
            ),
            ShapeError::NarrowOutOfRange {
                start,
                length,
                size,
            } => write!(
                f,
                "start ({start}) + length ({length}) exceeds dimension size ({size})."
            ),
            ShapeError::SelectOutOfRange { index, shape, dim } => write!(
                f,
                "select(): index {index} out of range for tensor of size {} at dimension {dim}",
                DisplaySizes(shape)
            ),
            ShapeError::NarrowStartOutOfRange { start, size } => write!(
                f,
                "start out of range (expected to be in range of [-{size}, {size}], but got {start})"
            ),
            ShapeError::NoDims { dim } => write!(
                f,
                "Dimension specified as {dim} but tensor has no dimensions"
            ),
            ShapeError::FlattenOrder => {
                f.write_str("flatten() has invalid args: start_dim cannot come after end_dim")
            }
            ShapeError::UnflattenEmpty => f.write_str("unflatten: sizes must be non-empty"),
            ShapeError::UnflattenMismatch { sizes, dim, size } => write!(
                f,
                "unflatten: Provided sizes {} don't multiply up to the size of dim {dim} ({size}) \
                 in the input tensor",
                DisplaySizes(sizes)
            ),
            ShapeError::AsStridedLength => f.write_str("mismatch in length of strides and shape"),
            ShapeError::AsStridedNegativeStride { strides } => write!(
                f,
                "as_strided: Negative strides are not supported at the moment, got strides: {}",
                DisplaySizes(strides)
            ),
            ShapeError::AsStridedOffset { offset } => {
                write!(f, "Tensor: invalid storage offset {offset}")
            }
            ShapeError::AsStridedOutOfBounds {
                sizes,
                strides,
                offset,
                itemsize,
                required,
                storage,
            } => write!(
                f,
                "setStorage: sizes {}, strides {}, storage offset {offset}, and itemsize \
                 {itemsize} requiring a storage size of {required} are out of bounds for storage \
                 of size {storage}",
                DisplaySizes(sizes),
                DisplaySizes(strides)
            ),
            ShapeError::PermuteDuplicate => {
                f.write_str("permute(): duplicate dims are not allowed.")
            }
            ShapeError::PermuteLength { given, rank } => write!(
                f,
                "permute(sparse_coo): number of dimensions in the tensor input does not match \
                 the length of the desired ordering of dimensions i.e. input.dim() = {rank} is \
                 not equal to len(dims) = {given}"
            ),
            ShapeError::NotAMatrix { rank } => write!(
                f,
                "t() expects a tensor with <= 2 dimensions, but self is {rank}D"
            ),
            ShapeError::ZeroDim { op } => write!(f, "{op}() cannot be applied to a 0-dim tensor."),
            ShapeError::TooManyDims { rank, max } => write!(
                f,
                "tensors with more than {max} dimensions are not supported (got {rank})"
            ),
            ShapeError::Overflow { shape } => write!(
                f,
                "Storage size calculation overflowed with sizes={}",
                DisplaySizes(shape)
            ),
            ShapeError::OffsetOverflow {
                offset,
                index,
                stride,
            } => write!(
                f,
                "storage offset {offset} + {index} * {stride} of the view does not fit isize"
            ),
            ShapeError::StrideOverflow { size, stride } => write!(
                f,
                "stride {size} * {stride} of the new dimension does not fit isize"
            ),
            ShapeError::ZeroDivision => f.write_str("ZeroDivisionError"),
            ShapeError::IntegerOverflow { op } => write!(f, "attempt to {op} with overflow"),
            ShapeError::RankMismatch { expected, got } => write!(
                f,
                "expected a tensor with {expected} dimensions, but got {got}"
            ),
            ShapeError::OutOfMemory { bytes } => write!(
                f,
                "DefaultCPUAllocator: can't allocate memory: you tried to allocate {bytes} bytes."
            ),
            ShapeError::CatEmpty => f.write_str("cat(): expected a non-empty list of Tensors"),
            ShapeError::CatZeroDim { position } => write!(
                f,
                "zero-dimensional tensor (at position {position}) cannot be concatenated"
            ),
            ShapeError::CatRankMismatch { expected, got } => write!(
                f,
                "Tensors must have same number of dimensions: got {expected} and {got}"
            ),
            ShapeError::CatSizeMismatch {
                dim,
                expected,
                got,
                tensor,
            } => write!(
                f,
                "Sizes of tensors must match except in dimension {dim}. Expected size \
                 {expected} but got size {got} for tensor number {tensor} in the list."
            ),
            ShapeError::StackEmpty => f.write_str("stack expects a non-empty TensorList"),
            ShapeError::StackSizeMismatch { first, got, entry } => write!(
                f,
                "stack expects each tensor to be equal size, but got {} at entry 0 and {} at \
                 entry {entry}",
                DisplaySizes(first),
                DisplaySizes(got)
            ),
            ShapeError::SizeMismatch { expected, got } => write!(
                f,
                "expected shape {}, but got {}",
                DisplaySizes(expected),
                DisplaySizes(got)
            ),
            ShapeError::SizeRebound { name, bound, got } => {
                write!(f, "the size {name} is bound to {bound}, but got {got}")
            }
            ShapeError::UnboundSize { name } => write!(
                f,
                "the size {name} is not bound: bind it (SymSize::bind) before making a tensor of its shape"
            ),
            ShapeError::ScopedSize => f.write_str(
                "a scoped size is known only through its token: pass the token (try_as_sym, the _sym constructors)",
            ),
            ShapeError::ReductionEmptyDim { op, dim } => {
                crate::ops::reduce::failure::EmptyDimText { op, dim: *dim }.fmt(f)
            }
            ShapeError::RangeZeroStep => f.write_str("step must be nonzero"),
            ShapeError::RangeStepNotFinite { step } => {
                write!(f, "step must be finite but got {step}")
            }
            ShapeError::RangeStepSign => {
                f.write_str("upper bound and lower bound inconsistent with step sign")
            }
            ShapeError::RangeNotFinite { start, end } => {
                write!(f, "unsupported range: {start} -> {end}")
            }
            ShapeError::RangeTooLong => f.write_str("invalid size, possible overflow?"),
            ShapeError::NormEmpty { ord, dim } => crate::ops::reduce::failure::NormEmptyText {
                ord: ord.as_str(),
                dim: *dim,
            }
            .fmt(f),
            ShapeError::ReductionEmptyInput { op } => {
                crate::ops::reduce::failure::EmptyInputText { op }.fmt(f)
            }
            ShapeError::DimRepeated { dim } => {
                write!(f, "dim {dim} appears multiple times in the list of dims")
            }
            ShapeError::MatmulZeroDim { lhs, rhs } => write!(
                f,
                "both arguments to matmul need to be at least 1D, but they are {lhs}D and {rhs}D"
            ),
            ShapeError::MatmulShapes {
                rows,
                inner_a,
                inner_b,
                cols,
            } => write!(
                f,
                "mm: mat1 and mat2 shapes cannot be multiplied ({rows}x{inner_a} and \
                 {inner_b}x{cols})"
            ),
            ShapeError::MatvecShapes { rows, cols, len } => write!(
                f,
                "size mismatch, got input ({rows}), mat ({rows}x{cols}), vec ({len})"
            ),
            ShapeError::DotShapes { a, b } => write!(
                f,
                "inconsistent tensor size, expected tensor [{a}] and src [{b}] to have the same \
                 number of elements, but got {a} and {b} elements respectively"
            ),
            ShapeError::BatchMatmulShapes {
                batch,
                inner_a,
                inner_b,
            } => write!(
                f,
                "Expected size for first two dimensions of batch2 tensor to be: [{batch}, \
                 {inner_a}] but got: [{batch}, {inner_b}]."
            ),
            ShapeError::LinalgTooFewDims { op, operand } => write!(
                f,
                "{op}: The input tensor {operand} must have at least 2 dimensions."
            ),
            ShapeError::LinalgNotSquare { op, rows, cols } => write!(
                f,
                "{op}: A must be batches of square matrices, but they are {rows} by {cols} \
                 matrices"
            ),
            ShapeError::SolveShapes { n, rows, cols } => write!(
                f,
                "linalg.solve: Incompatible shapes of A and B for the equation AX = B ({n}x{n} \
                 and {rows}x{cols})"
            ),
            ShapeError::InvSingular { batch, pivot } => write!(
                f,
                "linalg.inv: {}The diagonal element {pivot} is zero, the inversion could not be \
                 completed because the input matrix is singular.",
                BatchElement(*batch)
            ),
            ShapeError::SolveSingular { batch, .. } => write!(
                f,
                "torch.linalg.solve: {}The solver failed because the input matrix is singular.",
                BatchElement(*batch)
            ),
            ShapeError::NotPositiveDefinite { batch, order } => write!(
                f,
                "linalg.cholesky: {}The factorization could not be completed because the input \
                 is not positive-definite (the leading minor of order {order} is not \
                 positive-definite).",
                BatchElement(*batch)
            ),
            ShapeError::IndexOutOfBounds { index, dim, size } => write!(
                f,
                "index {index} is out of bounds for dimension {dim} with size {size}"
            ),
            ShapeError::IndexOutOfRangeInSelf => f.write_str("index out of range in self"),
            ShapeError::TakeOutOfRange { index, numel } => write!(
                f,
                "out of range: tried to access index {index} on a tensor of {numel} elements."
            ),
            ShapeError::TakeEmpty => f.write_str("take(): tried to take from an empty tensor"),
            ShapeError::IndexNotVector => {
                f.write_str("index_select(): Index is supposed to be a vector")
            }
            ShapeError::IndexToScalar { count } => write!(
                f,
                "index_select(): Index to scalar can have only 1 value, got {count} value(s)"
            ),
            ShapeError::IndexSelectEmptyDim => {
                f.write_str("index_select(): self indexing axis dim should be positive")
            }
            ShapeError::IndexRankMismatch { of } => write!(
                f,
                "Index tensor must have the same number of dimensions as {of} tensor"
            ),
            ShapeError::GatherSizes {
                at,
                index,
                input,
                dim,
            } => write!(
                f,
                "Size does not match at dimension {at} expected index {} to be no larger than \
                 self {} apart from dimension {dim}",
                DisplaySizes(index),
                DisplaySizes(input)
            ),
            ShapeError::ScatterSizes {
                index,
                input,
                dim,
                src,
            } => write!(
                f,
                "Expected index {} to be no larger than self {} apart from dimension {dim} and \
                 to be no larger size than src {}",
                DisplaySizes(index),
                DisplaySizes(input),
                DisplaySizes(src)
            ),
            ShapeError::TakeAlongDimRanks { input, indices } => write!(
                f,
                "torch.take_along_dim(): input and indices should have the same number of \
                 dimensions, but got {input} dimensions for input, and {indices} dimensions for \
                 indices"
            ),
            ShapeError::IndexAddNotVector {
                rank,
                type_name,
                sizes,
            } => write!(
                f,
                "index_add_(): Index is supposed to be a vector, but got dim: {rank} with type: \
                 {type_name} and size: {}",
                DisplaySizes(sizes)
            ),
            ShapeError::IndexAddCount { count, source, dim } => write!(
                f,
                "index_add_(): Number of indices ({count}) should be equal to \
                 source.size(dim): ({source}), for dim: {dim}"
            ),
            ShapeError::IndexAddShapes { input, source } => write!(
                f,
                "source tensor shape must match self tensor shape, excluding the specified \
                 dimension. Got self.shape = {} source.shape = {}",
                DisplaySizes(input),
                DisplaySizes(source)
            ),
            ShapeError::BincountInput => {
                f.write_str("bincount only supports 1-d non-negative integral inputs.")
            }
            ShapeError::BincountWeights => {
                f.write_str("weights should be 1-d and have the same length as input")
            }
            ShapeError::TopkOutOfRange => f.write_str("selected index k out of range"),
        }
    }
}

/// PyTorch's `(Batch element 3): ` before a linear-algebra error in a batch (nothing for a
/// single matrix).
struct BatchElement(Option<usize>);

impl fmt::Display for BatchElement {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self.0 {
            Some(b) => write!(f, "(Batch element {b}): "),
            None => Ok(()),
        }
    }
}

#[cfg(feature = "std")]
impl std::error::Error for ShapeError {}
