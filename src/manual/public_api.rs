//! # The public API
//!
//! Everything public is listed here, with what is promised about it. Items are:
//!
//! - **supported**: named, called and (for traits that are not sealed) implemented by
//!   programs; covered by the promises below;
//! - **sealed**: traits programs may name in bounds and whose methods they may call, but that
//!   only this crate implements (a private supertrait enforces it), so they can gain items and
//!   impls in any release;
//! - **hidden** (`#[doc(hidden)]`, absent from this documentation): public only because a macro
//!   expands to them or a public signature mentions them; no promise at all, not even that they
//!   exist in the next release.
//!
//! ## What is promised
//!
//! - Versions follow Cargo's semver rules: while the version is 0.x, a release that can break
//!   code that compiled changes the minor number (0.1 → 0.2); patch releases do not break
//!   supported use.
//! - **Error texts are part of the contract**: the `Display` of every
//!   [`ShapeError`](crate::ShapeError) (listed in [errors and panics](super::errors_and_panics))
//!   changes only in a minor release, or to follow PyTorch where its text for the same failure
//!   changes. The variants and their fields are supported; `ShapeError` is `#[non_exhaustive]`,
//!   so new operations may add variants in any release.
//! - **A rule the compiler enforces stays enforced**: a program that violates a static shape
//!   rule does not compile. **The first line and the label of its error** (listed for every
//!   rule in [errors and panics](super::errors_and_panics)) change only in a minor release, with
//!   a CHANGELOG line naming the rule; the rest of a compiler message is rustc's.
//! - **Results**: values follow the rules of this manual; results of reductions over floats may
//!   change in their last bits between releases (summation order), never between runs or
//!   thread counts of one release.
//! - `shape![..]` gives the same type for the same sizes within a minor version; write shapes
//!   with it (a size outside the table of `shape::arith` carries its digits in the type).
//! - Removing a cargo feature, or changing the default features, is a breaking change. Raising
//!   the minimum supported Rust version (`rust-version` in `Cargo.toml`) happens only in a minor
//!   release.
//! - `#![no_std]` and `#![forbid(unsafe_code)]` stay.
//!
//! ## The prelude
//!
//! `use shaped::prelude::*;` brings thirty names: the macro `shape!`; the tensor types
//! `TensorBase`, `Tensor`, `HeapTensor`, `DynTensor`, `TensorView`, `TensorViewMut`,
//! `DynView`, `DynViewMut`, `ViewOrCopy`; the dimension types `Const`, `Dyn`, `DynShape` and
//! the symbolic sizes `Sym`, `SymSize`, `Brand` (feature `alloc`, with pointer-width atomics);
//! the bounds generic code needs (the manual's [generic code](super::generic_code) chapter):
//! `Shape`, `Dim`, `Broadcasts`, `BroadcastOut`, `FitsInto`, `MatMulWith`, `MatMulOut`,
//! `ReduceKeepdim`, `MaxKeepdim`, `NarrowTo`, `ReshapeTo`, `Storage`, `ReadStorage`; and
//! `ShapeError`.
//!
//! It also brings into scope, without their names (`pub use Trait as _`), the traits whose
//! methods programs call: `StaticViews`, `DynViews`, `PermuteViews1` … `PermuteViews8`,
//! `DynConstructors`, `Join`, `BroadcastTensors`, and the families of tensor methods with a page
//! of their own: `FloatMath`, `StaticReductions`, `DynReductions`, `CheckedArith`,
//! `WrappingArith`, `SaturatingArith`, `ParAssign`. A method of a trait can only be called
//! where the trait is in scope; an anonymous import puts it in scope and adds no name, so
//! `t.permute::<1, 0>()` and `DynTensor::zeros(&[2, 3])` work after the glob import and the
//! program's namespace holds only the thirty names above. Removing a name from the prelude, or
//! one of these traits from scope, is a breaking change.
//!
//! ## Every public item
//!
//! ### Crate root
//!
//! | item | status |
//! |---|---|
//! | macro [`shape!`](crate::shape!) | supported |
//! | macros [`brand!`](crate::brand!), [`bind!`](crate::bind!) (symbolic sizes) | supported |
//! | modules [`manual`](crate::manual), [`prelude`](crate::prelude), [`tensor`](crate::tensor), [`shape`](mod@crate::shape), [`ops`](crate::ops), [`layout`](crate::layout), [`interop`](crate::interop), `io` (features `npy`, `safetensors`) | supported |
//! | re-exports of `Tensor`, `HeapTensor`, `DynTensor`, `TensorView`, `TensorViewMut`, `DynView`, `DynViewMut`, `ViewOrCopy`, `TensorBase`, `StaticViews`, `DynViews`, `DynConstructors`, `ViewSource`, `Const`, `Dyn`, `DynShape`, `Dim`, `StaticDim`, `Shape`, `StaticShape`, `ArrayShape`, `Broadcast`, `BroadcastInto`, `Broadcasted`, `ShapeError`, `broadcast_shapes` | as the items |
//! | `guide` (the former name of [generic code](super::generic_code)), macros `__shape_dim!`, `__shape_scan!`, `__shape_checked!`, `__shape_extent!` | hidden (the macros are what `shape!` expands to) |
//!
//! ### [`tensor`](crate::tensor)
//!
//! | item | status |
//! |---|---|
//! | struct `TensorBase`; aliases `Tensor`, `HeapTensor`, `DynTensor`, `TensorView`, `TensorViewMut`, `DynView`, `DynViewMut`, `ViewOrCopy`, `ReadOnlyView`, `Narrowed` | supported |
//! | storage kinds `Inline`, `Heap`, `View`, `ViewMut`, `Cow`; enum `CowBuf` (what a `ViewOrCopy` holds) | supported |
//! | iterators `Iter`, `IterMut`, `IndexedIter`, `IntoIter` | supported |
//! | functions `cat`, `stack` | supported |
//! | `HeapBuf`, `ViewBuf`, `ViewMutBuf` (the buffers behind the storage kinds), `Filled`, `Fresh`, module `internal` (types in the signatures of the storage traits' hidden dispatch methods) | hidden |
//!
//! ### [`shape`](mod@crate::shape)
//!
//! | item | status |
//! |---|---|
//! | structs `Const`, `Dyn`, `DynShape`; `Dims`, `Size` and alias `Shown` (how messages print shapes) | supported |
//! | structs `Sym`, `SymSize`, `Scoped`; functions `with_size`, `try_with_size` (also at the crate root) (symbolic sizes, see [symbolic dimensions](super::symbolic_dimensions)) | supported |
//! | aliases `Broadcasted`, `BroadcastOut`, `MatMulOut` | supported |
//! | module `class` (`Repr`); module `arith`: `SizeNum`, alias `SizeDim`, constant `DIGITS_LIMIT` | supported; the table of sizes behind `SizeNum` may grow |
//! | `BrandSlot` (where a brand's size lives; what `brand!` expands to), the parts of `SizesFor` (`EveryDim`, `RunTimeDims`, `RunTimeSize`, `RunTimeSizes`, `Take`, `TakeList`, `EitherFixed`), `class::Table`, `class::Digits`, the rest of `arith` (type-level numbers, `in_table`, `fits`, `Literal` …), `Fixed`, `Runtime`, `FixedExtents`, `RuntimeExtents` | hidden |
//!
//! ### [`ops`](crate::ops)
//!
//! | item | status |
//! |---|---|
//! | functions `add_into`, `sub_into`, `mul_into`, `div_into`, `rem_into`, `zip_map_into` and their `try_` forms; `where_`, `try_where`, `broadcast_tensors` | supported |
//! | aliases `ZipOutput`, `Zip3Output`, `WhereOutput`, `MatmulOutput`, `AxisRemoved`, `AxisKept`, `AxisSame`, `Broadcasted3`, `Joined` (names of result types) | supported |
//!
//! ### [`layout`](crate::layout)
//!
//! | item | status |
//! |---|---|
//! | `broadcast_shapes`, `check_broadcast_into`, `check_same_element_count`, `infer_shape`, `view_strides`, `contiguous_strides`, `is_contiguous`; constant `MAX_RANK` | supported: the run-time rules as functions, for checking sizes and strides before building a tensor |
//! | everything else (the views' offset and stride arithmetic, element counts, dim wrapping, `DisplaySizes`, `BroadcastConflict` …) | hidden: one definition shared by the static and dynamic paths, not part of the API |
//!
//! ### Traits
//!
//! Every public trait is a promise or hidden. A promised trait is documented, with an example;
//! it is one of:
//!
//! - **implementable**: programs may implement it: [`Brand`](crate::shape::Brand) (usually
//!   through `brand!`) and [`CastTo`](crate::ops::CastTo) (the conversions of `cast`, implemented
//!   for every pair of primitive numbers and `bool`) for their own element types.
//! - **sealed**: programs name it in bounds and call its methods; only this crate implements it,
//!   so it can gain items and impls in any release.
//! - **relation**: implemented by this crate for its shapes and sizes (the shapes are sealed, so
//!   programs cannot add shapes to it); write it as a bound, do not implement it. Relations
//!   whose errors name shapes end with parameters defaulted to the shapes as messages print
//!   them (`X = Shown<Self>`, as in `HasAxis<AXIS, X>`): errors spell them, programs leave them
//!   to their defaults.
//!
//! | module | trait | kind |
//! |---|---|---|
//! | `tensor` | `Storage`, `StorageMut`, `Kind`, `ResultKind`, `ViewSource`, `StaticViews`, `PermuteViews1` … `PermuteViews8`, `DynViews`, `DynConstructors`, `Join`, `Scalar`, `RangeElement`, `LinspaceElement` | sealed |
//! | `shape` | `Shape`, `TupleShape`, `StaticShape`, `ArrayShape`, `Dim`, `StaticDim`, `ShowShape`, `class::Repr` | sealed |
//! | `shape` | `Brand` | implementable |
//! | `shape` | `BroadcastDim`, `BroadcastIntoDim`, `SourceHasMoreDims`; `ops`: `BroadcastRhs` (the operators' bound on their right operand, named by the error of generic code without a broadcast bound); all hidden from the documentation; `tensor`: `ArrayIndex` | named by messages: the traits whose failure an error reports (its `help:` line spells them with their parameters, the shapes as messages print them). Their names and parameters change only as the messages do; write the relations above as bounds, not these |
//! | `shape` | `Broadcast`, `Broadcasts`, `BroadcastInto`, `FitsInto`, `StrictBroadcast`, `MatMul`, `MatMulWith`, `ReduceKeepdim`, `MaxKeepdim`, `ReshapeTo`, `NarrowTo`, `Cat`, `CatAlong`, `Stack`, `Flatten`, `HasAxis`, `NonEmptyAxis`, `SwapAxes`, `Matrix`, `Squeeze`, `Unsqueeze`, `Permute1` … `Permute8`, `SizeOf`, `Sizes`, `SizesFor`, `arith::SizeNum` | relation |
//! | `ops` | the method families of tensors: `FloatMath`, `StaticReductions`, `DynReductions`, `CheckedArith`, `WrappingArith`, `SaturatingArith`, `ParAssign` (implemented for `TensorBase`, each impl hidden from its page) | sealed |
//! | `ops` | `Operand`, `ReadStorage`, `BroadcastTensors`; the element traits `Reducible`, `MeanElement`, `AxisFloat`, `MatElement`, `ElementFloat`, `ElementDiv`, `ElementChecked`, `ElementWrapping`, `ElementSaturating`, `FloorRem`, `IndexElement` (implemented for the primitive numbers) | sealed |
//! | `ops` | `CastTo` | implementable |
//! | `ops::linalg` | `LinalgElement`, `MatrixBatch`, `SquareShape`, `SquareEye`, `Solve` | sealed (`LinalgElement`: `f32`, `f64`) and relations |
//!
//! Hidden traits (`#[doc(hidden)]`: public only because a signature, a bound or a macro
//! expansion mentions them; no promise at all):
//!
//! | module | traits |
//! |---|---|
//! | `tensor` | `Build`, `Fill` |
//! | `shape` | `BroadcastsWith` (implied by `Broadcast`: bound on `Broadcast` or `Broadcasts` instead), the table of sizes `DimBroadcast`, `AxesDiffer`, `Rank2` (behind `Matrix`), `NonZeroDim`, `SameInner`, `Append`, `Narrow`, `WithAxis`, `Extents`, `SizeKind`, `class::NotOne`, and in `arith`: `ToDim`, `AddNum`, `AddCarry`, `MulNum`, `SameNum`, `NumLeq`, `Inc`, `Times1024`, `DigitsNum`, `AxisDim`, `StaticNumel`, `Choose`, `IsTrue`, `Pass`; the generated `ShowDim`, `SameDim`, `DimEqBit`, `ShapeEqBit`, `LenFits` |
//! | `ops` | `BroadcastTuple`, `ShapesOf`, `TupleViews` |
//! | `ops::linalg` | `MatrixSize`, `SolveCols`, `SolveBy`, `DimEq`, `BitVerdict`, `TriAnd`, `SameShapeAs` |
//!
//! ### `io` (features `npy`, `safetensors`)
//!
//! `io::npy::{from_bytes, to_bytes, describe}`, `io::npz::{Npz, NpzWriter}`,
//! `io::safetensors::{SafeTensors, SafeTensorsWriter}`, `io::Error`, `io::Dtype`: supported.
//! `io::FileElement` and `io::FromFile` are sealed (the element types files hold; the tensor
//! types files are read into). The texts of `io::Error` are part of the contract, as
//! `ShapeError`'s are.
//!
//! ### [`interop`](crate::interop) (features `serde`, `ndarray`, `approx`, `generic-array`)
//!
//! Trait impls on the tensors, and `interop::ndarray::NdarrayLayoutError`: supported, under
//! their feature.
//!
//! ### Trait impls on `TensorBase` not listed on its page
//!
//! To keep `TensorBase`'s page readable, some impls are hidden from the documentation but
//! supported: the operators with a scalar on either side for each primitive number type
//! (`t + 1.0`, `2 * t`, `t += 1`), `From` nested arrays with size-1 dimensions (ranks up to 4),
//! `Operand` for `TensorBase`, `&TensorBase` and `&mut TensorBase`, the method families
//! (`FloatMath` …, each trait's page lists its methods and says which tensors implement it),
//! and `DynViews` and `PermuteViews1` … `PermuteViews8` for each kind of view source. The
//! table of static sizes (`SizeNum` for every size of the table) is not listed either.
