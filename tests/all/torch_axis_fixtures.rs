//! Replays operations along an axis, ranges and tolerance comparisons computed by real PyTorch
//! and NumPy (`tests/fixtures/torch_axis.txt`, written by `tools/torch_axis_cases.py`): random
//! shapes (ranks 0 to 3, sizes 0 to 4) read through a random permutation, random dims
//! (negative, out of range), keepdim, values with NaN, ±inf and zeros. Error texts, shapes,
//! integers and booleans must match exactly; floats within the tolerances below, in units in
//! the last place (ulp) of the larger magnitude, or an absolute `1e-15` for results near 0 that
//! come from cancellation (`log_softmax` of the largest element, a `cumsum` crossing zero).

use crate::fixture_text::list;
use std::collections::BTreeMap;

use shaped::prelude::*;

const CASES: &str = include_str!("../fixtures/torch_axis.txt");

/// One result tensor: its sizes and values as text.
type Part = (Vec<usize>, Vec<String>);

fn part<T: ToString + Clone>(t: &DynTensor<T>) -> Part {
    (
        t.shape().to_vec(),
        t.to_vec().iter().map(|v| v.to_string()).collect(),
    )
}

fn outcome(r: Result<Vec<Part>, ShapeError>) -> Result<Vec<Part>, String> {
    r.map_err(|e| e.to_string())
}

fn expected(f: &[&str]) -> Result<Vec<Part>, String> {
    if f[0] == "ERR" {
        return Err(f[1].to_string());
    }
    let joined = f[1..].join("\t");
    Ok(joined
        .split('|')
        .map(|p| {
            let (shape, vals) = p.split_once('\t').unwrap();
            (list(shape), list::<String>(vals))
        })
        .collect())
}

/// The distance in ulp between two finite floats of the same sign class (`u64::MAX` when one
/// is NaN or infinite and the other is not the same).
fn ulps(a: f64, b: f64) -> u64 {
    if a == b || (a.is_nan() && b.is_nan()) {
        return 0;
    }
    if !a.is_finite() || !b.is_finite() {
        return u64::MAX;
    }
    let key = |x: f64| {
        let bits = x.to_bits() as i64;
        if bits < 0 { i64::MIN - bits } else { bits }
    };
    key(a).abs_diff(key(b))
}

/// [`ulps`] for `f32`.
fn ulps32(a: f32, b: f32) -> u64 {
    if a == b || (a.is_nan() && b.is_nan()) {
        return 0;
    }
    if !a.is_finite() || !b.is_finite() {
        return u64::MAX;
    }
    let key = |x: f32| {
        let bits = x.to_bits() as i32;
        i64::from(if bits < 0 { i32::MIN - bits } else { bits })
    };
    key(a).abs_diff(key(b))
}

/// The largest ulp distance between two outcomes, or `None` when they differ otherwise. With a
/// `scale`, a distance is counted in ulp of `scale` when that is larger (a value near 0 in a
/// range from -1 to 1).
fn distance(
    got: &Result<Vec<Part>, String>,
    want: &Result<Vec<Part>, String>,
    scale: f64,
    f32_values: bool,
) -> Option<u64> {
    match (got, want) {
        (Err(g), Err(w)) => (g == w).then_some(0),
        (Ok(g), Ok(w)) if g.len() == w.len() => {
            let mut worst = 0;
            for ((gs, gv), (ws, wv)) in g.iter().zip(w) {
                if gs != ws || gv.len() != wv.len() {
                    return None;
                }
                for (x, y) in gv.iter().zip(wv) {
                    if x == y {
                        continue;
                    }
                    if f32_values {
                        let (a, b) = (x.parse::<f32>().ok()?, y.parse::<f32>().ok()?);
                        let at_scale = (f64::from((a - b).abs())
                            / (scale * f64::from(f32::EPSILON)))
                        .ceil() as u64;
                        worst = worst.max(ulps32(a, b).min(at_scale.max(u64::from(a != b))));
                        continue;
                    }
                    let (a, b) = (x.parse::<f64>().ok()?, y.parse::<f64>().ok()?);
                    let at_scale = ((a - b).abs() / (scale * f64::EPSILON)).ceil() as u64;
                    worst = worst.max(ulps(a, b).min(at_scale.max(u64::from(a != b))));
                }
            }
            Some(worst)
        }
        _ => None,
    }
}

fn axis_case(f: &[&str]) -> Result<Vec<Part>, String> {
    let (op, shape, perm) = (f[1], list::<usize>(f[2]), list::<isize>(f[3]));
    let (arg, keepdim) = (f[5], f[7] == "1");
    let dims = list::<isize>(f[6]);
    let dim = dims.first().copied().unwrap_or(0);
    if matches!(op, "all_dims" | "any_dims" | "count_nonzero_dims") {
        let base = DynTensor::from_vec(list::<bool>(f[4]), &shape).unwrap();
        let t = base.permute(&perm).unwrap();
        return outcome(match op {
            "all_dims" => t.try_all_dims(&dims, keepdim).map(|r| vec![part(&r)]),
            "any_dims" => t.try_any_dims(&dims, keepdim).map(|r| vec![part(&r)]),
            _ => t.try_count_nonzero_dims(&dims).map(|r| vec![part(&r)]),
        });
    }
    if matches!(op, "all" | "any" | "count_nonzero") {
        let base = DynTensor::from_vec(list::<bool>(f[4]), &shape).unwrap();
        let t = base.permute(&perm).unwrap();
        return outcome(match op {
            "all" => t.try_all(dim, keepdim).map(|r| vec![part(&r)]),
            "any" => t.try_any(dim, keepdim).map(|r| vec![part(&r)]),
            _ => t.try_count_nonzero(dim).map(|r| vec![part(&r)]),
        });
    }
    if let Some(op) = op.strip_suffix("_f32") {
        let t = DynTensor::from_vec(list::<f32>(f[4]), &shape).unwrap();
        let one = |r: Result<DynTensor<f32>, ShapeError>| outcome(r.map(|r| vec![part(&r)]));
        return match op {
            "softmax" => one(t.try_softmax(dim)),
            "log_softmax" => one(t.try_log_softmax(dim)),
            "logsumexp" => one(t.try_logsumexp(dim, keepdim)),
            "cumsum" => one(t.try_cumsum(dim)),
            "norm" => one(t.try_norm(arg.parse().unwrap(), dim, keepdim)),
            other => panic!("unknown op {other}"),
        };
    }
    let base = DynTensor::from_vec(list::<f64>(f[4]), &shape).unwrap();
    let t = if perm.is_empty() && !shape.is_empty() {
        base.view()
    } else {
        base.permute(&perm).unwrap()
    };
    let one = |r: Result<DynTensor<f64>, ShapeError>| outcome(r.map(|r| vec![part(&r)]));
    let scalar =
        |r: Result<f64, ShapeError>| outcome(r.map(|v| vec![(Vec::new(), vec![v.to_string()])]));
    let pair = |r: Result<(DynTensor<f64>, DynTensor<usize>), ShapeError>| {
        outcome(r.map(|(v, i)| vec![part(&v), part(&i)]))
    };
    match op {
        "softmax" => one(t.try_softmax(dim)),
        "log_softmax" => one(t.try_log_softmax(dim)),
        "logsumexp" => one(t.try_logsumexp(dim, keepdim)),
        "cumsum" => one(t.try_cumsum(dim)),
        "cumprod" => one(t.try_cumprod(dim)),
        "norm" => one(t.try_norm(arg.parse().unwrap(), dim, keepdim)),
        "max" => pair(t.try_max(dim, keepdim)),
        "min" => pair(t.try_min(dim, keepdim)),
        "norm_all" => scalar(t.try_norm_all(arg.parse().unwrap())),
        "norm_dims" => one(t.try_norm_dims(arg.parse().unwrap(), &dims, keepdim)),
        "logsumexp_dims" => one(t.try_logsumexp_dims(&dims, keepdim)),
        "max_all" => scalar(t.try_max_all()),
        "min_all" => scalar(t.try_min_all()),
        other => panic!("unknown op {other}"),
    }
}

fn other_case(f: &[&str]) -> (String, Result<Vec<Part>, String>, &'static str) {
    match f[0] {
        "arange" if f[1].contains('.') => {
            let (s, e, d) = (
                f[1].parse().unwrap(),
                f[2].parse().unwrap(),
                f[3].parse().unwrap(),
            );
            let r = DynTensor::<f64>::try_arange(s, e, d).map(|t| vec![part(&t)]);
            ("arange_f64".into(), outcome(r), "")
        }
        "arange" => {
            let (s, e, d) = (
                f[1].parse().unwrap(),
                f[2].parse().unwrap(),
                f[3].parse().unwrap(),
            );
            let r = DynTensor::<i64>::try_arange(s, e, d).map(|t| vec![part(&t)]);
            ("arange_i64".into(), outcome(r), "")
        }
        "linspace" | "numpy_linspace" => {
            let (s, e) = (f[1].parse().unwrap(), f[2].parse().unwrap());
            let steps: i64 = f[3].parse().unwrap();
            let r = match usize::try_from(steps) {
                Ok(n) => outcome(DynTensor::<f64>::try_linspace(s, e, n).map(|t| vec![part(&t)])),
                // `usize` cannot be negative: PyTorch's text for what cannot be written here.
                Err(_) => Err("number of steps must be non-negative".to_string()),
            };
            (f[0].into(), r, "")
        }
        "isclose" => {
            let a = DynTensor::from_vec(list::<f64>(f[2]), &list::<usize>(f[1])).unwrap();
            let b = DynTensor::from_vec(list::<f64>(f[4]), &list::<usize>(f[3])).unwrap();
            let (rtol, atol) = (f[5].parse().unwrap(), f[6].parse().unwrap());
            let r = a.try_isclose(&b, rtol, atol, f[7] == "1");
            let all = a.try_allclose(&b, rtol, atol, f[7] == "1");
            if let (Ok(t), Ok(all)) = (&r, &all) {
                assert_eq!(*all, t.to_vec().iter().all(|&x| x), "allclose: {f:?}");
            }
            ("isclose".into(), outcome(r.map(|t| vec![part(&t)])), "")
        }
        other => panic!("unknown case {other}"),
    }
}

/// The tolerance of each operation against PyTorch, in ulp (see the module's documentation).
fn tolerance(op: &str) -> u64 {
    if op == "cumsum_f32" {
        return 2;
    }
    match op.trim_end_matches("_f32") {
        // Measured: at most 1 ulp (with `std`'s functions and with `libm`'s).
        "softmax" | "log_softmax" | "logsumexp" | "norm" | "norm_all" | "norm_dims"
        | "logsumexp_dims" => 2,
        "linspace" | "numpy_linspace" => 1,
        _ => 0,
    }
}

#[test]
fn axis_ops_ranges_and_isclose_match_pytorch_and_numpy() {
    let mut worst: BTreeMap<String, (u64, usize)> = BTreeMap::new();
    let mut checked = 0;
    for line in CASES.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let (op, got, want) = if f[0] == "axis" {
            (f[1].to_string(), axis_case(&f), expected(&f[8..]))
        } else {
            let at = if f[0] == "isclose" { 8 } else { 4 };
            let (op, got, _) = other_case(&f);
            (op, got, expected(&f[at..]))
        };
        // linspace: PyTorch's vectorised kernel fuses `end - step * k` into one rounding;
        // this crate (and NumPy) round twice, which shows near 0 only: ulp of the larger end.
        let scale = if op.contains("linspace") {
            f[1].parse::<f64>()
                .unwrap()
                .abs()
                .max(f[2].parse::<f64>().unwrap().abs())
        } else if op == "cumsum_f32" {
            // PyTorch accumulates a float32 cumsum in double and rounds each partial sum;
            // this crate accumulates in float32, as NumPy's `np.cumsum` does: the error grows
            // with the sum of the magnitudes, measured in its ulp.
            list::<f64>(f[4]).iter().map(|x| x.abs()).sum()
        } else {
            f64::INFINITY
        };
        let d = distance(&got, &want, scale, op.ends_with("_f32"));
        assert!(
            d.is_some_and(|d| d <= tolerance(&op)),
            "case: {line}\n got: {got:?}\nwant: {want:?}\n ulp: {d:?}"
        );
        let e = worst.entry(op).or_default();
        e.0 = e.0.max(d.unwrap());
        e.1 += 1;
        checked += 1;
    }
    // The largest distances met, for the record (`--nocapture` prints them).
    for (op, (ulp, n)) in &worst {
        println!("{op}: {n} cases, at most {ulp} ulp");
    }
    assert!(checked >= 2100, "only {checked} cases");
}
