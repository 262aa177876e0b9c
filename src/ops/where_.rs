//! `where_(cond, x, y)`: elements of `x` where `cond` is true and of `y` elsewhere, the three
//! operands broadcast together (folded left to right: `cond`, then `x`, then `y`, as PyTorch's
//! `torch.where`).

use super::nary::Zip3Output;
use super::operand::Operand;
use crate::shape::{BcShape, BroadcastsWith};

/// The result of [`where_`]: elements of `X`, the folded broadcast shape of the three operands.
pub type WhereOutput<C, X, Y> =
    Zip3Output<bool, <X as Operand>::Elem, <C as Operand>::Shape, <C as Operand>::Storage, X, Y>;

#[inline]
fn pick<T: Clone>(c: &bool, x: &T, y: &T) -> T {
    if *c { x.clone() } else { y.clone() }
}

/// `x` where `cond` is true, `y` elsewhere, with the three broadcast together (PyTorch's
/// `torch.where(cond, x, y)`). Static shapes: the result shape is a type and an illegal triple
/// does not compile.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::ops::where_;
/// let x = Tensor::<f32, shape![2, 3]>::from_fn(|i| i as f32);
/// let mask = x.gt(&Tensor::<f32, shape![]>::from_array(2.0));
/// let zero = Tensor::<f32, shape![]>::from_array(0.0);
/// let r: Tensor<f32, shape![2, 3]> = where_(&mask, &x, &zero);
/// assert_eq!(r.to_vec(), vec![0.0, 0.0, 0.0, 3.0, 4.0, 5.0]);
/// ```
///
/// # Panics
///
/// When run-time sizes do not broadcast (PyTorch's text; see [`try_where`]), or a heap result
/// cannot be allocated.
#[track_caller]
#[inline]
pub fn where_<C, X, Y>(cond: &C, x: &X, y: &Y) -> WhereOutput<C, X, Y>
where
    C: Operand<Elem = bool>,
    X: Operand,
    X::Elem: Clone,
    Y: Operand<Elem = X::Elem>,
    C::Shape: BroadcastsWith<X::Shape>,
    BcShape<C::Shape, X::Shape>: BroadcastsWith<Y::Shape>,
{
    cond.tensor().zip_map3(x, y, pick::<X::Elem>)
}

/// [`where_`] that returns the error instead of panicking.
///
/// ```
/// use shaped::DynTensor;
/// use shaped::ops::try_where;
/// let cond = DynTensor::from_vec(vec![true, false], &[2, 1]).unwrap();
/// let x = DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
/// let y = DynTensor::from_vec(vec![-1, -2], &[2]).unwrap();
/// // cond [2, 1] and x [3] give [2, 3], which meets y [2]:
/// assert_eq!(
///     try_where(&cond, &x, &y).unwrap_err().to_string(),
///     "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"
/// );
/// let y = DynTensor::scalar(0);
/// assert_eq!(try_where(&cond, &x, &y).unwrap().to_vec(), vec![1, 2, 3, 0, 0, 0]);
/// ```
///
/// # Errors
///
/// PyTorch's broadcast error when run-time sizes do not broadcast (the accumulated shape of the
/// earlier operands is tensor a); an overflow or allocation error when the result is too large.
#[cfg(feature = "alloc")]
pub fn try_where<C, X, Y>(cond: &C, x: &X, y: &Y) -> Result<WhereOutput<C, X, Y>, crate::ShapeError>
where
    C: Operand<Elem = bool>,
    X: Operand,
    X::Elem: Clone,
    Y: Operand<Elem = X::Elem>,
    C::Shape: BroadcastsWith<X::Shape>,
    BcShape<C::Shape, X::Shape>: BroadcastsWith<Y::Shape>,
{
    cond.tensor().try_zip_map3(x, y, pick::<X::Elem>)
}
