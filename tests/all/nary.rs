//! n-ary element-wise operations, rule by rule, on static and dynamic tensors and views:
//! `zip_map3`, `where_`, `clamp`, `maximum`/`minimum`, the comparisons, `cast` and
//! `broadcast_tensors`. Exact error texts are PyTorch's (the operands' shapes are folded left to
//! right).
#![cfg(feature = "alloc")]

use shaped::ops::{BroadcastTensors, broadcast_tensors, try_where, where_};
use shaped::prelude::*;

fn same_type<T>(_: &T, _: &T) {}

const FOLD_ERR: &str =
    "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1";

// ---------------------------------------------------------------------------------------------
// zip_map3: the fold, both paths, every storage mix.
// ---------------------------------------------------------------------------------------------

#[test]
fn zip_map3_static_triple_has_the_folded_type_and_values() {
    // The broadcasting rule: [5,1], [1,6], [6] together → [5,6].
    let a = Tensor::<i32, shape![5, 1]>::from_fn(|i| i as i32);
    let b = Tensor::<i32, shape![1, 6]>::from_fn(|i| 10 * i as i32);
    let c = Tensor::<i32, shape![6]>::from_fn(|i| 100 * i as i32);
    let r = a.zip_map3(&b, &c, |x, y, z| x + y + z);
    same_type(&r, &Tensor::<i32, shape![5, 6]>::zeros());
    for i in 0..5 {
        for j in 0..6 {
            assert_eq!(r.get([i, j]), Some(&(i as i32 + 110 * j as i32)));
        }
    }
}

#[test]
fn zip_map3_zero_d_and_zero_size() {
    let s = Tensor::<i32, shape![]>::from_array(2);
    let r = s.zip_map3(&s, &s, |x, y, z| x * y * z);
    assert_eq!(r.into_array(), 8);
    let e = Tensor::<i32, shape![0]>::zeros();
    let one = Tensor::<i32, shape![1]>::from_array([1]);
    let r = one.zip_map3(&e, &s, |x, y, z| x + y + z);
    same_type(&r, &Tensor::<i32, shape![0]>::zeros());
    assert_eq!(r.numel(), 0);
    let d = DynTensor::<i32>::zeros(&[3, 0]);
    let (one, ones) = (DynTensor::scalar(1), DynTensor::<i32>::zeros(&[1, 1]));
    let r = d.try_zip_map3(&one, &ones, |x, y, z| x + y + z);
    assert_eq!(r.unwrap().shape(), &[3, 0]);
    // 0 against 2 is an error, even with a third operand.
    let err = DynTensor::<i32>::zeros(&[0])
        .try_zip_map3(
            &DynTensor::<i32>::zeros(&[1]),
            &DynTensor::<i32>::zeros(&[2]),
            |x, y, z| x + y + z,
        )
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 0"
    );
}

#[test]
fn zip_map3_dynamic_error_names_the_accumulated_shape() {
    let a = DynTensor::<i32>::zeros(&[4, 1]);
    let b = DynTensor::<i32>::zeros(&[3]);
    let c = DynTensor::<i32>::zeros(&[4, 2]);
    let err = a.try_zip_map3(&b, &c, |x, y, z| x + y + z).unwrap_err();
    assert_eq!(err.to_string(), FOLD_ERR);
    match err {
        ShapeError::BroadcastMismatch {
            shape_a, shape_b, ..
        } => {
            assert_eq!(shape_a, vec![4, 3]);
            assert_eq!(shape_b, vec![4, 2]);
        }
        other => panic!("unexpected {other:?}"),
    }
    // The first pair failing is reported as such.
    let err = b.try_zip_map3(&c, &a, |x, y, z| x + y + z).unwrap_err();
    assert_eq!(
        err.to_string(),
        "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"
    );
}

#[test]
#[should_panic(
    expected = "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"
)]
fn zip_map3_operator_form_panics_with_the_text() {
    let a = DynTensor::<i32>::zeros(&[4, 1]);
    let _ = a.zip_map3(
        &DynTensor::<i32>::zeros(&[3]),
        &DynTensor::<i32>::zeros(&[4, 2]),
        |x, y, z| x + y + z,
    );
}

#[test]
fn zip_map3_mixes_storages_and_views() {
    let a = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    let h = HeapTensor::<i32, shape![3]>::from_fn(|i| 10 * i as i32);
    let d = DynTensor::from_vec(vec![100, 200], &[2, 1]).unwrap();
    let want = vec![100, 111, 122, 203, 214, 225];
    // Every position of the dynamic operand, and the heap one.
    let r = a.zip_map3(&h, &d, |x, y, z| x + y + z);
    assert_eq!((r.shape(), r.to_vec()), (&[2, 3][..], want.clone()));
    let r = d.zip_map3(&a, &h, |z, x, y| x + y + z);
    assert_eq!(r.to_vec(), want);
    let r = h.zip_map3(&d, &a, |y, z, x| x + y + z);
    assert_eq!(r.to_vec(), want);
    // Heap static triple stays static.
    let h2 = HeapTensor::<i32, shape![2, 1]>::from_fn(|i| 100 * (i as i32 + 1));
    let r = a.zip_map3(&h, &h2, |x, y, z| x + y + z);
    same_type(&r, &HeapTensor::<i32, shape![2, 3]>::zeros());
    assert_eq!(r.to_vec(), vec![100, 111, 122, 203, 214, 225]);
    // Views: transposed, narrowed, expanded.
    let t = Tensor::<i32, shape![3, 2]>::from_fn(|i| i as i32); // t.t() = [[0,2,4],[1,3,5]]
    let wide = Tensor::<i32, shape![2, 5]>::from_fn(|i| i as i32);
    let n = wide.narrow::<1, 3>(1).unwrap(); // [[1,2,3],[6,7,8]]
    let e = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    let ev = e.expand::<shape![2, 3]>();
    let r = t.t().zip_map3(&n, &ev, |x, y, z| 100 * x + 10 * y + z);
    same_type(&r, &Tensor::<i32, shape![2, 3]>::zeros());
    assert_eq!(r.to_vec(), vec![11, 222, 433, 161, 372, 583]);
    let dt = DynTensor::from_shape_fn(&[3, 2], |i| i as i32);
    let r = dt.t().zip_map3(&n, &ev, |x, y, z| 100 * x + 10 * y + z);
    assert_eq!(r.to_vec(), vec![11, 222, 433, 161, 372, 583]);
}

#[test]
fn zip_map3_heap_fast_paths_match_the_general_one() {
    // Contiguous, broadcast rows, scalars and transposes through the strided kernel.
    let a = DynTensor::from_shape_fn(&[4, 5, 6], |i| i as i64);
    let b = DynTensor::from_shape_fn(&[6], |i| 1000 * i as i64);
    let c = DynTensor::from_shape_fn(&[5, 1], |i| 100_000 * i as i64);
    let r = a.zip_map3(&b, &c, |x, y, z| x + y + z).to_vec();
    let mut want = Vec::new();
    for i in 0..4 {
        for j in 0..5 {
            for k in 0..6 {
                want.push((i * 30 + j * 6 + k) as i64 + 1000 * k as i64 + 100_000 * j as i64);
            }
        }
    }
    assert_eq!(r, want);
    let at = a.permute(&[2, 0, 1]); // [6, 4, 5]
    let r = at.zip_map3(
        &DynTensor::scalar(1i64),
        &DynTensor::scalar(2i64),
        |x, y, z| x + y + z,
    );
    let want: Vec<i64> = (0..120)
        .map(|p| {
            let (k, i, j) = (p / 20, (p / 5) % 4, p % 5);
            (i * 30 + j * 6 + k) as i64 + 3
        })
        .collect();
    assert_eq!(r.to_vec(), want);
}

// ---------------------------------------------------------------------------------------------
// where_
// ---------------------------------------------------------------------------------------------

#[test]
fn where_static_and_dynamic() {
    let cond = Tensor::<bool, shape![2, 1]>::from_array([[true], [false]]);
    let x = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    let y = Tensor::<i32, shape![]>::from_array(-1);
    let r = where_(&cond, &x, &y);
    same_type(&r, &Tensor::<i32, shape![2, 3]>::zeros());
    assert_eq!(r.to_vec(), vec![1, 2, 3, -1, -1, -1]);
    let dc = DynTensor::from_vec(vec![true, false, true], &[3]).unwrap();
    let dx = DynTensor::from_vec(vec![1.0f32, 2.0], &[2, 1]).unwrap();
    let dy = DynTensor::from_vec(vec![-1.0f32, -2.0, -3.0], &[1, 3]).unwrap();
    let r = try_where(&dc, &dx, &dy).unwrap();
    assert_eq!(r.shape(), &[2, 3]);
    assert_eq!(r.to_vec(), vec![1.0, -2.0, 1.0, 2.0, -2.0, 2.0]);
    // Mixed static condition and dynamic values.
    let r = where_(&cond, &dx, &Tensor::<f32, shape![]>::from_array(0.0));
    assert_eq!((r.shape(), r.to_vec()), (&[2, 1][..], vec![1.0, 0.0]));
}

#[test]
fn where_error_is_the_fold_text() {
    let cond = DynTensor::from_vec(vec![true; 4], &[4, 1]).unwrap();
    let x = DynTensor::<i32>::zeros(&[3]);
    let y = DynTensor::<i32>::zeros(&[4, 2]);
    assert_eq!(try_where(&cond, &x, &y).unwrap_err().to_string(), FOLD_ERR);
}

#[test]
fn where_with_a_mask_from_a_comparison() {
    let x = DynTensor::from_vec(vec![-2.0f64, 0.5, f64::NAN, 3.0], &[4]).unwrap();
    let zero = DynTensor::scalar(0.0f64);
    let relu = where_(&x.gt(&zero), &x, &zero);
    assert_eq!(relu.to_vec(), vec![0.0, 0.5, 0.0, 3.0]); // NaN > 0 is false
}

// ---------------------------------------------------------------------------------------------
// maximum / minimum
// ---------------------------------------------------------------------------------------------

#[test]
fn maximum_minimum_propagate_nan_and_broadcast() {
    let a = Tensor::<f64, shape![4]>::from([1.0, f64::NAN, 3.0, f64::NAN]);
    let b = Tensor::<f64, shape![2, 1]>::from_array([[2.0], [f64::NAN]]);
    let mx = a.maximum(&b);
    let mn = a.minimum(&b);
    same_type(&mx, &Tensor::<f64, shape![2, 4]>::zeros());
    let mx = mx.to_vec();
    let mn = mn.to_vec();
    assert_eq!(mx[0], 2.0);
    assert_eq!(mx[2], 3.0);
    assert_eq!(mn[0], 1.0);
    assert_eq!(mn[2], 2.0);
    for (k, (x, n)) in mx.iter().zip(&mn).enumerate() {
        if k == 1 || k == 3 || k >= 4 {
            assert!(x.is_nan() && n.is_nan(), "position {k}");
        }
    }
}

#[test]
fn maximum_of_signed_zeros_keeps_the_first_operand() {
    // C++'s `std::max(a, b)` (`a` unless `a < b`), PyTorch's scalar kernel. (Its vectorised
    // kernel returns the second operand for equal zeros, so PyTorch itself differs by length.)
    let a = Tensor::<f32, shape![2]>::from([-0.0, 0.0]);
    let b = Tensor::<f32, shape![2]>::from([0.0, -0.0]);
    let mx = a.maximum(&b).to_vec();
    assert!(mx[0].is_sign_negative() && mx[1].is_sign_positive());
    let mn = a.minimum(&b).to_vec();
    assert!(mn[0].is_sign_negative() && mn[1].is_sign_positive());
}

#[test]
fn maximum_integers_and_dynamic_errors() {
    let a = DynTensor::from_vec(vec![1, 9, -3], &[3]).unwrap();
    let b = DynTensor::from_vec(vec![5], &[1]).unwrap();
    assert_eq!(a.try_maximum(&b).unwrap().to_vec(), vec![5, 9, 5]);
    assert_eq!(a.try_minimum(&b).unwrap().to_vec(), vec![1, 5, -3]);
    let c = DynTensor::<i32>::zeros(&[2]);
    assert_eq!(
        a.try_maximum(&c).unwrap_err().to_string(),
        "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0"
    );
}

// ---------------------------------------------------------------------------------------------
// Comparisons
// ---------------------------------------------------------------------------------------------

#[test]
fn comparisons_give_bool_tensors_with_ieee_rules() {
    let a = Tensor::<f32, shape![5]>::from([1.0, 2.0, 3.0, f32::NAN, -0.0]);
    let b = Tensor::<f32, shape![5]>::from([2.0, 2.0, 2.0, f32::NAN, 0.0]);
    let eq: Tensor<bool, shape![5]> = a.eq(&b);
    assert_eq!(eq.to_vec(), vec![false, true, false, false, true]);
    assert_eq!(a.ne(&b).to_vec(), vec![true, false, true, true, false]);
    assert_eq!(a.lt(&b).to_vec(), vec![true, false, false, false, false]);
    assert_eq!(a.le(&b).to_vec(), vec![true, true, false, false, true]);
    assert_eq!(a.gt(&b).to_vec(), vec![false, false, true, false, false]);
    assert_eq!(a.ge(&b).to_vec(), vec![false, true, true, false, true]);
}

#[test]
fn comparisons_broadcast_on_both_paths() {
    let col = Tensor::<i32, shape![3, 1]>::from_array([[1], [2], [3]]);
    let row = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    let lt = col.lt(&row);
    same_type(&lt, &Tensor::<bool, shape![3, 3]>::full(false));
    assert_eq!(
        lt.to_vec(),
        vec![false, true, true, false, false, true, false, false, false]
    );
    let d = DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
    let ge = col.try_ge(&d).unwrap();
    assert_eq!(ge.shape(), &[3, 3]);
    assert_eq!(
        ge.to_vec(),
        vec![true, false, false, true, true, false, true, true, true]
    );
    let bad = DynTensor::<i32>::zeros(&[2]);
    for r in [
        d.try_eq(&bad),
        d.try_ne(&bad),
        d.try_lt(&bad),
        d.try_le(&bad),
        d.try_gt(&bad),
    ] {
        assert_eq!(
            r.unwrap_err().to_string(),
            "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0"
        );
    }
}

// ---------------------------------------------------------------------------------------------
// clamp
// ---------------------------------------------------------------------------------------------

#[test]
fn clamp_scalar_bounds_follow_pytorch() {
    let t = Tensor::<f64, shape![5]>::from([-2.0, 0.5, 3.0, f64::NAN, f64::INFINITY]);
    let c = t.clamp(0.0, 1.0).to_vec();
    assert_eq!(&c[..3], &[0.0, 0.5, 1.0]);
    assert!(c[3].is_nan());
    assert_eq!(c[4], 1.0);
    // min > max: every element is max.
    let c = t.clamp(2.0, 1.0).to_vec();
    assert_eq!(&c[..3], &[1.0, 1.0, 1.0]);
    assert_eq!(c[4], 1.0);
    // A NaN bound: every element NaN.
    assert!(t.clamp(f64::NAN, 1.0).to_vec().iter().all(|x| x.is_nan()));
    assert!(t.clamp(0.0, f64::NAN).to_vec().iter().all(|x| x.is_nan()));
    assert!(t.clamp_min(f64::NAN).to_vec().iter().all(|x| x.is_nan()));
    assert!(t.clamp_max(f64::NAN).to_vec().iter().all(|x| x.is_nan()));
    let lo = t.clamp_min(1.0).to_vec();
    assert_eq!((lo[0], lo[1], lo[2], lo[4]), (1.0, 1.0, 3.0, f64::INFINITY));
    assert!(lo[3].is_nan());
    let hi = t.clamp_max(1.0).to_vec();
    assert_eq!((hi[0], hi[1], hi[2], hi[4]), (-2.0, 0.5, 1.0, 1.0));
    assert!(hi[3].is_nan());
    // Integers, dynamic.
    let d = DynTensor::from_vec(vec![-5i64, 0, 5], &[3]).unwrap();
    assert_eq!(d.clamp(-1, 1).to_vec(), vec![-1, 0, 1]);
    assert_eq!(d.clamp(3, -3).to_vec(), vec![-3, -3, -3]);
}

#[test]
fn clamp_tensor_bounds_broadcast_and_follow_pytorch() {
    let x = Tensor::<f32, shape![2, 3]>::from([[-9.0, 0.0, 9.0], [f32::NAN, 0.0, 9.0]]);
    let lo = Tensor::<f32, shape![2, 1]>::from_array([[-1.0], [5.0]]);
    let hi = Tensor::<f32, shape![3]>::from([1.0, f32::NAN, 3.0]);
    let c = x.clamp_tensor(&lo, &hi);
    same_type(&c, &Tensor::<f32, shape![2, 3]>::zeros());
    let c = c.to_vec();
    assert_eq!(c[0], -1.0);
    assert!(c[1].is_nan()); // NaN upper bound
    assert_eq!(c[2], 3.0);
    assert!(c[3].is_nan()); // NaN element
    assert!(c[4].is_nan());
    assert_eq!(c[5], 3.0); // lo (5) > hi (3): hi
    let dx = DynTensor::from_vec(vec![1, 2, 3, 4], &[4]).unwrap();
    let dlo = DynTensor::from_vec(vec![2, 2, 2], &[3, 1]).unwrap();
    let dhi = DynTensor::scalar(3);
    let r = dx.try_clamp_tensor(&dlo, &dhi).unwrap();
    assert_eq!(r.shape(), &[3, 4]);
    assert_eq!(&r.to_vec()[..4], &[2, 2, 3, 3]);
    let err = DynTensor::<i32>::zeros(&[4, 1])
        .try_clamp_tensor(
            &DynTensor::<i32>::zeros(&[3]),
            &DynTensor::<i32>::zeros(&[4, 2]),
        )
        .unwrap_err();
    assert_eq!(err.to_string(), FOLD_ERR);
}

// ---------------------------------------------------------------------------------------------
// cast
// ---------------------------------------------------------------------------------------------

#[test]
fn cast_follows_as_semantics() {
    let f = Tensor::<f32, shape![2, 3]>::from([[-1.7, 2.9, 1e10], [f32::NAN, -1e10, 0.5]]);
    let i: Tensor<i32, shape![2, 3]> = f.cast::<i32>();
    assert_eq!(i.to_vec(), vec![-1, 2, i32::MAX, 0, i32::MIN, 0]);
    let w = DynTensor::from_vec(vec![300i32, -1, 255], &[3]).unwrap();
    assert_eq!(w.cast::<u8>().to_vec(), vec![44, 255, 255]); // wraps, as torch's int→int
    assert_eq!(w.cast::<f64>().to_vec(), vec![300.0, -1.0, 255.0]);
    let b = DynTensor::from_vec(vec![true, false], &[2]).unwrap();
    assert_eq!(b.cast::<i64>().to_vec(), vec![1, 0]);
    let big = DynTensor::from_vec(vec![16_777_217i64], &[1]).unwrap();
    assert_eq!(big.cast::<f32>().to_vec(), vec![16_777_216.0]); // rounds to nearest
    // Views keep their logical order.
    let t = Tensor::<i32, shape![2, 3]>::from_fn(|k| k as i32);
    assert_eq!(t.t().cast::<i64>().to_vec(), vec![0, 3, 1, 4, 2, 5]);
}

// ---------------------------------------------------------------------------------------------
// broadcast_tensors
// ---------------------------------------------------------------------------------------------

#[test]
fn broadcast_tensors_dynamic() {
    let a = DynTensor::from_vec(vec![1, 2], &[2, 1]).unwrap();
    let b = DynTensor::from_vec(vec![10, 20, 30], &[3]).unwrap();
    let c = DynTensor::scalar(7);
    let v = broadcast_tensors(&[&a, &b, &c]).unwrap();
    assert_eq!(v.len(), 3);
    for view in &v {
        assert_eq!(view.shape(), &[2, 3]);
    }
    assert_eq!(v[0].stride(), &[1, 0]);
    assert_eq!(v[1].stride(), &[0, 1]);
    assert_eq!(v[2].stride(), &[0, 0]);
    assert_eq!(v[0].to_vec(), vec![1, 1, 1, 2, 2, 2]);
    assert_eq!(v[2].to_vec(), vec![7; 6]);
    assert!(v[1].shares_storage_with(&b));
    // The fold's error text, and no tensors.
    let d = DynTensor::<i32>::zeros(&[4, 2]);
    let e = DynTensor::<i32>::zeros(&[4, 1]);
    assert_eq!(
        broadcast_tensors(&[&e, &b, &d]).unwrap_err().to_string(),
        "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"
    );
    let none: [&DynTensor<i32>; 0] = [];
    assert!(broadcast_tensors(&none).unwrap().is_empty());
    // Views as inputs.
    let m = DynTensor::from_shape_fn(&[3, 2], |k| k as i32);
    let mt = m.t();
    let one = DynTensor::from_vec(vec![5, 6], &[2, 1]).unwrap();
    let ov = one.view();
    let v = broadcast_tensors(&[&mt, &ov]).unwrap();
    assert_eq!(v[0].to_vec(), vec![0, 2, 4, 1, 3, 5]);
    assert_eq!(v[1].to_vec(), vec![5, 5, 5, 6, 6, 6]);
}

#[test]
fn broadcast_tensors_static_tuples() {
    let a = Tensor::<i32, shape![2, 1]>::from_array([[1], [2]]);
    let b = Tensor::<u8, shape![3]>::from([1, 2, 3]);
    let (va, vb) = (&a, &b).broadcast_tensors();
    let z = Tensor::<i32, shape![2, 3]>::zeros();
    same_type(&va, &z.view());
    assert_eq!(vb.to_vec(), vec![1, 2, 3, 1, 2, 3]);
    let c = HeapTensor::<f32, shape![4, 1, 1]>::zeros();
    let (_, vb, vc) = (&a, &b, &c).broadcast_tensors();
    assert_eq!(vb.shape(), &[4, 2, 3]);
    assert_eq!(vc.stride(), &[1, 0, 0]);
}

#[test]
fn zip_map3_result_too_large_is_an_overflow_error_not_a_panic() {
    // [2^32, 1] and [1, 2^32] views (stride 0, one element each) broadcast to 2^64 elements.
    let one = DynTensor::from_vec(vec![1u8], &[1, 1]).unwrap();
    let big = 1isize << 32;
    let col = one.expand(&[big, 1]);
    let row = one.expand(&[1, big]);
    let err = col
        .try_zip_map3(&row, &one, |x, y, z| x + y + z)
        .unwrap_err();
    assert_eq!(
        err,
        ShapeError::Overflow {
            shape: vec![1 << 32, 1 << 32]
        }
    );
    assert!(try_where(&DynTensor::scalar(true), &col, &row).is_err());
}

#[test]
fn zip_map3_every_mix_of_full_and_broadcast_inner_runs() {
    // Each operand is a full row of 7 (inner stride 1), a 0-d scalar (stride 0) or a strided
    // row (a column of a [7, 2] tensor), so every inner-run kind of the heap kernel is used.
    let full = |k: i64| DynTensor::from_shape_fn(&[7], move |i| k * 100 + i as i64);
    let wide = |k: i64| DynTensor::from_shape_fn(&[7, 2], move |i| k * 100 + (i / 2) as i64);
    for kinds in 0..27u32 {
        let kind = [kinds % 3, (kinds / 3) % 3, kinds / 9];
        let owned: Vec<DynTensor<i64>> = (0..3)
            .map(|k| match kind[k] {
                0 => full(k as i64 + 1),
                1 => DynTensor::scalar(k as i64 + 1),
                _ => wide(k as i64 + 1),
            })
            .collect();
        let views: Vec<DynView<'_, i64>> = (0..3)
            .map(|k| match kind[k] {
                2 => owned[k].select(1, 0),
                _ => owned[k].view(),
            })
            .collect();
        let at = |k: usize, i: usize| match kind[k] {
            1 => k as i64 + 1,
            _ => (k as i64 + 1) * 100 + i as i64,
        };
        let r = views[0].zip_map3(&views[1], &views[2], |x, y, z| x * 1_000_000 + y * 1000 + z);
        let n = if kind.iter().all(|&k| k == 1) { 1 } else { 7 };
        let want: Vec<i64> = (0..n)
            .map(|i| at(0, i) * 1_000_000 + at(1, i) * 1000 + at(2, i))
            .collect();
        assert_eq!(r.to_vec(), want, "kinds {kind:?}");
    }
}

/// Static tuples of up to six tensors fold their shapes left to right like the dynamic form:
/// same shapes, same strides (0 on stretched dims), same elements.
#[test]
fn broadcast_tensors_static_tuples_up_to_six_match_the_dynamic_form() {
    let a = Tensor::<i32, shape![2, 1, 1]>::from_fn(|i| i as i32);
    let b = Tensor::<i32, shape![3, 1]>::from_fn(|i| 10 + i as i32);
    let c = HeapTensor::<i32, shape![4]>::from_fn(|i| 100 + i as i32);
    let d = Tensor::<i32, shape![]>::from_array(7);
    let e = Tensor::<i32, shape![1, 1, 4]>::from_fn(|i| -(i as i32));
    let f = Tensor::<i32, shape![2, 3, 1]>::from_fn(|i| 1000 + i as i32);
    let dynamic = |ts: &[&[i32]], dims: &[&[usize]]| {
        let owned: Vec<DynTensor<i32>> = ts
            .iter()
            .zip(dims)
            .map(|(t, d)| DynTensor::from_vec(t.to_vec(), d).unwrap())
            .collect();
        let refs: Vec<&DynTensor<i32>> = owned.iter().collect();
        broadcast_tensors(&refs)
            .unwrap()
            .iter()
            .map(|v| (v.shape().to_vec(), v.stride().to_vec(), v.to_vec()))
            .collect::<Vec<_>>()
    };
    let (va, vb, vc, vd) = (&a, &b, &c, &d).broadcast_tensors();
    let _: TensorView<'_, i32, shape![2, 3, 4]> = va;
    let got4 = vec![
        (va.shape().to_vec(), va.stride().to_vec(), va.to_vec()),
        (vb.shape().to_vec(), vb.stride().to_vec(), vb.to_vec()),
        (vc.shape().to_vec(), vc.stride().to_vec(), vc.to_vec()),
        (vd.shape().to_vec(), vd.stride().to_vec(), vd.to_vec()),
    ];
    let (sa, sb, sc, sd, se, sf) = (
        a.to_vec(),
        b.to_vec(),
        c.to_vec(),
        d.to_vec(),
        e.to_vec(),
        f.to_vec(),
    );
    assert_eq!(
        got4,
        dynamic(&[&sa, &sb, &sc, &sd], &[&[2, 1, 1], &[3, 1], &[4], &[]])
    );
    let six = (&a, &b, &c, &d, &e, &f).broadcast_tensors();
    let got6 = vec![
        six.0.to_vec(),
        six.1.to_vec(),
        six.2.to_vec(),
        six.3.to_vec(),
        six.4.to_vec(),
        six.5.to_vec(),
    ];
    let want6: Vec<Vec<i32>> = dynamic(
        &[&sa, &sb, &sc, &sd, &se, &sf],
        &[&[2, 1, 1], &[3, 1], &[4], &[], &[1, 1, 4], &[2, 3, 1]],
    )
    .into_iter()
    .map(|(_, _, v)| v)
    .collect();
    assert_eq!(got6, want6);
    assert_eq!(six.5.stride(), &[3, 1, 0]);
}
