//! [`DynConstructors`]: `zeros`, `ones` and `full` of a dynamic tensor from run-time sizes.
//!
//! They are trait methods (in the [prelude](crate::prelude)) rather than inherent ones so that
//! the static constructors need no turbofish: with one inherent `zeros` on heap tensors,
//! `let h: HeapTensor<f32, shape![2, 2]> = HeapTensor::zeros();` picks it from the annotation,
//! where two inherent candidates (`zeros()` and `zeros(&dims)`) were ambiguous (E0034).

use num_traits::{One, Zero};

use super::base::TensorBase;
use super::storage::Heap;
use crate::shape::DynShape;

mod sealed {
    pub trait Sealed {}
    impl<T> Sealed for super::TensorBase<T, super::DynShape, super::Heap> {}
}

/// Constructors of a [`DynTensor`](crate::DynTensor) from run-time sizes. In the
/// [prelude](crate::prelude); sealed (only `DynTensor` implements it).
///
/// ```
/// use shaped::{DynConstructors, DynTensor, HeapTensor, shape};
/// let d = DynTensor::<f64>::zeros(&[2, 3]);
/// assert_eq!(d.shape(), &[2, 3]);
/// // A static heap tensor's constructor needs no turbofish: the annotation picks it.
/// let h: HeapTensor<f32, shape![2, 2]> = HeapTensor::zeros();
/// assert_eq!(h.to_vec(), vec![0.0; 4]);
/// ```
pub trait DynConstructors<T>: sealed::Sealed + Sized {
    /// A dynamic tensor of zeros with sizes `dims`; see
    /// [`try_zeros`](TensorBase::try_zeros) for the error form.
    ///
    /// # Panics
    ///
    /// With the [`ShapeError`](crate::ShapeError) text wherever
    /// [`try_from_shape_fn`](TensorBase::try_from_shape_fn) fails: too many dimensions, an
    /// element count beyond `isize::MAX`, or a buffer the allocator refuses
    /// (`DefaultCPUAllocator: can't allocate memory: ...`).
    ///
    /// ```
    /// use shaped::{DynConstructors, DynTensor};
    /// let t = DynTensor::<f64>::zeros(&[2, 3]);
    /// assert_eq!(t.to_vec(), vec![0.0; 6]);
    /// ```
    fn zeros(dims: &[usize]) -> Self
    where
        T: Zero;

    /// A dynamic tensor of ones with sizes `dims`.
    ///
    /// # Panics
    ///
    /// As [`zeros`](Self::zeros).
    ///
    /// ```
    /// use shaped::{DynConstructors, DynTensor};
    /// assert_eq!(DynTensor::<i32>::ones(&[2]).to_vec(), vec![1, 1]);
    /// ```
    fn ones(dims: &[usize]) -> Self
    where
        T: One;

    /// A dynamic tensor with every element `value`.
    ///
    /// # Panics
    ///
    /// As [`zeros`](Self::zeros).
    ///
    /// ```
    /// use shaped::{DynConstructors, DynTensor};
    /// assert_eq!(DynTensor::full(&[2, 1], 7u8).to_vec(), vec![7, 7]);
    /// ```
    fn full(dims: &[usize], value: T) -> Self
    where
        T: Clone;
}

impl<T> DynConstructors<T> for TensorBase<T, DynShape, Heap> {
    #[track_caller]
    fn zeros(dims: &[usize]) -> Self
    where
        T: Zero,
    {
        crate::ops::or_panic(Self::try_zeros(dims))
    }

    #[track_caller]
    fn ones(dims: &[usize]) -> Self
    where
        T: One,
    {
        crate::ops::or_panic(Self::try_from_shape_fn(dims, |_| T::one()))
    }

    #[track_caller]
    fn full(dims: &[usize], value: T) -> Self
    where
        T: Clone,
    {
        crate::ops::or_panic(Self::try_from_shape_fn(dims, |_| value.clone()))
    }
}
