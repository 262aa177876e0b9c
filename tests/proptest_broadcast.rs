//! The dynamic path against a naive reference, on random shapes: ranks 0 to 8, sizes 0 to 7
//! (zero-size dims and 0-d tensors included), legal and illegal pairs, out of place and in place.

use proptest::prelude::*;
use shaped::prelude::*;

/// The broadcast of two shapes by the rule, written independently of the library: walk from
/// the trailing end; equal sizes or a 1 (a missing dim counts as 1); the right-most clash is
/// reported with its index in the result counted from the left.
fn reference_broadcast(a: &[usize], b: &[usize]) -> Result<Vec<usize>, String> {
    let rank = a.len().max(b.len());
    let mut out = vec![0; rank];
    for k in (0..rank).rev() {
        let from_end = rank - 1 - k;
        let x = if from_end < a.len() {
            a[a.len() - 1 - from_end]
        } else {
            1
        };
        let y = if from_end < b.len() {
            b[b.len() - 1 - from_end]
        } else {
            1
        };
        out[k] = match (x, y) {
            _ if x == y => x,
            (1, _) => y,
            (_, 1) => x,
            _ => {
                return Err(format!(
                    "The size of tensor a ({x}) must match the size of tensor b ({y}) at non-singleton dimension {k}"
                ));
            }
        };
    }
    Ok(out)
}

/// Row-major position of `index` (one entry per dim of `dims`).
fn position(index: &[usize], dims: &[usize]) -> usize {
    index.iter().zip(dims).fold(0, |p, (&i, &d)| p * d + i)
}

/// The element of an operand of sizes `dims` read at output index `out_index`.
fn source_position(out_index: &[usize], dims: &[usize]) -> usize {
    let lead = out_index.len() - dims.len();
    let index: Vec<usize> = dims
        .iter()
        .enumerate()
        .map(|(k, &d)| if d == 1 { 0 } else { out_index[lead + k] })
        .collect();
    position(&index, dims)
}

/// Every index of `dims` in row-major order.
fn indices(dims: &[usize]) -> Vec<Vec<usize>> {
    let mut all = vec![vec![]];
    for &d in dims {
        all = all
            .into_iter()
            .flat_map(|prefix| {
                (0..d).map(move |i| {
                    let mut p = prefix.clone();
                    p.push(i);
                    p
                })
            })
            .collect();
    }
    all
}

fn reference_zip(
    a: &[usize],
    av: &[i64],
    b: &[usize],
    bv: &[i64],
    f: impl Fn(i64, i64) -> i64,
) -> Vec<i64> {
    let out = reference_broadcast(a, b).unwrap();
    indices(&out)
        .iter()
        .map(|ix| f(av[source_position(ix, a)], bv[source_position(ix, b)]))
        .collect()
}

fn size() -> impl Strategy<Value = usize> {
    prop_oneof![3 => Just(1usize), 2 => 0..=3usize, 1 => 0..=7usize]
}

fn shape() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(size(), 0..=8).prop_filter("at most 4096 elements", |s| {
        s.iter().product::<usize>() <= 4096
    })
}

/// A pair that is often broadcastable: b drops leading dims of a, keeps, ones or redraws sizes.
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

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn broadcast_shapes_matches_the_rule((a, b) in pair()) {
        let got = shaped::broadcast_shapes(&[&a, &b]).map_err(|e| e.to_string());
        prop_assert_eq!(got, reference_broadcast(&a, &b));
    }

    #[test]
    fn elementwise_matches_the_reference((a, b) in pair()) {
        let (ta, av) = tensor(&a, 1);
        let (tb, bv) = tensor(&b, -5);
        match reference_broadcast(&a, &b) {
            Ok(shape) => {
                let sum = ta.try_add(&tb).unwrap();
                prop_assert_eq!(sum.shape(), &shape[..]);
                prop_assert!(sum.is_contiguous());
                prop_assert_eq!(sum.to_vec(), reference_zip(&a, &av, &b, &bv, |x, y| x + y));
                let prod = ta.try_mul(&tb).unwrap();
                prop_assert_eq!(prod.to_vec(), reference_zip(&a, &av, &b, &bv, |x, y| x * y));
                let custom = ta.try_zip_map(&tb, |x, y| 2 * x - y).unwrap();
                prop_assert_eq!(custom.to_vec(), reference_zip(&a, &av, &b, &bv, |x, y| 2 * x - y));
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
        let fits = b.len() <= a.len()
            && b.iter().rev().zip(a.iter().rev()).all(|(&s, &d)| s == d || s == 1);
        let result = dest.try_add_assign(&src);
        if fits {
            prop_assert!(result.is_ok());
            prop_assert_eq!(dest.shape(), &a[..]);
            prop_assert_eq!(dest.to_vec(), reference_zip(&a, &dv, &b, &sv, |x, y| x + y));
        } else {
            let text = if b.len() > a.len() {
                format!(
                    "the number of sizes provided ({}) must be greater or equal to the number of dimensions in the tensor ({})",
                    a.len(),
                    b.len()
                )
            } else {
                let lead = a.len() - b.len();
                let k = (0..b.len()).rev().find(|&k| b[k] != a[lead + k] && b[k] != 1).unwrap();
                format!(
                    "The expanded size of the tensor ({}) must match the existing size ({}) at non-singleton dimension {}.  Target sizes: {:?}.  Tensor sizes: {:?}",
                    a[lead + k],
                    b[k],
                    lead + k,
                    a,
                    b
                )
            };
            prop_assert_eq!(result.unwrap_err().to_string(), text);
            prop_assert_eq!(dest.to_vec(), dv, "a failed in-place op leaves the destination untouched");
        }
    }
}
