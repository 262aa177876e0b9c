//! Reductions: `sum`, `prod`, `mean`, `amax`, `amin`, `argmax`, `argmin` — over all elements
//! (`sum_all()` …, a scalar, for every tensor), along one static axis (`sum::<AXIS>()` drops the
//! axis from the type, `sum_keepdim::<AXIS>()` keeps it as size 1), and on dynamic tensors along
//! run-time dims (`sum(dim, keepdim)`, `sum_dims(&dims, keepdim)`), with PyTorch's semantics:
//! sum of nothing is 0, product 1, mean NaN; a max-like reduction of nothing is an error
//! (a compile error along a static size-0 axis). `var` and `std` take PyTorch's `correction`
//! (NumPy's `ddof`) on the same paths.
//!
//! ```
//! use shaped::prelude::*;
//! let x = Tensor::<f32, shape![2, 3]>::from([[1.0, 2.0, 3.0], [4.0, 5.0, 9.0]]);
//! let centred = &x - &x.mean_keepdim::<1>();
//! assert_eq!(centred.sum_all(), 0.0);
//! let d = DynTensor::from_vec(x.to_vec(), &[2, 3]).unwrap();
//! assert_eq!(d.sum(-1, false).to_vec(), x.sum::<1>().to_vec());
//! ```

mod all;
mod along;
mod axis;
pub(crate) mod build;
#[cfg(feature = "alloc")]
mod dims;
#[cfg(feature = "alloc")]
mod dyn_along;
#[cfg(feature = "alloc")]
mod dyn_reductions;
#[cfg(feature = "alloc")]
mod dynamic;
mod element;
pub(crate) mod failure;
pub(crate) mod flat;
mod kernel;
pub(crate) mod lanes;
// Folds of 2^25 terms: under a minute in an optimised build, far longer in an unoptimised one.
#[cfg(all(test, feature = "std", not(debug_assertions)))]
mod long_sums;
mod op;
pub(crate) mod pairwise;
#[cfg(feature = "rayon")]
mod par;
mod picks;
mod static_axis;
pub(crate) mod storage;
mod straight;
mod var;

#[cfg(any(feature = "std", feature = "libm"))]
pub use along::AxisFloat;
pub use along::AxisSame;
pub use axis::{AxisKept, AxisRemoved};
#[cfg(feature = "alloc")]
pub use dyn_reductions::DynReductions;
pub use element::{MeanElement, Reducible};
pub use static_axis::StaticReductions;
pub use storage::ReadStorage;
