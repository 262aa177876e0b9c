//! Random shapes on the dynamic path against a naive reference (`tests/all/reference`) written from
//! the broadcasting and in-place rules: ranks 0 to 8, sizes 0 to 7, pairs that usually broadcast
//! (one derived from the other by dropping leading dims and setting dims to 1) and sometimes do not
//! (a dim changed to another size), operands that are sometimes non-contiguous (permuted views).
//!
//! Checked: `broadcast_shapes`, `broadcast_pair_into`, `try_add`, `try_mul`, `try_zip_map`
//! (which elements are paired), `try_add_assign`, `try_par_add_assign` and `try_assign` —
//! results, layouts and exact error texts. A second generator (`redrawn_pairs`) redraws sizes
//! dim by dim instead of deriving one shape from the other.
#![cfg(feature = "alloc")]

use proptest::prelude::*;
use shaped::broadcast_shapes;
use shaped::layout::broadcast_pair_into;
use shaped::prelude::*;

/// The largest element count of a generated base shape.
const MAX_ELEMS: usize = 4096;

use crate::reference::{numel, ref_broadcast, ref_inplace, ref_pairs, row_major_strides, unravel};

// ---------------------------------------------------------------------------------------------
// Operands: contiguous, or a permuted view of a tensor stored in another order.
// ---------------------------------------------------------------------------------------------

/// An operand of logical shape `shape`: the stored tensor and, when permuted, the order that
/// turns it into `shape`. `logical` holds the values in row-major order of `shape`, computed by
/// hand.
struct Operand {
    stored: DynTensor<i64>,
    order: Option<Vec<isize>>,
    logical: Vec<i64>,
}

impl Operand {
    /// `keys` (when given) decide a permutation: dim `k` of the view is dim `order[k]` of the
    /// stored tensor, `order` sorting the first `rank` keys.
    fn new(shape: &[usize], keys: Option<&[u8]>, value: impl Fn(usize) -> i64) -> Operand {
        let rank = shape.len();
        match keys {
            Some(keys) if rank >= 2 => {
                let mut order: Vec<usize> = (0..rank).collect();
                order.sort_by_key(|&k| (keys[k], k));
                // Stored sizes: stored[order[k]] = shape[k].
                let mut stored_shape = vec![0; rank];
                for k in 0..rank {
                    stored_shape[order[k]] = shape[k];
                }
                let stored = DynTensor::from_shape_fn(&stored_shape, &value);
                // The view's element at r is the stored element at s with s[order[k]] = r[k].
                let logical = (0..numel(shape))
                    .map(|p| {
                        let r = unravel(p, shape);
                        let mut s = vec![0; rank];
                        for k in 0..rank {
                            s[order[k]] = r[k];
                        }
                        value(s.iter().zip(&stored_shape).fold(0, |q, (&i, &n)| q * n + i))
                    })
                    .collect();
                Operand {
                    stored,
                    order: Some(order.iter().map(|&o| o as isize).collect()),
                    logical,
                }
            }
            _ => Operand {
                stored: DynTensor::from_shape_fn(shape, &value),
                order: None,
                logical: (0..numel(shape)).map(value).collect(),
            },
        }
    }

    fn view(&self) -> DynView<'_, i64> {
        match &self.order {
            Some(order) => self.stored.permute(order),
            None => self.stored.view(),
        }
    }
}

fn va(i: usize) -> i64 {
    i as i64 * 1000 + 3
}
fn vb(i: usize) -> i64 {
    i as i64 * 7 + 1
}

// ---------------------------------------------------------------------------------------------
// Strategies.
// ---------------------------------------------------------------------------------------------

fn size() -> impl Strategy<Value = usize> {
    prop_oneof![
        1 => Just(0usize),
        4 => Just(1usize),
        4 => 2usize..=3,
        2 => 4usize..=7,
    ]
}

/// A shape of rank 0..=8 whose element count (zeros counted as 1) stays within `MAX_ELEMS`:
/// sizes that would pass the bound become 1.
fn shape() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(size(), 0..=8).prop_map(|mut s| {
        let mut count = 1;
        for d in s.iter_mut() {
            if count * (*d).max(1) > MAX_ELEMS {
                *d = 1;
            }
            count *= (*d).max(1);
        }
        s
    })
}

/// Derives an operand shape from `base`: drop some leading dims (`drop` picks how many, 0 to
/// all), set dims to 1 by `ones`.
fn derive(base: &[usize], drop: Option<prop::sample::Index>, ones: &[bool]) -> Vec<usize> {
    let drop = drop.map_or(0, |i| i.index(base.len() + 1));
    let mut s = base[drop..].to_vec();
    for (d, &one) in s.iter_mut().zip(ones) {
        if one {
            *d = 1;
        }
    }
    s
}

#[derive(Debug, Clone)]
struct Pair {
    a: Vec<usize>,
    b: Vec<usize>,
    /// Permutation keys for non-contiguous operands.
    a_keys: Option<Vec<u8>>,
    b_keys: Option<Vec<u8>>,
}

fn pair() -> impl Strategy<Value = Pair> {
    let derived = (
        shape(),
        (
            any::<prop::sample::Index>(),
            prop::collection::vec(prop::bool::weighted(0.25), 8),
        ),
        (
            any::<prop::sample::Index>(),
            prop::collection::vec(prop::bool::weighted(0.25), 8),
        ),
        prop::option::weighted(0.4, (0usize..8, prop_oneof![Just(0usize), 2usize..=7])),
        any::<bool>(),
    )
        .prop_map(|(base, (da, oa), (db, ob), breaker, swap)| {
            // Usually one side keeps the full base, so the pair often has different ranks.
            let a = if swap {
                derive(&base, None, &oa)
            } else {
                derive(&base, Some(da), &oa)
            };
            let mut b = if swap {
                derive(&base, Some(db), &ob)
            } else {
                derive(&base, None, &ob)
            };
            if let Some((k, size)) = breaker
                && !b.is_empty()
            {
                let k = k % b.len();
                let old = b[k];
                b[k] = if old == size { size + 1 } else { size };
                // A change that still broadcasts may grow the result: keep it bounded.
                if ref_broadcast(&a, &b).is_ok_and(|out| numel(&out) > MAX_ELEMS) {
                    b[k] = old;
                }
            }
            (a, b)
        });
    // Sometimes two unrelated shapes (mostly clashing).
    let independent = (shape(), shape());
    (
        prop_oneof![4 => derived, 1 => independent],
        prop::option::weighted(0.3, prop::collection::vec(any::<u8>(), 8)),
        prop::option::weighted(0.3, prop::collection::vec(any::<u8>(), 8)),
    )
        .prop_filter("result too large", |((a, b), _, _)| {
            ref_broadcast(a, b).map_or(true, |out| numel(&out) <= MAX_ELEMS)
        })
        .prop_map(|((a, b), a_keys, b_keys)| Pair {
            a,
            b,
            a_keys,
            b_keys,
        })
}

// ---------------------------------------------------------------------------------------------
// Properties.
// ---------------------------------------------------------------------------------------------

proptest! {
    #[test]
    fn broadcast_shapes_matches_the_reference(p in pair()) {
        let want = ref_broadcast(&p.a, &p.b);
        let got = broadcast_shapes(&[&p.a, &p.b]).map_err(|e| e.to_string());
        prop_assert_eq!(&got, &want, "{:?} with {:?}", p.a, p.b);
        let mut out = vec![usize::MAX; p.a.len().max(p.b.len())];
        let pair = broadcast_pair_into(&p.a, &p.b, &mut out).map(|()| out).map_err(|e| e.to_string());
        prop_assert_eq!(&pair, &want);
        // Swapped operands: the same shape, or an error naming the sizes the other way round.
        let swapped = broadcast_shapes(&[&p.b, &p.a]).map_err(|e| e.to_string());
        prop_assert_eq!(swapped, ref_broadcast(&p.b, &p.a));
    }

    #[test]
    fn out_of_place_operations_match_the_reference(p in pair()) {
        let a = Operand::new(&p.a, p.a_keys.as_deref(), va);
        let b = Operand::new(&p.b, p.b_keys.as_deref(), vb);
        let (av, bv) = (a.view(), b.view());
        prop_assert_eq!(av.shape(), &p.a[..]);
        prop_assert_eq!(bv.shape(), &p.b[..]);
        match ref_broadcast(&p.a, &p.b) {
            Ok(out) => {
                let pairs = ref_pairs(&p.a, &p.b, &out);
                let sum = av.try_add(&bv).unwrap();
                prop_assert_eq!(sum.shape(), &out[..]);
                prop_assert_eq!(sum.stride(), &row_major_strides(&out)[..]);
                prop_assert!(sum.is_contiguous());
                let want: Vec<i64> = pairs.iter().map(|&(i, j)| a.logical[i] + b.logical[j]).collect();
                prop_assert_eq!(sum.to_vec(), want);

                let prod = bv.try_mul(&av).unwrap();
                prop_assert_eq!(prod.shape(), &out[..]);
                let want: Vec<i64> = pairs.iter().map(|&(i, j)| b.logical[j] * a.logical[i]).collect();
                prop_assert_eq!(prod.to_vec(), want);

                let zipped = av.try_zip_map(&bv, |&x, &y| (x, y)).unwrap();
                prop_assert_eq!(zipped.shape(), &out[..]);
                let want: Vec<(i64, i64)> = pairs.iter().map(|&(i, j)| (a.logical[i], b.logical[j])).collect();
                prop_assert_eq!(zipped.to_vec(), want);
            }
            Err(text) => {
                prop_assert_eq!(av.try_add(&bv).unwrap_err().to_string(), text.clone());
                prop_assert_eq!(av.try_zip_map(&bv, |&x, &y| (x, y)).unwrap_err().to_string(), text);
                prop_assert_eq!(
                    bv.try_mul(&av).unwrap_err().to_string(),
                    ref_broadcast(&p.b, &p.a).unwrap_err()
                );
            }
        }
    }

    #[test]
    fn in_place_operations_match_the_reference(p in pair()) {
        let dest = Operand::new(&p.a, None, va);
        let src = Operand::new(&p.b, p.b_keys.as_deref(), vb);
        let mut x = dest.stored.clone();
        let mut y = dest.stored.clone();
        let mut z = dest.stored.clone();
        match ref_inplace(&p.a, &p.b) {
            Ok(()) => {
                x.try_add_assign(&src.view()).unwrap();
                y.try_assign(&src.view()).unwrap();
                z.try_par_add_assign(&src.view()).unwrap();
                let pairs = ref_pairs(&p.a, &p.b, &p.a);
                let want: Vec<i64> = pairs.iter().map(|&(i, j)| dest.logical[i] + src.logical[j]).collect();
                prop_assert_eq!(x.to_vec(), want.clone());
                prop_assert_eq!(z.to_vec(), want);
                let want: Vec<i64> = pairs.iter().map(|&(_, j)| src.logical[j]).collect();
                prop_assert_eq!(y.to_vec(), want);
            }
            Err(text) => {
                prop_assert_eq!(x.try_add_assign(&src.view()).unwrap_err().to_string(), text.clone());
                prop_assert_eq!(y.try_assign(&src.view()).unwrap_err().to_string(), text.clone());
                prop_assert_eq!(z.try_par_add_assign(&src.view()).unwrap_err().to_string(), text);
                // Nothing written.
                prop_assert_eq!(x.to_vec(), dest.logical.clone());
                prop_assert_eq!(y.to_vec(), dest.logical.clone());
                prop_assert_eq!(z.to_vec(), dest.logical.clone());
            }
        }
        // The destination never changes shape.
        prop_assert_eq!(x.shape(), &p.a[..]);
        prop_assert_eq!(y.shape(), &p.a[..]);
        prop_assert_eq!(z.shape(), &p.a[..]);
    }

    #[test]
    fn in_place_through_a_permuted_destination(p in pair()) {
        // The destination is a permuted (non-contiguous) mutable view; writes land in the
        // stored tensor at the permuted positions.
        prop_assume!(p.a.len() >= 2);
        let keys = p.a_keys.clone().unwrap_or_else(|| (0..8).rev().collect());
        let dest = Operand::new(&p.a, Some(&keys), va);
        let src = Operand::new(&p.b, None, vb);
        let order = dest.order.clone().unwrap();
        let mut stored = dest.stored.clone();
        let result = stored.view_mut().permute(&order).try_add_assign(&src.view());
        // The threaded form, through the same permuted destination.
        let mut par = dest.stored.clone();
        let par_result = par.view_mut().permute(&order).try_par_add_assign(&src.view());
        match ref_inplace(&p.a, &p.b) {
            Ok(()) => {
                prop_assert!(result.is_ok());
                prop_assert!(par_result.is_ok());
                let pairs = ref_pairs(&p.a, &p.b, &p.a);
                let want: Vec<i64> = pairs.iter().map(|&(i, j)| dest.logical[i] + src.logical[j]).collect();
                prop_assert_eq!(stored.permute(&order).to_vec(), want.clone());
                prop_assert_eq!(par.permute(&order).to_vec(), want);
            }
            Err(text) => {
                prop_assert_eq!(result.unwrap_err().to_string(), text.clone());
                prop_assert_eq!(par_result.unwrap_err().to_string(), text);
                prop_assert_eq!(stored.to_vec(), dest.stored.to_vec());
                prop_assert_eq!(par.to_vec(), dest.stored.to_vec());
            }
        }
    }

    #[test]
    fn n_ary_fold_matches_the_reference(p in pair(), c in shape()) {
        let want = ref_broadcast(&p.a, &p.b).and_then(|ab| ref_broadcast(&ab, &c));
        let got = broadcast_shapes(&[&p.a, &p.b, &c]).map_err(|e| e.to_string());
        prop_assert_eq!(got, want);
    }
}

// ---------------------------------------------------------------------------------------------
// The reference itself, on the documented examples of the rules (so a wrong reference cannot
// agree with a wrong library).
// ---------------------------------------------------------------------------------------------

#[test]
fn the_reference_agrees_with_semantics() {
    assert_eq!(
        ref_broadcast(&[5, 1, 4, 1], &[3, 1, 1]),
        Ok(vec![5, 3, 4, 1])
    );
    assert_eq!(
        ref_broadcast(&[8, 1, 6, 1], &[7, 1, 5]),
        Ok(vec![8, 7, 6, 5])
    );
    assert_eq!(ref_broadcast(&[4, 1], &[3]), Ok(vec![4, 3]));
    assert_eq!(ref_broadcast(&[0], &[1]), Ok(vec![0]));
    assert_eq!(ref_broadcast(&[], &[2, 3]), Ok(vec![2, 3]));
    assert_eq!(
        ref_broadcast(&[5, 2, 4, 1], &[3, 1, 1]).unwrap_err(),
        "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1"
    );
    assert_eq!(
        ref_broadcast(&[2, 1], &[8, 4, 3]).unwrap_err(),
        "The size of tensor a (2) must match the size of tensor b (4) at non-singleton dimension 1"
    );
    assert_eq!(ref_inplace(&[5, 3, 4, 1], &[3, 1, 1]), Ok(()));
    assert_eq!(
        ref_inplace(&[1, 3, 1], &[3, 1, 7]).unwrap_err(),
        "The expanded size of the tensor (1) must match the existing size (7) at non-singleton dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]"
    );
    assert_eq!(
        ref_inplace(&[2, 3], &[1, 2, 3]).unwrap_err(),
        "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
    );
    // Outer sum pairs: [2,1] + [3].
    assert_eq!(
        ref_pairs(&[2, 1], &[3], &[2, 3]),
        vec![(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
    );
    // A permuted operand's logical values: stored [3,2] seen as [2,3] (a transpose).
    let op = Operand::new(&[2, 3], Some(&[1, 0, 0, 0, 0, 0, 0, 0]), |i| i as i64);
    assert_eq!(op.order, Some(vec![1, 0]));
    assert_eq!(op.stored.shape(), &[3, 2]);
    assert_eq!(op.logical, vec![0, 2, 4, 1, 3, 5]);
}

/// The generator covers what the properties are meant to test: legal and illegal pairs (out of
/// place and in place), ranks 0 and 8, zero sizes, unequal ranks, permuted operands.
#[test]
fn the_generator_covers_the_interesting_cases() {
    use proptest::strategy::ValueTree;
    use proptest::test_runner::TestRunner;
    let mut runner = TestRunner::deterministic();
    let strategy = pair();
    let (mut ok, mut err, mut in_ok, mut in_err) = (0, 0, 0, 0);
    let (mut rank0, mut rank8, mut zero, mut unequal, mut permuted) = (0, 0, 0, 0, 0);
    let mut max_out = 0;
    for _ in 0..2000 {
        let p = strategy.new_tree(&mut runner).unwrap().current();
        match ref_broadcast(&p.a, &p.b) {
            Ok(out) => {
                ok += 1;
                max_out = max_out.max(numel(&out));
            }
            Err(_) => err += 1,
        }
        match ref_inplace(&p.a, &p.b) {
            Ok(()) => in_ok += 1,
            Err(_) => in_err += 1,
        }
        rank0 += usize::from(p.a.is_empty() || p.b.is_empty());
        rank8 += usize::from(p.a.len() == 8 || p.b.len() == 8);
        zero += usize::from(p.a.contains(&0) || p.b.contains(&0));
        unequal += usize::from(p.a.len() != p.b.len());
        permuted += usize::from(p.a_keys.is_some() && p.a.len() >= 2);
    }
    let counts = [
        ok, err, in_ok, in_err, rank0, rank8, zero, unequal, permuted,
    ];
    println!(
        "ok {ok} err {err} in-place ok {in_ok} err {in_err} rank0 {rank0} rank8 {rank8} zero {zero} unequal {unequal} permuted {permuted} max output {max_out}"
    );
    assert!(ok > 800 && err > 200, "{counts:?}");
    assert!(in_ok > 300 && in_err > 300, "{counts:?}");
    assert!(counts[4..].iter().all(|&c| c > 50), "{counts:?}");
    assert!(max_out <= MAX_ELEMS);
}

// ---------------------------------------------------------------------------------------------
// A second generator: pairs whose sizes are kept, set to 1 or redrawn (0 to 7) dim by dim, on
// contiguous operands of at most 4096 elements each.
// ---------------------------------------------------------------------------------------------

mod redrawn_pairs {
    use crate::reference::{ref_broadcast, ref_inplace, ref_pairs};
    use proptest::prelude::*;
    use shaped::prelude::*;

    fn size() -> impl Strategy<Value = usize> {
        prop_oneof![3 => Just(1usize), 2 => 0..=3usize, 1 => 0..=7usize]
    }

    fn shape() -> impl Strategy<Value = Vec<usize>> {
        prop::collection::vec(size(), 0..=8).prop_filter("at most 4096 elements", |s| {
            s.iter().product::<usize>() <= 4096
        })
    }

    /// A pair that is often broadcastable: b drops leading dims of a, keeps, ones or redraws
    /// sizes.
    fn pair() -> impl Strategy<Value = (Vec<usize>, Vec<usize>)> {
        (shape(), any::<bool>())
            .prop_flat_map(|(a, swap)| {
                let n = a.len();
                (
                    Just(a),
                    0..=n,
                    prop::collection::vec(0..4u8, n),
                    prop::collection::vec(0..=7usize, n),
                    Just(swap),
                )
            })
            .prop_map(|(a, drop, how, redraw, swap)| {
                let b: Vec<usize> = (drop..a.len())
                    .map(|k| match how[k] {
                        0 | 1 => a[k],
                        2 => 1,
                        _ => redraw[k],
                    })
                    .collect();
                if swap { (b, a) } else { (a, b) }
            })
            .prop_filter("at most 4096 elements each", |(a, b)| {
                a.iter().product::<usize>() <= 4096 && b.iter().product::<usize>() <= 4096
            })
    }

    fn tensor(dims: &[usize], salt: i64) -> (DynTensor<i64>, Vec<i64>) {
        let n: usize = dims.iter().product();
        let values: Vec<i64> = (0..n as i64).map(|i| i * 3 + salt).collect();
        (DynTensor::from_vec(values.clone(), dims).unwrap(), values)
    }

    /// `f` of the elements that meet in the broadcast of `a` and `b`, in row-major order.
    fn zip(
        a: &[usize],
        av: &[i64],
        b: &[usize],
        bv: &[i64],
        out: &[usize],
        f: impl Fn(i64, i64) -> i64,
    ) -> Vec<i64> {
        ref_pairs(a, b, out)
            .into_iter()
            .map(|(i, j)| f(av[i], bv[j]))
            .collect()
    }

    proptest! {
        #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

        #[test]
        fn broadcast_shapes_matches_the_rule((a, b) in pair()) {
            let got = shaped::broadcast_shapes(&[&a, &b]).map_err(|e| e.to_string());
            prop_assert_eq!(got, ref_broadcast(&a, &b));
        }

        #[test]
        fn elementwise_matches_the_reference((a, b) in pair()) {
            let (ta, av) = tensor(&a, 1);
            let (tb, bv) = tensor(&b, -5);
            match ref_broadcast(&a, &b) {
                Ok(shape) => {
                    let sum = ta.try_add(&tb).unwrap();
                    prop_assert_eq!(sum.shape(), &shape[..]);
                    prop_assert!(sum.is_contiguous());
                    prop_assert_eq!(sum.to_vec(), zip(&a, &av, &b, &bv, &shape, |x, y| x + y));
                    let prod = ta.try_mul(&tb).unwrap();
                    prop_assert_eq!(prod.to_vec(), zip(&a, &av, &b, &bv, &shape, |x, y| x * y));
                    let custom = ta.try_zip_map(&tb, |x, y| 2 * x - y).unwrap();
                    prop_assert_eq!(
                        custom.to_vec(),
                        zip(&a, &av, &b, &bv, &shape, |x, y| 2 * x - y)
                    );
                }
                Err(text) => {
                    prop_assert_eq!(ta.try_add(&tb).unwrap_err().to_string(), text.clone());
                    prop_assert_eq!(ta.try_zip_map(&tb, |x, y| x - y).unwrap_err().to_string(), text);
                }
            }
        }

        #[test]
        fn in_place_matches_the_rule((a, b) in pair()) {
            let (mut dest, dv) = tensor(&a, 2);
            let (src, sv) = tensor(&b, 7);
            let result = dest.try_add_assign(&src);
            match ref_inplace(&a, &b) {
                Ok(()) => {
                    prop_assert!(result.is_ok());
                    prop_assert_eq!(dest.shape(), &a[..]);
                    prop_assert_eq!(dest.to_vec(), zip(&a, &dv, &b, &sv, &a, |x, y| x + y));
                }
                Err(text) => {
                    prop_assert_eq!(result.unwrap_err().to_string(), text);
                    prop_assert_eq!(dest.to_vec(), dv, "a failed in-place op leaves the destination untouched");
                }
            }
        }
    }
}
