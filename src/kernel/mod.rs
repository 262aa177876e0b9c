//! Iteration over strided operands: dimension coalescing and inner-loop fast paths.
//!
//! Every element-wise operation, static or dynamic, describes its operands as run-time layouts
//! aligned to the output's shape (a broadcast dimension has stride 0) and runs here.

mod align;
#[cfg(feature = "alloc")]
mod copy;
mod failure;
pub(crate) mod flat;
mod gather;
mod inner;
#[cfg(feature = "alloc")]
mod paired;
#[cfg(feature = "rayon")]
mod par;
mod plan;
mod strided;
mod visit;

pub(crate) use align::{align_strides, align_strides_into, offset_of};
#[cfg(feature = "alloc")]
pub(crate) use copy::copy_row_major;
pub use failure::Failure;
pub(crate) use gather::StaticLoops;
pub use gather::{StaticRead, StaticWrite};
pub(crate) use inner::{assign_runs, zip_into_runs};
#[cfg(feature = "alloc")]
pub(crate) use inner::{map_runs, zip_runs, zip3_runs};
#[cfg(feature = "alloc")]
pub(crate) use paired::apply_paired;
#[cfg(feature = "rayon")]
#[allow(unused_imports)]
pub(crate) use par::{PAR_MIN_REDUCE, par_assign_runs, par_zip_into_runs};
pub(crate) use plan::Plan;
pub(crate) use strided::LayoutCopy;
pub use strided::{Strided, StridedMut};
pub(crate) use visit::{visit, visit_distinct, visit_mut, zip_visit};

/// The most dimensions a kernel iterates over after coalescing.
pub(crate) const CAP: usize = crate::layout::MAX_RANK;
