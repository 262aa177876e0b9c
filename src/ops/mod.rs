//! Element-wise operations: `map`, `zip_map`, the arithmetic operators with broadcasting, their
//! in-place forms and their `try_` forms; reductions (`sum_all`, `sum::<AXIS>()`,
//! `sum(dim, keepdim)` …, see [`Reducible`]) and matrix products (`matmul`, see [`MatElement`]).
//!
//! Also, as methods of [`TensorBase`](crate::TensorBase) unless named here:
//! - three operands, folded left to right: `zip_map3`, [`where_`], `clamp_tensor`, and
//!   [`broadcast_tensors`] / [`BroadcastTensors`] (views of the common shape);
//! - `maximum`, `minimum` (NaN propagates), the comparisons `eq ne lt le gt ge` (`bool`
//!   tensors), `clamp`/`clamp_min`/`clamp_max` with scalar bounds, `cast::<U>()`;
//! - integer arithmetic for code that must not wrap silently: `checked_*` (an error, nothing
//!   written), `wrapping_*` and `saturating_*` ([`ElementChecked`], [`ElementWrapping`],
//!   [`ElementSaturating`]);
//! - element-wise math on floats: `abs`, `sqrt`, `exp`, `ln`, `sin`, `round`, `atan2`,
//!   `powi` … with in-place forms (`exp_inplace` …) and `is_nan`/`is_finite` ([`ElementFloat`]).

mod arith;
mod assign;
mod broadcast_tensors;
mod cast;
mod checked;
mod clamp;
mod close;
mod compare;
mod elementwise;
mod failure;
#[cfg(feature = "alloc")]
mod index;
mod int_forms;
mod into;
pub mod linalg;
mod math;
mod matmul;
mod minmax;
mod nary;
mod operand;
mod par_assign;
pub(crate) mod reduce;
mod remainder;
mod saturating;
mod strict;
mod where_;
mod wrapping;

#[doc(hidden)]
pub use arith::BroadcastRhs;
#[cfg(feature = "alloc")]
pub use broadcast_tensors::broadcast_tensors;
pub use broadcast_tensors::{BroadcastTensors, BroadcastTuple, ShapesOf, TupleViews};
pub use cast::CastTo;
#[cfg(feature = "alloc")]
pub use checked::CheckedArith;
pub use checked::{ElementChecked, ElementDiv};
pub(crate) use elementwise::ArrayPaths;
pub use elementwise::{Joined, ZipOutput};
pub(crate) use failure::fail;
#[cfg(feature = "alloc")]
pub(crate) use failure::or_panic;
#[cfg(feature = "alloc")]
pub use index::IndexElement;
pub use into::{add_into, div_into, mul_into, rem_into, sub_into, zip_map_into};
#[cfg(feature = "alloc")]
pub use into::{
    try_add_into, try_div_into, try_mul_into, try_rem_into, try_sub_into, try_zip_map_into,
};
pub use math::{ElementFloat, FloatMath};
pub use matmul::{MatElement, MatmulOutput};
pub use nary::{Broadcasted3, Zip3Output};
pub use operand::Operand;
pub use par_assign::ParAssign;
#[cfg(any(feature = "std", feature = "libm"))]
pub use reduce::AxisFloat;
#[cfg(feature = "alloc")]
pub use reduce::DynReductions;
pub use reduce::{
    AxisKept, AxisRemoved, AxisSame, MeanElement, ReadStorage, Reducible, StaticReductions,
};
pub use remainder::FloorRem;
pub use saturating::{ElementSaturating, SaturatingArith};
#[cfg(feature = "alloc")]
pub use where_::try_where;
pub use where_::{WhereOutput, where_};
pub use wrapping::{ElementWrapping, WrappingArith};
