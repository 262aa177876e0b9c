//! # Errors and panics
//!
//! A shape mistake is caught in one of three places:
//!
//! 1. **At compile time**, when the shapes are static: the operation does not compile, and
//!    `cargo check` and rust-analyzer show the message.
//! 2. **At run time, as a value**: every operation that can fail has a `try_` form (or returns
//!    `Option`/`Result` by itself) that never panics and never aborts. Its error is a
//!    [`ShapeError`](crate::ShapeError), whose fields describe the failure and whose `Display`
//!    is PyTorch's message for the same failure, word for word, so searching for it finds
//!    PyTorch's explanation.
//! 3. **At run time, as a panic**: operators (`a + b`, `x += y`) and the other forms without
//!    `try_` panic with the same text.
//!
//! ## Compile errors
//!
//! Every static rule is a trait bound whose `#[diagnostic::on_unimplemented]` message names the
//! shapes as written (`Dims<4, 3>` is `shape![4, 3]`; a shape with run-time sizes prints its
//! dimension types) and, where it can, the dimension at fault. Each mistake is one error at the
//! line that makes it.
//!
//! **What is promised.** The first line of each error below (after `error[E…]: `, with the
//! shapes and numbers of the case) and its label (the text beside the `^^^` under the
//! offending code) are part of the contract, as the texts of `ShapeError` are: they change only
//! in a minor release, and a line in the CHANGELOG names the rule whose message changed. A
//! compile-fail suite of your own can keep them. The other lines are rustc's and follow the
//! compiler: the `help:` line names the trait rustc checked, with the shapes as messages print
//! them (its name is listed in the [public API](super::public_api)), and notes point at your
//! own code.
//!
//! The promise covers the crate's words. Rows whose code is not E0277 are rustc's words around
//! them or rustc's alone: E0080 prints the crate's text after `evaluation panicked: `, E0271
//! (the wrong number of indices) and E0368 (a write through a read-only view) spell the types,
//! and the inference errors (E0283, E0284) are the compiler's; they are listed so that a suite
//! can keep them, and they follow the compiler.
//!
//! The table holds Rust 1.95's output. The repository keeps a compile-fail case of every row
//! (`tests/downstream`, a crate that depends on this one as yours does, checked with `cargo
//! check` by `trybuild`, with paths as your suite sees them), and its snapshots fail CI when one
//! changes.
//!
//! | mistake | case | code | first line | label |
//! |---|---|---|---|---|
//! | shapes that do not broadcast (`+ - * / %`, `zip_map`, `where_` …) | `rule_broadcast` | E0277 | `` cannot broadcast shape `Dims<4, 3>` with shape `Dims<4>` `` | `` the sizes at dimension 1 of the result are not known to broadcast `` |
//! | `*` of two matrices, as nalgebra's product (the broadcast rule) | `habit_mul_for_matmul` | E0277 | `` cannot broadcast shape `Dims<3, 6>` with shape `Dims<6, 6>` `` | `` the sizes at dimension 0 of the result are not known to broadcast `` |
//! | a symbolic size against a `Dyn` one (the broadcast rule) | `habit_brand_with_dyn` | E0277 | `` cannot broadcast shape `(batch, Size<3>)` with shape `(Dyn, Size<3>)` `` | `` the sizes at dimension 0 of the result are not known to broadcast `` |
//! | in place: the destination would change (`+=`, `assign`) | `rule_in_place_grows` | E0277 | `` a tensor of shape `Dims<2, 3>` cannot be broadcast to shape `Dims<2, 1>` `` | `` dimension 1 of the destination would have to change its size `` |
//! | `expand` to a shape out of reach | `rule_expand_out_of_reach` | E0277 | `` a tensor of shape `Dims<3>` cannot be broadcast to shape `Dims<2, 4>` `` | `` the destination's shape would have to change `` |
//! | `matmul`: inner sizes | `rule_matmul_inner` | E0277 | `` cannot multiply a matrix of shape `Dims<2, 3>` by one of shape `Dims<4, 5>` `` | `` the inner sizes differ, the batch dims do not broadcast, or an operand is 0-d `` |
//! | `matmul`: batch dims | `rule_matmul_batch` | E0277 | `` cannot multiply a matrix of shape `Dims<2, 2, 3>` by one of shape `Dims<3, 3, 4>` `` | `` the inner sizes differ, the batch dims do not broadcast, or an operand is 0-d `` |
//! | `reshape`/`view_shape` to another element count | `rule_reshape` | E0277 | `` cannot reshape `Dims<3, 4>` into `Dims<5, 2>`: the numbers of elements differ `` | `` the element counts differ (or a size is a hand-written `Const<N>`, or 2^40 or more, outside `shape::arith`'s table) `` |
//! | `narrow` past the axis | `rule_narrow` | E0277 | `` cannot narrow axis 1 of shape `Dims<2, 5>` to length 6 `` | `` the axis does not exist or is shorter than 6, or 6 has no static type (above 1024: a power of two, one less, or a power of ten) `` |
//! | `select` along an axis out of range | `rule_select_axis` | E0277 | `` axis 2 is out of range for shape `Dims<3, 4>` `` | `` no axis 2 in this shape `` |
//! | a reduction along an axis out of range | `rule_reduce_axis` | E0277 | `` axis 1 is out of range for shape `Dims<4>` `` | `` no axis 1 in this shape `` |
//! | `permute` with an axis out of range | `rule_permute_axis` | E0277 | `` axis 2 is out of range for shape `Dims<2, 3>` `` | `` no axis 2 in this shape `` |
//! | `permute` with a repeated axis | `rule_permute_repeated` | E0277 | `` cannot permute shape `Dims<2, 3, 4>` by these axes `` | `` the axes must list each axis of the shape once, counting from 0 `` |
//! | `transpose` out of range | `rule_transpose_axis` | E0277 | `` cannot transpose axes 0 and 2 of shape `Dims<3, 4>` `` | `` an axis is out of range for this shape `` |
//! | `transpose()` without axes (rustc's inference error) | `habit_transpose_without_axes` | E0284 | `` type annotations needed `` | `` cannot infer the value of the const parameter `A` declared on the method `transpose` `` |
//! | `squeeze` of a dimension that is not 1 | `rule_squeeze` | E0277 | `` cannot squeeze dimension 1 of shape `Dims<2, 3, 1>` `` | `` only a dimension of size 1 can be removed `` |
//! | `unsqueeze` past the rank | `rule_unsqueeze` | E0277 | `` cannot insert a dimension at position 2 of shape `Dims<4>` `` | `` the position is out of range `` |
//! | `t()` of a non-matrix | `rule_t_of_3d` | E0277 | `` `t()` needs a 2-d tensor, but the shape is `Dims<2, 3, 4>` `` | `` not a matrix: use `transpose::<A, B>()` for other ranks `` |
//! | `cat` of shapes that do not fit | `rule_cat` | E0277 | `` cannot concatenate `Dims<2, 3>` and `Dims<4, 2>` along axis 0 `` | `` the shapes differ outside the axis, the ranks differ, the axis is out of range, or the sum along it has no static type `` |
//! | `stack` of shapes that differ | `rule_stack` | E0277 | `` cannot stack `Dims<2>` and `Dims<3>` along a new axis 0 `` | `` the shapes differ or the new axis is out of range `` |
//! | a max-like reduction along a static size-0 axis | `rule_max_along_empty` | E0277 | `` cannot take a max, min, argmax or argmin along axis 1 of shape `Dims<2, 0>` `` | `` axis 1 is out of range or has size 0 `` |
//! | `mean` of integers | `rule_mean_of_integers` | E0277 | `` the mean of `i32` elements is not defined: `mean` needs floating-point elements `` | `` a mean of `i32` `` |
//! | the strict mode's ambiguous pair | `rule_strict_same_count` | E0277 | `` shapes `Dims<4, 1>` and `Dims<4>` differ but have the same number of elements `` | `` the strict form refuses to broadcast `Dims<4, 1>` with `Dims<4>` (old PyTorch zipped them) `` |
//! | generic code without the broadcast bound | `rule_generic_without_bound` | E0277 | `` `A` and `B` are not known to broadcast `` | `` the trait `Broadcast<B>` is not implemented for `A` `` |
//! | generic code: a size 1 against a size not known to be 1 | `habit_generic_keepdim` | E0277 | `` cannot broadcast shape `Dims<R, C>` with shape `Dims<R, 1>` `` | `` the sizes at dimension 1 of the result are not known to broadcast `` |
//! | a shape too large to exist | `rule_shape_too_large` | E0080 | `` evaluation panicked: the shape [0, 4294967296, 4294967296] cannot exist: its non-zero sizes multiply past isize::MAX `` | `` evaluation of `main::{constant#0}` failed here `` |
//! | `t[[i]]` with the wrong number of indices | `rule_index_count` | E0271 | `` type mismatch resolving `<(Const<2>, Const<3>) as Shape>::Index == [usize; 1]` `` | `` expected an array with a size of 1, found one with a size of 2 `` |
//! | `t[(i, j)]`, a tuple index | `habit_index_with_tuple` | E0277 | `` index a tensor with an array of indices, `t[[i, j]]`, not a tuple `` | `` a tuple index `` |
//! | `eye()` without a shape (rustc's inference error) | `habit_eye_without_shape` | E0283 | `` type annotations needed for `TensorBase<f32, _, Inline>` `` | `` type must be known at this point `` |
//! | writing through an expanded (read-only) view | `rule_write_through_expand` | E0368 | `` binary assignment operation `+=` cannot be applied to type `TensorBase<f32, (shaped::Const<2>, shaped::Const<3>), View<'_>>` `` | `` cannot use `+=` on type `TensorBase<f32, (shaped::Const<2>, shaped::Const<3>), View<'_>>` `` |
//!
//! Where the compiler's own error comes first, the crate cannot add to it:
//!
//! - `transpose()` without axes: write `t()` for a matrix, or `transpose::<0, 1>()`.
//! - `eye()` without a shape: write it, `Tensor::<f32, shape![3, 3]>::eye()`.
//! - `+=` through an expanded view: expanded views read one element many times, so they are
//!   read-only; write into a copy, `e.contiguous()`, or into the tensor it was expanded from.
//!
//! Some errors still end with rustc's note that the bound is required by a method, quoting the
//! line of this crate that states it (`reshape`, `view_shape`, `expand`, `assign`, the
//! reductions along an axis, linear algebra, the strict mode, the element types of `mean` and
//! the float functions): that quote is not promised and may change with any release.
//!
//! The checks that need arithmetic on sizes (element counts, narrow lengths, `cat` sums) have
//! limits described in [static-size limits](super::static_size_limits).
//!
//! ## Every `ShapeError`, as the user sees it
//!
//! The numbers are examples; the texts are PyTorch's unless marked *(shaped)*, where PyTorch
//! has no such failure or no comparable text.
//!
//! **Broadcasting and in-place operations**
//!
//! | text | variant |
//! |---|---|
//! | `The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1` | `BroadcastMismatch` |
//! | `The expanded size of the tensor (1) must match the existing size (7) at non-singleton dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]` | `ExpandMismatch` (also in-place operations) |
//! | `the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)` | `ExpandTooFewSizes` |
//! | `The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 0` | `ExpandNewDimInferred` |
//! | `self and other do not have the same shape, but are broadcastable, and have the same number of elements.` | `SameElementCount` (the opt-in check) |
//!
//! **Shapes, views and dims**
//!
//! | text | variant |
//! |---|---|
//! | `view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.` | `ViewIncompatible` |
//! | `shape '[2, 5]' is invalid for input of size 12` | `InvalidShape` |
//! | `only one dimension can be inferred` | `MultipleInferred` |
//! | `cannot reshape tensor of 0 elements into shape [0, -1] because the unspecified dimension size -1 can be any value and is ambiguous` | `AmbiguousInfer` |
//! | `invalid shape dimension -2 at index 1 of shape [2, -2]` | `InvalidDimSize` |
//! | `Dimension out of range (expected to be in range of [-2, 1], but got 2)` | `DimOutOfRange` |
//! | `Dimension specified as 0 but tensor has no dimensions` | `NoDims` |
//! | `start (0) + length (2) exceeds dimension size (1).` | `NarrowOutOfRange` |
//! | `start out of range (expected to be in range of [-3, 3], but got 4)` | `NarrowStartOutOfRange` |
//! | `narrow() cannot be applied to a 0-dim tensor.` | `ZeroDim` |
//! | `select(): index 3 out of range for tensor of size [3, 3, 1] at dimension 0` | `SelectOutOfRange` |
//! | `permute(): duplicate dims are not allowed.` | `PermuteDuplicate` |
//! | `permute(sparse_coo): number of dimensions in the tensor input does not match the length of the desired ordering of dimensions i.e. input.dim() = 3 is not equal to len(dims) = 2` | `PermuteLength` |
//! | `t() expects a tensor with <= 2 dimensions, but self is 3D` | `NotAMatrix` |
//! | `flatten() has invalid args: start_dim cannot come after end_dim` | `FlattenOrder` |
//! | `unflatten: sizes must be non-empty` | `UnflattenEmpty` |
//! | `unflatten: Provided sizes [4, 2] don't multiply up to the size of dim 1 (6) in the input tensor` | `UnflattenMismatch` |
//! | `unflatten got an unexpected error:` and, on the next line, the inner text | `UnflattenUnexpected` |
//! | `mismatch in length of strides and shape` | `AsStridedLength` |
//! | `as_strided: Negative strides are not supported at the moment, got strides: [-1]` | `AsStridedNegativeStride` |
//! | `Tensor: invalid storage offset 18446744073709551615` | `AsStridedOffset` |
//! | `setStorage: sizes [3, 3], strides [1, 1], storage offset 0, and itemsize 4 requiring a storage size of 20 are out of bounds for storage of size 16` | `AsStridedOutOfBounds` |
//! | `expected a tensor with 2 dimensions, but got 3` *(shaped)* | `RankMismatch` |
//! | `expected shape [2, 3], but got [3, 2]` *(shaped)* | `SizeMismatch` |
//! | `tensors with more than 32 dimensions are not supported (got 40)` *(shaped)* | `TooManyDims` |
//!
//! **Sizes too large, memory**
//!
//! | text | variant |
//! |---|---|
//! | `Storage size calculation overflowed with sizes=[4611686018427387904, 4]` | `Overflow` |
//! | `Storage size calculation overflowed with sizes=[2, 1] and strides=[4611686018427387904, 1]` | `StorageSizeOverflow` |
//! | `numel: integer multiplication overflow` | `NumelOverflow` |
//! | `storage offset 4611686018427387904 + 2 * 4611686018427387904 of the view does not fit isize` *(shaped)* | `OffsetOverflow` |
//! | `stride 4611686018427387904 * 4 of the new dimension does not fit isize` *(shaped)* | `StrideOverflow` |
//! | `DefaultCPUAllocator: can't allocate memory: you tried to allocate 8796093022208 bytes.` | `OutOfMemory` (PyTorch adds an error code after the period) |
//!
//! **Element values**
//!
//! | text | variant |
//! |---|---|
//! | `ZeroDivisionError` | `ZeroDivision` (integer division or remainder by zero) |
//! | `attempt to add with overflow` (also `subtract`, `multiply`, `divide`, `calculate the remainder`, `negate`) *(Rust's words)* | `IntegerOverflow` (the `checked_` forms) |
//!
//! **Joining**
//!
//! | text | variant |
//! |---|---|
//! | `cat(): expected a non-empty list of Tensors` | `CatEmpty` |
//! | `zero-dimensional tensor (at position 0) cannot be concatenated` | `CatZeroDim` |
//! | `Tensors must have same number of dimensions: got 2 and 1` | `CatRankMismatch` |
//! | `Sizes of tensors must match except in dimension 1. Expected size 2 but got size 3 for tensor number 1 in the list.` | `CatSizeMismatch` |
//! | `stack expects a non-empty TensorList` | `StackEmpty` |
//! | `stack expects each tensor to be equal size, but got [2] at entry 0 and [3] at entry 1` | `StackSizeMismatch` |
//!
//! **Reductions**
//!
//! | text | variant |
//! |---|---|
//! | `amax(): Expected reduction dim 1 to have non-zero size.` (`amin`, `argmax`, `argmin` alike) | `ReductionEmptyDim` |
//! | `amax(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.` (`argmax` and `argmin` stop after `numel() == 0.`) | `ReductionEmptyInput` |
//! | `dim 1 appears multiple times in the list of dims` | `DimRepeated` |
//!
//! **Indexing, scatter, counting and sorting**
//!
//! | text | variant |
//! |---|---|
//! | `index 5 is out of bounds for dimension 0 with size 3` (`gather`, `scatter`, `scatter_add`, `index_add`, `take_along_dim`) | `IndexOutOfBounds` |
//! | `index out of range in self` (`index_select`; `index_add` on a vector) | `IndexOutOfRangeInSelf` |
//! | `out of range: tried to access index 13 on a tensor of 12 elements.` | `TakeOutOfRange` |
//! | `take(): tried to take from an empty tensor` | `TakeEmpty` |
//! | `index_select(): Index is supposed to be a vector` | `IndexNotVector` |
//! | `index_select(): Index to scalar can have only 1 value, got 3 value(s)` | `IndexToScalar` |
//! | `index_select(): self indexing axis dim should be positive` | `IndexSelectEmptyDim` |
//! | `Index tensor must have the same number of dimensions as input tensor` (`self tensor` for `scatter`) | `IndexRankMismatch` |
//! | `Size does not match at dimension 1 expected index [1, 5] to be no larger than self [3, 4] apart from dimension 0` | `GatherSizes` |
//! | `Expected index [1, 2] to be no larger than self [3, 4] apart from dimension 0 and to be no larger size than src [1, 1]` | `ScatterSizes` |
//! | `torch.take_along_dim(): input and indices should have the same number of dimensions, but got 2 dimensions for input, and 1 dimensions for indices` | `TakeAlongDimRanks` |
//! | `index_add_(): Index is supposed to be a vector, but got dim: 2 with type: Long and size: [1, 1]` | `IndexAddNotVector` |
//! | `index_add_(): Number of indices (2) should be equal to source.size(dim): (1), for dim: 0` | `IndexAddCount` |
//! | `source tensor shape must match self tensor shape, excluding the specified dimension. Got self.shape = [3, 4] source.shape = [1, 3]` | `IndexAddShapes` |
//! | `bincount only supports 1-d non-negative integral inputs.` | `BincountInput` |
//! | `weights should be 1-d and have the same length as input` | `BincountWeights` |
//! | `selected index k out of range` (`topk`) | `TopkOutOfRange` |
//!
//! **Matrix products**
//!
//! | text | variant |
//! |---|---|
//! | `both arguments to matmul need to be at least 1D, but they are 0D and 2D` | `MatmulZeroDim` |
//! | `mm: mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)` | `MatmulShapes` |
//! | `size mismatch, got input (2), mat (2x3), vec (4)` | `MatvecShapes` |
//! | `inconsistent tensor size, expected tensor [3] and src [4] to have the same number of elements, but got 3 and 4 elements respectively` | `DotShapes` |
//! | `Expected size for first two dimensions of batch2 tensor to be: [6, 3] but got: [6, 4].` | `BatchMatmulShapes` |
//!
//! The texts of the [linear algebra](super::linear_algebra) operations are listed in their
//! chapter. `ShapeError` is `#[non_exhaustive]`: new operations add variants.
//!
//! ```
//! use shaped::ShapeError::{self, *};
//! // Every text above, checked against `Display`:
//! let text = |e: ShapeError| e.to_string();
//! assert_eq!(text(ZeroDivision), "ZeroDivisionError");
//! # assert_eq!(text(BroadcastMismatch { size_a: 2, size_b: 3, dim: 1, shape_a: vec![2, 2], shape_b: vec![3, 3] }),
//! #     "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1");
//! # assert_eq!(text(ExpandMismatch { expanded: 1, existing: 7, dim: 2, target: vec![1, 3, 1], tensor: vec![3, 1, 7] }),
//! #     "The expanded size of the tensor (1) must match the existing size (7) at non-singleton dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]");
//! # assert_eq!(text(ExpandTooFewSizes { sizes: 2, dims: 3 }),
//! #     "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)");
//! # assert_eq!(text(ExpandNewDimInferred { dim: 0 }),
//! #     "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 0");
//! # assert_eq!(text(SameElementCount { shape_a: vec![4, 1], shape_b: vec![4] }),
//! #     "self and other do not have the same shape, but are broadcastable, and have the same number of elements.");
//! # assert_eq!(text(ViewIncompatible),
//! #     "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.");
//! # assert_eq!(text(InvalidShape { shape: vec![2, 5], numel: 12 }), "shape '[2, 5]' is invalid for input of size 12");
//! # assert_eq!(text(MultipleInferred), "only one dimension can be inferred");
//! # assert_eq!(text(AmbiguousInfer { shape: vec![0, -1] }),
//! #     "cannot reshape tensor of 0 elements into shape [0, -1] because the unspecified dimension size -1 can be any value and is ambiguous");
//! # assert_eq!(text(InvalidDimSize { size: -2, index: 1, shape: vec![2, -2] }), "invalid shape dimension -2 at index 1 of shape [2, -2]");
//! # assert_eq!(text(DimOutOfRange { dim: 2, min: -2, max: 1 }), "Dimension out of range (expected to be in range of [-2, 1], but got 2)");
//! # assert_eq!(text(NoDims { dim: 0 }), "Dimension specified as 0 but tensor has no dimensions");
//! # assert_eq!(text(NarrowOutOfRange { start: 0, length: 2, size: 1 }), "start (0) + length (2) exceeds dimension size (1).");
//! # assert_eq!(text(NarrowStartOutOfRange { start: 4, size: 3 }), "start out of range (expected to be in range of [-3, 3], but got 4)");
//! # assert_eq!(text(ZeroDim { op: "narrow" }), "narrow() cannot be applied to a 0-dim tensor.");
//! # assert_eq!(text(SelectOutOfRange { index: 3, shape: vec![3, 3, 1], dim: 0 }), "select(): index 3 out of range for tensor of size [3, 3, 1] at dimension 0");
//! # assert_eq!(text(PermuteDuplicate), "permute(): duplicate dims are not allowed.");
//! # assert_eq!(text(PermuteLength { given: 2, rank: 3 }), "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the desired ordering of dimensions i.e. input.dim() = 3 is not equal to len(dims) = 2");
//! # assert_eq!(text(NotAMatrix { rank: 3 }), "t() expects a tensor with <= 2 dimensions, but self is 3D");
//! # assert_eq!(text(FlattenOrder), "flatten() has invalid args: start_dim cannot come after end_dim");
//! # assert_eq!(text(UnflattenEmpty), "unflatten: sizes must be non-empty");
//! # assert_eq!(text(UnflattenMismatch { sizes: vec![4, 2], dim: 1, size: 6 }),
//! #     "unflatten: Provided sizes [4, 2] don't multiply up to the size of dim 1 (6) in the input tensor");
//! # assert_eq!(text(UnflattenUnexpected(Box::new(MultipleInferred))),
//! #     "unflatten got an unexpected error:\nonly one dimension can be inferred");
//! # assert_eq!(text(AsStridedLength), "mismatch in length of strides and shape");
//! # assert_eq!(text(AsStridedNegativeStride { strides: vec![-1] }),
//! #     "as_strided: Negative strides are not supported at the moment, got strides: [-1]");
//! # assert_eq!(text(AsStridedOffset { offset: usize::MAX }), "Tensor: invalid storage offset 18446744073709551615");
//! # assert_eq!(text(AsStridedOutOfBounds { sizes: vec![3, 3], strides: vec![1, 1], offset: 0, itemsize: 4, required: 20, storage: 16 }),
//! #     "setStorage: sizes [3, 3], strides [1, 1], storage offset 0, and itemsize 4 requiring a storage size of 20 are out of bounds for storage of size 16");
//! # assert_eq!(text(RankMismatch { expected: 2, got: 3 }), "expected a tensor with 2 dimensions, but got 3");
//! # assert_eq!(text(SizeMismatch { expected: vec![2, 3], got: vec![3, 2] }), "expected shape [2, 3], but got [3, 2]");
//! # assert_eq!(text(TooManyDims { rank: 40, max: 32 }), "tensors with more than 32 dimensions are not supported (got 40)");
//! # assert_eq!(text(Overflow { shape: vec![1 << 62, 4] }), "Storage size calculation overflowed with sizes=[4611686018427387904, 4]");
//! # assert_eq!(text(StorageSizeOverflow { sizes: vec![2, 1], strides: vec![1 << 62, 1] }),
//! #     "Storage size calculation overflowed with sizes=[2, 1] and strides=[4611686018427387904, 1]");
//! # assert_eq!(text(NumelOverflow), "numel: integer multiplication overflow");
//! # assert_eq!(text(OffsetOverflow { offset: 1 << 62, index: 2, stride: 1 << 62 }),
//! #     "storage offset 4611686018427387904 + 2 * 4611686018427387904 of the view does not fit isize");
//! # assert_eq!(text(StrideOverflow { size: 1 << 62, stride: 4 }), "stride 4611686018427387904 * 4 of the new dimension does not fit isize");
//! # assert_eq!(text(OutOfMemory { bytes: 8796093022208 }),
//! #     "DefaultCPUAllocator: can't allocate memory: you tried to allocate 8796093022208 bytes.");
//! # for op in ["add", "subtract", "multiply", "divide", "calculate the remainder", "negate"] {
//! #     assert_eq!(text(IntegerOverflow { op }), format!("attempt to {op} with overflow"));
//! # }
//! # assert_eq!(text(CatEmpty), "cat(): expected a non-empty list of Tensors");
//! # assert_eq!(text(CatZeroDim { position: 0 }), "zero-dimensional tensor (at position 0) cannot be concatenated");
//! # assert_eq!(text(CatRankMismatch { expected: 2, got: 1 }), "Tensors must have same number of dimensions: got 2 and 1");
//! # assert_eq!(text(CatSizeMismatch { dim: 1, expected: 2, got: 3, tensor: 1 }),
//! #     "Sizes of tensors must match except in dimension 1. Expected size 2 but got size 3 for tensor number 1 in the list.");
//! # assert_eq!(text(StackEmpty), "stack expects a non-empty TensorList");
//! # assert_eq!(text(StackSizeMismatch { first: vec![2], got: vec![3], entry: 1 }),
//! #     "stack expects each tensor to be equal size, but got [2] at entry 0 and [3] at entry 1");
//! # assert_eq!(text(ReductionEmptyDim { op: "amax", dim: 1 }), "amax(): Expected reduction dim 1 to have non-zero size.");
//! # assert_eq!(text(ReductionEmptyInput { op: "amax" }),
//! #     "amax(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument.");
//! # assert_eq!(text(ReductionEmptyInput { op: "argmax" }),
//! #     "argmax(): Expected reduction dim to be specified for input.numel() == 0.");
//! # assert_eq!(text(DimRepeated { dim: 1 }), "dim 1 appears multiple times in the list of dims");
//! # assert_eq!(text(IndexOutOfBounds { index: 5, dim: 0, size: 3 }), "index 5 is out of bounds for dimension 0 with size 3");
//! # assert_eq!(text(IndexOutOfRangeInSelf), "index out of range in self");
//! # assert_eq!(text(TakeOutOfRange { index: 13, numel: 12 }), "out of range: tried to access index 13 on a tensor of 12 elements.");
//! # assert_eq!(text(TakeEmpty), "take(): tried to take from an empty tensor");
//! # assert_eq!(text(IndexNotVector), "index_select(): Index is supposed to be a vector");
//! # assert_eq!(text(IndexToScalar { count: 3 }), "index_select(): Index to scalar can have only 1 value, got 3 value(s)");
//! # assert_eq!(text(IndexSelectEmptyDim), "index_select(): self indexing axis dim should be positive");
//! # assert_eq!(text(IndexRankMismatch { of: "input" }), "Index tensor must have the same number of dimensions as input tensor");
//! # assert_eq!(text(GatherSizes { at: 1, index: vec![1, 5], input: vec![3, 4], dim: 0 }),
//! #     "Size does not match at dimension 1 expected index [1, 5] to be no larger than self [3, 4] apart from dimension 0");
//! # assert_eq!(text(ScatterSizes { index: vec![1, 2], input: vec![3, 4], dim: 0, src: vec![1, 1] }),
//! #     "Expected index [1, 2] to be no larger than self [3, 4] apart from dimension 0 and to be no larger size than src [1, 1]");
//! # assert_eq!(text(TakeAlongDimRanks { input: 2, indices: 1 }),
//! #     "torch.take_along_dim(): input and indices should have the same number of dimensions, but got 2 dimensions for input, and 1 dimensions for indices");
//! # assert_eq!(text(IndexAddNotVector { rank: 2, type_name: "Long", sizes: vec![1, 1] }),
//! #     "index_add_(): Index is supposed to be a vector, but got dim: 2 with type: Long and size: [1, 1]");
//! # assert_eq!(text(IndexAddCount { count: 2, source: 1, dim: 0 }),
//! #     "index_add_(): Number of indices (2) should be equal to source.size(dim): (1), for dim: 0");
//! # assert_eq!(text(IndexAddShapes { input: vec![3, 4], source: vec![1, 3] }),
//! #     "source tensor shape must match self tensor shape, excluding the specified dimension. Got self.shape = [3, 4] source.shape = [1, 3]");
//! # assert_eq!(text(BincountInput), "bincount only supports 1-d non-negative integral inputs.");
//! # assert_eq!(text(BincountWeights), "weights should be 1-d and have the same length as input");
//! # assert_eq!(text(TopkOutOfRange), "selected index k out of range");
//! # assert_eq!(text(MatmulZeroDim { lhs: 0, rhs: 2 }), "both arguments to matmul need to be at least 1D, but they are 0D and 2D");
//! # assert_eq!(text(MatmulShapes { rows: 2, inner_a: 3, inner_b: 4, cols: 5 }), "mm: mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)");
//! # assert_eq!(text(MatvecShapes { rows: 2, cols: 3, len: 4 }), "size mismatch, got input (2), mat (2x3), vec (4)");
//! # assert_eq!(text(DotShapes { a: 3, b: 4 }),
//! #     "inconsistent tensor size, expected tensor [3] and src [4] to have the same number of elements, but got 3 and 4 elements respectively");
//! # assert_eq!(text(BatchMatmulShapes { batch: 6, inner_a: 3, inner_b: 4 }),
//! #     "Expected size for first two dimensions of batch2 tensor to be: [6, 3] but got: [6, 4].");
//! ```
//!
//! ## What panics, and with what
//!
//! - Operators and methods without `try_` on run-time shapes that do not fit: the
//!   `ShapeError` text above.
//! - A result that cannot be allocated, in a form without `try_`: the `OutOfMemory` or
//!   `Overflow` text. (Fallible forms report it; the allocation is tried with `try_reserve`, so
//!   it never aborts the process.)
//! - Integer division or remainder by zero through `/`, `%`, `/=`, `%=`: `ZeroDivisionError`,
//!   before anything is written.
//! - Integer overflow in `+ - *` with overflow checks on (debug builds), as for plain integers.
//! - Indexing with `t[[i, j]]` out of range: `index 5 is out of bounds for dimension 0 with
//!   size 3` (PyTorch's text); with a slice index of the wrong length, `too many indices for
//!   tensor of dimension 2` or `too few indices for tensor of dimension 2: got 1`. `get` and
//!   `get_mut` return `None` instead.
//!
//! **What never panics**: every `try_` form and every `checked_` form (they return the error);
//! `get`/`get_mut`; and the operations between owned inline tensors whose shapes the compiler
//! checked — element-wise operations, reductions other than the max-like ones over all
//! elements of an empty tensor (`max_all`, `min_all`, and `norm_all` with an infinite or
//! negative `p`), matrix products, views — which have no run-time shape to get wrong and no
//! allocation to fail. Along a static axis nothing panics, even of size 0: a norm with an
//! infinite or negative `p` is NaN there.
//!
//! ```
//! use shaped::prelude::*;
//! let t = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
//! assert_eq!(t.get([2, 0]), None);
//! let d = t.to_dyn();
//! let r = std::panic::catch_unwind(|| d[&[2usize, 0][..]]);
//! assert!(r.is_err()); // "index 2 is out of bounds for dimension 0 with size 2"
//! ```
