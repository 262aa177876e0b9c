//! How static results of inline tensors are built, checked against the general path.
//!
//! Operators and the element-wise math start an inline result as a copy of the operand whose
//! shape it has and update it in place (filling it first when neither operand has its shape);
//! `map`, `zip_map` and heap results build element by element. Matrix
//! products of static operands read views in place, reductions of them fold eight accumulators
//! that start as the first eight elements, and `narrow` checks its bound as one comparison.
//! Every result must equal what the strided kernels give for the same values (bit for bit for
//! floats), including empty shapes, broadcasting on both sides and signed zeros.
// Operators are tested on references as well as values, though inline tensors are `Copy`.
#![allow(clippy::op_ref)]
#![cfg(feature = "alloc")]

use shaped::layout::{narrow_offset, wrap_narrow_start};
use shaped::prelude::*;
use shaped::shape::{Broadcast, StaticShape};

fn heap<S: StaticShape>(t: &Tensor<f32, S>) -> HeapTensor<f32, S> {
    HeapTensor::from_vec(t.to_vec(), S::SIZES).unwrap()
}

fn bits(v: &[f32]) -> Vec<u32> {
    v.iter().map(|x| x.to_bits()).collect()
}

#[test]
fn operators_with_broadcasting_on_both_sides_match_zip_map_and_the_heap() {
    let a = Tensor::<f32, shape![4, 1]>::from_fn(|i| i as f32 - 1.5);
    let b = Tensor::<f32, shape![3]>::from_fn(|i| i as f32 * 0.25 - 0.5);
    let sum: Tensor<f32, shape![4, 3]> = &a + &b;
    let by_zip = a.zip_map(&b, |x, y| x + y);
    let on_heap = &heap(&a) + &heap(&b);
    assert_eq!(bits(&sum.to_vec()), bits(&by_zip.to_vec()));
    assert_eq!(bits(&sum.to_vec()), bits(&on_heap.to_vec()));
    let prod: Tensor<f32, shape![4, 3]> = &b * &a;
    assert_eq!(
        bits(&prod.to_vec()),
        bits(&(&heap(&b) * &heap(&a)).to_vec())
    );
    // A 0-d operand and a unary operator.
    let s = Tensor::<f32, shape![]>::from_array(-2.0);
    let r: Tensor<f32, shape![3]> = &s - &b;
    assert_eq!(r.to_vec(), vec![-1.5, -1.75, -2.0]);
    assert_eq!((-&r).to_vec(), vec![1.5, 1.75, 2.0]);
    assert_eq!((&r * 2.0).to_vec(), vec![-3.0, -3.5, -4.0]);
    assert_eq!((2.0 - &r).to_vec(), vec![3.5, 3.75, 4.0]);
}

/// `a op b` for each operator, bit for bit against the heap, where the result has the shape of
/// the left operand, of the right one (the operator's arguments then keep their order), or of
/// neither.
fn every_operator_matches_the_heap<SA, SB, SO>(a: &Tensor<f32, SA>, b: &Tensor<f32, SB>)
where
    SA: StaticShape + Broadcast<SB, Output = SO>,
    SB: StaticShape,
    SO: StaticShape,
{
    let (ha, hb) = (heap(a), heap(b));
    let pairs: [(Tensor<f32, SO>, HeapTensor<f32, SO>); 5] = [
        (a + b, &ha + &hb),
        (a - b, &ha - &hb),
        (a * b, &ha * &hb),
        (a / b, &ha / &hb),
        (a % b, &ha % &hb),
    ];
    for (inline, on_heap) in pairs {
        assert_eq!(bits(&inline.to_vec()), bits(&on_heap.to_vec()));
    }
    assert_eq!(bits(&a.atan2(b).to_vec()), bits(&ha.atan2(&hb).to_vec()));
}

#[test]
fn results_copied_from_either_operand_keep_the_operand_order() {
    let big = |i: usize| (i as f32 * 0.37).sin() * 4.0 + 0.5;
    let small = |i: usize| i as f32 * 0.5 - 1.25;
    // The result has the left operand's shape.
    let a = Tensor::<f32, shape![3, 4]>::from_fn(big);
    every_operator_matches_the_heap(&a, &Tensor::<f32, shape![3, 4]>::from_fn(small));
    every_operator_matches_the_heap(&a, &Tensor::<f32, shape![4]>::from_fn(small));
    every_operator_matches_the_heap(&a, &Tensor::<f32, shape![3, 1]>::from_fn(small));
    every_operator_matches_the_heap(&a, &Tensor::<f32, shape![]>::from_fn(small));
    // The right operand's.
    every_operator_matches_the_heap(&Tensor::<f32, shape![4]>::from_fn(small), &a);
    every_operator_matches_the_heap(&Tensor::<f32, shape![3, 1]>::from_fn(small), &a);
    every_operator_matches_the_heap(&Tensor::<f32, shape![1, 1, 4]>::from_fn(small), &a);
    // Neither.
    every_operator_matches_the_heap(
        &Tensor::<f32, shape![3, 1]>::from_fn(big),
        &Tensor::<f32, shape![1, 4]>::from_fn(small),
    );
    // Every rank up to 8, each dimension of another size, so that a copy in the wrong order
    // would be seen.
    every_operator_matches_the_heap(
        &Tensor::<f32, shape![2, 3, 1, 4, 5, 1, 2, 3]>::from_fn(big),
        &Tensor::<f32, shape![4, 1, 1, 2, 3]>::from_fn(small),
    );
    every_operator_matches_the_heap(
        &Tensor::<f32, shape![5, 1, 2, 3]>::from_fn(small),
        &Tensor::<f32, shape![2, 3, 2, 4, 5, 6, 2, 3]>::from_fn(big),
    );
    // Unary forms and the scalar ones on both sides.
    let h = heap(&a);
    assert_eq!(bits(&(-&a).to_vec()), bits(&(-&h).to_vec()));
    assert_eq!(bits(&(&a - 0.75).to_vec()), bits(&(&h - 0.75).to_vec()));
    assert_eq!(bits(&(0.75 - &a).to_vec()), bits(&(0.75 - &h).to_vec()));
    assert_eq!(bits(&a.exp().to_vec()), bits(&h.exp().to_vec()));
    assert_eq!(bits(&a.powi(3).to_vec()), bits(&h.powi(3).to_vec()));
}

#[test]
fn copy_array_copies_every_element_at_every_rank() {
    use shaped::Shape;
    type S = shape![2, 1, 3];
    let a = [[[0, 1, 2]], [[3, 4, 5]]];
    assert_eq!(S::copy_array(&a), a);
    assert_eq!(<shape![]>::copy_array(&4), 4);
    assert_eq!(<shape![3]>::copy_array(&[1, 2, 3]), [1, 2, 3]);
    let big = <shape![2, 2, 2, 2, 2, 2, 2, 2]>::array_from_fn(|i| i as u8);
    let got = <shape![2, 2, 2, 2, 2, 2, 2, 2]>::copy_array(&big);
    assert_eq!(got[1][0][1][1][0][0][1][1], 0b1011_0011);
    assert_eq!(got, big);
    let empty: [[[u8; 3]; 0]; 2] = [[], []];
    assert_eq!(<shape![2, 0, 3]>::copy_array(&empty), empty);
}

#[test]
fn operators_on_empty_shapes_give_empty_results() {
    let a = Tensor::<f32, shape![0, 4]>::from_array([]);
    let b = Tensor::<f32, shape![4]>::from_fn(|i| i as f32);
    let r: Tensor<f32, shape![0, 4]> = &a + &b;
    assert!(r.to_vec().is_empty());
    let c = Tensor::<f32, shape![3, 0]>::from_array([[], [], []]);
    let d = Tensor::<f32, shape![1]>::from([1.0]);
    let r: Tensor<f32, shape![3, 0]> = &c * &d;
    assert_eq!(r.shape(), &[3, 0]);
    assert!((-&c).to_vec().is_empty());
    let lo = Tensor::<f32, shape![0]>::from_array([]);
    let clamped: Tensor<f32, shape![3, 0]> = c.clamp_tensor(&lo, &lo);
    assert_eq!(clamped.shape(), &[3, 0]);
}

#[test]
fn operators_with_view_operands_match_the_heap() {
    let a = Tensor::<f32, shape![3, 4]>::from_fn(|i| i as f32 * 0.5 - 2.0);
    let b = Tensor::<f32, shape![4, 3]>::from_fn(|i| 1.0 - i as f32 * 0.125);
    let (ha, hb) = (heap(&a), heap(&b));
    let r: Tensor<f32, shape![3, 4]> = &a + b.t();
    assert_eq!(bits(&r.to_vec()), bits(&(&ha + hb.t()).to_vec()));
    let row = a.select::<0>(-1).unwrap();
    let r: Tensor<f32, shape![3, 4]> = &a * row.expand::<shape![3, 4]>();
    assert_eq!(
        bits(&r.to_vec()),
        bits(&(&ha * ha.select::<0>(-1).unwrap()).to_vec())
    );
    assert_eq!(bits(&(-b.t()).to_vec()), bits(&(-hb.t()).to_vec()));
}

#[test]
fn map_and_zip_map_call_the_function_once_per_element_in_order() {
    // The operators' fill calls their element function once more; `map` and `zip_map` take any
    // function, so they call it exactly once per element, row-major.
    let a = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    let b = Tensor::<i32, shape![3]>::from([10, 20, 30]);
    let mut seen = Vec::new();
    let r = a.zip_map(&b, |x, y| {
        seen.push((*x, *y));
        x + y
    });
    assert_eq!(
        seen,
        vec![(0, 10), (1, 20), (2, 30), (3, 10), (4, 20), (5, 30)]
    );
    assert_eq!(r.to_vec(), vec![10, 21, 32, 13, 24, 35]);
    let mut calls = 0;
    let m = a.t().map(|x| {
        calls += 1;
        x * 2
    });
    assert_eq!((calls, m.to_vec()), (6, vec![0, 6, 2, 8, 4, 10]));
}

#[test]
fn clamp_of_three_owned_inline_operands_matches_the_heap() {
    let x = Tensor::<f32, shape![4, 4]>::from_fn(|i| i as f32 - 8.0);
    let lo = Tensor::<f32, shape![4]>::from([-3.0, f32::NAN, -10.0, 0.0]);
    let hi = Tensor::<f32, shape![4, 1]>::from_array([[2.0], [5.0], [-1.0], [f32::NAN]]);
    let inline: Tensor<f32, shape![4, 4]> = x.clamp_tensor(&lo, &hi);
    let on_heap = heap(&x).clamp_tensor(&heap(&lo), &heap(&hi));
    assert_eq!(bits(&inline.to_vec()), bits(&on_heap.to_vec()));
    let by_zip = x.zip_map3(&lo, &hi, |v, l, h| {
        if l.is_nan() || h.is_nan() {
            f32::NAN
        } else {
            v.max(*l).min(*h)
        }
    });
    assert_eq!(bits(&inline.to_vec()), bits(&by_zip.to_vec()));
}

/// The fold of eight accumulators that start at the identity (the form before they started as
/// the first eight elements), as a reference.
fn identity_lanes_sum(xs: &[f32]) -> f32 {
    let mut lanes = [0.0f32; 8];
    let chunks = xs.chunks_exact(8);
    let rest = chunks.remainder();
    for chunk in chunks {
        for (l, &x) in lanes.iter_mut().zip(chunk) {
            *l += x;
        }
    }
    let mut acc = 0.0f32;
    for l in lanes {
        acc += l;
    }
    for &x in rest {
        acc += x;
    }
    acc
}

#[test]
fn sums_are_the_same_bits_as_with_accumulators_starting_at_zero() {
    // Signed zeros are where `0.0 + x` and `x` differ; the sums must not.
    let values = [
        -0.0f32,
        0.0,
        -1.5,
        1.5,
        f32::INFINITY,
        f32::NEG_INFINITY,
        1e-30,
        -1e30,
    ];
    let mut state = 7u64;
    let mut next = || {
        state = state
            .wrapping_mul(6364136223846793005)
            .wrapping_add(1442695040888963407);
        values[(state >> 33) as usize % values.len()]
    };
    for n in [0, 1, 7, 8, 9, 16, 17, 24, 31] {
        for round in 0..200 {
            let xs: Vec<f32> = if round == 0 {
                vec![-0.0; n]
            } else {
                (0..n).map(|_| next()).collect()
            };
            let expected = identity_lanes_sum(&xs).to_bits();
            let d = DynTensor::from_vec(xs.clone(), &[n]).unwrap();
            assert_eq!(d.sum_all().to_bits(), expected, "{xs:?}");
            assert_eq!(d.sum(0, false).to_vec()[0].to_bits(), expected, "{xs:?}");
        }
    }
    let all_negative_zeros = Tensor::<f32, shape![17]>::from_array([-0.0; 17]);
    assert_eq!(all_negative_zeros.sum_all().to_bits(), 0.0f32.to_bits());
    let mixed =
        Tensor::<f32, shape![2, 9]>::from_fn(|i| if i % 3 == 0 { -0.0 } else { -(i as f32) });
    let rows: Vec<f32> = mixed.sum::<1>().to_vec();
    assert_eq!(
        rows[0].to_bits(),
        identity_lanes_sum(&mixed.to_vec()[..9]).to_bits()
    );
    assert_eq!(
        rows[1].to_bits(),
        identity_lanes_sum(&mixed.to_vec()[9..]).to_bits()
    );
}

#[test]
fn reductions_of_narrowed_views_with_a_run_time_start_match_the_heap() {
    let a = Tensor::<f32, shape![4, 5]>::from_fn(|i| i as f32 * 0.75 - 3.0);
    let h = heap(&a);
    for start in -5isize..=5 {
        let inline = a.narrow::<0, 2>(start).map(|n| n.sum_all().to_bits());
        let on_heap = h.narrow::<0, 2>(start).map(|n| n.sum_all().to_bits());
        assert_eq!(inline, on_heap, "start {start}");
        let fits = (-4..=-2).contains(&start) || (0..=2).contains(&start);
        assert_eq!(inline.is_some(), fits, "start {start}");
    }
}

#[test]
fn narrow_start_bounds() {
    // PyTorch's rule: a start in [-size, size], then start + length <= size.
    assert_eq!(wrap_narrow_start(-5, 5), Some(0));
    assert_eq!(wrap_narrow_start(5, 5), Some(5));
    assert_eq!(wrap_narrow_start(-6, 5), None);
    assert_eq!(wrap_narrow_start(6, 5), None);
    assert_eq!(wrap_narrow_start(isize::MIN, 5), None);
    assert_eq!(
        wrap_narrow_start(isize::MAX, usize::MAX),
        Some(isize::MAX as usize)
    );
    assert_eq!(narrow_offset(10, 5, 3, 3, 2), Some(19));
    assert_eq!(narrow_offset(10, 5, 3, 4, 2), None);
    assert_eq!(narrow_offset(10, 5, 3, -2, 2), Some(19));
    assert_eq!(narrow_offset(10, 5, 3, -1, 2), None);
    assert_eq!(narrow_offset(0, 5, 3, 5, 0), Some(15));
    assert_eq!(narrow_offset(0, 5, 3, -5, 5), Some(0));
    assert_eq!(narrow_offset(0, 5, 3, 0, 6), None);
    assert_eq!(narrow_offset(0, 5, 3, isize::MIN, 1), None);
}

#[test]
fn matmul_of_static_operands_and_views_matches_the_heap() {
    let a = Tensor::<f32, shape![4, 4]>::from_fn(|i| (i as f32 * 0.37).sin());
    let b = Tensor::<f32, shape![4, 4]>::from_fn(|i| (i as f32 * 0.91).cos());
    let (ha, hb) = (heap(&a), heap(&b));
    let check = |x: Vec<f32>, y: Vec<f32>| assert_eq!(bits(&x), bits(&y));
    check(a.matmul(&b).to_vec(), ha.matmul(&hb).to_vec());
    check(a.matmul(&b.t()).to_vec(), ha.matmul(&hb.t()).to_vec());
    check(a.t().matmul(&b).to_vec(), ha.t().matmul(&hb).to_vec());
    for i in -4isize..4 {
        let row = a.select::<0>(i).unwrap();
        check(
            row.matmul(&b).to_vec(),
            ha.select::<0>(i).unwrap().matmul(&hb).to_vec(),
        );
        check(
            b.matmul(&row).to_vec(),
            hb.matmul(&ha.select::<0>(i).unwrap()).to_vec(),
        );
        let hrow = ha.select::<0>(i).unwrap();
        check(row.matmul(&row).to_vec(), hrow.matmul(&hrow).to_vec());
    }
    // An expanded operand (stride 0 on its rows).
    let v = Tensor::<f32, shape![4]>::from([1.0, -2.0, 0.5, 4.0]);
    check(
        v.expand::<shape![4, 4]>().matmul(&b).to_vec(),
        heap(&v).expand::<shape![4, 4]>().matmul(&hb).to_vec(),
    );
}

#[test]
fn matmul_of_empty_static_operands() {
    let a = Tensor::<f32, shape![0, 4]>::from_array([]);
    let b = Tensor::<f32, shape![4, 3]>::ones();
    let r: Tensor<f32, shape![0, 3]> = a.matmul(&b);
    assert!(r.to_vec().is_empty());
    let k0 = Tensor::<f32, shape![2, 0]>::from_array([[], []]);
    let z = Tensor::<f32, shape![0, 3]>::from_array([]);
    let r: Tensor<f32, shape![2, 3]> = k0.matmul(&z);
    assert_eq!(r.to_vec(), vec![0.0; 6]);
    let r: Tensor<f32, shape![2, 3]> = k0.view().matmul(&z.view());
    assert_eq!(r.to_vec(), vec![0.0; 6]);
}

#[test]
fn reductions_of_rank_9_dynamic_tensors_read_their_own_layout() {
    // Above rank 8 the strided path reads the tensor's own sizes and strides, not a copy.
    let dims = [2, 1, 2, 1, 2, 1, 2, 1, 3];
    let d = DynTensor::from_vec((0..48).map(|i| i as f32).collect(), &dims).unwrap();
    assert_eq!(d.sum_all(), (0..48).sum::<i32>() as f32);
    let s = d.sum(8, false);
    assert_eq!(s.shape(), &dims[..8]);
    assert_eq!(s.to_vec()[..2], [3.0, 12.0]);
    let t = d.permute(&[8, 7, 6, 5, 4, 3, 2, 1, 0]);
    assert_eq!(t.sum_all(), (0..48).sum::<i32>() as f32);
}

#[test]
fn reductions_of_static_matrix_views_along_the_first_axis_match_the_heap() {
    // Read in place row after row; the same bits as the strided kernel, signed zeros and NaN
    // included.
    let values = [
        -0.0f32,
        0.0,
        1.5,
        -2.25,
        f32::NAN,
        3.0,
        -0.0,
        7.5,
        f32::INFINITY,
        -1.0,
    ];
    let a = Tensor::<f32, shape![4, 5]>::from_fn(|i| values[(i * 7) % values.len()]);
    let h = heap(&a);
    let (t, ht) = (a.t(), h.t());
    assert_eq!(bits(&t.sum::<0>().to_vec()), bits(&ht.sum::<0>().to_vec()));
    assert_eq!(
        bits(&t.prod::<0>().to_vec()),
        bits(&ht.prod::<0>().to_vec())
    );
    assert_eq!(
        bits(&t.amax::<0>().to_vec()),
        bits(&ht.amax::<0>().to_vec())
    );
    assert_eq!(
        bits(&t.amin::<0>().to_vec()),
        bits(&ht.amin::<0>().to_vec())
    );
    assert_eq!(
        bits(&t.mean::<0>().to_vec()),
        bits(&ht.mean::<0>().to_vec())
    );
    assert_eq!(
        bits(&t.sum_keepdim::<0>().to_vec()),
        bits(&ht.sum_keepdim::<0>().to_vec())
    );
    // Every row of a transposed view with nine rows, and a narrowed block with a run-time start.
    let b = Tensor::<f32, shape![3, 9]>::from_fn(|i| values[(i * 3) % values.len()] * 0.5);
    let hb = heap(&b);
    assert_eq!(
        bits(&b.t().sum::<0>().to_vec()),
        bits(&hb.t().sum::<0>().to_vec())
    );
    assert_eq!(
        bits(&b.t().sum::<1>().to_vec()),
        bits(&hb.t().sum::<1>().to_vec())
    );
    for start in 0..2 {
        let n = b.narrow::<0, 2>(start).unwrap().sum::<0>().to_vec();
        assert_eq!(
            bits(&n),
            bits(&hb.narrow::<0, 2>(start).unwrap().sum::<0>().to_vec())
        );
    }
}
