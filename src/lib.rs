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
#[cfg(feature = "alloc")]
pub use layout::broadcast_shapes;

pub mod shape;
#[cfg(feature = "alloc")]
pub use shape::DynShape;
pub use shape::{
    ArrayShape, Broadcast, BroadcastInto, Broadcasted, Const, Dim, Dyn, Shape, StaticDim,
    StaticShape,
};

mod kernel;
pub mod ops;
pub mod tensor;
#[cfg(feature = "alloc")]
pub use tensor::{DynTensor, DynView, DynViewMut, HeapTensor};
pub use tensor::{Tensor, TensorBase, TensorView, TensorViewMut};
