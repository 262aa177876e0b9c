//! Floating-point folds add pairwise: sums, means and matrix products of many `f32` terms are
//! within one ulp of the exact sum, whatever the layout (contiguous, transposed, a stride-0
//! view) and the number of threads. With `gemm`, matrix products of at least `32^3`
//! multiply-adds run on `matrixmultiply` instead, checked against that kernel's own bound
//! ([`gemm_bound`], stated in the manual); CI also runs this module without `gemm`, so that the
//! crate's own loops, which every build without it uses, are compared with the exact sums.
#![cfg(feature = "alloc")]

use shaped::prelude::*;

/// The distance between `got` and the exact value `want` (computed in f64), in ulps of `got`.
fn ulps(got: f32, want: f64) -> f64 {
    let ulp = f64::from(got.abs().max(f32::MIN_POSITIVE)) * f64::from(f32::EPSILON);
    (f64::from(got) - want).abs() / ulp
}

fn close(got: f32, want: f64, what: &str) {
    assert!(
        ulps(got, want) <= 1.0,
        "{what}: {got} is {} ulps from {want}",
        ulps(got, want)
    );
}

/// `matrixmultiply`'s depth of a block (`KC`, 256 for `f32` and `f64`): with `gemm`, each
/// result of a large product is a running sum over blocks of at most this many terms, the
/// blocks' sums added one after the other.
const GEMM_BLOCK: usize = 256;

/// The bound on the error of a `gemm` result of `k` terms whose magnitudes sum to
/// `magnitude`: each term goes through at most `GEMM_BLOCK - 1` roundings in its block and
/// `k / GEMM_BLOCK` more as the blocks' sums are added, each of at most `ε/2` of the running
/// magnitude (the manual's bound for products on `matrixmultiply`).
fn gemm_bound(k: usize, magnitude: f64) -> f64 {
    (GEMM_BLOCK + k.div_ceil(GEMM_BLOCK)) as f64 * f64::from(f32::EPSILON) / 2.0 * magnitude
}

/// `got` within [`gemm_bound`] of the exact `want` (a sum of `k` non-negative terms).
fn within_gemm_bound(got: f32, want: f64, k: usize) -> bool {
    (f64::from(got) - want).abs() <= gemm_bound(k, want)
}

#[test]
fn the_checks_refuse_values_beyond_their_bounds() {
    // One ulp accepted, two refused (numbers from 2048 to 4096 have ulps of 2^-12).
    let exact = 3276.5;
    let at = |k: i32| exact as f32 + k as f32 * 2f32.powi(-12);
    assert!(ulps(at(1), exact) <= 1.0);
    assert!(ulps(at(2), exact) > 1.0 && ulps(at(-2), exact) > 1.0);
    assert!(std::panic::catch_unwind(|| close(at(2), exact, "twin")).is_err());
    // The `gemm` bound of a million terms of 0.1: (256 + 3907) ε/2 of the sum, 24.8.
    let (k, exact) = (1_000_000, f64::from(0.1f32) * 1e6);
    let bound = gemm_bound(k, exact);
    assert!((bound - 24.81).abs() < 0.01, "{bound}");
    assert!(within_gemm_bound((exact + 0.99 * bound) as f32, exact, k));
    assert!(!within_gemm_bound((exact + 1.01 * bound) as f32, exact, k));
    assert!(!within_gemm_bound((exact - 1.01 * bound) as f32, exact, k));
    // BLAS sums in blocks too: NumPy's `matmul` of ten million terms (1000192.94) and torch's
    // (1000112.56), for the exact 1000000.0149, are within the bound (2343), and so is
    // `matrixmultiply`'s million terms below (3.75 from the exact sum, the bound 24.8).
    let exact = f64::from(0.1f32) * 1e7;
    assert!(within_gemm_bound(1000112.56, exact, 10_000_000));
    assert!(within_gemm_bound(1000192.94, exact, 10_000_000));
}

#[test]
fn a_sum_down_many_rows_is_exact() {
    // 2^25 rows of 1.0: one running f32 sum stops at 2^24.
    let n = 1usize << 25;
    let stored = DynTensor::<f32>::full(&[n, 2], 1.0);
    let one = DynTensor::scalar(1.0f32);
    let expanded = one.expand(&[n as isize, 2]);
    let wide = DynTensor::<f32>::full(&[2, n], 1.0);
    let transposed = wide.t();
    assert_eq!(stored.sum(0, false).to_vec(), vec![33554432.0; 2]);
    assert_eq!(stored.mean(0, false).to_vec(), vec![1.0; 2]);
    assert_eq!(expanded.sum(0, false).to_vec(), vec![33554432.0; 2]);
    assert_eq!(expanded.sum_all(), 67108864.0);
    assert_eq!(transposed.sum(0, false).to_vec(), vec![33554432.0; 2]);
    assert_eq!(transposed.mean_all(), 1.0);
    assert_eq!(wide.sum_dims(&[1], true).to_vec(), vec![33554432.0; 2]);
}

#[test]
fn the_mean_of_ten_million_tenths_is_within_one_ulp() {
    let n = 10_000_000usize;
    let x = 0.1f32;
    let exact_sum = f64::from(x) * n as f64;
    let t = DynTensor::<f32>::full(&[n], x);
    close(t.sum_all(), exact_sum, "sum_all");
    close(t.mean_all(), f64::from(x), "mean_all");
    close(t.sum(0, false).to_vec()[0], exact_sum, "sum(0)");
    close(t.mean(0, false).to_vec()[0], f64::from(x), "mean(0)");
    let v = DynTensor::scalar(x);
    let e = v.expand(&[n as isize]);
    close(e.sum_all(), exact_sum, "expanded sum_all");
    close(e.mean_all(), f64::from(x), "expanded mean_all");
    // Down the columns of a matrix, and as a heap tensor with a static shape.
    let m = DynTensor::<f32>::full(&[n / 4, 4], x);
    for s in m.sum(0, false).to_vec() {
        close(s, exact_sum / 4.0, "sum down columns");
    }
    let h = HeapTensor::<f32, shape![Dyn, 4]>::from_vec(vec![x; n], &[n / 4, 4]).unwrap();
    for s in h.sum::<0>().to_vec() {
        close(s, exact_sum / 4.0, "static axis of a heap tensor");
    }
    for s in h.mean::<0>().to_vec() {
        close(s, f64::from(x), "static-axis mean");
    }
}

#[test]
fn a_long_matrix_product_is_within_one_ulp() {
    // 2^24 + 2^20 terms of 1 · 1 (stride-0 operands, no memory): one running f32 sum stops at
    // 2^24; the pairwise sum is exact.
    let n = (1isize << 24) + (1 << 20);
    let one = DynTensor::scalar(1.0f32);
    let row = one.expand(&[1, n]);
    let col = one.expand(&[n, 1]);
    assert_eq!(row.matmul(&col).to_vec(), vec![n as f32]);
    // A dot product of 32767 terms of 0.1 · 1: below the size `gemm` takes, the crate's own
    // loops with any features. The pairwise sum is NumPy's `np.full(32767, 0.1, np.float32)
    // .sum()`, 3276.7007 (2.6 ulps from the exact 3276.70005: pairwise sums bound the error by
    // the logarithm of the count, not by one ulp; NumPy's BLAS `matmul` gives 3276.6868).
    let k = 32767usize;
    let x = DynTensor::<f32>::full(&[k], 0.1);
    let y = DynTensor::<f32>::full(&[k], 1.0);
    assert_eq!(x.matmul(&y).to_vec(), vec![3276.7007f32]);
    assert_eq!(x.sum_all(), 3276.7007f32);
    let row = DynTensor::<f32>::full(&[1, k], 0.1);
    let col = DynTensor::<f32>::full(&[k, 1], 1.0);
    assert_eq!(row.matmul(&col).to_vec(), vec![3276.7007f32]);
    // A million terms of 0.1 · 1 with stored operands, several outputs side by side. With
    // `gemm`, products this large run on `matrixmultiply`, whose blocked running sums round as
    // BLAS does (for ten million terms NumPy's `matmul` gives 1000192.94, torch's 1000112.56,
    // the exact sum being 1000000.0149): within its own bound, not 1 ulp.
    let k = 1_000_000usize;
    let a = DynTensor::<f32>::full(&[2, k], 0.1);
    let b = DynTensor::<f32>::full(&[k, 3], 1.0);
    let exact = f64::from(0.1f32) * k as f64;
    let bt = DynTensor::<f32>::full(&[3, k], 1.0);
    let products = [a.matmul(&b), a.matmul(&bt.t())];
    for x in products.iter().flat_map(|p| p.to_vec()) {
        if cfg!(feature = "gemm") {
            assert!(within_gemm_bound(x, exact, k), "{x}");
        } else {
            close(x, exact, "matmul");
        }
    }
}

#[test]
fn short_folds_keep_their_order() {
    // At most 128 terms per output: the straight loop, eight accumulators for a contiguous run
    // and rows in order otherwise, as before (these sums are exact either way; the order shows
    // in the sign of zero and in NaN propagation).
    let t = DynTensor::from_vec(vec![-0.0f32; 128], &[128]).unwrap();
    assert!(t.sum_all().is_sign_positive());
    let mut v = vec![1.0f32; 300];
    v[299] = f32::NAN;
    let t = DynTensor::from_vec(v, &[300]).unwrap();
    assert!(t.sum_all().is_nan());
    assert!(t.amax_all().is_nan());
    let m = DynTensor::from_shape_fn(&[200, 3], |i| (i % 7) as i64 - 3);
    let cols: Vec<i64> = (0..3)
        .map(|c| (0..200).map(|r| ((r * 3 + c) % 7) as i64 - 3).sum())
        .collect();
    assert_eq!(m.sum(0, false).to_vec(), cols);
}

/// `n` reproducible values of different magnitudes and signs, so that the order of a sum shows
/// in its last bits.
fn varied(n: usize, seed: u64) -> Vec<f32> {
    let mut s = seed | 1;
    (0..n)
        .map(|_| {
            s ^= s << 13;
            s ^= s >> 7;
            s ^= s << 17;
            let mantissa = (s >> 40) as f32 / (1u64 << 24) as f32 - 0.5;
            mantissa * [1.0, 3.0, 0.01, 100.0][(s >> 8) as usize % 4]
        })
        .collect()
}

fn bits(t: &DynTensor<f32>) -> Vec<u32> {
    t.to_vec().iter().map(|x| x.to_bits()).collect()
}

#[cfg(feature = "std")]
#[test]
fn mapped_folds_down_many_rows_are_exact() {
    // 2^25 terms per result: one running f32 sum stops at 2^24. One case per kernel: a lane
    // of a row-major copy (`softmax`, `logsumexp`) and the strided kernel of the dims-list
    // forms and `var`, outputs side by side, through stride-0 views (lanes side by side give
    // the strided kernel's bits: `mapped_folds_give_the_same_bits_in_every_layout`).
    let n = 1usize << 25;
    let zeros = DynTensor::<f32>::zeros(&[n]);
    assert_eq!(zeros.softmax(0).amax_all(), 1.0 / n as f32);
    let ln_n = 25.0 * std::f64::consts::LN_2;
    close(zeros.logsumexp(0, false).to_vec()[0], ln_n, "logsumexp");
    drop(zeros);
    let one = DynTensor::scalar(1.0f32);
    let ones = one.expand(&[n as isize, 2]);
    assert_eq!(ones.norm_dims(1.0, &[0], false).to_vec(), vec![n as f32; 2]);
    // Squared deviations of 1 from the mean 1 of 0 and 2: the variance is 1.
    let pair = DynTensor::from_vec(vec![0.0f32, 2.0], &[1, 2]).unwrap();
    let alternating = pair.expand(&[(n / 2) as isize, 2]);
    assert_eq!(alternating.var_all(0), 1.0);
}

#[test]
fn variances_of_ten_million_values_are_within_one_ulp() {
    // NumPy: `np.var` of 0.1 and 0.3 (f32) alternating is 0.010000002, the exact value of the
    // f32 inputs 0.0100000010; one running f32 sum of the squared deviations is off by percents.
    let n = 10_000_000usize;
    let (a, b) = (0.1f32, 0.3f32);
    let (a64, b64) = (f64::from(a), f64::from(b));
    let mean = (a64 + b64) / 2.0;
    let exact = ((a64 - mean).powi(2) + (b64 - mean).powi(2)) / 2.0;
    let stored = DynTensor::from_shape_fn(&[n], |i| if i % 2 == 0 { a } else { b });
    close(stored.mean_all(), mean, "mean_all");
    close(stored.var_all(0), exact, "var_all");
    close(stored.var(0, 0, false).to_vec()[0], exact, "var(0)");
    let unbiased = exact * n as f64 / (n - 1) as f64;
    close(stored.var_all(1), unbiased, "var_all(1)");
    let pair = DynTensor::from_vec(vec![a, b], &[1, 2]).unwrap();
    let expanded = pair.expand(&[(n / 2) as isize, 2]);
    assert_eq!(expanded.var_all(0).to_bits(), stored.var_all(0).to_bits());
    let rows = stored.reshape(&[(n / 2) as isize, 2]);
    assert_eq!(
        bits(&expanded.var(0, 0, false)),
        bits(&rows.var(0, 0, false))
    );
    // All 0.1: NumPy's mean is one ulp above 0.1f32 and its variance 5.55e-17, the square of
    // that ulp; within one ulp of 0.1 and far below one ulp of 0.1 the variance is a rounding.
    let tenths = DynTensor::<f32>::full(&[n], a);
    close(tenths.mean_all(), a64, "mean of tenths");
    assert!(tenths.var_all(0) < 1e-16);
}

#[cfg(feature = "std")]
#[test]
fn mapped_folds_give_the_same_bits_in_every_layout() {
    // The same values stored row-major, stored transposed (a transposed view), expanded from
    // one row (a stride-0 view) and as a static inline tensor: every fold of mapped terms
    // gives the same bits, along one dim, a list of dims, or all of them.
    let (rows, cols) = (300usize, 7usize);
    let v = varied(rows * cols, 7);
    let stored = DynTensor::from_vec(v.clone(), &[rows, cols]).unwrap();
    let mut t = vec![0.0f32; rows * cols];
    for r in 0..rows {
        for c in 0..cols {
            t[c * rows + r] = v[r * cols + c];
        }
    }
    let other = DynTensor::from_vec(t, &[cols, rows]).unwrap();
    let transposed = other.t();
    assert_eq!(transposed.to_vec(), stored.to_vec());
    for (d, dims) in [(0isize, [0isize]), (1, [1])] {
        let same = |f: &dyn Fn(&shaped::DynView<'_, f32>) -> DynTensor<f32>, what: &str| {
            let a = f(&stored.view());
            let b = f(&transposed);
            assert_eq!(bits(&a), bits(&b), "{what} along {d}");
            a
        };
        same(&|x| x.softmax(d), "softmax");
        same(&|x| x.log_softmax(d), "log_softmax");
        let l = same(&|x| x.logsumexp(d, false), "logsumexp");
        let ld = same(&|x| x.logsumexp_dims(&dims, false), "logsumexp_dims");
        assert_eq!(bits(&l), bits(&ld), "logsumexp along {d} and over [{d}]");
        for p in [1.0f32, 2.0, 3.0, 0.5, 0.0, f32::INFINITY, f32::NEG_INFINITY] {
            let a = same(&|x| x.norm(p, d, false), "norm");
            let b = same(&|x| x.norm_dims(p, &dims, false), "norm_dims");
            assert_eq!(bits(&a), bits(&b), "norm({p}) along {d} and over [{d}]");
        }
        let a = same(&|x| x.var(d, 1, false), "var");
        let b = same(&|x| x.var_dims(&dims, 1, false), "var_dims");
        assert_eq!(bits(&a), bits(&b), "var along {d} and over [{d}]");
        same(&|x| x.std(d, 0, true), "std");
    }
    for p in [1.0f32, 2.0, 3.0] {
        assert_eq!(
            stored.norm_all(p).to_bits(),
            transposed.norm_all(p).to_bits()
        );
        assert_eq!(
            stored.norm_all(p).to_bits(),
            stored.norm_dims(p, &[], false).to_vec()[0].to_bits()
        );
    }
    assert_eq!(stored.var_all(1).to_bits(), transposed.var_all(1).to_bits());
    assert_eq!(
        stored.var_all(1).to_bits(),
        transposed.var_dims(&[], 1, false).to_vec()[0].to_bits()
    );
    // A stride-0 view: one row of varied values repeated down 300 rows.
    let row = DynTensor::from_vec(varied(cols, 9), &[1, cols]).unwrap();
    let expanded = row.expand(&[rows as isize, cols as isize]);
    let copied = expanded.clone().contiguous();
    assert_eq!(
        bits(&expanded.var(0, 1, false)),
        bits(&copied.var(0, 1, false))
    );
    assert_eq!(
        bits(&expanded.norm_dims(2.0, &[0], true)),
        bits(&copied.norm_dims(2.0, &[0], true))
    );
    assert_eq!(
        bits(&expanded.logsumexp_dims(&[0, 1], false)),
        bits(&copied.logsumexp_dims(&[0, 1], false))
    );
    // A static inline tensor gives the dynamic tensor's bits.
    let mut a = [[0.0f32; 3]; 200];
    for (r, row) in a.iter_mut().enumerate() {
        for (c, x) in row.iter_mut().enumerate() {
            *x = v[r * 3 + c];
        }
    }
    let inline = Tensor::<f32, shape![200, 3]>::from(a);
    let dynamic = DynTensor::from_vec(inline.to_vec(), &[200, 3]).unwrap();
    let static_bits = |x: Vec<f32>| x.iter().map(|v| v.to_bits()).collect::<Vec<_>>();
    assert_eq!(
        static_bits(inline.var::<0>(1).to_vec()),
        bits(&dynamic.var(0, 1, false))
    );
    assert_eq!(
        static_bits(inline.norm::<0>(2.0).to_vec()),
        bits(&dynamic.norm(2.0, 0, false))
    );
    assert_eq!(
        static_bits(inline.logsumexp::<0>().to_vec()),
        bits(&dynamic.logsumexp(0, false))
    );
    assert_eq!(
        static_bits(inline.softmax::<0>().to_vec()),
        bits(&dynamic.softmax(0))
    );
    assert_eq!(inline.var_all(1).to_bits(), dynamic.var_all(1).to_bits());
    assert_eq!(
        inline.norm_all(2.0).to_bits(),
        dynamic.norm_all(2.0).to_bits()
    );
}
