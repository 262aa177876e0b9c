//! The manual: how `shaped` works, chapter by chapter, with the rules it implements and every
//! error it can report. Each chapter is a page of documentation only (no items); every example
//! in it is compiled and run as a test.
//!
//! # Chapters
//!
//! **Getting started**
//! 1. [Quick start](quick_start): install, the prelude, a first program, a first compile error.
//! 2. [Choosing a tensor](choosing_a_tensor): `Tensor`, `HeapTensor`, `DynTensor`, views; how
//!    shapes are written as types.
//! 3. [Creating tensors](creating): constructors, nested arrays, vectors, joins.
//!
//! **The rules**
//! 4. [Broadcasting](broadcasting): which shapes combine, what the result is, the errors.
//! 5. [In place](in_place): `+=`, `assign`, output-into forms; the destination keeps its shape.
//! 6. [Views](views): strides, `transpose`, `narrow`, `expand`, `view_shape`, `reshape` ….
//! 7. [Element-wise operations](elementwise): operators, `map`, comparisons, three operands.
//! 8. [Reductions and matrix products](reductions_and_matmul): `sum` … `argmax`, `var`, `matmul`.
//! 9. [Linear algebra](linear_algebra): `det`, `inv`, `solve`, `cholesky`.
//! 10. [Integer semantics](integer_semantics): division, remainder, overflow.
//! 11. [Errors and panics](errors_and_panics): compile errors, every `ShapeError` text, what
//!     panics and what never does.
//!
//! **Practicalities**
//! 12. [Printing](printing): NumPy's format, `Debug`.
//! 12a. Data in and out (`data_in_and_out`, with the features `npy` and `safetensors`): `.npy`,
//!     `.npz` and `safetensors` files, the shape checked where the data enters.
//! 13. [Threads](threads): the `rayon` feature.
//! 14. [`no_std`]: what works without an allocator.
//! 15. [Features](features): every cargo feature and what it adds.
//! 16. [Static-size limits](static_size_limits): ranks, sizes, and the table behind the checks.
//! 17. [Generic code](generic_code): functions over any shape, and the bounds they need.
//! 17a. [Symbolic dimensions](symbolic_dimensions): run-time sizes bound once, then checked by
//!     the compiler like static sizes.
//! 18. [For PyTorch and NumPy users](for_pytorch_and_numpy_users): their calls, this crate's.
//! 19. [The public API](public_api): every public item, what is sealed, what is promised.

pub mod broadcasting;
pub mod choosing_a_tensor;
pub mod creating;
#[cfg(all(feature = "npy", feature = "safetensors"))]
pub mod data_in_and_out;
pub mod elementwise;
pub mod errors_and_panics;
pub mod features;
pub mod for_pytorch_and_numpy_users;
pub mod generic_code;
pub mod in_place;
pub mod integer_semantics;
pub mod linear_algebra;
pub mod no_std;
pub mod printing;
pub mod public_api;
pub mod quick_start;
pub mod reductions_and_matmul;
pub mod static_size_limits;
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
pub mod symbolic_dimensions;
pub mod threads;
pub mod views;
