//! Matrix products with `torch.matmul`'s rules, on static and dynamic tensors.
//!
//! ```
//! use shaped::prelude::*;
//! let a = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
//! let b = Tensor::<i32, shape![3, 2]>::from([[1, 0], [0, 1], [1, 1]]);
//! let c: Tensor<i32, shape![2, 2]> = a.matmul(&b);
//! assert_eq!(c.to_vec(), vec![4, 5, 10, 11]);
//! ```

mod api;
mod element;
mod flat;
mod kernel;
mod plan;

pub use api::MatmulOutput;
pub use element::MatElement;
