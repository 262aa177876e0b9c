//! Random shapes for the n-ary element-wise operations on the dynamic path against the shared naive
//! reference (`tests/all/reference`): ranks 0 to 5, sizes 0 to 5, three operands derived from a
//! common shape (leading dims dropped, dims set to 1) and sometimes broken (a dim changed), each
//! read as a plain tensor or a view — transposed, narrowed or expanded.
//!
//! Checked: `try_zip_map3` (which elements meet), `try_where`, `try_clamp_tensor`,
//! `try_maximum`/`try_minimum`, the six comparisons and `broadcast_tensors` — values, shapes and
//! exact error texts.
#![cfg(feature = "alloc")]

use proptest::prelude::*;
use shaped::ops::{broadcast_tensors, try_where};
use shaped::prelude::*;

use crate::reference::{
    numel, ravel, ref_broadcast, ref_broadcast_all, ref_clamp, ref_compare, ref_maximum,
    ref_minimum, ref_positions, ref_where, unravel,
};

// ---------------------------------------------------------------------------------------------
// Operands: a logical shape read through one of four layouts, with its values computed by hand.
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Copy, Debug)]
enum Layout {
    Plain,
    /// The stored tensor has dims 0 and `rank - 1` swapped; the view transposes them back.
    Transposed,
    /// Dim `k` is stored 2 longer and narrowed from 1.
    Narrowed(usize),
    /// Dim `k` is stored as 1 and expanded (stride 0).
    Expanded(usize),
}

struct Opnd<T> {
    stored: DynTensor<T>,
    shape: Vec<usize>,
    layout: Layout,
    logical: Vec<T>,
}

impl<T: Clone> Opnd<T> {
    fn new(shape: &[usize], pick: u8, value: impl Fn(usize) -> T) -> Opnd<T> {
        let rank = shape.len();
        let layout = match (pick % 4, rank) {
            (_, 0) | (0, _) => Layout::Plain,
            (1, r) if r >= 2 => Layout::Transposed,
            (1, _) | (2, _) => Layout::Narrowed(pick as usize % rank),
            _ => Layout::Expanded(pick as usize % rank),
        };
        let mut stored_shape = shape.to_vec();
        match layout {
            Layout::Plain => {}
            Layout::Transposed => stored_shape.swap(0, rank - 1),
            Layout::Narrowed(k) => stored_shape[k] += 2,
            Layout::Expanded(k) => stored_shape[k] = 1,
        }
        let stored = DynTensor::from_shape_fn(&stored_shape, &value);
        let logical = (0..numel(shape))
            .map(|p| {
                let mut ix = unravel(p, shape);
                match layout {
                    Layout::Plain => {}
                    Layout::Transposed => ix.swap(0, rank - 1),
                    Layout::Narrowed(k) => ix[k] += 1,
                    Layout::Expanded(k) => ix[k] = 0,
                }
                value(ravel(&ix, &stored_shape))
            })
            .collect();
        Opnd {
            stored,
            shape: shape.to_vec(),
            layout,
            logical,
        }
    }

    fn view(&self) -> DynView<'_, T> {
        let v = match self.layout {
            Layout::Plain => self.stored.view(),
            Layout::Transposed => self.stored.transpose(0, -1),
            Layout::Narrowed(k) => self.stored.narrow(k as isize, 1, self.shape[k]),
            Layout::Expanded(_) => {
                let sizes: Vec<isize> = self.shape.iter().map(|&d| d as isize).collect();
                self.stored.expand(&sizes)
            }
        };
        assert_eq!(v.shape(), &self.shape[..]);
        v
    }
}

fn float(seed: u8) -> impl Fn(usize) -> f64 {
    move |i| {
        let h = i
            .wrapping_mul(2_654_435_761)
            .wrapping_add(seed as usize * 97)
            % 11;
        if h == 7 {
            f64::NAN
        } else {
            h as f64 / 2.0 - 2.0
        }
    }
}

fn int(seed: u8) -> impl Fn(usize) -> i64 {
    move |i| (i as i64 * 1000 + seed as i64) % 100_003
}

fn flag(seed: u8) -> impl Fn(usize) -> bool {
    move |i| !(i + seed as usize).is_multiple_of(3)
}

/// Floats equal as values, NaN equal to NaN.
fn same(a: f64, b: f64) -> bool {
    (a.is_nan() && b.is_nan()) || a == b
}

// ---------------------------------------------------------------------------------------------
// Strategies.
// ---------------------------------------------------------------------------------------------

fn shape() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(
        prop_oneof![1 => Just(0usize), 3 => Just(1usize), 6 => 2usize..=5],
        0..=5,
    )
}

/// An operand shape from `base`: `drop` leading dims dropped, dims set to 1 by `ones`, and
/// perhaps one dim changed to another size (`breaker`).
fn derive(
    base: &[usize],
    drop: usize,
    ones: &[bool],
    breaker: Option<(usize, usize)>,
) -> Vec<usize> {
    let mut s = base[drop.min(base.len())..].to_vec();
    for (d, &one) in s.iter_mut().zip(ones) {
        if one {
            *d = 1;
        }
    }
    if let (Some((k, size)), false) = (breaker, s.is_empty()) {
        let k = k % s.len();
        s[k] = if s[k] == size { (size + 1) % 6 } else { size };
    }
    s
}

#[derive(Debug, Clone)]
struct Case {
    shapes: [Vec<usize>; 3],
    picks: [u8; 3],
    seeds: [u8; 3],
}

fn case() -> impl Strategy<Value = Case> {
    let one = (
        0usize..=5,
        prop::collection::vec(prop::bool::weighted(0.3), 5),
        prop::option::weighted(0.15, (0usize..5, 0usize..=5)),
    );
    (
        shape(),
        [one.clone(), one.clone(), one],
        any::<[u8; 3]>(),
        any::<[u8; 3]>(),
    )
        .prop_map(|(base, ops, picks, seeds)| {
            let shapes = ops.map(|(drop, ones, breaker)| derive(&base, drop, &ones, breaker));
            Case {
                shapes,
                picks,
                seeds,
            }
        })
}

impl Case {
    fn expected(&self) -> Result<Vec<usize>, String> {
        let [a, b, c] = &self.shapes;
        ref_broadcast_all(&[a, b, c])
    }
    fn positions(&self, out: &[usize]) -> Vec<Vec<usize>> {
        let [a, b, c] = &self.shapes;
        ref_positions(&[a, b, c], out)
    }
}

// ---------------------------------------------------------------------------------------------
// Properties.
// ---------------------------------------------------------------------------------------------

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn zip_map3_reads_the_reference_triples(case in case()) {
        let ops: Vec<Opnd<i64>> = (0..3)
            .map(|k| Opnd::new(&case.shapes[k], case.picks[k], int(case.seeds[k])))
            .collect();
        let (a, b, c) = (ops[0].view(), ops[1].view(), ops[2].view());
        let got = a.try_zip_map3(&b, &c, |x, y, z| (*x, *y, *z));
        match case.expected() {
            Ok(out) => {
                let got = got.unwrap();
                prop_assert_eq!(got.shape(), &out[..]);
                prop_assert!(got.is_contiguous());
                let want: Vec<(i64, i64, i64)> = case
                    .positions(&out)
                    .iter()
                    .map(|p| (ops[0].logical[p[0]], ops[1].logical[p[1]], ops[2].logical[p[2]]))
                    .collect();
                prop_assert_eq!(got.to_vec(), want);
            }
            Err(text) => prop_assert_eq!(got.unwrap_err().to_string(), text),
        }
    }

    #[test]
    fn where_and_clamp_match_the_reference(case in case()) {
        let cond = Opnd::new(&case.shapes[0], case.picks[0], flag(case.seeds[0]));
        let x = Opnd::new(&case.shapes[1], case.picks[1], float(case.seeds[1]));
        let y = Opnd::new(&case.shapes[2], case.picks[2], float(case.seeds[2]));
        let got = try_where(&cond.view(), &x.view(), &y.view());
        let xf = Opnd::new(&case.shapes[0], case.picks[0], float(case.seeds[0]));
        let clamped = xf.view().try_clamp_tensor(&x.view(), &y.view());
        match case.expected() {
            Ok(out) => {
                let got = got.unwrap().to_vec();
                let clamped = clamped.unwrap();
                prop_assert_eq!(clamped.shape(), &out[..]);
                let clamped = clamped.to_vec();
                for (k, p) in case.positions(&out).iter().enumerate() {
                    let w = ref_where(cond.logical[p[0]], &x.logical[p[1]], &y.logical[p[2]]);
                    prop_assert!(same(got[k], w), "where at {}: {} vs {}", k, got[k], w);
                    let w = ref_clamp(xf.logical[p[0]], x.logical[p[1]], y.logical[p[2]]);
                    prop_assert!(same(clamped[k], w), "clamp at {}: {} vs {}", k, clamped[k], w);
                }
            }
            Err(text) => {
                prop_assert_eq!(got.unwrap_err().to_string(), text.clone());
                prop_assert_eq!(clamped.unwrap_err().to_string(), text);
            }
        }
    }

    #[test]
    fn binary_nary_ops_match_the_reference(case in case()) {
        let a = Opnd::new(&case.shapes[0], case.picks[0], float(case.seeds[0]));
        let b = Opnd::new(&case.shapes[1], case.picks[1], float(case.seeds[1]));
        let (va, vb) = (a.view(), b.view());
        let expected = ref_broadcast(&a.shape, &b.shape);
        let cmp = [
            ("eq", va.try_eq(&vb)),
            ("ne", va.try_ne(&vb)),
            ("lt", va.try_lt(&vb)),
            ("le", va.try_le(&vb)),
            ("gt", va.try_gt(&vb)),
            ("ge", va.try_ge(&vb)),
        ];
        let (mx, mn) = (va.try_maximum(&vb), va.try_minimum(&vb));
        match expected {
            Ok(out) => {
                let pos = ref_positions(&[&a.shape, &b.shape], &out);
                let pairs: Vec<(f64, f64)> =
                    pos.iter().map(|p| (a.logical[p[0]], b.logical[p[1]])).collect();
                for (name, got) in cmp {
                    let got = got.unwrap();
                    prop_assert_eq!(got.shape(), &out[..]);
                    let want: Vec<bool> = pairs.iter().map(|&(x, y)| ref_compare(name, x, y)).collect();
                    prop_assert_eq!(got.to_vec(), want, "{}", name);
                }
                let (mx, mn) = (mx.unwrap().to_vec(), mn.unwrap().to_vec());
                for (k, &(x, y)) in pairs.iter().enumerate() {
                    prop_assert!(same(mx[k], ref_maximum(x, y)));
                    prop_assert!(same(mn[k], ref_minimum(x, y)));
                }
            }
            Err(text) => {
                for (_, got) in cmp {
                    prop_assert_eq!(got.unwrap_err().to_string(), text.clone());
                }
                prop_assert_eq!(mx.unwrap_err().to_string(), text.clone());
                prop_assert_eq!(mn.unwrap_err().to_string(), text);
            }
        }
    }

    #[test]
    fn broadcast_tensors_match_the_reference(case in case()) {
        let ops: Vec<Opnd<i64>> = (0..3)
            .map(|k| Opnd::new(&case.shapes[k], case.picks[k], int(case.seeds[k])))
            .collect();
        let views: Vec<DynView<'_, i64>> = ops.iter().map(|o| o.view()).collect();
        let refs: Vec<&DynView<'_, i64>> = views.iter().collect();
        let got = broadcast_tensors(&refs);
        match case.expected() {
            Ok(out) => {
                let got = got.unwrap();
                prop_assert_eq!(got.len(), 3);
                let pos = case.positions(&out);
                for (k, v) in got.iter().enumerate() {
                    prop_assert_eq!(v.shape(), &out[..]);
                    // No copy (an empty tensor has no storage to share).
                    prop_assert!(ops[k].stored.numel() == 0 || v.shares_storage_with(&ops[k].stored));
                    let want: Vec<i64> = pos.iter().map(|p| ops[k].logical[p[k]]).collect();
                    prop_assert_eq!(v.to_vec(), want);
                }
            }
            Err(text) => prop_assert_eq!(got.unwrap_err().to_string(), text),
        }
    }
}
