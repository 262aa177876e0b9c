//! Integer arithmetic for safety-critical code: `checked_*` (an error on overflow or a zero
//! divisor, nothing written), `wrapping_*` and `saturating_*`, on static and dynamic tensors, in
//! place and out of place; a property test compares random shapes with the shared reference
//! (`tests/all/reference`).
#![cfg(feature = "alloc")]

use proptest::prelude::*;
use shaped::prelude::*;

use crate::reference::{numel, ravel, ref_broadcast, ref_inplace, ref_positions, unravel};

fn same_type<T>(_: &T, _: &T) {}

const ADD_OVERFLOW: &str = "attempt to add with overflow";

// ---------------------------------------------------------------------------------------------
// checked_*
// ---------------------------------------------------------------------------------------------

#[test]
fn checked_ops_give_exact_results_when_nothing_overflows() {
    let a = Tensor::<i32, shape![2, 3]>::from([[1, -2, 3], [40, 50, -60]]);
    let b = Tensor::<i32, shape![3]>::from([7, -3, 2]);
    let s = a.checked_add(&b).unwrap();
    same_type(&s, &a);
    assert_eq!(s.to_vec(), vec![8, -5, 5, 47, 47, -58]);
    assert_eq!(
        a.checked_sub(&b).unwrap().to_vec(),
        vec![-6, 1, 1, 33, 53, -62]
    );
    assert_eq!(
        a.checked_mul(&b).unwrap().to_vec(),
        vec![7, 6, 6, 280, -150, -120]
    );
    // Division truncates; the remainder has the divisor's sign (the crate's `/` and `%`).
    assert_eq!(
        a.checked_div(&b).unwrap().to_vec(),
        vec![0, 0, 1, 5, -16, -30]
    );
    assert_eq!(
        a.checked_rem(&b).unwrap().to_vec(),
        vec![1, -2, 1, 5, -1, 0]
    );
    assert_eq!(
        a.checked_neg().unwrap().to_vec(),
        vec![-1, 2, -3, -40, -50, 60]
    );
}

#[test]
fn checked_ops_report_overflow_with_rusts_texts() {
    let cases: [(&str, Result<Vec<i8>, ShapeError>); 4] = [
        (
            "attempt to add with overflow",
            Tensor::<i8, shape![2]>::from([1, 127])
                .checked_add(&Tensor::<i8, shape![2]>::from([1, 1]))
                .map(|t| t.to_vec()),
        ),
        (
            "attempt to subtract with overflow",
            Tensor::<i8, shape![2]>::from([0, -128])
                .checked_sub(&Tensor::<i8, shape![2]>::from([1, 1]))
                .map(|t| t.to_vec()),
        ),
        (
            "attempt to multiply with overflow",
            Tensor::<i8, shape![2]>::from([2, 16])
                .checked_mul(&Tensor::<i8, shape![2]>::from([2, 8]))
                .map(|t| t.to_vec()),
        ),
        (
            "attempt to divide with overflow",
            Tensor::<i8, shape![2]>::from([4, -128])
                .checked_div(&Tensor::<i8, shape![2]>::from([2, -1]))
                .map(|t| t.to_vec()),
        ),
    ];
    for (text, result) in cases {
        let err = result.unwrap_err();
        assert_eq!(err.to_string(), text);
        assert!(matches!(err, ShapeError::IntegerOverflow { .. }));
    }
    // Unsigned: below zero overflows.
    let u = DynTensor::from_vec(vec![0u16, 5], &[2]).unwrap();
    assert_eq!(
        u.checked_sub(&DynTensor::scalar(1u16))
            .unwrap_err()
            .to_string(),
        "attempt to subtract with overflow"
    );
    assert_eq!(
        u.checked_neg().unwrap_err().to_string(),
        "attempt to negate with overflow"
    );
    assert_eq!(
        DynTensor::from_vec(vec![0u16], &[1])
            .unwrap()
            .checked_neg()
            .unwrap()
            .to_vec(),
        vec![0]
    );
    // MIN % -1 is 0 exactly: no overflow.
    let m = DynTensor::from_vec(vec![i64::MIN], &[1]).unwrap();
    assert_eq!(
        m.checked_rem(&DynTensor::scalar(-1i64)).unwrap().to_vec(),
        vec![0]
    );
}

#[test]
fn checked_division_by_zero_is_zero_division_error_unless_empty() {
    let a = DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
    let z = DynTensor::from_vec(vec![1, 0, 1], &[3]).unwrap();
    assert_eq!(a.checked_div(&z).unwrap_err(), ShapeError::ZeroDivision);
    assert_eq!(
        a.checked_rem(&z).unwrap_err().to_string(),
        "ZeroDivisionError"
    );
    // A zero divisor that divides nothing (an empty result) is no error.
    let empty = DynTensor::<i32>::zeros(&[0, 3]);
    assert_eq!(empty.checked_div(&z).unwrap().shape(), &[0, 3]);
    // Shapes are checked before divisors.
    let bad = DynTensor::from_vec(vec![0, 0], &[2]).unwrap();
    assert_eq!(
        a.checked_div(&bad).unwrap_err().to_string(),
        "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0"
    );
}

#[test]
fn checked_assign_writes_nothing_on_error() {
    let mut x = Tensor::<i8, shape![2, 2]>::from([[1, 2], [3, 120]]);
    let before = x;
    let row = Tensor::<i8, shape![2]>::from([1, 10]);
    assert_eq!(
        x.checked_add_assign(&row).unwrap_err().to_string(),
        ADD_OVERFLOW
    );
    assert_eq!(x, before);
    assert!(x.checked_mul_assign(&row).is_err());
    assert_eq!(x, before);
    let zero = Tensor::<i8, shape![]>::from_array(0);
    assert_eq!(
        x.checked_div_assign(&zero).unwrap_err(),
        ShapeError::ZeroDivision
    );
    assert_eq!(
        x.checked_rem_assign(&zero).unwrap_err(),
        ShapeError::ZeroDivision
    );
    assert_eq!(x, before);
    x.checked_sub_assign(&row).unwrap();
    assert_eq!(x.to_vec(), vec![0, -8, 2, 110]);
    x.checked_div_assign(&Tensor::<i8, shape![2]>::from([2, -2]))
        .unwrap();
    assert_eq!(x.to_vec(), vec![0, 4, 1, -55]);
    x.checked_rem_assign(&Tensor::<i8, shape![]>::from_array(3))
        .unwrap();
    assert_eq!(x.to_vec(), vec![0, 1, 1, 2]);

    // Dynamic, through a view, and the in-place shape rule first.
    let mut d = DynTensor::from_vec(vec![i32::MIN, 0, 5, 6], &[2, 2]).unwrap();
    let minus_one = DynTensor::scalar(-1);
    assert_eq!(
        d.checked_div_assign(&minus_one).unwrap_err().to_string(),
        "attempt to divide with overflow"
    );
    assert!(d.checked_neg_assign().is_err());
    assert_eq!(d.to_vec(), vec![i32::MIN, 0, 5, 6]);
    let wide = DynTensor::<i32>::zeros(&[3, 2, 2]);
    assert_eq!(
        d.checked_add_assign(&wide).unwrap_err().to_string(),
        "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
    );
    {
        let mut col = d.view_mut().narrow(1, 1, 1);
        col.checked_add_assign(&DynTensor::scalar(1)).unwrap();
        col.checked_neg_assign().unwrap();
    }
    assert_eq!(d.to_vec(), vec![i32::MIN, -1, 5, -7]);
}

// ---------------------------------------------------------------------------------------------
// wrapping_*
// ---------------------------------------------------------------------------------------------

#[test]
fn wrapping_ops_wrap_on_both_paths() {
    let a = Tensor::<u8, shape![2, 2]>::from([[250, 1], [0, 128]]);
    let b = Tensor::<u8, shape![2]>::from([10, 2]);
    let s = a.wrapping_add(&b);
    same_type(&s, &a);
    assert_eq!(s.to_vec(), vec![4, 3, 10, 130]);
    assert_eq!(a.wrapping_sub(&b).to_vec(), vec![240, 255, 246, 126]);
    assert_eq!(a.wrapping_mul(&b).to_vec(), vec![196, 2, 0, 0]);
    assert_eq!(a.wrapping_neg().to_vec(), vec![6, 255, 0, 128]);
    let d = DynTensor::from_vec(vec![i32::MAX, i32::MIN], &[2]).unwrap();
    let one = DynTensor::scalar(1);
    assert_eq!(
        d.try_wrapping_add(&one).unwrap().to_vec(),
        vec![i32::MIN, i32::MIN + 1]
    );
    assert_eq!(
        d.try_wrapping_sub(&one).unwrap().to_vec(),
        vec![i32::MAX - 1, i32::MAX]
    );
    assert_eq!(d.wrapping_mul(&DynTensor::scalar(2)).to_vec(), vec![-2, 0]);
    assert_eq!(d.wrapping_neg().to_vec(), vec![-i32::MAX, i32::MIN]);
    assert_eq!(
        d.try_wrapping_mul(&DynTensor::<i32>::zeros(&[3]))
            .unwrap_err()
            .to_string(),
        "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 0"
    );
}

#[test]
fn wrapping_assign_forms() {
    let mut a = Tensor::<i16, shape![3]>::from([i16::MAX, 0, i16::MIN]);
    a.wrapping_add_assign(&Tensor::<i16, shape![]>::from_array(1));
    assert_eq!(a.to_vec(), vec![i16::MIN, 1, i16::MIN + 1]);
    a.wrapping_sub_assign(&Tensor::<i16, shape![3]>::from([1, 2, 2]));
    assert_eq!(a.to_vec(), vec![i16::MAX, -1, i16::MAX]);
    a.wrapping_mul_assign(&Tensor::<i16, shape![]>::from_array(2));
    assert_eq!(a.to_vec(), vec![-2, -2, -2]);
    a.wrapping_neg_assign();
    assert_eq!(a.to_vec(), vec![2, 2, 2]);
    let mut d = DynTensor::from_vec(vec![200u8, 100], &[2, 1]).unwrap();
    d.try_wrapping_add_assign(&DynTensor::from_vec(vec![100u8], &[1]).unwrap())
        .unwrap();
    assert_eq!(d.to_vec(), vec![44, 200]);
    let err = d
        .try_wrapping_mul_assign(&DynTensor::<u8>::zeros(&[2, 3]))
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "The expanded size of the tensor (1) must match the existing size (3) at non-singleton dimension 1.  Target sizes: [2, 1].  Tensor sizes: [2, 3]"
    );
    assert_eq!(d.to_vec(), vec![44, 200]);
    d.try_wrapping_sub_assign(&DynTensor::scalar(45u8)).unwrap();
    assert_eq!(d.to_vec(), vec![255, 155]);
}

// ---------------------------------------------------------------------------------------------
// saturating_*
// ---------------------------------------------------------------------------------------------

#[test]
fn saturating_ops_clamp_to_the_bounds() {
    let a = Tensor::<i8, shape![2, 2]>::from([[100, -100], [5, -128]]);
    let b = Tensor::<i8, shape![2]>::from([100, 100]);
    assert_eq!(a.saturating_add(&b).to_vec(), vec![127, 0, 105, -28]);
    assert_eq!(a.saturating_sub(&b).to_vec(), vec![0, -128, -95, -128]);
    assert_eq!(a.saturating_mul(&b).to_vec(), vec![127, -128, 127, -128]);
    let u = DynTensor::from_vec(vec![0u32, u32::MAX], &[2]).unwrap();
    let one = DynTensor::scalar(1u32);
    assert_eq!(
        u.try_saturating_sub(&one).unwrap().to_vec(),
        vec![0, u32::MAX - 1]
    );
    assert_eq!(
        u.try_saturating_add(&one).unwrap().to_vec(),
        vec![1, u32::MAX]
    );
    assert_eq!(
        u.try_saturating_mul(&DynTensor::scalar(3u32))
            .unwrap()
            .to_vec(),
        vec![0, u32::MAX]
    );
    let m = DynTensor::from_vec(vec![i64::MIN, 9], &[2]).unwrap();
    assert_eq!(
        m.try_saturating_div(&DynTensor::scalar(-1i64))
            .unwrap()
            .to_vec(),
        vec![i64::MAX, -9]
    );
    assert_eq!(
        m.try_saturating_div(&DynTensor::from_vec(vec![1i64, 0], &[2]).unwrap())
            .unwrap_err(),
        ShapeError::ZeroDivision
    );
}

#[test]
fn saturating_assign_forms() {
    let mut a = Tensor::<u8, shape![2]>::from([250, 3]);
    a.saturating_add_assign(&Tensor::<u8, shape![]>::from_array(10));
    assert_eq!(a.to_vec(), vec![255, 13]);
    a.saturating_sub_assign(&Tensor::<u8, shape![2]>::from([0, 20]));
    assert_eq!(a.to_vec(), vec![255, 0]);
    a.saturating_mul_assign(&Tensor::<u8, shape![]>::from_array(2));
    assert_eq!(a.to_vec(), vec![255, 0]);
    let mut d = DynTensor::from_vec(vec![i8::MIN, 10], &[2]).unwrap();
    assert!(
        d.try_saturating_div_assign(&DynTensor::scalar(0i8))
            .is_err()
    );
    assert_eq!(d.to_vec(), vec![i8::MIN, 10]);
    d.try_saturating_div_assign(&DynTensor::scalar(-1i8))
        .unwrap();
    assert_eq!(d.to_vec(), vec![i8::MAX, -10]);
    d.try_saturating_mul_assign(&DynTensor::scalar(2i8))
        .unwrap();
    assert_eq!(d.to_vec(), vec![i8::MAX, -20]);
    assert!(
        d.try_saturating_add_assign(&DynTensor::<i8>::zeros(&[3]))
            .is_err()
    );
    d.try_saturating_sub_assign(&DynTensor::scalar(120i8))
        .unwrap();
    assert_eq!(d.to_vec(), vec![7, -128]);
}

#[test]
fn every_i8_pair_matches_the_scalar_definitions() {
    // Exhaustive over i8 × i8 on the dynamic path, against Rust's scalar operations.
    let xs: Vec<i8> = (i8::MIN..=i8::MAX).collect();
    let a = DynTensor::from_vec(xs.clone(), &[256, 1]).unwrap();
    let b = DynTensor::from_vec(xs.clone(), &[256]).unwrap();
    let pairs = || xs.iter().flat_map(|&x| xs.iter().map(move |&y| (x, y)));
    let want = |f: fn(i8, i8) -> i8| pairs().map(|(x, y)| f(x, y)).collect::<Vec<_>>();
    assert_eq!(a.wrapping_add(&b).to_vec(), want(i8::wrapping_add));
    assert_eq!(a.wrapping_sub(&b).to_vec(), want(i8::wrapping_sub));
    assert_eq!(a.wrapping_mul(&b).to_vec(), want(i8::wrapping_mul));
    assert_eq!(a.saturating_add(&b).to_vec(), want(i8::saturating_add));
    assert_eq!(a.saturating_sub(&b).to_vec(), want(i8::saturating_sub));
    assert_eq!(a.saturating_mul(&b).to_vec(), want(i8::saturating_mul));
    // checked: an error exactly when some pair overflows.
    for (name, r, f) in [
        (
            "add",
            a.checked_add(&b),
            i8::checked_add as fn(i8, i8) -> Option<i8>,
        ),
        ("sub", a.checked_sub(&b), i8::checked_sub),
        ("mul", a.checked_mul(&b), i8::checked_mul),
    ] {
        assert!(r.is_err(), "{name}");
        assert!(pairs().any(|(x, y)| f(x, y).is_none()));
    }
    let small = DynTensor::from_vec((-8i8..8).collect(), &[16, 1]).unwrap();
    let small_b = DynTensor::from_vec((-8i8..8).collect(), &[16]).unwrap();
    let r = small.checked_add(&small_b).unwrap().to_vec();
    let w: Vec<i8> = (-8i8..8)
        .flat_map(|x| (-8i8..8).map(move |y| x + y))
        .collect();
    assert_eq!(r, w);
}

// ---------------------------------------------------------------------------------------------
// Random shapes against the shared reference: which pairs meet, which overflow, what is written.
// ---------------------------------------------------------------------------------------------

fn small_shape() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(
        prop_oneof![1 => Just(0usize), 3 => Just(1usize), 4 => 2usize..=4],
        0..=4,
    )
}

/// Values of a tensor: the whole i8 range (`wide`, so sums often overflow) or -40..40 (never).
fn values(n: usize, seed: u8, wide: bool) -> Vec<i8> {
    (0..n)
        .map(|i| {
            let h = (i as u32)
                .wrapping_mul(2_654_435_761)
                .wrapping_add(seed as u32 * 131)
                >> 8;
            if wide {
                h as u8 as i8
            } else {
                (h % 80) as i8 - 40
            }
        })
        .collect()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn integer_forms_match_the_reference(
        a in small_shape(),
        b in small_shape(),
        seeds in any::<(u8, u8)>(),
        wide in any::<bool>(),
        transpose in any::<bool>(),
    ) {
        let (va, vb) = (values(numel(&a), seeds.0, wide), values(numel(&b), seeds.1, wide));
        let ta = DynTensor::from_vec(va.clone(), &a).unwrap();
        // `b` as is, or as the transpose of a tensor stored with its first and last dims swapped
        // (same logical values, read through the strided kernel).
        let swapped = transpose && b.len() >= 2;
        let mut stored_shape = b.clone();
        if swapped {
            stored_shape.swap(0, b.len() - 1);
        }
        let stored_b = DynTensor::from_shape_fn(&stored_shape, |p| {
            let mut ix = unravel(p, &stored_shape);
            if swapped {
                ix.swap(0, b.len() - 1);
            }
            vb[ravel(&ix, &b)]
        });
        let tb = if swapped {
            stored_b.transpose(0, -1)
        } else {
            stored_b.view()
        };
        match ref_broadcast(&a, &b) {
            Err(text) => {
                prop_assert_eq!(ta.checked_add(&tb).unwrap_err().to_string(), text.clone());
                prop_assert_eq!(ta.try_wrapping_mul(&tb).unwrap_err().to_string(), text.clone());
                prop_assert_eq!(ta.try_saturating_sub(&tb).unwrap_err().to_string(), text);
            }
            Ok(out) => {
                let pairs: Vec<(i8, i8)> = ref_positions(&[&a, &b], &out)
                    .iter()
                    .map(|p| (va[p[0]], vb[p[1]]))
                    .collect();
                let wrap: Vec<i8> = pairs.iter().map(|&(x, y)| x.wrapping_mul(y)).collect();
                prop_assert_eq!(ta.try_wrapping_mul(&tb).unwrap().to_vec(), wrap);
                let sat: Vec<i8> = pairs.iter().map(|&(x, y)| x.saturating_sub(y)).collect();
                prop_assert_eq!(ta.try_saturating_sub(&tb).unwrap().to_vec(), sat);
                let exact: Option<Vec<i8>> = pairs.iter().map(|&(x, y)| x.checked_add(y)).collect();
                match exact {
                    Some(sum) => prop_assert_eq!(ta.checked_add(&tb).unwrap().to_vec(), sum),
                    None => prop_assert_eq!(
                        ta.checked_add(&tb).unwrap_err(),
                        ShapeError::IntegerOverflow { op: "add" }
                    ),
                }
            }
        }
        // In place: the in-place rule first, then overflow, and nothing written on error.
        let mut dest = ta.clone();
        let got = dest.checked_add_assign(&tb);
        match ref_inplace(&a, &b) {
            Err(text) => prop_assert_eq!(got.unwrap_err().to_string(), text),
            Ok(()) => {
                let pairs: Vec<(i8, i8)> = ref_positions(&[&a, &b], &a)
                    .iter()
                    .map(|p| (va[p[0]], vb[p[1]]))
                    .collect();
                let exact: Option<Vec<i8>> = pairs.iter().map(|&(x, y)| x.checked_add(y)).collect();
                match exact {
                    Some(sum) => {
                        got.unwrap();
                        prop_assert_eq!(dest.to_vec(), sum);
                    }
                    None => {
                        prop_assert_eq!(got.unwrap_err(), ShapeError::IntegerOverflow { op: "add" });
                        prop_assert_eq!(dest.to_vec(), va.clone());
                    }
                }
            }
        }
    }
}
