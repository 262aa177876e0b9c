//! [`ViewOrCopy`]: the result of `reshape`, `flatten`, `ravel` and `contiguous` — a view when
//! the strides allow one, a row-major copy otherwise — as a tensor in its own right (storage
//! kind [`Cow`]), so the result is used directly: `x.t().reshape::<shape![6]>().to_vec()`,
//! `&x.try_reshape(&[-1])? + &y`, `x.try_reshape(&[2, 3])?.try_transpose(0, 1)?.sum()`.

use super::base::TensorBase;
use super::buffers::ViewBuf;
use super::storage::{Inline, Kind, NotInline, Storage, View};
use crate::kernel::StaticRead;
use crate::shape::Shape;

/// Storage that is either borrowed (a read-only view, as [`View`]) or owned (a row-major buffer
/// of kind `K`): what `reshape`-like operations return. Read-only either way, so writing into a
/// result that may be a copy (and losing the write) cannot happen.
///
/// ```
/// use shaped::prelude::*;
/// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
/// let r: ViewOrCopy<'_, i32, shape![3, 2]> = t.reshape::<shape![3, 2]>();
/// assert!(r.is_view());
/// assert_eq!(r.get([2, 1]), Some(&5));
/// ```
#[derive(Debug)]
pub struct Cow<'a, K = Inline>(core::marker::PhantomData<&'a K>);

/// The buffer of a [`Cow`] tensor: which side a [`ViewOrCopy`] is on (see
/// [`is_view`](TensorBase::is_view)).
///
/// ```
/// use shaped::prelude::*;
/// use shaped::tensor::CowBuf;
/// let t = Tensor::<i32, shape![2, 2]>::zeros();
/// let r = t.t().reshape::<shape![4]>();
/// assert!(matches!(r.buf(), CowBuf::Owned(_)));
/// ```
pub enum CowBuf<'a, T, S: Shape, K: Kind> {
    /// A view of another tensor's elements.
    Borrowed(ViewBuf<'a, T, S>),
    /// A row-major copy.
    Owned(K::Data<T, S>),
}

impl<'a, T: 'a, S: Shape, K: Kind> Storage<T, S> for Cow<'a, K> {
    type Buf = CowBuf<'a, T, S, K>;
    type Owned = K;
    const DEBUG_NAMES: [&'static str; 2] = ["ViewOrCopy", "ViewOrCopy"];
    type NotArray = NotInline;
    #[inline(always)]
    fn as_array<'r>(_buf: &'r Self::Buf) -> Result<&'r S::Array<T>, NotInline>
    where
        S: 'r,
    {
        Err(NotInline)
    }
    #[inline]
    fn data<'r>(buf: &'r Self::Buf) -> &'r [T]
    where
        S: 'r,
    {
        match buf {
            CowBuf::Borrowed(v) => v.data,
            CowBuf::Owned(d) => K::data::<T, S>(d),
        }
    }
    #[inline]
    fn dims(buf: &Self::Buf) -> &[usize] {
        match buf {
            CowBuf::Borrowed(v) => v.dims.as_ref(),
            CowBuf::Owned(d) => K::dims::<T, S>(d),
        }
    }
    #[inline]
    fn strides(buf: &Self::Buf) -> &[isize] {
        match buf {
            CowBuf::Borrowed(v) => v.strides.as_ref(),
            CowBuf::Owned(d) => K::strides::<T, S>(d),
        }
    }
    #[inline]
    fn offset(buf: &Self::Buf) -> usize {
        match buf {
            CowBuf::Borrowed(v) => v.offset,
            CowBuf::Owned(_) => 0,
        }
    }
    #[inline]
    fn index(buf: &Self::Buf) -> S::Index {
        match buf {
            CowBuf::Borrowed(v) => v.dims.clone(),
            CowBuf::Owned(d) => K::index::<T, S>(d),
        }
    }
    #[inline(always)]
    fn static_read<'b>(buf: &'b Self::Buf, out: &'static [usize]) -> Option<StaticRead<'b, T>>
    where
        S: 'b,
    {
        if !(K::INLINE && S::IS_STATIC) {
            return None;
        }
        match buf {
            CowBuf::Borrowed(v) => {
                StaticRead::new(v.data, S::FIXED_DIMS, v.strides.as_ref(), v.offset, out)
            }
            CowBuf::Owned(d) => {
                StaticRead::new(K::data::<T, S>(d), S::FIXED_DIMS, S::FIXED_STRIDES, 0, out)
            }
        }
    }
}

/// A view when the memory allows it, a row-major copy otherwise (the result of `reshape`,
/// `flatten`, `ravel` and `contiguous`). It is a tensor: read it, compute with it, take views
/// of it (they borrow it) — no `.view()` step is needed.
///
/// ```
/// use shaped::prelude::*;
/// let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
/// assert!(t.reshape::<shape![3, 2]>().is_view());
/// let r = t.transpose::<0, 1>().reshape::<shape![6]>();
/// assert!(!r.is_view());
/// assert_eq!(r.to_vec(), vec![0, 3, 1, 4, 2, 5]);
/// ```
pub type ViewOrCopy<'a, T, S, K = Inline> = TensorBase<T, S, Cow<'a, K>>;

/// **Views or copies** ([`ViewOrCopy`](crate::ViewOrCopy)): which one, and an owned tensor from it.
impl<'a, T: 'a, S: Shape, K: Kind> TensorBase<T, S, Cow<'a, K>> {
    /// The borrowed side.
    #[inline]
    pub(crate) fn borrowed(view: TensorBase<T, S, View<'a, K>>) -> Self {
        TensorBase::from_buf(CowBuf::Borrowed(view.buf))
    }

    /// The owned side.
    #[inline]
    pub(crate) fn owned(copy: TensorBase<T, S, K>) -> Self {
        TensorBase::from_buf(CowBuf::Owned(copy.buf))
    }

    /// The buffer: the borrowed view or the owned copy.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// use shaped::tensor::CowBuf;
    /// let t = Tensor::<i32, shape![2, 2]>::zeros();
    /// assert!(matches!(t.reshape::<shape![4]>().buf(), CowBuf::Borrowed(_)));
    /// ```
    pub fn buf(&self) -> &CowBuf<'a, T, S, K> {
        &self.buf
    }

    /// Whether no copy was made (the result borrows the source's elements).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::<i32>::zeros(&[2, 3]);
    /// assert!(t.contiguous().is_view());
    /// assert!(!t.t().contiguous().is_view());
    /// ```
    pub fn is_view(&self) -> bool {
        matches!(self.buf, CowBuf::Borrowed(_))
    }

    /// An owned row-major tensor of the elements: the copy itself, or a copy of the view.
    ///
    /// # Panics
    ///
    /// When the copy cannot be allocated (`DefaultCPUAllocator: can't allocate memory: …`).
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let t = DynTensor::from_vec(vec![1, 2, 3, 4], &[2, 2]).unwrap();
    /// let owned: DynTensor<i32> = t.reshape(&[4]).into_owned();
    /// assert_eq!(owned.to_vec(), vec![1, 2, 3, 4]);
    /// ```
    #[track_caller]
    pub fn into_owned(self) -> TensorBase<T, S, K>
    where
        T: Clone,
    {
        match self.buf {
            CowBuf::Owned(d) => TensorBase::from_buf(d),
            CowBuf::Borrowed(v) => {
                let view: TensorBase<T, S, View<'a, K>> = TensorBase::from_buf(v);
                match super::view_ops::copied::<_, S>(&&view, view.dims(), view.numel()) {
                    Ok(copy) => copy,
                    Err(failure) => crate::ops::fail(failure, view.shape(), view.shape()),
                }
            }
        }
    }
}
