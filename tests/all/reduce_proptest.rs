//! Property tests: reductions and matrix products on the dynamic path against the shared naive
//! reference (`tests/all/reference`), on random shapes (ranks 0 to 5, sizes 0 to 5), random dims
//! (negative, out of range, repeated), with and without keepdim, with views (transposed,
//! permuted, narrowed, expanded) as inputs. Values and error texts must match exactly.

use proptest::prelude::*;
use shaped::prelude::*;

use crate::reference::matmul::ref_matmul;
use crate::reference::reduce::{ref_count, ref_fold, ref_pick, ref_pick_all, ref_var};
use crate::reference::{Model, Op};

/// A view op to apply to the base tensor before reducing (`None`: the tensor itself).
pub(crate) fn view_op(sizes: &[usize], pick: (u8, usize, usize, usize)) -> Option<Op> {
    let rank = sizes.len();
    let (kind, x, y, z) = pick;
    match kind % 5 {
        1 if rank >= 2 => Some(Op::Transpose(x % rank, y % rank)),
        2 if rank >= 1 => {
            let d = x % rank;
            let start = if sizes[d] == 0 { 0 } else { y % (sizes[d] + 1) };
            let len = (sizes[d] - start).min(z % 4);
            Some(Op::Narrow(d, start, len))
        }
        3 if rank >= 2 => Some(Op::Permute((0..rank).rev().collect())),
        4 if rank <= 3 => Some(Op::Expand(1 + x % 2)),
        _ => None,
    }
}

/// Calls `f` with `base` seen through `op` (the one place this file builds views).
pub(crate) fn with_view<T: Clone, R>(
    base: &DynTensor<T>,
    op: Option<&Op>,
    f: impl FnOnce(&TensorBase<T, DynShape, shaped::tensor::View<'_, shaped::tensor::Heap>>) -> R,
) -> R {
    let v = base.view();
    match op {
        None => f(&v),
        Some(Op::Transpose(a, b)) => f(&base.transpose(*a as isize, *b as isize)),
        Some(Op::Narrow(d, s, l)) => f(&base.narrow(*d as isize, *s as isize, *l)),
        Some(Op::Permute(p)) => {
            let p: Vec<isize> = p.iter().map(|&k| k as isize).collect();
            f(&base.permute(&p))
        }
        Some(Op::Expand(new)) => {
            let mut sizes = vec![*new as isize, *new as isize];
            sizes.extend(base.shape().iter().map(|&d| if d == 1 { 2 } else { -1 }));
            f(&base.expand(&sizes))
        }
        Some(other) => panic!("not generated: {other:?}"),
    }
}

pub(crate) fn case() -> impl Strategy<Value = (Vec<usize>, Vec<i64>, (u8, usize, usize, usize))> {
    prop::collection::vec(0usize..=5, 0..=5).prop_flat_map(|sizes| {
        let n: usize = sizes.iter().product();
        (
            Just(sizes),
            prop::collection::vec(-3i64..=3, n),
            (any::<u8>(), any::<usize>(), any::<usize>(), any::<usize>()),
        )
    })
}

fn dims_list() -> impl Strategy<Value = Vec<isize>> {
    prop::collection::vec(-6isize..=6, 0..=3)
}

/// Equal up to rounding (the library sums in memory order, the reference in row-major order),
/// NaN against NaN, infinity against the same infinity (and nothing else).
pub(crate) fn close_f64(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            x == y
                || (x.is_nan() && y.is_nan())
                || (x.is_finite() && y.is_finite() && (x - y).abs() <= 1e-12 * x.abs().max(1.0))
        })
}

/// The comparison refuses what the properties must catch.
#[test]
fn close_f64_refuses_values_beyond_rounding() {
    let next = f64::from_bits(3.0f64.to_bits() + 1);
    assert!(close_f64(
        &[3.0, f64::NAN, f64::INFINITY],
        &[next, f64::NAN, f64::INFINITY]
    ));
    assert!(!close_f64(&[3.0], &[3.0 + 1e-9]));
    assert!(!close_f64(&[3.0], &[f64::NAN]));
    assert!(!close_f64(&[f64::INFINITY], &[f64::NEG_INFINITY]));
    assert!(!close_f64(&[f64::INFINITY], &[1e300]));
    assert!(!close_f64(&[3.0], &[3.0, 3.0]));
    assert!(!same_f64(&[3.0], &[next]));
}

pub(crate) fn same_f64(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x == y || (x.is_nan() && y.is_nan()))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn reductions_match_the_reference(
        (sizes, values, pick) in case(),
        dims in dims_list(),
        dim in -6isize..=6,
        keepdim in any::<bool>(),
    ) {
        let op = view_op(&sizes, pick);
        let model = match &op {
            Some(o) => Model::row_major_of(&sizes, values.clone()).apply(o),
            None => Model::row_major_of(&sizes, values.clone()),
        };
        let (vs, vv) = (model.sizes.clone(), model.values.clone());
        let base = DynTensor::from_vec(values.clone(), &sizes).unwrap();
        with_view(&base, op.as_ref(), |t| -> Result<(), TestCaseError> {
            prop_assert_eq!(t.shape(), &vs[..]);
            let got = |r: Result<DynTensor<i64>, ShapeError>| {
                r.map(|t| (t.shape().to_vec(), t.to_vec())).map_err(|e| e.to_string())
            };
            let sum = ref_fold(&vs, &vv, &dims, keepdim, None, 0i64, i64::wrapping_add);
            prop_assert_eq!(got(t.try_sum_dims(&dims, keepdim)), sum);
            let prod = ref_fold(&vs, &vv, &dims, keepdim, None, 1i64, i64::wrapping_mul);
            prop_assert_eq!(got(t.try_prod_dims(&dims, keepdim)), prod);
            let amax = ref_fold(&vs, &vv, &dims, keepdim, Some("amax"), i64::MIN, i64::max);
            prop_assert_eq!(got(t.try_amax_dims(&dims, keepdim)), amax);
            let amin = ref_fold(&vs, &vv, &dims, keepdim, Some("amin"), i64::MAX, i64::min);
            prop_assert_eq!(got(t.try_amin_dims(&dims, keepdim)), amin);
            let one = ref_fold(&vs, &vv, &[dim], keepdim, None, 0i64, i64::wrapping_add);
            prop_assert_eq!(got(t.try_sum(dim, keepdim)), one);
            let got_idx = |r: Result<DynTensor<usize>, ShapeError>| {
                r.map(|t| (t.shape().to_vec(), t.to_vec())).map_err(|e| e.to_string())
            };
            let am = ref_pick(&vs, &vv, dim, keepdim, "argmax", |x, b| x > b);
            prop_assert_eq!(got_idx(t.try_argmax(dim, keepdim)), am);
            let an = ref_pick(&vs, &vv, dim, keepdim, "argmin", |x, b| x < b);
            prop_assert_eq!(got_idx(t.try_argmin(dim, keepdim)), an);
            prop_assert_eq!(t.sum_all(), vv.iter().fold(0i64, |a, &x| a.wrapping_add(x)));
            prop_assert_eq!(
                t.try_argmax_all().map_err(|e| e.to_string()),
                ref_pick_all(&vv, "argmax", |x, b| x > b)
            );
            prop_assert_eq!(
                t.try_argmin_all().map_err(|e| e.to_string()),
                ref_pick_all(&vv, "argmin", |x, b| x < b)
            );
            Ok(())
        })?;

        // Floats: mean, and amax with NaN (every third element of the value -3 becomes NaN).
        let fvalues: Vec<f64> =
            values.iter().map(|&x| if x == -3 { f64::NAN } else { x as f64 }).collect();
        let fmodel: Vec<f64> =
            vv.iter().map(|&x| if x == -3 { f64::NAN } else { x as f64 }).collect();
        let fbase = DynTensor::from_vec(fvalues, &sizes).unwrap();
        with_view(&fbase, op.as_ref(), |t| -> Result<(), TestCaseError> {
            let mean = t.try_mean_dims(&dims, keepdim);
            let expect = ref_fold(&vs, &fmodel, &dims, keepdim, None, 0.0, |a, x| a + x);
            match (mean, expect) {
                (Ok(m), Ok((s, v))) => {
                    let n = ref_count(&vs, &dims) as f64;
                    let v: Vec<f64> = v.iter().map(|x| x / n).collect();
                    prop_assert_eq!(m.shape(), &s[..]);
                    prop_assert!(same_f64(&m.to_vec(), &v), "{:?} vs {:?}", m.to_vec(), v);
                }
                (Err(e), Err(x)) => prop_assert_eq!(e.to_string(), x),
                (m, x) => prop_assert!(false, "{:?} vs {:?}", m.map(|t| t.to_vec()), x),
            }
            for correction in [0, 1, 3] {
                let var = t.try_var_dims(&dims, correction, keepdim);
                match (var, ref_var(&vs, &fmodel, &dims, correction, keepdim)) {
                    (Ok(v), Ok((s, want))) => {
                        prop_assert_eq!(v.shape(), &s[..]);
                        prop_assert!(close_f64(&v.to_vec(), &want), "{:?} vs {:?}", v.to_vec(), want);
                        let sd = t.try_std_dims(&dims, correction, keepdim).unwrap().to_vec();
                        let want_sd: Vec<f64> = want.iter().map(|x| x.sqrt()).collect();
                        prop_assert!(close_f64(&sd, &want_sd), "{:?} vs {:?}", sd, want_sd);
                    }
                    (Err(e), Err(x)) => prop_assert_eq!(e.to_string(), x),
                    (v, x) => prop_assert!(false, "{:?} vs {:?}", v.map(|t| t.to_vec()), x),
                }
                let all = ref_var(&vs, &fmodel, &[], correction, false).unwrap().1;
                prop_assert!(close_f64(&[t.var_all(correction)], &all));
                let one = ref_var(&vs, &fmodel, &[dim], correction, keepdim)
                    .map_err(|e| e.to_string());
                let got = t.try_var(dim, correction, keepdim).map(|t| (t.shape().to_vec(), t.to_vec()));
                match (got, one) {
                    (Ok((gs, gv)), Ok((s, want))) => {
                        prop_assert_eq!(gs, s);
                        prop_assert!(close_f64(&gv, &want), "{:?} vs {:?}", gv, want);
                    }
                    (Err(e), Err(x)) => prop_assert_eq!(e.to_string(), x),
                    (g, x) => prop_assert!(false, "{:?} vs {:?}", g, x),
                }
            }
            let nanmax = |a: f64, x: f64| if a.is_nan() || x.is_nan() { f64::NAN } else { a.max(x) };
            let amax = t.try_amax_dims(&dims, keepdim);
            let expect =
                ref_fold(&vs, &fmodel, &dims, keepdim, Some("amax"), f64::NEG_INFINITY, nanmax);
            match (amax, expect) {
                (Ok(m), Ok((s, v))) => {
                    prop_assert_eq!(m.shape(), &s[..]);
                    prop_assert!(same_f64(&m.to_vec(), &v), "{:?} vs {:?}", m.to_vec(), v);
                }
                (Err(e), Err(x)) => prop_assert_eq!(e.to_string(), x),
                (m, x) => prop_assert!(false, "{:?} vs {:?}", m.map(|t| t.to_vec()), x),
            }
            let nan_first = |x: f64, b: f64| !b.is_nan() && (x > b || x.is_nan());
            let am = ref_pick(&vs, &fmodel, dim, keepdim, "argmax", nan_first);
            let got = t.try_argmax(dim, keepdim).map(|t| (t.shape().to_vec(), t.to_vec()));
            prop_assert_eq!(got.map_err(|e| e.to_string()), am);
            Ok(())
        })?;
    }

    #[test]
    fn matmul_matches_the_reference(
        ra in 0usize..=4,
        rb in 0usize..=4,
        sizes in prop::collection::vec(0usize..=4, 8),
        ones in prop::collection::vec(any::<bool>(), 8),
        same_inner in prop::bool::weighted(0.8),
        transpose in (any::<bool>(), any::<bool>()),
        seed in any::<u64>(),
    ) {
        // Batch dims: a size or 1 (so they broadcast often); inner sizes usually equal.
        let mut da: Vec<usize> = (0..ra).map(|i| if ones[i] { 1 } else { sizes[i] }).collect();
        let mut db: Vec<usize> = (0..rb).map(|i| if ones[4 + i] { 1 } else { sizes[4 + i] }).collect();
        if ra >= 1 {
            da[ra - 1] = sizes[7] % 4 + 1;
        }
        if same_inner && ra >= 1 && rb >= 1 {
            let at = if rb == 1 { 0 } else { rb - 2 };
            db[at] = da[ra - 1];
        }
        let fill = |n: usize, salt: u64| -> Vec<i64> {
            (0..n as u64).map(|i| ((i.wrapping_mul(2654435761) ^ seed ^ salt) % 7) as i64 - 3).collect()
        };
        let (na, nb) = (da.iter().product::<usize>(), db.iter().product::<usize>());
        // Operands stored transposed in memory (last two dims swapped) and read as views.
        let stored = |d: &[usize], t: bool| -> (Vec<usize>, Option<Op>) {
            let r = d.len();
            if t && r >= 2 {
                let mut s = d.to_vec();
                s.swap(r - 2, r - 1);
                (s, Some(Op::Transpose(r - 2, r - 1)))
            } else {
                (d.to_vec(), None)
            }
        };
        let (sa, opa) = stored(&da, transpose.0);
        let (sb, opb) = stored(&db, transpose.1);
        let (va, vb) = (fill(na, 1), fill(nb, 2));
        let ma = opa.as_ref().map_or(Model::row_major_of(&sa, va.clone()), |o| Model::row_major_of(&sa, va.clone()).apply(o));
        let mb = opb.as_ref().map_or(Model::row_major_of(&sb, vb.clone()), |o| Model::row_major_of(&sb, vb.clone()).apply(o));
        let expect = ref_matmul(&ma.sizes, &ma.strides, &ma.values, &mb.sizes, &mb.strides, &mb.values, 0i64, |acc, x, y| {
            acc.wrapping_add(x.wrapping_mul(y))
        });
        let (ba, bb) = (DynTensor::from_vec(va, &sa).unwrap(), DynTensor::from_vec(vb, &sb).unwrap());
        with_view(&ba, opa.as_ref(), |a| -> Result<(), TestCaseError> {
            with_view(&bb, opb.as_ref(), |b| -> Result<(), TestCaseError> {
                let got = a.try_matmul(b).map(|t| (t.shape().to_vec(), t.to_vec()));
                prop_assert_eq!(got.map_err(|e| e.to_string()), expect.clone());
                // f64 through the same paths (and the gemm kernel for the larger products). `map`
                // copies the views to row-major tensors, so only the values are compared: the
                // text of a 1-d · N-d error depends on the right operand's strides.
                let (fa, fb) = (a.map(|&x| x as f64), b.map(|&x| x as f64));
                match (fa.try_matmul(&fb), &expect) {
                    (Ok(t), Ok((_, v))) => {
                        let v: Vec<f64> = v.iter().map(|&x| x as f64).collect();
                        prop_assert_eq!(t.to_vec(), v);
                    }
                    (Err(_), Err(_)) => {}
                    (got, want) => prop_assert!(false, "{:?} vs {:?}", got.map(|t| t.to_vec()), want),
                }
                Ok(())
            })
        })?;
    }
}

/// One static shape reduced on the inline, heap and dynamic paths: the same values, bit for bit
/// (the paths fold in the same order for row-major inputs), and the same as the reference.
fn static_paths_agree(values: &[f64]) -> Result<(), TestCaseError> {
    type S = shape![3, 4, 5];
    let inline = Tensor::<f64, S>::from_fn(|i| values[i]);
    let heap = HeapTensor::<f64, S>::from_fn(|i| values[i]);
    let dynamic = DynTensor::from_vec(values.to_vec(), &[3, 4, 5]).unwrap();
    let bits = |v: Vec<f64>| v.into_iter().map(f64::to_bits).collect::<Vec<_>>();
    macro_rules! agree {
        ($axis:literal) => {{
            let d = dynamic.sum($axis, false).to_vec();
            prop_assert_eq!(bits(inline.sum::<$axis>().to_vec()), bits(d.clone()));
            prop_assert_eq!(bits(heap.sum::<$axis>().to_vec()), bits(d));
            let d = dynamic.mean($axis, true).to_vec();
            prop_assert_eq!(
                bits(inline.mean_keepdim::<$axis>().to_vec()),
                bits(d.clone())
            );
            prop_assert_eq!(bits(heap.mean_keepdim::<$axis>().to_vec()), bits(d));
            let d = dynamic.prod($axis, false).to_vec();
            prop_assert_eq!(bits(inline.prod::<$axis>().to_vec()), bits(d));
            let d = dynamic.amax($axis, false).to_vec();
            prop_assert_eq!(bits(inline.amax::<$axis>().to_vec()), bits(d.clone()));
            prop_assert_eq!(bits(heap.amax::<$axis>().to_vec()), bits(d));
            let d = dynamic.amin($axis, false).to_vec();
            prop_assert_eq!(bits(inline.amin::<$axis>().to_vec()), bits(d));
            let d = dynamic.argmax($axis, false).to_vec();
            prop_assert_eq!(inline.argmax::<$axis>().to_vec(), d.clone());
            prop_assert_eq!(heap.argmax::<$axis>().to_vec(), d);
            let d = dynamic.argmin($axis, true).to_vec();
            prop_assert_eq!(inline.argmin_keepdim::<$axis>().to_vec(), d);
            // var and std: inline arrays run straight loops, the others the strided kernel,
            // so sums of squares may round differently.
            for c in [0, 1, 7] {
                let d = dynamic.var($axis, c, false).to_vec();
                prop_assert!(close_f64(&inline.var::<$axis>(c).to_vec(), &d));
                prop_assert!(close_f64(&heap.var::<$axis>(c).to_vec(), &d));
                prop_assert!(close_f64(&heap.view().var::<$axis>(c).to_vec(), &d));
                let d = dynamic.std($axis, c, true).to_vec();
                prop_assert!(close_f64(&inline.std_keepdim::<$axis>(c).to_vec(), &d));
                prop_assert!(close_f64(&heap.std_keepdim::<$axis>(c).to_vec(), &d));
            }
        }};
    }
    agree!(0);
    agree!(1);
    agree!(2);
    prop_assert_eq!(inline.sum_all().to_bits(), dynamic.sum_all().to_bits());
    prop_assert_eq!(heap.sum_all().to_bits(), dynamic.sum_all().to_bits());
    prop_assert_eq!(inline.argmax_all(), dynamic.argmax_all());
    prop_assert_eq!(inline.argmin_all(), heap.argmin_all());
    prop_assert!(close_f64(&[inline.var_all(1)], &[dynamic.var_all(1)]));
    prop_assert!(close_f64(&[heap.std_all(0)], &[dynamic.std_all(0)]));
    // And with the reference (sums of these values depend on the order, so compare maxima
    // and positions, which do not).
    let sizes = [3usize, 4, 5];
    let nanmax = |a: f64, x: f64| {
        if a.is_nan() || x.is_nan() {
            f64::NAN
        } else {
            a.max(x)
        }
    };
    let (s, v) = ref_fold(
        &sizes,
        values,
        &[1],
        false,
        Some("amax"),
        f64::NEG_INFINITY,
        nanmax,
    )
    .unwrap();
    let m = inline.amax::<1>();
    prop_assert_eq!(m.shape(), &s[..]);
    prop_assert_eq!(bits(m.to_vec()), bits(v));
    let nan_first = |x: f64, b: f64| !b.is_nan() && (x > b || x.is_nan());
    let (_, v) = ref_pick(&sizes, values, 2, false, "argmax", nan_first).unwrap();
    prop_assert_eq!(inline.argmax::<2>().to_vec(), v);
    Ok(())
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(200))]

    #[test]
    fn static_and_dynamic_paths_agree(
        values in prop::collection::vec(
            prop_oneof![9 => -1e3f64..1e3, 1 => Just(f64::NAN), 1 => Just(-0.0f64)],
            60,
        ),
    ) {
        static_paths_agree(&values)?;
    }
}
