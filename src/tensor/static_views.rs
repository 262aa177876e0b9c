//! Views of tensors with tuple shapes: the shape changes in the type and its legality is checked
//! by the compiler (axes in range, squeezed dimension of size 1, expand target reachable by
//! broadcasting, equal element counts for `view_shape`/`reshape`).

use super::CopyFill;
use super::base::TensorBase;
use super::buffers::{ViewBuf, ViewMutBuf};
use super::storage::{Kind, Storage, StorageMut, View, ViewMut};
use crate::layout::{
    expand_strides_into, moved_offset, remove_dim_into, transpose_into, unsqueeze_into,
};
use crate::shape::{
    BroadcastInto, Flatten, Matrix, NarrowTo, ReshapeTo, Shape, Squeeze, StaticShape, SwapAxes,
    TupleShape, Unsqueeze,
};

/// A view when the memory allows it, a row-major copy otherwise (the result of `reshape` and
/// `contiguous`). Both sides have the same shape type.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::tensor::ViewOrCopy;
/// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
/// assert!(matches!(t.reshape::<shape![3, 2]>(), ViewOrCopy::View(_)));
/// let tt = t.transpose::<0, 1>();
/// assert!(matches!(tt.reshape::<shape![6]>(), ViewOrCopy::Copy(_)));
/// ```
#[derive(Debug)]
pub enum ViewOrCopy<'a, T: 'a, S: Shape, K: Kind> {
    /// The data seen through a new layout, no copy.
    View(TensorBase<T, S, View<'a, K>>),
    /// A row-major copy.
    Copy(TensorBase<T, S, K>),
}

impl<'a, T: 'a, S: Shape, K: Kind> ViewOrCopy<'a, T, S, K> {
    /// A read-only view of either side.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 2]>::from_fn(|i| i as i32);
    /// let tt = t.transpose::<0, 1>(); // a view borrowing t
    /// let r = tt.reshape::<shape![4]>();
    /// assert_eq!(r.view().to_vec(), vec![0, 2, 1, 3]);
    /// ```
    pub fn view(&self) -> TensorBase<T, S, View<'_, K>> {
        match self {
            ViewOrCopy::View(v) => TensorBase::from_buf(v.buf.clone()),
            ViewOrCopy::Copy(c) => c.view(),
        }
    }

    /// Whether no copy was made.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 2]>::zeros();
    /// assert!(t.contiguous().is_view());
    /// ```
    pub fn is_view(&self) -> bool {
        matches!(self, ViewOrCopy::View(_))
    }
}

/// The view `narrow` returns: shape `S` with axis `AXIS` of length `LEN`, storage `V`.
pub type Narrowed<T, S, const AXIS: usize, const LEN: usize, V> =
    TensorBase<T, <S as NarrowTo<AXIS, LEN>>::Output, V>;

/// A view layout of the tuple shape `S2` computed by `relayout(dims, strides, new_dims,
/// new_strides)` (a function of `layout/`; the types guarantee its arguments are valid).
#[inline]
fn relayout<S2: TupleShape>(
    dims: &[usize],
    strides: &[isize],
    relayout: impl FnOnce(&[usize], &[isize], &mut [usize], &mut [isize]) -> bool,
) -> (S2::Index, S2::Strides) {
    let mut new_dims = S2::index_with(|_| 0);
    let mut new_strides = S2::strides_with(|_| 0);
    let done = relayout(dims, strides, new_dims.as_mut(), new_strides.as_mut());
    debug_assert!(done, "a static view's layout is valid by type");
    (new_dims, new_strides)
}

impl<T, S: TupleShape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// A view of the same elements with another layout.
    #[inline]
    fn relaid<S2: TupleShape>(
        &self,
        (dims, strides): (S2::Index, S2::Strides),
        offset: usize,
    ) -> TensorBase<T, S2, View<'_, M::Owned>> {
        TensorBase::from_buf(ViewBuf::new(M::data(&self.buf), dims, strides, offset))
    }

    /// The view with axes `A` and `B` swapped; the shape type is swapped too
    /// (`[3, 4]` → `[4, 3]`). Out-of-range axes do not compile.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![3, 4]>::from_fn(|i| i as i32);
    /// let tt: TensorView<'_, i32, shape![4, 3]> = t.transpose::<0, 1>();
    /// assert_eq!(tt.stride(), &[1, 4]);
    /// assert_eq!(tt.get([3, 2]), Some(&11));
    /// ```
    pub fn transpose<const A: usize, const B: usize>(
        &self,
    ) -> TensorBase<T, <S as SwapAxes<A, B>>::Output, View<'_, M::Owned>>
    where
        S: SwapAxes<A, B>,
    {
        let layout = relayout::<S::Output>(self.shape(), self.stride(), |d, s, nd, ns| {
            transpose_into(d, s, A, B, nd, ns)
        });
        self.relaid(layout, self.storage_offset())
    }

    /// The transpose of a matrix (`transpose::<0, 1>()`).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![3, 4]>::zeros();
    /// assert_eq!(t.t().stride(), &[1, 4]);
    /// assert!(!t.t().is_contiguous());
    /// ```
    pub fn t(&self) -> TensorBase<T, <S as SwapAxes<0, 1>>::Output, View<'_, M::Owned>>
    where
        S: Matrix + SwapAxes<0, 1>,
    {
        self.transpose::<0, 1>()
    }

    /// The view with a new size-1 dimension at `D` (NumPy's `newaxis`); `D` may be the rank.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = Tensor::<i32, shape![4]>::from([0, 10, 20, 30]);
    /// let b = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    /// let outer: Tensor<i32, shape![4, 3]> = a.unsqueeze::<1>() + &b;
    /// assert_eq!(outer.get([2, 1]), Some(&22));
    /// ```
    pub fn unsqueeze<const D: usize>(
        &self,
    ) -> TensorBase<T, <S as Unsqueeze<D>>::Output, View<'_, M::Owned>>
    where
        S: Unsqueeze<D>,
    {
        let layout = relayout::<S::Output>(self.shape(), self.stride(), |d, s, nd, ns| {
            unsqueeze_into(d, s, D, nd, ns)
        });
        self.relaid(layout, self.storage_offset())
    }

    /// The view without the size-1 dimension `D`. Squeezing a dimension that is not statically
    /// 1 does not compile.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 1, 3]>::zeros();
    /// let s: TensorView<'_, i32, shape![2, 3]> = t.squeeze::<1>();
    /// assert_eq!(s.stride(), &[3, 1]);
    /// ```
    pub fn squeeze<const D: usize>(
        &self,
    ) -> TensorBase<T, <S as Squeeze<D>>::Output, View<'_, M::Owned>>
    where
        S: Squeeze<D>,
    {
        let layout = relayout::<S::Output>(self.shape(), self.stride(), |d, s, nd, ns| {
            remove_dim_into(d, s, D, nd, ns)
        });
        self.relaid(layout, self.storage_offset())
    }

    /// The view of `LEN` consecutive elements of axis `AXIS` starting at `start`, or `None`
    /// when `start + LEN` exceeds the axis. `LEN` is a plain `usize`: the size class of the new
    /// dimension (`Const<0, Zero>`, `Const<1, One>` or `Const<LEN>`) is derived from it through
    /// typenum. The axis, and a length larger than a static axis, are checked by the compiler
    /// ([`NarrowTo`]), so `cargo check` reports them; the check works for the lengths and sizes
    /// of [`shape::arith`](crate::shape::arith)'s table (0 to 1024, powers of two and of ten).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 5]>::from_fn(|i| i as i32);
    /// let n: TensorView<'_, i32, shape![2, 2]> = t.narrow::<1, 2>(3).unwrap();
    /// assert_eq!(n.to_vec(), vec![3, 4, 8, 9]);
    /// assert_eq!(n.storage_offset(), 3);
    /// assert!(t.narrow::<1, 2>(4).is_none());
    /// ```
    pub fn narrow<const AXIS: usize, const LEN: usize>(
        &self,
        start: usize,
    ) -> Option<Narrowed<T, S, AXIS, LEN, View<'_, M::Owned>>>
    where
        S: NarrowTo<AXIS, LEN>,
    {
        let (layout, offset) =
            narrowed::<AXIS, LEN, S>(self.shape(), self.stride(), self.storage_offset(), start)?;
        Some(self.relaid(layout, offset))
    }

    /// The read-only view of this tensor broadcast to the static shape `S2`, with stride 0 on
    /// the new and stretched dimensions (no copy). Compiles only when the shape broadcasts into
    /// `S2`. Expanded views may read one element many times, so they cannot be written.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let row = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    /// let e = row.expand::<shape![2, 3]>();
    /// assert_eq!(e.stride(), &[0, 1]);
    /// assert_eq!(e.to_vec(), vec![1, 2, 3, 1, 2, 3]);
    /// ```
    pub fn expand<S2>(&self) -> TensorBase<T, S2, View<'_, M::Owned>>
    where
        S: StaticShape + BroadcastInto<S2>,
        S2: StaticShape,
    {
        let layout = relayout::<S2>(self.shape(), self.stride(), |d, s, nd, ns| {
            nd.copy_from_slice(S2::SIZES);
            expand_strides_into(d, s, S2::SIZES, ns)
        });
        self.relaid(layout, self.storage_offset())
    }

    /// [`expand`](Self::expand) under NumPy's name.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let col = Tensor::<i32, shape![2, 1]>::from_array([[1], [2]]);
    /// assert_eq!(col.broadcast_to::<shape![2, 2]>().to_vec(), vec![1, 1, 2, 2]);
    /// ```
    pub fn broadcast_to<S2>(&self) -> TensorBase<T, S2, View<'_, M::Owned>>
    where
        S: StaticShape + BroadcastInto<S2>,
        S2: StaticShape,
    {
        self.expand::<S2>()
    }

    /// PyTorch's `view`: the same elements seen with the static shape `S2`, when the strides
    /// allow it (`None` otherwise, e.g. flattening a transpose). The element counts must be
    /// equal: a mismatch is a compile error (trait solving, so `cargo check` reports it) naming both
    /// shapes.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![3, 4]>::from_fn(|i| i as i32);
    /// let v = t.view_shape::<shape![2, 6]>().unwrap();
    /// assert_eq!(v.stride(), &[6, 1]);
    /// assert!(t.t().view_shape::<shape![12]>().is_none());
    /// ```
    // One line, so that the element-count error quotes one line of it (issue 9: <= 12 lines).
    #[rustfmt::skip]
    pub fn view_shape<S2: StaticShape>(&self) -> Option<TensorBase<T, S2, View<'_, M::Owned>>> where S: ReshapeTo<S2> {
        self.viewed_as::<S2>()
    }

    /// `view_shape` once the element counts are known to match (callers check them).
    fn viewed_as<S2: StaticShape>(&self) -> Option<TensorBase<T, S2, View<'_, M::Owned>>> {
        let mut strides = S2::strides_with(|_| 0);
        crate::layout::view_strides_into(self.shape(), self.stride(), S2::SIZES, strides.as_mut())?;
        Some(self.relaid((S2::DIMS, strides), self.storage_offset()))
    }

    /// A view with the static shape `S2` when [`view_shape`](Self::view_shape) works, a row-major
    /// copy otherwise. Equal element counts are required (checked by the compiler, as for `view_shape`).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    /// let tt = t.t();
    /// let r = tt.reshape::<shape![6]>();
    /// assert!(!r.is_view());
    /// assert_eq!(r.view().to_vec(), vec![0, 3, 1, 4, 2, 5]);
    /// ```
    #[track_caller]
    // One line, so that the element-count error quotes one line of it (issue 9: <= 12 lines).
    #[rustfmt::skip]
    pub fn reshape<S2: StaticShape>(&self) -> ViewOrCopy<'_, T, S2, M::Owned> where S: ReshapeTo<S2>, T: Clone {
        match self.viewed_as::<S2>() {
            Some(v) => ViewOrCopy::View(v),
            None => ViewOrCopy::Copy(self.copied_as::<S2>(S2::DIMS, S2::NUMEL)),
        }
    }
}

impl<T, S: StaticShape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// The elements as a 1-d tensor of the static shape `[numel]` (PyTorch's `flatten()`): a
    /// view when the strides allow it, a row-major copy otherwise. The compiler computes the
    /// length (for element counts in [`shape::arith`](crate::shape::arith)'s table; outside it,
    /// rustc reports that the method's bounds are not satisfied, naming the size that fails
    /// `SizeNum` — use `reshape` to a `Dyn` shape or `as_dyn()` there).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    /// let f = t.flatten();
    /// assert!(f.is_view());
    /// let v: TensorView<'_, i32, shape![6]> = f.view();
    /// assert_eq!(v.to_vec(), vec![0, 1, 2, 3, 4, 5]);
    /// assert_eq!(t.t().flatten().view().to_vec(), vec![0, 3, 1, 4, 2, 5]);
    /// ```
    #[track_caller]
    pub fn flatten(&self) -> ViewOrCopy<'_, T, <S as Flatten>::Output, M::Owned>
    where
        S: Flatten,
        T: Clone,
    {
        type Out<S> = <S as Flatten>::Output;
        match self.viewed_as::<Out<S>>() {
            Some(v) => ViewOrCopy::View(v),
            None => ViewOrCopy::Copy(self.copied_as::<Out<S>>(Out::<S>::DIMS, Out::<S>::NUMEL)),
        }
    }
}

impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    /// A row-major copy of the elements with sizes `index` of the shape `S2` (`numel` elements,
    /// as many as `self` has).
    #[track_caller]
    pub(crate) fn copied_as<S2: Shape>(
        &self,
        index: S2::Index,
        numel: usize,
    ) -> TensorBase<T, S2, M::Owned>
    where
        T: Clone,
    {
        match TensorBase::try_build(index, numel, CopyFill::new(self.strided())) {
            Ok(t) => t,
            Err(failure) => crate::ops::fail(failure, self.shape(), self.shape()),
        }
    }

    /// The tensor itself (as a view) when it is contiguous, a row-major copy otherwise
    /// (PyTorch's `contiguous`).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![3, 4]>::from_fn(|i| i as i32);
    /// let tt = t.t();
    /// let c = tt.contiguous();
    /// assert!(!c.is_view());
    /// assert_eq!(c.view().stride(), &[3, 1]);
    /// assert_eq!(c.view().get([1, 0]), Some(&1));
    /// ```
    #[track_caller]
    pub fn contiguous(&self) -> ViewOrCopy<'_, T, S, M::Owned>
    where
        T: Clone,
    {
        if self.is_contiguous() {
            ViewOrCopy::View(self.view())
        } else {
            ViewOrCopy::Copy(self.copied_as::<S>(self.dims(), self.numel()))
        }
    }
}

impl<T, S: TupleShape, M: StorageMut<T, S>> TensorBase<T, S, M> {
    /// A mutable view of the same elements with another layout.
    #[inline]
    fn relaid_mut<S2: TupleShape>(
        &mut self,
        (dims, strides): (S2::Index, S2::Strides),
        offset: usize,
    ) -> TensorBase<T, S2, ViewMut<'_, M::Owned>> {
        TensorBase::from_buf(ViewMutBuf::new(
            M::data_mut(&mut self.buf),
            dims,
            strides,
            offset,
        ))
    }

    /// The mutable form of [`transpose`](Self::transpose).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut t = Tensor::<i32, shape![2, 3]>::zeros();
    /// let mut tt = t.transpose_mut::<0, 1>();
    /// tt += &Tensor::<i32, shape![2]>::from([1, 2]);
    /// assert_eq!(t.to_vec(), vec![1, 1, 1, 2, 2, 2]);
    /// ```
    pub fn transpose_mut<const A: usize, const B: usize>(
        &mut self,
    ) -> TensorBase<T, <S as SwapAxes<A, B>>::Output, ViewMut<'_, M::Owned>>
    where
        S: SwapAxes<A, B>,
    {
        let layout = relayout::<S::Output>(self.shape(), self.stride(), |d, s, nd, ns| {
            transpose_into(d, s, A, B, nd, ns)
        });
        let offset = self.storage_offset();
        self.relaid_mut(layout, offset)
    }

    /// The mutable form of [`unsqueeze`](Self::unsqueeze).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut t = Tensor::<i32, shape![2]>::zeros();
    /// t.unsqueeze_mut::<0>().assign(&Tensor::<i32, shape![1, 2]>::from_array([[5, 6]]));
    /// assert_eq!(t.to_vec(), vec![5, 6]);
    /// ```
    pub fn unsqueeze_mut<const D: usize>(
        &mut self,
    ) -> TensorBase<T, <S as Unsqueeze<D>>::Output, ViewMut<'_, M::Owned>>
    where
        S: Unsqueeze<D>,
    {
        let layout = relayout::<S::Output>(self.shape(), self.stride(), |d, s, nd, ns| {
            unsqueeze_into(d, s, D, nd, ns)
        });
        let offset = self.storage_offset();
        self.relaid_mut(layout, offset)
    }

    /// The mutable form of [`squeeze`](Self::squeeze).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut t = Tensor::<i32, shape![1, 2]>::zeros();
    /// t.squeeze_mut::<0>().assign(&Tensor::<i32, shape![2]>::from([3, 4]));
    /// assert_eq!(t.to_vec(), vec![3, 4]);
    /// ```
    pub fn squeeze_mut<const D: usize>(
        &mut self,
    ) -> TensorBase<T, <S as Squeeze<D>>::Output, ViewMut<'_, M::Owned>>
    where
        S: Squeeze<D>,
    {
        let layout = relayout::<S::Output>(self.shape(), self.stride(), |d, s, nd, ns| {
            remove_dim_into(d, s, D, nd, ns)
        });
        let offset = self.storage_offset();
        self.relaid_mut(layout, offset)
    }

    /// The mutable form of [`narrow`](Self::narrow): `x.narrow_mut::<0, 2>(1)? += &y`
    /// writes into `x`.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let mut x = Tensor::<i32, shape![4]>::zeros();
    /// let mut part = x.narrow_mut::<0, 2>(1).unwrap();
    /// part += 7;
    /// assert_eq!(x.to_vec(), vec![0, 7, 7, 0]);
    /// ```
    pub fn narrow_mut<const AXIS: usize, const LEN: usize>(
        &mut self,
        start: usize,
    ) -> Option<Narrowed<T, S, AXIS, LEN, ViewMut<'_, M::Owned>>>
    where
        S: NarrowTo<AXIS, LEN>,
    {
        let (layout, offset) =
            narrowed::<AXIS, LEN, S>(self.shape(), self.stride(), self.storage_offset(), start)?;
        Some(self.relaid_mut(layout, offset))
    }
}

/// The layout of a narrowed axis and its offset, or `None` when `start + L` exceeds it.
#[allow(clippy::type_complexity)]
#[inline]
fn narrowed<const AXIS: usize, const LEN: usize, S: NarrowTo<AXIS, LEN>>(
    dims: &[usize],
    strides: &[isize],
    offset: usize,
    start: usize,
) -> Option<(
    (<S::Output as Shape>::Index, <S::Output as Shape>::Strides),
    usize,
)> {
    let (&size, &stride) = (dims.get(AXIS)?, strides.get(AXIS)?);
    if start.checked_add(LEN)? > size {
        return None;
    }
    let offset = if LEN == 0 {
        // An empty view may start past the end (PyTorch's offsets for empty narrows).
        moved_offset(offset, start, stride).unwrap_or(offset)
    } else {
        moved_offset(offset, start, stride)?
    };
    let layout = relayout::<S::Output>(dims, strides, |d, s, nd, ns| {
        if nd.len() != d.len() || ns.len() != s.len() {
            return false;
        }
        nd.copy_from_slice(d);
        ns.copy_from_slice(s);
        nd[AXIS] = LEN;
        true
    });
    Some((layout, offset))
}
