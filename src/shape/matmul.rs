//! [`MatMul`]: the shape of `torch.matmul(a, b)` as a type, with the inner sizes checked by trait
//! solving. Implemented per rank pair (1 to 6 each) by `tools/gen_matmul.py`
//! (`gen/matmul_impls.rs`); an illegal pair does not compile and the message names both shapes.

use super::class::{Digits, Repr};
use super::dim::{Const, Dim, Dyn};
use super::shown::Shown;
use super::traits::Shape;

/// Multiplying a tensor of shape `Self` by one of shape `Rhs` (`torch.matmul` rules) gives
/// [`MatMul::Output`]: 1-d · 1-d is a dot product (0-d result); 2-d · 2-d a matrix product; a
/// 1-d left operand is a row and a 1-d right operand a column, the added dim removed from the
/// result; N-d operands are batches of matrices whose batch dims broadcast.
///
/// The inner sizes must be equal (or one of them `Dyn`, checked at run time); a
/// [`DynShape`](crate::DynShape) operand makes the output a `DynShape`.
///
/// ```
/// use shaped::{shape, StaticShape, shape::MatMul};
/// type Rot = <shape![8, 3] as MatMul<shape![3, 3]>>::Output;
/// assert_eq!(<Rot as StaticShape>::DIMS, [8, 3]);
/// type Batched = <shape![5, 1, 2, 3] as MatMul<shape![4, 3, 7]>>::Output;
/// assert_eq!(<Batched as StaticShape>::DIMS, [5, 4, 2, 7]);
/// type Dot = <shape![3] as MatMul<shape![3]>>::Output;
/// assert_eq!(<Dot as StaticShape>::DIMS, [0usize; 0]);
/// ```
///
/// ```compile_fail,E0277
/// use shaped::{shape, shape::MatMul};
/// fn product<A: MatMul<B>, B: shaped::Shape>() {}
/// product::<shape![2, 3], shape![4, 5]>();
/// ```
#[diagnostic::on_unimplemented(
    message = "cannot multiply a matrix of shape `{X}` by one of shape `{Y}`",
    label = "the inner sizes differ, the batch dims do not broadcast, or an operand is 0-d",
    note = "matmul needs the last size of the left operand to equal the second-to-last size of the right one (the only size of a 1-d operand)"
)]
pub trait MatMul<Rhs: Shape, X = Shown<Self>, Y = Shown<Rhs>>: Shape {
    /// The shape of the product.
    type Output: Shape;
}

/// The inner sizes of a matrix product agree: equal static sizes, or a `Dyn` size on either
/// side (checked at run time).
///
/// ```
/// use shaped::{Const, Dyn, shape::SameInner};
/// fn agree<A: SameInner<B>, B>() {}
/// agree::<Const<3>, Const<3>>();
/// agree::<Dyn, Const<3>>();
/// ```
#[diagnostic::on_unimplemented(
    message = "the inner sizes `{Self}` and `{B}` of a matrix product differ"
)]
pub trait SameInner<B> {}

// Equal dimension types (every size, so code generic over `const N` multiplies by `Const<N>`
// without a bound), a size with and without its digits (`Const<3000>` and `shape![3000]`), and
// `Dyn` against a static size.
impl<D: Dim> SameInner<D> for D {}
impl<const N: usize, const D0: usize, const D1: usize, const D2: usize, const D3: usize>
    SameInner<Const<N, Digits<D0, D1, D2, D3>>> for Const<N>
{
}
impl<const N: usize, const D0: usize, const D1: usize, const D2: usize, const D3: usize>
    SameInner<Const<N>> for Const<N, Digits<D0, D1, D2, D3>>
{
}
impl<const N: usize, K: Repr> SameInner<Dyn> for Const<N, K> {}
impl<const N: usize, K: Repr> SameInner<Const<N, K>> for Dyn {}

/// Appending the dims `X` (a tuple of 0 to 2 dims) to a tuple shape: how a matrix product
/// puts its matrix dims after the broadcast batch dims.
///
/// ```
/// use shaped::{shape, StaticShape, shape::Append};
/// type S = <shape![5, 4] as Append<shape![2, 7]>>::Output;
/// assert_eq!(<S as StaticShape>::DIMS, [5, 4, 2, 7]);
/// ```
pub trait Append<X> {
    /// The joined shape.
    type Output: Shape;
}
