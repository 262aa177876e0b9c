//! Replays indexing, scatter, masks, counting and sorting computed by real PyTorch
//! (`tests/fixtures/torch_index.txt`, written by `tools/torch_index_cases.py`): random shapes
//! (ranks 0 to 3, sizes 0 to 5) read through a random permutation of their dims, random dims
//! (negative, out of range), indices in range, negative and out of range, masks that broadcast
//! or not, values with NaN, ±inf, `-0.0` and ties. Shapes, positions, error texts and values
//! must match exactly (floats bit for bit, NaN with NaN; the sums are of small integers).

use crate::fixture_text::list;
use std::collections::BTreeMap;

use shaped::prelude::*;

const CASES: &str = include_str!("../fixtures/torch_index.txt");

/// One result tensor: its sizes and its values as `f64`.
type Part = (Vec<usize>, Vec<f64>);

/// A tensor written `shape|values`.
fn tensor<T: std::str::FromStr>(text: &str) -> DynTensor<T>
where
    T::Err: std::fmt::Debug,
{
    let (shape, vals) = text.split_once('|').unwrap();
    DynTensor::from_vec(list::<T>(vals), &list::<usize>(shape)).unwrap()
}

fn value(text: &str) -> f64 {
    match text {
        "NaN" => f64::NAN,
        "inf" => f64::INFINITY,
        "-inf" => f64::NEG_INFINITY,
        v => v.parse().unwrap(),
    }
}

fn floats(text: &str) -> DynTensor<f64> {
    let (shape, vals) = text.split_once('|').unwrap();
    let vals: Vec<f64> = if vals.is_empty() {
        Vec::new()
    } else {
        vals.split(',').map(value).collect()
    };
    DynTensor::from_vec(vals, &list::<usize>(shape)).unwrap()
}

fn part<T: Copy + Into<f64>>(t: &DynTensor<T>) -> Part {
    (
        t.shape().to_vec(),
        t.to_vec().into_iter().map(Into::into).collect(),
    )
}

fn positions(t: &DynTensor<usize>) -> Part {
    (
        t.shape().to_vec(),
        t.to_vec().into_iter().map(|i| i as f64).collect(),
    )
}

fn expected(f: &[&str]) -> Result<Vec<Part>, String> {
    if f[0] == "ERR" {
        return Err(f[1].to_string());
    }
    Ok(f[1..]
        .iter()
        .map(|p| {
            let t = floats(p);
            (t.shape().to_vec(), t.to_vec())
        })
        .collect())
}

/// Equal shapes and values, floats bit for bit (any NaN equals any NaN).
fn same(got: &Result<Vec<Part>, String>, want: &Result<Vec<Part>, String>) -> bool {
    match (got, want) {
        (Err(g), Err(w)) => g == w,
        (Ok(g), Ok(w)) => {
            g.len() == w.len()
                && g.iter().zip(w).all(|((gs, gv), (ws, wv))| {
                    gs == ws
                        && gv.len() == wv.len()
                        && gv
                            .iter()
                            .zip(wv)
                            .all(|(a, b)| (a.is_nan() && b.is_nan()) || a.to_bits() == b.to_bits())
                })
        }
        _ => false,
    }
}

fn params(text: &str) -> BTreeMap<&str, &str> {
    text.split(',')
        .filter(|p| !p.is_empty())
        .map(|p| p.split_once('=').unwrap())
        .collect()
}

fn run(f: &[&str]) -> Result<Vec<Part>, ShapeError> {
    let (op, p) = (f[0], params(f[5]));
    let int = |k: &str| p[k].parse::<isize>().unwrap();
    if op == "bincount" {
        let x = tensor::<i64>(f[1]);
        let minlength = p["minlength"].parse().unwrap();
        return if f[4] == "-" {
            x.try_bincount(minlength).map(|r| vec![positions(&r)])
        } else {
            x.try_bincount_weighted(&floats(f[4]), minlength)
                .map(|r| vec![part(&r)])
        };
    }
    let base = floats(f[1]);
    let perm = list::<isize>(f[2]);
    let t = base.permute(&perm);
    let one = |r: Result<DynTensor<f64>, ShapeError>| r.map(|r| vec![part(&r)]);
    let pair = |r: Result<(DynTensor<f64>, DynTensor<usize>), ShapeError>| {
        r.map(|(v, i)| vec![part(&v), positions(&i)])
    };
    match op {
        "index_select" => one(t.try_index_select(int("dim"), &tensor::<i64>(f[3]))),
        "gather" => one(t.try_gather(int("dim"), &tensor::<i64>(f[3]))),
        "take_along_dim" => one(t.try_take_along_dim(&tensor::<i64>(f[3]), int("dim"))),
        "take" => one(t.try_take(&tensor::<i64>(f[3]))),
        "scatter" => one(t.try_scatter(int("dim"), &tensor::<i64>(f[3]), &floats(f[4]))),
        "scatter_add" => one(t.try_scatter_add(int("dim"), &tensor::<i64>(f[3]), &floats(f[4]))),
        "index_add" => one(t.try_index_add(int("dim"), &tensor::<i64>(f[3]), &floats(f[4]))),
        "masked_fill" => {
            let mask = tensor::<u8>(f[3]).ne(&DynTensor::scalar(0u8));
            one(t.try_masked_fill(&mask, value(p["value"])))
        }
        "masked_select" => {
            let mask = tensor::<u8>(f[3]).ne(&DynTensor::scalar(0u8));
            one(t.try_masked_select(&mask))
        }
        "nonzero" => t.try_nonzero().map(|r| vec![positions(&r)]),
        "sort" => pair(t.try_sort(int("dim"), p["descending"] == "1")),
        "argsort" => t
            .try_argsort(int("dim"), p["descending"] == "1")
            .map(|r| vec![positions(&r)]),
        "topk" => pair(t.try_topk(p["k"].parse().unwrap(), int("dim"), p["largest"] == "1")),
        other => panic!("unknown op {other}"),
    }
}

#[test]
fn indexing_scatter_masks_and_sorting_match_pytorch() {
    let mut counts: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    for line in CASES.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        if f[0].ends_with('_') {
            // The in-place forms, replayed by the next test.
            continue;
        }
        let want = expected(&f[6..]);
        let got = run(&f).map_err(|e| e.to_string());
        let entry = counts.entry(f[0]).or_default();
        entry.0 += 1;
        entry.1 += usize::from(want.is_err());
        if !same(&got, &want) {
            failures.push(format!("{line}\n  got {got:?}"));
        }
    }
    assert!(
        failures.is_empty(),
        "{} of the cases differ from PyTorch:\n{}",
        failures.len(),
        failures[..failures.len().min(8)].join("\n")
    );
    // Every operation is exercised, with values and with errors.
    for op in [
        "index_select",
        "gather",
        "take_along_dim",
        "take",
        "scatter",
        "scatter_add",
        "index_add",
        "masked_fill",
        "masked_select",
        "nonzero",
        "bincount",
        "sort",
        "argsort",
        "topk",
    ] {
        let (n, errors) = counts.get(op).copied().unwrap_or_default();
        assert!(n >= 100, "{op}: only {n} cases");
        if !matches!(op, "nonzero" | "sort" | "argsort") {
            assert!(
                errors > 0 && errors < n,
                "{op}: {errors} errors in {n} cases"
            );
        }
    }
}

/// The in-place forms (`scatter_`, `scatter_add_`, `index_add_`) on an owned copy of each
/// case's input, against PyTorch's in-place calls on a clone: its values after the call, its
/// error texts, and on error the destination unchanged, bit for bit (where PyTorch may have
/// written part of it).
#[test]
fn in_place_scatter_forms_match_pytorch_and_write_nothing_on_error() {
    let mut counts: BTreeMap<&str, (usize, usize)> = BTreeMap::new();
    let mut failures = Vec::new();
    for line in CASES.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        if !matches!(f[0], "scatter_" | "scatter_add_" | "index_add_") {
            continue;
        }
        let p = params(f[5]);
        let dim = p["dim"].parse::<isize>().unwrap();
        let t = floats(f[1]).permute(&list::<isize>(f[2])).to_dyn();
        let (index, src) = (tensor::<i64>(f[3]), floats(f[4]));
        let mut c = t.clone();
        let done = match f[0] {
            "scatter_" => c.try_scatter_(dim, &index, &src),
            "scatter_add_" => c.try_scatter_add_(dim, &index, &src),
            _ => c.try_index_add_(dim, &index, &src),
        };
        let want = expected(&f[6..]);
        let got = match done {
            Ok(()) => Ok(vec![part(&c)]),
            Err(e) => Err(e.to_string()),
        };
        let entry = counts.entry(f[0]).or_default();
        entry.0 += 1;
        entry.1 += usize::from(want.is_err());
        let unchanged = got.is_ok() || same(&Ok(vec![part(&c)]), &Ok(vec![part(&t)]));
        if !same(&got, &want) || !unchanged {
            failures.push(format!(
                "{line}\n  got {got:?}, unchanged on error: {unchanged}"
            ));
        }
    }
    assert!(
        failures.is_empty(),
        "{} in-place cases differ:\n{}",
        failures.len(),
        failures[..failures.len().min(8)].join("\n")
    );
    for op in ["scatter_", "scatter_add_", "index_add_"] {
        let (n, errors) = counts.get(op).copied().unwrap_or_default();
        assert!(
            n >= 100 && errors > 0 && errors < n,
            "{op}: {errors} errors in {n}"
        );
    }
}
