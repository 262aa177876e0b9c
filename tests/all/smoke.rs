// Operators are tested on references as well as values, though inline tensors are `Copy`.
#![allow(clippy::op_ref, clippy::clone_on_copy)]
use shaped::{DynConstructors, DynTensor, HeapTensor, Tensor, shape};

#[test]
fn smoke() {
    let a: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
    let b: Tensor<i32, shape![3]> = Tensor::from([10, 20, 30]);
    let c = &a + &b;
    assert_eq!(c.to_vec(), vec![11, 22, 33, 14, 25, 36]);
    let col = Tensor::<i32, shape![2, 1]>::from_array([[100], [200]]);
    let d: Tensor<i32, shape![2, 3]> = c - col;
    assert_eq!(d.to_vec(), vec![-89, -78, -67, -186, -175, -164]);
    let dy = DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
    let e = &a + &dy;
    assert_eq!(e.shape(), &[2, 3]);
    assert_eq!(e.to_vec(), vec![2, 4, 6, 5, 7, 9]);
    let mut x = a.clone();
    x += &b;
    x *= 2;
    assert_eq!(x.to_vec(), vec![22, 44, 66, 28, 50, 72]);
    let h: HeapTensor<f64, shape![Dyn, 3]> = HeapTensor::from_vec(vec![1.0; 6], &[2, 3]).unwrap();
    let s = &h * 2.0;
    assert_eq!(s.to_vec(), vec![2.0; 6]);
    let z = DynTensor::<f32>::zeros(&[0, 3]) + DynTensor::<f32>::zeros(&[1]);
    assert_eq!(z.shape(), &[0, 3]);
    let err = DynTensor::<f32>::zeros(&[0])
        .try_add(&DynTensor::<f32>::zeros(&[2, 2]))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 1"
    );
    let n = -&a;
    assert_eq!(n.get([0, 0]), Some(&-1));
    let big = HeapTensor::<f32, shape![1000, 1000]>::ones();
    let row = HeapTensor::<f32, shape![1000]>::full(2.0);
    let r = &big + &row;
    assert_eq!(r.get([999, 999]), Some(&3.0));
}

#[test]
fn transposed_copies_are_exact() {
    use shaped::prelude::*;
    let t = HeapTensor::<u32, shape![70, 45]>::from_fn(|i| i as u32);
    let tt = t.t();
    let c = tt.contiguous();
    let v = c.view();
    assert_eq!(v.stride(), &[70, 1]);
    for r in 0..45 {
        for col in 0..70 {
            assert_eq!(v.get([r, col]), Some(&((col * 45 + r) as u32)));
        }
    }
    let cube = HeapTensor::<u32, shape![3, 33, 40]>::from_fn(|i| i as u32);
    let ct = cube.transpose::<1, 2>();
    let expect: Vec<u32> = (0..3)
        .flat_map(|a| {
            (0..40).flat_map(move |b| (0..33).map(move |c| (a * 33 * 40 + c * 40 + b) as u32))
        })
        .collect();
    assert_eq!(ct.to_vec(), expect);
}
