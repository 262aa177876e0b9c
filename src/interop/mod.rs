//! Optional integrations with other crates, each behind the cargo feature of the same name:
//!
//! | feature | what you get |
//! |---|---|
//! | `serde` | `Serialize` for every tensor and view, `Deserialize` for owned tensors, as `{"shape": [..], "data": [..]}` (row-major); deserialising checks the shape against the type and the data length |
//! | `ndarray` | zero-copy `ndarray::ArrayView`/`ArrayViewMut` ↔ tensor views, owned conversions with `ndarray::Array` |
//! | `approx` | `AbsDiffEq`, `RelativeEq`, `UlpsEq` between tensors of any storage (`assert_relative_eq!(a, b)`) |
//! | `generic-array` | 1-d static tensors to and from `generic_array::GenericArray` |
//!
//! `docs.rs` builds the crate with every feature, so each module below is documented there.

#[cfg(feature = "approx")]
pub mod approx;
#[cfg(feature = "generic-array")]
pub mod generic_array;
#[cfg(feature = "ndarray")]
pub mod ndarray;
#[cfg(feature = "serde")]
pub mod serde;
