//! Replays operations along an axis, ranges and tolerance comparisons computed by real PyTorch
//! and NumPy (`tests/fixtures/torch_axis.txt`, written by `tools/torch_axis_cases.py`): random
//! shapes (ranks 0 to 3, sizes 0 to 4) read through a random permutation, random dims
//! (negative, out of range), keepdim, values with NaN, ±inf and zeros, and long lanes in `f64`
//! and `f32`. Error texts, shapes, integers, booleans, NaN, infinities and the sign of zero
//! must match exactly; floats within each op's [`tolerance`]: a number of ulp (floats of the
//! element type between the two values), or, where the rounding is absolute rather than
//! relative (`ln` of a sum near 1 in `log_softmax` and `logsumexp`, a running `f32` sum, a
//! `linspace` crossing 0), an absolute bound in `ε` times a scale. The reductions chapter of
//! the manual states the same tolerances.
//!
//! The comparison is itself tested: values moved just beyond the tolerance, corrupted rows of
//! the fixture and near-0 results against their exact values.

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

/// How close a float of a result must be to the reference's: at most `ulps` units in the last
/// place apart (counted as the number of floats of the element type between the two), or, for
/// the results near 0 where a relative distance is meaningless, at most `near_zero · ε · scale`
/// apart (ε of the element type, the scale of the case: [`scale`]).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Tolerance {
    ulps: u64,
    near_zero: f64,
}

/// The tolerance of each operation against PyTorch and NumPy (the reductions chapter of the
/// manual states the same figures). Measured on the fixture with `std`'s float functions and
/// with `libm`'s: `cargo test --all-features --test all torch_axis_fixtures -- --nocapture` and
/// `cargo test -p libm-check torch_axis -- --nocapture` print, per op, the largest distance in
/// ulp beyond the absolute bound and the largest absolute one beyond the ulp bound.
fn tolerance(op: &str) -> Tolerance {
    let t = |ulps, near_zero| Tolerance { ulps, near_zero };
    match op {
        // Quotients of exponentials by their sum: the exponentials (torch's vectorised `exp`
        // against the platform's or `libm`'s) and the order of the sum differ. Relative errors
        // only: a result is never near 0 by cancellation. Measured 6 and 4 ulp.
        "softmax" => t(6, 0.0),
        "softmax_f32" => t(4, 0.0),
        // `(x - max) - ln(sum)` and `ln(sum) + max`: `ln` of a sum near 1 carries the sum's
        // rounding as an absolute error, at most about ε per term in the worst order (the
        // case's scale is the number of terms per result), which is all there is of results
        // near 0 (the largest element's `log_softmax`, a `logsumexp` whose terms cancel).
        // Measured: at most 1 ulp beyond the absolute bound (`logsumexp` with `libm`), at most
        // a third of it beyond 1 ulp; without it `log_softmax` needs 3 ulp, `log_softmax_f32` 7.
        "log_softmax" | "log_softmax_f32" => t(1, 1.0),
        "logsumexp" | "logsumexp_dims" | "logsumexp_f32" => t(1, 1.0),
        // Roots of sums of non-negative terms: no cancellation. Measured 1 and 2 ulp.
        "norm" | "norm_all" | "norm_dims" => t(1, 0.0),
        "norm_f32" => t(2, 0.0),
        // A running `f32` sum against PyTorch's running `f64` sum rounded at each step: the
        // error grows with the sum of the magnitudes (the case's scale). Measured 0.31 of it.
        "cumsum_f32" => t(0, 0.5),
        // PyTorch fuses `end - step * k` into one rounding, this crate and NumPy round twice:
        // the difference is in ulp of the larger end (the case's scale), visible near 0 only.
        // Measured 0.57 ε (PyTorch) and 1 ε (NumPy) of it.
        "linspace" | "numpy_linspace" => t(0, 1.0),
        // Exact: `cumsum` and `cumprod` of `f64`, `max`/`min` (values and indices), `arange`,
        // `isclose`, integers, booleans.
        _ => t(0, 0.0),
    }
}

/// The scale of a case's absolute bound ([`Tolerance::near_zero`]), from its fields `f`: the
/// larger end of a `linspace`, the sum of the magnitudes of a `cumsum_f32`, the number of terms
/// of each result of the other ops along dims.
fn scale(op: &str, f: &[&str]) -> f64 {
    if op.contains("linspace") {
        let end = |s: &str| s.parse::<f64>().unwrap().abs();
        end(f[1]).max(end(f[2]))
    } else if op == "cumsum_f32" {
        list::<f64>(f[4]).iter().map(|x| x.abs()).sum()
    } else if f[0] == "axis" {
        terms(f) as f64
    } else {
        1.0
    }
}

/// The number of terms of each result of an `axis` line (fields `f`): the product of the sizes
/// of its dims in the permuted shape (1 for none, or for dims out of range).
fn terms(f: &[&str]) -> usize {
    let shape = list::<usize>(f[2]);
    let perm = list::<usize>(f[3]);
    let sizes: Vec<usize> = perm.iter().map(|&p| shape[p]).collect();
    let rank = sizes.len() as isize;
    let mut dims: Vec<usize> = list::<isize>(f[6])
        .into_iter()
        .map(|d| if d < 0 { d + rank } else { d })
        .filter(|d| (0..rank).contains(d))
        .map(|d| d as usize)
        .collect();
    dims.sort_unstable();
    dims.dedup();
    dims.iter().map(|&d| sizes[d]).product::<usize>().max(1)
}

/// The number of floats of the element type between two finite values (0 for equal values,
/// `-0.0` and `0.0` included).
fn ulps(a: f64, b: f64, f32_values: bool) -> u64 {
    if f32_values {
        let key = |x: f64| {
            let bits = (x as f32).to_bits() as i32;
            i64::from(if bits < 0 { i32::MIN - bits } else { bits })
        };
        return key(a).abs_diff(key(b));
    }
    let key = |x: f64| {
        let bits = x.to_bits() as i64;
        if bits < 0 { i64::MIN - bits } else { bits }
    };
    key(a).abs_diff(key(b))
}

/// The distances met in a comparison: the largest in ulp among the values beyond the absolute
/// bound, and the largest absolute one (in `ε · scale`) among the values beyond the ulp bound
/// (the tolerance each op needs; both 0 when every value is equal).
#[derive(Clone, Copy, Debug, Default, PartialEq)]
struct Needed {
    ulps: u64,
    near_zero: f64,
}

/// One outcome against the reference's under a tolerance: what the values needed, or why they
/// fail (an error text, a shape, a NaN, an infinity or an integer that differs, or a float
/// beyond the tolerance).
fn compare(
    got: &Result<Vec<Part>, String>,
    want: &Result<Vec<Part>, String>,
    tol: Tolerance,
    scale: f64,
    f32_values: bool,
) -> Result<Needed, String> {
    let (g, w) = match (got, want) {
        (Err(g), Err(w)) if g == w => return Ok(Needed::default()),
        (Ok(g), Ok(w)) if g.len() == w.len() => (g, w),
        _ => return Err("the outcomes differ".into()),
    };
    let eps = if f32_values {
        f64::from(f32::EPSILON)
    } else {
        f64::EPSILON
    };
    let mut needed = Needed::default();
    for ((gs, gv), (ws, wv)) in g.iter().zip(w) {
        if gs != ws || gv.len() != wv.len() {
            return Err(format!("shape {gs:?} against {ws:?}"));
        }
        for (x, y) in gv.iter().zip(wv) {
            if x == y {
                continue;
            }
            let (a, b) = match (x.parse::<f64>(), y.parse::<f64>()) {
                // The `f32` values as they are, not as the decimal texts read in `f64`.
                (Ok(a), Ok(b)) if f32_values => (f64::from(a as f32), f64::from(b as f32)),
                (Ok(a), Ok(b)) => (a, b),
                _ => return Err(format!("{x} against {y}")),
            };
            if a == 0.0 && b == 0.0 && a.is_sign_negative() != b.is_sign_negative() {
                return Err(format!("{x} against {y}: zeros of different signs"));
            }
            if a == b || (a.is_nan() && b.is_nan()) {
                continue;
            }
            if !a.is_finite() || !b.is_finite() || y.parse::<i64>().is_ok() {
                return Err(format!("{x} against {y}"));
            }
            let (u, abs) = (ulps(a, b, f32_values), (a - b).abs() / (eps * scale));
            if u > tol.ulps && abs > tol.near_zero {
                return Err(format!(
                    "{x} against {y}: {u} ulp, {abs:.3} ε·{scale} apart (tolerance {tol:?})"
                ));
            }
            if abs > tol.near_zero {
                needed.ulps = needed.ulps.max(u);
            }
            if u > tol.ulps {
                needed.near_zero = needed.near_zero.max(abs);
            }
        }
    }
    Ok(needed)
}

fn axis_case(f: &[&str]) -> Result<Vec<Part>, String> {
    let (op, shape, perm) = (f[1], list::<usize>(f[2]), list::<isize>(f[3]));
    let (arg, keepdim) = (f[5], f[7] == "1");
    let dims = list::<isize>(f[6]);
    let dim = dims.first().copied().unwrap_or(0);
    if matches!(op, "all_dims" | "any_dims" | "count_nonzero_dims") {
        let base = DynTensor::from_vec(list::<bool>(f[4]), &shape).unwrap();
        let t = base.permute(&perm);
        return outcome(match op {
            "all_dims" => t.try_all_dims(&dims, keepdim).map(|r| vec![part(&r)]),
            "any_dims" => t.try_any_dims(&dims, keepdim).map(|r| vec![part(&r)]),
            _ => t.try_count_nonzero_dims(&dims).map(|r| vec![part(&r)]),
        });
    }
    if matches!(op, "all" | "any" | "count_nonzero") {
        let base = DynTensor::from_vec(list::<bool>(f[4]), &shape).unwrap();
        let t = base.permute(&perm);
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
        base.permute(&perm)
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

/// One line of the fixture replayed: the op's name, the crate's outcome, the reference's, and
/// the scale of the absolute bound.
struct Replayed {
    op: String,
    got: Result<Vec<Part>, String>,
    want: Result<Vec<Part>, String>,
    scale: f64,
}

fn replay(line: &str) -> Replayed {
    let f: Vec<&str> = line.split('\t').collect();
    let (op, got, want) = if f[0] == "axis" {
        (f[1].to_string(), axis_case(&f), expected(&f[8..]))
    } else {
        let at = if f[0] == "isclose" { 8 } else { 4 };
        let (op, got, _) = other_case(&f);
        (op, got, expected(&f[at..]))
    };
    let scale = scale(&op, &f);
    Replayed {
        op,
        got,
        want,
        scale,
    }
}

impl Replayed {
    /// The crate's outcome against `want` under the op's tolerance.
    fn check_against(&self, want: &Result<Vec<Part>, String>) -> Result<Needed, String> {
        let f32_values = self.op.ends_with("_f32");
        compare(&self.got, want, tolerance(&self.op), self.scale, f32_values)
    }
}

/// The fixture's cases (comment lines left out).
fn cases() -> impl Iterator<Item = &'static str> {
    CASES.lines().filter(|l| !l.starts_with('#'))
}

#[test]
fn axis_ops_ranges_and_isclose_match_pytorch_and_numpy() {
    let mut worst: BTreeMap<String, (Needed, usize)> = BTreeMap::new();
    let mut checked = 0;
    for line in cases() {
        let r = replay(line);
        let needed = r.check_against(&r.want).unwrap_or_else(|why| {
            panic!("case: {line}\n got: {:?}\nwant: {:?}\n{why}", r.got, r.want)
        });
        let e = worst.entry(r.op).or_default();
        e.0.ulps = e.0.ulps.max(needed.ulps);
        e.0.near_zero = e.0.near_zero.max(needed.near_zero);
        e.1 += 1;
        checked += 1;
    }
    // The largest distances met, for the record (`--nocapture` prints them): in ulp among the
    // values beyond the absolute bound, and in `ε · scale` among the values beyond the ulp one.
    for (op, (needed, n)) in &worst {
        println!(
            "{op}: {n} cases, at most {} ulp, {:.3} ε·scale beyond it (tolerance {:?})",
            needed.ulps,
            needed.near_zero,
            tolerance(op)
        );
    }
    assert!(checked >= 2100, "only {checked} cases");
}

/// `v` moved `k` floats of the element type away from 0, as text (with a decimal point, as
/// the fixture's floats).
fn moved(v: f64, k: u64, f32_values: bool) -> String {
    if f32_values {
        format!("{:?}", f32::from_bits((v as f32).to_bits() + k as u32))
    } else {
        format!("{:?}", f64::from_bits(v.to_bits() + k))
    }
}

/// The test of the comparison: for every float result of the fixture, the crate's own value
/// moved `ulps` floats away is accepted, and moved `ulps + 1` floats away (further when the
/// absolute bound still holds it) is refused: one float off fails the ops that must be equal.
#[test]
fn a_value_just_beyond_the_tolerance_fails() {
    let mut refused: BTreeMap<String, usize> = BTreeMap::new();
    for line in cases() {
        let r = replay(line);
        let tol = tolerance(&r.op);
        let f32_values = r.op.ends_with("_f32");
        let Ok(got) = &r.got else { continue };
        if r.want.is_err() {
            continue;
        }
        // The first finite non-zero float of the first part (the values of `max`/`min`).
        let Some(at) = got[0].1.iter().position(|v| {
            v.parse::<f64>()
                .is_ok_and(|x| x.is_finite() && x != 0.0 && v.parse::<i64>().is_err())
        }) else {
            continue;
        };
        let v: f64 = got[0].1[at].parse().unwrap();
        let v = if f32_values { f64::from(v as f32) } else { v };
        let eps = if f32_values {
            f64::from(f32::EPSILON)
        } else {
            f64::EPSILON
        };
        let with = |k: u64| {
            let mut w = got.clone();
            w[0].1[at] = moved(v, k, f32_values);
            Ok(w)
        };
        let mut k = tol.ulps + 1;
        let at_k = |k: u64| {
            let x: f64 = with(k).unwrap()[0].1[at].parse().unwrap();
            if f32_values { f64::from(x as f32) } else { x }
        };
        while (at_k(k) - v).abs() <= tol.near_zero * eps * r.scale {
            k *= 2;
        }
        assert!(r.check_against(&with(tol.ulps)).is_ok(), "{line}");
        assert!(
            r.check_against(&with(k)).is_err(),
            "{} moved {k} ulp accepted: {line}",
            got[0].1[at]
        );
        *refused.entry(r.op).or_default() += 1;
    }
    for op in [
        "softmax",
        "log_softmax",
        "logsumexp",
        "logsumexp_dims",
        "norm",
        "norm_all",
        "norm_dims",
        "linspace",
        "numpy_linspace",
        "softmax_f32",
        "log_softmax_f32",
        "logsumexp_f32",
        "norm_f32",
        "cumsum_f32",
        "cumsum",
        "cumprod",
        "max",
        "min",
        "max_all",
        "min_all",
        "arange_f64",
    ] {
        assert!(
            refused.get(op).is_some_and(|&n| n >= 3),
            "{op}: {refused:?}"
        );
    }
}

/// The fixture's first line of `op` whose expected values contain one that starts with
/// `value`, replayed, with that value replaced by `by`.
fn corrupted(op: &str, value: &str, by: &str) -> (Replayed, Result<Vec<Part>, String>) {
    for line in cases() {
        let f: Vec<&str> = line.split('\t').collect();
        if f[0] != "axis" || f[1] != op || f[8] != "OK" {
            continue;
        }
        let r = replay(line);
        let mut want = r.want.clone().unwrap();
        if let Some(v) = want[0].1.iter_mut().find(|v| v.starts_with(value)) {
            *v = by.to_string();
            return (r, Ok(want));
        }
    }
    panic!("no {op} value {value}");
}

/// Wrong expected values fail the comparison: a `softmax` of 1 as 0.123, a norm of 3.2… as
/// 0.123, a `log_softmax` and a `logsumexp` value off in their last digits, every value of a
/// `softmax_f32` row, every value of a `cumsum_f32` row.
#[test]
fn corrupted_expected_values_fail() {
    for (op, value, by) in [
        ("softmax", "1.0", "0.123"),
        ("norm", "3.2", "0.123"),
        ("norm_dims", "1", "0.123"),
        ("norm_all", "1", "1.0000000001"),
        ("log_softmax", "-1", "-1.00000001"),
        ("logsumexp", "2", "2.0000001"),
    ] {
        let (r, want) = corrupted(op, value, by);
        assert!(r.check_against(&r.want).is_ok(), "{op}: the row itself");
        assert!(r.check_against(&want).is_err(), "{op}: {value} as {by}");
    }
    for op in ["softmax_f32", "cumsum_f32", "log_softmax_f32", "norm_f32"] {
        let line = cases().find(|l| l.split('\t').nth(1) == Some(op)).unwrap();
        let r = replay(line);
        let mut want = r.want.clone().unwrap();
        let n = want[0].1.len();
        // The row's values in reverse order: the same values, each in the wrong place.
        want[0].1.reverse();
        assert!(
            r.check_against(&Ok(want.clone())).is_err(),
            "{op}: reversed"
        );
        // Every value scaled by 1.001.
        for v in &mut want[0].1 {
            *v = (v.parse::<f32>().unwrap() * 1.001).to_string();
        }
        assert!(n > 1 && r.check_against(&Ok(want)).is_err(), "{op}: scaled");
    }
}

/// Results near 0 by cancellation against their exact values (mpmath at 60 digits, rounded to
/// the element type): the crate's value is many ulp from the exact one (`ln` of a sum near 1
/// carries the sum's rounding), within the absolute bound (ε per term of the lane), and the
/// exact value moved twice the bound away fails.
#[test]
fn results_near_0_are_held_by_the_absolute_bound() {
    // A lane of `first` then `n` times `rest`.
    let lane = |first: f64, rest: f64, n: usize| {
        let mut v = vec![rest; n + 1];
        v[0] = first;
        DynTensor::from_vec(v, &[n + 1]).unwrap()
    };
    let lane32 = |first: f32, rest: f32, n: usize| {
        let mut v = vec![rest; n + 1];
        v[0] = first;
        DynTensor::from_vec(v, &[n + 1]).unwrap()
    };
    let first = |t: DynTensor<f64>| t.to_vec()[0].to_string();
    let first32 = |t: DynTensor<f32>| t.to_vec()[0].to_string();
    let ln2 = core::f64::consts::LN_2;
    let ln2_32 = core::f32::consts::LN_2;
    // (op, terms, the crate's value, the exact value)
    let cases = [
        // -ln(1 + e^-40): `1 + e^-40` rounds to 1.
        (
            "log_softmax",
            2,
            first(lane(0.0, -40.0, 1).log_softmax(0)),
            "-4.248354255291589e-18",
        ),
        // -ln(1 + n e^-x): sums of 1 and terms that do not fit beside it (10.8 ε for 118).
        (
            "log_softmax",
            15,
            first(lane(0.0, -18.3, 14).log_softmax(0)),
            "-1.579570384617388e-7",
        ),
        (
            "log_softmax",
            118,
            first(lane(0.0, -18.3, 117).log_softmax(0)),
            "-1.3200687686819425e-6",
        ),
        (
            "log_softmax",
            101,
            first(lane(0.0, -20.0, 100).log_softmax(0)),
            "-2.0611534100208742e-7",
        ),
        // ln(2 e^x) for x = -ln 2 rounded to f64 (and ln 4 from 4 terms).
        (
            "logsumexp",
            2,
            first(lane(-ln2, -ln2, 1).logsumexp(0, false)),
            "2.3190468138462996e-17",
        ),
        (
            "logsumexp",
            4,
            first(lane(-2.0 * ln2, -2.0 * ln2, 3).logsumexp(0, false)),
            "4.638093627692599e-17",
        ),
        (
            "log_softmax_f32",
            51,
            first32(lane32(0.0, -10.0, 50).log_softmax(0)),
            "-0.002267424",
        ),
        (
            "logsumexp_f32",
            2,
            first32(lane32(-ln2_32, -ln2_32, 1).logsumexp(0, false)),
            "-1.9046542e-9",
        ),
    ];
    for (op, terms, got, exact) in cases {
        let tol = tolerance(op);
        let f32_values = op.ends_with("_f32");
        let scale = f64::from(terms);
        let one = |v: &str| Ok(vec![(vec![], vec![v.to_string()])]);
        let (g, e): (f64, f64) = (got.parse().unwrap(), exact.parse().unwrap());
        assert!(
            ulps(g, e, f32_values) > tol.ulps,
            "{op}: {got} is within {} ulp of {exact}: the absolute bound is not needed",
            tol.ulps
        );
        assert!(
            compare(&one(&got), &one(exact), tol, scale, f32_values).is_ok(),
            "{op}: {got} against {exact}"
        );
        let eps = if f32_values {
            f64::from(f32::EPSILON)
        } else {
            f64::EPSILON
        };
        let off = format!("{:?}", e + 2.0 * tol.near_zero * eps * scale);
        assert!(
            compare(&one(&got), &one(&off), tol, scale, f32_values).is_err(),
            "{op}: {got} against {off}"
        );
    }
}
