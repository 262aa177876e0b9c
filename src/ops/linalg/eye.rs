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

/// **Creating** the identity of symbolic sizes.
#[cfg(all(feature = "alloc", target_has_atomic = "ptr"))]
impl<T: Zero + One, S: crate::shape::TupleShape + SquareShape> TensorBase<T, S, Heap> {
    /// The identity matrix (each matrix of a batch the identity) of the sizes `sizes`, which
    /// may be symbolic ([`Sym`](crate::shape::Sym)): the matrices' two sizes are the same type,
    /// so the result is square by construction.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// shaped::brand!(struct state;);
    /// let n = SymSize::<state>::bind(3)?;
    /// let i = HeapTensor::<f64, (Sym<state>, Sym<state>)>::eye_sym((n, n));
    /// assert_eq!(i.to_vec(), vec![1.0, 0.0, 0.0, 0.0, 1.0, 0.0, 0.0, 0.0, 1.0]);
    /// # Ok::<(), shaped::ShapeError>(())
    /// ```
    ///
    /// # Panics
    ///
    /// Where [`try_eye_sym`](Self::try_eye_sym) fails.
    #[track_caller]
    pub fn eye_sym<Z: crate::shape::SizesFor<S, F>, F>(sizes: Z) -> Self {
        crate::ops::or_panic(Self::try_eye_sym(sizes))
    }

    /// [`eye_sym`](Self::eye_sym) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::Overflow`](crate::ShapeError::Overflow) when the sizes multiply past
    /// `isize::MAX`, [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when the
    /// allocator refuses the buffer.
    pub fn try_eye_sym<Z: crate::shape::SizesFor<S, F>, F>(
        sizes: Z,
    ) -> Result<Self, crate::ShapeError> {
        let mut t = Self::try_from_fn_sym(sizes, |_| T::zero())?;
        let (rows, cols) = match t.shape() {
            [.., r, c] => (*r, *c),
            _ => (0, 0),
        };
        fill_eye(crate::ops::reduce::build::elements_mut(&mut t), rows, cols);
        Ok(t)
    }
}
