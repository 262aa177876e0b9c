//! Element-wise results: their values (those of NumPy on the same inputs, IEEE comparison) and
//! their layout (always row-major in the broadcast shape, whatever the inputs' layouts). Also §1's
//! "broadcasting never copies": broadcast operands are read through stride-0 layouts.
//!
//! Every expected value is written by hand or computed from the inputs by index arithmetic.
// Operators are tested on references as well as values, though inline tensors are `Copy`.
#![allow(clippy::op_ref, clippy::clone_on_copy)]
#![cfg(feature = "alloc")]

use shaped::layout::contiguous_strides;
use shaped::prelude::*;
use shaped::tensor::Storage;

/// Row-major result: PyTorch's contiguous strides, offset 0, `is_contiguous`, and `as_slice`
/// reads the elements in order.
fn assert_row_major<T: Clone + PartialEq + core::fmt::Debug, S: Shape, M: Storage<T, S>>(
    t: &TensorBase<T, S, M>,
) {
    assert_eq!(
        t.stride(),
        &contiguous_strides(t.shape())[..],
        "strides of {:?}",
        t.shape()
    );
    assert!(t.is_contiguous());
    assert_eq!(t.storage_offset(), 0);
    assert_eq!(t.as_slice().map(<[T]>::to_vec), Some(t.to_vec()));
}

// ---------------------------------------------------------------------------------------------
// Each operator.
// ---------------------------------------------------------------------------------------------

#[test]
fn binary_operators_on_integers_with_broadcasting() {
    let a = Tensor::<i32, shape![2, 3]>::from([[10, 20, 30], [40, 50, 60]]);
    let b = Tensor::<i32, shape![3]>::from([3, 7, 4]);
    let add: Tensor<i32, shape![2, 3]> = &a + &b;
    let sub: Tensor<i32, shape![2, 3]> = &a - &b;
    let mul: Tensor<i32, shape![2, 3]> = &a * &b;
    let div: Tensor<i32, shape![2, 3]> = &a / &b;
    let rem: Tensor<i32, shape![2, 3]> = &a % &b;
    assert_eq!(add.into_array(), [[13, 27, 34], [43, 57, 64]]);
    assert_eq!(sub.into_array(), [[7, 13, 26], [37, 43, 56]]);
    assert_eq!(mul.into_array(), [[30, 140, 120], [120, 350, 240]]);
    // Non-negative operands: truncating and flooring division agree.
    assert_eq!(div.into_array(), [[3, 2, 7], [13, 7, 15]]);
    assert_eq!(rem.into_array(), [[1, 6, 2], [1, 1, 0]]);
    // Broadcast on the left.
    let r: Tensor<i32, shape![2, 3]> = &b - &a;
    assert_eq!(r.into_array(), [[-7, -13, -26], [-37, -43, -56]]);
    let r: Tensor<i32, shape![2, 3]> = &b % &a;
    assert_eq!(r.into_array(), [[3, 7, 4], [3, 7, 4]]);

    // The same on the dynamic path.
    let a = DynTensor::from_vec(vec![10, 20, 30, 40, 50, 60], &[2, 3]).unwrap();
    let b = DynTensor::from_vec(vec![3, 7, 4], &[3]).unwrap();
    assert_eq!((&a + &b).to_vec(), vec![13, 27, 34, 43, 57, 64]);
    assert_eq!((&a - &b).to_vec(), vec![7, 13, 26, 37, 43, 56]);
    assert_eq!((&a * &b).to_vec(), vec![30, 140, 120, 120, 350, 240]);
    assert_eq!((&a / &b).to_vec(), vec![3, 2, 7, 13, 7, 15]);
    assert_eq!((&a % &b).to_vec(), vec![1, 6, 2, 1, 1, 0]);
    assert_eq!(a.try_sub(&b).unwrap().to_vec(), vec![7, 13, 26, 37, 43, 56]);
    assert_eq!(a.try_div(&b).unwrap().to_vec(), vec![3, 2, 7, 13, 7, 15]);
    assert_eq!(a.try_rem(&b).unwrap().to_vec(), vec![1, 6, 2, 1, 1, 0]);
    for r in [&a + &b, &a - &b, &a * &b, &a / &b, &a % &b] {
        assert_eq!(r.shape(), &[2, 3]);
        assert_row_major(&r);
    }
}

#[test]
fn operators_on_owned_and_borrowed_operands_agree() {
    let a = || DynTensor::from_vec(vec![1.5f64, -2.0, 4.0], &[3, 1]).unwrap();
    let b = || DynTensor::from_vec(vec![2.0f64, 0.5], &[2]).unwrap();
    let want = vec![3.5, 2.0, 0.0, -1.5, 6.0, 4.5];
    assert_eq!((a() + b()).to_vec(), want);
    assert_eq!((&a() + b()).to_vec(), want);
    assert_eq!((a() + &b()).to_vec(), want);
    assert_eq!((&a() + &b()).to_vec(), want);
    assert_eq!((a().view() + b().view()).to_vec(), want);
    assert_eq!((a() / b()).to_vec(), vec![0.75, 3.0, -1.0, -4.0, 2.0, 8.0]);
}

#[test]
fn scalar_on_either_side() {
    let t = Tensor::<f64, shape![2, 2]>::from([[1.0, 2.0], [4.0, -0.5]]);
    assert_eq!((&t + 1.0).into_array(), [[2.0, 3.0], [5.0, 0.5]]);
    assert_eq!((&t - 1.0).into_array(), [[0.0, 1.0], [3.0, -1.5]]);
    assert_eq!((&t * 2.0).into_array(), [[2.0, 4.0], [8.0, -1.0]]);
    assert_eq!((&t / 2.0).into_array(), [[0.5, 1.0], [2.0, -0.25]]);
    // NumPy: -0.5 % 1.5 == 1.0 (the sign of the divisor)
    assert_eq!((&t % 1.5).into_array(), [[1.0, 0.5], [1.0, 1.0]]);
    // Scalar on the left: the scalar is the left operand.
    assert_eq!((2.0 - &t).into_array(), [[1.0, 0.0], [-2.0, 2.5]]);
    assert_eq!((2.0 - t.clone()).into_array(), [[1.0, 0.0], [-2.0, 2.5]]);
    assert_eq!((1.0 + t.clone()).into_array(), [[2.0, 3.0], [5.0, 0.5]]);
    assert_eq!((3.0 * t.clone()).into_array(), [[3.0, 6.0], [12.0, -1.5]]);
    assert_eq!((8.0 / t.clone()).into_array(), [[8.0, 4.0], [2.0, -16.0]]);
    assert_eq!((5.0 % t).into_array(), [[0.0, 1.0], [1.0, 0.0]]);

    let d = DynTensor::from_vec(vec![1i64, 2, 3, 7], &[4]).unwrap();
    assert_eq!((10 - &d).to_vec(), vec![9, 8, 7, 3]);
    assert_eq!((10 / &d).to_vec(), vec![10, 5, 3, 1]);
    assert_eq!((10 % &d).to_vec(), vec![0, 0, 1, 3]);
    assert_eq!((&d % 2).to_vec(), vec![1, 0, 1, 1]);
    assert_eq!((&d - 10).to_vec(), vec![-9, -8, -7, -3]);
    assert_eq!((100 * d).to_vec(), vec![100, 200, 300, 700]);

    // Unsigned and the other widths.
    let u = Tensor::<u8, shape![3]>::from([1, 2, 250]);
    assert_eq!((255 - &u).into_array(), [254, 253, 5]);
    assert_eq!((&u / 2).into_array(), [0, 1, 125]);
    let r = Tensor::<f32, shape![2]>::from([0.5, 4.0]);
    assert_eq!((1.0f32 / r).into_array(), [2.0, 0.25]);
}

#[test]
fn negation() {
    let t = Tensor::<i32, shape![2, 2]>::from([[1, -2], [0, 7]]);
    assert_eq!((-&t).into_array(), [[-1, 2], [0, -7]]);
    assert_eq!((-t).into_array(), [[-1, 2], [0, -7]]);
    let d = DynTensor::from_vec(vec![1.5f64, -0.0, 0.0], &[3]).unwrap();
    let n = -&d;
    assert_eq!(n.to_vec(), vec![-1.5, 0.0, -0.0]);
    // NumPy's negative flips the sign bit of zeros.
    assert!(n.get([1]).unwrap().is_sign_positive());
    assert!(n.get([2]).unwrap().is_sign_negative());
    assert_row_major(&n);
    // Of a non-contiguous view: row-major result.
    let m = DynTensor::from_shape_fn(&[2, 3], |i| i as i32);
    let nt = -m.t();
    assert_eq!(nt.shape(), &[3, 2]);
    assert_eq!(nt.to_vec(), vec![0, -3, -1, -4, -2, -5]);
    assert_row_major(&nt);
}

#[test]
fn integer_remainder_of_non_negative_operands() {
    let a = DynTensor::from_vec(vec![0i32, 1, 5, 9, 12, 13], &[2, 3]).unwrap();
    let b = DynTensor::from_vec(vec![4, 5, 6], &[3]).unwrap();
    assert_eq!((&a % &b).to_vec(), vec![0, 1, 5, 1, 2, 1]);
    let c = DynTensor::from_vec(vec![2u64, 3], &[2, 1]).unwrap();
    let d = DynTensor::from_vec(vec![7u64, 8, 9], &[3]).unwrap();
    assert_eq!((&d % &c).to_vec(), vec![1, 0, 1, 1, 2, 0]);
}

/// Element-wise values are those of NumPy; NumPy's `%` (`np.remainder`, and PyTorch's
/// `%`/`remainder`) floors, so the result takes the divisor's sign: `-7 % 3 == 2`,
/// `7 % -3 == -2`, `-7.5 % 2.0 == 0.5`. Rust's `%` truncates (NumPy's `fmod`).
#[test]
fn remainder_of_negative_operands_follows_numpy() {
    let a = DynTensor::from_vec(vec![-7i32, 7, -7, 7], &[4]).unwrap();
    let b = DynTensor::from_vec(vec![3i32, -3, -3, 3], &[4]).unwrap();
    assert_eq!((&a % &b).to_vec(), vec![2, -2, -1, 1]);
    let x = DynTensor::from_vec(vec![-7.5f64, 7.5], &[2]).unwrap();
    assert_eq!((&x % 2.0).to_vec(), vec![0.5, 1.5]);
    assert_eq!((-1i32 % &b).to_vec(), vec![2, -1, -1, 2]);
}

// ---------------------------------------------------------------------------------------------
// Floats: IEEE values and comparison.
// ---------------------------------------------------------------------------------------------

#[test]
fn negative_zero_equals_zero() {
    // 0.0 * -1.0 is -0.0 (as in NumPy); compared as IEEE numbers it equals 0.0.
    let a = Tensor::<f64, shape![3]>::from([0.0, 1.0, -0.0]);
    let b = Tensor::<f64, shape![3]>::from([-1.0, 0.0, 1.0]);
    let r: Tensor<f64, shape![3]> = &a * &b;
    assert!(r.get([0]).unwrap().is_sign_negative());
    assert!(r.get([1]).unwrap().is_sign_positive());
    assert!(r.get([2]).unwrap().is_sign_negative());
    assert_eq!(r, Tensor::<f64, shape![3]>::from([0.0, 0.0, 0.0]));
    assert_eq!(r.to_vec(), vec![0.0, 0.0, 0.0]);
    // Sums of signed zeros: -0 + -0 = -0, -0 + 0 = +0.
    let z = DynTensor::from_vec(vec![-0.0f64, -0.0, 0.0], &[3]).unwrap();
    let w = DynTensor::from_vec(vec![-0.0f64, 0.0, -0.0], &[3]).unwrap();
    let s = &z + &w;
    assert!(s.get([0]).unwrap().is_sign_negative());
    assert!(s.get([1]).unwrap().is_sign_positive());
    assert!(s.get([2]).unwrap().is_sign_positive());
    assert_eq!(
        s,
        DynTensor::from_vec(vec![0.0f64, 0.0, 0.0], &[3]).unwrap()
    );
    // Tensors differing only in the sign of zero are equal.
    assert_eq!(
        DynTensor::from_vec(vec![-0.0f32], &[1]).unwrap(),
        DynTensor::from_vec(vec![0.0f32], &[1]).unwrap()
    );
}

#[test]
fn nan_and_infinity() {
    let a = DynTensor::from_vec(vec![1.0f64, -1.0, 0.0, f64::INFINITY], &[4]).unwrap();
    let r = &a / 0.0;
    assert_eq!(r.get([0]), Some(&f64::INFINITY));
    assert_eq!(r.get([1]), Some(&f64::NEG_INFINITY));
    assert!(r.get([2]).unwrap().is_nan());
    assert_eq!(r.get([3]), Some(&f64::INFINITY));
    // NaN is not equal to itself, so a tensor holding NaN is not equal to itself.
    assert_ne!(r, r.clone());
    let inf = DynTensor::from_vec(vec![f64::INFINITY], &[1]).unwrap();
    assert!((&inf - &inf).get([0]).unwrap().is_nan());
    assert!((&a * f64::NAN).to_vec().iter().all(|x| x.is_nan()));
}

#[test]
fn mixed_element_types_with_zip_map() {
    let counts = Tensor::<i32, shape![2, 1]>::from_array([[2], [3]]);
    let prices = Tensor::<f64, shape![3]>::from([0.5, 1.25, 10.0]);
    let total: Tensor<f64, shape![2, 3]> = counts.zip_map(&prices, |&c, &p| f64::from(c) * p);
    assert_eq!(total.into_array(), [[1.0, 2.5, 20.0], [1.5, 3.75, 30.0]]);
    let flags = DynTensor::from_vec(vec![true, false], &[2]).unwrap();
    let vals = DynTensor::from_vec(vec![1u8, 2, 3, 4], &[2, 2]).unwrap();
    let r = vals
        .try_zip_map(&flags, |&v, &f| if f { v } else { 0 })
        .unwrap();
    assert_eq!(r.to_vec(), vec![1, 0, 3, 0]);
    assert_row_major(&r);
}

// ---------------------------------------------------------------------------------------------
// Zero sizes and 0-d tensors.
// ---------------------------------------------------------------------------------------------

#[test]
fn zero_size_results() {
    let a = Tensor::<i32, shape![0, 3]>::from_array([]);
    let b = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    let r: Tensor<i32, shape![0, 3]> = &a + &b;
    assert_eq!(r.shape(), &[0, 3]);
    assert_eq!(r.numel(), 0);
    assert!(r.to_vec().is_empty());
    assert_eq!(r.stride(), &[3, 1]);
    assert_row_major(&r);

    let c = Tensor::<i32, shape![0]>::from_array([]);
    let one = Tensor::<i32, shape![1]>::from_array([5]);
    let r: Tensor<i32, shape![0]> = &c * &one;
    assert_eq!(r.shape(), &[0]);
    assert_eq!(r.stride(), &[1]);

    // [2,0] + [1,1,1] -> [1,2,0], strides [0-size dims count as 1].
    let d = DynTensor::<i32>::zeros(&[2, 0]);
    let e = DynTensor::from_vec(vec![9], &[1, 1, 1]).unwrap();
    let r = &d + &e;
    assert_eq!(r.shape(), &[1, 2, 0]);
    assert_eq!(r.stride(), &[2, 1, 1]);
    assert!(r.to_vec().is_empty());
    assert_row_major(&r);

    // [2,0,3] - [3]: strides [3,3,1] (torch.zeros(2,0,3).stride()).
    let r = DynTensor::<i32>::zeros(&[2, 0, 3]) - DynTensor::<i32>::ones(&[3]);
    assert_eq!(r.shape(), &[2, 0, 3]);
    assert_eq!(r.stride(), &[3, 3, 1]);
    // 0-d with an empty tensor.
    let r = DynTensor::<i32>::zeros(&[0]) + DynTensor::scalar(4);
    assert_eq!(r.shape(), &[0]);
    assert!(r.to_vec().is_empty());
    // Scalars and negation keep the empty shape.
    let r = -(DynTensor::<i32>::zeros(&[3, 0]) * 2);
    assert_eq!(r.shape(), &[3, 0]);
    assert_row_major(&r);
    let mut calls = 0;
    let _ = DynTensor::<i32>::zeros(&[4, 0, 2]).zip_map(&DynTensor::<i32>::zeros(&[2]), |_, _| {
        calls += 1;
        0
    });
    assert_eq!(calls, 0, "no element, no call");
}

#[test]
fn zero_d_tensors() {
    let s = Tensor::<i32, shape![]>::scalar(5);
    let t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    let r: Tensor<i32, shape![2, 3]> = &s * &t;
    assert_eq!(r.into_array(), [[0, 5, 10], [15, 20, 25]]);
    let r: Tensor<i32, shape![2, 3]> = &t - &s;
    assert_eq!(r.into_array(), [[-5, -4, -3], [-2, -1, 0]]);
    let r: Tensor<i32, shape![]> = &s + &Tensor::scalar(3);
    assert_eq!(r.shape(), &[] as &[usize]);
    assert_eq!(r.stride(), &[] as &[isize]);
    assert_eq!(r.into_array(), 8);
    assert_eq!((-s.clone()).into_array(), -5);
    assert_eq!((10 - s.clone()).into_array(), 5);

    let d = DynTensor::scalar(2.5f64);
    let r = &d * &d;
    assert_eq!(r.shape(), &[] as &[usize]);
    assert_eq!(r.to_vec(), vec![6.25]);
    assert_row_major(&r);
    let r = &DynTensor::from_vec(vec![1.0, 2.0], &[2, 1]).unwrap() + &d;
    assert_eq!(r.shape(), &[2, 1]);
    assert_eq!(r.to_vec(), vec![3.5, 4.5]);
    // Mixed 0-d static with a dynamic tensor.
    let r: DynTensor<i32> = &s + &DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
    assert_eq!(r.to_vec(), vec![6, 7]);
}

// ---------------------------------------------------------------------------------------------
// Broadcast operands are read with stride 0; results are always row-major.
// ---------------------------------------------------------------------------------------------

#[test]
fn outer_sum_reads_each_operand_along_its_own_dim() {
    // [4,1] + [3] -> [4,3]: r[i,j] = a[i] + b[j].
    let a = [0i64, 100, 200, 300];
    let b = [1i64, 2, 3];
    let sa = Tensor::<i64, shape![4, 1]>::from_array(a.map(|x| [x]));
    let sb = Tensor::<i64, shape![3]>::from(b);
    let r: Tensor<i64, shape![4, 3]> = &sa + &sb;
    let da = DynTensor::from_vec(a.to_vec(), &[4, 1]).unwrap();
    let db = DynTensor::from_vec(b.to_vec(), &[3]).unwrap();
    let rd = &da + &db;
    for (i, x) in a.iter().enumerate() {
        for (j, y) in b.iter().enumerate() {
            assert_eq!(r.get([i, j]), Some(&(x + y)));
            assert_eq!(rd.get([i, j]), Some(&(x + y)));
        }
    }
    assert_row_major(&r);
    assert_row_major(&rd);
    // The other order: [3] + [4,1].
    let r2 = &db + &da;
    assert_eq!(r2.shape(), &[4, 3]);
    assert_eq!(r2.to_vec(), rd.to_vec());
    // A larger outer product, with the column on the right.
    let col = DynTensor::from_shape_fn(&[5, 1], |i| i as i64 + 1);
    let row = DynTensor::from_shape_fn(&[1, 7], |j| 10 * (j as i64 + 1));
    let p = &row * &col;
    assert_eq!(p.shape(), &[5, 7]);
    for i in 0..5 {
        for j in 0..7 {
            assert_eq!(p.get([i, j]), Some(&((i as i64 + 1) * 10 * (j as i64 + 1))));
        }
    }
}

#[test]
fn expanded_operands_have_stride_zero_and_are_not_copied() {
    let row = DynTensor::from_vec(vec![1i32, 2, 3], &[3]).unwrap();
    let e = row.broadcast_to(&[4, 3]);
    assert_eq!(e.stride(), &[0, 1]);
    assert!(!e.is_contiguous());
    assert!(e.shares_storage_with(&row));
    let col = DynTensor::from_vec(vec![10i32, 20, 30, 40], &[4, 1]).unwrap();
    let ce = col.expand(&[4, 3]);
    assert_eq!(ce.stride(), &[1, 0]);
    let r = &e + &ce;
    assert_eq!(
        r.to_vec(),
        vec![11, 12, 13, 21, 22, 23, 31, 32, 33, 41, 42, 43]
    );
    assert_row_major(&r);
    // Static expand.
    let srow = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    let se = srow.expand::<shape![2, 3]>();
    assert_eq!(se.stride(), &[0, 1]);
    let r: Tensor<i32, shape![2, 3]> = &se * &Tensor::<i32, shape![2, 1]>::from_array([[1], [-1]]);
    assert_eq!(r.into_array(), [[1, 2, 3], [-1, -2, -3]]);
    // An expanded view of a 0-d tensor: every stride 0.
    let s = DynTensor::scalar(7i32);
    let z = s.expand(&[2, 2]);
    assert_eq!(z.stride(), &[0, 0]);
    let r = &z + &DynTensor::from_vec(vec![1, 2, 3, 4], &[2, 2]).unwrap();
    assert_eq!(r.to_vec(), vec![8, 9, 10, 11]);
    assert_row_major(&r);
}

#[test]
fn non_contiguous_inputs_give_row_major_results() {
    // A transpose: [3,2] with strides [1,3].
    let m = DynTensor::from_shape_fn(&[2, 3], |i| i as i32);
    let t = m.t();
    assert_eq!(t.stride(), &[1, 3]);
    let r = &t + &DynTensor::from_vec(vec![100, 200], &[2]).unwrap();
    assert_eq!(r.shape(), &[3, 2]);
    assert_eq!(r.to_vec(), vec![100, 203, 101, 204, 102, 205]);
    assert_row_major(&r);
    // Transposed plus transposed.
    let r = &t * &t;
    assert_eq!(r.to_vec(), vec![0, 9, 1, 16, 4, 25]);
    assert_row_major(&r);
    // A narrowed view (offset and gaps).
    let big = DynTensor::from_shape_fn(&[3, 4], |i| i as i32);
    let n = big.narrow(1, 1, 2);
    assert_eq!(n.storage_offset(), 1);
    assert!(!n.is_contiguous());
    let r = &n - &DynTensor::scalar(1);
    assert_eq!(r.to_vec(), vec![0, 1, 4, 5, 8, 9]);
    assert_row_major(&r);
    // A permuted 3-d view broadcast against a column.
    let c = DynTensor::from_shape_fn(&[2, 3, 4], |i| i as i32);
    let p = c.permute(&[2, 0, 1]); // [4,2,3], p[i,j,k] = c[j,k,i] = 12j + 4k + i
    let col = DynTensor::from_vec(vec![1000, 2000], &[2, 1]).unwrap();
    let r = &p + &col;
    assert_eq!(r.shape(), &[4, 2, 3]);
    for i in 0..4 {
        for j in 0..2 {
            for k in 0..3 {
                let want = (12 * j + 4 * k + i) as i32 + 1000 * (j as i32 + 1);
                assert_eq!(r.get([i, j, k]), Some(&want));
            }
        }
    }
    assert_row_major(&r);
    // Static transposed view.
    let s = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    let st = s.t();
    assert!(!st.is_contiguous());
    let r: Tensor<i32, shape![3, 2]> = &st + &Tensor::<i32, shape![2]>::from([10, 20]);
    assert_eq!(r.into_array(), [[10, 23], [11, 24], [12, 25]]);
    let r: Tensor<i32, shape![3, 2]> = st.map(|x| x * 2);
    assert_row_major(&r);
    assert_eq!(r.into_array(), [[0, 6], [2, 8], [4, 10]]);
}

#[test]
fn results_are_row_major_for_every_shape_class() {
    let shapes: &[(&[usize], &[usize])] = &[
        (&[], &[]),
        (&[1], &[]),
        (&[3, 1], &[1, 4]),
        (&[2, 1, 3], &[5, 1]),
        (&[1, 1, 1], &[1]),
        (&[0, 2], &[2]),
        (&[2, 3, 4, 5], &[5]),
    ];
    for &(a, b) in shapes {
        let x = DynTensor::<i64>::ones(a);
        let y = DynTensor::<i64>::ones(b);
        for r in [&x + &y, &y * &x, x.zip_map(&y, |p, q| p - q), -&x, &x * 3] {
            assert_row_major(&r);
        }
    }
    // Heap tensors with Dyn dims.
    let h = HeapTensor::<i64, shape![Dyn, 1]>::try_from_shape_fn(&[3, 1], |i| i as i64).unwrap();
    let r = &h + &Tensor::<i64, shape![4]>::ones();
    assert_eq!(r.shape(), &[3, 4]);
    assert_row_major(&r);
    assert_eq!(r.to_vec(), vec![1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3]);
}
