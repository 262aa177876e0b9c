//! The NumPy k-means of `examples/kmeans.rs` (20,000 points in the plane, 8 clusters, 30
//! iterations), written twice: on `DynTensor` exactly as the example does, and on ndarray 0.16 as
//! a NumPy user would write it (broadcast by `insert_axis`, `sum_axis`, an argmin per row, a
//! bincount and an add-at by loops over the labels, a `where` by `Zip`). `kmeans shaped` or
//! `kmeans ndarray` runs one of them; both print the same inertia and centres. Instruction counts
//! of the two runs, whole program and k-means alone, come from `python3 benches/kmeans.py`:
//!
//! ```sh
//! cargo build --release -p shaped-benches --bin kmeans
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/kmeans shaped
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/kmeans ndarray
//! ```

use std::hint::black_box;
use std::process::ExitCode;

use ndarray::Array2;
use shaped::prelude::*;

const N: usize = 20_000;
const K: usize = 8;
const ITERATIONS: usize = 30;

/// The points of the example, row-major `[N, 2]`.
fn points() -> Vec<f64> {
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
    xs
}

/// The example's k-means on `DynTensor`, line for line; each NumPy line is a function of its own
/// so that callgrind attributes the instructions to it.
mod on_shaped {
    use super::{ITERATIONS, K, N};
    use shaped::ops::where_;
    use shaped::prelude::*;

    /// d2 = ((X[:, None, :] - C[None, :, :]) ** 2).sum(-1)
    #[inline(never)]
    pub fn distances(x: &DynTensor<f64>, c: &DynTensor<f64>) -> DynTensor<f64> {
        let diff = x.unsqueeze(1) - c.unsqueeze(0);
        (&diff * &diff).sum(-1, false)
    }

    /// labels = d2.argmin(1)
    #[inline(never)]
    pub fn labels(d2: &DynTensor<f64>) -> DynTensor<usize> {
        d2.argmin(1, false)
    }

    /// counts = np.bincount(labels, minlength=k)
    #[inline(never)]
    pub fn counts(labels: &DynTensor<usize>) -> DynTensor<f64> {
        labels.bincount(K).cast::<f64>()
    }

    /// sums = np.zeros((k, 2)); np.add.at(sums, labels, X)
    #[inline(never)]
    pub fn sums(labels: &DynTensor<usize>, x: &DynTensor<f64>) -> DynTensor<f64> {
        DynTensor::<f64>::zeros(&[K, 2]).index_add(0, labels, x)
    }

    /// C = np.where(counts[:, None] > 0, sums / np.maximum(counts, 1)[:, None], C)
    #[inline(never)]
    pub fn centres(
        counts: &DynTensor<f64>,
        sums: &DynTensor<f64>,
        c: &DynTensor<f64>,
    ) -> DynTensor<f64> {
        let counts = counts.unsqueeze(1);
        let means = sums / &counts.clamp_min(1.0);
        where_(&counts.gt(&DynTensor::scalar(0.0)), &means, c)
    }

    /// inertia = d2[np.arange(n), labels].sum()
    #[inline(never)]
    pub fn inertia(d2: &DynTensor<f64>, labels: &DynTensor<usize>) -> f64 {
        d2.take_along_dim(&labels.unsqueeze(1), 1).sum_all()
    }

    /// The centres, labels and inertia after `ITERATIONS` steps from the first `K` points.
    #[inline(never)]
    pub fn kmeans(x: &DynTensor<f64>) -> (DynTensor<f64>, DynTensor<usize>, f64) {
        let first: Vec<usize> = (0..K).collect();
        // C = X[:k].copy()
        let mut c = x.index_select(0, &DynTensor::from_vec(first, &[K]).expect("K indices"));
        let mut labels = DynTensor::<usize>::zeros(&[N]);
        let mut d2 = DynTensor::<f64>::zeros(&[N, K]);
        for _ in 0..ITERATIONS {
            d2 = distances(x, &c);
            labels = self::labels(&d2);
            let counts = counts(&labels);
            let sums = sums(&labels, x);
            c = centres(&counts, &sums, &c);
        }
        let inertia = inertia(&d2, &labels);
        (c, labels, inertia)
    }
}

/// The same NumPy program on ndarray 0.16, one function per NumPy line as well.
mod on_ndarray {
    use super::{ITERATIONS, K, N};
    use ndarray::{Array1, Array2, ArrayView1, Axis, Zip};

    /// d2 = ((X[:, None, :] - C[None, :, :]) ** 2).sum(-1)
    #[inline(never)]
    pub fn distances(x: &Array2<f64>, c: &Array2<f64>) -> Array2<f64> {
        let diff = &x.view().insert_axis(Axis(1)) - &c.view().insert_axis(Axis(0));
        (&diff * &diff).sum_axis(Axis(2))
    }

    /// The index of the first smallest value of a row (`np.argmin`).
    fn argmin(row: ArrayView1<'_, f64>) -> usize {
        let mut best = 0;
        for (j, &v) in row.iter().enumerate() {
            if v < row[best] {
                best = j;
            }
        }
        best
    }

    /// labels = d2.argmin(1)
    #[inline(never)]
    pub fn labels(d2: &Array2<f64>) -> Array1<usize> {
        d2.map_axis(Axis(1), argmin)
    }

    /// counts = np.bincount(labels, minlength=k)
    #[inline(never)]
    pub fn counts(labels: &Array1<usize>) -> Array1<f64> {
        let mut counts = Array1::<f64>::zeros(K);
        for &l in labels {
            counts[l] += 1.0;
        }
        counts
    }

    /// sums = np.zeros((k, 2)); np.add.at(sums, labels, X)
    #[inline(never)]
    pub fn sums(labels: &Array1<usize>, x: &Array2<f64>) -> Array2<f64> {
        let mut sums = Array2::<f64>::zeros((K, 2));
        for (&l, point) in labels.iter().zip(x.rows()) {
            let mut row = sums.row_mut(l);
            row += &point;
        }
        sums
    }

    /// C = np.where(counts[:, None] > 0, sums / np.maximum(counts, 1)[:, None], C)
    #[inline(never)]
    pub fn centres(counts: &Array1<f64>, sums: &Array2<f64>, c: &Array2<f64>) -> Array2<f64> {
        let counts = counts.view().insert_axis(Axis(1));
        let means = sums / &counts.mapv(|n| n.max(1.0));
        Zip::from(&counts.broadcast((K, 2)).expect("[K, 1] to [K, 2]"))
            .and(&means)
            .and(c)
            .map_collect(|&n, &m, &c| if n > 0.0 { m } else { c })
    }

    /// inertia = d2[np.arange(n), labels].sum()
    #[inline(never)]
    pub fn inertia(d2: &Array2<f64>, labels: &Array1<usize>) -> f64 {
        Array1::from_iter(labels.iter().enumerate().map(|(i, &l)| d2[[i, l]])).sum()
    }

    /// The centres, labels and inertia after `ITERATIONS` steps from the first `K` points.
    #[inline(never)]
    pub fn kmeans(x: &Array2<f64>) -> (Array2<f64>, Array1<usize>, f64) {
        let first: Vec<usize> = (0..K).collect();
        // C = X[:k].copy()
        let mut c = x.select(Axis(0), &first);
        let mut labels = Array1::<usize>::zeros(N);
        let mut d2 = Array2::<f64>::zeros((N, K));
        for _ in 0..ITERATIONS {
            d2 = distances(x, &c);
            labels = self::labels(&d2);
            let counts = counts(&labels);
            let sums = sums(&labels, x);
            c = centres(&counts, &sums, &c);
        }
        let inertia = inertia(&d2, &labels);
        (c, labels, inertia)
    }
}

fn main() -> ExitCode {
    let xs = points();
    let (centres, labels, inertia) = match std::env::args().nth(1).as_deref() {
        Some("shaped") => {
            let x = DynTensor::from_vec(xs, &[N, 2]).expect("N * 2 values");
            let (c, labels, inertia) = on_shaped::kmeans(black_box(&x));
            (c.to_vec(), labels.to_vec(), inertia)
        }
        Some("ndarray") => {
            let x = Array2::from_shape_vec((N, 2), xs).expect("N * 2 values");
            let (c, labels, inertia) = on_ndarray::kmeans(black_box(&x));
            (c.into_raw_vec_and_offset().0, labels.to_vec(), inertia)
        }
        _ => {
            eprintln!("usage: kmeans shaped|ndarray");
            return ExitCode::FAILURE;
        }
    };
    let first = labels.iter().filter(|&&l| l == 0).count();
    println!("inertia {inertia:.12} centres {centres:.6?} cluster 0 has {first} points");
    ExitCode::SUCCESS
}
