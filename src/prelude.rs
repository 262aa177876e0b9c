//! The names most programs need: `use shaped::prelude::*;`.
//!
//! Thirty names: the tensor types, [`shape!`](crate::shape!), the dimension types, the
//! bounds generic code writes (the manual's [generic code](crate::manual::generic_code)
//! chapter) and `ShapeError`. Everything else is one path away
//! (`shaped::shape::StaticShape`, `shaped::ops::where_`, `shaped::tensor::cat` …).
//!
//! | | |
//! |---|---|
//! | tensors | `TensorBase`, `Tensor`, `HeapTensor`, `DynTensor`, `TensorView`, `TensorViewMut`, `DynView`, `DynViewMut`, `ViewOrCopy` |
//! | shapes | `shape!`, `Const`, `Dyn`, `DynShape`, `Sym`, `SymSize`, `Brand` |
//! | bounds | `Shape`, `Dim`, `Broadcasts`, `BroadcastOut`, `FitsInto`, `MatMulWith`, `MatMulOut`, `ReduceKeepdim`, `MaxKeepdim`, `NarrowTo`, `ReshapeTo`, `Storage`, `ReadStorage` |
//! | errors | `ShapeError` |
//!
//! Some methods come from traits: the views of static and of dynamic shapes (`StaticViews`,
//! `DynViews`, `permute::<..>()` from one trait per rank), the dynamic constructors
//! (`DynConstructors`), `join`/`broadcast` on tuples of tensors (`Join`, `BroadcastTensors`). A
//! method can only be called when its trait is in scope, so the prelude brings those traits in
//! scope *without their names* (`pub use Trait as _`): `t.permute::<..>()` and
//! `DynTensor::zeros(&[2, 3])` work after `use shaped::prelude::*;`, and none of their names
//! lands in the program's namespace. To name one (in a bound), import it from
//! [`tensor`](crate::tensor) or [`ops`](crate::ops).
//!
//! ```
//! use shaped::prelude::*;
//! let a = Tensor::<f32, shape![2, 3]>::ones();
//! let b = Tensor::<f32, shape![3]>::full(2.0);
//! let c: Tensor<f32, shape![2, 3]> = &a * &b;
//! assert_eq!(c.get([1, 2]), Some(&2.0));
//! assert_eq!(c.permute::<1, 0>().shape(), &[3, 2]); // a method of a trait in scope, unnamed
//! ```

// The tensor types.
#[cfg(feature = "alloc")]
pub use crate::tensor::{DynTensor, DynView, DynViewMut, HeapTensor};
pub use crate::tensor::{Tensor, TensorBase, TensorView, TensorViewMut, ViewOrCopy};

// `shape!` and the dimension types.
pub use crate::shape;
#[cfg(feature = "alloc")]
pub use crate::shape::DynShape;
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
pub use crate::shape::{Brand, Sym, SymSize};
pub use crate::shape::{Const, Dyn};

// The bounds of generic code.
pub use crate::ops::ReadStorage;
pub use crate::shape::{
    BroadcastOut, Broadcasts, Dim, FitsInto, MatMulOut, MatMulWith, MaxKeepdim, NarrowTo,
    ReduceKeepdim, ReshapeTo, Shape,
};
pub use crate::tensor::Storage;

#[cfg(feature = "alloc")]
pub use crate::ShapeError;

// Traits whose methods programs call, in scope without their names.
pub use crate::ops::BroadcastTensors as _;
#[cfg(feature = "alloc")]
pub use crate::ops::CheckedArith as _;
#[cfg(feature = "alloc")]
pub use crate::ops::DynReductions as _;
pub use crate::ops::FloatMath as _;
pub use crate::ops::ParAssign as _;
pub use crate::ops::SaturatingArith as _;
pub use crate::ops::StaticReductions as _;
pub use crate::ops::WrappingArith as _;
#[cfg(feature = "alloc")]
pub use crate::tensor::DynConstructors as _;
#[cfg(feature = "alloc")]
pub use crate::tensor::DynViews as _;
pub use crate::tensor::Join as _;
pub use crate::tensor::PermuteViews1 as _;
pub use crate::tensor::PermuteViews2 as _;
pub use crate::tensor::PermuteViews3 as _;
pub use crate::tensor::PermuteViews4 as _;
pub use crate::tensor::PermuteViews5 as _;
pub use crate::tensor::PermuteViews6 as _;
pub use crate::tensor::PermuteViews7 as _;
pub use crate::tensor::PermuteViews8 as _;
pub use crate::tensor::StaticViews as _;
