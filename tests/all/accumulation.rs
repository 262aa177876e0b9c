//! Floating-point folds add pairwise: sums, means and matrix products of many `f32` terms are
//! within one ulp of the exact sum, whatever the layout (contiguous, transposed, a stride-0
//! view) and whatever the features (threads, `gemm`).
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

#[test]
fn a_sum_down_many_rows_is_exact() {
    // 2^25 rows of 1.0: one running f32 sum stops at 2^24.
    let n = 1usize << 25;
    let stored = DynTensor::<f32>::full(&[n, 2], 1.0);
    let one = DynTensor::scalar(1.0f32);
    let expanded = one.expand(&[n as isize, 2]).unwrap();
    let wide = DynTensor::<f32>::full(&[2, n], 1.0);
    let transposed = wide.t().unwrap();
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
    let e = v.expand(&[n as isize]).unwrap();
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
    let row = one.expand(&[1, n]).unwrap();
    let col = one.expand(&[n, 1]).unwrap();
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
    // `gemm`, products this large run on `matrixmultiply`, whose blocked sums round as BLAS
    // does (for ten million terms NumPy's `matmul` gives 1000192.94, torch's 1000112.56, the
    // exact sum being 1000000.0149): not checked to 1 ulp.
    let k = 1_000_000usize;
    let a = DynTensor::<f32>::full(&[2, k], 0.1);
    let b = DynTensor::<f32>::full(&[k, 3], 1.0);
    let exact = f64::from(0.1f32) * k as f64;
    let bt = DynTensor::<f32>::full(&[3, k], 1.0);
    let products = [a.matmul(&b), a.matmul(&bt.t().unwrap())];
    for x in products.iter().flat_map(|p| p.to_vec()) {
        if cfg!(feature = "gemm") {
            assert!((f64::from(x) - exact).abs() < exact * 1e-3, "{x}");
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
