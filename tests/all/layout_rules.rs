//! The run-time shape rules: broadcasting, in place, equal element counts, strides and views (the
//! `layout` module and `ShapeError`'s texts).
//!
//! Expected values come from the rules and from PyTorch/NumPy behaviour, never from running
//! this crate.
#![cfg(feature = "alloc")]

use shaped::ShapeError;
use shaped::layout::{
    BroadcastConflict, DisplaySizes, MAX_RANK, broadcast_pair_into, broadcast_shapes,
    check_broadcast_into, check_same_element_count, checked_numel, contiguous_strides,
    contiguous_strides_into, expand_layout, infer_shape, is_contiguous, numel, view_layout,
    view_strides, wrap_dim, wrap_dim_checked,
};

fn bcast(a: &[usize], b: &[usize]) -> Result<Vec<usize>, ShapeError> {
    broadcast_shapes(&[a, b])
}

fn bcast_err(a: &[usize], b: &[usize]) -> String {
    bcast(a, b).unwrap_err().to_string()
}

fn mismatch(a: usize, b: usize, dim: usize) -> String {
    format!(
        "The size of tensor a ({a}) must match the size of tensor b ({b}) at non-singleton dimension {dim}"
    )
}

// ---------------------------------------------------------------------------------------------
// §1 Broadcasting
// ---------------------------------------------------------------------------------------------

#[test]
fn broadcast_examples_that_must_hold() {
    let cases: &[(&[usize], &[usize], &[usize])] = &[
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
    for &(a, b, want) in cases {
        assert_eq!(bcast(a, b).unwrap(), want, "{a:?} with {b:?}");
        // Broadcasting is symmetric in its result.
        assert_eq!(bcast(b, a).unwrap(), want, "{b:?} with {a:?}");
        let mut out = vec![usize::MAX; a.len().max(b.len())];
        broadcast_pair_into(a, b, &mut out).unwrap();
        assert_eq!(out, want, "broadcast_pair_into {a:?} with {b:?}");
    }
}

#[test]
fn broadcast_n_ary_fold() {
    assert_eq!(
        broadcast_shapes(&[&[5, 1], &[1, 6], &[6], &[]]).unwrap(),
        vec![5, 6]
    );
    assert_eq!(broadcast_shapes(&[]).unwrap(), Vec::<usize>::new());
    assert_eq!(broadcast_shapes(&[&[2, 3]]).unwrap(), vec![2, 3]);
    assert_eq!(
        broadcast_shapes(&[&[3], &[2, 1], &[4, 1, 1]]).unwrap(),
        vec![4, 2, 3]
    );
}

#[test]
fn broadcast_errors_of_semantics() {
    // [5,2,4,1] + [3,1,1]: aligned from the right, dim 1 holds 2 against 3.
    assert_eq!(bcast_err(&[5, 2, 4, 1], &[3, 1, 1]), mismatch(2, 3, 1));
    assert_eq!(
        bcast_err(&[5, 2, 4, 1], &[3, 1, 1]),
        "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1"
    );
    assert_eq!(bcast_err(&[4, 3], &[4]), mismatch(3, 4, 1));
    assert_eq!(bcast_err(&[3], &[4]), mismatch(3, 4, 0));
    // [_,2,1] against [8,4,3]: dim 2 is 1 vs 3 (fine), dim 1 is 2 vs 4.
    assert_eq!(bcast_err(&[2, 1], &[8, 4, 3]), mismatch(2, 4, 1));
    // [_,0] against [2,2]: 0 is an ordinary size, not a scalar.
    assert_eq!(bcast_err(&[0], &[2, 2]), mismatch(0, 2, 1));
}

#[test]
fn broadcast_error_fields() {
    let err = bcast(&[2, 1], &[8, 4, 3]).unwrap_err();
    assert_eq!(
        err,
        ShapeError::BroadcastMismatch {
            size_a: 2,
            size_b: 4,
            dim: 1,
            shape_a: vec![2, 1],
            shape_b: vec![8, 4, 3],
        }
    );
}

#[test]
fn broadcast_reports_the_right_most_failing_dim() {
    // Both dims clash; PyTorch walks from the end and stops at the first clash.
    assert_eq!(bcast_err(&[2, 3], &[4, 5]), mismatch(3, 5, 1));
    assert_eq!(bcast_err(&[2, 3, 1], &[4, 5, 6]), mismatch(3, 5, 1));
    // The order of the operands decides which is tensor a.
    assert_eq!(bcast_err(&[3, 1, 1], &[5, 2, 4, 1]), mismatch(3, 2, 1));
    let mut out = [0; 2];
    assert_eq!(
        broadcast_pair_into(&[2, 3], &[4, 5], &mut out),
        Err(BroadcastConflict {
            size_a: 3,
            size_b: 5,
            dim: 1
        })
    );
}

#[test]
fn broadcast_n_ary_errors_use_the_accumulated_shape_as_tensor_a() {
    // [4,1] with [3] is [4,3]; then [4,3] against [4,2] clashes at dim 1.
    let err = broadcast_shapes(&[&[4, 1], &[3], &[4, 2]]).unwrap_err();
    assert_eq!(err.to_string(), mismatch(3, 2, 1));
    match err {
        ShapeError::BroadcastMismatch {
            shape_a, shape_b, ..
        } => {
            assert_eq!(shape_a, vec![4, 3]);
            assert_eq!(shape_b, vec![4, 2]);
        }
        other => panic!("{other:?}"),
    }
    // [2] with [3,1] is [3,2]; [4] then meets the 2 at dim 1 of the result.
    assert_eq!(
        broadcast_shapes(&[&[2], &[3, 1], &[4]])
            .unwrap_err()
            .to_string(),
        mismatch(2, 4, 1)
    );
    // The failing dim counts in the result of the pair, here rank 3.
    assert_eq!(
        broadcast_shapes(&[&[1, 5], &[1], &[7, 1, 6]])
            .unwrap_err()
            .to_string(),
        mismatch(5, 6, 2)
    );
}

#[test]
fn broadcast_zero_d_against_everything() {
    let shapes: &[&[usize]] = &[&[], &[0], &[1], &[5], &[5, 4], &[0, 3], &[2, 1, 3]];
    for &s in shapes {
        assert_eq!(bcast(&[], s).unwrap(), s);
        assert_eq!(bcast(s, &[]).unwrap(), s);
    }
    assert_eq!(broadcast_shapes(&[&[], &[]]).unwrap(), Vec::<usize>::new());
}

#[test]
fn broadcast_zero_sizes() {
    assert_eq!(bcast(&[0], &[1]).unwrap(), vec![0]);
    assert_eq!(bcast(&[1], &[0]).unwrap(), vec![0]);
    assert_eq!(bcast(&[0], &[0]).unwrap(), vec![0]);
    assert_eq!(bcast(&[0, 3], &[1]).unwrap(), vec![0, 3]);
    assert_eq!(bcast(&[0, 1], &[3]).unwrap(), vec![0, 3]);
    assert_eq!(bcast(&[2, 0], &[1, 1, 1]).unwrap(), vec![1, 2, 0]);
    assert_eq!(bcast_err(&[0], &[2]), mismatch(0, 2, 0));
    assert_eq!(bcast_err(&[2], &[0]), mismatch(2, 0, 0));
}

#[test]
fn broadcast_one_against_one_is_one_and_missing_dims_count_as_one() {
    assert_eq!(bcast(&[1, 1], &[1]).unwrap(), vec![1, 1]);
    assert_eq!(bcast(&[1], &[1, 1, 1]).unwrap(), vec![1, 1, 1]);
    assert_eq!(bcast(&[3, 1], &[1, 1, 1]).unwrap(), vec![1, 3, 1]);
}

#[test]
fn broadcast_conflict_displays_like_the_error() {
    let mut out = [0; 3];
    let clash = broadcast_pair_into(&[2, 1], &[8, 4, 3], &mut out).unwrap_err();
    assert_eq!(
        clash,
        BroadcastConflict {
            size_a: 2,
            size_b: 4,
            dim: 1
        }
    );
    assert_eq!(clash.to_string(), mismatch(2, 4, 1));
}

#[test]
#[should_panic(expected = "`out` must have the larger rank of the two shapes")]
fn broadcast_pair_into_rejects_a_wrong_output_length() {
    let mut out = [0; 2];
    let _ = broadcast_pair_into(&[2, 3, 4], &[4], &mut out);
}

/// A reference broadcast written from the rule's words, over every small shape.
#[test]
fn broadcast_agrees_with_the_rule_on_all_small_shapes() {
    let shapes = small_shapes(3, &[0, 1, 2, 3]);
    for a in &shapes {
        for b in &shapes {
            let rank = a.len().max(b.len());
            let pad = |s: &Vec<usize>| {
                let mut v = vec![1; rank - s.len()];
                v.extend(s);
                v
            };
            let (pa, pb) = (pad(a), pad(b));
            let ok = (0..rank).all(|i| pa[i] == pb[i] || pa[i] == 1 || pb[i] == 1);
            match bcast(a, b) {
                Ok(r) => {
                    assert!(ok, "{a:?} {b:?}");
                    for i in 0..rank {
                        let want = if pa[i] == 1 { pb[i] } else { pa[i] };
                        assert_eq!(r[i], want);
                    }
                }
                Err(ShapeError::BroadcastMismatch {
                    size_a,
                    size_b,
                    dim,
                    ..
                }) => {
                    assert!(!ok, "{a:?} {b:?}");
                    let last_bad = (0..rank)
                        .rev()
                        .find(|&i| !(pa[i] == pb[i] || pa[i] == 1 || pb[i] == 1))
                        .unwrap();
                    assert_eq!(
                        (size_a, size_b, dim),
                        (pa[last_bad], pb[last_bad], last_bad)
                    );
                }
                Err(other) => panic!("{other:?}"),
            }
        }
    }
}

fn small_shapes(max_rank: usize, sizes: &[usize]) -> Vec<Vec<usize>> {
    let mut all = vec![vec![]];
    let mut layer = vec![vec![]];
    for _ in 0..max_rank {
        let mut next = Vec::new();
        for s in &layer {
            for &d in sizes {
                let mut t: Vec<usize> = s.clone();
                t.push(d);
                next.push(t);
            }
        }
        all.extend(next.iter().cloned());
        layer = next;
    }
    all
}

// ---------------------------------------------------------------------------------------------
// §2 In-place operations
// ---------------------------------------------------------------------------------------------

#[test]
fn in_place_examples_of_semantics() {
    assert_eq!(check_broadcast_into(&[5, 3, 4, 1], &[3, 1, 1]), Ok(()));
    assert_eq!(
        check_broadcast_into(&[1, 3, 1], &[3, 1, 7])
            .unwrap_err()
            .to_string(),
        "The expanded size of the tensor (1) must match the existing size (7) at non-singleton dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]"
    );
    assert_eq!(
        check_broadcast_into(&[1, 3, 1], &[3, 1, 7]).unwrap_err(),
        ShapeError::ExpandMismatch {
            expanded: 1,
            existing: 7,
            dim: 2,
            target: vec![1, 3, 1],
            tensor: vec![3, 1, 7],
        }
    );
    assert_eq!(
        check_broadcast_into(&[2, 3], &[1, 2, 3])
            .unwrap_err()
            .to_string(),
        "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
    );
    assert_eq!(
        check_broadcast_into(&[2, 3], &[1, 2, 3]).unwrap_err(),
        ShapeError::ExpandTooFewSizes { sizes: 2, dims: 3 }
    );
}

#[test]
fn in_place_more_cases() {
    assert_eq!(check_broadcast_into(&[2, 3], &[]), Ok(()));
    assert_eq!(check_broadcast_into(&[], &[]), Ok(()));
    assert_eq!(check_broadcast_into(&[3, 4], &[4]), Ok(()));
    assert_eq!(check_broadcast_into(&[3, 4], &[3, 1]), Ok(()));
    assert_eq!(check_broadcast_into(&[0, 3], &[1, 3]), Ok(()));
    assert_eq!(check_broadcast_into(&[0], &[1]), Ok(()));
    assert_eq!(
        check_broadcast_into(&[], &[1]).unwrap_err().to_string(),
        "the number of sizes provided (0) must be greater or equal to the number of dimensions in the tensor (1)"
    );
    assert_eq!(
        check_broadcast_into(&[3, 4], &[3]).unwrap_err().to_string(),
        "The expanded size of the tensor (4) must match the existing size (3) at non-singleton dimension 1.  Target sizes: [3, 4].  Tensor sizes: [3]"
    );
    assert_eq!(
        check_broadcast_into(&[0], &[2]).unwrap_err().to_string(),
        "The expanded size of the tensor (0) must match the existing size (2) at non-singleton dimension 0.  Target sizes: [0].  Tensor sizes: [2]"
    );
    // Right-most clash reported.
    assert_eq!(
        check_broadcast_into(&[2, 3], &[4, 5])
            .unwrap_err()
            .to_string(),
        "The expanded size of the tensor (3) must match the existing size (5) at non-singleton dimension 1.  Target sizes: [2, 3].  Tensor sizes: [4, 5]"
    );
}

/// The rule: allowed exactly when `broadcast(dest, src) == dest`.
#[test]
fn in_place_is_broadcast_equal_to_destination() {
    let shapes = small_shapes(3, &[0, 1, 2]);
    for dest in &shapes {
        for src in &shapes {
            let fits = bcast(dest, src).is_ok_and(|r| &r == dest);
            assert_eq!(
                check_broadcast_into(dest, src).is_ok(),
                fits,
                "{dest:?} <- {src:?}"
            );
            // And the error is the one `src.expand(dest)` gives.
            let target: Vec<isize> = dest.iter().map(|&d| d as isize).collect();
            let strides = contiguous_strides(src);
            match (
                check_broadcast_into(dest, src),
                expand_layout(src, &strides, &target),
            ) {
                (Ok(()), Ok((sizes, _))) => assert_eq!(&sizes, dest),
                (Err(a), Err(b)) => assert_eq!(a, b),
                (a, b) => panic!("{dest:?} <- {src:?}: {a:?} vs {b:?}"),
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// §3 Equal element counts
// ---------------------------------------------------------------------------------------------

#[test]
fn same_element_count_check() {
    let text = "self and other do not have the same shape, but are broadcastable, and have the same number of elements.";
    assert_eq!(
        check_same_element_count(&[4, 1], &[4])
            .unwrap_err()
            .to_string(),
        text
    );
    assert_eq!(
        check_same_element_count(&[4, 1], &[4]).unwrap_err(),
        ShapeError::SameElementCount {
            shape_a: vec![4, 1],
            shape_b: vec![4],
        }
    );
    assert_eq!(
        check_same_element_count(&[4], &[4, 1])
            .unwrap_err()
            .to_string(),
        text
    );
    // Differ, broadcast, same count (4): flagged even though the result keeps the elements.
    assert!(check_same_element_count(&[1, 4], &[4]).is_err());
    // Zero counts are counts too.
    assert!(check_same_element_count(&[0, 1], &[0]).is_err());
    // Same shape: fine.
    assert_eq!(check_same_element_count(&[4], &[4]), Ok(()));
    assert_eq!(check_same_element_count(&[], &[]), Ok(()));
    // Different counts: fine.
    assert_eq!(check_same_element_count(&[4, 4], &[4]), Ok(()));
    assert_eq!(check_same_element_count(&[4, 1], &[3]), Ok(()));
    // Not broadcastable: the broadcast error.
    assert_eq!(
        check_same_element_count(&[4, 3], &[4])
            .unwrap_err()
            .to_string(),
        mismatch(3, 4, 1)
    );
    assert_eq!(
        check_same_element_count(&[2, 3], &[3, 2])
            .unwrap_err()
            .to_string(),
        mismatch(3, 2, 1)
    );
}

// ---------------------------------------------------------------------------------------------
// §4 Strided layout and views
// ---------------------------------------------------------------------------------------------

#[test]
fn contiguous_strides_with_zero_and_one_sizes() {
    // torch.zeros(2, 0, 3).stride() == (3, 3, 1)
    assert_eq!(contiguous_strides(&[2, 0, 3]), vec![3, 3, 1]);
    assert_eq!(contiguous_strides(&[2, 3, 4]), vec![12, 4, 1]);
    assert_eq!(contiguous_strides(&[2, 1, 3]), vec![3, 3, 1]);
    assert_eq!(contiguous_strides(&[3, 0]), vec![1, 1]);
    assert_eq!(contiguous_strides(&[0, 0]), vec![1, 1]);
    assert_eq!(contiguous_strides(&[0]), vec![1]);
    assert_eq!(contiguous_strides(&[5]), vec![1]);
    assert_eq!(contiguous_strides(&[]), Vec::<isize>::new());
    let mut out = [0isize; 4];
    contiguous_strides_into(&[1, 2, 1, 3], &mut out);
    assert_eq!(out, [6, 3, 3, 1]);
}

#[test]
fn is_contiguous_edge_cases() {
    assert!(is_contiguous(&[], &[]));
    assert!(is_contiguous(&[2, 3], &[3, 1]));
    assert!(!is_contiguous(&[2, 3], &[1, 2])); // transposed
    assert!(!is_contiguous(&[2, 3], &[4, 1])); // padded rows
    assert!(!is_contiguous(&[3], &[0])); // expanded
    assert!(!is_contiguous(&[3], &[2])); // every other element
    assert!(is_contiguous(&[2, 1, 3], &[3, 100, 1])); // size-1 strides ignored
    assert!(is_contiguous(&[1, 3], &[1, 1]));
    assert!(is_contiguous(&[1], &[0]));
    assert!(is_contiguous(&[1, 1], &[-5, 9]));
    assert!(is_contiguous(&[0, 3], &[7, 7])); // zero-size: always
    assert!(is_contiguous(&[3, 0], &[0, 0]));
    assert!(is_contiguous(&[2, 0, 3], &[-1, 2, 5]));
    // The strides contiguous_strides gives are contiguous.
    for s in small_shapes(3, &[0, 1, 2, 3]) {
        assert!(is_contiguous(&s, &contiguous_strides(&s)), "{s:?}");
    }
}

#[test]
fn element_counts_and_overflow() {
    assert_eq!(checked_numel(&[]), Some(1));
    assert_eq!(checked_numel(&[2, 3, 4]), Some(24));
    assert_eq!(checked_numel(&[4, 0, 3]), Some(0));
    // Counts (and every size) must fit isize.
    assert_eq!(
        checked_numel(&[isize::MAX as usize]),
        Some(isize::MAX as usize)
    );
    assert_eq!(
        checked_numel(&[isize::MAX as usize, 1]),
        Some(isize::MAX as usize)
    );
    assert_eq!(checked_numel(&[usize::MAX]), None);
    assert_eq!(checked_numel(&[usize::MAX, 1]), None);
    assert_eq!(checked_numel(&[usize::MAX, 2]), None);
    assert_eq!(
        checked_numel(&[1 << (usize::BITS / 2), 1 << (usize::BITS / 2)]),
        None
    );
    // NumPy's rule: a zero size does not excuse the others, wherever it stands.
    assert_eq!(checked_numel(&[0, usize::MAX, 2]), None);
    assert_eq!(checked_numel(&[usize::MAX, 2, 0]), None);
    assert_eq!(numel(&[4, 5]), Ok(20));
    assert_eq!(
        numel(&[usize::MAX, 2]).unwrap_err(),
        ShapeError::Overflow {
            shape: vec![usize::MAX, 2]
        }
    );
    assert_eq!(
        numel(&[usize::MAX, 2]).unwrap_err().to_string(),
        format!(
            "Storage size calculation overflowed with sizes=[{}, 2]",
            usize::MAX
        )
    );
}

#[test]
fn wrap_dim_counts_negative_dims_from_the_end() {
    assert_eq!(wrap_dim(-1, 3), Ok(2));
    assert_eq!(wrap_dim(-3, 3), Ok(0));
    assert_eq!(wrap_dim(0, 3), Ok(0));
    assert_eq!(wrap_dim(2, 3), Ok(2));
    assert_eq!(
        wrap_dim(2, 2).unwrap_err().to_string(),
        "Dimension out of range (expected to be in range of [-2, 1], but got 2)"
    );
    assert_eq!(
        wrap_dim(-3, 2).unwrap_err(),
        ShapeError::DimOutOfRange {
            dim: -3,
            min: -2,
            max: 1
        }
    );
    // A 0-d tensor accepts -1 and 0.
    assert_eq!(wrap_dim(0, 0), Ok(0));
    assert_eq!(wrap_dim(-1, 0), Ok(0));
    assert_eq!(
        wrap_dim(1, 0).unwrap_err().to_string(),
        "Dimension out of range (expected to be in range of [-1, 0], but got 1)"
    );
    assert_eq!(
        wrap_dim(-2, 0).unwrap_err().to_string(),
        "Dimension out of range (expected to be in range of [-1, 0], but got -2)"
    );
    assert_eq!(wrap_dim_checked(-1, 1), Some(0));
    assert_eq!(wrap_dim_checked(1, 1), None);
    assert_eq!(wrap_dim_checked(isize::MIN, 3), None);
    assert_eq!(wrap_dim_checked(isize::MAX, 3), None);
}

#[test]
fn infer_shape_rules_and_texts() {
    assert_eq!(infer_shape(&[2, -1], 12), Ok(vec![2, 6]));
    assert_eq!(infer_shape(&[-1], 12), Ok(vec![12]));
    assert_eq!(infer_shape(&[3, 4], 12), Ok(vec![3, 4]));
    assert_eq!(infer_shape(&[], 1), Ok(vec![]));
    assert_eq!(infer_shape(&[-1], 0), Ok(vec![0]));
    assert_eq!(infer_shape(&[0, 4], 0), Ok(vec![0, 4]));
    assert_eq!(infer_shape(&[1, -1, 1], 5), Ok(vec![1, 5, 1]));
    assert_eq!(
        infer_shape(&[2, 5], 12).unwrap_err().to_string(),
        "shape '[2, 5]' is invalid for input of size 12"
    );
    assert_eq!(
        infer_shape(&[2, 5], 12).unwrap_err(),
        ShapeError::InvalidShape {
            shape: vec![2, 5],
            numel: 12
        }
    );
    assert_eq!(
        infer_shape(&[5, -1], 12).unwrap_err().to_string(),
        "shape '[5, -1]' is invalid for input of size 12"
    );
    assert_eq!(
        infer_shape(&[0, -1], 5).unwrap_err().to_string(),
        "shape '[0, -1]' is invalid for input of size 5"
    );
    assert_eq!(
        infer_shape(&[], 2).unwrap_err().to_string(),
        "shape '[]' is invalid for input of size 2"
    );
    assert_eq!(
        infer_shape(&[-1, -1], 4).unwrap_err().to_string(),
        "only one dimension can be inferred"
    );
    assert_eq!(
        infer_shape(&[0, -1], 0).unwrap_err().to_string(),
        "cannot reshape tensor of 0 elements into shape [0, -1] because the unspecified dimension size -1 can be any value and is ambiguous"
    );
    assert_eq!(
        infer_shape(&[-1, 0], 0).unwrap_err(),
        ShapeError::AmbiguousInfer { shape: vec![-1, 0] }
    );
    assert_eq!(
        infer_shape(&[2, -2], 4).unwrap_err().to_string(),
        "invalid shape dimension -2 at index 1 of shape [2, -2]"
    );
    // Checked from the left: whichever comes first.
    assert_eq!(
        infer_shape(&[-1, -3, -1], 4).unwrap_err(),
        ShapeError::InvalidDimSize {
            size: -3,
            index: 1,
            shape: vec![-1, -3, -1]
        }
    );
    assert_eq!(
        infer_shape(&[-1, -1, -3], 4).unwrap_err(),
        ShapeError::MultipleInferred
    );
    // Too large to count: cannot match any element count.
    assert_eq!(
        infer_shape(&[isize::MAX, isize::MAX, -1], 12).unwrap_err(),
        ShapeError::InvalidShape {
            shape: vec![isize::MAX, isize::MAX, -1],
            numel: 12
        }
    );
}

#[test]
fn view_of_a_contiguous_tensor_is_always_possible() {
    // A row-major tensor views as any shape with its count, with row-major strides.
    let strides = [12, 4, 1];
    for new in [
        &[24][..],
        &[4, 6],
        &[2, 12],
        &[3, 8],
        &[4, 3, 2],
        &[2, 3, 2, 2],
        &[1, 24, 1],
    ] {
        assert_eq!(
            view_strides(&[2, 3, 4], &strides, new),
            Some(contiguous_strides(new)),
            "{new:?}"
        );
    }
    assert_eq!(
        view_strides(&[2, 3, 4], &strides, &[4, 6]),
        Some(vec![6, 1])
    );
}

#[test]
fn view_of_a_transpose_cannot_merge_dims() {
    // [3, 2] with strides [1, 3] is the transpose of a row-major [2, 3].
    assert_eq!(view_strides(&[3, 2], &[1, 3], &[6]), None);
    assert_eq!(view_strides(&[3, 2], &[1, 3], &[2, 3]), None);
    assert_eq!(
        view_layout(&[3, 2], &[1, 3], &[-1])
            .unwrap_err()
            .to_string(),
        "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead."
    );
    assert_eq!(
        view_layout(&[3, 2], &[1, 3], &[6]).unwrap_err(),
        ShapeError::ViewIncompatible
    );
    // [4, 3, 2] with strides [1, 4, 12]: merging the last two dims works, merging the first
    // two does not.
    assert_eq!(view_strides(&[4, 3, 2], &[1, 4, 12], &[24]), None);
    assert_eq!(view_strides(&[4, 3, 2], &[1, 4, 12], &[12, 2]), None);
    // Splitting a dim of a transpose is fine: element (i, j, k) sits at (2i + j) * 1 + k * 4.
    assert_eq!(
        view_strides(&[4, 6], &[1, 4], &[2, 2, 6]),
        Some(vec![2, 1, 4])
    );
    // Itself, unchanged.
    assert_eq!(view_strides(&[3, 2], &[1, 3], &[3, 2]), Some(vec![1, 3]));
}

#[test]
fn view_of_a_sliced_tensor_keeps_its_chunks() {
    // [2, 3, 4] taken from a [4, 3, 4] with step 2 along dim 0: strides [24, 4, 1]. Dims 1..3
    // form one chunk of 12 elements, dim 0 another.
    let (sizes, strides) = (&[2, 3, 4][..], &[24, 4, 1][..]);
    assert_eq!(view_strides(sizes, strides, &[2, 12]), Some(vec![24, 1]));
    assert_eq!(
        view_strides(sizes, strides, &[2, 3, 2, 2]),
        Some(vec![24, 4, 2, 1])
    );
    assert_eq!(view_strides(sizes, strides, &[24]), None);
    assert_eq!(view_strides(sizes, strides, &[6, 4]), None);
    assert_eq!(view_strides(sizes, strides, &[4, 6]), None);
}

#[test]
fn view_with_size_one_dims() {
    // Inserted: a new size-1 dim never breaks a chunk; its stride is PyTorch's (the stride of
    // the chunk position it is in).
    assert_eq!(
        view_strides(&[2, 3], &[3, 1], &[2, 1, 3]),
        Some(vec![3, 3, 1])
    );
    assert_eq!(
        view_strides(&[2, 3], &[3, 1], &[1, 2, 3]),
        Some(vec![6, 3, 1])
    );
    assert_eq!(
        view_strides(&[2, 3], &[3, 1], &[2, 3, 1]),
        Some(vec![3, 1, 1])
    );
    assert_eq!(view_strides(&[3], &[1], &[1, 1, 3]), Some(vec![3, 3, 1]));
    // Inserted into a transpose ([3, 2], strides [1, 3]): the new dim's stride is the chunk's
    // base stride (3) times the elements of the chunk to its right.
    assert_eq!(
        view_strides(&[3, 2], &[1, 3], &[3, 2, 1]),
        Some(vec![1, 3, 3])
    );
    assert_eq!(
        view_strides(&[3, 2], &[1, 3], &[3, 1, 2]),
        Some(vec![1, 6, 3])
    );
    // Removed: an old size-1 dim's stride does not matter.
    assert_eq!(
        view_strides(&[2, 1, 3], &[3, 99, 1], &[2, 3]),
        Some(vec![3, 1])
    );
    assert_eq!(view_strides(&[2, 1, 3], &[3, 99, 1], &[6]), Some(vec![1]));
    assert_eq!(view_strides(&[1, 3], &[99, 1], &[3]), Some(vec![1]));
    // Removed from a non-contiguous layout: element (i, 0, k) sits at i + 3k.
    assert_eq!(
        view_strides(&[3, 1, 2], &[1, 5, 3], &[3, 2]),
        Some(vec![1, 3])
    );
    // All ones.
    assert_eq!(view_strides(&[1, 1], &[5, 7], &[]), Some(vec![]));
    assert_eq!(view_strides(&[1], &[4], &[]), Some(vec![]));
}

#[test]
fn view_of_zero_size_tensors() {
    // Same shape: strides kept (NumPy's behaviour, which PyTorch copies).
    assert_eq!(view_strides(&[0, 3], &[7, 5], &[0, 3]), Some(vec![7, 5]));
    // Any other shape with no elements: row-major strides with sizes 0 counted as 1.
    assert_eq!(view_strides(&[0, 3], &[3, 1], &[3, 0]), Some(vec![1, 1]));
    assert_eq!(view_strides(&[0, 3], &[1, 1], &[0]), Some(vec![1]));
    assert_eq!(
        view_strides(&[0, 3], &[3, 1], &[2, 0, 3]),
        Some(vec![3, 3, 1])
    );
    // Not zero elements: impossible.
    assert_eq!(view_strides(&[0, 3], &[3, 1], &[5]), None);
    assert_eq!(view_strides(&[0, 3], &[3, 1], &[]), None);
    assert_eq!(
        view_layout(&[0, 3], &[3, 1], &[4, -1]).unwrap(),
        (vec![4, 0], vec![1, 1])
    );
    assert_eq!(
        view_layout(&[0, 3], &[3, 1], &[0, -1])
            .unwrap_err()
            .to_string(),
        "cannot reshape tensor of 0 elements into shape [0, -1] because the unspecified dimension size -1 can be any value and is ambiguous"
    );
}

#[test]
fn view_of_zero_d_tensors() {
    assert_eq!(view_strides(&[], &[], &[]), Some(vec![]));
    assert_eq!(view_strides(&[], &[], &[1]), Some(vec![1]));
    assert_eq!(view_strides(&[], &[], &[1, 1]), Some(vec![1, 1]));
    assert_eq!(view_strides(&[], &[], &[2]), None);
    assert_eq!(view_layout(&[], &[], &[-1]).unwrap(), (vec![1], vec![1]));
    assert_eq!(
        view_layout(&[], &[], &[2]).unwrap_err().to_string(),
        "shape '[2]' is invalid for input of size 1"
    );
}

#[test]
fn view_needs_equal_element_counts() {
    assert_eq!(view_strides(&[2, 3], &[3, 1], &[7]), None);
    assert_eq!(view_strides(&[2, 3], &[3, 1], &[2, 2]), None);
    assert_eq!(view_strides(&[6], &[1], &[2, 3, 2]), None);
}

/// The strides that address, for `new`, the elements of `sizes`/`strides` in the same
/// row-major order, if any: found from the rule alone (dim `d` of `new` must step by the offset
/// of element `prod(new[d+1..])`), then checked on every element. PyTorch's `view` succeeds
/// exactly when such strides exist.
fn naive_view_strides(sizes: &[usize], strides: &[isize], new: &[usize]) -> Option<Vec<isize>> {
    let count: usize = sizes.iter().product();
    if new.iter().product::<usize>() != count {
        return None;
    }
    let candidate: Vec<isize> = (0..new.len())
        .map(|d| {
            let step: usize = new[d + 1..].iter().product();
            if new[d] > 1 {
                offset(sizes, strides, step)
            } else {
                0
            }
        })
        .collect();
    (0..count)
        .all(|n| offset(sizes, strides, n) == offset(new, &candidate, n))
        .then_some(candidate)
}

/// Every order of the dims `0..rank`.
fn permutations(rank: usize) -> Vec<Vec<usize>> {
    if rank == 0 {
        return vec![vec![]];
    }
    let mut all = Vec::new();
    for p in permutations(rank - 1) {
        for at in 0..=p.len() {
            let mut q = p.clone();
            q.insert(at, rank - 1);
            all.push(q);
        }
    }
    all
}

/// Whatever `view_strides` returns must address the same elements in the same row-major order,
/// and it must refuse only where no strides do (PyTorch's rule, [`naive_view_strides`]):
/// checked by brute force on every small layout: every permutation of a row-major tensor, each
/// with every other element of one dim (a slice with a step) or one dim expanded (stride 0).
#[test]
fn view_strides_address_the_same_elements() {
    let shapes = small_shapes(3, &[1, 2, 3]);
    let mut refused = 0;
    for old in &shapes {
        let base = contiguous_strides(old);
        let mut layouts = vec![base.clone()];
        // The transposes and permutations: `old` read from a row-major tensor of the permuted
        // sizes.
        for perm in permutations(old.len()) {
            let stored: Vec<usize> = perm.iter().map(|&p| old[p]).collect();
            let stored_strides = contiguous_strides(&stored);
            let mut st = vec![0isize; old.len()];
            for (i, &p) in perm.iter().enumerate() {
                st[p] = stored_strides[i];
            }
            for d in 0..old.len() {
                let mut stepped = st.clone();
                stepped[d] *= 2;
                layouts.push(stepped);
                let mut zero = st.clone();
                zero[d] = 0;
                layouts.push(zero);
            }
            layouts.push(st);
        }
        layouts.push(base.iter().map(|s| s * 2).collect());
        let count: usize = old.iter().product();
        for strides in &layouts {
            for new in shapes
                .iter()
                .filter(|s| s.iter().product::<usize>() == count)
            {
                let Some(new_strides) = view_strides(old, strides, new) else {
                    // Refused: no strides address these elements in this order (PyTorch's
                    // rule, which views whenever such strides exist).
                    assert_eq!(
                        naive_view_strides(old, strides, new),
                        None,
                        "{old:?}/{strides:?} as {new:?} refused"
                    );
                    refused += 1;
                    continue;
                };
                for n in 0..count {
                    assert_eq!(
                        offset(old, strides, n),
                        offset(new, &new_strides, n),
                        "{old:?}/{strides:?} as {new:?}/{new_strides:?}, element {n}"
                    );
                }
            }
            // Row-major layouts always view.
            if strides == &base {
                for new in shapes
                    .iter()
                    .filter(|s| s.iter().product::<usize>() == count)
                {
                    assert!(
                        view_strides(old, strides, new).is_some(),
                        "{old:?} as {new:?}"
                    );
                }
            }
        }
    }
    // The layouts include ones no view can merge (transposes, slices, expands).
    assert!(refused >= 1000, "only {refused} refusals checked");
    // The rule itself: a transpose does not merge, a row-major tensor and an expanded one do.
    assert_eq!(naive_view_strides(&[3, 2], &[1, 3], &[6]), None);
    assert_eq!(naive_view_strides(&[2, 3], &[0, 1], &[6]), None);
    assert_eq!(naive_view_strides(&[2, 3], &[3, 1], &[6]), Some(vec![1]));
    assert_eq!(
        naive_view_strides(&[2, 3], &[0, 0], &[3, 2]),
        Some(vec![0, 0])
    );
    assert_eq!(
        naive_view_strides(&[4, 6], &[1, 4], &[2, 2, 6]),
        Some(vec![2, 1, 4])
    );
}

/// The memory offset of the `n`-th element in row-major order.
fn offset(sizes: &[usize], strides: &[isize], mut n: usize) -> isize {
    let mut off = 0;
    for (&size, &stride) in sizes.iter().zip(strides).rev() {
        off += (n % size) as isize * stride;
        n /= size;
    }
    off
}

#[test]
fn expand_strides() {
    // A stretched size-1 dim gets stride 0.
    assert_eq!(
        expand_layout(&[3, 1], &[1, 1], &[3, 4]).unwrap(),
        (vec![3, 4], vec![1, 0])
    );
    // A size-1 dim that is not stretched keeps its original stride (also through -1).
    assert_eq!(
        expand_layout(&[3, 1], &[1, 7], &[3, 1]).unwrap(),
        (vec![3, 1], vec![1, 7])
    );
    assert_eq!(
        expand_layout(&[3, 1], &[1, 7], &[-1, -1]).unwrap(),
        (vec![3, 1], vec![1, 7])
    );
    // New leading dims: stride 0 when stretched; PyTorch's size*stride of the next dim when 1.
    assert_eq!(
        expand_layout(&[3], &[1], &[2, 3]).unwrap(),
        (vec![2, 3], vec![0, 1])
    );
    assert_eq!(
        expand_layout(&[3], &[1], &[1, 3]).unwrap(),
        (vec![1, 3], vec![3, 1])
    );
    assert_eq!(
        expand_layout(&[3], &[1], &[2, 1, 3]).unwrap(),
        (vec![2, 1, 3], vec![0, 3, 1])
    );
    // A non-contiguous source keeps its strides.
    assert_eq!(
        expand_layout(&[3, 2], &[1, 3], &[4, 3, 2]).unwrap(),
        (vec![4, 3, 2], vec![0, 1, 3])
    );
    // Stretching to 0.
    assert_eq!(
        expand_layout(&[1, 2], &[2, 1], &[0, 2]).unwrap(),
        (vec![0, 2], vec![0, 1])
    );
    // 0-d: every dim is new, every stride 0.
    assert_eq!(
        expand_layout(&[], &[], &[2, 3]).unwrap(),
        (vec![2, 3], vec![0, 0])
    );
    assert_eq!(expand_layout(&[], &[], &[1]).unwrap(), (vec![1], vec![0]));
    assert_eq!(expand_layout(&[], &[], &[]).unwrap(), (vec![], vec![]));
}

#[test]
fn expand_errors() {
    assert_eq!(
        expand_layout(&[4, 6, 2], &[12, 2, 1], &[3, -1, 6, 3])
            .unwrap_err()
            .to_string(),
        "The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 3.  Target sizes: [3, -1, 6, 3].  Tensor sizes: [4, 6, 2]"
    );
    assert_eq!(
        expand_layout(&[4, 6, 2], &[12, 2, 1], &[3, -1, 6, 3]).unwrap_err(),
        ShapeError::ExpandMismatch {
            expanded: 3,
            existing: 2,
            dim: 3,
            target: vec![3, -1, 6, 3],
            tensor: vec![4, 6, 2],
        }
    );
    assert_eq!(
        expand_layout(&[3, 1, 7], &[7, 7, 1], &[2, 3])
            .unwrap_err()
            .to_string(),
        "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
    );
    assert_eq!(
        expand_layout(&[3], &[1], &[-1, 3]).unwrap_err().to_string(),
        "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 0"
    );
    assert_eq!(
        expand_layout(&[3], &[1], &[2, -1, 3]).unwrap_err(),
        ShapeError::ExpandNewDimInferred { dim: 1 }
    );
    assert_eq!(
        expand_layout(&[], &[], &[-1]).unwrap_err(),
        ShapeError::ExpandNewDimInferred { dim: 0 }
    );
    // Size 0 is not 1: it cannot be stretched.
    assert_eq!(
        expand_layout(&[0], &[1], &[1]).unwrap_err().to_string(),
        "The expanded size of the tensor (1) must match the existing size (0) at non-singleton dimension 0.  Target sizes: [1].  Tensor sizes: [0]"
    );
    // The right-most clash.
    assert_eq!(
        expand_layout(&[2, 3], &[3, 1], &[4, 5]).unwrap_err(),
        ShapeError::ExpandMismatch {
            expanded: 5,
            existing: 3,
            dim: 1,
            target: vec![4, 5],
            tensor: vec![2, 3],
        }
    );
    // Other negative sizes: against a size other than 1, PyTorch's mismatch text.
    assert_eq!(
        expand_layout(&[3], &[1], &[-2]).unwrap_err().to_string(),
        "The expanded size of the tensor (-2) must match the existing size (3) at non-singleton dimension 0.  Target sizes: [-2].  Tensor sizes: [3]"
    );
    assert_eq!(
        expand_layout(&[1], &[1], &[-2]).unwrap_err().to_string(),
        "numel: integer multiplication overflow"
    );
    assert_eq!(
        expand_layout(&[3], &[1], &[-5, 3]).unwrap_err(),
        ShapeError::NumelOverflow
    );
}

/// Every element of an expanded layout reads the source element that broadcasting pairs it with.
#[test]
fn expand_reads_the_broadcast_element() {
    let shapes = small_shapes(3, &[1, 2, 3]);
    for src in &shapes {
        let strides = contiguous_strides(src);
        for dest in &shapes {
            let Ok(r) = bcast(dest, src) else { continue };
            if &r != dest {
                continue;
            }
            let target: Vec<isize> = dest.iter().map(|&d| d as isize).collect();
            let (sizes, new_strides) = expand_layout(src, &strides, &target).unwrap();
            assert_eq!(&sizes, dest);
            let count: usize = dest.iter().product();
            for n in 0..count {
                // Multi-index in dest, then the source index (size-1 dims read index 0).
                let mut idx = vec![0; dest.len()];
                let mut m = n;
                for k in (0..dest.len()).rev() {
                    idx[k] = m % dest[k];
                    m /= dest[k];
                }
                let lead = dest.len() - src.len();
                let want: isize = (0..src.len())
                    .map(|k| {
                        if src[k] == 1 {
                            0
                        } else {
                            idx[lead + k] as isize * strides[k]
                        }
                    })
                    .sum();
                let got: isize = (0..dest.len())
                    .map(|k| idx[k] as isize * new_strides[k])
                    .sum();
                assert_eq!(got, want, "{src:?} -> {dest:?} element {n}");
            }
        }
    }
}

// ---------------------------------------------------------------------------------------------
// Error texts of §4 produced elsewhere (narrow, select, permute) and the crate's own texts.
// ---------------------------------------------------------------------------------------------

#[test]
fn error_texts() {
    let cases: Vec<(ShapeError, &str)> = vec![
        (
            ShapeError::NarrowOutOfRange {
                start: 0,
                length: 2,
                size: 1,
            },
            "start (0) + length (2) exceeds dimension size (1).",
        ),
        (
            ShapeError::SelectOutOfRange {
                index: 3,
                shape: vec![3, 3, 1],
                dim: 0,
            },
            "select(): index 3 out of range for tensor of size [3, 3, 1] at dimension 0",
        ),
        (
            ShapeError::PermuteDuplicate,
            "permute(): duplicate dims are not allowed.",
        ),
        (
            ShapeError::PermuteLength { given: 2, rank: 3 },
            "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the desired ordering of dimensions i.e. input.dim() = 3 is not equal to len(dims) = 2",
        ),
        (
            ShapeError::MultipleInferred,
            "only one dimension can be inferred",
        ),
        (
            ShapeError::InvalidShape {
                shape: vec![2, 5],
                numel: 12,
            },
            "shape '[2, 5]' is invalid for input of size 12",
        ),
        (
            ShapeError::AmbiguousInfer { shape: vec![0, -1] },
            "cannot reshape tensor of 0 elements into shape [0, -1] because the unspecified dimension size -1 can be any value and is ambiguous",
        ),
        (
            ShapeError::DimOutOfRange {
                dim: 2,
                min: -2,
                max: 1,
            },
            "Dimension out of range (expected to be in range of [-2, 1], but got 2)",
        ),
        (
            ShapeError::InvalidDimSize {
                size: -2,
                index: 1,
                shape: vec![2, -2],
            },
            "invalid shape dimension -2 at index 1 of shape [2, -2]",
        ),
        (
            ShapeError::NumelOverflow,
            "numel: integer multiplication overflow",
        ),
        (
            ShapeError::UnflattenUnexpected(Box::new(ShapeError::MultipleInferred)),
            "unflatten got an unexpected error:\nonly one dimension can be inferred",
        ),
        (
            ShapeError::StorageSizeOverflow {
                sizes: vec![2, 1],
                strides: vec![1 << 62, 1],
            },
            "Storage size calculation overflowed with sizes=[2, 1] and strides=[4611686018427387904, 1]",
        ),
        (
            ShapeError::ViewIncompatible,
            "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead.",
        ),
        (
            ShapeError::ExpandNewDimInferred { dim: 0 },
            "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 0",
        ),
        (
            ShapeError::ExpandTooFewSizes { sizes: 2, dims: 3 },
            "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)",
        ),
        (
            ShapeError::SameElementCount {
                shape_a: vec![4, 1],
                shape_b: vec![4],
            },
            "self and other do not have the same shape, but are broadcastable, and have the same number of elements.",
        ),
        (
            ShapeError::TooManyDims {
                rank: 40,
                max: MAX_RANK,
            },
            "tensors with more than 32 dimensions are not supported (got 40)",
        ),
        (
            ShapeError::Overflow { shape: vec![2, 5] },
            "Storage size calculation overflowed with sizes=[2, 5]",
        ),
        (
            ShapeError::RankMismatch {
                expected: 2,
                got: 3,
            },
            "expected a tensor with 2 dimensions, but got 3",
        ),
        (
            ShapeError::SizeMismatch {
                expected: vec![2, 3],
                got: vec![3, 2],
            },
            "expected shape [2, 3], but got [3, 2]",
        ),
    ];
    for (err, text) in cases {
        assert_eq!(err.to_string(), text, "{err:?}");
    }
}

#[test]
fn sizes_print_like_pytorch() {
    assert_eq!(DisplaySizes(&[2usize, 5]).to_string(), "[2, 5]");
    assert_eq!(DisplaySizes(&[7usize]).to_string(), "[7]");
    assert_eq!(DisplaySizes::<usize>(&[]).to_string(), "[]");
    assert_eq!(
        DisplaySizes(&[3isize, -1, 6, 3]).to_string(),
        "[3, -1, 6, 3]"
    );
}

#[cfg(feature = "std")]
#[test]
fn shape_error_is_a_std_error() {
    fn takes(_: &dyn std::error::Error) {}
    let err = bcast(&[3], &[4]).unwrap_err();
    takes(&err);
    let boxed: Box<dyn std::error::Error> = Box::new(err);
    assert_eq!(boxed.to_string(), mismatch(3, 4, 0));
}

#[test]
fn max_rank_is_32() {
    assert_eq!(MAX_RANK, 32);
}

// ---------------------------------------------------------------------------------------------
// More layout edge cases: large shapes, negative strides, argument checks, tensors' own layouts.
// ---------------------------------------------------------------------------------------------

#[test]
fn contiguous_strides_follow_the_recurrence() {
    // stride[last] = 1, stride[i] = stride[i+1] * max(size[i+1], 1), over every small shape.
    for s in small_shapes(4, &[0, 1, 2, 3]) {
        let strides = contiguous_strides(&s);
        assert_eq!(strides.len(), s.len());
        if let Some(&last) = strides.last() {
            assert_eq!(last, 1, "{s:?}");
        }
        for i in 0..s.len().saturating_sub(1) {
            assert_eq!(
                strides[i],
                strides[i + 1] * s[i + 1].max(1) as isize,
                "{s:?}"
            );
        }
    }
    // Rank 8.
    assert_eq!(
        contiguous_strides(&[2, 1, 3, 0, 4, 1, 5, 2]),
        vec![120, 120, 40, 40, 10, 10, 2, 1]
    );
}

#[test]
fn contiguous_strides_saturate_for_unaddressable_shapes() {
    let big = isize::MAX as usize;
    assert_eq!(contiguous_strides(&[3, big]), vec![isize::MAX, 1]);
    assert_eq!(
        contiguous_strides(&[2, 2, big]),
        vec![isize::MAX, isize::MAX, 1]
    );
    assert_eq!(contiguous_strides(&[2, usize::MAX]), vec![isize::MAX, 1]);
}

#[test]
#[should_panic(expected = "`out` must have one slot per size")]
fn contiguous_strides_into_rejects_a_wrong_output_length() {
    let mut out = [0isize; 2];
    contiguous_strides_into(&[2, 3, 4], &mut out);
}

#[test]
#[should_panic(expected = "one stride per size is needed")]
fn is_contiguous_rejects_mismatched_lengths() {
    let _ = is_contiguous(&[2, 3], &[1]);
}

#[test]
fn is_contiguous_with_negative_and_huge_strides() {
    // A reversed dim (negative stride) is not row-major.
    assert!(!is_contiguous(&[3], &[-1]));
    assert!(!is_contiguous(&[2, 3], &[-3, 1]));
    // ... unless it has size 1.
    assert!(is_contiguous(&[1, 3], &[-3, 1]));
    // All size-1 dims: any strides.
    assert!(is_contiguous(&[1, 1, 1], &[0, -7, isize::MAX]));
    // Expanded dims of size > 1 are not contiguous, even when the rest is.
    assert!(!is_contiguous(&[2, 3], &[0, 1]));
    assert!(!is_contiguous(&[3, 2], &[2, 0]));
    // Huge sizes: the expected stride is still exact.
    let big = isize::MAX as usize;
    assert!(is_contiguous(&[1, big], &[0, 1]));
    assert!(!is_contiguous(&[2, big], &[0, 1]));
    // A size whose expected stride overflows can never match.
    assert!(!is_contiguous(&[2, big, 2], &[isize::MAX, 2, 1]));
    // Zero-size: contiguous whatever the strides, wherever the 0 stands.
    assert!(is_contiguous(&[0], &[-4]));
    assert!(is_contiguous(&[5, 4, 0], &[1, 1, 1]));
}

#[test]
fn checked_numel_more_cases() {
    assert_eq!(checked_numel(&[1; 100]), Some(1));
    let bits = usize::BITS as usize;
    assert_eq!(checked_numel(&vec![2; bits - 2]), Some(1 << (bits - 2)));
    assert_eq!(checked_numel(&vec![2; bits - 1]), None); // beyond isize::MAX
    assert_eq!(checked_numel(&vec![2; bits]), None);
    assert_eq!(checked_numel(&[3, 0]), Some(0));
    assert_eq!(checked_numel(&[0]), Some(0));
    assert_eq!(checked_numel(&[7]), Some(7));
    // Zero does not excuse an overflow elsewhere (the order does not matter).
    let mut s = vec![2; bits];
    s.insert(bits / 2, 0);
    assert_eq!(checked_numel(&s), None);
}

#[test]
fn broadcast_pair_into_more_cases() {
    let mut none: [usize; 0] = [];
    assert_eq!(broadcast_pair_into(&[], &[], &mut none), Ok(()));
    let mut out = [0; 8];
    broadcast_pair_into(&[2, 1, 3, 1, 4, 1, 5, 1], &[6, 1, 7, 1, 8, 1, 9], &mut out).unwrap();
    assert_eq!(out, [2, 6, 3, 7, 4, 8, 5, 9]);
    let mut out = [0; 2];
    broadcast_pair_into(&[0, 1], &[1, 0], &mut out).unwrap();
    assert_eq!(out, [0, 0]);
    // The five documented broadcast errors, as conflicts.
    type Case = (&'static [usize], &'static [usize], (usize, usize, usize));
    let cases: &[Case] = &[
        (&[5, 2, 4, 1], &[3, 1, 1], (2, 3, 1)),
        (&[4, 3], &[4], (3, 4, 1)),
        (&[3], &[4], (3, 4, 0)),
        (&[2, 1], &[8, 4, 3], (2, 4, 1)),
        (&[0], &[2, 2], (0, 2, 1)),
    ];
    for &(a, b, (size_a, size_b, dim)) in cases {
        let mut out = vec![0; a.len().max(b.len())];
        assert_eq!(
            broadcast_pair_into(a, b, &mut out),
            Err(BroadcastConflict {
                size_a,
                size_b,
                dim
            }),
            "{a:?} {b:?}"
        );
        assert_eq!(
            broadcast_pair_into(a, b, &mut out).unwrap_err().to_string(),
            bcast_err(a, b)
        );
    }
}

#[test]
fn owned_tensors_have_contiguous_strides() {
    use shaped::prelude::*;
    for s in small_shapes(3, &[0, 1, 2, 3]) {
        let t = DynTensor::<u8>::zeros(&s);
        assert_eq!(t.stride(), &contiguous_strides(&s)[..], "{s:?}");
        assert!(t.is_contiguous());
    }
    let t = Tensor::<u8, shape![2, 0, 3]>::zeros();
    assert_eq!(t.stride(), &[3, 3, 1]);
    let h = HeapTensor::<u8, shape![Dyn, 1, 4]>::try_from_shape_fn(&[3, 1, 4], |_| 0).unwrap();
    assert_eq!(h.stride(), &[4, 4, 1]);
}
