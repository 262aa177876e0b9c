//! The identity on the heap: `HeapTensor::eye()` for static square shapes (and batches of
//! them), written by the same function as the dynamic `DynTensor::eye(rows, cols)`.

use num_traits::{One, Zero};

use super::shapes::SquareShape;
use crate::shape::StaticShape;
use crate::tensor::{Heap, TensorBase, fill_eye};

/// **Creating** the identity on the heap.
impl<T: Zero + One, S: StaticShape + SquareShape> TensorBase<T, S, Heap> {
    /// The identity matrix (each matrix of a batch the identity), on the heap: the form of
    /// [`Tensor::eye`](crate::Tensor::eye) for shapes too large for the stack.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let i: HeapTensor<i64, shape![3, 3]> = HeapTensor::eye();
    /// assert_eq!(i.to_vec(), vec![1, 0, 0, 0, 1, 0, 0, 0, 1]);
    /// ```
    ///
    /// # Panics
    ///
    /// When the buffer cannot be allocated.
    #[track_caller]
    pub fn eye() -> Self {
        let mut t = Self::from_fn(|_| T::zero());
        let dims = S::SIZES;
        let (rows, cols) = match dims {
            [.., r, c] => (*r, *c),
            _ => (0, 0),
        };
        fill_eye(crate::ops::reduce::build::elements_mut(&mut t), rows, cols);
        t
    }
}
