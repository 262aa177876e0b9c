//! `broadcast_tensors`: several tensors as read-only views of their common broadcast shape
//! (PyTorch's `torch.broadcast_tensors`), folded left to right. Nothing is copied: broadcast
//! dimensions have stride 0.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

#[cfg(feature = "alloc")]
use crate::shape::DynShape;
use crate::shape::{Broadcast, BroadcastInto, Broadcasted, Shape, Shown, StaticShape};
#[cfg(feature = "alloc")]
use crate::tensor::DynViews as _;
use crate::tensor::StaticViews as _;
use crate::tensor::{Storage, TensorBase, View};

/// Read-only views of run-time tensors whose owned storage kind is `K`.
#[cfg(feature = "alloc")]
type Views<'a, T, K> = Vec<TensorBase<T, DynShape, View<'a, K>>>;

/// Views of run-time tensors broadcast to their common shape, in order (PyTorch's
/// `torch.broadcast_tensors`). The shapes fold left to right, so an error names the shape
/// accumulated from the earlier tensors as tensor a. No tensors give an empty list.
///
/// ```
/// use shaped::DynTensor;
/// use shaped::DynConstructors;
/// use shaped::ops::broadcast_tensors;
/// let a = DynTensor::from_vec(vec![1, 2], &[2, 1]).unwrap();
/// let b = DynTensor::from_vec(vec![10, 20, 30], &[3]).unwrap();
/// let c = DynTensor::scalar(0);
/// let views = broadcast_tensors(&[&a, &b, &c]).unwrap();
/// assert_eq!(views.len(), 3);
/// assert_eq!(views[0].to_vec(), vec![1, 1, 1, 2, 2, 2]);
/// assert_eq!(views[1].stride(), &[0, 1]);
/// assert_eq!(views[2].shape(), &[2, 3]);
/// let d = DynTensor::<i32>::zeros(&[2]);
/// assert_eq!(
///     broadcast_tensors(&[&a, &b, &d]).unwrap_err().to_string(),
///     "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"
/// );
/// ```
///
/// # Errors
///
/// PyTorch's broadcast error ([`ShapeError::BroadcastMismatch`](crate::ShapeError)) when the
/// shapes do not broadcast; an overflow error when the common shape has too many elements.
#[cfg(feature = "alloc")]
pub fn broadcast_tensors<'a, T, M>(
    tensors: &[&'a TensorBase<T, DynShape, M>],
) -> Result<Views<'a, T, M::Owned>, crate::ShapeError>
where
    M: Storage<T, DynShape>,
{
    let shapes: Vec<&[usize]> = tensors.iter().map(|t| t.shape()).collect();
    let common = crate::layout::broadcast_shapes(&shapes)?;
    // Every size of a broadcast shape that exists fits `isize` (its element count does).
    let sizes: Vec<isize> = common.iter().map(|&n| n as isize).collect();
    tensors.iter().map(|t| t.try_broadcast_to(&sizes)).collect()
}

/// Tuples of static tensors broadcast to their common shape as views (PyTorch's
/// `torch.broadcast_tensors`): the common shape is the left-to-right fold of [`Broadcast`], a
/// type, so an illegal tuple does not compile. Implemented for tuples of 2 to 6 references.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::ops::BroadcastTensors;
/// let a = Tensor::<i32, shape![2, 1]>::from_array([[1], [2]]);
/// let b = Tensor::<i32, shape![3]>::from([10, 20, 30]);
/// let c = Tensor::<f32, shape![]>::from_array(0.5);
/// let (va, vb, vc) = (&a, &b, &c).broadcast_tensors();
/// let _: TensorView<'_, i32, shape![2, 3]> = va;
/// assert_eq!(vb.to_vec(), vec![10, 20, 30, 10, 20, 30]);
/// assert_eq!(vc.shape(), &[2, 3]);
/// ```
pub trait BroadcastTensors: crate::sealed::SealedTuple + Sized {
    /// The views of every tensor in the tuple, broadcast to the common shape.
    #[inline]
    fn broadcast_tensors(self) -> <Self as BroadcastTuple>::Output
    where
        Self: BroadcastTuple,
    {
        self.views()
    }
}

/// A tuple of static tensors whose shapes broadcast together: the views of
/// [`BroadcastTensors::broadcast_tensors`]. One impl, for every tuple that [`TupleViews`]
/// implements, so that rustc has no list of impls to append to an error.
#[doc(hidden)]
pub trait BroadcastTuple {
    /// The tuple of views.
    type Output;
    /// The views of every tensor in the tuple, broadcast to the common shape.
    fn views(self) -> Self::Output;
}

/// The shapes of a tuple of references to tensors, as compiler messages show them.
#[doc(hidden)]
pub trait ShapesOf {
    /// The tuple of shown shapes.
    type Shown;
}

impl<X: TupleViews + ShapesOf> BroadcastTuple for X {
    type Output = X::Views;
    #[inline]
    fn views(self) -> X::Views {
        self.tuple_views()
    }
}

/// The views of a tuple of 2 to 6 references to static tensors whose shapes broadcast together.
#[diagnostic::on_unimplemented(
    message = "cannot broadcast the shapes `{X}` together",
    label = "the shapes, folded left to right, do not broadcast",
    note = "`broadcast_tensors` takes 2 to 6 references to static tensors whose shapes broadcast; `Broadcasted<A, B>` names the shape of two"
)]
#[doc(hidden)]
pub trait TupleViews<X = <Self as ShapesOf>::Shown> {
    /// The tuple of views.
    type Views;
    /// The views of every tensor in the tuple, broadcast to the common shape.
    fn tuple_views(self) -> Self::Views;
}

/// One tuple arity: the element, shape and storage parameters with the tuple index of each, the
/// common shape (the left-to-right fold of `Broadcasted`) and the `Broadcast` bounds of the
/// fold. `BroadcastTensors` and `ShapesOf` hold for every tuple of tensors of the arity, whatever
/// their shapes, so that an illegal tuple is reported by `TupleViews` (the method's bound) rather
/// than as a method that "exists but whose trait bounds were not satisfied".
macro_rules! broadcast_tensors_tuple {
    (
        [$($T:ident $S:ident $M:ident $i:tt),+],
        $common:ty,
        [$($fold:ty : $next:ident),+]
    ) => {
        impl<'a, $($T, $S: Shape, $M: Storage<$T, $S>),+> BroadcastTensors
            for ($(&'a TensorBase<$T, $S, $M>,)+)
        {
        }

        impl<'a, $($T, $S: Shape, $M: Storage<$T, $S>),+> ShapesOf
            for ($(&'a TensorBase<$T, $S, $M>,)+)
        {
            type Shown = ($(Shown<$S>,)+);
        }

        #[diagnostic::do_not_recommend]
        impl<'a, $($T, $S, $M),+, X> TupleViews<X> for ($(&'a TensorBase<$T, $S, $M>,)+)
        where
            $($fold: Broadcast<$next>,)+
            $($S: StaticShape + BroadcastInto<$common>, $M: Storage<$T, $S>,)+
            $common: StaticShape,
        {
            #[allow(clippy::type_complexity)]
            type Views = ($(TensorBase<$T, $common, View<'a, $M::Owned>>,)+);
            #[inline]
            fn tuple_views(self) -> Self::Views {
                ($(self.$i.expand::<$common>(),)+)
            }
        }
    };
}

type F2<S1, S2> = Broadcasted<S1, S2>;
type F3<S1, S2, S3> = Broadcasted<F2<S1, S2>, S3>;
type F4<S1, S2, S3, S4> = Broadcasted<F3<S1, S2, S3>, S4>;
type F5<S1, S2, S3, S4, S5> = Broadcasted<F4<S1, S2, S3, S4>, S5>;
type F6<S1, S2, S3, S4, S5, S6> = Broadcasted<F5<S1, S2, S3, S4, S5>, S6>;

broadcast_tensors_tuple!([T1 S1 M1 0, T2 S2 M2 1], F2<S1, S2>, [S1: S2]);
broadcast_tensors_tuple!(
    [T1 S1 M1 0, T2 S2 M2 1, T3 S3 M3 2],
    F3<S1, S2, S3>,
    [S1: S2, F2<S1, S2>: S3]
);
broadcast_tensors_tuple!(
    [T1 S1 M1 0, T2 S2 M2 1, T3 S3 M3 2, T4 S4 M4 3],
    F4<S1, S2, S3, S4>,
    [S1: S2, F2<S1, S2>: S3, F3<S1, S2, S3>: S4]
);
broadcast_tensors_tuple!(
    [T1 S1 M1 0, T2 S2 M2 1, T3 S3 M3 2, T4 S4 M4 3, T5 S5 M5 4],
    F5<S1, S2, S3, S4, S5>,
    [S1: S2, F2<S1, S2>: S3, F3<S1, S2, S3>: S4, F4<S1, S2, S3, S4>: S5]
);
broadcast_tensors_tuple!(
    [T1 S1 M1 0, T2 S2 M2 1, T3 S3 M3 2, T4 S4 M4 3, T5 S5 M5 4, T6 S6 M6 5],
    F6<S1, S2, S3, S4, S5, S6>,
    [S1: S2, F2<S1, S2>: S3, F3<S1, S2, S3>: S4, F4<S1, S2, S3, S4>: S5, F5<S1, S2, S3, S4, S5>: S6]
);
