//! [`DynConstructors`]: `zeros`, `ones` and `full` of a dynamic tensor from run-time sizes.
//!
//! They are trait methods (in scope with the [prelude](crate::prelude)) rather than inherent
//! ones so that the static constructors need no turbofish: with one inherent `zeros` on heap
//! tensors, `let h: HeapTensor<f32, shape![2, 2]> = HeapTensor::zeros();` picks it from the
//! annotation, where two inherent candidates (`zeros()` and `zeros(&dims)`) were ambiguous (E0034).

use num_traits::{One, Zero};

use super::base::TensorBase;
use super::ranges::{LinspaceElement, RangeElement};
use super::storage::Heap;
use crate::shape::DynShape;

mod sealed {
    pub trait Sealed {}
    impl<T> Sealed for super::TensorBase<T, super::DynShape, super::Heap> {}
}

/// Constructors of a [`DynTensor`](crate::DynTensor) from run-time sizes. In scope with the
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

    /// The 1-d range `start, start + step, …` below `end` (PyTorch's
    /// `torch.arange(start, end, step)`); see [`try_arange`](TensorBase::try_arange).
    ///
    /// # Panics
    ///
    /// With the error's text where [`try_arange`](TensorBase::try_arange) fails (a zero step,
    /// a step pointing away from `end`, an infinite bound).
    ///
    /// ```
    /// use shaped::{DynConstructors, DynTensor};
    /// assert_eq!(DynTensor::arange(0, 5, 1).to_vec(), vec![0, 1, 2, 3, 4]);
    /// ```
    fn arange(start: T, end: T, step: T) -> Self
    where
        T: RangeElement;

    /// `steps` evenly spaced values from `start` to `end` (PyTorch's
    /// `torch.linspace(start, end, steps)`); see [`try_linspace`](TensorBase::try_linspace).
    ///
    /// # Panics
    ///
    /// As [`zeros`](Self::zeros).
    ///
    /// ```
    /// use shaped::{DynConstructors, DynTensor};
    /// assert_eq!(DynTensor::linspace(0.0f64, 1.0, 3).to_vec(), vec![0.0, 0.5, 1.0]);
    /// ```
    fn linspace(start: T, end: T, steps: usize) -> Self
    where
        T: LinspaceElement;

    /// The `rows` x `cols` identity (PyTorch's `torch.eye(rows, cols)`); see
    /// [`try_eye`](TensorBase::try_eye).
    ///
    /// # Panics
    ///
    /// As [`zeros`](Self::zeros).
    ///
    /// ```
    /// use shaped::{DynConstructors, DynTensor};
    /// assert_eq!(DynTensor::<f32>::eye(2, 2).to_vec(), vec![1.0, 0.0, 0.0, 1.0]);
    /// ```
    fn eye(rows: usize, cols: usize) -> Self
    where
        T: Zero + One + Clone;
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

    #[track_caller]
    fn arange(start: T, end: T, step: T) -> Self
    where
        T: RangeElement,
    {
        crate::ops::or_panic(Self::try_arange(start, end, step))
    }

    #[track_caller]
    fn linspace(start: T, end: T, steps: usize) -> Self
    where
        T: LinspaceElement,
    {
        crate::ops::or_panic(Self::try_linspace(start, end, steps))
    }

    #[track_caller]
    fn eye(rows: usize, cols: usize) -> Self
    where
        T: Zero + One + Clone,
    {
        crate::ops::or_panic(Self::try_eye(rows, cols))
    }
}
