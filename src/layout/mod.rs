//! Run-time layouts: sizes, strides and offsets, and the rules that relate them.
//!
//! These functions are what the dynamic path checks at run time and what the static path's
//! types encode; they are public so programs can check shapes before building tensors. Sizes
//! are `usize`, strides `isize` counted in elements, and a layout's sizes and strides list its
//! dimensions from the left (row-major order: the last dimension varies fastest). The functions
//! that do not return a `Vec` or a `ShapeError` never allocate and work
//! without the `alloc` feature.

mod broadcast;
mod count;
mod dim;
mod display;
mod expand;
mod geometry;
mod inplace;
#[cfg(feature = "alloc")]
mod offset;
mod reduced;
mod strides;
mod view;

pub use broadcast::{BroadcastConflict, broadcast_pair_into};
#[cfg(feature = "alloc")]
pub use broadcast::{broadcast_shapes, check_same_element_count};
pub use count::checked_numel;
#[cfg(feature = "alloc")]
pub use count::numel;
#[cfg(feature = "alloc")]
pub use dim::wrap_dim;
pub use dim::wrap_dim_checked;
pub use display::DisplaySizes;
#[cfg(feature = "alloc")]
pub use expand::expand_layout;
pub(crate) use geometry::element_at;
#[cfg(feature = "alloc")]
pub use geometry::movedim_order;
pub use geometry::{permute_into, transpose_into, unsqueeze_into};
// The offset and stride arithmetic of the views themselves: public so that the static and
// dynamic views share one definition, not part of the supported API.
#[doc(hidden)]
pub use geometry::{
    expand_strides_into, inserted_stride, moved_offset, narrow_offset, reachable_range,
    remove_dim_into, storage_bytes, wrap_index, wrap_narrow_start,
};
#[cfg(feature = "alloc")]
pub use inplace::check_broadcast_into;
#[cfg(feature = "alloc")]
#[doc(hidden)]
pub use offset::{try_inserted_stride, try_moved_offset};
#[doc(hidden)]
pub use reduced::reduced_strides_into;
#[cfg(feature = "alloc")]
pub use strides::contiguous_strides;
pub use strides::{contiguous_strides_into, is_contiguous};
pub use view::view_strides_into;
#[cfg(feature = "alloc")]
pub use view::{infer_shape, unflatten_layout, view_layout, view_strides};

/// The most dimensions a tensor may have: the kernels' fixed capacity (NumPy's limit before
/// NumPy 2). Larger ranks are `ShapeError::TooManyDims`.
///
/// ```
/// assert_eq!(shaped::layout::MAX_RANK, 32);
/// ```
pub const MAX_RANK: usize = 32;
