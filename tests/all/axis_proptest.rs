//! Property tests: the operations along one dim (`cumsum`, `cumprod`, `softmax`,
//! `log_softmax`, `logsumexp`, `norm`, `max`/`min` with positions, `all`/`any`/
//! `count_nonzero`, and their forms over lists of dims) on the dynamic path against the shared naive reference
//! (`tests/all/reference/reduce.rs`), on the random shapes, dims and views of
//! `reduce_proptest`. Integers, booleans, positions and error texts must match exactly;
//! floats up to rounding (the library sums lanes in another order).

use proptest::prelude::*;
use shaped::prelude::*;

use crate::reduce_proptest::{case, close_f64, same_f64, view_op, with_view};
use crate::reference::Model;
use crate::reference::reduce::{
    ref_along, ref_fold, ref_groups, ref_lane_extreme, ref_lane_logsumexp, ref_lane_norm,
    ref_lane_softmax, ref_lanes, ref_reduced_dims, ref_reduced_sizes,
};

type Got<T> = Result<(Vec<usize>, Vec<T>), String>;

fn got<T: Clone>(r: Result<DynTensor<T>, ShapeError>) -> Got<T> {
    r.map(|t| (t.shape().to_vec(), t.to_vec()))
        .map_err(|e| e.to_string())
}

fn same_shape<T: Clone>(r: Result<DynTensor<T>, ShapeError>) -> Result<Vec<T>, String> {
    r.map(|t| t.to_vec()).map_err(|e| e.to_string())
}

/// Equal outcomes, floats compared with `close_f64`.
fn close(a: &Got<f64>, b: &Got<f64>) -> bool {
    match (a, b) {
        (Ok((sa, va)), Ok((sb, vb))) => sa == sb && close_f64(va, vb),
        (Err(x), Err(y)) => x == y,
        _ => false,
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(300))]

    #[test]
    fn axis_ops_match_the_reference(
        (sizes, values, pick) in case(),
        dim in -6isize..=6,
        dims in prop::collection::vec(-6isize..=6, 0..=3),
        keepdim in any::<bool>(),
        p in prop::sample::select(vec![0.0, 1.0, 2.0, 3.0, 0.5, -1.0, f64::INFINITY, f64::NEG_INFINITY]),
    ) {
        let op = view_op(&sizes, pick);
        let model = match &op {
            Some(o) => Model::row_major_of(&sizes, values.clone()).apply(o),
            None => Model::row_major_of(&sizes, values.clone()),
        };
        let (vs, vv) = (model.sizes.clone(), model.values.clone());
        let n = vs.len().max(1) as isize;
        let wrapped = (if dim < 0 { dim + n } else { dim }).max(0) as usize;

        // Integers: running folds (wrapping), max/min with positions.
        let base = DynTensor::from_vec(values.clone(), &sizes).unwrap();
        with_view(&base, op.as_ref(), |t| -> Result<(), TestCaseError> {
            let run = |f: fn(i64, i64) -> i64| move |lane: &[i64]| {
                let mut acc = None;
                lane.iter().map(|&x| { let v = acc.map_or(x, |a| f(a, x)); acc = Some(v); v }).collect()
            };
            prop_assert_eq!(same_shape(t.try_cumsum(dim)), ref_along(&vs, &vv, dim, run(i64::wrapping_add)));
            prop_assert_eq!(same_shape(t.try_cumprod(dim)), ref_along(&vs, &vv, dim, run(i64::wrapping_mul)));
            for (largest, op) in [(true, "max"), (false, "min")] {
                let want = ref_lanes(&vs, &vv, dim, keepdim, |l| ref_lane_extreme(l, largest, op, wrapped));
                let r = if largest { t.try_max(dim, keepdim) } else { t.try_min(dim, keepdim) };
                let r = r.map(|(v, i)| (v.shape().to_vec(), v.to_vec().into_iter().zip(i.to_vec()).collect::<Vec<_>>()));
                prop_assert_eq!(r.map_err(|e| e.to_string()), want);
            }
            Ok(())
        })?;

        // Booleans: all, any, count_nonzero.
        let bvalues: Vec<bool> = values.iter().map(|&x| x > 0).collect();
        let bmodel: Vec<bool> = vv.iter().map(|&x| x > 0).collect();
        let bbase = DynTensor::from_vec(bvalues, &sizes).unwrap();
        with_view(&bbase, op.as_ref(), |t| -> Result<(), TestCaseError> {
            let all = ref_lanes(&vs, &bmodel, dim, keepdim, |l| Ok(l.iter().all(|&x| x)));
            prop_assert_eq!(got(t.try_all(dim, keepdim)), all);
            let any = ref_lanes(&vs, &bmodel, dim, keepdim, |l| Ok(l.iter().any(|&x| x)));
            prop_assert_eq!(got(t.try_any(dim, keepdim)), any);
            let count = ref_lanes(&vs, &bmodel, dim, false, |l| Ok(l.iter().filter(|&&x| x).count()));
            prop_assert_eq!(got(t.try_count_nonzero(dim)), count);
            // Lists of dims: `count_nonzero` of an empty list counts all; `all`/`any` of an
            // empty list reduce nothing.
            let count = ref_fold(&vs, &bmodel.iter().map(|&x| x as usize).collect::<Vec<_>>(),
                &dims, false, None, 0usize, |a, x| a + x);
            prop_assert_eq!(got(t.try_count_nonzero_dims(&dims)), count);
            if !dims.is_empty() {
                let all = ref_fold(&vs, &bmodel, &dims, keepdim, None, true, |a, x| a & x);
                prop_assert_eq!(got(t.try_all_dims(&dims, keepdim)), all);
                let any = ref_fold(&vs, &bmodel, &dims, keepdim, None, false, |a, x| a | x);
                prop_assert_eq!(got(t.try_any_dims(&dims, keepdim)), any);
            } else {
                prop_assert_eq!(t.try_all_dims(&dims, keepdim).unwrap().to_vec(), bmodel.clone());
            }
            prop_assert_eq!(t.all_all(), bmodel.iter().all(|&x| x));
            prop_assert_eq!(t.any_all(), bmodel.iter().any(|&x| x));
            prop_assert_eq!(t.count_nonzero_all(), bmodel.iter().filter(|&&x| x).count());
            Ok(())
        })?;

        // Floats, with NaN (-3), +inf (3), -inf (-2) and large values (2: 700, whose exp
        // overflows without the maximum taken out).
        let to_f = |&x: &i64| match x {
            -3 => f64::NAN,
            3 => f64::INFINITY,
            -2 => f64::NEG_INFINITY,
            2 => 700.0,
            x => x as f64,
        };
        let fbase = DynTensor::from_vec(values.iter().map(to_f).collect(), &sizes).unwrap();
        let fmodel: Vec<f64> = vv.iter().map(to_f).collect();
        with_view(&fbase, op.as_ref(), |t| -> Result<(), TestCaseError> {
            for log in [false, true] {
                let want = ref_along(&vs, &fmodel, dim, |l| ref_lane_softmax(l, log));
                let r = if log { t.try_log_softmax(dim) } else { t.try_softmax(dim) };
                match (same_shape(r), want) {
                    (Ok(a), Ok(b)) => prop_assert!(close_f64(&a, &b), "{:?} vs {:?}", a, b),
                    (a, b) => prop_assert_eq!(a.map(|_| ()), b.map(|_| ())),
                }
            }
            let want = ref_lanes(&vs, &fmodel, dim, keepdim, |l| Ok(ref_lane_logsumexp(l)));
            prop_assert!(close(&got(t.try_logsumexp(dim, keepdim)), &want));
            let place = format!("on the dimension {dim}");
            let want = ref_lanes(&vs, &fmodel, dim, keepdim, |l| ref_lane_norm(l, p, &place));
            let r = got(t.try_norm(p, dim, keepdim));
            prop_assert!(close(&r, &want), "{:?} vs {:?}", r, want);
            // A list of dims: every group of the reference reduced by the lane definitions
            // (the norm's own order of checks is PyTorch's, replayed by the fixture).
            if let Ok(mask) = ref_reduced_dims(vs.len(), &dims) {
                let sizes = ref_reduced_sizes(&vs, &mask, keepdim);
                let groups: Vec<Vec<f64>> = ref_groups(&vs, &mask)
                    .iter()
                    .map(|g| g.iter().map(|&q| fmodel[q]).collect())
                    .collect();
                let lse: Vec<f64> = groups.iter().map(|g| ref_lane_logsumexp(g)).collect();
                prop_assert!(close(&got(t.try_logsumexp_dims(&dims, keepdim)), &Ok((sizes.clone(), lse))));
                let empty_dim = mask.iter().zip(&vs).any(|(&m, &s)| m && s == 0)
                    || (dims.is_empty() && fmodel.is_empty());
                if !(empty_dim && (p < 0.0 || p == f64::INFINITY)) {
                    let norms: Vec<f64> =
                        groups.iter().map(|g| ref_lane_norm(g, p, "").unwrap()).collect();
                    let r = got(t.try_norm_dims(p, &dims, keepdim));
                    prop_assert!(close(&r, &Ok((sizes, norms))), "{:?}", r);
                } else {
                    prop_assert!(t.try_norm_dims(p, &dims, keepdim).is_err());
                }
            } else {
                prop_assert!(t.try_logsumexp_dims(&dims, keepdim).is_err());
                prop_assert!(t.try_norm_dims(p, &dims, keepdim).is_err());
            }
            let all = ref_lane_norm(&fmodel, p, "on an empty tensor");
            let r = t.try_norm_all(p).map_err(|e| e.to_string());
            match (r, all) {
                (Ok(a), Ok(b)) => prop_assert!(close_f64(&[a], &[b]), "{} vs {}", a, b),
                (a, b) => prop_assert_eq!(a, b),
            }
            let maxed = t.try_max_all().map_err(|e| e.to_string());
            let want = if fmodel.is_empty() {
                Err("max(): Expected reduction dim to be specified for input.numel() == 0. \
                     Specify the reduction dim with the 'dim' argument.".to_string())
            } else {
                Ok(crate::reference::reduce::ref_lane_max(&fmodel))
            };
            match (maxed, want) {
                (Ok(a), Ok(b)) => prop_assert!(same_f64(&[a], &[b])),
                (a, b) => prop_assert_eq!(a, b),
            }
            Ok(())
        })?;
    }
}
