//! # Features
//!
//! | feature | default | what it adds |
//! |---|---|---|
//! | `std` | yes | `std::error::Error` for `ShapeError`; the float functions of the [element-wise math](super::elementwise#element-wise-math) methods (`exp`, `ln`, `sin`, `powf` …) and of the `std` reductions from the platform's math library; implies `alloc` |
//! | `libm` | no | the same float functions without `std`, from the `libm` crate (through `num-traits`' `libm` feature); with `std` as well, `std`'s are used ([`no_std`](super::no_std)) |
//! | `alloc` | through `std` | `DynTensor`, `Dyn` dimensions, `HeapTensor`, `ShapeError` and the `try_` forms |
//! | `gemm` | no | large `f32`/`f64` matrix products on the `matrixmultiply` kernels, through `ndarray`'s safe `general_mat_mul` (the crate stays free of `unsafe`); without it `matmul` runs this crate's own loops, and the static inline path never uses it |
//! | `rayon` | no | threads for large tensors: the `*_into` kernels, the `par_*` in-place methods and reductions along axes ([threads](super::threads)) |
//! | `serde` | no | `Serialize` for every tensor and view, `Deserialize` for owned ones, as `{"shape": [..], "data": [..]}` (row-major); deserialising checks the shape against the type and the data length, an error rather than a wrong-shaped tensor; inline tensors need no allocator |
//! | `ndarray` | no | zero-copy conversions between tensor views and `ndarray::ArrayView`/`ArrayViewMut` (both ways), owned conversions with `ndarray::Array` |
//! | `approx` | no | `AbsDiffEq`, `RelativeEq`, `UlpsEq` between tensors of any storage (`assert_relative_eq!(a, b)`) |
//! | `generic-array` | no | 1-d static tensors to and from `generic_array::GenericArray` |
//! | `npy` | no | NumPy's `.npy` and `.npz` files read and written (`io::npy`, `io::npz`); adds `miniz_oxide` (pure Rust) to inflate compressed archives |
//! | `safetensors` | no | `safetensors` files read and written (`io::safetensors`); no dependency |
//! | `cli` | no | the `shaped-explain` binary, which explains a broadcast, an in-place broadcast or a chain of views dimension by dimension |
//!
//! The integrations are documented in [`interop`](crate::interop). On docs.rs every feature is
//! enabled, and items that need one are labelled with it.
//!
//! ```sh
//! cargo add shaped --no-default-features            # no allocator
//! cargo add shaped --no-default-features -F alloc   # heap and dynamic tensors, no std
//! cargo add shaped --no-default-features -F libm    # exp, sin, std ... without std
//! cargo add shaped -F rayon,serde                   # threads and serialisation
//! cargo install shaped -F cli                       # the shaped-explain tool
//! ```
