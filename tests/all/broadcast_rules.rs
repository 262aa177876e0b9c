//! Broadcasting and the equal-element-count rule on both paths: static tensors (shapes checked by
//! the compiler) and dynamic tensors (`DynTensor`, `broadcast_shapes`), with values checked against
//! the shared naive reference, and every error text.
// Operators are tested on references as well as values, though inline tensors are `Copy`.
#![allow(clippy::op_ref)]
#![cfg(feature = "alloc")]

use crate::reference::{ref_broadcast, ref_pairs, row_major_strides};
use shaped::broadcast_shapes;
use shaped::layout::check_same_element_count;
use shaped::prelude::*;

// ---------------------------------------------------------------------------------------------
// Expected values from the shared naive reference (`reference/`).
// ---------------------------------------------------------------------------------------------

/// The out-of-place error text for sizes `a` and `b` at dimension `dim` of the result.
fn mismatch(a: usize, b: usize, dim: usize) -> String {
    format!(
        "The size of tensor a ({a}) must match the size of tensor b ({b}) at non-singleton dimension {dim}"
    )
}

/// The pairs `(position in a, position in b)` of every output element, row-major.
fn paired(a: &[usize], b: &[usize]) -> Vec<(usize, usize)> {
    let out = ref_broadcast(a, b).unwrap();
    ref_pairs(a, b, &out)
}

/// Operand values: distinct per position and per operand.
fn va(i: usize) -> i64 {
    i as i64 * 1000 + 7
}
fn vb(i: usize) -> i64 {
    i as i64 * 3 + 1
}

fn ref_values(a: &[usize], b: &[usize], f: impl Fn(i64, i64) -> i64) -> Vec<i64> {
    paired(a, b)
        .into_iter()
        .map(|(i, j)| f(va(i), vb(j)))
        .collect()
}

// ---------------------------------------------------------------------------------------------
// §1 examples on the static path.
// ---------------------------------------------------------------------------------------------

/// Builds both operands with static shapes, checks the annotated result type, the shape, the
/// row-major strides and every value of `a + b`, `b - a` and the pairing of `zip_map`.
macro_rules! static_case {
    ($T:ident, [$($a:tt),*] + [$($b:tt),*] => [$($w:tt),*]) => {{
        let a = $T::<i64, shape![$($a),*]>::from_fn(va);
        let b = $T::<i64, shape![$($b),*]>::from_fn(vb);
        let (sa, sb): (&[usize], &[usize]) = (&[$($a),*], &[$($b),*]);
        let want: &[usize] = &[$($w),*];
        assert_eq!(ref_broadcast(sa, sb).unwrap(), want, "the reference agrees with the documented example");

        let sum: $T<i64, shape![$($w),*]> = &a + &b;
        assert_eq!(sum.shape(), want);
        assert_eq!(sum.stride(), &row_major_strides(want)[..]);
        assert_eq!(sum.to_vec(), ref_values(sa, sb, |x, y| x + y), "{sa:?} + {sb:?}");

        // Operand order: b is tensor a now.
        let diff: $T<i64, shape![$($w),*]> = &b - &a;
        let want_diff: Vec<i64> = paired(sb, sa)
            .into_iter()
            .map(|(j, i)| vb(j) - va(i))
            .collect();
        assert_eq!(diff.to_vec(), want_diff, "{sb:?} - {sa:?}");

        // Which elements are paired, exactly.
        let pairs: $T<(i64, i64), shape![$($w),*]> = a.zip_map(&b, |&x, &y| (x, y));
        let want_pairs: Vec<(i64, i64)> = paired(sa, sb)
            .into_iter()
            .map(|(i, j)| (va(i), vb(j)))
            .collect();
        assert_eq!(pairs.to_vec(), want_pairs);
    }};
}

#[test]
fn static_examples_that_must_hold() {
    static_case!(Tensor, [5, 7, 3] + [5, 7, 3] => [5, 7, 3]);
    static_case!(Tensor, [5, 3, 4, 1] + [3, 1, 1] => [5, 3, 4, 1]);
    static_case!(Tensor, [5, 1, 4, 1] + [3, 1, 1] => [5, 3, 4, 1]);
    static_case!(Tensor, [1] + [3, 1, 7] => [3, 1, 7]);
    static_case!(Tensor, [8, 1, 6, 1] + [7, 1, 5] => [8, 7, 6, 5]);
    static_case!(Tensor, [5, 4] + [1] => [5, 4]);
    static_case!(Tensor, [5, 4] + [4] => [5, 4]);
    static_case!(Tensor, [15, 3, 5] + [15, 1, 5] => [15, 3, 5]);
    static_case!(Tensor, [15, 3, 5] + [3, 5] => [15, 3, 5]);
    static_case!(Tensor, [15, 3, 5] + [3, 1] => [15, 3, 5]);
    static_case!(Tensor, [4, 1] + [3] => [4, 3]);
}

#[test]
fn static_examples_on_the_heap() {
    static_case!(HeapTensor, [5, 3, 4, 1] + [3, 1, 1] => [5, 3, 4, 1]);
    static_case!(HeapTensor, [5, 1, 4, 1] + [3, 1, 1] => [5, 3, 4, 1]);
    static_case!(HeapTensor, [8, 1, 6, 1] + [7, 1, 5] => [8, 7, 6, 5]);
    static_case!(HeapTensor, [15, 3, 5] + [3, 1] => [15, 3, 5]);
    static_case!(HeapTensor, [4, 1] + [3] => [4, 3]);
}

#[test]
fn static_image_times_channel_scale() {
    // [256, 256, 3] * [3]: each pixel's channels scaled.
    let image = HeapTensor::<i64, shape![256, 256, 3]>::from_fn(|i| i as i64);
    let scale = Tensor::<i64, shape![3]>::from([1, 10, 100]);
    let r: HeapTensor<i64, shape![256, 256, 3]> = &image * &scale;
    assert_eq!(r.shape(), &[256, 256, 3]);
    let v = r.to_vec();
    for (i, x) in v.iter().enumerate() {
        assert_eq!(*x, i as i64 * [1, 10, 100][i % 3]);
    }
    assert_eq!(r.get([255, 255, 2]), Some(&(196_607 * 100)));
    assert_eq!(r.get([1, 0, 1]), Some(&(769 * 10)));
}

#[test]
fn static_hand_computed_values() {
    // Outer sum [4,1] + [3] -> [4,3].
    let col = Tensor::<i32, shape![4, 1]>::from_array([[0], [10], [20], [30]]);
    let row = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    let r: Tensor<i32, shape![4, 3]> = &col + &row;
    assert_eq!(
        r.into_array(),
        [[1, 2, 3], [11, 12, 13], [21, 22, 23], [31, 32, 33]]
    );
    // [1] + [3,1,7]: the single element is added everywhere.
    let one = Tensor::<i32, shape![1]>::from_array([100]);
    let big = Tensor::<i32, shape![3, 1, 7]>::from_fn(|i| i as i32);
    let r: Tensor<i32, shape![3, 1, 7]> = &one + &big;
    assert_eq!(r.to_vec(), (100..121).collect::<Vec<i32>>());
    // [5,4] + [1] and [5,4] + [4].
    let m = Tensor::<i32, shape![5, 4]>::from_fn(|i| i as i32);
    let r: Tensor<i32, shape![5, 4]> = &m + &Tensor::<i32, shape![1]>::from_array([1000]);
    assert_eq!(r.get([4, 3]), Some(&1019));
    let r: Tensor<i32, shape![5, 4]> = &m * &Tensor::<i32, shape![4]>::from([1, -1, 2, 0]);
    assert_eq!(
        r.into_array(),
        [
            [0, -1, 4, 0],
            [4, -5, 12, 0],
            [8, -9, 20, 0],
            [12, -13, 28, 0],
            [16, -17, 36, 0]
        ]
    );
}

#[test]
fn static_n_ary_fold() {
    // [5,1], [1,6], [6], [] -> [5,6].
    let a = Tensor::<i64, shape![5, 1]>::from_fn(|i| i as i64 * 1000);
    let b = Tensor::<i64, shape![1, 6]>::from_fn(|i| i as i64 * 100);
    let c = Tensor::<i64, shape![6]>::from_fn(|i| i as i64 * 10);
    let d = Tensor::<i64, shape![]>::scalar(1);
    let r: Tensor<i64, shape![5, 6]> = &(&(&a + &b) + &c) + &d;
    for i in 0..5 {
        for j in 0..6 {
            assert_eq!(r.get([i, j]), Some(&(1000 * i as i64 + 110 * j as i64 + 1)));
        }
    }
    assert_eq!(
        broadcast_shapes(&[&[5, 1], &[1, 6], &[6], &[]]).unwrap(),
        vec![5, 6]
    );
}

// ---------------------------------------------------------------------------------------------
// §1 examples on the dynamic path.
// ---------------------------------------------------------------------------------------------

const EXAMPLES: &[(&[usize], &[usize], &[usize])] = &[
    (&[5, 7, 3], &[5, 7, 3], &[5, 7, 3]),
    (&[5, 3, 4, 1], &[3, 1, 1], &[5, 3, 4, 1]),
    (&[5, 1, 4, 1], &[3, 1, 1], &[5, 3, 4, 1]),
    (&[1], &[3, 1, 7], &[3, 1, 7]),
    (&[8, 1, 6, 1], &[7, 1, 5], &[8, 7, 6, 5]),
    (&[256, 256, 3], &[3], &[256, 256, 3]),
    (&[5, 4], &[1], &[5, 4]),
    (&[5, 4], &[4], &[5, 4]),
    (&[15, 3, 5], &[15, 1, 5], &[15, 3, 5]),
    (&[15, 3, 5], &[3, 5], &[15, 3, 5]),
    (&[15, 3, 5], &[3, 1], &[15, 3, 5]),
    (&[4, 1], &[3], &[4, 3]),
];

fn dyn_a(shape: &[usize]) -> DynTensor<i64> {
    DynTensor::from_shape_fn(shape, va)
}
fn dyn_b(shape: &[usize]) -> DynTensor<i64> {
    DynTensor::from_shape_fn(shape, vb)
}

#[test]
fn dynamic_examples_that_must_hold() {
    for &(sa, sb, want) in EXAMPLES {
        assert_eq!(ref_broadcast(sa, sb).unwrap(), want);
        assert_eq!(broadcast_shapes(&[sa, sb]).unwrap(), want, "{sa:?} {sb:?}");
        assert_eq!(broadcast_shapes(&[sb, sa]).unwrap(), want, "{sb:?} {sa:?}");

        let (a, b) = (dyn_a(sa), dyn_b(sb));
        let sum = a.try_add(&b).unwrap();
        assert_eq!(sum.shape(), want);
        assert_eq!(sum.stride(), &row_major_strides(want)[..]);
        assert!(sum.is_contiguous());
        let expect = ref_values(sa, sb, |x, y| x + y);
        assert_eq!(sum.to_vec(), expect, "{sa:?} + {sb:?}");
        assert_eq!((&a + &b).to_vec(), expect);

        let prod = b.try_mul(&a).unwrap();
        let expect_prod: Vec<i64> = paired(sb, sa)
            .into_iter()
            .map(|(j, i)| vb(j) * va(i))
            .collect();
        assert_eq!(prod.shape(), want);
        assert_eq!(prod.to_vec(), expect_prod, "{sb:?} * {sa:?}");

        let pairs = a.try_zip_map(&b, |&x, &y| (x, y)).unwrap();
        let expect_pairs: Vec<(i64, i64)> = paired(sa, sb)
            .into_iter()
            .map(|(i, j)| (va(i), vb(j)))
            .collect();
        assert_eq!(pairs.to_vec(), expect_pairs);
    }
}

#[test]
fn dynamic_n_ary_fold() {
    let shapes: [&[usize]; 4] = [&[5, 1], &[1, 6], &[6], &[]];
    assert_eq!(broadcast_shapes(&shapes).unwrap(), vec![5, 6]);
    // Any order gives the same shape.
    assert_eq!(
        broadcast_shapes(&[&[], &[6], &[1, 6], &[5, 1]]).unwrap(),
        vec![5, 6]
    );
    let ts: Vec<DynTensor<i64>> = (0..4)
        .map(|k| DynTensor::from_shape_fn(shapes[k], |i| (i as i64 + 1) * 10i64.pow(k as u32)))
        .collect();
    let r = ts[0]
        .try_add(&ts[1])
        .unwrap()
        .try_add(&ts[2])
        .unwrap()
        .try_add(&ts[3])
        .unwrap();
    assert_eq!(r.shape(), &[5, 6]);
    for i in 0..5 {
        for j in 0..6 {
            // a[i,0] = i+1; b[0,j] = (j+1)*10; c[j] = (j+1)*100; d = 1000.
            let want = (i as i64 + 1) + (j as i64 + 1) * 110 + 1000;
            assert_eq!(r.get([i, j]), Some(&want));
        }
    }
    // No shapes, one shape.
    assert_eq!(broadcast_shapes(&[]).unwrap(), Vec::<usize>::new());
    assert_eq!(broadcast_shapes(&[&[0, 3]]).unwrap(), vec![0, 3]);
}

// ---------------------------------------------------------------------------------------------
// §1 errors.
// ---------------------------------------------------------------------------------------------

/// The five documented error examples, with the text computed by hand from the rule:
/// align from the right, the right-most failing dim, D counted from the left of the result.
const ERRORS: &[(&[usize], &[usize], &str)] = &[
    // [5,2,4,1] vs [_,3,1,1]: dim 1 holds 2 against 3.
    (
        &[5, 2, 4, 1],
        &[3, 1, 1],
        "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1",
    ),
    // [4,3] vs [_,4]: dim 1 holds 3 against 4.
    (
        &[4, 3],
        &[4],
        "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1",
    ),
    // [3] vs [4]: dim 0.
    (
        &[3],
        &[4],
        "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 0",
    ),
    // [_,2,1] vs [8,4,3]: dim 2 is 1 against 3 (fine), dim 1 is 2 against 4.
    (
        &[2, 1],
        &[8, 4, 3],
        "The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 1",
    ),
    // [_,0] vs [2,2]: dim 1 is 0 against 2 (0 is not 1; the rank is not the problem).
    (
        &[0],
        &[2, 2],
        "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 1",
    ),
];

#[test]
fn dynamic_error_examples_with_exact_texts() {
    for &(sa, sb, text) in ERRORS {
        assert_eq!(ref_broadcast(sa, sb).unwrap_err(), text, "reference");
        assert_eq!(
            broadcast_shapes(&[sa, sb]).unwrap_err().to_string(),
            text,
            "broadcast_shapes {sa:?} {sb:?}"
        );
        let (a, b) = (dyn_a(sa), dyn_b(sb));
        assert_eq!(a.try_add(&b).unwrap_err().to_string(), text);
        assert_eq!(a.try_sub(&b).unwrap_err().to_string(), text);
        assert_eq!(a.try_mul(&b).unwrap_err().to_string(), text);
        assert_eq!(a.try_div(&b).unwrap_err().to_string(), text);
        assert_eq!(a.try_rem(&b).unwrap_err().to_string(), text);
        assert_eq!(
            a.try_zip_map(&b, |x, y| x + y).unwrap_err().to_string(),
            text
        );
        // The other order swaps tensor a and tensor b; the dim (in the result) is the same.
        let swapped = ref_broadcast(sb, sa).unwrap_err();
        assert_eq!(b.try_add(&a).unwrap_err().to_string(), swapped);
        assert_eq!(
            broadcast_shapes(&[sb, sa]).unwrap_err().to_string(),
            swapped
        );
    }
    // The swapped texts, by hand.
    assert_eq!(
        dyn_a(&[3, 1, 1])
            .try_add(&dyn_b(&[5, 2, 4, 1]))
            .unwrap_err()
            .to_string(),
        mismatch(3, 2, 1)
    );
    assert_eq!(
        dyn_a(&[2, 2])
            .try_add(&dyn_b(&[0]))
            .unwrap_err()
            .to_string(),
        mismatch(2, 0, 1)
    );
    assert_eq!(
        dyn_a(&[8, 4, 3])
            .try_add(&dyn_b(&[2, 1]))
            .unwrap_err()
            .to_string(),
        mismatch(4, 2, 1)
    );
}

#[test]
fn the_right_most_failing_dim_is_reported() {
    // Every dim fails: the last one is reported.
    assert_eq!(
        dyn_a(&[2, 3])
            .try_add(&dyn_b(&[4, 5]))
            .unwrap_err()
            .to_string(),
        mismatch(3, 5, 1)
    );
    // Dims 0 and 2 fail, dim 1 is fine.
    assert_eq!(
        dyn_a(&[2, 1, 3])
            .try_add(&dyn_b(&[4, 6, 5]))
            .unwrap_err()
            .to_string(),
        mismatch(3, 5, 2)
    );
    // The failing dim counts from the left of the result, not of the shorter operand.
    assert_eq!(
        dyn_a(&[7, 6, 2, 3])
            .try_add(&dyn_b(&[4]))
            .unwrap_err()
            .to_string(),
        mismatch(3, 4, 3)
    );
    assert_eq!(
        dyn_a(&[4, 1])
            .try_add(&dyn_b(&[9, 8, 5, 3]))
            .unwrap_err()
            .to_string(),
        mismatch(4, 5, 2)
    );
}

#[test]
fn n_ary_fold_error_uses_the_accumulated_shape_as_tensor_a() {
    // [5,1] with [1,6] is [5,6]; then [5,6] against [7]: dim 1, 6 against 7.
    assert_eq!(
        broadcast_shapes(&[&[5, 1], &[1, 6], &[7]])
            .unwrap_err()
            .to_string(),
        mismatch(6, 7, 1)
    );
    // [4,1] with [3] is [4,3]; against [4,2]: 3 against 2 (not 1 against 2).
    assert_eq!(
        broadcast_shapes(&[&[4, 1], &[3], &[4, 2]])
            .unwrap_err()
            .to_string(),
        mismatch(3, 2, 1)
    );
    // [2] with [3,1] is [3,2]; [5,1,4] then fails at dim 2 of the new result: 2 against 4.
    assert_eq!(
        broadcast_shapes(&[&[2], &[3, 1], &[5, 1, 4]])
            .unwrap_err()
            .to_string(),
        mismatch(2, 4, 2)
    );
    // The empty start: the first operand meets [] and never fails.
    assert_eq!(
        broadcast_shapes(&[&[], &[3], &[2]])
            .unwrap_err()
            .to_string(),
        mismatch(3, 2, 0)
    );
    // With tensors: the partial result is tensor a.
    let ab = dyn_a(&[5, 1]).try_add(&dyn_b(&[1, 6])).unwrap();
    assert_eq!(
        ab.try_add(&dyn_b(&[7])).unwrap_err().to_string(),
        mismatch(6, 7, 1)
    );
    // Mixed: static tensors folded, then a dynamic operand.
    let s: Tensor<i64, shape![5, 6]> =
        &Tensor::<i64, shape![5, 1]>::zeros() + &Tensor::<i64, shape![1, 6]>::zeros();
    assert_eq!(
        s.try_add(&dyn_b(&[7])).unwrap_err().to_string(),
        mismatch(6, 7, 1)
    );
}

#[test]
fn zero_d_and_zero_sizes_on_the_dynamic_path() {
    let shapes: &[&[usize]] = &[&[], &[0], &[1], &[5], &[5, 4], &[0, 3], &[2, 1, 3]];
    for &s in shapes {
        assert_eq!(broadcast_shapes(&[&[], s]).unwrap(), s);
        assert_eq!(broadcast_shapes(&[s, &[]]).unwrap(), s);
        let r = dyn_a(&[]).try_add(&dyn_b(s)).unwrap();
        assert_eq!(r.shape(), s);
        assert_eq!(r.to_vec(), ref_values(&[], s, |x, y| x + y));
    }
    assert_eq!(broadcast_shapes(&[&[0], &[1]]).unwrap(), vec![0]);
    assert_eq!(broadcast_shapes(&[&[1], &[0]]).unwrap(), vec![0]);
    assert_eq!(
        broadcast_shapes(&[&[2, 0], &[1, 1, 1]]).unwrap(),
        vec![1, 2, 0]
    );
    let r = dyn_a(&[0, 1]).try_add(&dyn_b(&[3])).unwrap();
    assert_eq!(r.shape(), &[0, 3]);
    assert!(r.to_vec().is_empty());
    assert_eq!(
        dyn_a(&[0]).try_add(&dyn_b(&[2])).unwrap_err().to_string(),
        mismatch(0, 2, 0)
    );
    assert_eq!(
        dyn_a(&[2]).try_add(&dyn_b(&[0])).unwrap_err().to_string(),
        mismatch(2, 0, 0)
    );
}

// ---------------------------------------------------------------------------------------------
// Operators panic with the same texts.
// ---------------------------------------------------------------------------------------------

#[test]
#[should_panic(
    expected = "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1"
)]
fn add_panics_with_the_error_text() {
    let _ = &dyn_a(&[5, 2, 4, 1]) + &dyn_b(&[3, 1, 1]);
}

#[test]
#[should_panic(
    expected = "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1"
)]
fn sub_panics_with_the_error_text() {
    let _ = dyn_a(&[4, 3]) - dyn_b(&[4]);
}

#[test]
#[should_panic(
    expected = "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 0"
)]
fn mul_panics_with_the_error_text() {
    let _ = &dyn_a(&[3]) * dyn_b(&[4]);
}

#[test]
#[should_panic(
    expected = "The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 1"
)]
fn div_panics_with_the_error_text() {
    let _ = dyn_a(&[2, 1]) / &dyn_b(&[8, 4, 3]);
}

#[test]
#[should_panic(
    expected = "The size of tensor a (0) must match the size of tensor b (2) at non-singleton dimension 1"
)]
fn rem_panics_with_the_error_text() {
    let _ = &dyn_a(&[0]) % &dyn_b(&[2, 2]);
}

#[test]
#[should_panic(
    expected = "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1"
)]
fn zip_map_panics_with_the_error_text() {
    let _ = dyn_a(&[4, 3]).zip_map(&dyn_b(&[4]), |x, y| x + y);
}

#[test]
#[should_panic(
    expected = "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1"
)]
fn static_operand_with_dynamic_operand_panics_with_the_error_text() {
    let a = Tensor::<i64, shape![4, 3]>::zeros();
    let _ = &a + &dyn_b(&[4]);
}

#[test]
#[should_panic(
    expected = "The size of tensor a (6) must match the size of tensor b (7) at non-singleton dimension 1"
)]
fn fold_panics_with_the_accumulated_shape() {
    let _ = &(&dyn_a(&[5, 1]) + &dyn_b(&[1, 6])) + &dyn_b(&[7]);
}

// ---------------------------------------------------------------------------------------------
// Static and dynamic operands in one expression: the result is a DynTensor.
// ---------------------------------------------------------------------------------------------

#[test]
fn mixed_static_and_dynamic_expressions() {
    let s = Tensor::<i64, shape![5, 1, 4, 1]>::from_fn(va);
    let d = dyn_b(&[3, 1, 1]);
    let r: DynTensor<i64> = &s + &d;
    assert_eq!(r.shape(), &[5, 3, 4, 1]);
    assert_eq!(
        r.to_vec(),
        ref_values(&[5, 1, 4, 1], &[3, 1, 1], |x, y| x + y)
    );
    // Dynamic first.
    let d = dyn_a(&[8, 1, 6, 1]);
    let s = Tensor::<i64, shape![7, 1, 5]>::from_fn(vb);
    let r: DynTensor<i64> = d.try_mul(&s).unwrap();
    assert_eq!(r.shape(), &[8, 7, 6, 5]);
    assert_eq!(
        r.to_vec(),
        ref_values(&[8, 1, 6, 1], &[7, 1, 5], |x, y| x * y)
    );
    // Heap tensors with Dyn dims, and a chain.
    let h = HeapTensor::<i64, shape![Dyn, 1]>::try_from_shape_fn(&[4, 1], va).unwrap();
    let row = dyn_b(&[3]);
    let r: DynTensor<i64> = &h + &row;
    assert_eq!(r.shape(), &[4, 3]);
    assert_eq!(r.to_vec(), ref_values(&[4, 1], &[3], |x, y| x + y));
    let chained: DynTensor<i64> = &(&h + &row) - &Tensor::<i64, shape![]>::scalar(7);
    assert_eq!(
        chained.to_vec(),
        ref_values(&[4, 1], &[3], |x, y| x + y - 7)
    );
    // Static result used with a dynamic operand.
    let st: Tensor<i64, shape![4, 3]> =
        &Tensor::<i64, shape![4, 1]>::from_fn(va) + &Tensor::<i64, shape![3]>::from_fn(vb);
    let r: DynTensor<i64> = &st * &dyn_a(&[1]);
    assert_eq!(
        r.to_vec(),
        ref_values(&[4, 1], &[3], |x, y| (x + y) * va(0))
    );
    // Errors of mixed expressions.
    let s = Tensor::<i64, shape![4, 3]>::zeros();
    assert_eq!(
        s.try_add(&dyn_b(&[4])).unwrap_err().to_string(),
        mismatch(3, 4, 1)
    );
    assert_eq!(
        dyn_b(&[2, 1]).try_add(&s).unwrap_err().to_string(),
        mismatch(2, 4, 0)
    );
}

#[test]
fn static_shapes_through_as_dyn_agree_with_the_static_path() {
    for &(sa, sb, _) in &EXAMPLES[..5] {
        let a = dyn_a(sa);
        let b = dyn_b(sb);
        let via_views = a.view().try_add(&b.view()).unwrap();
        assert_eq!(via_views, a.try_add(&b).unwrap());
    }
    let s = Tensor::<i64, shape![5, 1, 4, 1]>::from_fn(va);
    let t = Tensor::<i64, shape![3, 1, 1]>::from_fn(vb);
    let static_sum: Tensor<i64, shape![5, 3, 4, 1]> = &s + &t;
    // `as_dyn` views of inline tensors join with a heap operand (the result needs a heap).
    let dynamic_sum = s.as_dyn().try_add(&t.to_dyn()).unwrap();
    assert_eq!(dynamic_sum.shape(), static_sum.shape());
    assert_eq!(dynamic_sum.to_vec(), static_sum.to_vec());
    let dynamic_sum = s.to_dyn().try_add(&t.as_dyn()).unwrap();
    assert_eq!(dynamic_sum.shape(), static_sum.shape());
    assert_eq!(dynamic_sum.to_vec(), static_sum.to_vec());
}

// ---------------------------------------------------------------------------------------------
// §3 Equal element counts.
// ---------------------------------------------------------------------------------------------

const SAME_COUNT: &str = "self and other do not have the same shape, but are broadcastable, and have the same number of elements.";

#[test]
fn same_element_count_check() {
    // Differ, broadcast, same count: flagged.
    for (a, b) in [
        (&[4, 1][..], &[4][..]),
        (&[4][..], &[4, 1][..]),
        (&[1, 6][..], &[6][..]),
        (&[1, 1, 3][..], &[3, 1][..]),
        (&[1][..], &[][..]),
        (&[][..], &[1, 1][..]),
        // Zero counts are equal counts.
        (&[0][..], &[1, 0][..]),
        (&[0, 1][..], &[1, 0][..]),
    ] {
        assert_eq!(
            check_same_element_count(a, b).unwrap_err().to_string(),
            SAME_COUNT,
            "{a:?} {b:?}"
        );
        let (x, y) = (dyn_a(a), dyn_b(b));
        assert_eq!(
            x.same_element_count_warning(&y).map(|e| e.to_string()),
            Some(SAME_COUNT.to_string())
        );
        // Only a warning value: the operation itself broadcasts.
        assert_eq!(
            x.try_add(&y).unwrap().shape(),
            &ref_broadcast(a, b).unwrap()[..]
        );
    }
    // Same shape, or different counts: fine.
    for (a, b) in [
        (&[4][..], &[4][..]),
        (&[4, 4][..], &[4][..]),
        (&[4, 1][..], &[3][..]),
        (&[][..], &[][..]),
        (&[0, 3][..], &[3][..]),
        (&[2, 3][..], &[2, 3][..]),
    ] {
        assert_eq!(check_same_element_count(a, b), Ok(()), "{a:?} {b:?}");
        assert!(dyn_a(a).same_element_count_warning(&dyn_b(b)).is_none());
    }
    // Not broadcastable: the broadcast error, `a` as tensor a.
    assert_eq!(
        check_same_element_count(&[2, 3], &[3, 2])
            .unwrap_err()
            .to_string(),
        mismatch(3, 2, 1)
    );
    assert_eq!(
        check_same_element_count(&[4, 3], &[4])
            .unwrap_err()
            .to_string(),
        mismatch(3, 4, 1)
    );
    // ... which is not a same-count warning.
    assert!(
        dyn_a(&[2, 3])
            .same_element_count_warning(&dyn_b(&[3, 2]))
            .is_none()
    );
}

#[test]
fn same_element_count_on_static_tensors() {
    // [4,1] with [4]: broadcasts to [4,4] (16 elements), the old behaviour gave 4.
    let a = Tensor::<i32, shape![4, 1]>::from_array([[1], [2], [3], [4]]);
    let b = Tensor::<i32, shape![4]>::from([10, 20, 30, 40]);
    let r: Tensor<i32, shape![4, 4]> = &a + &b;
    assert_eq!(r.numel(), 16);
    assert_eq!(r.get([3, 0]), Some(&14));
    assert_eq!(
        a.same_element_count_warning(&b).map(|e| e.to_string()),
        Some(SAME_COUNT.to_string())
    );
    assert!(a.same_element_count_warning(&a).is_none());
    // The strict form accepts what is not ambiguous.
    let c = Tensor::<i32, shape![4, 4]>::ones();
    let s: Tensor<i32, shape![4, 4]> = c.strict_zip_map(&b, |x, y| x + y);
    assert_eq!(s.get([2, 3]), Some(&41));
    let s: Tensor<i32, shape![4, 1]> = a.strict_zip_map(&a, |x, y| x * y);
    assert_eq!(s.to_vec(), vec![1, 4, 9, 16]);
}

#[cfg(target_pointer_width = "64")]
#[test]
fn broadcasts_that_cannot_be_counted_fail_without_allocating() {
    // Two stride-0 views (no memory) whose broadcast has 2^80 elements.
    let s = DynTensor::scalar(1u8);
    let a = s.expand(&[1 << 40]);
    let b = s.expand(&[1 << 40, 1]);
    let text = format!(
        "Storage size calculation overflowed with sizes=[{n}, {n}]",
        n = 1u64 << 40
    );
    assert_eq!(a.try_add(&b).unwrap_err().to_string(), text);
    assert_eq!(
        a.try_zip_map(&b, |x, y| x ^ y).unwrap_err().to_string(),
        text
    );
    // A zero size makes the result empty: fine.
    let r = DynTensor::<u8>::zeros(&[0]).try_add(&b).unwrap();
    assert_eq!(r.shape(), &[1 << 40, 0]);
    assert_eq!(r.numel(), 0);
}
