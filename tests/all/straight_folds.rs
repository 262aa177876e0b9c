//! Reductions of row-major inputs along neighbouring dims take one straight pass that writes
//! each result element once; every other layout takes the general kernel. Both must give the
//! same bits: a row-major tensor and the same values seen through a narrowed view (rows with
//! gaps, so the general kernel, in the same memory order) are reduced along the same dims, for
//! sums, products, extremes and `argmax`/`argmin`, with runs that cross the kernel's block of
//! terms (128) and its tile of outputs (32).

use proptest::prelude::*;
use shaped::prelude::*;

use crate::reduce_proptest::same_f64;

/// Sizes `[a, b, c]` (`a` at least 2, so the narrowed view has gaps) with `b` up to past a
/// block of terms and `c` past a tile of outputs, and values with fractions (so float sums
/// round, and their order shows).
fn case() -> impl Strategy<Value = (Vec<usize>, Vec<f64>)> {
    (2usize..=4, 1usize..=135, 1usize..=35).prop_flat_map(|(a, b, c)| {
        let n = a * b * c;
        (
            Just(vec![a, b, c]),
            prop::collection::vec(-1.0e3f64..1.0e3, n),
        )
    })
}

/// The same values as `x` (sizes `dims`), read through a view whose last dim is narrowed out
/// of a wider buffer: not row-major, same memory order.
fn gapped(x: &DynTensor<f64>, dims: &[usize]) -> DynTensor<f64> {
    let (a, b, c) = (dims[0], dims[1], dims[2]);
    let mut wide = Vec::with_capacity(a * b * (c + 1));
    for row in x.to_vec().chunks_exact(c) {
        wide.extend_from_slice(row);
        wide.push(f64::NAN);
    }
    DynTensor::from_vec(wide, &[a, b, c + 1]).unwrap()
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn straight_and_general_folds_give_the_same_bits((dims, values) in case()) {
        let x = DynTensor::from_vec(values, &dims).unwrap();
        let wide = gapped(&x, &dims);
        let view = wide.narrow(2, 0, dims[2]);
        prop_assert!(view.as_slice().is_none());
        // Not dim 2 with another: the gaps cut such terms into runs, which the general kernel
        // folds run by run, so the sums of the two layouts may round differently.
        for along in [&[0isize][..], &[1], &[2], &[0, 1]] {
            let pairs = [
                (x.sum_dims(along, false), view.sum_dims(along, false)),
                (x.prod_dims(along, true), view.prod_dims(along, true)),
                (x.amax_dims(along, false), view.amax_dims(along, false)),
                (x.amin_dims(along, false), view.amin_dims(along, false)),
            ];
            for (straight, general) in pairs {
                prop_assert_eq!(straight.shape(), general.shape());
                let (s, g) = (straight.to_vec(), general.to_vec());
                prop_assert!(
                    s.iter().zip(&g).all(|(p, q)| p.to_bits() == q.to_bits()) && same_f64(&s, &g),
                    "along {:?}: {:?} vs {:?}", along, s, g
                );
            }
        }
        for dim in 0..3isize {
            prop_assert_eq!(x.argmax(dim, false).to_vec(), view.argmax(dim, false).to_vec());
            prop_assert_eq!(x.argmin(dim, true).to_vec(), view.argmin(dim, true).to_vec());
            let (v, i) = x.max(dim, false);
            let (gv, gi) = view.max(dim, false);
            prop_assert!(same_f64(&v.to_vec(), &gv.to_vec()));
            prop_assert_eq!(i.to_vec(), gi.to_vec());
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(24))]

    /// Contiguous rows longer than a block of terms: folded pairwise along the row, with the
    /// halves the general kernel's tree makes, so the same bits.
    #[test]
    fn long_rows_fold_pairwise_as_the_general_kernel(
        (dims, values) in (2usize..=3, 100usize..=700).prop_flat_map(|(a, n)| {
            (Just(vec![a, 1, n]), prop::collection::vec(-1.0e3f64..1.0e3, a * n))
        })
    ) {
        let x = DynTensor::from_vec(values, &dims).unwrap();
        let wide = gapped(&x, &dims);
        let view = wide.narrow(2, 0, dims[2]);
        prop_assert!(view.as_slice().is_none());
        let bits = |t: DynTensor<f64>| t.to_vec().iter().map(|v| v.to_bits()).collect::<Vec<_>>();
        prop_assert_eq!(bits(x.sum(2, false)), bits(view.sum(2, false)));
        prop_assert_eq!(bits(x.prod(-1, true)), bits(view.prod(-1, true)));
        prop_assert_eq!(bits(x.amin(2, false)), bits(view.amin(2, false)));
        prop_assert_eq!(x.argmax(2, false).to_vec(), view.argmax(2, false).to_vec());
    }
}

/// A NaN in a row: the straight `argmax`/`argmin` pick its first position, as the general
/// kernel does, and the extremes propagate it.
#[test]
fn straight_picks_and_extremes_take_the_first_nan() {
    let x = DynTensor::from_vec(
        vec![1.0, f64::NAN, 3.0, f64::NAN, 0.0, -1.0, 2.0, 5.0],
        &[2, 4],
    )
    .unwrap();
    assert_eq!(x.argmax(1, false).to_vec(), vec![1, 3]);
    assert_eq!(x.argmin(1, false).to_vec(), vec![1, 1]);
    assert_eq!(x.argmax(0, false).to_vec(), vec![0, 0, 0, 0]);
    let rows = x.amax(1, false).to_vec();
    assert!(rows[0].is_nan() && rows[1] == 5.0);
    let cols = x.amin(0, false).to_vec();
    assert!(cols[0] == 0.0 && cols[1].is_nan() && cols[2] == 2.0 && cols[3].is_nan());
}

/// The sum of `xs` as the kernels fold the terms of outputs that are neighbours in memory:
/// halves (the first a multiple of 8 long) until at most 16 terms, those added in order.
fn tree_sum(xs: &[f64]) -> f64 {
    if xs.len() <= 16 {
        return xs.iter().fold(0.0, |a, &x| a + x);
    }
    let half = xs.len() / 2;
    let (a, b) = xs.split_at(half - half % 8);
    tree_sum(a) + tree_sum(b)
}

fn bits_of(v: Vec<f64>) -> Vec<u64> {
    v.iter().map(|x| x.to_bits()).collect()
}

/// Column sums of more than a block of rows, on every path that folds them (a row-major
/// tensor, a view with gaps between its rows, a transposed view, a static heap tensor), wider
/// and narrower than the columns folded at once: each column the pairwise tree of its rows,
/// bit for bit.
#[test]
fn long_column_sums_follow_the_tree_on_every_path() {
    let mut s = 0x9e37_79b9_7f4a_7c15u64;
    let mut next = move || {
        s ^= s << 13;
        s ^= s >> 7;
        s ^= s << 17;
        (s >> 11) as f64 / (1u64 << 53) as f64 * [1.0, 1e3, 1e-3][(s % 3) as usize] - 0.3
    };
    for (n, c) in [(129, 3), (300, 40), (1000, 7), (260, 2100), (2000, 33)] {
        let v: Vec<f64> = (0..n * c).map(|_| next()).collect();
        let want: Vec<u64> = (0..c)
            .map(|j| {
                let col: Vec<f64> = (0..n).map(|i| v[i * c + j]).collect();
                (0.0 + tree_sum(&col)).to_bits()
            })
            .collect();
        let x = DynTensor::from_vec(v.clone(), &[n, c]).unwrap();
        assert_eq!(
            bits_of(x.sum(0, false).to_vec()),
            want,
            "row-major [{n}, {c}]"
        );
        let x3 = DynTensor::from_vec(v.clone(), &[n, 1, c]).unwrap();
        let wide = gapped(&x3, &[n, 1, c]);
        let view = wide.narrow(2, 0, c);
        assert!(view.as_slice().is_none());
        assert_eq!(bits_of(view.sum(0, false).to_vec()), want, "gapped");
        // Read as its transpose `[c, n]` and summed along the rows of that view.
        assert_eq!(bits_of(x.t().sum(1, false).to_vec()), want, "transposed");
        let mean: Vec<u64> = want
            .iter()
            .map(|&b| (f64::from_bits(b) / n as f64).to_bits())
            .collect();
        assert_eq!(bits_of(x.mean(0, true).to_vec()), mean);
    }
    let v: Vec<f64> = (0..300 * 40).map(|_| next()).collect();
    let h = HeapTensor::<f64, shape![300, 40]>::from_vec(v.clone(), &[300, 40]).unwrap();
    let d = DynTensor::from_vec(v, &[300, 40]).unwrap();
    assert_eq!(
        bits_of(h.sum::<0>().to_vec()),
        bits_of(d.sum(0, false).to_vec()),
        "static heap tensor"
    );
}
