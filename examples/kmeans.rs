//! k-means on `DynTensor`, ported line for line from NumPy: 20,000 points in the plane, 8
//! clusters, 30 iterations. Each step names the NumPy line it replaces. The result is checked
//! against the same algorithm written as plain loops. Run with
//! `cargo run --release --example kmeans`.
//!
//! ```python
//! C = X[:k].copy()
//! for _ in range(30):
//!     d2 = ((X[:, None, :] - C[None, :, :]) ** 2).sum(-1)
//!     labels = d2.argmin(1)
//!     counts = np.bincount(labels, minlength=k)
//!     sums = np.zeros((k, 2)); np.add.at(sums, labels, X)
//!     C = np.where(counts[:, None] > 0, sums / np.maximum(counts, 1)[:, None], C)
//! inertia = d2[np.arange(n), labels].sum()
//! ```

use shaped::ops::where_;
use shaped::prelude::*;

const N: usize = 20_000;
const K: usize = 8;
const ITERATIONS: usize = 30;

/// Points around `K` centres, from a small linear congruential generator (reproducible, no
/// dependency).
fn points() -> DynTensor<f64> {
    let mut state = 0x2545_f491_4f6c_dd1d_u64;
    let mut uniform = move || {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 11) as f64 / (1u64 << 53) as f64
    };
    let mut xs = Vec::with_capacity(N * 2);
    for i in 0..N {
        let centre = (i % K) as f64;
        xs.push(centre * 3.0 + uniform() * 2.5);
        xs.push((centre * 1.7).sin() * 4.0 + uniform() * 2.5);
    }
    DynTensor::from_vec(xs, &[N, 2]).expect("N * 2 values")
}

/// The centres, labels and inertia after `ITERATIONS` steps from the first `K` points.
fn kmeans(x: &DynTensor<f64>) -> (DynTensor<f64>, DynTensor<usize>, f64) {
    let first: Vec<usize> = (0..K).collect();
    // C = X[:k].copy()
    let mut c = x.index_select(0, &DynTensor::from_vec(first, &[K]).expect("K indices"));
    let mut labels = DynTensor::<usize>::zeros(&[N]);
    let mut d2 = DynTensor::<f64>::zeros(&[N, K]);
    for _ in 0..ITERATIONS {
        // d2 = ((X[:, None, :] - C[None, :, :]) ** 2).sum(-1)
        let diff = x.unsqueeze(1) - c.unsqueeze(0);
        d2 = (&diff * &diff).sum(-1, false);
        // labels = d2.argmin(1)
        labels = d2.argmin(1, false);
        // counts = np.bincount(labels, minlength=k)
        let counts = labels.bincount(K).cast::<f64>();
        // sums = np.zeros((k, 2)); np.add.at(sums, labels, X)
        let sums = DynTensor::<f64>::zeros(&[K, 2]).index_add(0, &labels, x);
        // C = np.where(counts[:, None] > 0, sums / np.maximum(counts, 1)[:, None], C)
        let counts = counts.unsqueeze(1);
        let means = &sums / &counts.clamp_min(1.0);
        c = where_(&counts.gt(&DynTensor::scalar(0.0)), &means, &c);
    }
    // inertia = d2[np.arange(n), labels].sum()
    let inertia = d2.take_along_dim(&labels.unsqueeze(1), 1).sum_all();
    (c, labels, inertia)
}

/// The same algorithm as loops over slices, for the check.
fn kmeans_loops(x: &[f64]) -> (Vec<f64>, Vec<usize>, f64) {
    let mut c = x[..K * 2].to_vec();
    let mut labels = vec![0; N];
    let mut best = vec![0.0; N];
    for _ in 0..ITERATIONS {
        for i in 0..N {
            let (mut arg, mut min) = (0, f64::INFINITY);
            for j in 0..K {
                let (dx, dy) = (x[2 * i] - c[2 * j], x[2 * i + 1] - c[2 * j + 1]);
                let d = dx * dx + dy * dy;
                if d < min {
                    (arg, min) = (j, d);
                }
            }
            labels[i] = arg;
            best[i] = min;
        }
        let mut sums = [0.0; K * 2];
        let mut counts = [0.0; K];
        for i in 0..N {
            let j = labels[i];
            sums[2 * j] += x[2 * i];
            sums[2 * j + 1] += x[2 * i + 1];
            counts[j] += 1.0;
        }
        for j in 0..K {
            if counts[j] > 0.0 {
                c[2 * j] = sums[2 * j] / counts[j];
                c[2 * j + 1] = sums[2 * j + 1] / counts[j];
            }
        }
    }
    (c, labels, best.iter().sum())
}

fn main() {
    let x = points();
    let (c, labels, inertia) = kmeans(&x);
    println!("centres:\n{c:.3}");
    println!("inertia: {inertia:.6}");

    // X[labels == j].mean(0): the points of one cluster, by a boolean mask.
    let in_first = labels.eq(&DynTensor::scalar(0usize));
    let members = x
        .masked_select(&in_first.unsqueeze(1))
        .reshape(&[-1, 2])
        .mean(0, false);
    println!("mean of cluster 0 by its mask: {members:.3}");

    let (c_loops, labels_loops, inertia_loops) = kmeans_loops(&x.to_vec());
    assert_eq!(
        labels.to_vec(),
        labels_loops,
        "labels differ from the loops'"
    );
    let close = |a: f64, b: f64| (a - b).abs() <= 1e-9 * a.abs().max(b.abs()).max(1.0);
    assert!(
        close(inertia, inertia_loops),
        "{inertia} against {inertia_loops}"
    );
    assert!(c.to_vec().iter().zip(&c_loops).all(|(&a, &b)| close(a, b)));
    assert!(
        members
            .to_vec()
            .iter()
            .zip(&c.to_vec()[..2])
            .all(|(&a, &b)| close(a, b)),
        "a cluster's mean is its centre after the last step's labels"
    );
    println!("the same labels, centres and inertia as the loops");
}
