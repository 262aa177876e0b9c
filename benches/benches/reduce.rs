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
);
criterion_main!(benches);
