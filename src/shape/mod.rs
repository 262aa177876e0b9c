//! Type-level shapes: dimension types, the [`Shape`] traits, and broadcasting by trait solving.
//!
//! A static shape is a tuple of dimension types, named with [`shape!`](crate::shape!):
//! `shape![5, 1, 4]` is `(Const<5>, Const<1>, Const<4>)`. [`Broadcast`] computes the
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
mod keep;
mod macros;
mod matmul;
// Generated code (tools/gen_*.py) lives in `gen/`.
#[path = "gen/matmul_impls.rs"]
mod matmul_impls;
mod reduce_axis;
#[path = "gen/relations.rs"]
mod relations;
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
mod scoped;
mod shown;
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
mod sizes_for;
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
mod sym;
mod traits;
#[path = "gen/tuples.rs"]
mod tuples;
mod view_traits;

pub(crate) use bounds::BcShape;
pub use bounds::{
    BroadcastOut, Broadcasts, BroadcastsWith, FitsInto, MatMulOut, MatMulWith, MaxKeepdim,
    ReduceKeepdim,
};
pub use broadcast::{Broadcast, Broadcasted};
pub(crate) use broadcast::{Pair, Triple};
// The per-dimension gates and other relations the tables are built from: their names appear in
// compiler messages, but programs bound on the whole-shape relations above them.
#[doc(hidden)]
pub use broadcast::{BroadcastDim, DimBroadcast};
pub use checks::{Cat, Flatten, NarrowTo, ReshapeTo, Stack, StrictBroadcast};
pub use dim::{Const, Dim, Dyn, StaticDim};
#[cfg(feature = "alloc")]
pub use dyn_shape::DynShape;
#[doc(hidden)]
pub use extents::{Extents, Fixed, FixedExtents, Runtime, RuntimeExtents, SizeKind};
pub use inplace::BroadcastInto;
#[doc(hidden)]
pub use inplace::{BroadcastIntoDim, SourceHasMoreDims};
#[doc(hidden)]
pub use keep::Proof;
pub use matmul::MatMul;
#[doc(hidden)]
pub use matmul::{Append, SameInner};
pub use reduce_axis::NonEmptyAxis;
#[doc(hidden)]
pub use reduce_axis::NonZeroDim;
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
pub(crate) use scoped::is_scoped_name;
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
pub use scoped::{Scoped, try_with_size, with_size};
pub use shown::{Dims, ShowShape, Shown, Size};
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
pub use sizes_for::SizesFor;
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
#[doc(hidden)]
pub use sizes_for::{
    EitherFixed, EveryDim, RunTimeDims, RunTimeSize, RunTimeSizes, Take, TakeList,
};
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
#[doc(hidden)]
pub use sym::BrandSlot;
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
pub use sym::{Brand, CatAlong, SizeOf, Sizes, Sym, SymSize};
pub use traits::{ArrayShape, Shape, StaticShape, TupleShape};
pub(crate) use traits::{SmallStatic, const_numel, result_index};
#[doc(hidden)]
pub use view_traits::AxesDiffer;
#[doc(hidden)]
pub use view_traits::Narrow;
#[doc(hidden)]
pub use view_traits::Rank2;
#[doc(hidden)]
pub use view_traits::WithAxis;
pub use view_traits::{HasAxis, Matrix, Squeeze, SwapAxes, Unsqueeze};
pub use view_traits::{
    Permute1, Permute2, Permute3, Permute4, Permute5, Permute6, Permute7, Permute8,
};
