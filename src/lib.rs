//! `shaped`: n-dimensional tensors whose shapes live in the type system.
#![no_std]
#![forbid(unsafe_code)]
#![warn(missing_docs)]

#[cfg(feature = "alloc")]
extern crate alloc;
#[cfg(feature = "std")]
extern crate std;

#[cfg(feature = "alloc")]
mod error;
#[cfg(feature = "alloc")]
pub use error::ShapeError;

pub mod layout;

pub mod shape;
pub use shape::{
    ArrayShape, Broadcast, BroadcastInto, Broadcasted, Const, Dim, Dyn, Shape, StaticDim,
    StaticShape,
};
#[cfg(feature = "alloc")]
pub use shape::DynShape;
