//! The names most programs need: `use shaped::prelude::*;`.
//!
//! The tensor types, `shape!`, the shape types and the bounds generic code uses, the traits
//! whose methods programs call (views, dynamic constructors, joins, `broadcast_tensors`, and the
//! per-rank `permute` traits, in scope without their names), `where_`, `ShapeError` and
//! `broadcast_shapes`. The full list, and what is promised about each name, is the manual's
//! [public API](crate::manual::public_api) chapter.
//!
//! ```
//! use shaped::prelude::*;
//! let a = Tensor::<f32, shape![2, 3]>::ones();
//! let b = Tensor::<f32, shape![3]>::full(2.0);
//! let c: Tensor<f32, shape![2, 3]> = &a * &b;
//! assert_eq!(c.get([1, 2]), Some(&2.0));
//! ```

pub use crate::ops::linalg::{LinalgElement, MatrixBatch, Solve, SquareEye, SquareShape};
pub use crate::ops::{BroadcastTensors, Joined, ReadStorage, where_};
pub use crate::shape;
#[cfg(feature = "alloc")]
pub use crate::shape::DynShape;
pub use crate::shape::{
    ArrayShape, Broadcast, BroadcastInto, BroadcastOut, Broadcasted, Broadcasts, BroadcastsWith,
    Cat, Const, Dim, Dyn, FitsInto, HasAxis, MatMul, MatMulOut, MatMulWith, MaxKeepdim, NarrowTo,
    NonEmptyAxis, ReduceKeepdim, ReshapeTo, Shape, Stack, StaticDim, StaticShape,
};
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
pub use crate::shape::{Brand, Sym, SymSize};
#[cfg(feature = "alloc")]
pub use crate::tensor::{DynConstructors, DynViews};
#[cfg(feature = "alloc")]
pub use crate::tensor::{DynTensor, DynView, DynViewMut, HeapTensor};
pub use crate::tensor::{Join, Storage, Tensor, TensorBase, TensorView, TensorViewMut};
pub use crate::tensor::{StaticViews, ViewOrCopy};
// `permute::<..>()` comes from one trait per rank; they are in scope, unnamed, so that the
// prelude does not put eight trait names into every program.
pub use crate::tensor::PermuteViews1 as _;
pub use crate::tensor::PermuteViews2 as _;
pub use crate::tensor::PermuteViews3 as _;
pub use crate::tensor::PermuteViews4 as _;
pub use crate::tensor::PermuteViews5 as _;
pub use crate::tensor::PermuteViews6 as _;
pub use crate::tensor::PermuteViews7 as _;
pub use crate::tensor::PermuteViews8 as _;
#[cfg(feature = "alloc")]
pub use crate::{ShapeError, broadcast_shapes};
