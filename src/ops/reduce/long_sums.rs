//! Every floating-point fold of the crate is pairwise, checked where a running sum fails: along
//! [`LONG`] terms of ones a running `f32` sum stops at 2^24, a pairwise one is exact. Each fold
//! (`sum`, `mean`, `softmax`, `log_softmax`, `logsumexp`, the norms, `var`, `std`, along one dim,
//! over a list of dims and over all elements, static axes included) on each layout (one
//! contiguous lane, outputs side by side, a list of dims, permuted, transposed, stride 0).
//!
//! Built only in optimised test builds (CI's `cargo test --release --lib`): there the whole
//! matrix takes under a minute, while an unoptimised build spends seconds on each fold of this
//! length.
//! The unoptimised suite checks one layout of each kernel at 2^25 terms
//! (`tests/all/accumulation.rs`), and that every layout gives the same bits as the contiguous one.

use alloc::vec;
use alloc::vec::Vec;

use crate::prelude::*;
use crate::{DynTensor, DynView};

/// One reduced axis of this many terms: 2^25, twice what a running `f32` sum of ones can count
/// (it stops at 2^24). Every partial sum of a pairwise fold is an integer of at most 2^24
/// (halves are split at multiples of 8) and the total is 2^25, so each is representable: exact.
const LONG: usize = 1 << 25;

/// All elements equal `want`, bit for bit.
fn each(what: &str, op: &str, got: DynTensor<f32>, want: f32) {
    let v = got.to_vec();
    assert!(!v.is_empty(), "{what}: {op}: empty");
    assert!(
        v.iter().all(|x| x.to_bits() == want.to_bits()),
        "{what}: {op}: {:?}, want {want}",
        v[0]
    );
}

/// Every float fold of `ones` (all 1.0) along `dim` (when one dim holds [`LONG`] terms) and
/// over `dims` gives its exact value.
fn check_ones(what: &str, ones: &DynView<'_, f32>, dim: Option<isize>, dims: &[isize]) {
    let n = LONG as f32;
    let e = |op: &str, got: DynTensor<f32>, want: f32| each(what, op, got, want);
    if let Some(dim) = dim {
        e("sum", ones.sum(dim, false), n);
        e("mean", ones.mean(dim, false), 1.0);
        // exp(1 - 1) summed: softmax 1/n, log_softmax -ln(n), logsumexp ln(n) + 1.
        e("softmax", ones.softmax(dim), 1.0 / n);
        e("log_softmax", ones.log_softmax(dim), -n.ln());
        e("logsumexp", ones.logsumexp(dim, false), n.ln() + 1.0);
        e("norm 1", ones.norm(1.0, dim, false), n);
        e("norm 2", ones.norm(2.0, dim, false), n.sqrt());
        e("norm 3", ones.norm(3.0, dim, true), n.powf(1.0 / 3.0));
    }
    e("sum_dims", ones.sum_dims(dims, false), n);
    e("mean_dims", ones.mean_dims(dims, true), 1.0);
    e(
        "logsumexp_dims",
        ones.logsumexp_dims(dims, false),
        n.ln() + 1.0,
    );
    e("norm_dims 1", ones.norm_dims(1.0, dims, false), n);
    e("norm_dims 2", ones.norm_dims(2.0, dims, false), n.sqrt());
    e("norm_dims 0.5", ones.norm_dims(0.5, dims, true), n * n);
}

/// `var` and `std` of `pm` (0.0 and 2.0 alternating along the reduced terms, so the squared
/// deviations from the mean 1 are [`LONG`] ones) along `dim` and over `dims`: exactly 1.
fn check_pm(what: &str, pm: &DynView<'_, f32>, dim: Option<isize>, dims: &[isize]) {
    let e = |op: &str, got: DynTensor<f32>| each(what, op, got, 1.0);
    if let Some(dim) = dim {
        e("var", pm.var(dim, 0, false));
        e("std", pm.std(dim, 0, true));
    }
    e("var_dims", pm.var_dims(dims, 0, false));
    e("std_dims", pm.std_dims(dims, 0, false));
}

fn alternating(i: usize) -> f32 {
    if i % 2 == 0 { 0.0 } else { 2.0 }
}

#[test]
fn a_running_sum_of_this_length_is_not_exact() {
    // What the tests below tell apart: one running f32 sum stops at 2^24.
    let running = (0..LONG).fold(0.0f32, |s, _| core::hint::black_box(s + 1.0));
    assert_eq!(running, 16_777_216.0);
    assert_ne!(running, LONG as f32);
}

#[test]
fn contiguous_lanes_lists_of_dims_and_permuted() {
    let (n, w) = (LONG, 2usize);
    // Terms down the rows of a row-major [n, 2]: outputs side by side.
    let ones = DynTensor::<f32>::full(&[n, w], 1.0);
    let pm = DynTensor::from_shape_fn(&[n, w], |i| alternating(i / w));
    check_ones("rows", &ones.view(), Some(0), &[0]);
    check_pm("rows", &pm.view(), Some(0), &[0]);
    // The same values as [n / 8, 8, 2] over a list of dims, and permuted to [2, n / 8, 8]
    // (outputs outermost).
    let r = [(n / 8) as isize, 8, w as isize];
    let (ones3, pm3) = (ones.try_reshape(&r).unwrap(), pm.try_reshape(&r).unwrap());
    let (ones3, pm3) = (ones3.view(), pm3.view());
    check_ones("list of dims", &ones3, None, &[0, 1]);
    check_pm("list of dims", &pm3, None, &[0, 1]);
    let o = ones3.try_permute(&[2, 0, 1]).unwrap();
    let p = pm3.try_permute(&[2, 0, 1]).unwrap();
    check_ones("permuted", &o, None, &[1, 2]);
    check_pm("permuted", &p, None, &[2, 1]);
    // One lane, and the folds over all elements.
    let ones = DynTensor::<f32>::full(&[n], 1.0);
    let pm = DynTensor::from_shape_fn(&[n], alternating);
    check_ones("one lane", &ones.view(), Some(0), &[0]);
    check_pm("one lane", &pm.view(), Some(0), &[0]);
    let nf = n as f32;
    assert_eq!(ones.sum_all(), nf);
    assert_eq!(ones.mean_all(), 1.0);
    assert_eq!(ones.norm_all(1.0), nf);
    assert_eq!(ones.norm_all(2.0), nf.sqrt());
    assert_eq!(pm.var_all(0), 1.0);
    assert_eq!(pm.std_all(0), 1.0);
}

#[test]
fn transposed_and_static_axes() {
    let (n, w) = (LONG, 2usize);
    let nf = n as f32;
    // A row-major [2, n] read as [n, 2].
    let ones = DynTensor::<f32>::full(&[w, n], 1.0);
    let pm = DynTensor::from_shape_fn(&[w, n], |i| alternating(i % n));
    let (ot, pt) = (ones.try_t().unwrap(), pm.try_t().unwrap());
    check_ones("transposed", &ot, Some(0), &[0]);
    check_pm("transposed", &pt, Some(0), &[0]);
    assert_eq!(ot.sum_all(), (n * w) as f32);
    assert_eq!(pt.var_all(0), 1.0);
    // Static axes of heap tensors with a run-time length, and of their transposed views.
    let h = HeapTensor::<f32, shape![Dyn, 2]>::from_vec(ones.to_vec(), &[n, w]).unwrap();
    let hp = HeapTensor::<f32, shape![2, Dyn]>::from_vec(pm.to_vec(), &[w, n]).unwrap();
    let v =
        |x: Vec<f32>, want: f32| x.len() == 2 && x.iter().all(|y| y.to_bits() == want.to_bits());
    assert!(v(h.sum::<0>().to_vec(), nf));
    assert!(v(h.mean::<0>().to_vec(), 1.0));
    assert!(v(h.norm::<0>(1.0).to_vec(), nf));
    assert!(v(h.logsumexp::<0>().to_vec(), nf.ln() + 1.0));
    assert_eq!(h.softmax::<0>().amax_all(), 1.0 / nf);
    assert_eq!(h.log_softmax::<0>().amin_all(), -nf.ln());
    let ht = h.t();
    assert!(v(ht.sum::<1>().to_vec(), nf));
    assert!(v(ht.mean::<1>().to_vec(), 1.0));
    assert!(v(ht.norm::<1>(2.0).to_vec(), nf.sqrt()));
    assert!(v(ht.logsumexp::<1>().to_vec(), nf.ln() + 1.0));
    assert_eq!(ht.softmax::<1>().amin_all(), 1.0 / nf);
    assert!(v(hp.var::<1>(0).to_vec(), 1.0));
    assert!(v(hp.std::<1>(0).to_vec(), 1.0));
    assert!(v(hp.t().var::<0>(0).to_vec(), 1.0));
    assert!(v(hp.t().std::<0>(0).to_vec(), 1.0));
    assert_eq!(h.norm_all(1.0), (n * w) as f32);
    assert_eq!(hp.var_all(0), 1.0);
}

#[test]
fn stride_zero() {
    let (n, w) = (LONG, 2isize);
    // No memory: every term read through a stride of 0. The alternating values repeat with
    // stride 0 only as [n / 2, 2, 2] (a single dim of them cannot), so `var` and `std` take
    // that list of dims.
    let one = DynTensor::scalar(1.0f32);
    let ones = one.try_expand(&[n as isize, w]).unwrap();
    check_ones("expanded", &ones, Some(0), &[0]);
    let pair = DynTensor::from_vec(vec![0.0f32, 2.0], &[1, 2, 1]).unwrap();
    let pm = pair.try_expand(&[(n / 2) as isize, 2, w]).unwrap();
    check_pm("expanded", &pm, None, &[0, 1]);
    assert_eq!(ones.sum_all(), (n * 2) as f32);
    assert_eq!(ones.mean_all(), 1.0);
    assert_eq!(pm.var_all(0), 1.0);
}
