//! `cast::<U>()`: a new tensor with every element converted with Rust's `as` (num-traits'
//! [`AsPrimitive`]), the conversion closest to PyTorch's `tensor.to(dtype)`.

use num_traits::AsPrimitive;

use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};

/// **Element-wise**: converting the element type with `cast`.
impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The tensor with every element converted to `U` with `as` (num-traits' [`AsPrimitive`]),
    /// row-major, same shape. As PyTorch's `tensor.to(dtype)`, it never fails:
    ///
    /// - integer to integer wraps (keeps the low bits), as C++'s conversions in PyTorch do;
    /// - float to integer truncates toward zero; values outside the target's range saturate to
    ///   its bounds and NaN gives 0 (PyTorch leaves these undefined; `as` defines them);
    /// - to a float rounds to the nearest representable value; `bool` to a number is 0 or 1.
    ///
    /// `NumCast`, which refuses out-of-range values, would make the conversion fallible, which
    /// `tensor.to` is not.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<f32, shape![4]>::from([-1.7, 2.9, 300.0, f32::NAN]);
    /// assert_eq!(t.cast::<i32>().to_vec(), vec![-1, 2, 300, 0]);
    /// assert_eq!(t.cast::<u8>().to_vec(), vec![0, 2, 255, 0]);
    /// let i = Tensor::<i32, shape![2]>::from([257, -1]);
    /// assert_eq!(i.cast::<u8>().to_vec(), vec![1, 255]);
    /// assert_eq!(i.cast::<f64>().to_vec(), vec![257.0, -1.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// When a heap result cannot be allocated (never for inline tensors).
    #[track_caller]
    #[inline]
    pub fn cast<U>(&self) -> TensorBase<U, S, M::Owned>
    where
        T: AsPrimitive<U>,
        U: Copy + 'static,
    {
        self.map(convert::<T, U>)
    }

    /// [`cast`](Self::cast) that returns the error instead of panicking.
    ///
    /// # Errors
    ///
    /// As [`try_map`](Self::try_map): only when a heap result cannot be allocated.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![1.5f32, -2.5], &[2]).unwrap();
    /// assert_eq!(t.try_cast::<i64>().unwrap().to_vec(), vec![1, -2]);
    /// ```
    #[cfg(feature = "alloc")]
    #[inline]
    pub fn try_cast<U>(&self) -> Result<TensorBase<U, S, M::Owned>, crate::ShapeError>
    where
        T: AsPrimitive<U>,
        U: Copy + 'static,
    {
        self.try_map(convert::<T, U>)
    }
}

#[inline]
fn convert<T: AsPrimitive<U>, U: Copy + 'static>(x: &T) -> U {
    x.as_()
}
