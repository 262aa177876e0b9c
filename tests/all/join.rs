//! Joins: `cat` and `stack`, static (the compiler computes the output shape) and dynamic (PyTorch's
//! error texts).

use shaped::prelude::*;
use shaped::tensor::{cat, stack};

fn dt(data: &[i32], dims: &[usize]) -> DynTensor<i32> {
    DynTensor::from_vec(data.to_vec(), dims).unwrap()
}

#[test]
fn static_cat_shapes_and_values() {
    let a = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    let b = Tensor::<i32, shape![4, 3]>::from_fn(|i| 10 + i as i32);
    let c: Tensor<i32, shape![6, 3]> = (&a, &b).cat::<0>();
    assert_eq!(c.shape(), &[6, 3]);
    assert_eq!(&c.to_vec()[..6], &[0, 1, 2, 3, 4, 5]);
    assert_eq!(&c.to_vec()[6..9], &[10, 11, 12]);
    let d: Tensor<i32, shape![2, 5]> = (
        &a,
        &Tensor::<i32, shape![2, 2]>::from_array([[7, 8], [9, 10]]),
    )
        .cat::<1>();
    assert_eq!(d.to_vec(), vec![0, 1, 2, 7, 8, 3, 4, 5, 9, 10]);
    // A strided operand (a transpose) and a heap operand: the result is on the heap.
    let t = Tensor::<i32, shape![3, 2]>::from_fn(|i| i as i32);
    let h = HeapTensor::<i32, shape![1, 3]>::from_fn(|i| 100 + i as i32);
    let e: HeapTensor<i32, shape![3, 3]> = (&t.t(), &h).cat::<0>();
    assert_eq!(e.to_vec(), vec![0, 2, 4, 1, 3, 5, 100, 101, 102]);
    // Sizes 1 and 0 along the axis give `Const<1>` and `Const<0>` in the sum's type.
    let one = Tensor::<i32, shape![1]>::from_array([5]);
    let empty = Tensor::<i32, shape![0]>::zeros();
    let two: Tensor<i32, shape![2]> = (&one, &one).cat::<0>();
    let still_one: Tensor<i32, shape![1]> = (&one, &empty).cat::<0>();
    assert_eq!((two.to_vec(), still_one.to_vec()), (vec![5, 5], vec![5]));
}

#[test]
fn static_stack_shapes_and_values() {
    let a = Tensor::<i32, shape![2, 2]>::from_fn(|i| i as i32);
    let b = Tensor::<i32, shape![2, 2]>::from_fn(|i| 10 + i as i32);
    let s0: Tensor<i32, shape![2, 2, 2]> = (&a, &b).stack::<0>();
    assert_eq!(s0.to_vec(), vec![0, 1, 2, 3, 10, 11, 12, 13]);
    let s2: Tensor<i32, shape![2, 2, 2]> = (&a, &b).stack::<2>();
    assert_eq!(s2.to_vec(), vec![0, 10, 1, 11, 2, 12, 3, 13]);
}

#[test]
fn dynamic_cat_values() {
    let a = dt(&[1, 2, 3, 4, 5, 6], &[2, 3]);
    let b = dt(&[7, 8], &[2, 1]);
    let c = cat(&[&a, &b], 1).unwrap();
    assert_eq!(c.shape(), &[2, 4]);
    assert_eq!(c.to_vec(), vec![1, 2, 3, 7, 4, 5, 6, 8]);
    let c = cat(&[&a, &a], -2).unwrap();
    assert_eq!(c.shape(), &[4, 3]);
    assert_eq!(cat(&[&a], 0).unwrap(), a);
    // Views of static tensors join through as_dyn().
    let s = Tensor::<i32, shape![1, 3]>::from_array([[9, 9, 9]]);
    let v = cat(&[&a.as_dyn(), &s.as_dyn()], 0).unwrap();
    assert_eq!(v.shape(), &[3, 3]);
}

#[test]
fn dynamic_cat_errors_have_pytorch_texts() {
    let a = dt(&[0; 6], &[2, 3]);
    let b = dt(&[0; 9], &[3, 3]);
    let err = cat(&[&a, &b], 1).unwrap_err();
    assert_eq!(
        err.to_string(),
        "Sizes of tensors must match except in dimension 1. Expected size 2 but got size 3 for tensor number 1 in the list."
    );
    assert_eq!(
        err,
        ShapeError::CatSizeMismatch {
            dim: 1,
            expected: 2,
            got: 3,
            tensor: 1
        }
    );
    let v = dt(&[0; 2], &[2]);
    assert_eq!(
        cat(&[&a, &v], 0).unwrap_err().to_string(),
        "Tensors must have same number of dimensions: got 2 and 1"
    );
    let none: [&DynTensor<i32>; 0] = [];
    assert_eq!(
        cat(&none, 0).unwrap_err().to_string(),
        "cat(): expected a non-empty list of Tensors"
    );
    assert_eq!(
        cat(&[&a, &a], 2).unwrap_err().to_string(),
        "Dimension out of range (expected to be in range of [-2, 1], but got 2)"
    );
    let s = dt(&[5], &[]);
    assert_eq!(
        cat(&[&s, &s], 0).unwrap_err().to_string(),
        "zero-dimensional tensor (at position 0) cannot be concatenated"
    );
}

#[test]
fn dynamic_stack_values_and_errors() {
    let a = dt(&[1, 2], &[2]);
    let b = dt(&[3, 4], &[2]);
    let s = stack(&[&a, &b], 0).unwrap();
    assert_eq!((s.shape(), s.to_vec()), (&[2, 2][..], vec![1, 2, 3, 4]));
    let s = stack(&[&a, &b, &a], -1).unwrap();
    assert_eq!(
        (s.shape(), s.to_vec()),
        (&[2, 3][..], vec![1, 3, 1, 2, 4, 2])
    );
    let c = dt(&[0; 3], &[3]);
    let err = stack(&[&a, &c], 0).unwrap_err();
    assert_eq!(
        err.to_string(),
        "stack expects each tensor to be equal size, but got [2] at entry 0 and [3] at entry 1"
    );
    let none: [&DynTensor<i32>; 0] = [];
    assert_eq!(
        stack(&none, 0).unwrap_err().to_string(),
        "stack expects a non-empty TensorList"
    );
    assert_eq!(
        stack(&[&a, &b], 2).unwrap_err().to_string(),
        "Dimension out of range (expected to be in range of [-2, 1], but got 2)"
    );
}

#[test]
fn static_flatten_has_the_element_count_as_its_type() {
    let t = HeapTensor::<i32, shape![4, 5, 6]>::from_fn(|i| i as i32);
    let f = t.flatten();
    assert!(f.is_view());
    let v: TensorView<'_, i32, shape![120], _> = f.view();
    assert_eq!(v.get([119]), Some(&119));
    let big = HeapTensor::<u8, shape![1024, 1024]>::zeros();
    let fb: TensorView<'_, u8, shape![1048576], _> = big.view_shape::<shape![1048576]>().unwrap();
    assert_eq!(fb.numel(), 1 << 20);
}

#[test]
fn dynamic_cat_skips_legacy_empty_tensors_as_pytorch_does() {
    let a = dt(&[1, 2, 3, 4], &[2, 2]);
    let legacy = dt(&[], &[0]);
    let c = cat(&[&legacy, &a, &legacy], 0).unwrap();
    assert_eq!((c.shape(), c.to_vec()), (&[2, 2][..], vec![1, 2, 3, 4]));
    let only = cat(&[&legacy, &legacy], 0).unwrap();
    assert_eq!(only.shape(), &[0]);
    // A zero-size tensor of another shape is not skipped: it must fit like any other.
    let empty_rows = dt(&[], &[0, 2]);
    assert_eq!(cat(&[&a, &empty_rows], 0).unwrap().shape(), &[2, 2]);
    assert_eq!(
        cat(&[&a, &dt(&[], &[0, 3])], 0).unwrap_err().to_string(),
        "Sizes of tensors must match except in dimension 0. Expected size 2 but got size 3 for tensor number 1 in the list."
    );
}
