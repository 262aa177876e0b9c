//! `tensor[[i, j]]`: `Index`/`IndexMut` with one `usize` per dimension — an array whose length
//! the compiler checks against a static rank, or a slice checked at run time. Out-of-range
//! indices panic with PyTorch's text; [`get`](TensorBase::get) and
//! [`get_mut`](TensorBase::get_mut) are the checked forms.

use core::ops::{Index, IndexMut};

use super::base::TensorBase;
use super::storage::{Storage, StorageMut};
#[cfg(feature = "alloc")]
use crate::shape::DynShape;
use crate::shape::Shape;

/// Panics with PyTorch's text for the first entry of `index` outside `dims`, or for a count of
/// indices that is not the rank.
#[cold]
#[track_caller]
fn out_of_range(dims: &[usize], index: &[usize]) -> ! {
    if index.len() > dims.len() {
        panic!("too many indices for tensor of dimension {}", dims.len());
    }
    if index.len() < dims.len() {
        panic!(
            "too few indices for tensor of dimension {}: got {}",
            dims.len(),
            index.len()
        );
    }
    for (dim, (&i, &size)) in index.iter().zip(dims).enumerate() {
        if i >= size {
            panic!("index {i} is out of bounds for dimension {dim} with size {size}");
        }
    }
    unreachable!("an index inside every dimension is in range")
}

impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
    #[track_caller]
    fn at_or_panic(&self, index: &[usize]) -> &T {
        match self.get(index) {
            Some(x) => x,
            None => out_of_range(self.shape(), index),
        }
    }
}

impl<T, S: Shape, M: StorageMut<T, S>> TensorBase<T, S, M> {
    #[track_caller]
    fn at_mut_or_panic(&mut self, index: &[usize]) -> &mut T {
        if self.get(index).is_none() {
            out_of_range(self.shape(), index);
        }
        self.get_mut(index)
            .unwrap_or_else(|| unreachable!("checked just above"))
    }
}

/// `t[[i, j]]` on a tensor of static rank: the array's length must be the rank (a compile
/// error otherwise).
///
/// # Panics
///
/// When an index is not below its size, with PyTorch's text: `index 2 is out of bounds for
/// dimension 0 with size 2`.
///
/// ```
/// use shaped::{shape, Tensor};
/// let t: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
/// assert_eq!(t[[1, 2]], 6);
/// ```
/// ```should_panic
/// use shaped::{shape, Tensor};
/// let t: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
/// let _ = t[[2, 0]]; // index 2 is out of bounds for dimension 0 with size 2
/// ```
/// ```compile_fail,E0271
/// use shaped::{shape, Tensor};
/// let t: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
/// let _ = t[[1]]; // one index for a rank-2 tensor
/// ```
impl<T, S, M, const R: usize> Index<[usize; R]> for TensorBase<T, S, M>
where
    S: Shape<Index = [usize; R]>,
    M: Storage<T, S>,
{
    type Output = T;
    #[track_caller]
    fn index(&self, index: [usize; R]) -> &T {
        self.at_or_panic(&index)
    }
}

/// `t[[i, j]] = x` on a tensor of static rank.
///
/// # Panics
///
/// As [`Index`]: `index 3 is out of bounds for dimension 1 with size 3`.
///
/// ```
/// use shaped::{shape, Tensor};
/// let mut t: Tensor<i32, shape![2, 3]> = Tensor::zeros();
/// t[[1, 2]] = 7;
/// t.view_mut()[[0, 0]] += 1;
/// assert_eq!(t.to_vec(), vec![1, 0, 0, 0, 0, 7]);
/// ```
impl<T, S, M, const R: usize> IndexMut<[usize; R]> for TensorBase<T, S, M>
where
    S: Shape<Index = [usize; R]>,
    M: StorageMut<T, S>,
{
    #[track_caller]
    fn index_mut(&mut self, index: [usize; R]) -> &mut T {
        self.at_mut_or_panic(&index)
    }
}

/// `d[[i, j]]` on a tensor of run-time rank: the array's length is checked when it runs.
///
/// # Panics
///
/// When the length is not the rank (`too many indices for tensor of dimension 2`) or an index
/// is not below its size (`index 5 is out of bounds for dimension 1 with size 3`).
///
/// ```
/// use shaped::DynTensor;
/// let d = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
/// assert_eq!(d[[1, 0]], 4);
/// ```
/// ```should_panic
/// use shaped::DynTensor;
/// let d = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
/// let _ = d[[0, 0, 0]]; // too many indices for tensor of dimension 2
/// ```
#[cfg(feature = "alloc")]
impl<T, M: Storage<T, DynShape>, const R: usize> Index<[usize; R]> for TensorBase<T, DynShape, M> {
    type Output = T;
    #[track_caller]
    fn index(&self, index: [usize; R]) -> &T {
        self.at_or_panic(&index)
    }
}

/// `d[[i, j]] = x` on a tensor of run-time rank.
///
/// # Panics
///
/// As [`Index`] for dynamic tensors.
///
/// ```
/// use shaped::DynTensor;
/// use shaped::DynConstructors;
/// let mut d = DynTensor::<i32>::zeros(&[2, 2]);
/// d[[0, 1]] = 3;
/// assert_eq!(d.to_vec(), vec![0, 3, 0, 0]);
/// ```
#[cfg(feature = "alloc")]
impl<T, M: StorageMut<T, DynShape>, const R: usize> IndexMut<[usize; R]>
    for TensorBase<T, DynShape, M>
{
    #[track_caller]
    fn index_mut(&mut self, index: [usize; R]) -> &mut T {
        self.at_mut_or_panic(&index)
    }
}

/// `t[&index[..]]` with the indices in a slice (any rank, checked when it runs).
///
/// # Panics
///
/// When the slice's length is not the rank or an index is not below its size, with PyTorch's
/// text (`index 4 is out of bounds for dimension 0 with size 4`).
///
/// ```
/// use shaped::DynTensor;
/// let d = DynTensor::from_shape_fn(&[2, 2, 2], |i| i);
/// let at: Vec<usize> = vec![1, 0, 1];
/// assert_eq!(d[at.as_slice()], 5);
/// ```
/// ```should_panic
/// use shaped::DynTensor;
/// let d = DynTensor::from_shape_fn(&[4], |i| i);
/// let _ = d[&[4usize][..]]; // index 4 is out of bounds for dimension 0 with size 4
/// ```
impl<T, S: Shape, M: Storage<T, S>> Index<&[usize]> for TensorBase<T, S, M> {
    type Output = T;
    #[track_caller]
    fn index(&self, index: &[usize]) -> &T {
        self.at_or_panic(index)
    }
}

/// `t[&index[..]] = x` with the indices in a slice.
///
/// # Panics
///
/// As `Index<&[usize]>`.
///
/// ```
/// use shaped::DynTensor;
/// use shaped::DynConstructors;
/// let mut d = DynTensor::<u8>::zeros(&[3]);
/// d[&[2usize][..]] = 9;
/// assert_eq!(d.to_vec(), vec![0, 0, 9]);
/// ```
impl<T, S: Shape, M: StorageMut<T, S>> IndexMut<&[usize]> for TensorBase<T, S, M> {
    #[track_caller]
    fn index_mut(&mut self, index: &[usize]) -> &mut T {
        self.at_mut_or_panic(index)
    }
}

/// What a tuple used as a tensor index must be, and no tuple is: tensors are indexed with an
/// array, one `usize` per dimension (`t[[i, j]]`), so that `t[(i, j)]`, as nalgebra writes it,
/// fails with a message that says so. Implemented for nothing.
///
/// ```compile_fail,E0277
/// use shaped::{shape, Tensor};
/// let t: Tensor<i32, shape![2, 3]> = Tensor::zeros();
/// let _ = t[(0, 1)]; // index a tensor with an array of indices: `t[[i, j]]`
/// ```
#[diagnostic::on_unimplemented(
    message = "index a tensor with an array of indices, `t[[i, j]]`, not a tuple",
    label = "a tuple index"
)]
pub trait ArrayIndex: crate::sealed::SealedArrayIndex {
    /// Never called: no type implements the trait.
    fn never<'a, X: 'a>(&self) -> &'a mut X;
}

/// Refuses `t[(i, j)]` (and tuples of other lengths) with [`ArrayIndex`]'s message.
macro_rules! tuple_index {
    ($($name:ident),+) => {
        impl<T, S: Shape, M: Storage<T, S>, $($name),+> Index<($($name,)+)> for TensorBase<T, S, M>
        where
            ($($name,)+): ArrayIndex,
        {
            type Output = T;
            fn index(&self, index: ($($name,)+)) -> &T {
                index.never()
            }
        }

        impl<T, S: Shape, M: StorageMut<T, S>, $($name),+> IndexMut<($($name,)+)>
            for TensorBase<T, S, M>
        where
            ($($name,)+): ArrayIndex,
        {
            fn index_mut(&mut self, index: ($($name,)+)) -> &mut T {
                index.never()
            }
        }
    };
}

tuple_index!(I0, I1);
tuple_index!(I0, I1, I2);
tuple_index!(I0, I1, I2, I3);
