//! Three operands broadcast together: [`zip_map3`](TensorBase::zip_map3) and its `try_` form,
//! the base of `where_` and `clamp` with tensor bounds.
//!
//! The shapes fold left to right ([broadcasting](crate::manual::broadcasting)): `a` and `b`
//! broadcast first, and their result is "tensor a" against `c`. For static shapes the fold is
//! two [`Broadcast`] bounds, so an illegal triple does not compile; three owned inline tensors
//! run the shapes' own loops, and everything else the shared three-operand strided kernel.

use super::elementwise::Joined;
use super::failure::Failure;
use super::operand::Operand;
use crate::shape::{BcShape, BroadcastsWith, Shape};
use crate::tensor::{Build, Fresh, Storage, TensorBase};

/// The broadcast shape of three shapes, folded left to right: `(A ⊕ B) ⊕ C`.
///
/// ```
/// use shaped::{shape, ops::Broadcasted3, StaticShape};
/// assert_eq!(<Broadcasted3<shape![5, 1], shape![1, 6], shape![6]> as StaticShape>::DIMS, [5, 6]);
/// ```
pub type Broadcasted3<A, B, C> = BcShape<BcShape<A, B>, C>;

/// The result (elements `U`) of [`zip_map3`](TensorBase::zip_map3) on a tensor with elements
/// `T`, shape `S` and storage `M` and the operands `R1`, `R2`: the folded broadcast shape,
/// inline when all three are owned inline tensors.
pub type Zip3Output<T, U, S, M, R1, R2> = TensorBase<
    U,
    Broadcasted3<S, <R1 as Operand>::Shape, <R2 as Operand>::Shape>,
    Joined<Joined<<M as Storage<T, S>>::Owned, <R1 as Operand>::Kind>, <R2 as Operand>::Kind>,
>;

/// The error for a failed three-operand operation on operands of sizes `a`, `b`, `c`.
#[cfg(feature = "alloc")]
pub(crate) fn error3(failure: Failure, a: &[usize], b: &[usize], c: &[usize]) -> crate::ShapeError {
    use crate::ShapeError;
    match failure {
        Failure::Alloc { bytes } => ShapeError::OutOfMemory { bytes },
        Failure::ZeroDivision => ShapeError::ZeroDivision,
        _ => match crate::layout::broadcast_shapes(&[a, b, c]) {
            Err(e) => e,
            Ok(shape) => ShapeError::Overflow { shape },
        },
    }
}

/// Panics with the error for a failed three-operand operation.
#[track_caller]
pub(crate) fn fail3(failure: Failure, a: &[usize], b: &[usize], c: &[usize]) -> ! {
    #[cfg(feature = "alloc")]
    {
        panic!("{}", error3(failure, a, b, c))
    }
    #[cfg(not(feature = "alloc"))]
    {
        // Without an allocator every shape is fully static and checked by the compiler.
        panic!("{failure:?}: shapes {a:?}, {b:?} and {c:?}")
    }
}

/// **Element-wise** over three operands broadcast together: `zip_map3`.
impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// `f` applied to the triples of elements of `self`, `b` and `c` broadcast together.
    ///
    /// The shapes fold left to right (`(self ⊕ b) ⊕ c`, see
    /// [broadcasting](crate::manual::broadcasting)); the result has the
    /// broadcast shape (a type for static shapes, where an illegal triple does not compile) and
    /// is row-major. Three owned inline tensors run nested loops with constant trip counts (the
    /// first two operands' elements are cloned into a temporary array of pairs, hence
    /// `T: Clone` and `B::Elem: Clone`); everything else runs the strided kernel.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let x = Tensor::<f32, shape![2, 1]>::from_array([[1.0], [2.0]]);
    /// let y = Tensor::<f32, shape![3]>::from([10.0, 20.0, 30.0]);
    /// let w = Tensor::<f32, shape![]>::from_array(0.5);
    /// let r: Tensor<f32, shape![2, 3]> = x.zip_map3(&y, &w, |a, b, c| (a + b) * c);
    /// assert_eq!(r.to_vec(), vec![5.5, 10.5, 15.5, 6.0, 11.0, 16.0]);
    /// ```
    ///
    /// # Panics
    ///
    /// When run-time sizes do not broadcast (PyTorch's text, the accumulated shape of `self`
    /// and `b` as tensor a), or a heap result cannot be allocated; see
    /// [`try_zip_map3`](Self::try_zip_map3).
    #[track_caller]
    #[inline]
    pub fn zip_map3<R1, R2, U>(
        &self,
        b: &R1,
        c: &R2,
        f: impl FnMut(&T, &R1::Elem, &R2::Elem) -> U,
    ) -> Zip3Output<T, U, S, M, R1, R2>
    where
        T: Clone,
        R1: Operand,
        R1::Elem: Clone,
        R2: Operand,
        S: BroadcastsWith<R1::Shape>,
        BcShape<S, R1::Shape>: BroadcastsWith<R2::Shape>,
    {
        self.zip_map3_with::<R1, R2, U, Fresh>(b, c, f)
    }

    /// [`zip_map3`](Self::zip_map3) with inline results built the way `Bd` says (`Filled` for
    /// `clamp_tensor`, whose element function has no side effects and gives `Copy` values).
    #[track_caller]
    #[inline]
    pub(crate) fn zip_map3_with<R1, R2, U, Bd: Build<U>>(
        &self,
        b: &R1,
        c: &R2,
        f: impl FnMut(&T, &R1::Elem, &R2::Elem) -> U,
    ) -> Zip3Output<T, U, S, M, R1, R2>
    where
        T: Clone,
        R1: Operand,
        R1::Elem: Clone,
        R2: Operand,
        S: BroadcastsWith<R1::Shape>,
        BcShape<S, R1::Shape>: BroadcastsWith<R2::Shape>,
    {
        let (bt, ct) = (b.tensor(), c.tensor());
        match self.zip3_core::<R1, R2, U, Bd>(b, c, f) {
            Ok(out) => out,
            Err(failure) => fail3(failure, self.shape(), bt.shape(), ct.shape()),
        }
    }

    /// [`zip_map3`](Self::zip_map3) that returns the error instead of panicking.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// use shaped::DynConstructors;
    /// let a = DynTensor::<i32>::zeros(&[4, 1]);
    /// let b = DynTensor::<i32>::zeros(&[3]);
    /// let c = DynTensor::<i32>::zeros(&[4, 2]);
    /// // [4, 1] and [3] broadcast to [4, 3], which meets [4, 2]:
    /// assert_eq!(
    ///     a.try_zip_map3(&b, &c, |x, y, z| x + y + z).unwrap_err().to_string(),
    ///     "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"
    /// );
    /// ```
    ///
    /// # Errors
    ///
    /// PyTorch's broadcast error when run-time sizes do not broadcast; an overflow error when
    /// the result has too many elements; an allocation error when it cannot be allocated.
    #[cfg(feature = "alloc")]
    pub fn try_zip_map3<R1, R2, U>(
        &self,
        b: &R1,
        c: &R2,
        f: impl FnMut(&T, &R1::Elem, &R2::Elem) -> U,
    ) -> Result<Zip3Output<T, U, S, M, R1, R2>, crate::ShapeError>
    where
        T: Clone,
        R1: Operand,
        R1::Elem: Clone,
        R2: Operand,
        S: BroadcastsWith<R1::Shape>,
        BcShape<S, R1::Shape>: BroadcastsWith<R2::Shape>,
    {
        let (bt, ct) = (b.tensor(), c.tensor());
        self.zip3_core::<R1, R2, U, Fresh>(b, c, f)
            .map_err(|failure| error3(failure, self.shape(), bt.shape(), ct.shape()))
    }

    #[inline]
    fn zip3_core<R1, R2, U, Bd: Build<U>>(
        &self,
        b: &R1,
        c: &R2,
        f: impl FnMut(&T, &R1::Elem, &R2::Elem) -> U,
    ) -> Result<Zip3Output<T, U, S, M, R1, R2>, Failure>
    where
        T: Clone,
        R1: Operand,
        R1::Elem: Clone,
        R2: Operand,
        S: BroadcastsWith<R1::Shape>,
        BcShape<S, R1::Shape>: BroadcastsWith<R2::Shape>,
    {
        let (bt, ct) = (b.tensor(), c.tensor());
        M::zip3::<
            Joined<Joined<M::Owned, R1::Kind>, R2::Kind>,
            R1::Elem,
            R2::Elem,
            U,
            R1::Shape,
            R1::Storage,
            R2::Shape,
            R2::Storage,
            Bd,
        >(&self.buf, &bt.buf, &ct.buf, f)
        .map(TensorBase::from_buf)
    }
}
