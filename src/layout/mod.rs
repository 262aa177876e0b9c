//! Run-time layouts: sizes, strides and the rules that relate them.
//!
//! These functions are what the dynamic path checks at run time and what the static path's
//! types encode. Eight are public, so that a program can check sizes and strides before it
//! builds a tensor, and the manual's [public API](crate::manual::public_api) chapter promises
//! them: [`broadcast_shapes`], [`check_broadcast_into`], [`check_same_element_count`],
//! [`infer_shape`], [`view_strides`], [`contiguous_strides`], [`is_contiguous`] and
//! [`MAX_RANK`]. Sizes are `usize`, strides `isize` counted in elements, and a layout's sizes
//! and strides list its dimensions from the left (row-major order: the last dimension varies
//! fastest). [`is_contiguous`] and [`MAX_RANK`] work without the `alloc` feature.
//!
//! ```
//! use shaped::layout::{broadcast_shapes, check_broadcast_into, contiguous_strides, is_contiguous};
//! assert_eq!(broadcast_shapes(&[&[4, 1], &[3]]).unwrap(), [4, 3]);
//! assert!(check_broadcast_into(&[4, 3], &[3]).is_ok());
//! assert!(check_broadcast_into(&[3], &[4, 3]).is_err()); // in place, the destination keeps its shape
//! assert_eq!(contiguous_strides(&[2, 3, 4]), [12, 4, 1]);
//! assert!(!is_contiguous(&[2, 3], &[1, 2])); // a transpose
//! ```

mod broadcast;
mod count;
mod dim;
mod display;
mod expand;
mod geometry;
pub(crate) use geometry::copy_prefix;
mod inplace;
pub(crate) use inplace::fits_into;
pub(crate) mod merged;
pub(crate) use merged::Merged;
#[cfg(feature = "alloc")]
mod offset;
mod reduced;
mod strides;
mod view;
mod walk;
pub(crate) use walk::{gather_strided, walk_strided};

// The supported functions.
#[cfg(feature = "alloc")]
pub use broadcast::{broadcast_shapes, check_same_element_count};
#[cfg(feature = "alloc")]
pub use inplace::check_broadcast_into;
#[cfg(feature = "alloc")]
pub use strides::contiguous_strides;
pub use strides::is_contiguous;
#[cfg(feature = "alloc")]
pub use view::{infer_shape, view_strides};

// The rest is one definition shared by the static and dynamic paths, the binary and the
// integration tests: public, hidden, not part of the supported API.
#[doc(hidden)]
pub use broadcast::{BroadcastConflict, broadcast_pair_into};
#[doc(hidden)]
pub use count::checked_numel;
#[cfg(feature = "alloc")]
#[doc(hidden)]
pub use count::numel;
#[cfg(feature = "alloc")]
#[doc(hidden)]
pub use dim::wrap_dim;
#[doc(hidden)]
pub use dim::wrap_dim_checked;
#[doc(hidden)]
pub use display::DisplaySizes;
#[cfg(feature = "alloc")]
#[doc(hidden)]
pub use expand::expand_layout;
pub(crate) use geometry::element_at;
#[cfg(feature = "alloc")]
#[doc(hidden)]
pub use geometry::movedim_order;
#[doc(hidden)]
pub use geometry::{
    expand_strides_into, inserted_stride, moved_offset, narrow_offset, permute_into,
    reachable_range, remove_dim_into, storage_bytes, transpose_into, unsqueeze_into, wrap_index,
    wrap_narrow_start,
};
#[cfg(feature = "alloc")]
#[doc(hidden)]
pub use offset::{try_inserted_stride, try_moved_offset};
#[doc(hidden)]
pub use reduced::reduced_strides_into;
#[doc(hidden)]
pub use strides::contiguous_strides_into;
#[doc(hidden)]
pub use view::view_strides_into;
#[cfg(feature = "alloc")]
#[doc(hidden)]
pub use view::{unflatten_layout, view_layout};

/// The most dimensions a tensor may have: the kernels' fixed capacity (NumPy's limit before
/// NumPy 2). Larger ranks are `ShapeError::TooManyDims`.
///
/// ```
/// assert_eq!(shaped::layout::MAX_RANK, 32);
/// ```
pub const MAX_RANK: usize = 32;
