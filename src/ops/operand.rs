//! [`Operand`]: anything an element-wise operation can read.

use crate::shape::Shape;
use crate::tensor::{Kind, Storage, TensorBase, TensorView};

/// A tensor, or a reference to one, that element-wise operations accept as an argument.
///
/// Implemented for every [`TensorBase`] (owned tensors and views, static and dynamic) and for
/// references to them, so `a + b`, `a + &b` and `&a + b.view()` all work: exactly
/// `TensorBase<T, S, M>`, `&TensorBase<T, S, M>` and `&mut TensorBase<T, S, M>`. Sealed (only
/// this crate implements it); the three impls are not listed, to keep `TensorBase`'s page short.
///
/// ```
/// use shaped::{shape, Tensor, ops::Operand};
/// fn first<O: Operand<Elem = i32>>(o: O) -> i32 { *o.tensor().get([0]).unwrap() }
/// let t: Tensor<i32, shape![2]> = Tensor::from([4, 5]);
/// assert_eq!(first(&t), 4);
/// ```
pub trait Operand: crate::sealed::SealedOperand {
    /// The element type.
    type Elem;
    /// The shape type.
    type Shape: Shape;
    /// The storage kind of the tensor.
    type Storage: Storage<Self::Elem, Self::Shape>;
    /// The owning storage kind of results computed from it.
    type Kind: Kind;
    /// The tensor itself.
    fn tensor(&self) -> &TensorBase<Self::Elem, Self::Shape, Self::Storage>;
    /// A read-only view of the operand.
    #[inline]
    fn as_view(&self) -> TensorView<'_, Self::Elem, Self::Shape, Self::Kind> {
        self.tensor().view_as_kind::<Self::Kind>()
    }
}

/// `Operand` for a tensor type and the references to it.
macro_rules! operand {
    ($($ty:ty),*) => {$(
        #[doc(hidden)]
        impl<T, S: Shape, M: Storage<T, S>> Operand for $ty {
            type Elem = T;
            type Shape = S;
            type Storage = M;
            type Kind = M::Owned;
            #[inline]
            fn tensor(&self) -> &TensorBase<T, S, M> {
                self
            }
        }
    )*};
}

operand!(TensorBase<T, S, M>, &TensorBase<T, S, M>, &mut TensorBase<T, S, M>);
