//! `generic-array` support (feature `generic-array`): a 1-d static tensor and a `GenericArray`
//! of the same length convert into each other by value (both are the bare array).
//!
//! ```
//! use generic_array::{GenericArray, typenum::U3};
//! use shaped::{shape, Tensor};
//! let g: GenericArray<i32, U3> = GenericArray::from([1, 2, 3]);
//! let t: Tensor<i32, shape![3]> = g.into();
//! assert_eq!(t[[2]], 3);
//! let back: GenericArray<i32, U3> = t.into();
//! assert_eq!(back.as_slice(), &[1, 2, 3]);
//! ```

use generic_array::typenum::Const as Length;
use generic_array::{ArrayLength, GenericArray, IntoArrayLength};

use crate::shape::Const;
use crate::shape::class::Repr;
use crate::tensor::{Inline, TensorBase};

/// A `GenericArray` of length `N` as a 1-d tensor of size `N`.
///
/// ```
/// use generic_array::{GenericArray, typenum::U2};
/// use shaped::{shape, Tensor};
/// let t = Tensor::<f32, shape![2]>::from(GenericArray::<f32, U2>::from([0.5, 1.5]));
/// assert_eq!(t.to_vec(), vec![0.5, 1.5]);
/// ```
impl<T, U, const N: usize, K: Repr> From<GenericArray<T, U>>
    for TensorBase<T, (Const<N, K>,), Inline>
where
    U: ArrayLength,
    Length<N>: IntoArrayLength<ArrayLength = U>,
{
    fn from(array: GenericArray<T, U>) -> Self {
        let array: [T; N] = array.into_array();
        TensorBase::from_array(array)
    }
}

/// A 1-d tensor of size `N` as a `GenericArray` of length `N`.
///
/// ```
/// use generic_array::{GenericArray, typenum::U1};
/// use shaped::{shape, Tensor};
/// let g: GenericArray<u8, U1> = Tensor::<u8, shape![1]>::from_array([7]).into();
/// assert_eq!(g[0], 7);
/// ```
impl<T, U, const N: usize, K: Repr> From<TensorBase<T, (Const<N, K>,), Inline>>
    for GenericArray<T, U>
where
    U: ArrayLength,
    Length<N>: IntoArrayLength<ArrayLength = U>,
{
    fn from(t: TensorBase<T, (Const<N, K>,), Inline>) -> Self {
        GenericArray::from_array(t.into_array())
    }
}
