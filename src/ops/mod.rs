//! Element-wise operations: `map`, `zip_map`, the arithmetic operators with broadcasting, their
//! in-place forms and their `try_` forms.

mod arith;
mod assign;
mod elementwise;
mod failure;
mod operand;
mod remainder;
mod strict;

pub use elementwise::{Joined, ZipOutput};
pub(crate) use failure::fail;
#[cfg(feature = "alloc")]
pub(crate) use failure::or_panic;
pub use operand::Operand;
pub use remainder::FloorRem;
