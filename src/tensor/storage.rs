//! Where a tensor's elements live: inline arrays, the heap, or borrowed from another tensor.

use core::convert::Infallible;
use core::marker::PhantomData;

#[cfg(feature = "alloc")]
use super::buffers::HeapBuf;
use super::buffers::{ViewBuf, ViewMutBuf};
use super::build::Build;
use super::fill::{
    Fill, Zip3Result, apply_strided, array_strided, array_strided_mut, map_strided, zip_strided,
    zip3_strided,
};
use crate::kernel::{Failure, StaticLoops, StaticRead, StaticWrite, Strided, StridedMut};
use crate::shape::{Broadcast, BroadcastInto, Broadcasted, Shape};

/// Inline storage: the tensor *is* its nested array (`[[T; 3]; 2]`), with no heap, no allocator
/// and no layout fields — sizes and strides are constants of the shape type. For fully static
/// shapes; the default of [`Tensor`](crate::Tensor).
///
/// Pick it for small shapes and for `no_std` targets without an allocator. The tensor lives where
/// you put it (often the stack), so keep large shapes on the heap with [`Heap`].
///
/// ```
/// use shaped::{shape, Tensor};
/// let t: Tensor<f32, shape![2, 3]> = Tensor::zeros();
/// // Just the elements.
/// assert_eq!(core::mem::size_of_val(&t), 6 * 4);
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Inline;

/// Heap storage: a `Vec<T>`, plus the sizes when the shape has run-time sizes. Any size, any
/// shape (required for `Dyn` dimensions and [`DynShape`](crate::DynShape)); with the same static
/// shape checks as [`Inline`]. A heap tensor of a fully static shape is just its `Vec`.
///
/// ```
/// use shaped::{shape, HeapTensor};
/// let big = HeapTensor::<f64, shape![1000, 1000]>::zeros();
/// assert_eq!(big.numel(), 1_000_000);
/// assert_eq!(core::mem::size_of_val(&big), core::mem::size_of::<Vec<f64>>());
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Default)]
pub struct Heap;

/// A read-only view borrowing the elements of a tensor whose owned kind is `K` (for `'a`);
/// results computed from it are owned by `K`.
///
/// Views may alias elements (an `expand`ed view reads one element many times), so they are
/// read-only by type.
#[derive(Debug)]
pub struct View<'a, K = Inline>(PhantomData<&'a K>);

/// A mutable view borrowing the elements of a tensor whose owned kind is `K` (for `'a`). Every
/// element of a mutable view is a distinct memory location.
#[derive(Debug)]
pub struct ViewMut<'a, K = Inline>(PhantomData<&'a mut K>);

/// The buffer is not an owned inline array: the heap's or a view's
/// ([`Storage::as_array`]'s error for them).
#[doc(hidden)]
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct NotInline;

/// A storage kind for elements `T` of a tensor of shape `S`: what the tensor holds and how to
/// read its layout.
///
/// ```
/// use shaped::{shape, tensor::{Storage, Inline}};
/// fn elements<M: Storage<i32, shape![2]>>(buf: &M::Buf) -> &[i32] { M::data(buf) }
/// assert_eq!(elements::<Inline>(&[1, 2]), &[1, 2]);
/// assert_eq!(<Inline as Storage<i32, shape![2, 3]>>::strides(&[[0; 3]; 2]), &[3, 1]);
/// ```
pub trait Storage<T, S: Shape>: crate::sealed::SealedStorage + Sized {
    /// What the tensor holds: the array, the heap buffer, or the borrowed slice and layout.
    type Buf;
    /// The owning storage kind that results of operations on this tensor use.
    type Owned: Kind;
    /// The names `Debug` prints for tensors of this storage: with a static rank, with a
    /// run-time rank.
    #[doc(hidden)]
    const DEBUG_NAMES: [&'static str; 2];
    /// All elements the buffer can reach.
    fn data<'r>(buf: &'r Self::Buf) -> &'r [T]
    where
        S: 'r;
    /// The sizes.
    fn dims(buf: &Self::Buf) -> &[usize];
    /// The strides, in elements.
    fn strides(buf: &Self::Buf) -> &[isize];
    /// The position of the first element in [`data`](Self::data).
    fn offset(buf: &Self::Buf) -> usize;
    /// The sizes as the shape's index.
    fn index(buf: &Self::Buf) -> S::Index;
    /// Why the buffer is not an owned inline array ([`as_array`](Self::as_array)'s error):
    /// uninhabited ([`Infallible`]) for owned inline storage, whose buffer always is one, so
    /// that code reading it has no failure arm at all; [`NotInline`] for the others.
    #[doc(hidden)]
    type NotArray;
    /// Whether the buffer is an owned inline array (then [`as_array`](Self::as_array) is
    /// `Ok`): a constant, so that code guarded by it is the only code instantiated for owned
    /// inline tensors.
    #[doc(hidden)]
    const ARRAY: bool = false;
    /// Whether the buffer is owned (inline or heap): row-major, contiguous, from position 0,
    /// with exactly the tensor's elements.
    #[doc(hidden)]
    const OWNED: bool = false;
    /// The nested array, when the buffer is one (owned inline tensors, for which the error
    /// type is uninhabited).
    #[doc(hidden)]
    fn as_array<'r>(buf: &'r Self::Buf) -> Result<&'r S::Array<T>, Self::NotArray>
    where
        S: 'r;
    /// The elements read with the sizes as constants, by row-major position of an output of
    /// sizes `out` into which this shape broadcasts: for inline tensors and views of them with
    /// static shapes (`None` for every other storage, which the strided kernels read).
    #[doc(hidden)]
    #[inline(always)]
    fn static_read<'b>(_buf: &'b Self::Buf, _out: &'static [usize]) -> Option<StaticRead<'b, T>>
    where
        S: 'b,
    {
        None
    }
    /// `f` over the pairs of `a` (this storage) and `b` broadcast together, built with kind
    /// `J`. Dispatches on both storages at the type level, so two owned inline operands run
    /// only the shapes' own loops and never instantiate the strided path.
    #[doc(hidden)]
    #[inline]
    fn zip<J: Kind, B, U, SB: Shape, MB: Storage<B, SB>, Bd: Build<U>>(
        a: &Self::Buf,
        b: &MB::Buf,
        f: impl FnMut(&T, &B) -> U,
    ) -> Result<J::Data<U, S::Output>, Failure>
    where
        S: Broadcast<SB>,
    {
        let out = <S::Output as Shape>::FIXED_DIMS;
        if StaticLoops::<S::Output>::OK
            && let (Some(ra), Some(rb)) = (Self::static_read(a, out), MB::static_read(b, out))
        {
            return zip_static::<J, T, B, U, S::Output, Bd>(ra, rb, f);
        }
        zip_strided::<J, T, B, U, S, SB>(strided::<T, S, Self>(a), strided::<B, SB, MB>(b), f)
    }
    /// [`zip`](Self::zip) once the left operand is known to be an inline array.
    #[doc(hidden)]
    #[inline]
    fn zip_after_array<J: Kind, A, U, SA: Broadcast<S>, Bd: Build<U>>(
        a: &SA::Array<A>,
        b: &Self::Buf,
        f: impl FnMut(&A, &T) -> U,
    ) -> Result<J::Data<U, SA::Output>, Failure> {
        let out = <SA::Output as Shape>::FIXED_DIMS;
        if StaticLoops::<SA::Output>::OK
            && let (Some(ra), Some(rb)) = (array_read::<A, SA>(a, out), Self::static_read(b, out))
        {
            return zip_static::<J, A, T, U, SA::Output, Bd>(ra, rb, f);
        }
        zip_strided::<J, A, T, U, SA, S>(array_strided::<A, SA>(a), strided::<T, S, Self>(b), f)
    }
    /// `f` over every element, built with kind `J`.
    #[doc(hidden)]
    #[inline]
    fn map<J: Kind, U, Bd: Build<U>>(
        a: &Self::Buf,
        f: impl FnMut(&T) -> U,
    ) -> Result<J::Data<U, S>, Failure> {
        if StaticLoops::<S>::OK
            && let Some(ra) = Self::static_read(a, S::FIXED_DIMS)
        {
            return map_static::<J, T, U, S, Bd>(ra, f);
        }
        map_strided::<J, T, U, S>(strided::<T, S, Self>(a), Self::index(a), f)
    }
    /// `f(dest, src)` for every element of the inline array `dest`, with this storage's
    /// elements broadcast to it.
    #[doc(hidden)]
    #[inline]
    fn apply_into_array<D, SD: Shape>(
        dest: &mut SD::Array<D>,
        src: &Self::Buf,
        mut f: impl FnMut(&mut D, &T),
    ) -> Result<(), Failure>
    where
        S: BroadcastInto<SD>,
    {
        // Built for size (see `build.rs`), a view of a small static shape as the source: where
        // each of its elements sits, in its own row-major order (an array of positions, so no element
        // type is needed and no reference's niche hides the fill from the optimiser), then the
        // static loop over the destination. At those levels the view's layout is not folded
        // into constants and the strided kernel would be compiled and run instead.
        if cfg!(shaped_opt_size)
            && crate::shape::SmallStatic::<S>::YES
            && let Some(mut at) = S::filled(0usize)
        {
            let (data, offset, strides) = (Self::data(src), Self::offset(src), Self::strides(src));
            crate::layout::walk_strided(
                S::flat_mut(&mut at),
                offset,
                strides,
                S::FIXED_DIMS,
                |o, p| {
                    *o = p;
                },
            );
            let merged = &crate::shape::Pair::<SD, S>::MERGED;
            crate::kernel::flat::update(merged, SD::flat_mut(dest), S::flat(&at), |d, &p| {
                if let Some(x) = data.get(p) {
                    f(d, x);
                }
            });
            return Ok(());
        }
        if StaticLoops::<SD>::OK
            && let Some(rs) = Self::static_read(src, SD::FIXED_DIMS)
        {
            return apply_array_static::<D, SD, T>(dest, rs, f);
        }
        apply_strided(
            array_strided_mut::<D, SD>(dest),
            strided::<T, S, Self>(src),
            S::fits,
            f,
        )
    }

    /// `f` over the triples of `a` (this storage), `b` and `c` broadcast together (folded left
    /// to right), built with kind `J`; dispatched on the three storages at the type level, so
    /// three owned inline operands run only the shapes' own loops.
    #[doc(hidden)]
    #[inline]
    #[allow(clippy::type_complexity)]
    fn zip3<
        J: Kind,
        B: Clone,
        C,
        U,
        SB: Shape,
        MB: Storage<B, SB>,
        SC: Shape,
        MC: Storage<C, SC>,
        Bd: Build<U>,
    >(
        a: &Self::Buf,
        b: &MB::Buf,
        c: &MC::Buf,
        f: impl FnMut(&T, &B, &C) -> U,
    ) -> Zip3Result<J, U, S::Output, SC>
    where
        T: Clone,
        S: Broadcast<SB>,
        S::Output: Broadcast<SC>,
    {
        zip3_strided::<J, T, B, C, U, S, SB, SC>(
            strided::<T, S, Self>(a),
            strided::<B, SB, MB>(b),
            strided::<C, SC, MC>(c),
            f,
        )
    }
    /// [`zip3`](Self::zip3) once the first operand is known to be an inline array (this
    /// storage is the second).
    #[doc(hidden)]
    #[inline]
    #[allow(clippy::type_complexity)]
    fn zip3_after_array<
        J: Kind,
        A: Clone,
        C,
        U,
        SA: Broadcast<S>,
        SC: Shape,
        MC: Storage<C, SC>,
        Bd: Build<U>,
    >(
        a: &SA::Array<A>,
        b: &Self::Buf,
        c: &MC::Buf,
        f: impl FnMut(&A, &T, &C) -> U,
    ) -> Zip3Result<J, U, SA::Output, SC>
    where
        T: Clone,
        SA::Output: Broadcast<SC>,
    {
        zip3_strided::<J, A, T, C, U, SA, S, SC>(
            array_strided::<A, SA>(a),
            strided::<T, S, Self>(b),
            strided::<C, SC, MC>(c),
            f,
        )
    }
    /// [`zip3`](Self::zip3) once the first two operands are known to be inline arrays (this
    /// storage is the third).
    #[doc(hidden)]
    #[inline]
    fn zip3_after_arrays<
        J: Kind,
        A: Clone,
        B: Clone,
        U,
        SA: Broadcast<SB>,
        SB: Shape,
        Bd: Build<U>,
    >(
        a: &SA::Array<A>,
        b: &SB::Array<B>,
        c: &Self::Buf,
        f: impl FnMut(&A, &B, &T) -> U,
    ) -> Zip3Result<J, U, SA::Output, S>
    where
        SA::Output: Broadcast<S>,
    {
        zip3_strided::<J, A, B, T, U, SA, SB, S>(
            array_strided::<A, SA>(a),
            array_strided::<B, SB>(b),
            strided::<T, S, Self>(c),
            f,
        )
    }
}

/// A storage kind whose elements can be written: owned storage and mutable views. Sealed.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::tensor::StorageMut;
/// fn zero_out<S: Shape, M: StorageMut<f32, S>>(t: &mut TensorBase<f32, S, M>) {
///     t.fill_with(|| 0.0);
/// }
/// let mut t = Tensor::<f32, shape![2, 2]>::ones();
/// zero_out(&mut t.view_mut().t()); // a mutable view
/// assert_eq!(t.to_vec(), [0.0; 4]);
/// zero_out(&mut t); // the tensor itself
/// ```
pub trait StorageMut<T, S: Shape>: Storage<T, S> {
    /// All elements the buffer can reach, mutably.
    fn data_mut<'r>(buf: &'r mut Self::Buf) -> &'r mut [T]
    where
        S: 'r;
    /// The elements, mutably, with the layout.
    #[doc(hidden)]
    fn strided_mut<'r>(buf: &'r mut Self::Buf) -> StridedMut<'r, T>
    where
        S: 'r;
    /// The nested array, mutably, when the buffer is one (owned inline tensors).
    #[doc(hidden)]
    #[inline(always)]
    fn as_array_mut<'r>(_buf: &'r mut Self::Buf) -> Option<&'r mut S::Array<T>>
    where
        S: 'r,
    {
        None
    }
    /// The elements written with the sizes as constants, by row-major position: for mutable
    /// views of inline tensors with static shapes (`None` for every other storage).
    #[doc(hidden)]
    #[inline(always)]
    fn static_write(_buf: &mut Self::Buf) -> Option<StaticWrite<'_, T>> {
        None
    }
    /// `f(dest, src)` for every element of `dest` (this storage), with `src` broadcast to it;
    /// dispatched on both storages at the type level.
    #[doc(hidden)]
    #[inline]
    fn apply<A, SR: BroadcastInto<S>, MR: Storage<A, SR>>(
        dest: &mut Self::Buf,
        src: &MR::Buf,
        f: impl FnMut(&mut T, &A),
    ) -> Result<(), Failure> {
        if StaticLoops::<S>::OK
            && let Some(rs) = MR::static_read(src, S::FIXED_DIMS)
            && let Some(w) = Self::static_write(dest)
        {
            return apply_view_static::<T, S, A>(w, rs, f);
        }
        apply_strided(
            Self::strided_mut(dest),
            strided::<A, SR, MR>(src),
            SR::fits,
            f,
        )
    }
}

mod sealed {
    pub trait Sealed {}
    impl Sealed for super::Inline {}
    impl Sealed for super::Heap {}
}

/// An owning storage kind: [`Inline`] or [`Heap`]. Its buffer for elements `T` and shape `S` is
/// [`Kind::Data`], and [`Kind::Join`] is the kind of a result computed from operands of two
/// kinds (inline only when both are inline).
///
/// Every owned kind stores every shape, so generic code over owned tensors needs no storage
/// bound beyond the shape relation it uses.
///
/// ```
/// use shaped::{shape, tensor::{Heap, Inline, Kind}};
/// let _: <Inline as Kind>::Data<f32, shape![2, 3]> = [[0.0; 3]; 2];
/// fn same<A, B>(_: core::marker::PhantomData<(A, B)>) where A: Kind<Join<B> = Heap>, B: Kind {}
/// same::<Inline, Heap>(core::marker::PhantomData);
/// ```
pub trait Kind: sealed::Sealed + crate::ops::ArrayPaths + Sized + Send + Sync + 'static {
    /// The buffer of an owned tensor of elements `T` and shape `S`.
    type Data<T, S: Shape>;
    /// The kind of results computed from operands of kinds `Self` and `K`.
    type Join<K: Kind>: Kind;
    /// The names `Debug` prints for owned tensors of this kind: with a static rank, with a
    /// run-time rank.
    #[doc(hidden)]
    const DEBUG_NAMES: [&'static str; 2];
    /// Whether the buffer is an inline array (then views of static shapes are read with their
    /// sizes as constants).
    #[doc(hidden)]
    const INLINE: bool;
    /// [`Storage::NotArray`] of this kind: uninhabited for [`Inline`].
    #[doc(hidden)]
    type NotArray;
    /// Why an inline array cannot become this kind's buffer ([`from_array`](Self::from_array)'s
    /// error): uninhabited for [`Inline`], whose buffer is the array, so a result built as an
    /// array is the tensor with no failure arm; the allocation failure for [`Heap`].
    #[doc(hidden)]
    type ArrayError: Into<Failure>;

    /// All elements.
    #[doc(hidden)]
    fn data<'r, T, S: Shape + 'r>(d: &'r Self::Data<T, S>) -> &'r [T];
    /// All elements, mutably.
    #[doc(hidden)]
    fn data_mut<'r, T, S: Shape + 'r>(d: &'r mut Self::Data<T, S>) -> &'r mut [T];
    /// The sizes.
    #[doc(hidden)]
    fn dims<T, S: Shape>(d: &Self::Data<T, S>) -> &[usize];
    /// The row-major strides.
    #[doc(hidden)]
    fn strides<T, S: Shape>(d: &Self::Data<T, S>) -> &[isize];
    /// The sizes as the shape's index.
    #[doc(hidden)]
    fn index<T, S: Shape>(d: &Self::Data<T, S>) -> S::Index;
    /// The elements, mutably, with the layout.
    #[doc(hidden)]
    fn strided_mut<'r, T, S: Shape + 'r>(d: &'r mut Self::Data<T, S>) -> StridedMut<'r, T>;
    /// The nested array, when the buffer is one.
    #[doc(hidden)]
    fn as_array<'r, T, S: Shape + 'r>(
        d: &'r Self::Data<T, S>,
    ) -> Result<&'r S::Array<T>, Self::NotArray>;
    /// The nested array, mutably, when the buffer is one.
    #[doc(hidden)]
    fn as_array_mut<'r, T, S: Shape + 'r>(
        d: &'r mut Self::Data<T, S>,
    ) -> Option<&'r mut S::Array<T>>;
    /// A row-major buffer of sizes `index` (already validated, `numel` elements) from `fill`.
    #[doc(hidden)]
    fn build<T, S: Shape>(
        index: S::Index,
        numel: usize,
        fill: impl Fill<T>,
    ) -> Result<Self::Data<T, S>, Failure>;
    /// A buffer of sizes `index` (already validated, `numel` elements) with every element
    /// `value` (an inline array repeats it, with no per-element call).
    #[doc(hidden)]
    fn filled<T: Copy, S: Shape>(
        index: S::Index,
        numel: usize,
        value: T,
    ) -> Result<Self::Data<T, S>, Failure>;
    /// A buffer of the static shape `S` with every element `value`, as an `Option`: no error
    /// type beside the array, whose fields LLVM would split the array along (see
    /// `TensorBase::matmul`). `None` only when a heap buffer cannot be allocated.
    #[doc(hidden)]
    fn repeated<T: Copy, S: Shape>(value: T) -> Option<Self::Data<T, S>>;
    /// An owned inline array as this kind's buffer.
    #[doc(hidden)]
    fn from_array<T, S: Shape>(array: S::Array<T>) -> Result<Self::Data<T, S>, Self::ArrayError>;
    /// [`Storage::zip`] for an owned tensor of this kind on the left.
    #[doc(hidden)]
    fn zip_owned<J: Kind, A, B, U, SA: Broadcast<SB>, SB: Shape, MB: Storage<B, SB>, Bd: Build<U>>(
        a: &Self::Data<A, SA>,
        b: &MB::Buf,
        f: impl FnMut(&A, &B) -> U,
    ) -> Result<J::Data<U, SA::Output>, Failure>;
    /// [`Storage::zip_after_array`] for an owned tensor of this kind on the right.
    #[doc(hidden)]
    fn zip_after_array_owned<J: Kind, A, B, U, SA: Broadcast<SB>, SB: Shape, Bd: Build<U>>(
        a: &SA::Array<A>,
        b: &Self::Data<B, SB>,
        f: impl FnMut(&A, &B) -> U,
    ) -> Result<J::Data<U, SA::Output>, Failure>;
    /// [`Storage::map`] for an owned tensor of this kind.
    #[doc(hidden)]
    fn map_owned<J: Kind, A, U, S: Shape, Bd: Build<U>>(
        a: &Self::Data<A, S>,
        f: impl FnMut(&A) -> U,
    ) -> Result<J::Data<U, S>, Failure>;
    /// [`Storage::apply_into_array`] for an owned tensor of this kind as the source.
    #[doc(hidden)]
    fn apply_into_array_owned<D, SD: Shape, A, SR: BroadcastInto<SD>>(
        dest: &mut SD::Array<D>,
        src: &Self::Data<A, SR>,
        f: impl FnMut(&mut D, &A),
    ) -> Result<(), Failure>;
    /// [`StorageMut::apply`] for an owned tensor of this kind as the destination.
    #[doc(hidden)]
    fn apply_owned<D, SD: Shape, A, SR: BroadcastInto<SD>, MR: Storage<A, SR>>(
        dest: &mut Self::Data<D, SD>,
        src: &MR::Buf,
        f: impl FnMut(&mut D, &A),
    ) -> Result<(), Failure>;
    /// [`Storage::zip3`] for an owned tensor of this kind first.
    #[doc(hidden)]
    #[allow(clippy::type_complexity)]
    fn zip3_owned<J, A, B, C, U, SA, SB, SC, MB, MC, Bd>(
        a: &Self::Data<A, SA>,
        b: &MB::Buf,
        c: &MC::Buf,
        f: impl FnMut(&A, &B, &C) -> U,
    ) -> Zip3Result<J, U, SA::Output, SC>
    where
        J: Kind,
        Bd: Build<U>,
        A: Clone,
        B: Clone,
        SA: Broadcast<SB>,
        SA::Output: Broadcast<SC>,
        SB: Shape,
        SC: Shape,
        MB: Storage<B, SB>,
        MC: Storage<C, SC>;
    /// [`Storage::zip3_after_array`] for an owned tensor of this kind second.
    #[doc(hidden)]
    fn zip3_after_array_owned<J, A, B, C, U, SA, SB, SC, MC, Bd>(
        a: &SA::Array<A>,
        b: &Self::Data<B, SB>,
        c: &MC::Buf,
        f: impl FnMut(&A, &B, &C) -> U,
    ) -> Zip3Result<J, U, SA::Output, SC>
    where
        J: Kind,
        Bd: Build<U>,
        A: Clone,
        B: Clone,
        SA: Broadcast<SB>,
        SA::Output: Broadcast<SC>,
        SB: Shape,
        SC: Shape,
        MC: Storage<C, SC>;
    /// [`Storage::zip3_after_arrays`] for an owned tensor of this kind third.
    #[doc(hidden)]
    fn zip3_after_arrays_owned<J, A, B, C, U, SA, SB, SC, Bd>(
        a: &SA::Array<A>,
        b: &SB::Array<B>,
        c: &Self::Data<C, SC>,
        f: impl FnMut(&A, &B, &C) -> U,
    ) -> Zip3Result<J, U, SA::Output, SC>
    where
        J: Kind,
        Bd: Build<U>,
        A: Clone,
        B: Clone,
        SA: Broadcast<SB>,
        SA::Output: Broadcast<SC>,
        SB: Shape,
        SC: Shape;
}

impl Kind for Inline {
    type Data<T, S: Shape> = S::Array<T>;
    type Join<K: Kind> = K;
    const DEBUG_NAMES: [&'static str; 2] = ["Tensor", "Tensor"];
    const INLINE: bool = true;
    type NotArray = Infallible;
    type ArrayError = Infallible;

    #[inline(always)]
    fn data<'r, T, S: Shape + 'r>(d: &'r S::Array<T>) -> &'r [T] {
        S::flat(d)
    }
    #[inline(always)]
    fn data_mut<'r, T, S: Shape + 'r>(d: &'r mut S::Array<T>) -> &'r mut [T] {
        S::flat_mut(d)
    }
    #[inline(always)]
    fn dims<T, S: Shape>(_d: &S::Array<T>) -> &[usize] {
        S::FIXED_DIMS
    }
    #[inline(always)]
    fn strides<T, S: Shape>(_d: &S::Array<T>) -> &[isize] {
        S::FIXED_STRIDES
    }
    #[inline(always)]
    fn index<T, S: Shape>(_d: &S::Array<T>) -> S::Index {
        S::fixed_index()
    }
    #[inline(always)]
    fn strided_mut<'r, T, S: Shape + 'r>(d: &'r mut S::Array<T>) -> StridedMut<'r, T> {
        StridedMut {
            data: S::flat_mut(d),
            dims: S::FIXED_DIMS,
            strides: S::FIXED_STRIDES,
            offset: 0,
        }
    }
    #[inline(always)]
    fn as_array<'r, T, S: Shape + 'r>(d: &'r S::Array<T>) -> Result<&'r S::Array<T>, Infallible> {
        Ok(d)
    }
    #[inline(always)]
    fn as_array_mut<'r, T, S: Shape + 'r>(d: &'r mut S::Array<T>) -> Option<&'r mut S::Array<T>> {
        Some(d)
    }
    #[inline]
    fn build<T, S: Shape>(
        _index: S::Index,
        _numel: usize,
        mut fill: impl Fill<T>,
    ) -> Result<S::Array<T>, Failure> {
        // Inline tensors have fully static shapes; `None` (a run-time size) cannot happen.
        S::try_array_from_fn(|i| fill.at(i)).ok_or(Failure::Broadcast)
    }
    #[inline(always)]
    fn filled<T: Copy, S: Shape>(
        _index: S::Index,
        _numel: usize,
        value: T,
    ) -> Result<S::Array<T>, Failure> {
        // Inline tensors have fully static shapes; `None` (a run-time size) cannot happen.
        S::filled(value).ok_or(Failure::Broadcast)
    }
    #[inline(always)]
    fn repeated<T: Copy, S: Shape>(value: T) -> Option<S::Array<T>> {
        S::filled(value)
    }
    #[inline(always)]
    fn from_array<T, S: Shape>(array: S::Array<T>) -> Result<S::Array<T>, Infallible> {
        Ok(array)
    }
    #[inline]
    fn zip_owned<
        J: Kind,
        A,
        B,
        U,
        SA: Broadcast<SB>,
        SB: Shape,
        MB: Storage<B, SB>,
        Bd: Build<U>,
    >(
        a: &SA::Array<A>,
        b: &MB::Buf,
        f: impl FnMut(&A, &B) -> U,
    ) -> Result<J::Data<U, SA::Output>, Failure> {
        MB::zip_after_array::<J, A, U, SA, Bd>(a, b, f)
    }
    #[inline]
    fn zip_after_array_owned<J: Kind, A, B, U, SA: Broadcast<SB>, SB: Shape, Bd: Build<U>>(
        a: &SA::Array<A>,
        b: &SB::Array<B>,
        f: impl FnMut(&A, &B) -> U,
    ) -> Result<J::Data<U, SA::Output>, Failure> {
        // Both operands are owned inline tensors: the shapes' own loops.
        J::from_array::<U, SA::Output>(Bd::zip::<SA, SB, A, B>(a, b, f)).map_err(Into::into)
    }
    #[inline]
    fn map_owned<J: Kind, A, U, S: Shape, Bd: Build<U>>(
        a: &S::Array<A>,
        f: impl FnMut(&A) -> U,
    ) -> Result<J::Data<U, S>, Failure> {
        J::from_array::<U, S>(Bd::map::<S, A>(a, f)).map_err(Into::into)
    }
    #[inline]
    fn apply_into_array_owned<D, SD: Shape, A, SR: BroadcastInto<SD>>(
        dest: &mut SD::Array<D>,
        src: &SR::Array<A>,
        f: impl FnMut(&mut D, &A),
    ) -> Result<(), Failure> {
        let merged = &crate::shape::Pair::<SD, SR>::MERGED;
        crate::kernel::flat::update(merged, SD::flat_mut(dest), SR::flat(src), f);
        Ok(())
    }
    #[inline]
    fn apply_owned<D, SD: Shape, A, SR: BroadcastInto<SD>, MR: Storage<A, SR>>(
        dest: &mut SD::Array<D>,
        src: &MR::Buf,
        f: impl FnMut(&mut D, &A),
    ) -> Result<(), Failure> {
        MR::apply_into_array::<D, SD>(dest, src, f)
    }
    #[inline]
    fn zip3_owned<J, A, B, C, U, SA, SB, SC, MB, MC, Bd>(
        a: &SA::Array<A>,
        b: &MB::Buf,
        c: &MC::Buf,
        f: impl FnMut(&A, &B, &C) -> U,
    ) -> Zip3Result<J, U, SA::Output, SC>
    where
        J: Kind,
        Bd: Build<U>,
        A: Clone,
        B: Clone,
        SA: Broadcast<SB>,
        SA::Output: Broadcast<SC>,
        SB: Shape,
        SC: Shape,
        MB: Storage<B, SB>,
        MC: Storage<C, SC>,
    {
        MB::zip3_after_array::<J, A, C, U, SA, SC, MC, Bd>(a, b, c, f)
    }
    #[inline]
    fn zip3_after_array_owned<J, A, B, C, U, SA, SB, SC, MC, Bd>(
        a: &SA::Array<A>,
        b: &SB::Array<B>,
        c: &MC::Buf,
        f: impl FnMut(&A, &B, &C) -> U,
    ) -> Zip3Result<J, U, SA::Output, SC>
    where
        J: Kind,
        Bd: Build<U>,
        A: Clone,
        B: Clone,
        SA: Broadcast<SB>,
        SA::Output: Broadcast<SC>,
        SB: Shape,
        SC: Shape,
        MC: Storage<C, SC>,
    {
        MC::zip3_after_arrays::<J, A, B, U, SA, SB, Bd>(a, b, c, f)
    }
    #[inline]
    fn zip3_after_arrays_owned<J, A, B, C, U, SA, SB, SC, Bd>(
        a: &SA::Array<A>,
        b: &SB::Array<B>,
        c: &SC::Array<C>,
        mut f: impl FnMut(&A, &B, &C) -> U,
    ) -> Zip3Result<J, U, SA::Output, SC>
    where
        J: Kind,
        Bd: Build<U>,
        A: Clone,
        B: Clone,
        SA: Broadcast<SB>,
        SA::Output: Broadcast<SC>,
        SB: Shape,
        SC: Shape,
    {
        // Three owned inline tensors: one loop over the three (`Build::zip3`) where the result
        // is filled and overwritten; otherwise the shapes' loops folded left to right: the
        // pairs of references to the first two (`Copy`, so filled and written by plain
        // loops), then the third, into a result built as `Bd` says.
        // No failure arm: a failure there is a panic path that opt-level "s" and "z" keep, since
        // they do not forward the fill to the test of `filled`'s `Option` (whose tag is the
        // first reference of the array).
        if let Some(out) = Bd::zip3::<SA, SB, SC, A, B, C>(a, b, c, &mut f) {
            return J::from_array::<U, Broadcasted<SA::Output, SC>>(out).map_err(Into::into);
        }
        if let (Some(x0), Some(y0)) = (SA::first(a), SB::first(b))
            && let Some(mut pairs) = <SA::Output as Shape>::filled((x0, y0))
        {
            crate::tensor::build::zip_flat::<SA, SB, A, B, _>(&mut pairs, a, b, |p, x, y, _| {
                *p = (x, y)
            });
            let out = Bd::zip::<SA::Output, SC, (&A, &B), C>(&pairs, c, |&(x, y), z| f(x, y, z));
            return J::from_array::<U, Broadcasted<SA::Output, SC>>(out).map_err(Into::into);
        }
        // No element (nothing to read), or no fill.
        let pairs = SA::zip_arrays(a, b, |x, y| (x.clone(), y.clone()));
        let out = <SA::Output as Broadcast<SC>>::zip_arrays(&pairs, c, |(x, y), z| f(x, y, z));
        J::from_array::<U, Broadcasted<SA::Output, SC>>(out).map_err(Into::into)
    }
}

#[cfg(feature = "alloc")]
impl Kind for Heap {
    type Data<T, S: Shape> = HeapBuf<T, S>;
    type Join<K: Kind> = Heap;
    const DEBUG_NAMES: [&'static str; 2] = ["HeapTensor", "DynTensor"];
    const INLINE: bool = false;
    type NotArray = NotInline;
    type ArrayError = Failure;

    #[inline(always)]
    fn data<'r, T, S: Shape + 'r>(d: &'r HeapBuf<T, S>) -> &'r [T] {
        d.data()
    }
    #[inline(always)]
    fn data_mut<'r, T, S: Shape + 'r>(d: &'r mut HeapBuf<T, S>) -> &'r mut [T] {
        d.data_mut()
    }
    #[inline(always)]
    fn dims<T, S: Shape>(d: &HeapBuf<T, S>) -> &[usize] {
        d.dims()
    }
    #[inline(always)]
    fn strides<T, S: Shape>(d: &HeapBuf<T, S>) -> &[isize] {
        d.strides()
    }
    #[inline(always)]
    fn index<T, S: Shape>(d: &HeapBuf<T, S>) -> S::Index {
        d.index()
    }
    #[inline(always)]
    fn strided_mut<'r, T, S: Shape + 'r>(d: &'r mut HeapBuf<T, S>) -> StridedMut<'r, T> {
        d.strided_mut()
    }
    #[inline(always)]
    fn as_array<'r, T, S: Shape + 'r>(_d: &'r HeapBuf<T, S>) -> Result<&'r S::Array<T>, NotInline> {
        Err(NotInline)
    }
    #[inline(always)]
    fn as_array_mut<'r, T, S: Shape + 'r>(
        _d: &'r mut HeapBuf<T, S>,
    ) -> Option<&'r mut S::Array<T>> {
        None
    }
    #[inline]
    fn build<T, S: Shape>(
        index: S::Index,
        numel: usize,
        fill: impl Fill<T>,
    ) -> Result<HeapBuf<T, S>, Failure> {
        Ok(HeapBuf::new(collect(numel, fill)?, index))
    }
    #[inline]
    fn filled<T: Copy, S: Shape>(
        index: S::Index,
        numel: usize,
        value: T,
    ) -> Result<HeapBuf<T, S>, Failure> {
        let mut data = try_vec(numel)?;
        data.resize(numel, value);
        Ok(HeapBuf::new(data, index))
    }
    #[inline]
    fn repeated<T: Copy, S: Shape>(value: T) -> Option<HeapBuf<T, S>> {
        let numel = crate::layout::checked_numel(S::FIXED_DIMS)?;
        Self::filled::<T, S>(S::fixed_index(), numel, value).ok()
    }
    fn from_array<T, S: Shape>(array: S::Array<T>) -> Result<HeapBuf<T, S>, Failure> {
        let mut data = try_vec(S::flat(&array).len())?;
        S::array_for_each(array, |x| data.push(x));
        Ok(HeapBuf::new(data, S::fixed_index()))
    }
    #[inline]
    fn zip_owned<
        J: Kind,
        A,
        B,
        U,
        SA: Broadcast<SB>,
        SB: Shape,
        MB: Storage<B, SB>,
        Bd: Build<U>,
    >(
        a: &HeapBuf<A, SA>,
        b: &MB::Buf,
        f: impl FnMut(&A, &B) -> U,
    ) -> Result<J::Data<U, SA::Output>, Failure> {
        zip_strided::<J, A, B, U, SA, SB>(strided::<A, SA, Heap>(a), strided::<B, SB, MB>(b), f)
    }
    #[inline]
    fn zip_after_array_owned<J: Kind, A, B, U, SA: Broadcast<SB>, SB: Shape, Bd: Build<U>>(
        a: &SA::Array<A>,
        b: &HeapBuf<B, SB>,
        f: impl FnMut(&A, &B) -> U,
    ) -> Result<J::Data<U, SA::Output>, Failure> {
        zip_strided::<J, A, B, U, SA, SB>(array_strided::<A, SA>(a), strided::<B, SB, Heap>(b), f)
    }
    #[inline]
    fn map_owned<J: Kind, A, U, S: Shape, Bd: Build<U>>(
        a: &HeapBuf<A, S>,
        f: impl FnMut(&A) -> U,
    ) -> Result<J::Data<U, S>, Failure> {
        map_strided::<J, A, U, S>(strided::<A, S, Heap>(a), a.index(), f)
    }
    #[inline]
    fn apply_into_array_owned<D, SD: Shape, A, SR: BroadcastInto<SD>>(
        dest: &mut SD::Array<D>,
        src: &HeapBuf<A, SR>,
        f: impl FnMut(&mut D, &A),
    ) -> Result<(), Failure> {
        apply_strided(
            array_strided_mut::<D, SD>(dest),
            strided::<A, SR, Heap>(src),
            SR::fits,
            f,
        )
    }
    #[inline]
    fn apply_owned<D, SD: Shape, A, SR: BroadcastInto<SD>, MR: Storage<A, SR>>(
        dest: &mut HeapBuf<D, SD>,
        src: &MR::Buf,
        mut f: impl FnMut(&mut D, &A),
    ) -> Result<(), Failure> {
        // One shape type whose sizes the type fixes (static or symbolic sizes), both buffers
        // owned: the elements pair up one to one in row-major order, with nothing to check
        // (constant conditions, so the plan and its failures are not compiled in).
        if SD::SIZED_BY_TYPE && MR::OWNED && same_shape::<SR, SD>() {
            dest.data_mut()
                .iter_mut()
                .zip(MR::data(src))
                .for_each(|(d, s)| f(d, s));
            return Ok(());
        }
        // A source of another shape whose sizes its type fixes too (`[3]`, `[1, 3]` or
        // `[batch, 1]` into `[batch, 3]`): the compiler checked that it broadcasts, so the two
        // row-major buffers pair up by their sizes alone.
        if SD::SIZED_BY_TYPE && SR::SIZED_BY_TYPE && MR::OWNED {
            let (dest_dims, src_dims) = (dest.index(), MR::index(src));
            crate::kernel::apply_paired(
                dest.data_mut(),
                dest_dims.as_ref(),
                MR::data(src),
                src_dims.as_ref(),
                &mut f,
            );
            return Ok(());
        }
        apply_strided(dest.strided_mut(), strided::<A, SR, MR>(src), SR::fits, f)
    }
    #[inline]
    fn zip3_owned<J, A, B, C, U, SA, SB, SC, MB, MC, Bd>(
        a: &HeapBuf<A, SA>,
        b: &MB::Buf,
        c: &MC::Buf,
        f: impl FnMut(&A, &B, &C) -> U,
    ) -> Zip3Result<J, U, SA::Output, SC>
    where
        J: Kind,
        Bd: Build<U>,
        A: Clone,
        B: Clone,
        SA: Broadcast<SB>,
        SA::Output: Broadcast<SC>,
        SB: Shape,
        SC: Shape,
        MB: Storage<B, SB>,
        MC: Storage<C, SC>,
    {
        zip3_strided::<J, A, B, C, U, SA, SB, SC>(
            strided::<A, SA, Heap>(a),
            strided::<B, SB, MB>(b),
            strided::<C, SC, MC>(c),
            f,
        )
    }
    #[inline]
    fn zip3_after_array_owned<J, A, B, C, U, SA, SB, SC, MC, Bd>(
        a: &SA::Array<A>,
        b: &HeapBuf<B, SB>,
        c: &MC::Buf,
        f: impl FnMut(&A, &B, &C) -> U,
    ) -> Zip3Result<J, U, SA::Output, SC>
    where
        J: Kind,
        Bd: Build<U>,
        A: Clone,
        B: Clone,
        SA: Broadcast<SB>,
        SA::Output: Broadcast<SC>,
        SB: Shape,
        SC: Shape,
        MC: Storage<C, SC>,
    {
        zip3_strided::<J, A, B, C, U, SA, SB, SC>(
            array_strided::<A, SA>(a),
            strided::<B, SB, Heap>(b),
            strided::<C, SC, MC>(c),
            f,
        )
    }
    #[inline]
    fn zip3_after_arrays_owned<J, A, B, C, U, SA, SB, SC, Bd>(
        a: &SA::Array<A>,
        b: &SB::Array<B>,
        c: &HeapBuf<C, SC>,
        f: impl FnMut(&A, &B, &C) -> U,
    ) -> Zip3Result<J, U, SA::Output, SC>
    where
        J: Kind,
        Bd: Build<U>,
        A: Clone,
        B: Clone,
        SA: Broadcast<SB>,
        SA::Output: Broadcast<SC>,
        SB: Shape,
        SC: Shape,
    {
        zip3_strided::<J, A, B, C, U, SA, SB, SC>(
            array_strided::<A, SA>(a),
            array_strided::<B, SB>(b),
            strided::<C, SC, Heap>(c),
            f,
        )
    }
}

/// Whether `A` and `B`, two shapes whose types fix their sizes with `A` broadcasting into `B`,
/// have the same sizes (a constant once compiled): their static sizes are equal, and a brand
/// pairs only with itself or with a static 1, whose fixed size (1) differs from a brand's (0).
#[cfg(feature = "alloc")]
#[inline(always)]
fn same_shape<A: Shape, B: Shape>() -> bool {
    const fn equal(a: &[usize], b: &[usize]) -> bool {
        if a.len() != b.len() {
            return false;
        }
        let mut i = 0;
        while i < a.len() {
            if a[i] != b[i] {
                return false;
            }
            i += 1;
        }
        true
    }
    const { A::SIZED_BY_TYPE && B::SIZED_BY_TYPE && equal(A::FIXED_DIMS, B::FIXED_DIMS) }
}

impl<T, S: Shape, K: Kind> Storage<T, S> for K {
    type Buf = K::Data<T, S>;
    type Owned = K;
    const DEBUG_NAMES: [&'static str; 2] = K::DEBUG_NAMES;
    type NotArray = K::NotArray;
    const ARRAY: bool = K::INLINE;
    const OWNED: bool = true;
    #[inline(always)]
    fn as_array<'r>(buf: &'r Self::Buf) -> Result<&'r S::Array<T>, K::NotArray>
    where
        S: 'r,
    {
        K::as_array::<T, S>(buf)
    }
    #[inline(always)]
    fn data<'r>(buf: &'r Self::Buf) -> &'r [T]
    where
        S: 'r,
    {
        K::data::<T, S>(buf)
    }
    #[inline(always)]
    fn dims(buf: &Self::Buf) -> &[usize] {
        K::dims::<T, S>(buf)
    }
    #[inline(always)]
    fn strides(buf: &Self::Buf) -> &[isize] {
        K::strides::<T, S>(buf)
    }
    #[inline(always)]
    fn offset(_buf: &Self::Buf) -> usize {
        0
    }
    #[inline(always)]
    fn index(buf: &Self::Buf) -> S::Index {
        K::index::<T, S>(buf)
    }
    #[inline(always)]
    fn static_read<'b>(buf: &'b Self::Buf, out: &'static [usize]) -> Option<StaticRead<'b, T>>
    where
        S: 'b,
    {
        if K::INLINE && S::IS_STATIC {
            StaticRead::new(
                K::data::<T, S>(buf),
                S::FIXED_DIMS,
                S::FIXED_STRIDES,
                0,
                out,
            )
        } else {
            None
        }
    }
    #[inline]
    fn zip<J: Kind, B, U, SB: Shape, MB: Storage<B, SB>, Bd: Build<U>>(
        a: &Self::Buf,
        b: &MB::Buf,
        f: impl FnMut(&T, &B) -> U,
    ) -> Result<J::Data<U, S::Output>, Failure>
    where
        S: Broadcast<SB>,
    {
        K::zip_owned::<J, T, B, U, S, SB, MB, Bd>(a, b, f)
    }
    #[inline]
    fn zip_after_array<J: Kind, A, U, SA: Broadcast<S>, Bd: Build<U>>(
        a: &SA::Array<A>,
        b: &Self::Buf,
        f: impl FnMut(&A, &T) -> U,
    ) -> Result<J::Data<U, SA::Output>, Failure> {
        K::zip_after_array_owned::<J, A, T, U, SA, S, Bd>(a, b, f)
    }
    #[inline]
    fn map<J: Kind, U, Bd: Build<U>>(
        a: &Self::Buf,
        f: impl FnMut(&T) -> U,
    ) -> Result<J::Data<U, S>, Failure> {
        K::map_owned::<J, T, U, S, Bd>(a, f)
    }
    #[inline]
    fn apply_into_array<D, SD: Shape>(
        dest: &mut SD::Array<D>,
        src: &Self::Buf,
        f: impl FnMut(&mut D, &T),
    ) -> Result<(), Failure>
    where
        S: BroadcastInto<SD>,
    {
        K::apply_into_array_owned::<D, SD, T, S>(dest, src, f)
    }
    #[inline]
    fn zip3<
        J: Kind,
        B: Clone,
        C,
        U,
        SB: Shape,
        MB: Storage<B, SB>,
        SC: Shape,
        MC: Storage<C, SC>,
        Bd: Build<U>,
    >(
        a: &Self::Buf,
        b: &MB::Buf,
        c: &MC::Buf,
        f: impl FnMut(&T, &B, &C) -> U,
    ) -> Zip3Result<J, U, S::Output, SC>
    where
        T: Clone,
        S: Broadcast<SB>,
        S::Output: Broadcast<SC>,
    {
        K::zip3_owned::<J, T, B, C, U, S, SB, SC, MB, MC, Bd>(a, b, c, f)
    }
    #[inline]
    fn zip3_after_array<
        J: Kind,
        A: Clone,
        C,
        U,
        SA: Broadcast<S>,
        SC: Shape,
        MC: Storage<C, SC>,
        Bd: Build<U>,
    >(
        a: &SA::Array<A>,
        b: &Self::Buf,
        c: &MC::Buf,
        f: impl FnMut(&A, &T, &C) -> U,
    ) -> Zip3Result<J, U, SA::Output, SC>
    where
        T: Clone,
        SA::Output: Broadcast<SC>,
    {
        K::zip3_after_array_owned::<J, A, T, C, U, SA, S, SC, MC, Bd>(a, b, c, f)
    }
    #[inline]
    fn zip3_after_arrays<
        J: Kind,
        A: Clone,
        B: Clone,
        U,
        SA: Broadcast<SB>,
        SB: Shape,
        Bd: Build<U>,
    >(
        a: &SA::Array<A>,
        b: &SB::Array<B>,
        c: &Self::Buf,
        f: impl FnMut(&A, &B, &T) -> U,
    ) -> Zip3Result<J, U, SA::Output, S>
    where
        SA::Output: Broadcast<S>,
    {
        K::zip3_after_arrays_owned::<J, A, B, T, U, SA, SB, S, Bd>(a, b, c, f)
    }
}

impl<T, S: Shape, K: Kind> StorageMut<T, S> for K {
    #[inline(always)]
    fn data_mut<'r>(buf: &'r mut Self::Buf) -> &'r mut [T]
    where
        S: 'r,
    {
        K::data_mut::<T, S>(buf)
    }
    #[inline(always)]
    fn strided_mut<'r>(buf: &'r mut Self::Buf) -> StridedMut<'r, T>
    where
        S: 'r,
    {
        K::strided_mut::<T, S>(buf)
    }
    #[inline(always)]
    fn as_array_mut<'r>(buf: &'r mut Self::Buf) -> Option<&'r mut S::Array<T>>
    where
        S: 'r,
    {
        K::as_array_mut::<T, S>(buf)
    }
    #[inline]
    fn apply<A, SR: BroadcastInto<S>, MR: Storage<A, SR>>(
        dest: &mut Self::Buf,
        src: &MR::Buf,
        f: impl FnMut(&mut T, &A),
    ) -> Result<(), Failure> {
        K::apply_owned::<T, S, A, SR, MR>(dest, src, f)
    }
}

/// `Storage` for the two view kinds, whose buffers have the same fields.
macro_rules! view_storage {
    ($($view:ident => $buf:ident, $names:expr);*) => {$(
        impl<'a, T: 'a, S: Shape, K: Kind> Storage<T, S> for $view<'a, K> {
            type Buf = $buf<'a, T, S>;
            type Owned = K;
            const DEBUG_NAMES: [&'static str; 2] = $names;
            type NotArray = NotInline;
            #[inline(always)]
            fn as_array<'r>(_buf: &'r Self::Buf) -> Result<&'r S::Array<T>, NotInline> where S: 'r {
                Err(NotInline)
            }
            #[inline(always)]
            fn data<'r>(buf: &'r Self::Buf) -> &'r [T] where S: 'r {
                buf.data
            }
            #[inline(always)]
            fn dims(buf: &Self::Buf) -> &[usize] {
                buf.dims.as_ref()
            }
            #[inline(always)]
            fn strides(buf: &Self::Buf) -> &[isize] {
                buf.strides.as_ref()
            }
            #[inline(always)]
            fn offset(buf: &Self::Buf) -> usize {
                buf.offset
            }
            #[inline(always)]
            fn index(buf: &Self::Buf) -> S::Index {
                buf.dims.clone()
            }
            #[inline(always)]
            fn static_read<'b>(
                buf: &'b Self::Buf,
                out: &'static [usize],
            ) -> Option<StaticRead<'b, T>>
            where
                S: 'b,
            {
                if K::INLINE && S::IS_STATIC {
                    StaticRead::new(&*buf.data, S::FIXED_DIMS, buf.strides.as_ref(), buf.offset, out)
                } else {
                    None
                }
            }
        }
    )*};
}

view_storage!(
    View => ViewBuf, ["TensorView", "DynView"];
    ViewMut => ViewMutBuf, ["TensorViewMut", "DynViewMut"]
);

impl<'a, T: 'a, S: Shape, K: Kind> StorageMut<T, S> for ViewMut<'a, K> {
    #[inline(always)]
    fn data_mut<'r>(buf: &'r mut Self::Buf) -> &'r mut [T]
    where
        S: 'r,
    {
        buf.data
    }
    #[inline(always)]
    fn strided_mut<'r>(buf: &'r mut Self::Buf) -> StridedMut<'r, T>
    where
        S: 'r,
    {
        StridedMut {
            data: buf.data,
            dims: buf.dims.as_ref(),
            strides: buf.strides.as_ref(),
            offset: buf.offset,
        }
    }
    #[inline(always)]
    fn static_write(buf: &mut Self::Buf) -> Option<StaticWrite<'_, T>> {
        if K::INLINE && S::IS_STATIC {
            StaticWrite::new(buf.data, buf.strides.as_ref(), buf.offset, S::FIXED_DIMS)
        } else {
            None
        }
    }
}

/// An empty `Vec` with room for `n` elements, or the failure (never an abort).
#[cfg(feature = "alloc")]
fn try_vec<T>(n: usize) -> Result<alloc::vec::Vec<T>, Failure> {
    // A byte count beyond `usize` is `Failure::Overflow`, so `Alloc` carries the real count.
    Ok(crate::memory::try_vec(n)?)
}

/// The `numel` elements of `fill`, row-major, in a new `Vec` (allocated before any element is
/// produced). Generic over the element and the fill, not the shape.
#[cfg(feature = "alloc")]
fn collect<T>(numel: usize, fill: impl Fill<T>) -> Result<alloc::vec::Vec<T>, Failure> {
    let mut data = try_vec(numel)?;
    fill.extend(&mut data);
    Ok(data)
}

/// The layout every storage reads through.
#[inline(always)]
pub(crate) fn strided<'r, T, S: Shape + 'r, M: Storage<T, S>>(buf: &'r M::Buf) -> Strided<'r, T> {
    Strided {
        data: M::data(buf),
        dims: M::dims(buf),
        strides: M::strides(buf),
        offset: M::offset(buf),
    }
}

/// An owned inline array read through an output of sizes `out`.
#[inline(always)]
fn array_read<'b, T, S: Shape + 'b>(
    array: &'b S::Array<T>,
    out: &'static [usize],
) -> Option<StaticRead<'b, T>> {
    StaticRead::new(S::flat(array), S::FIXED_DIMS, S::FIXED_STRIDES, 0, out)
}

/// `f` over the pairs of two static-shape operands of inline tensors, built with kind `K` as a
/// tensor of the static shape `SO`. The static loops' functions hold one storage position per
/// element and operand on the stack: in debug builds they are calls of their own, so callers
/// that take another path (views of heap tensors with large static shapes) never reserve that
/// frame; in release builds they are inlined into the caller, where the layouts are constants.
#[cfg_attr(debug_assertions, inline(never))]
#[cfg_attr(not(debug_assertions), inline(always))]
fn zip_static<K: Kind, A, B, U, SO: Shape, Bd: Build<U>>(
    a: StaticRead<'_, A>,
    b: StaticRead<'_, B>,
    mut f: impl FnMut(&A, &B) -> U,
) -> Result<K::Data<U, SO>, Failure> {
    let at = SO::offsets([0, 0], &[a.strides, b.strides]).ok_or(Failure::Broadcast)?;
    let out = Bd::map::<SO, _>(&at, |&[pa, pb]| f(a.get(pa), b.get(pb)));
    K::from_array::<U, SO>(out).map_err(Into::into)
}

/// `f` applied to every element of a static-shape operand of an inline tensor, built with kind
/// `K` (inlined as [`zip_static`]).
#[cfg_attr(debug_assertions, inline(never))]
#[cfg_attr(not(debug_assertions), inline(always))]
fn map_static<K: Kind, A, U, S: Shape, Bd: Build<U>>(
    a: StaticRead<'_, A>,
    mut f: impl FnMut(&A) -> U,
) -> Result<K::Data<U, S>, Failure> {
    let at = S::offsets([0], &[a.strides]).ok_or(Failure::Broadcast)?;
    let out = Bd::map::<S, _>(&at, |&[p]| f(a.get(p)));
    K::from_array::<U, S>(out).map_err(Into::into)
}

/// `f(dest, src)` for every element of the inline array `dest` (shape `SD`), with the
/// static-shape operand `src` broadcast to it (inlined as [`zip_static`]).
#[cfg_attr(debug_assertions, inline(never))]
#[cfg_attr(not(debug_assertions), inline(always))]
fn apply_array_static<D, SD: Shape, A>(
    dest: &mut SD::Array<D>,
    src: StaticRead<'_, A>,
    mut f: impl FnMut(&mut D, &A),
) -> Result<(), Failure> {
    let at = SD::offsets([0], &[src.strides]).ok_or(Failure::InPlace)?;
    for (d, &[p]) in SD::flat_mut(dest).iter_mut().zip(SD::flat(&at)) {
        f(d, src.get(p));
    }
    Ok(())
}

/// `f(dest, src)` for every element of a mutable view of shape `S` of an inline tensor, with
/// the static-shape operand `src` broadcast to it (inlined as [`zip_static`]).
#[cfg_attr(debug_assertions, inline(never))]
#[cfg_attr(not(debug_assertions), inline(always))]
fn apply_view_static<T, S: Shape, A>(
    mut dest: StaticWrite<'_, T>,
    src: StaticRead<'_, A>,
    mut f: impl FnMut(&mut T, &A),
) -> Result<(), Failure> {
    let at = S::offsets([0, 0], &[dest.strides, src.strides]).ok_or(Failure::InPlace)?;
    for &[pd, ps] in S::flat(&at) {
        if let Some(d) = dest.get_mut(pd) {
            f(d, src.get(ps));
        }
    }
    Ok(())
}
