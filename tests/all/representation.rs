//! The representation rules: an owned static tensor is its elements (no layout fields), is `Copy`
//! and const-constructible; a heap tensor of a fully static shape is just its `Vec`; sizes and
//! strides of owned tensors come from the shape type; views keep run-time layouts.

use core::mem::size_of;

use shaped::prelude::*;
use shaped::shape::StaticShape;
use shaped::shape::{Extents, FixedExtents};

const BIAS: Tensor<f32, shape![3]> = Tensor::from_array([0.5, 0.25, 0.125]);
const ZERO_D: Tensor<i64, shape![]> = Tensor::scalar(7);
static TABLE: Tensor<u8, shape![2, 2]> = Tensor::from_array([[1, 2], [3, 4]]);

fn assert_copy<T: Copy>() {}

#[test]
fn an_owned_static_tensor_is_its_elements() {
    assert_eq!(
        size_of::<Tensor<f32, shape![4, 4]>>(),
        4 * 4 * size_of::<f32>()
    );
    assert_eq!(size_of::<Tensor<u8, shape![2, 3, 4]>>(), 24);
    assert_eq!(size_of::<Tensor<f64, shape![]>>(), 8);
    assert_eq!(size_of::<Tensor<f32, shape![0, 3]>>(), 0);
    assert_eq!(size_of::<Tensor<u16, shape![1, 1, 1, 1, 1, 1, 1, 5]>>(), 10);
    assert_eq!(
        size_of::<Tensor<[f64; 2], shape![3, 1]>>(),
        3 * size_of::<[f64; 2]>()
    );
}

#[test]
fn inline_tensors_are_copy_and_const() {
    assert_copy::<Tensor<f32, shape![4, 4]>>();
    assert_copy::<Tensor<i8, shape![]>>();
    let a = BIAS;
    let b = a; // a copy: `a` stays usable
    assert_eq!((a + b).to_vec(), vec![1.0, 0.5, 0.25]);
    assert_eq!(ZERO_D.get([]), Some(&7));
    assert_eq!(TABLE.get([1, 0]), Some(&3));
    assert_eq!(BIAS.as_array(), &[0.5, 0.25, 0.125]);
}

#[test]
fn layouts_of_owned_static_tensors_are_constants_of_the_shape() {
    let t = Tensor::<i32, shape![2, 3, 4]>::zeros();
    assert_eq!(t.shape(), <shape![2, 3, 4] as StaticShape>::SIZES);
    assert_eq!(t.stride(), <shape![2, 3, 4] as StaticShape>::STRIDES);
    assert_eq!(t.stride(), &[12, 4, 1]);
    assert_eq!(t.storage_offset(), 0);
    assert_eq!(t.dims(), [2, 3, 4]);
    // PyTorch's contiguous strides for size-0 and size-1 dims.
    assert_eq!(Tensor::<i32, shape![2, 0, 3]>::zeros().stride(), &[3, 3, 1]);
    assert_eq!(Tensor::<i32, shape![4, 1]>::zeros().stride(), &[1, 1]);
}

#[test]
fn a_static_heap_tensor_is_its_vec() {
    assert_eq!(
        size_of::<HeapTensor<f32, shape![1000, 1000]>>(),
        size_of::<Vec<f32>>()
    );
    assert_eq!(size_of::<FixedExtents<shape![3, 4]>>(), 0);
    // A run-time size must be stored: the sizes and strides come along.
    assert!(size_of::<HeapTensor<f32, shape![Dyn, 3]>>() > size_of::<Vec<f32>>());
    let h = HeapTensor::<f32, shape![Dyn, 3]>::try_from_shape_fn(&[2, 3], |i| i as f32).unwrap();
    assert_eq!((h.shape(), h.stride()), (&[2, 3][..], &[3, 1][..]));
    let s = HeapTensor::<f32, shape![2, 3]>::ones();
    assert_eq!((s.shape(), s.stride()), (&[2, 3][..], &[3, 1][..]));
    let e = <shape![Dyn, 3] as Shape>::extents([5, 3]);
    assert_eq!((e.dims(), e.strides()), (&[5, 3][..], &[3, 1][..]));
}

#[test]
fn views_keep_run_time_layouts() {
    let t = Tensor::<i32, shape![3, 4]>::from_fn(|i| i as i32);
    let v = t.transpose::<0, 1>();
    assert_eq!((v.shape(), v.stride()), (&[4, 3][..], &[1, 4][..]));
    let n = t.narrow::<1, 2>(1).unwrap();
    assert_eq!((n.stride(), n.storage_offset()), (&[4, 1][..], 1));
    // Results computed from views of inline tensors are inline again.
    let r: Tensor<i32, shape![4, 3]> = v + Tensor::<i32, shape![3]>::ones();
    assert_eq!(r.get([3, 2]), Some(&12));
}

#[test]
fn results_of_inline_operands_take_the_static_path_and_match_the_strided_one() {
    // Owned inline operands run the shapes' own loops; views of them read their strides in
    // loops with the same constant sizes; dynamic tensors run the strided kernels. All must
    // agree on every broadcast class (equal, stretched, missing).
    let a = Tensor::<i32, shape![2, 1, 3]>::from_fn(|i| i as i32 * 10);
    let b = Tensor::<i32, shape![4, 1]>::from_fn(|i| i as i32);
    let fast: Tensor<i32, shape![2, 4, 3]> = a + b;
    let slow: Tensor<i32, shape![2, 4, 3]> = a.view() + b.view();
    let dynamic = a.to_dyn() + b.to_dyn();
    assert_eq!(fast, slow);
    assert_eq!(fast.to_vec(), dynamic.to_vec());
    let mut x = Tensor::<i32, shape![2, 4, 3]>::zeros();
    x += b;
    let mut y = Tensor::<i32, shape![2, 4, 3]>::zeros();
    y.view_mut().assign(&b.view());
    assert_eq!(x, y);
    assert_eq!(a.map(|v| v + 1), a.view().map(|v| v + 1));
}
