//! Type-level shapes: dimension types, the [`Shape`] traits, and broadcasting by trait solving.
//!
//! A static shape is a tuple of dimension types, named with [`shape!`](crate::shape!):
//! `shape![5, 1, 4]` is `(Const<5>, Const<1, One>, Const<4>)`. [`Broadcast`] computes the
//! broadcast of two shapes as a type; [`BroadcastInto`] is the in-place rule. Both are checked by
//! the compiler, and a violation names the shapes and the dimension that clash.

pub mod arith;
mod bounds;
mod broadcast;
mod checks;
pub mod class;
mod dim;
#[cfg(feature = "alloc")]
mod dyn_shape;
mod extents;
mod inplace;
mod macros;
mod matmul;
mod matmul_impls;
mod reduce_axis;
mod relations;
mod shown;
mod traits;
mod tuples;
mod view_traits;

pub(crate) use bounds::BcShape;
pub use bounds::{BroadcastsWith, FitsInto};
pub use broadcast::{Broadcast, BroadcastDim, Broadcasted};
pub use checks::{Cat, Flatten, NarrowTo, ReshapeTo, Stack, StrictBroadcast};
pub use dim::{Const, Dim, Dyn, StaticDim};
#[cfg(feature = "alloc")]
pub use dyn_shape::DynShape;
pub use extents::{Extents, Fixed, FixedExtents, Runtime, RuntimeExtents, SizeKind};
pub use inplace::{BroadcastInto, BroadcastIntoDim, SourceHasMoreDims};
pub use matmul::{Append, MatMul, SameInner};
pub use reduce_axis::{NonEmptyAxis, NonZeroDim};
pub use shown::{Dims, ShowShape, Shown, Size};
pub use traits::{ArrayShape, Shape, StaticShape, TupleShape};
pub use view_traits::{
    AxesDiffer, Permute1, Permute2, Permute3, Permute4, Permute5, Permute6, Permute7, Permute8,
};
pub use view_traits::{HasAxis, Matrix, Narrow, Squeeze, SwapAxes, Unsqueeze};
