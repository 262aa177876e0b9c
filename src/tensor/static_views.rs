//! Views of tensors with tuple shapes ([`StaticViews`]): the shape changes in the type and its
//! legality is checked by the compiler (axes in range, squeezed dimension of size 1, expand
//! target reachable by broadcasting, equal element counts for `view_shape`/`reshape`).

use super::base::TensorBase;
use super::cow::ViewOrCopy;
use super::view_ops::{ReadOnlyView, TOKEN, ViewSource, copied};
use crate::kernel::Failure;
use crate::layout::{
    expand_strides_into, moved_offset, remove_dim_into, transpose_into, unsqueeze_into, wrap_index,
};
use crate::shape::{
    FitsInto, Flatten, HasAxis, Matrix, NarrowTo, ReshapeTo, Squeeze, StaticShape, SwapAxes,
    TupleShape, Unsqueeze,
};

/// The view [`narrow::<AXIS, LEN>`](StaticViews::narrow) returns for the source `X`: its shape
/// with axis `AXIS` of length `LEN`, read-only or mutable as `X` is.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::tensor::Narrowed;
/// let t = Tensor::<i32, shape![2, 5]>::zeros();
/// let n: Narrowed<'_, &Tensor<i32, shape![2, 5]>, 1, 3> = t.narrow::<1, 3>(1).unwrap();
/// assert_eq!(n.shape(), &[2, 3]);
/// ```
pub type Narrowed<'a, X, const AXIS: usize, const LEN: usize> =
    <X as ViewSource<'a>>::Out<<<X as ViewSource<'a>>::Shape as NarrowTo<AXIS, LEN>>::Output>;

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

/// View operations on tensors with tuple shapes (static rank; sizes static or `Dyn`): the
/// result's shape is a type, and an illegal axis, length or target shape does not compile.
///
/// Implemented for every [`ViewSource`]: call them on a tensor (they borrow it and return a
/// [`TensorView`](crate::TensorView)), on a `TensorView` (consumed, returns a `TensorView`) or on
/// a [`TensorViewMut`](crate::TensorViewMut) (consumed, returns a `TensorViewMut`), so chains
/// are one expression. [`Self::Out<S2>`](ViewSource::Out) is that result type. In scope with
/// the prelude.
///
/// ```
/// use shaped::prelude::*;
/// let mut x = Tensor::<i32, shape![3, 4]>::zeros();
/// let y = Tensor::<i32, shape![2]>::from([1, 2]);
/// // rows 1..3 of x, transposed ([4, 2]), plus y along the rows: the chain is one expression.
/// let mut part = x.view_mut().narrow::<0, 2>(1).unwrap().transpose::<0, 1>();
/// part += &y;
/// assert_eq!(x.to_vec(), vec![0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
/// let v: TensorView<'_, i32, shape![1, 1, 3, 4]> = x.unsqueeze::<0>().unsqueeze::<0>();
/// assert_eq!(v.stride(), &[12, 12, 4, 1]);
/// ```
pub trait StaticViews<'a>: ViewSource<'a> {
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
    #[inline]
    fn transpose<const A: usize, const B: usize>(
        self,
    ) -> Self::Out<<Self::Shape as SwapAxes<A, B>>::Output>
    where
        Self::Shape: SwapAxes<A, B>,
    {
        let (dims, strides, offset) = self.layout();
        let (d, s) =
            relayout::<<Self::Shape as SwapAxes<A, B>>::Output>(dims, strides, |d, s, nd, ns| {
                transpose_into(d, s, A, B, nd, ns)
            });
        self.relaid(TOKEN, d, s, offset)
    }

    /// The transpose of a matrix (`transpose::<0, 1>()`); other ranks do not compile.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![3, 4]>::zeros();
    /// assert_eq!(t.t().stride(), &[1, 4]);
    /// assert!(!t.t().is_contiguous());
    /// let r = &t;
    /// assert_eq!(r.t().t().stride(), &[4, 1]);
    /// ```
    #[inline]
    fn t(self) -> Self::Out<<Self::Shape as Matrix>::Transposed>
    where
        Self::Shape: Matrix,
    {
        // The shape's own projection in the result type: a shape of another rank is then
        // reported at the call, with `Matrix`'s message alone.
        let (dims, strides, offset) = self.layout();
        let (d, s) =
            relayout::<<Self::Shape as Matrix>::Transposed>(dims, strides, |d, s, nd, ns| {
                transpose_into(d, s, 0, 1, nd, ns)
            });
        self.relaid(TOKEN, d, s, offset)
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
    #[inline]
    fn unsqueeze<const D: usize>(self) -> Self::Out<<Self::Shape as Unsqueeze<D>>::Output>
    where
        Self::Shape: Unsqueeze<D>,
    {
        let (dims, strides, offset) = self.layout();
        let (d, s) =
            relayout::<<Self::Shape as Unsqueeze<D>>::Output>(dims, strides, |d, s, nd, ns| {
                unsqueeze_into(d, s, D, nd, ns)
            });
        self.relaid(TOKEN, d, s, offset)
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
    #[inline]
    fn squeeze<const D: usize>(self) -> Self::Out<<Self::Shape as Squeeze<D>>::Output>
    where
        Self::Shape: Squeeze<D>,
    {
        let (dims, strides, offset) = self.layout();
        let (d, s) =
            relayout::<<Self::Shape as Squeeze<D>>::Output>(dims, strides, |d, s, nd, ns| {
                remove_dim_into(d, s, D, nd, ns)
            });
        self.relaid(TOKEN, d, s, offset)
    }

    /// The view at `index` of axis `AXIS`, which disappears (PyTorch's `select`; a negative
    /// `index` counts from the end). The axis is checked by the compiler ([`HasAxis`]); the
    /// index at run time.
    ///
    /// # Errors
    ///
    /// `None` when `index` is outside `[-size, size - 1]` (the dynamic
    /// [`DynViews::select`](super::DynViews::select) names it with PyTorch's text).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    /// let col: TensorView<'_, i32, shape![2]> = t.select::<1>(-1).unwrap();
    /// assert_eq!((col.to_vec(), col.stride(), col.storage_offset()), (vec![2, 5], &[3][..], 2));
    /// assert!(t.select::<0>(2).is_none());
    /// ```
    #[inline]
    fn select<const AXIS: usize>(
        self,
        index: isize,
    ) -> Option<Self::Out<<Self::Shape as HasAxis<AXIS>>::Removed>>
    where
        Self::Shape: HasAxis<AXIS>,
    {
        let (dims, strides, offset) = self.layout();
        let at = wrap_index(index, *dims.get(AXIS)?)?;
        let offset = moved_offset(offset, at, *strides.get(AXIS)?)?;
        let (d, s) =
            relayout::<<Self::Shape as HasAxis<AXIS>>::Removed>(dims, strides, |d, s, nd, ns| {
                remove_dim_into(d, s, AXIS, nd, ns)
            });
        Some(self.relaid(TOKEN, d, s, offset))
    }

    /// The view of `LEN` consecutive elements of axis `AXIS` starting at `start` (a negative
    /// `start` counts from the end, as in PyTorch). `LEN` is a plain `usize`; the new dimension
    /// is `Const<LEN>`, checked through typenum. The axis, and a length larger than a static axis, are checked by the
    /// compiler ([`NarrowTo`]), so `cargo check` reports them. The axis may have any size
    /// written with `shape!` (below 2^40, or in the table); `LEN` must be a size of
    /// [`shape::arith`](crate::shape::arith)'s table (0 to 1024, powers of two and one less,
    /// powers of ten): it is a plain `const` that no macro sees, and stable Rust can turn it
    /// into a type only through that table. For another length, narrow a `Dyn` axis or the
    /// run-time view (`t.as_dyn().narrow(axis, start, len)`).
    ///
    /// # Errors
    ///
    /// `None` when `start + LEN` exceeds the axis (or `start` is below `-size`).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 5]>::from_fn(|i| i as i32);
    /// let n: TensorView<'_, i32, shape![2, 2]> = t.narrow::<1, 2>(3).unwrap();
    /// assert_eq!(n.to_vec(), vec![3, 4, 8, 9]);
    /// assert_eq!(n.storage_offset(), 3);
    /// assert_eq!(t.narrow::<1, 2>(-2).unwrap().to_vec(), vec![3, 4, 8, 9]);
    /// assert!(t.narrow::<1, 2>(4).is_none());
    /// ```
    #[inline]
    fn narrow<const AXIS: usize, const LEN: usize>(
        self,
        start: isize,
    ) -> Option<Narrowed<'a, Self, AXIS, LEN>>
    where
        Self::Shape: NarrowTo<AXIS, LEN>,
    {
        let (dims, strides, offset) = self.layout();
        let (size, stride) = (*dims.get(AXIS)?, *strides.get(AXIS)?);
        let offset = crate::layout::narrow_offset(offset, size, stride, start, LEN)?;
        let (d, s) = relayout::<<Self::Shape as NarrowTo<AXIS, LEN>>::Output>(
            dims,
            strides,
            |d, s, nd, ns| {
                if nd.len() != d.len() || ns.len() != s.len() {
                    return false;
                }
                crate::layout::copy_prefix(nd, d);
                crate::layout::copy_prefix(ns, s);
                nd[AXIS] = LEN;
                true
            },
        );
        Some(self.relaid(TOKEN, d, s, offset))
    }

    /// The read-only view broadcast to the static shape `S2`, with stride 0 on the new and
    /// stretched dimensions (no copy). Compiles only when the shape broadcasts into `S2`.
    /// Expanded views may read one element many times, so they are read-only even when taken
    /// from a mutable view.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let row = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    /// let e = row.expand::<shape![2, 3]>();
    /// assert_eq!(e.stride(), &[0, 1]);
    /// assert_eq!(e.to_vec(), vec![1, 2, 3, 1, 2, 3]);
    /// ```
    #[inline]
    fn expand<S2>(self) -> ReadOnlyView<'a, Self, S2>
    where
        Self::Shape: StaticShape + FitsInto<S2>,
        S2: StaticShape,
    {
        let (dims, strides, offset) = self.layout();
        let (d, s) = relayout::<S2>(dims, strides, |d, s, nd, ns| {
            crate::layout::copy_prefix(nd, S2::SIZES);
            expand_strides_into(d, s, S2::SIZES, ns)
        });
        self.relaid_ref(TOKEN, d, s, offset)
    }

    /// [`expand`](Self::expand) under NumPy's name.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let col = Tensor::<i32, shape![2, 1]>::from_array([[1], [2]]);
    /// assert_eq!(col.broadcast_to::<shape![2, 2]>().to_vec(), vec![1, 1, 2, 2]);
    /// ```
    #[inline]
    fn broadcast_to<S2>(self) -> ReadOnlyView<'a, Self, S2>
    where
        Self::Shape: StaticShape + FitsInto<S2>,
        S2: StaticShape,
    {
        self.expand::<S2>()
    }

    /// PyTorch's `view`: the same elements seen with the static shape `S2`, when the strides
    /// allow it. The element counts must be equal: a mismatch is a compile error (trait
    /// solving, so `cargo check` reports it) naming both shapes.
    ///
    /// # Errors
    ///
    /// `None` when the strides do not allow the view (e.g. flattening a transpose; `reshape`
    /// copies then).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![3, 4]>::from_fn(|i| i as i32);
    /// let v = t.view_shape::<shape![2, 6]>().unwrap();
    /// assert_eq!(v.stride(), &[6, 1]);
    /// assert!(t.t().view_shape::<shape![12]>().is_none());
    /// ```
    // One line, so that the element-count error quotes one line of it (at most 12 lines).
    #[inline]
    #[rustfmt::skip]
    fn view_shape<S2: StaticShape>(self) -> Option<Self::Out<S2>> where Self::Shape: ReshapeTo<S2> {
        let (dims, strides, offset) = self.layout();
        let mut new_strides = S2::strides_with(|_| 0);
        crate::layout::view_strides_into(dims, strides, S2::SIZES, new_strides.as_mut())?;
        Some(self.relaid(TOKEN, S2::DIMS, new_strides, offset))
    }

    /// A view with the static shape `S2` when [`view_shape`](Self::view_shape) works, a
    /// row-major copy otherwise; the result is a (read-only) tensor either way. Equal element
    /// counts are required (checked by the compiler, as for `view_shape`).
    ///
    /// # Panics
    ///
    /// When a copy is needed and cannot be allocated.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    /// let r = t.t().reshape::<shape![6]>();
    /// assert!(!r.is_view());
    /// assert_eq!(r.to_vec(), vec![0, 3, 1, 4, 2, 5]);
    /// ```
    #[track_caller]
    // One line, so that the element-count error quotes one line of it (at most 12 lines).
    #[rustfmt::skip]
    fn reshape<S2: StaticShape>(self) -> ViewOrCopy<'a, Self::Elem, S2, Self::Owned> where Self::Shape: ReshapeTo<S2>, Self::Elem: Clone {
        reshaped::<Self, S2>(self)
    }

    /// The elements as a 1-d tensor of the static shape `[numel]` (PyTorch's `flatten()`): a
    /// view when the strides allow it, a row-major copy otherwise. The compiler computes the
    /// length, which must be a size of [`shape::arith`](crate::shape::arith)'s table (0 to 1024,
    /// powers of two and one less, powers of ten): stable Rust cannot turn another computed
    /// number into a `Const<N>`. Outside it, [`Flatten`]'s message (``cannot flatten
    /// `Dims<1000, 3>` into a static 1-d shape``); name the shape instead,
    /// `reshape::<shape![3000]>()`, which takes any size written with `shape!`.
    ///
    /// # Panics
    ///
    /// When a copy is needed and cannot be allocated.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    /// let f: ViewOrCopy<'_, i32, shape![6]> = t.flatten();
    /// assert!(f.is_view());
    /// assert_eq!(f.to_vec(), vec![0, 1, 2, 3, 4, 5]);
    /// assert_eq!(t.t().flatten().to_vec(), vec![0, 3, 1, 4, 2, 5]);
    /// ```
    #[track_caller]
    fn flatten(self) -> ViewOrCopy<'a, Self::Elem, <Self::Shape as Flatten>::Output, Self::Owned>
    where
        Self::Shape: Flatten,
        Self::Elem: Clone,
    {
        reshaped::<Self, <Self::Shape as Flatten>::Output>(self)
    }

    /// The tensor itself (as a view) when it is contiguous, a row-major copy otherwise
    /// (PyTorch's `contiguous`).
    ///
    /// # Panics
    ///
    /// When a copy is needed and cannot be allocated.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![3, 4]>::from_fn(|i| i as i32);
    /// let c = t.t().contiguous();
    /// assert!(!c.is_view());
    /// assert_eq!(c.stride(), &[3, 1]);
    /// assert_eq!(c.get([1, 0]), Some(&1));
    /// assert!(t.contiguous().is_view());
    /// ```
    #[track_caller]
    fn contiguous(self) -> ViewOrCopy<'a, Self::Elem, Self::Shape, Self::Owned>
    where
        Self::Elem: Clone,
    {
        contiguous_of(self)
    }

    /// [`reshape`](Self::reshape) that reports a copy it cannot allocate instead of panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when a copy is needed and
    /// cannot be allocated.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    /// assert_eq!(t.t().try_reshape::<shape![6]>().unwrap().to_vec(), vec![0, 3, 1, 4, 2, 5]);
    /// ```
    #[cfg(feature = "alloc")]
    fn try_reshape<S2: StaticShape>(
        self,
    ) -> Result<ViewOrCopy<'a, Self::Elem, S2, Self::Owned>, crate::ShapeError>
    where
        Self::Shape: ReshapeTo<S2>,
        Self::Elem: Clone,
    {
        try_reshaped::<Self, S2>(self).map_err(|(f, src)| f.error(src.layout().0, src.layout().0))
    }

    /// [`contiguous`](Self::contiguous) that reports a copy it cannot allocate instead of
    /// panicking.
    ///
    /// # Errors
    ///
    /// [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory) when a copy is needed and
    /// cannot be allocated.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    /// assert_eq!(t.t().try_contiguous().unwrap().stride(), &[2, 1]);
    /// ```
    #[cfg(feature = "alloc")]
    #[allow(clippy::type_complexity)]
    fn try_contiguous(
        self,
    ) -> Result<ViewOrCopy<'a, Self::Elem, Self::Shape, Self::Owned>, crate::ShapeError>
    where
        Self::Elem: Clone,
    {
        try_contiguous_of(self).map_err(|(f, src)| f.error(src.layout().0, src.layout().0))
    }
}

impl<'a, X: ViewSource<'a>> StaticViews<'a> for X where X::Shape: TupleShape {}

/// The static `reshape`: a view with the strides `view_shape` finds, else a copy (or the
/// failure to allocate it, with the source).
#[allow(clippy::type_complexity)]
fn try_reshaped<'a, X: ViewSource<'a>, S2: StaticShape>(
    src: X,
) -> Result<ViewOrCopy<'a, X::Elem, S2, X::Owned>, (Failure, X)>
where
    X::Elem: Clone,
{
    let (dims, strides, offset) = src.layout();
    let mut new_strides = S2::strides_with(|_| 0);
    if crate::layout::view_strides_into(dims, strides, S2::SIZES, new_strides.as_mut()).is_some() {
        return Ok(TensorBase::borrowed(src.relaid_ref(
            TOKEN,
            S2::DIMS,
            new_strides,
            offset,
        )));
    }
    match copied::<X, S2>(&src, S2::DIMS, S2::NUMEL) {
        Ok(copy) => Ok(TensorBase::owned(copy)),
        Err(failure) => Err((failure, src)),
    }
}

/// [`try_reshaped`], panicking with the failure's text.
#[track_caller]
fn reshaped<'a, X: ViewSource<'a>, S2: StaticShape>(src: X) -> ViewOrCopy<'a, X::Elem, S2, X::Owned>
where
    X::Elem: Clone,
{
    match try_reshaped::<X, S2>(src) {
        Ok(r) => r,
        Err((failure, src)) => crate::ops::fail(failure, src.layout().0, src.layout().0),
    }
}

/// `contiguous` for either path: the source as a view when it is contiguous, else a copy (or
/// the failure to allocate it, with the source).
#[allow(clippy::type_complexity)]
pub(crate) fn try_contiguous_of<'a, X: ViewSource<'a>>(
    src: X,
) -> Result<ViewOrCopy<'a, X::Elem, X::Shape, X::Owned>, (Failure, X)>
where
    X::Elem: Clone,
{
    let (index, strides) = src.layout_index();
    let offset = src.layout().2;
    if crate::layout::is_contiguous(index.as_ref(), strides.as_ref()) {
        return Ok(TensorBase::borrowed(
            src.relaid_ref(TOKEN, index, strides, offset),
        ));
    }
    let numel = index.as_ref().iter().product();
    match copied::<X, X::Shape>(&src, index, numel) {
        Ok(copy) => Ok(TensorBase::owned(copy)),
        Err(failure) => Err((failure, src)),
    }
}

/// [`try_contiguous_of`], panicking with the failure's text.
#[track_caller]
pub(crate) fn contiguous_of<'a, X: ViewSource<'a>>(
    src: X,
) -> ViewOrCopy<'a, X::Elem, X::Shape, X::Owned>
where
    X::Elem: Clone,
{
    match try_contiguous_of(src) {
        Ok(r) => r,
        Err((failure, src)) => crate::ops::fail(failure, src.layout().0, src.layout().0),
    }
}

/// Declares the per-rank `permute::<..>()` methods: stable Rust has no const generic arrays,
/// so a rank-`R` shape gets a `permute` with `R` const axes from the trait for its rank (all
/// in scope with the prelude; only the one matching the rank applies).
macro_rules! permute_views {
    ($($name:ident $rel:ident $rank:literal [$($axis:ident : $d:ident),+] $example:literal;)+) => {$(
        #[doc = concat!("`permute::<..>()` for views of rank-", $rank, " shapes (see [`StaticViews`] ")]
        #[doc = "for what it borrows or consumes): dim `k` of the result is axis `A`*k*; the axes"]
        #[doc = "must list every axis once — an axis out of range or a repeated one does not"]
        #[doc = concat!("compile ([`", stringify!($rel), "`](crate::shape::", stringify!($rel), ")). In scope with the prelude.")]
        #[doc = ""]
        #[doc = "```"]
        #[doc = "use shaped::prelude::*;"]
        #[doc = $example]
        #[doc = "```"]
        pub trait $name<'a>: ViewSource<'a> {
            /// The view with the axes in the order given (PyTorch's `permute`).
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let t = Tensor::<i32, shape![2, 3, 4]>::from_fn(|i| i as i32);
            /// let p: TensorView<'_, i32, shape![4, 2, 3]> = t.permute::<2, 0, 1>();
            /// assert_eq!(p.stride(), &[1, 12, 4]);
            /// ```
            #[inline]
            fn permute<$(const $axis: usize),+>(
                self,
            ) -> Self::Out<<Self::Shape as crate::shape::$rel<$($axis),+>>::Output>
            where
                Self::Shape: crate::shape::$rel<$($axis),+>,
            {
                let (dims, strides, offset) = self.layout();
                let order = [$($axis),+];
                let (d, s) = relayout::<<Self::Shape as crate::shape::$rel<$($axis),+>>::Output>(
                    dims,
                    strides,
                    |d, s, nd, ns| crate::layout::permute_into(d, s, &order, nd, ns),
                );
                self.relaid(TOKEN, d, s, offset)
            }
        }

        // One impl per kind of view source rather than one for every `ViewSource`: rustdoc
        // lists a blanket impl with all its methods on the page of every tensor type, hidden
        // or not; these are hidden, and the trait's page lists the methods.
        #[doc(hidden)]
        impl<'a, T: 'a, $($d: crate::shape::Dim,)+ M: crate::tensor::Storage<T, ($($d,)+)>> $name<'a>
            for &'a crate::tensor::TensorBase<T, ($($d,)+), M> {}
        #[doc(hidden)]
        impl<'a, T: 'a, $($d: crate::shape::Dim,)+ K: crate::tensor::Kind> $name<'a>
            for crate::tensor::TensorBase<T, ($($d,)+), crate::tensor::View<'a, K>> {}
        #[doc(hidden)]
        impl<'a, T: 'a, $($d: crate::shape::Dim,)+ K: crate::tensor::Kind> $name<'a>
            for crate::tensor::TensorBase<T, ($($d,)+), crate::tensor::ViewMut<'a, K>> {}
    )+};
}

permute_views! {
    PermuteViews1 Permute1 "1" [A0: D0]
        "let t = Tensor::<i32, shape![3]>::zeros();\nassert_eq!(t.permute::<0>().stride(), &[1]);";
    PermuteViews2 Permute2 "2" [A0: D0, A1: D1]
        "let t = Tensor::<i32, shape![2, 3]>::zeros();\nassert_eq!(t.permute::<1, 0>().stride(), &[1, 3]);";
    PermuteViews3 Permute3 "3" [A0: D0, A1: D1, A2: D2]
        "let t = Tensor::<i32, shape![2, 3, 4]>::zeros();\nassert_eq!(t.permute::<2, 0, 1>().stride(), &[1, 12, 4]);";
    PermuteViews4 Permute4 "4" [A0: D0, A1: D1, A2: D2, A3: D3]
        "let t = HeapTensor::<i32, shape![2, 3, 4, 5]>::zeros();\nassert_eq!(t.permute::<3, 2, 1, 0>().stride(), &[1, 5, 20, 60]);";
    PermuteViews5 Permute5 "5" [A0: D0, A1: D1, A2: D2, A3: D3, A4: D4]
        "let t = Tensor::<u8, shape![1, 2, 1, 3, 1]>::zeros();\nassert_eq!(t.permute::<4, 3, 2, 1, 0>().shape(), &[1, 3, 1, 2, 1]);";
    PermuteViews6 Permute6 "6" [A0: D0, A1: D1, A2: D2, A3: D3, A4: D4, A5: D5]
        "let t = Tensor::<u8, shape![1, 2, 1, 3, 1, 4]>::zeros();\nassert_eq!(t.permute::<5, 0, 1, 2, 3, 4>().shape(), &[4, 1, 2, 1, 3, 1]);";
    PermuteViews7 Permute7 "7" [A0: D0, A1: D1, A2: D2, A3: D3, A4: D4, A5: D5, A6: D6]
        "let t = Tensor::<u8, shape![1, 2, 1, 3, 1, 4, 1]>::zeros();\nassert_eq!(t.permute::<6, 5, 4, 3, 2, 1, 0>().shape(), &[1, 4, 1, 3, 1, 2, 1]);";
    PermuteViews8 Permute8 "8" [A0: D0, A1: D1, A2: D2, A3: D3, A4: D4, A5: D5, A6: D6, A7: D7]
        "let t = Tensor::<u8, shape![1, 2, 1, 3, 1, 4, 1, 2]>::zeros();\nassert_eq!(t.permute::<7, 6, 5, 4, 3, 2, 1, 0>().shape(), &[2, 1, 4, 1, 3, 1, 2, 1]);";
}
