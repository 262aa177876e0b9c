//! The names most programs need: `use shaped::prelude::*;`.
//!
//! ```
//! use shaped::prelude::*;
//! let a = Tensor::<f32, shape![2, 3]>::ones();
//! let b = Tensor::<f32, shape![3]>::full(2.0);
//! let c: Tensor<f32, shape![2, 3]> = &a * &b;
//! assert_eq!(c.get([1, 2]), Some(&2.0));
//! ```

pub use crate::ops::linalg::{LinalgElement, MatrixBatch, Solve, SquareEye, SquareShape};
pub use crate::ops::{BroadcastTensors, where_};
pub use crate::shape;
#[cfg(feature = "alloc")]
pub use crate::shape::DynShape;
pub use crate::shape::class::{Many, One, Zero};
pub use crate::shape::{
    ArrayShape, Broadcast, BroadcastInto, Broadcasted, Cat, Const, Dim, Dyn, NarrowTo, ReshapeTo,
    Shape, Stack, StaticShape,
};
#[cfg(feature = "alloc")]
pub use crate::tensor::{DynConstructors, DynViews};
#[cfg(feature = "alloc")]
pub use crate::tensor::{DynTensor, DynView, DynViewMut, HeapTensor};
pub use crate::tensor::{Join, Tensor, TensorBase, TensorView, TensorViewMut};
pub use crate::tensor::{
    PermuteViews1, PermuteViews2, PermuteViews3, PermuteViews4, PermuteViews5, PermuteViews6,
    PermuteViews7, PermuteViews8,
};
pub use crate::tensor::{StaticViews, ViewOrCopy, ViewSource};
#[cfg(feature = "alloc")]
pub use crate::{ShapeError, broadcast_shapes};
