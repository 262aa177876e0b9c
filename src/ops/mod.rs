//! Element-wise operations: `map`, `zip_map`, the arithmetic operators with broadcasting, their
//! in-place forms and their `try_` forms; reductions (`sum_all`, `sum::<AXIS>()`,
//! `sum(dim, keepdim)` …, see [`Reducible`]) and matrix products (`matmul`, see [`MatElement`]).

mod arith;
mod assign;
mod checked;
mod elementwise;
mod failure;
mod into;
mod matmul;
mod operand;
mod reduce;
mod remainder;
mod strict;
mod wrapping;

pub use checked::ElementDiv;
pub use elementwise::{Joined, ZipOutput};
pub(crate) use failure::fail;
#[cfg(feature = "alloc")]
pub(crate) use failure::or_panic;
pub use into::{add_into, div_into, mul_into, rem_into, sub_into, zip_map_into};
#[cfg(feature = "alloc")]
pub use into::{
    try_add_into, try_div_into, try_mul_into, try_rem_into, try_sub_into, try_zip_map_into,
};
pub use matmul::{MatElement, MatmulOutput};
pub use operand::Operand;
pub use reduce::{AxisKept, AxisRemoved, MeanElement, ReadStorage, Reducible};
pub use remainder::FloorRem;
pub use wrapping::ElementWrapping;
