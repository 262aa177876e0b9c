//! Replays reductions and matrix products computed by real PyTorch
//! (`tests/fixtures/torch_reduce.txt`, written by `tools/torch_reduce_cases.py`): random shapes
//! (ranks 0 to 4, sizes 0 to 4) read through a random permutation, random dims (negative, out
//! of range, repeated), keepdim, NaN values, and matmul of random ranks 0 to 4 with broadcast
//! batch dims. Values (NaN equal to NaN) and error texts must match exactly.

use crate::fixture_text::list;
use shaped::prelude::*;

const CASES: &str = include_str!("../fixtures/torch_reduce.txt");

/// The outcome as the fixture writes it: `OK\tshape\tvalues` or `ERR\ttext`.
fn outcome<T: ToString + Clone>(r: Result<DynTensor<T>, ShapeError>) -> String {
    match r {
        Ok(t) => {
            let vals: Vec<String> = t.to_vec().iter().map(|v| v.to_string()).collect();
            let shape: Vec<String> = t.shape().iter().map(|d| d.to_string()).collect();
            format!("OK\t{}\t{}", shape.join(","), vals.join(","))
        }
        Err(e) => format!("ERR\t{e}"),
    }
}

fn scalar_outcome<T: ToString>(r: Result<T, ShapeError>) -> String {
    match r {
        Ok(v) => format!("OK\t\t{}", v.to_string()),
        Err(e) => format!("ERR\t{e}"),
    }
}

/// The fixture's expected text with floats re-printed the way Rust prints them.
fn normalise(expect: &str) -> String {
    let parts: Vec<&str> = expect.split('\t').collect();
    if parts[0] != "OK" {
        return expect.to_string();
    }
    let vals: Vec<String> = if parts[2].is_empty() {
        Vec::new()
    } else {
        parts[2]
            .split(',')
            .map(|v| match v.parse::<i64>() {
                Ok(i) if !v.contains('.') => i.to_string(),
                _ => v.parse::<f64>().unwrap().to_string(),
            })
            .collect()
    };
    format!("OK\t{}\t{}", parts[1], vals.join(","))
}

/// Equal outcomes: the same text, or the same shape and values where `-0` equals `0` (PyTorch's
/// kernels differ in the sign of zero products from one path to another) and NaN equals NaN.
fn same(got: &str, want: &str) -> bool {
    if got == want {
        return true;
    }
    let (g, w): (Vec<&str>, Vec<&str>) = (got.split('\t').collect(), want.split('\t').collect());
    if g.len() != 3 || w.len() != 3 || g[0] != "OK" || w[0] != "OK" || g[1] != w[1] {
        return false;
    }
    let (gv, wv): (Vec<f64>, Vec<f64>) = (list(g[2]), list(w[2]));
    gv.len() == wv.len()
        && gv
            .iter()
            .zip(&wv)
            .all(|(x, y)| x == y || (x.is_nan() && y.is_nan()))
}

#[test]
fn reductions_and_matmul_match_pytorch() {
    let mut checked = 0;
    for line in CASES.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        let expect = normalise(&f[6..].join("\t"));
        let got = if f[0] == "matmul" {
            let (da, db) = (list::<usize>(f[1]), list::<usize>(f[2]));
            let a = DynTensor::from_vec(list::<f64>(f[3]), &da).unwrap();
            let b = DynTensor::from_vec(list::<f64>(f[4]), &db).unwrap();
            outcome(a.try_matmul(&b))
        } else {
            let shape = list::<usize>(f[1]);
            let perm: Vec<isize> = list(f[2]);
            let base = DynTensor::from_vec(list::<f64>(f[3]), &shape).unwrap();
            let t = base.permute(&perm);
            let keepdim = f[5] == "1";
            if f[4] == "all" {
                match f[0] {
                    "sum" => scalar_outcome(Ok(t.sum_all())),
                    "prod" => scalar_outcome(Ok(t.prod_all())),
                    "mean" => scalar_outcome(Ok(t.mean_all())),
                    "amax" => scalar_outcome(t.try_amax_all()),
                    "amin" => scalar_outcome(t.try_amin_all()),
                    "argmax" => scalar_outcome(t.try_argmax_all()),
                    "argmin" => scalar_outcome(t.try_argmin_all()),
                    op => panic!("unknown op {op}"),
                }
            } else {
                let dims: Vec<isize> = list(f[4]);
                match f[0] {
                    "sum" => outcome(t.try_sum_dims(&dims, keepdim)),
                    "prod" => outcome(t.try_prod(dims[0], keepdim)),
                    "mean" => outcome(t.try_mean_dims(&dims, keepdim)),
                    "amax" => outcome(t.try_amax_dims(&dims, keepdim)),
                    "amin" => outcome(t.try_amin_dims(&dims, keepdim)),
                    "argmax" => outcome(t.try_argmax(dims[0], keepdim)),
                    "argmin" => outcome(t.try_argmin(dims[0], keepdim)),
                    op => panic!("unknown op {op}"),
                }
            }
        };
        assert!(
            same(&got, &expect),
            "case: {line}\n got: {got}\nwant: {expect}"
        );
        checked += 1;
    }
    assert!(checked >= 2000, "only {checked} cases");
}
