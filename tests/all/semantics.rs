//! Every documented example of broadcasting, in-place operations, equal element counts and
//! element-wise results, on the static path (types computed by the compiler, values checked) and on
//! the dynamic path (DynTensor and `broadcast_shapes`).
// Operators are tested on references as well as values, though inline tensors are `Copy`.
#![allow(clippy::op_ref)]

use std::any::TypeId;

use shaped::prelude::*;
use shaped::shape::{Broadcasted, StaticShape};

fn same_type<A: 'static, B: 'static>() -> bool {
    TypeId::of::<A>() == TypeId::of::<B>()
}

/// `a + b` on the dynamic path, with a = 0, 1, 2, ... and b = 1000, 2000, ... (row-major),
/// checked against an independent computation of each output element.
fn check_dynamic(a: &[usize], b: &[usize], expected: &[usize]) {
    assert_eq!(shaped::broadcast_shapes(&[a, b]).unwrap(), expected);
    let ta = DynTensor::from_shape_fn(a, |i| i as i64);
    let tb = DynTensor::from_shape_fn(b, |i| 1000 * (i as i64 + 1));
    let sum = ta.try_add(&tb).unwrap();
    assert_eq!(sum.shape(), expected);
    let n: usize = expected.iter().product();
    let want: Vec<i64> = (0..n)
        .map(|flat| {
            // decompose flat into the output index, then read each operand (size 1 -> 0)
            let mut index = vec![0; expected.len()];
            let mut rest = flat;
            for k in (0..expected.len()).rev() {
                index[k] = rest % expected[k];
                rest /= expected[k];
            }
            let read = |dims: &[usize]| -> usize {
                let lead = expected.len() - dims.len();
                dims.iter().enumerate().fold(0, |p, (k, &d)| {
                    p * d + if d == 1 { 0 } else { index[lead + k] }
                })
            };
            read(a) as i64 + 1000 * (read(b) as i64 + 1)
        })
        .collect();
    assert_eq!(sum.to_vec(), want, "{a:?} + {b:?}");
}

macro_rules! static_case {
    ([$($a:tt),*] + [$($b:tt),*] => [$($o:tt),*]) => {{
        type A = shape![$($a),*];
        type B = shape![$($b),*];
        assert!(same_type::<Broadcasted<A, B>, shape![$($o),*]>(), "type of {:?} + {:?}", <A as StaticShape>::DIMS, <B as StaticShape>::DIMS);
        let a = HeapTensor::<i64, A>::from_fn(|i| i as i64);
        let b = HeapTensor::<i64, B>::from_fn(|i| 1000 * (i as i64 + 1));
        let sum: HeapTensor<i64, shape![$($o),*]> = &a + &b;
        let dynamic = a.to_dyn().try_add(&b.to_dyn()).unwrap();
        assert_eq!(sum.to_vec(), dynamic.to_vec());
        check_dynamic(&[$($a),*], &[$($b),*], &[$($o),*]);
    }};
}

#[test]
fn section_1_examples_that_hold_on_both_paths() {
    static_case!([5, 7, 3] + [5, 7, 3] => [5, 7, 3]);
    static_case!([5, 3, 4, 1] + [3, 1, 1] => [5, 3, 4, 1]);
    static_case!([5, 1, 4, 1] + [3, 1, 1] => [5, 3, 4, 1]);
    static_case!([1] + [3, 1, 7] => [3, 1, 7]);
    static_case!([8, 1, 6, 1] + [7, 1, 5] => [8, 7, 6, 5]);
    static_case!([256, 256, 3] + [3] => [256, 256, 3]);
    static_case!([5, 4] + [1] => [5, 4]);
    static_case!([5, 4] + [4] => [5, 4]);
    static_case!([15, 3, 5] + [15, 1, 5] => [15, 3, 5]);
    static_case!([15, 3, 5] + [3, 5] => [15, 3, 5]);
    static_case!([15, 3, 5] + [3, 1] => [15, 3, 5]);
    static_case!([4, 1] + [3] => [4, 3]);
    // zero is an ordinary size; 0-d broadcasts against everything
    static_case!([0] + [1] => [0]);
    static_case!([2, 0] + [2, 1] => [2, 0]);
    static_case!([] + [2, 3] => [2, 3]);
    static_case!([2, 3] + [] => [2, 3]);
    static_case!([] + [] => []);
    static_case!([1, 1] + [1] => [1, 1]);
    static_case!([2, 1, 3, 1, 2, 1, 3, 1] + [1, 4, 1, 5, 1, 2, 1, 6] => [2, 4, 3, 5, 2, 2, 3, 6]);
}

#[test]
fn section_1_n_ary_fold() {
    type Folded =
        Broadcasted<Broadcasted<Broadcasted<shape![5, 1], shape![1, 6]>, shape![6]>, shape![]>;
    assert!(same_type::<Folded, shape![5, 6]>());
    assert_eq!(
        shaped::broadcast_shapes(&[&[5, 1], &[1, 6], &[6], &[]]).unwrap(),
        vec![5, 6]
    );
    // the accumulated shape is tensor a
    assert_eq!(
        shaped::broadcast_shapes(&[&[5, 1], &[1, 6], &[7]])
            .unwrap_err()
            .to_string(),
        "The size of tensor a (6) must match the size of tensor b (7) at non-singleton dimension 1"
    );
    assert_eq!(shaped::broadcast_shapes(&[]).unwrap(), Vec::<usize>::new());
}

#[test]
fn section_1_errors_with_pytorch_text() {
    let cases: [(&[usize], &[usize], &str); 5] = [
        (
            &[5, 2, 4, 1],
            &[3, 1, 1],
            "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1",
        ),
        (
            &[4, 3],
            &[4],
            "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1",
        ),
        (
            &[3],
            &[4],
            "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 0",
        ),
        (
            &[2, 1],
            &[8, 4, 3],
            "The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 1",
        ),
        (
            &[0],
            &[2, 2],
            "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 1",
        ),
    ];
    for (a, b, text) in cases {
        assert_eq!(
            shaped::broadcast_shapes(&[a, b]).unwrap_err().to_string(),
            text
        );
        let (ta, tb) = (DynTensor::<f32>::zeros(a), DynTensor::<f32>::zeros(b));
        assert_eq!(ta.try_add(&tb).unwrap_err().to_string(), text);
        assert_eq!(ta.try_rem(&tb).unwrap_err().to_string(), text);
        assert!(matches!(
            ta.try_sub(&tb),
            Err(ShapeError::BroadcastMismatch { .. })
        ));
    }
}

#[test]
#[should_panic(
    expected = "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1"
)]
fn operators_panic_with_the_same_text() {
    let _ = DynTensor::<f32>::zeros(&[4, 3]) * DynTensor::<f32>::zeros(&[4]);
}

#[test]
fn static_and_dynamic_mix_in_one_expression() {
    let s = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
    let d = DynTensor::from_vec(vec![10, 20, 30], &[3]).unwrap();
    let mixed: DynTensor<i32> = &s + &d;
    assert_eq!(mixed.to_vec(), vec![11, 22, 33, 14, 25, 36]);
    let back: DynTensor<i32> = &d * &s;
    assert_eq!(back.to_vec(), vec![10, 40, 90, 40, 100, 180]);
    assert_eq!(
        s.try_add(&DynTensor::<i32>::zeros(&[2]))
            .unwrap_err()
            .to_string(),
        "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"
    );
}

#[test]
fn dyn_dimensions_are_checked_at_run_time() {
    assert!(same_type::<
        Broadcasted<shape![Dyn, 3], shape![3]>,
        shape![Dyn, 3],
    >());
    assert!(same_type::<Broadcasted<shape![Dyn], shape![4]>, shape![4]>());
    assert!(same_type::<Broadcasted<shape![1], shape![Dyn]>, shape![Dyn]>());
    assert!(same_type::<Broadcasted<shape![0], shape![Dyn]>, shape![0]>());
    assert!(same_type::<
        Broadcasted<shape![Dyn], shape![Dyn]>,
        shape![Dyn],
    >());
    let a = HeapTensor::<i32, shape![Dyn]>::from_vec(vec![7], &[1]).unwrap();
    let b = Tensor::<i32, shape![4]>::from([1, 2, 3, 4]);
    let sum: HeapTensor<i32, shape![4]> = &a + &b;
    assert_eq!(sum.to_vec(), vec![8, 9, 10, 11]);
    let wrong = HeapTensor::<i32, shape![Dyn]>::from_vec(vec![1, 2], &[2]).unwrap();
    assert_eq!(
        wrong.try_add(&b).unwrap_err().to_string(),
        "The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 0"
    );
    let zero = Tensor::<i32, shape![0]>::zeros();
    assert_eq!(zero.try_add(&a).unwrap().shape(), &[0]);
    assert!(zero.try_add(&wrong).is_err());
}

#[test]
fn section_2_in_place_on_both_paths() {
    // [5,3,4,1] += [3,1,1] is fine (static: it compiles)
    let mut x = HeapTensor::<i64, shape![5, 3, 4, 1]>::zeros();
    let y = HeapTensor::<i64, shape![3, 1, 1]>::from_fn(|i| i as i64 + 1);
    x += &y;
    assert_eq!(x.shape(), &[5, 3, 4, 1]);
    assert_eq!(x.get([4, 2, 3, 0]), Some(&3));
    assert_eq!(x.get([0, 1, 0, 0]), Some(&2));
    let mut dx = DynTensor::<i64>::zeros(&[5, 3, 4, 1]);
    dx.try_add_assign(&y.to_dyn()).unwrap();
    assert_eq!(dx.to_vec(), x.to_vec());
    // [1,3,1] += [3,1,7] and [2,3] += [1,2,3] are not
    let mut d = DynTensor::<f32>::zeros(&[1, 3, 1]);
    assert_eq!(
        d.try_add_assign(&DynTensor::<f32>::zeros(&[3, 1, 7]))
            .unwrap_err()
            .to_string(),
        "The expanded size of the tensor (1) must match the existing size (7) at non-singleton dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]"
    );
    let mut e = DynTensor::<f32>::zeros(&[2, 3]);
    assert_eq!(
        e.try_mul_assign(&DynTensor::<f32>::zeros(&[1, 2, 3]))
            .unwrap_err()
            .to_string(),
        "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
    );
    assert_eq!(
        e.try_assign(&DynTensor::<f32>::zeros(&[1, 2, 3]))
            .unwrap_err()
            .to_string(),
        "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
    );
}

#[test]
#[should_panic(
    expected = "The expanded size of the tensor (1) must match the existing size (7) at non-singleton dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]"
)]
fn in_place_operators_panic_with_the_expand_text() {
    let mut d = DynTensor::<f32>::zeros(&[1, 3, 1]);
    d += DynTensor::<f32>::zeros(&[3, 1, 7]);
}

#[test]
fn every_in_place_operator_and_scalar_form() {
    let src = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    let mut x = Tensor::<i32, shape![2, 3]>::full(12);
    x += &src;
    assert_eq!(x.to_vec(), vec![13, 14, 15, 13, 14, 15]);
    x -= &src;
    x *= &src;
    assert_eq!(x.to_vec(), vec![12, 24, 36, 12, 24, 36]);
    x /= &src;
    assert_eq!(x.to_vec(), vec![12; 6]);
    x %= &Tensor::<i32, shape![3]>::from([5, 7, 12]);
    assert_eq!(x.to_vec(), vec![2, 5, 0, 2, 5, 0]);
    x += 1;
    x -= 2;
    x *= 3;
    x /= 3;
    x %= 4;
    assert_eq!(x.to_vec(), vec![1, 0, 3, 1, 0, 3]); // NumPy: -1 % 4 == 3
    let mut through_view = Tensor::<i32, shape![2, 3]>::zeros();
    let mut v = through_view.view_mut();
    v += &src;
    assert_eq!(through_view.to_vec(), vec![1, 2, 3, 1, 2, 3]);
}

#[test]
fn section_3_same_element_count_check() {
    let a = DynTensor::<f32>::zeros(&[4, 1]);
    let warning = a
        .same_element_count_warning(&DynTensor::<f32>::zeros(&[4]))
        .unwrap();
    assert_eq!(
        warning.to_string(),
        "self and other do not have the same shape, but are broadcastable, and have the same number of elements."
    );
    assert!(
        a.same_element_count_warning(&DynTensor::<f32>::zeros(&[4, 1]))
            .is_none()
    );
    assert!(
        a.same_element_count_warning(&DynTensor::<f32>::zeros(&[4, 4]))
            .is_none()
    );
    // static strict form compiles when the counts differ (the failing case is a ui-test)
    let s = Tensor::<f32, shape![4, 4]>::ones()
        .strict_zip_map(&Tensor::<f32, shape![4]>::ones(), |x, y| x + y);
    assert_eq!(s.shape(), &[4, 4]);
}

#[test]
fn section_5_values_and_row_major_results() {
    let a = Tensor::<f64, shape![2, 2]>::from([[1.5, -2.0], [0.0, 8.0]]);
    let b = Tensor::<f64, shape![2]>::from([0.5, -0.0]);
    assert_eq!((&a + &b).to_vec(), vec![2.0, -2.0, 0.5, 8.0]);
    assert_eq!((&a - &b).to_vec(), vec![1.0, -2.0, -0.5, 8.0]);
    assert_eq!((&a * &b).to_vec(), vec![0.75, 0.0, 0.0, -0.0]);
    assert_eq!(
        (&a / &Tensor::<f64, shape![2]>::from([0.5, 4.0])).to_vec(),
        vec![3.0, -0.5, 0.0, 2.0]
    );
    assert_eq!((2.0 - &a).to_vec(), vec![0.5, 4.0, 2.0, -6.0]);
    assert_eq!((&a * 2.0).to_vec(), vec![3.0, -4.0, 0.0, 16.0]);
    assert_eq!((-&a).to_vec(), vec![-1.5, 2.0, -0.0, -8.0]);
    // IEEE comparison: -0.0 == 0.0
    assert_eq!(
        Tensor::<f64, shape![2]>::from([0.0, 1.0]),
        Tensor::<f64, shape![2]>::from([-0.0, 1.0])
    );
    let ints = Tensor::<i32, shape![3]>::from([7, -7, 9]);
    // NumPy's remainder takes the divisor's sign: -7 % 4 == 1
    assert_eq!((&ints % 4).to_vec(), vec![3, 1, 1]);
    assert_eq!((&ints % -4).to_vec(), vec![-1, -3, -3]);
    assert_eq!((&ints / 2).to_vec(), vec![3, -3, 4]);
    // results are row-major whatever the input layouts
    let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    let r = t.t() + &Tensor::<i32, shape![3, 2]>::zeros();
    assert_eq!(r.stride(), &[2, 1]);
    assert!(r.is_contiguous());
    assert_eq!(r.to_vec(), vec![0, 3, 1, 4, 2, 5]);
    // zero-size and 0-d results
    let z = DynTensor::<f32>::zeros(&[0, 3]) + DynTensor::<f32>::zeros(&[3]);
    assert_eq!((z.shape(), z.numel()), (&[0, 3][..], 0));
    let s = Tensor::scalar(2) + Tensor::scalar(3);
    assert_eq!(s.get([]), Some(&5));
}
