//! The opt-in check for the old 1-d "pointwise" behaviour (the manual's
//! [broadcasting](crate::manual::broadcasting) chapter, "Same element count").
//!
//! Old PyTorch treated two tensors with the same number of elements as 1-d; today `[4, 1]` with
//! `[4]` broadcasts to `[4, 4]`, which silently changes results. The strict forms refuse exactly
//! that case: shapes that differ, broadcast, and have the same number of elements.

use super::elementwise::ZipOutput;
use super::operand::Operand;
use crate::shape::{BroadcastsWith, Shape, StaticShape, StrictBroadcast};
use crate::tensor::{Storage, TensorBase};

/// **Element-wise**, refusing the ambiguous broadcast of equal element counts (opt-in).
impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// [`zip_map`](Self::zip_map) for static shapes that also refuses, at compile time, shapes
    /// that differ but have the same number of elements (where old PyTorch computed pointwise
    /// and broadcasting now gives a larger result). The check is solved by the compiler
    /// ([`StrictBroadcast`]), so `cargo check` reports it.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<i32, shape![4, 4]>::ones();
    /// let b = Tensor::<i32, shape![4]>::ones();
    /// let c: Tensor<i32, shape![4, 4]> = a.strict_zip_map(&b, |x, y| x + y);
    /// assert_eq!(c.get([3, 3]), Some(&2));
    /// ```
    ///
    /// ```compile_fail,E0277
    /// use shaped::prelude::*;
    /// let a = Tensor::<i32, shape![4, 1]>::ones();
    /// let b = Tensor::<i32, shape![4]>::ones();
    /// let _ = a.strict_zip_map(&b, |x, y| x + y); // [4, 1] with [4]: 4 elements each
    /// ```
    ///
    /// # Panics
    ///
    /// Only when a heap result cannot be allocated (never for inline tensors): the shapes are
    /// checked by the compiler.
    #[track_caller]
    // One line, so that the strict-mode error quotes one line of it (at most 12 lines).
    #[rustfmt::skip]
    pub fn strict_zip_map<R: Operand<Shape: StaticShape>, U>(&self, rhs: &R, f: impl FnMut(&T, &R::Elem) -> U) -> ZipOutput<T, U, S, M, R> where S: StaticShape + BroadcastsWith<R::Shape> + StrictBroadcast<R::Shape> {
        self.zip_map(rhs, f)
    }

    /// The run-time form of the check (a reported warning value): `Some` with
    /// [`ShapeError::SameElementCount`](crate::ShapeError::SameElementCount) when the shapes
    /// differ, broadcast and have the same number of elements.
    ///
    /// ```
    /// use shaped::{DynConstructors, DynTensor};
    /// let a = DynTensor::<f32>::zeros(&[4, 1]);
    /// assert!(a.same_element_count_warning(&DynTensor::<f32>::zeros(&[4])).is_some());
    /// assert!(a.same_element_count_warning(&DynTensor::<f32>::zeros(&[4, 3])).is_none());
    /// ```
    #[cfg(feature = "alloc")]
    pub fn same_element_count_warning<R: Operand>(&self, other: &R) -> Option<crate::ShapeError> {
        match crate::layout::check_same_element_count(self.shape(), other.tensor().shape()) {
            Err(e @ crate::ShapeError::SameElementCount { .. }) => Some(e),
            _ => None,
        }
    }
}
