//! Reductions and matrix products on large tensors beside ndarray (`sum_axis`, `mean_axis`,
//! `sum`, `dot`) and a hand-written loop, for `f32` and `f64`.
//!
//! `cargo bench -p shaped-benches --bench reduce -- --warm-up-time 1 --measurement-time 2`, then
//! `python3 benches/ratios.py` for the table of ratios of medians (one run: the machine is shared
//! and absolute times drift).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};

macro_rules! suite {
    ($m:ident, $T:ty) => {
        mod $m {
            use super::*;
            use ndarray::{Array2, Axis};
            use shaped::prelude::*;

            type T = $T;
            const TY: &str = stringify!($m);
            const N: usize = 1000;

            fn val(i: usize) -> T {
                (i % 97) as T * 0.5 - 20.0
            }

            fn inputs() -> (HeapTensor<T, shape![1000, 1000]>, Array2<T>, Vec<T>) {
                let a = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let na = Array2::from_shape_vec((N, N), a.to_vec()).unwrap();
                let sa = a.to_vec();
                (a, na, sa)
            }

            /// Column sums: `sum::<0>()` (rows accumulated) against `sum_axis(Axis(0))`.
            pub fn sum_axis0(c: &mut Criterion) {
                let (a, na, sa) = inputs();
                let mut g = c.benchmark_group(format!("{TY}/sum_axis0_1000x1000"));
                g.bench_function("shaped", |r| r.iter(|| black_box(&a).sum::<0>()));
                g.bench_function("ndarray", |r| r.iter(|| black_box(&na).sum_axis(Axis(0))));
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let mut out = vec![0.0 as T; N];
                        for row in black_box(&sa).chunks_exact(N) {
                            for (o, x) in out.iter_mut().zip(row) {
                                *o += x;
                            }
                        }
                        out
                    })
                });
                g.finish();
            }

            /// Row sums: `sum::<1>()` (contiguous folds) against `sum_axis(Axis(1))`.
            pub fn sum_axis1(c: &mut Criterion) {
                let (a, na, sa) = inputs();
                let mut g = c.benchmark_group(format!("{TY}/sum_axis1_1000x1000"));
                g.bench_function("shaped", |r| r.iter(|| black_box(&a).sum::<1>()));
                g.bench_function("ndarray", |r| r.iter(|| black_box(&na).sum_axis(Axis(1))));
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        black_box(&sa)
                            .chunks_exact(N)
                            .map(|row| row.iter().sum::<T>())
                            .collect::<Vec<T>>()
                    })
                });
                g.finish();
            }

            /// Column means: `mean::<0>()` against `mean_axis(Axis(0))`.
            pub fn mean_axis0(c: &mut Criterion) {
                let (a, na, sa) = inputs();
                let mut g = c.benchmark_group(format!("{TY}/mean_axis0_1000x1000"));
                g.bench_function("shaped", |r| r.iter(|| black_box(&a).mean::<0>()));
                g.bench_function("ndarray", |r| {
                    r.iter(|| black_box(&na).mean_axis(Axis(0)).unwrap())
                });
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let mut out = vec![0.0 as T; N];
                        for row in black_box(&sa).chunks_exact(N) {
                            for (o, x) in out.iter_mut().zip(row) {
                                *o += x;
                            }
                        }
                        out.iter_mut().for_each(|o| *o /= N as T);
                        out
                    })
                });
                g.finish();
            }

            /// Sums of a transposed view along its rows (the input read in memory order).
            pub fn sum_transposed(c: &mut Criterion) {
                let (a, na, sa) = inputs();
                let mut g = c.benchmark_group(format!("{TY}/sum_t_axis1_1000x1000"));
                g.bench_function("shaped", |r| r.iter(|| black_box(&a).t().sum::<1>()));
                g.bench_function("ndarray", |r| {
                    r.iter(|| black_box(&na).t().sum_axis(Axis(1)))
                });
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let mut out = vec![0.0 as T; N];
                        for row in black_box(&sa).chunks_exact(N) {
                            for (o, x) in out.iter_mut().zip(row) {
                                *o += x;
                            }
                        }
                        out
                    })
                });
                g.finish();
            }

            /// All elements: `sum_all()` against `sum()`.
            pub fn sum_all(c: &mut Criterion) {
                let (a, na, sa) = inputs();
                let mut g = c.benchmark_group(format!("{TY}/sum_all_1000x1000"));
                g.bench_function("shaped", |r| r.iter(|| black_box(&a).sum_all()));
                g.bench_function("ndarray", |r| r.iter(|| black_box(&na).sum()));
                g.bench_function("hand", |r| r.iter(|| black_box(&sa).iter().sum::<T>()));
                g.finish();
            }

            /// `matmul` against `dot`, 512 × 512.
            pub fn dot(c: &mut Criterion) {
                const M: usize = 512;
                let a = HeapTensor::<T, shape![512, 512]>::from_fn(val);
                let b = HeapTensor::<T, shape![512, 512]>::from_fn(|i| val(i + 3));
                let na = Array2::from_shape_vec((M, M), a.to_vec()).unwrap();
                let nb = Array2::from_shape_vec((M, M), b.to_vec()).unwrap();
                let (sa, sb) = (a.to_vec(), b.to_vec());
                let mut g = c.benchmark_group(format!("{TY}/dot_512x512"));
                g.sample_size(10);
                g.bench_function("shaped", |r| r.iter(|| black_box(&a).matmul(black_box(&b))));
                g.bench_function("ndarray", |r| r.iter(|| black_box(&na).dot(black_box(&nb))));
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let (x, y) = (black_box(&sa), black_box(&sb));
                        let mut out = vec![0.0 as T; M * M];
                        for (orow, arow) in out.chunks_exact_mut(M).zip(x.chunks_exact(M)) {
                            for (&p, brow) in arow.iter().zip(y.chunks_exact(M)) {
                                for (o, &q) in orow.iter_mut().zip(brow) {
                                    *o += p * q;
                                }
                            }
                        }
                        out
                    })
                });
                g.finish();
            }
        }
    };
}

suite!(f32, f32);
suite!(f64, f64);

/// Sums along a short last axis and along every axis of `[N, k, m]` on `DynTensor`, against
/// ndarray's `sum_axis` and a hand loop (the k-means step's `sum(2)` over `[20000, 8, 2]`).
mod short_axes {
    use super::*;
    use ndarray::{ArrayD, Axis, IxDyn};
    use shaped::prelude::*;

    fn case(c: &mut Criterion, dims: &[usize], axis: usize) {
        let n: usize = dims.iter().product();
        let xs: Vec<f64> = (0..n).map(|i| (i % 97) as f64 * 0.5 - 20.0).collect();
        let d = DynTensor::from_vec(xs.clone(), dims).unwrap();
        let na = ArrayD::from_shape_vec(IxDyn(dims), xs.clone()).unwrap();
        let name = format!(
            "f64/sum_axis{axis}_{}",
            dims.iter()
                .map(|s| s.to_string())
                .collect::<Vec<_>>()
                .join("x")
        );
        let mut g = c.benchmark_group(name);
        g.bench_function("shaped", |r| {
            r.iter(|| black_box(&d).sum(axis as isize, false))
        });
        g.bench_function("ndarray", |r| {
            r.iter(|| black_box(&na).sum_axis(Axis(axis)))
        });
        let outer: usize = dims[..axis].iter().product();
        let len = dims[axis];
        let inner: usize = dims[axis + 1..].iter().product();
        g.bench_function("hand", |r| {
            r.iter(|| {
                let mut out = vec![0.0f64; outer * inner];
                for (o, block) in out
                    .chunks_exact_mut(inner)
                    .zip(black_box(&xs).chunks_exact(len * inner))
                {
                    for row in block.chunks_exact(inner) {
                        for (a, x) in o.iter_mut().zip(row) {
                            *a += x;
                        }
                    }
                }
                out
            })
        });
        g.finish();
    }

    pub fn last(c: &mut Criterion) {
        case(c, &[20_000, 8, 2], 2);
        for k in [2, 4, 8] {
            case(c, &[100_000, k], 1);
        }
    }

    pub fn others(c: &mut Criterion) {
        case(c, &[100_000, 4], 0);
        case(c, &[20_000, 8, 2], 0);
        case(c, &[20_000, 8, 2], 1);
    }
}

criterion_group!(
    benches,
    f32::sum_axis0,
    f32::sum_axis1,
    f32::mean_axis0,
    f32::sum_transposed,
    f32::sum_all,
    f32::dot,
    f64::sum_axis0,
    f64::sum_axis1,
    f64::mean_axis0,
    f64::sum_transposed,
    f64::sum_all,
    f64::dot,
    short_axes::last,
    short_axes::others,
);
criterion_main!(benches);
