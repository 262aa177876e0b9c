//! Run-time layouts: sizes, strides and offsets, and the rules that relate them.
//!
//! These functions are what the dynamic path checks at run time and what the static path's
//! types encode; they are public so programs can check shapes before building tensors.

mod broadcast;
mod count;
mod inplace;
mod strides;

pub use broadcast::{BroadcastConflict, broadcast_pair_into};
#[cfg(feature = "alloc")]
pub use broadcast::{broadcast_shapes, check_same_element_count};
pub use count::checked_numel;
#[cfg(feature = "alloc")]
pub use count::numel;
#[cfg(feature = "alloc")]
pub use inplace::check_broadcast_into;
#[cfg(feature = "alloc")]
pub use strides::contiguous_strides;
pub use strides::{contiguous_strides_into, is_contiguous};

/// The most dimensions a tensor may have (the kernels' fixed capacity; NumPy's old limit).
pub const MAX_RANK: usize = 32;
