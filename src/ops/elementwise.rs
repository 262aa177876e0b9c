//! `map`, `zip_map` and in-place `zip_apply`: every element-wise operation runs through these.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

use super::failure::{Failure, fail};
use super::operand::Operand;
use crate::kernel::{
    CAP, Plan, Strided, align_strides, align_strides_into, assign_runs, offset_of,
};
use crate::shape::{ArrayShape, Broadcast, BroadcastInto, Broadcasted, Shape};
use crate::tensor::{Fill, Join, MapFill, OwnedStorage, Storage, StorageMut, TensorBase};

/// The result storage kind of an operation on `A` and `B`.
type Joined<A, B> = <A as Join<B>>::Out;

/// The result (elements `U`) of `zip_map` on a tensor with elements `T`, shape `S` and storage
/// `M`, and an operand `R`.
pub type ZipOutput<T, U, S, M, R> = TensorBase<
    U,
    Broadcasted<S, <R as Operand>::Shape>,
    Joined<<M as Storage<T, S>>::Owned, <R as Operand>::Kind>,
>;

/// Produces `f(a, b)` for each output position; operands are read through aligned strides.
struct ZipFill<'a, A, B, F, St> {
    a: Strided<'a, A>,
    b: Strided<'a, B>,
    sa: St,
    sb: St,
    out: &'a [usize],
    f: F,
}

impl<A, B, U, F: FnMut(&A, &B) -> U, St: AsRef<[isize]>> Fill<U> for ZipFill<'_, A, B, F, St> {
    #[inline]
    fn at(&mut self, i: usize) -> U {
        let x = &self.a.data[offset_of(i, self.out, self.sa.as_ref(), self.a.offset)];
        let y = &self.b.data[offset_of(i, self.out, self.sb.as_ref(), self.b.offset)];
        (self.f)(x, y)
    }
    #[inline]
    fn inline<S: ArrayShape>(mut self) -> S::Array<U> {
        let (a, b) = (self.a.data, self.b.data);
        let base = [self.a.offset as isize, self.b.offset as isize];
        S::array_from_offsets([self.sa.as_ref(), self.sb.as_ref()], base, |[x, y]| {
            (self.f)(&a[x as usize], &b[y as usize])
        })
    }
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<U>) {
        if let Some(plan) = Plan::new(
            self.out,
            [self.sa.as_ref(), self.sb.as_ref()],
            [self.a.offset, self.b.offset],
        ) {
            crate::kernel::zip_runs(&plan, self.a.data, self.b.data, self.f, out);
        }
    }
}

impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// A new tensor of the same shape with `f` applied to every element (row-major result).
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
    /// let doubled = t.map(|x| f64::from(*x) * 2.0);
    /// assert_eq!(doubled.to_vec(), vec![2.0, 4.0, 6.0, 8.0]);
    /// ```
    pub fn map<U>(&self, f: impl FnMut(&T) -> U) -> TensorBase<U, S, M::Owned>
    where
        M::Owned: OwnedStorage<U, S>,
    {
        TensorBase::build(
            self.dims.clone(),
            self.numel(),
            MapFill::new(self.strided(), f),
        )
    }

    /// `f` applied to the pairs of elements of `self` and `rhs` broadcast together.
    ///
    /// The result has the broadcast shape (a type computed by the compiler for static shapes)
    /// and is row-major. Panics, with PyTorch's message, only when run-time sizes (`Dyn`
    /// dimensions or a `DynTensor`) do not broadcast; see [`try_zip_map`](Self::try_zip_map).
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let a: Tensor<i32, shape![4, 1]> = Tensor::from_array([[1], [2], [3], [4]]);
    /// let b: Tensor<i32, shape![3]> = Tensor::from([10, 20, 30]);
    /// let outer: Tensor<i32, shape![4, 3]> = a.zip_map(&b, |x, y| x * y);
    /// assert_eq!(outer.get([3, 2]), Some(&120));
    /// ```
    #[track_caller]
    #[inline]
    pub fn zip_map<R, U>(
        &self,
        rhs: &R,
        f: impl FnMut(&T, &R::Elem) -> U,
    ) -> ZipOutput<T, U, S, M, R>
    where
        R: Operand,
        S: Broadcast<R::Shape>,
        M::Owned: Join<R::Kind>,
        Joined<M::Owned, R::Kind>: OwnedStorage<U, Broadcasted<S, R::Shape>>,
    {
        let rv = rhs.as_view();
        match zip_core::<_, _, _, S, R::Shape, _>(
            self.strided(),
            &self.dims,
            rv.strided(),
            &rv.dims,
            f,
        ) {
            Ok(t) => t,
            Err(failure) => fail(failure, self.shape(), rv.shape()),
        }
    }

    /// [`zip_map`](Self::zip_map) that returns the error instead of panicking.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let a = DynTensor::<i32>::zeros(&[3]);
    /// let b = DynTensor::<i32>::zeros(&[4]);
    /// let err = a.try_zip_map(&b, |x, y| x + y).unwrap_err();
    /// assert_eq!(
    ///     err.to_string(),
    ///     "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 0"
    /// );
    /// ```
    #[cfg(feature = "alloc")]
    pub fn try_zip_map<R, U>(
        &self,
        rhs: &R,
        f: impl FnMut(&T, &R::Elem) -> U,
    ) -> Result<ZipOutput<T, U, S, M, R>, crate::ShapeError>
    where
        R: Operand,
        S: Broadcast<R::Shape>,
        M::Owned: Join<R::Kind>,
        Joined<M::Owned, R::Kind>: OwnedStorage<U, Broadcasted<S, R::Shape>>,
    {
        let rv = rhs.as_view();
        zip_core::<_, _, _, S, R::Shape, _>(self.strided(), &self.dims, rv.strided(), &rv.dims, f)
            .map_err(|failure| failure.error(self.shape(), rv.shape()))
    }
}

/// Broadcasts `a` and `b` and builds the result with storage `J`.
#[inline]
fn zip_core<A, B, U, SA, SB, J>(
    a: Strided<'_, A>,
    a_dims: &SA::Index,
    b: Strided<'_, B>,
    b_dims: &SB::Index,
    f: impl FnMut(&A, &B) -> U,
) -> Result<TensorBase<U, Broadcasted<SA, SB>, J>, Failure>
where
    SA: Broadcast<SB>,
    SB: Shape,
    J: OwnedStorage<U, Broadcasted<SA, SB>>,
{
    let out_dims = SA::broadcast_index(a_dims, b_dims).ok_or(Failure::Broadcast)?;
    let out = out_dims.as_ref();
    let numel = crate::layout::checked_numel(out).ok_or(Failure::Overflow)?;
    if out.len() > CAP {
        return Err(Failure::Broadcast);
    }
    let mut sa = <Broadcasted<SA, SB> as Shape>::zero_strides(&out_dims);
    let mut sb = sa.clone();
    if !(align_strides_into(a.dims, a.strides, sa.as_mut())
        && align_strides_into(b.dims, b.strides, sb.as_mut()))
    {
        return Err(Failure::Broadcast);
    }
    let fill = ZipFill {
        a,
        b,
        sa,
        sb,
        out,
        f,
    };
    let buf = J::build(&out_dims, numel, fill);
    let strides = crate::tensor::row_major::<Broadcasted<SA, SB>>(&out_dims);
    Ok(TensorBase {
        buf,
        dims: out_dims,
        strides,
        offset: 0,
    })
}

impl<T, S: Shape, M: StorageMut<T, S>> TensorBase<T, S, M> {
    /// Calls `f(dest, src)` for every element of `self`, with `src` broadcast to `self`'s shape.
    /// `self` keeps its shape: the compiler requires `R::Shape: BroadcastInto<S>`, and run-time
    /// sizes are checked (panicking with PyTorch's `expand` message; see
    /// [`try_zip_apply`](Self::try_zip_apply)).
    ///
    /// ```
    /// use shaped::{shape, Tensor};
    /// let mut x: Tensor<i32, shape![2, 3]> = Tensor::zeros();
    /// let row: Tensor<i32, shape![3]> = Tensor::from([1, 2, 3]);
    /// x.zip_apply(&row, |d, s| *d += s * 10);
    /// assert_eq!(x.to_vec(), vec![10, 20, 30, 10, 20, 30]);
    /// ```
    #[track_caller]
    pub fn zip_apply<R>(&mut self, src: &R, f: impl FnMut(&mut T, &R::Elem))
    where
        R: Operand,
        R::Shape: BroadcastInto<S>,
    {
        let sv = src.as_view();
        if let Err(failure) = self.apply_core::<_, R::Shape>(sv.strided(), sv.dims(), f) {
            fail(failure, self.shape(), sv.shape())
        }
    }

    /// [`zip_apply`](Self::zip_apply) that returns the error instead of panicking.
    ///
    /// ```
    /// use shaped::DynTensor;
    /// let mut x = DynTensor::<i32>::zeros(&[1, 3, 1]);
    /// let y = DynTensor::<i32>::zeros(&[3, 1, 7]);
    /// assert_eq!(
    ///     x.try_zip_apply(&y, |d, s| *d += s).unwrap_err().to_string(),
    ///     "The expanded size of the tensor (1) must match the existing size (7) at non-singleton \
    ///      dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]"
    /// );
    /// ```
    #[cfg(feature = "alloc")]
    pub fn try_zip_apply<R>(
        &mut self,
        src: &R,
        f: impl FnMut(&mut T, &R::Elem),
    ) -> Result<(), crate::ShapeError>
    where
        R: Operand,
        R::Shape: BroadcastInto<S>,
    {
        let sv = src.as_view();
        self.apply_core::<_, R::Shape>(sv.strided(), sv.dims(), f)
            .map_err(|failure| failure.error(self.shape(), sv.shape()))
    }

    fn apply_core<A, SR>(
        &mut self,
        s: Strided<'_, A>,
        src_dims: &SR::Index,
        f: impl FnMut(&mut T, &A),
    ) -> Result<(), Failure>
    where
        SR: BroadcastInto<S>,
    {
        if !SR::fits(src_dims, &self.dims) {
            return Err(Failure::InPlace);
        }
        let rank = self.rank();
        let (Some(sd), Some(ss)) = (
            align_strides(self.dims.as_ref(), self.strides.as_ref(), rank),
            align_strides(s.dims, s.strides, rank),
        ) else {
            return Err(Failure::InPlace);
        };
        let plan = Plan::new(
            self.dims.as_ref(),
            [&sd[..], &ss[..]],
            [self.offset, s.offset],
        )
        .ok_or(Failure::InPlace)?;
        assign_runs(&plan, M::slice_mut(&mut self.buf), s.data, f);
        Ok(())
    }
}
