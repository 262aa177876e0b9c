//! # Static-size limits
//!
//! ## Ranks
//!
//! - Static shapes (tuples) have rank 0 to 8: broadcasting, in-place rules, views and
//!   `permute` are implemented for every rank pair up to 8.
//! - Run-time shapes have at most [`MAX_RANK`](crate::layout::MAX_RANK) (32) dimensions, the
//!   kernels' fixed capacity (NumPy's limit before NumPy 2); more is
//!   `tensors with more than 32 dimensions are not supported (got 40)`.
//! - `From<nested array>` covers ranks 1 to 5 (ranks up to 4 with size-1 dimensions);
//!   `from_array` covers every static shape.
//!
//! ## Element counts
//!
//! Sizes, strides, offsets and element counts must fit `isize` (PyTorch's `int64`). A static
//! shape beyond that does not compile: `shape!` checks a shape with a size above 1024 (or more
//! than 6 sizes) in a constant, so `cargo check` reports ``the shape [0, 4294967296,
//! 4294967296] cannot exist: its non-zero sizes multiply past isize::MAX`` (a zero size does
//! not excuse the others). A tuple of hand-written `Const<N>` sizes is refused by
//! [`StaticShape::NUMEL`](crate::StaticShape::NUMEL) instead, which `cargo build` reports and
//! `cargo check` does not. A run-time shape beyond it is refused where it would be created
//! (`Storage size calculation overflowed with sizes=[..]`, the real numbers).
//!
//! ## Inline tensors live on the stack
//!
//! A [`Tensor`](crate::Tensor) is its nested array: `Tensor<f64, shape![1000, 1000]>` is 8 MB,
//! more than a default thread stack. Use [`HeapTensor`](crate::HeapTensor) for large static
//! shapes; the checks are the same.
//!
//! A shape with no element still has the array type of its rows:
//! `Tensor<u8, shape![0, 4611686018427387904]>` is `[[u8; 4611686018427387904]; 0]`, whose
//! rows rustc refuses to lay out (values of 2^61 bytes or more), and for rows of
//! `[0, 1025, 1026, 1027, 1028, 1029]` or `[0, 262144, 1048576]` rustc's evaluation of the
//! inline loops needs more memory or time than a build has: `cargo check` passes, `cargo
//! build` fails or runs for minutes. Element-wise operations and `map`/`zip_map` between
//! owned `HeapTensor`s of such shapes build, since they never name the array type; views of
//! them and reductions over them still do, and fail the same way.
//!
//! ## Checks that do arithmetic on sizes
//!
//! Most static rules compare sizes (equal, or one of them 1) and work for every size. A few need
//! arithmetic: equal element counts (`reshape`, `view_shape`, the strict mode), a `narrow`
//! length within its axis, the sum along a `cat` axis, the element count of `flatten`. Stable
//! Rust cannot compute with a const generic inside a type (`Bits<{ N & 1 }>` needs the
//! unstable `generic_const_exprs`), and an impl head matches a const parameter either exactly
//! or for every value, so these checks turn sizes into type-level numbers (`typenum`) inside
//! the crate — compiler messages never show them. A size gets its number one of two ways:
//!
//! - **The table**: one impl per size for every size from 0 to 1024, every power of two and
//!   every power of two minus one (up to 2^64 − 2), and every power of ten. A size in the
//!   table is written `Const<N>`, so `shape![5]` is `(Const<5>,)`, exactly as written by hand.
//! - **Digits**: `shape!` sees the literal, so for any other size it writes the size's
//!   base-1024 digits into the type: `shape![3000]` is
//!   `(Const<3000, Digits<952, 2, 0, 0>>,)` (messages still print `Dims<3000>`). Four
//!   digits carry every size below 2^40 (1 099 511 627 776).
//!
//! What that means in practice:
//!
//! - **Sizes you write with `shape!`** (both shapes of `reshape`/`view_shape`/the strict mode,
//!   the axis of `narrow`, the inputs of `cat`/`stack`, the shape of `flatten`) work when they
//!   are in the table or below 2^40: every size up to 2^20, every power of two up to 2^63,
//!   `[1920, 1080]` into `[2073600]`, `[1000, 3]` into `[3000]`.
//! - **Computed sizes** (the result of `cat` along its axis, the length of `flatten`) and the
//!   `LEN` of `narrow::<AXIS, LEN>` (a plain `const` that no macro sees) must be in the table:
//!   a number cannot be turned back into a `const N` on stable Rust. `cat` of `[1000, 2]` and
//!   `[1000, 2]` (2000 rows) is refused with ``cannot concatenate `Dims<1000, 2>` and
//!   `Dims<1000, 2>` along axis 0`` and a note naming the table; `flatten` of `[1000, 3]` with
//!   ``cannot flatten `Dims<1000, 3>` into a static 1-d shape``. Name the shape instead:
//!   `reshape::<shape![3000]>()` takes any size written with `shape!`, a run-time
//!   [`cat`](crate::tensor::cat) can be viewed statically again with
//!   `try_view_as::<shape![2000, 2]>()`, and a narrow of another length can use a `Dyn` axis or
//!   the run-time view (`t.as_dyn().narrow(axis, start, len)`).
//! - **Beyond**: a `shape!` size of 2^40 or more outside the table, and a hand-written
//!   `Const<N>` outside the table (`Const<3000>` carries no digits), fail these checks with
//!   their usual message (for `reshape`: ``cannot reshape `Dims<..>` into `Dims<..>`: the
//!   numbers of elements differ``, labelled "or a size is a hand-written `Const<N>`, or 2^40 or
//!   more, outside `shape::arith`'s table"). Such sizes still work in element-wise operations
//!   between equal shapes, reductions, products and transposes; a size 1 does not stretch to
//!   them (broadcasting needs to know that a size is not 1, which it knows for the table and
//!   for the digits `shape!` writes: see [generic code](super::generic_code)).
//!
//! Sizes written with `shape!` and by hand are different types when the size is outside the
//! table (`shape![3000]` is not `(Const<3000>,)`): they multiply as matrices, but do not
//! broadcast with each other (``cannot broadcast shape `Dims<3000>` with shape `Dims<3000>` ``);
//! name such sizes one way in a program, with `shape!`. Generic code that should accept every
//! size `shape!` writes is generic over the dimension type (`D: Dim`, see
//! [generic code](super::generic_code)).
//!
//! ```
//! use shaped::prelude::*;
//! let t = HeapTensor::<u8, shape![1000, 3]>::zeros();
//! let flat: ViewOrCopy<'_, u8, shape![3000], _> = t.reshape::<shape![3000]>();
//! assert_eq!(flat.shape(), &[3000]);
//! let handwritten = HeapTensor::<f32, (Const<3000>,)>::ones();
//! let written = HeapTensor::<f32, shape![3000]>::ones();
//! assert_eq!(written.matmul(&handwritten).to_vec(), vec![3000.0]); // they multiply
//! assert_eq!((&handwritten + &handwritten).shape(), &[3000]); // each broadcasts with itself
//! ```
//!
//! The traits behind the checks are in [`shape::arith`](crate::shape::arith) (their table
//! impls are not listed in the documentation).
