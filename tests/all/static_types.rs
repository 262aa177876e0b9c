//! The broadcasting rule at the type level: the broadcast of two static shapes is computed by the
//! compiler, and it must be exactly the shape type one would write by hand.
//!
//! Every expected type below is derived from the rule ("walking dims from the trailing end, each
//! pair is equal, or one of them is 1, or one is missing; the result size is the one that is not
//! 1"), never from what the crate happens to produce. Two checks are made for each pair:
//! `assert_type!` compares `TypeId`s at run time (and prints both type names when they differ),
//! and `same::<A, B>()` only compiles when the types are equal.
//!
//! `Dyn` dimensions are checked when an operation runs; those run-time checks are at the end.
// Operators are tested on references as well as values, though inline tensors are `Copy`.
#![allow(clippy::op_ref)]
#![cfg(feature = "alloc")]

use std::any::{TypeId, type_name};

use shaped::prelude::*;
use shaped::{BroadcastInto, Broadcasted, DynShape, Shape, StaticShape};

fn same_type<A: 'static, B: 'static>() -> bool {
    TypeId::of::<A>() == TypeId::of::<B>()
}

/// Compiles only when `A` and `B` are one type.
trait SameAs<T> {}
impl<T> SameAs<T> for T {}
fn same<A: SameAs<B>, B>() {}

macro_rules! assert_type {
    ($got:ty, $want:ty) => {{
        same::<$got, $want>();
        assert!(
            same_type::<$got, $want>(),
            "{} is not {}",
            type_name::<$got>(),
            type_name::<$want>()
        );
    }};
}

/// `Broadcasted<A, B>` and `Broadcasted<B, A>` are both `Want` (the rule is symmetric).
macro_rules! broadcasts_to {
    ([$($a:tt),*] + [$($b:tt),*] => [$($w:tt),*]) => {{
        assert_type!(Broadcasted<shape![$($a),*], shape![$($b),*]>, shape![$($w),*]);
        assert_type!(Broadcasted<shape![$($b),*], shape![$($a),*]>, shape![$($w),*]);
    }};
}

#[test]
fn the_documented_example_is_exactly_the_hand_written_type() {
    assert!(same_type::<
        Broadcasted<shape![5, 1, 4, 1], shape![3, 1, 1]>,
        shape![5, 3, 4, 1],
    >());
    // And not a look-alike: the sizes keep their order.
    assert!(!same_type::<
        Broadcasted<shape![5, 1, 4, 1], shape![3, 1, 1]>,
        shape![5, 3, 4, 3],
    >());
    assert!(!same_type::<
        Broadcasted<shape![5, 1, 4, 1], shape![3, 1, 1]>,
        shape![3, 5, 4, 1],
    >());
    assert_eq!(
        <Broadcasted<shape![5, 1, 4, 1], shape![3, 1, 1]> as StaticShape>::DIMS,
        [5, 3, 4, 1]
    );
}

#[test]
fn every_semantics_example_that_must_hold() {
    broadcasts_to!([5, 7, 3] + [5, 7, 3] => [5, 7, 3]);
    broadcasts_to!([5, 3, 4, 1] + [3, 1, 1] => [5, 3, 4, 1]);
    broadcasts_to!([5, 1, 4, 1] + [3, 1, 1] => [5, 3, 4, 1]);
    broadcasts_to!([1] + [3, 1, 7] => [3, 1, 7]);
    broadcasts_to!([8, 1, 6, 1] + [7, 1, 5] => [8, 7, 6, 5]);
    broadcasts_to!([256, 256, 3] + [3] => [256, 256, 3]);
    broadcasts_to!([5, 4] + [1] => [5, 4]);
    broadcasts_to!([5, 4] + [4] => [5, 4]);
    broadcasts_to!([15, 3, 5] + [15, 1, 5] => [15, 3, 5]);
    broadcasts_to!([15, 3, 5] + [3, 5] => [15, 3, 5]);
    broadcasts_to!([15, 3, 5] + [3, 1] => [15, 3, 5]);
    broadcasts_to!([4, 1] + [3] => [4, 3]);
}

#[test]
fn static_dims_of_the_examples() {
    assert_eq!(
        <Broadcasted<shape![8, 1, 6, 1], shape![7, 1, 5]> as StaticShape>::DIMS,
        [8, 7, 6, 5]
    );
    assert_eq!(
        <Broadcasted<shape![256, 256, 3], shape![3]> as StaticShape>::NUMEL,
        256 * 256 * 3
    );
    assert_eq!(
        <Broadcasted<shape![4, 1], shape![3]> as StaticShape>::DIMS,
        [4, 3]
    );
    assert_eq!(
        <Broadcasted<shape![1], shape![3, 1, 7]> as Shape>::RANK,
        Some(3)
    );
}

#[test]
fn n_ary_fold_left_to_right() {
    // [5,1], [1,6], [6], [] together -> [5,6].
    type First2 = Broadcasted<shape![5, 1], shape![1, 6]>;
    assert_type!(First2, shape![5, 6]);
    type First3 = Broadcasted<First2, shape![6]>;
    assert_type!(First3, shape![5, 6]);
    type All4 = Broadcasted<First3, shape![]>;
    assert_type!(All4, shape![5, 6]);
    // Written out in one go, and folded in another order (broadcasting is associative where
    // it succeeds).
    assert_type!(
        Broadcasted<Broadcasted<Broadcasted<shape![5, 1], shape![1, 6]>, shape![6]>, shape![]>,
        shape![5, 6]
    );
    assert_type!(
        Broadcasted<shape![], Broadcasted<shape![6], Broadcasted<shape![1, 6], shape![5, 1]>>>,
        shape![5, 6]
    );
    // The fold with real tensors has the same type.
    let a = Tensor::<i32, shape![5, 1]>::from_fn(|i| i as i32 * 100);
    let b = Tensor::<i32, shape![1, 6]>::from_fn(|i| i as i32 * 10);
    let c = Tensor::<i32, shape![6]>::from_fn(|i| i as i32);
    let d = Tensor::<i32, shape![]>::scalar(1000);
    let r: Tensor<i32, shape![5, 6]> = &(&(&a + &b) + &c) + &d;
    for i in 0..5 {
        for j in 0..6 {
            let want = 100 * i as i32 + 10 * j as i32 + j as i32 + 1000;
            assert_eq!(r.get([i, j]), Some(&want), "at [{i}, {j}]");
        }
    }
}

#[test]
fn zero_d_broadcasts_against_everything() {
    assert_type!(Broadcasted<shape![], shape![]>, shape![]);
    broadcasts_to!([] + [0] => [0]);
    broadcasts_to!([] + [1] => [1]);
    broadcasts_to!([] + [7] => [7]);
    broadcasts_to!([] + [2, 1, 3] => [2, 1, 3]);
    broadcasts_to!([] + [0, 3] => [0, 3]);
    broadcasts_to!([] + [1, 1, 1, 1, 1, 1, 1, 1] => [1, 1, 1, 1, 1, 1, 1, 1]);
    broadcasts_to!([] + [2, 3, 4, 5, 6, 7, 8, 9] => [2, 3, 4, 5, 6, 7, 8, 9]);
    broadcasts_to!([] + [Dyn] => [Dyn]);
    broadcasts_to!([] + [Dyn, 3] => [Dyn, 3]);
    assert_type!(Broadcasted<shape![], DynShape>, DynShape);
    assert_type!(Broadcasted<DynShape, shape![]>, DynShape);
}

#[test]
fn zero_is_an_ordinary_size() {
    broadcasts_to!([0] + [1] => [0]);
    broadcasts_to!([0] + [0] => [0]);
    broadcasts_to!([0] + [] => [0]);
    broadcasts_to!([0, 3] + [1] => [0, 3]);
    broadcasts_to!([0, 3] + [3] => [0, 3]);
    broadcasts_to!([0, 1] + [3] => [0, 3]);
    broadcasts_to!([2, 0] + [1, 1, 1] => [1, 2, 0]);
    broadcasts_to!([1, 0, 1] + [4, 1, 5] => [4, 0, 5]);
    assert_eq!(
        <Broadcasted<shape![1, 0, 1], shape![4, 1, 5]> as StaticShape>::NUMEL,
        0
    );
}

#[test]
fn one_against_one_is_one_and_missing_dims_count_as_one() {
    broadcasts_to!([1] + [1] => [1]);
    broadcasts_to!([1, 1] + [1] => [1, 1]);
    broadcasts_to!([3, 1] + [1, 1, 1] => [1, 3, 1]);
    broadcasts_to!([1, 4] + [3, 1] => [3, 4]);
}

#[test]
fn dyn_dimension_rules() {
    // Dyn against a static size N >= 2: N (checked at run time).
    broadcasts_to!([Dyn] + [3] => [3]);
    // 1 against Dyn: Dyn.
    broadcasts_to!([1] + [Dyn] => [Dyn]);
    // 0 against Dyn: 0 (the Dyn size must then be 0 or 1).
    broadcasts_to!([0] + [Dyn] => [0]);
    // Dyn against Dyn: Dyn.
    assert_type!(Broadcasted<shape![Dyn], shape![Dyn]>, shape![Dyn]);
    // A missing dim counts as 1, so Dyn against a missing dim stays Dyn.
    broadcasts_to!([Dyn, 3] + [3] => [Dyn, 3]);
    broadcasts_to!([Dyn, 3] + [3, 1] => [3, 3]);
    broadcasts_to!([Dyn, 1] + [1, Dyn] => [Dyn, Dyn]);
    broadcasts_to!([Dyn, 1, 4] + [2, 5, 1] => [2, 5, 4]);
    broadcasts_to!([Dyn] + [] => [Dyn]);
    // A DynShape against any shape is a DynShape.
    assert_type!(Broadcasted<DynShape, shape![5, 3]>, DynShape);
    assert_type!(Broadcasted<shape![5, 3], DynShape>, DynShape);
    assert_type!(Broadcasted<shape![Dyn, 3], DynShape>, DynShape);
    assert_type!(Broadcasted<DynShape, DynShape>, DynShape);
    // The rank stays static with Dyn dims.
    assert_eq!(
        <Broadcasted<shape![Dyn, 3], shape![3]> as Shape>::RANK,
        Some(2)
    );
    assert_eq!(<Broadcasted<shape![Dyn], DynShape> as Shape>::RANK, None);
}

#[test]
fn rank_up_to_eight() {
    broadcasts_to!(
        [2, 1, 3, 1, 4, 1, 5, 1] + [1, 6, 1, 7, 1, 8, 1, 9] => [2, 6, 3, 7, 4, 8, 5, 9]
    );
    broadcasts_to!([2, 1, 3, 1, 4, 1, 5, 1] + [9] => [2, 1, 3, 1, 4, 1, 5, 9]);
    broadcasts_to!([2, 1, 3, 1, 4, 1, 5, 1] + [1, 1, 1, 1, 1, 1, 1, 1] => [2, 1, 3, 1, 4, 1, 5, 1]);
    broadcasts_to!([8, 1, 1, 1, 1, 1, 1, 2] + [7, 1, 1, 1, 1, 1, 1] => [8, 7, 1, 1, 1, 1, 1, 2]);
    broadcasts_to!([1, 1, 1, 1, 1, 1, 1] + [3, 1, 1, 1, 1, 1, 1, 1] => [3, 1, 1, 1, 1, 1, 1, 1]);
    broadcasts_to!([Dyn, 1, 1, 1, 1, 1, 1, 3] + [2, 1, 1, 1, 1, 1, 1] => [Dyn, 2, 1, 1, 1, 1, 1, 3]);
    broadcasts_to!([0, 1, 2, 1, 2, 1, 2, 1] + [1, 2, 1, 2, 1, 2, 1, 0] => [0, 2, 2, 2, 2, 2, 2, 0]);
    assert_eq!(
        <Broadcasted<shape![2, 1, 3, 1, 4, 1, 5, 1], shape![1, 6, 1, 7, 1, 8, 1, 9]> as StaticShape>::DIMS,
        [2, 6, 3, 7, 4, 8, 5, 9]
    );

    // A real rank-8 sum: a[i0..i7] + b[i0..i7] with a varying along the even dims and b along
    // the odd ones.
    let a = HeapTensor::<i64, shape![2, 1, 2, 1, 2, 1, 2, 1]>::from_fn(|i| i as i64 * 1000);
    let b = HeapTensor::<i64, shape![1, 2, 1, 2, 1, 2, 1, 3]>::from_fn(|i| i as i64);
    type Out = shape![2, 2, 2, 2, 2, 2, 2, 3];
    let r: HeapTensor<i64, Out> = &a + &b;
    assert_eq!(r.shape(), &[2, 2, 2, 2, 2, 2, 2, 3]);
    let mut n = 0;
    for i0 in 0..2 {
        for i1 in 0..2 {
            for i2 in 0..2 {
                for i3 in 0..2 {
                    for i4 in 0..2 {
                        for i5 in 0..2 {
                            for i6 in 0..2 {
                                for i7 in 0..3 {
                                    // Row-major positions in a ([2,2,2,2] over dims 0,2,4,6)
                                    // and b ([2,2,2,3] over dims 1,3,5,7).
                                    let pa = ((i0 * 2 + i2) * 2 + i4) * 2 + i6;
                                    let pb = ((i1 * 2 + i3) * 2 + i5) * 3 + i7;
                                    let want = pa as i64 * 1000 + pb as i64;
                                    let idx = [i0, i1, i2, i3, i4, i5, i6, i7];
                                    assert_eq!(r.get(idx), Some(&want), "{idx:?}");
                                    n += 1;
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert_eq!(n, r.numel());
}

#[test]
fn operation_results_have_the_broadcast_type() {
    // Annotated result types only compile when the compiler computed exactly these shapes.
    let a = Tensor::<i32, shape![5, 1, 4, 1]>::zeros();
    let b = Tensor::<i32, shape![3, 1, 1]>::zeros();
    let _: Tensor<i32, shape![5, 3, 4, 1]> = &a + &b;
    let _: Tensor<i32, shape![5, 3, 4, 1]> = &b - &a;
    let _: Tensor<i32, shape![5, 3, 4, 1]> = a.zip_map(&b, |x, y| x * y);
    let h = HeapTensor::<i32, shape![Dyn, 3]>::try_from_shape_fn(&[2, 3], |i| i as i32).unwrap();
    let s = Tensor::<i32, shape![3]>::ones();
    // Inline with heap storage gives heap storage; the shape is the broadcast type.
    let _: HeapTensor<i32, shape![Dyn, 3]> = &h + &s;
    let _: HeapTensor<i32, shape![Dyn, 3]> = &s + &h;
    let d = DynTensor::<i32>::zeros(&[3]);
    let _: DynTensor<i32> = &a + &d;
    let _: DynTensor<i32> = &d + &h;
}

/// Compiles only when a source of shape `Src` may be written into a destination of shape `Dest`
/// (the in-place rule: `broadcast(Dest, Src) == Dest`).
fn fits_into<Src: BroadcastInto<Dest>, Dest: Shape>() {}

#[test]
fn in_place_rule_at_the_type_level() {
    fits_into::<shape![3, 1, 1], shape![5, 3, 4, 1]>();
    fits_into::<shape![5, 3, 4, 1], shape![5, 3, 4, 1]>();
    fits_into::<shape![], shape![5, 3, 4, 1]>();
    fits_into::<shape![], shape![]>();
    fits_into::<shape![1], shape![0]>();
    fits_into::<shape![0], shape![0]>();
    fits_into::<shape![1, 1], shape![2, 3]>();
    fits_into::<shape![4], shape![2, 3, 4]>();
    fits_into::<shape![3, 1], shape![3, 7]>();
    fits_into::<shape![1, 1, 1, 1, 1, 1, 1, 1], shape![2, 3, 4, 5, 6, 7, 8, 9]>();
    // Dyn on either side: checked at run time.
    fits_into::<shape![Dyn], shape![3]>();
    fits_into::<shape![3], shape![Dyn]>();
    fits_into::<shape![Dyn, 3], shape![Dyn, 3]>();
    fits_into::<shape![Dyn], shape![0]>();
    fits_into::<shape![0], shape![Dyn]>();
    fits_into::<DynShape, shape![2, 3]>();
    fits_into::<shape![2, 3], DynShape>();
    fits_into::<DynShape, DynShape>();
}

// ---------------------------------------------------------------------------------------------
// Run-time checks of Dyn dimensions.
// ---------------------------------------------------------------------------------------------

fn mismatch(a: usize, b: usize, dim: usize) -> String {
    format!(
        "The size of tensor a ({a}) must match the size of tensor b ({b}) at non-singleton dimension {dim}"
    )
}

fn dyn1(n: usize) -> HeapTensor<i32, shape![Dyn]> {
    HeapTensor::<i32, shape![Dyn]>::try_from_shape_fn(&[n], |i| i as i32 * 10).unwrap()
}

#[test]
fn dyn_leading_dim_against_a_missing_dim_is_always_fine() {
    // [Dyn, 3] + [3]: the Dyn dim meets a missing dim (a 1), so every size works.
    let s = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    for n in [0, 1, 2, 3, 5] {
        let h = HeapTensor::<i32, shape![Dyn, 3]>::try_from_shape_fn(&[n, 3], |i| i as i32 * 10)
            .unwrap();
        let r: HeapTensor<i32, shape![Dyn, 3]> = h.try_add(&s).unwrap();
        assert_eq!(r.shape(), &[n, 3]);
        let want: Vec<i32> = (0..n * 3)
            .map(|i| i as i32 * 10 + (i % 3) as i32 + 1)
            .collect();
        assert_eq!(r.to_vec(), want);
        assert_eq!((&h + &s).to_vec(), want);
    }
}

#[test]
fn dyn_against_three_fits_one_or_three() {
    // [Dyn, 3] + [3, 1] -> [3, 3]: the Dyn dim meets 3.
    let s = Tensor::<i32, shape![3, 1]>::from_array([[100], [200], [300]]);
    for n in [1, 3] {
        let h =
            HeapTensor::<i32, shape![Dyn, 3]>::try_from_shape_fn(&[n, 3], |i| i as i32).unwrap();
        let r: HeapTensor<i32, shape![3, 3]> = h.try_add(&s).unwrap();
        assert_eq!(r.shape(), &[3, 3]);
        for i in 0..3 {
            for j in 0..3 {
                let row = if n == 1 { 0 } else { i };
                let want = (row * 3 + j) as i32 + 100 * (i as i32 + 1);
                assert_eq!(r.get([i, j]), Some(&want));
            }
        }
        assert_eq!(&h + &s, r);
    }
    for n in [0, 2, 4] {
        let h =
            HeapTensor::<i32, shape![Dyn, 3]>::try_from_shape_fn(&[n, 3], |i| i as i32).unwrap();
        assert_eq!(
            h.try_add(&s).unwrap_err().to_string(),
            mismatch(n, 3, 0),
            "dyn size {n}"
        );
        // The other order: the static tensor is tensor a.
        assert_eq!(s.try_add(&h).unwrap_err().to_string(), mismatch(3, n, 0));
    }

    // [Dyn] + [3] -> [3].
    let s = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    let r: HeapTensor<i32, shape![3]> = dyn1(1).try_add(&s).unwrap();
    assert_eq!(r.to_vec(), vec![1, 2, 3]);
    let r: HeapTensor<i32, shape![3]> = dyn1(3).try_add(&s).unwrap();
    assert_eq!(r.to_vec(), vec![1, 12, 23]);
    for n in [0, 2, 4, 7] {
        assert_eq!(
            dyn1(n).try_add(&s).unwrap_err().to_string(),
            mismatch(n, 3, 0)
        );
        assert_eq!(
            dyn1(n).try_mul(&s).unwrap_err().to_string(),
            mismatch(n, 3, 0)
        );
        assert_eq!(
            dyn1(n)
                .try_zip_map(&s, |x, y| x - y)
                .unwrap_err()
                .to_string(),
            mismatch(n, 3, 0)
        );
    }
}

#[test]
#[should_panic(
    expected = "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 0"
)]
fn dyn_operator_panics_with_the_error_text() {
    let s = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    let _ = &dyn1(2) + &s;
}

#[test]
#[should_panic(
    expected = "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 1"
)]
fn dyn_operator_panics_with_the_error_text_static_first() {
    let s = Tensor::<i32, shape![2, 3]>::zeros();
    let h = HeapTensor::<i32, shape![Dyn, Dyn]>::try_from_shape_fn(&[2, 2], |i| i as i32).unwrap();
    let _ = s * h;
}

#[test]
fn one_against_dyn_takes_the_dyn_size() {
    let one = Tensor::<i32, shape![1]>::from_array([5]);
    for n in [0, 1, 2, 6] {
        let r: HeapTensor<i32, shape![Dyn]> = one.try_add(&dyn1(n)).unwrap();
        assert_eq!(r.shape(), &[n]);
        let want: Vec<i32> = (0..n).map(|i| 5 + 10 * i as i32).collect();
        assert_eq!(r.to_vec(), want);
        let r: HeapTensor<i32, shape![Dyn]> = &dyn1(n) + &one;
        assert_eq!(r.to_vec(), want);
    }
}

#[test]
fn zero_against_dyn_is_zero() {
    let zero = Tensor::<i32, shape![0]>::from_array([]);
    for n in [0, 1] {
        let r: HeapTensor<i32, shape![0]> = zero.try_add(&dyn1(n)).unwrap();
        assert_eq!(r.shape(), &[0]);
        assert!(r.to_vec().is_empty());
        let r: HeapTensor<i32, shape![0]> = dyn1(n).try_add(&zero).unwrap();
        assert_eq!(r.shape(), &[0]);
    }
    for n in [2, 3] {
        assert_eq!(
            zero.try_add(&dyn1(n)).unwrap_err().to_string(),
            mismatch(0, n, 0)
        );
        assert_eq!(
            dyn1(n).try_add(&zero).unwrap_err().to_string(),
            mismatch(n, 0, 0)
        );
    }
}

#[test]
fn dyn_against_dyn() {
    let cases: &[(usize, usize, Option<usize>)] = &[
        (3, 3, Some(3)),
        (1, 4, Some(4)),
        (4, 1, Some(4)),
        (1, 1, Some(1)),
        (0, 1, Some(0)),
        (1, 0, Some(0)),
        (0, 0, Some(0)),
        (2, 3, None),
        (0, 2, None),
        (5, 0, None),
    ];
    for &(m, n, want) in cases {
        let r = dyn1(m).try_add(&dyn1(n));
        match want {
            Some(size) => {
                let r: HeapTensor<i32, shape![Dyn]> = r.unwrap();
                assert_eq!(r.shape(), &[size]);
                let expect: Vec<i32> = (0..size)
                    .map(|i| {
                        let x = if m == 1 { 0 } else { i };
                        let y = if n == 1 { 0 } else { i };
                        10 * (x + y) as i32
                    })
                    .collect();
                assert_eq!(r.to_vec(), expect, "{m} + {n}");
            }
            None => assert_eq!(r.unwrap_err().to_string(), mismatch(m, n, 0)),
        }
    }
}

#[test]
fn dyn_errors_report_the_right_most_failing_dim_counted_from_the_left() {
    // [Dyn, Dyn, 4] with sizes [2, 5, 4] against [3, 1, 4] ... dim 0: 2 vs 3 fails.
    let a = HeapTensor::<i32, shape![Dyn, Dyn, 4]>::try_from_shape_fn(&[2, 5, 4], |i| i as i32)
        .unwrap();
    let b = Tensor::<i32, shape![3, 1, 4]>::zeros();
    assert_eq!(a.try_add(&b).unwrap_err().to_string(), mismatch(2, 3, 0));
    // [Dyn, Dyn] with sizes [2, 5] against [3, 4]: both fail, dim 1 (the right-most) reported.
    let a = HeapTensor::<i32, shape![Dyn, Dyn]>::try_from_shape_fn(&[2, 5], |i| i as i32).unwrap();
    let b = Tensor::<i32, shape![3, 4]>::zeros();
    assert_eq!(a.try_add(&b).unwrap_err().to_string(), mismatch(5, 4, 1));
    // Lower rank on the Dyn side: [Dyn] of size 5 against [2, 4]: result dim 1.
    let b = Tensor::<i32, shape![2, 4]>::zeros();
    assert_eq!(
        dyn1(5).try_add(&b).unwrap_err().to_string(),
        mismatch(5, 4, 1)
    );
    assert_eq!(
        b.try_add(&dyn1(5)).unwrap_err().to_string(),
        mismatch(4, 5, 1)
    );
}
