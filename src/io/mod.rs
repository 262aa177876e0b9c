//! Data in and out: NumPy's `.npy` and `.npz` files (feature `npy`) and `safetensors` files
//! (feature `safetensors`), read from bytes and written to bytes.
//!
//! A file holds a run-time shape; the tensor type a program reads it into says what it wants. So
//! the shape is checked once, where the data enters: into a [`DynTensor`](crate::DynTensor) any
//! shape is accepted; into a `HeapTensor<T, S>` or an inline `Tensor<T, S>` the file's shape must
//! fit `S` (`Dyn` and symbolic sizes accept what they accept everywhere else), and the element
//! type must be `T` itself: a file of `<f8` (float64) elements is an error when `f32` is wanted,
//! never a silent cast. Every error names the file's shape and element type beside the wanted
//! ones. From there on the tensor is typed, with no further check.
//!
//! The readers are small parsers of the documented formats, written here: a `.npy` file is a
//! short text header and the raw elements; a `safetensors` file is a JSON header and the raw
//! elements; an `.npz` file is a zip archive of `.npy` files, whose compressed members
//! (`np.savez_compressed`) are inflated by `miniz_oxide` (pure Rust, no `unsafe`). Hostile input
//! (a truncated file, a header that lies about its length, a shape whose element count overflows,
//! sizes larger than the file, an unknown element type) gives an [`Error`], never a panic, and
//! nothing is allocated beyond what the file's own length justifies.
//!
//! The element types are those both formats have: `bool`, `i8`, `i16`, `i32`, `i64`, `u8`,
//! `u16`, `u32`, `u64`, `f32`, `f64` ([`FileElement`]); `isize` and `usize` are read and written
//! as the 64-bit integers. NumPy and `safetensors` have no 128-bit integers, so `i128` and `u128`
//! tensors are not written (the bound refuses them at compile time).

mod element;
#[cfg(feature = "npy")]
pub mod npy;
#[cfg(feature = "npy")]
pub mod npz;
#[cfg(feature = "safetensors")]
pub mod safetensors;
mod target;
#[cfg(feature = "npy")]
mod zip;

mod error;
#[cfg(feature = "safetensors")]
mod json;

pub use element::{Dtype, FileElement};
pub use error::Error;
pub use target::FromFile;
