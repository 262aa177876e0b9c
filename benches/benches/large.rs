//! Large tensors: every broadcast kernel of issue 11 beside ndarray and a hand-written loop, in
//! the same criterion group, for `f32` and `f64`.
//!
//! `cargo bench -p shaped-benches --bench large` (add a filter such as `-- f32/` to run part of it). Compare
//! medians within one run (`python3 benches/ratios.py` prints the ratio table): the machine is
//! shared and absolute times drift.

use std::hint::black_box;
use std::time::Duration;

use criterion::measurement::WallTime;
use criterion::{BenchmarkGroup, Criterion, SamplingMode, criterion_group, criterion_main};

/// One group per case and element type; large cases take one iteration per sample.
fn group<'a>(c: &'a mut Criterion, name: String, big: bool) -> BenchmarkGroup<'a, WallTime> {
    let mut g = c.benchmark_group(name);
    g.sample_size(if big { 10 } else { 20 })
        .warm_up_time(Duration::from_millis(300))
        .measurement_time(Duration::from_secs(if big { 3 } else { 2 }));
    if big {
        g.sampling_mode(SamplingMode::Flat);
    }
    g
}

macro_rules! suite {
    ($m:ident, $T:ty) => {
        mod $m {
            use super::*;
            use ndarray::{Array1, Array2, Array3, Array4, Zip};
            use shaped::prelude::*;

            type T = $T;
            const TY: &str = stringify!($m);

            fn val(i: usize) -> T {
                (i % 97) as T * 0.5
            }

            /// `[256, 256, 3] * [3]`: an image scaled per channel.
            pub fn image(c: &mut Criterion) {
                let a = HeapTensor::<T, shape![256, 256, 3]>::from_fn(val);
                let b = HeapTensor::<T, shape![3]>::from_fn(|i| 1.0 + i as T);
                let na = Array3::from_shape_vec((256, 256, 3), a.to_vec()).unwrap();
                let nb = Array1::from_vec(b.to_vec());
                let (sa, sb) = (a.to_vec(), b.to_vec());
                let mut g = group(c, format!("{TY}/image_256x256x3*3"), false);
                g.bench_function("shaped", |r| r.iter(|| black_box(&a) * black_box(&b)));
                g.bench_function("ndarray", |r| r.iter(|| black_box(&na) * black_box(&nb)));
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let (x, y) = (black_box(&sa), black_box(&sb));
                        let mut out = Vec::with_capacity(x.len());
                        for px in x.chunks_exact(3) {
                            out.extend(px.iter().zip(y).map(|(p, q)| p * q));
                        }
                        out
                    })
                });
                g.finish();
            }

            /// `a.t() + b`, 1000 × 1000.
            pub fn transpose_add(c: &mut Criterion) {
                const N: usize = 1000;
                let a = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000, 1000]>::from_fn(|i| val(i + 1));
                let na = Array2::from_shape_vec((N, N), a.to_vec()).unwrap();
                let nb = Array2::from_shape_vec((N, N), b.to_vec()).unwrap();
                let (sa, sb) = (a.to_vec(), b.to_vec());
                let mut g = group(c, format!("{TY}/transpose_add_1000x1000"), false);
                g.bench_function("shaped", |r| r.iter(|| black_box(&a).t() + black_box(&b)));
                g.bench_function("ndarray", |r| {
                    r.iter(|| &black_box(&na).t() + black_box(&nb))
                });
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let (x, y) = (black_box(&sa), black_box(&sb));
                        let mut out = Vec::with_capacity(N * N);
                        for (i, row) in y.chunks_exact(N).enumerate() {
                            out.extend(row.iter().enumerate().map(|(j, q)| x[j * N + i] + q));
                        }
                        out
                    })
                });
                g.finish();
            }

            /// `a.t().contiguous()`, 2000 × 2000, beside a plain copy of the same bytes.
            pub fn transpose_copy(c: &mut Criterion) {
                const N: usize = 2000;
                let a = HeapTensor::<T, shape![2000, 2000]>::from_fn(val);
                let na = Array2::from_shape_vec((N, N), a.to_vec()).unwrap();
                let sa = a.to_vec();
                let mut g = group(c, format!("{TY}/transpose_contiguous_2000x2000"), false);
                g.bench_function("shaped", |r| {
                    r.iter(|| black_box(&a).t().contiguous().view().numel())
                });
                g.bench_function("ndarray", |r| {
                    r.iter(|| black_box(&na).t().as_standard_layout().len())
                });
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let x = black_box(&sa);
                        let mut out = Vec::with_capacity(N * N);
                        for j in 0..N {
                            out.extend((0..N).map(|i| x[i * N + j]));
                        }
                        out
                    })
                });
                g.bench_function("memcpy", |r| r.iter(|| black_box(&sa).to_vec()));
                g.finish();
            }

            /// `1000² + [1000]`, a row broadcast with a fresh output.
            pub fn row(c: &mut Criterion) {
                const N: usize = 1000;
                let a = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000]>::from_fn(val);
                let na = Array2::from_shape_vec((N, N), a.to_vec()).unwrap();
                let nb = Array1::from_vec(b.to_vec());
                let (sa, sb) = (a.to_vec(), b.to_vec());
                let mut g = group(c, format!("{TY}/row_1000x1000+1000"), false);
                g.bench_function("shaped", |r| r.iter(|| black_box(&a) + black_box(&b)));
                g.bench_function("ndarray", |r| r.iter(|| black_box(&na) + black_box(&nb)));
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let (x, y) = (black_box(&sa), black_box(&sb));
                        let mut out = Vec::with_capacity(N * N);
                        for row in x.chunks_exact(N) {
                            out.extend(row.iter().zip(y).map(|(p, q)| p + q));
                        }
                        out
                    })
                });
                g.finish();
            }

            /// `x += row`, 1000² and `[1000]`.
            pub fn row_inplace(c: &mut Criterion) {
                const N: usize = 1000;
                let mut a = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000]>::from_fn(val);
                let mut na = Array2::from_shape_vec((N, N), a.to_vec()).unwrap();
                let nb = Array1::from_vec(b.to_vec());
                let (mut sa, sb) = (a.to_vec(), b.to_vec());
                let mut g = group(c, format!("{TY}/row_inplace_1000x1000+=1000"), false);
                g.bench_function("shaped", |r| r.iter(|| *black_box(&mut a) += black_box(&b)));
                g.bench_function("ndarray", |r| {
                    r.iter(|| *black_box(&mut na) += black_box(&nb))
                });
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let (x, y) = (black_box(&mut sa), black_box(&sb));
                        for row in x.chunks_exact_mut(N) {
                            row.iter_mut().zip(y).for_each(|(p, q)| *p += q);
                        }
                    })
                });
                g.finish();
            }

            /// `1000² + 1000²`.
            pub fn same(c: &mut Criterion) {
                const N: usize = 1000;
                let a = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000, 1000]>::from_fn(|i| val(i + 3));
                let na = Array2::from_shape_vec((N, N), a.to_vec()).unwrap();
                let nb = Array2::from_shape_vec((N, N), b.to_vec()).unwrap();
                let (sa, sb) = (a.to_vec(), b.to_vec());
                let mut g = group(c, format!("{TY}/same_1000x1000"), false);
                g.bench_function("shaped", |r| r.iter(|| black_box(&a) + black_box(&b)));
                g.bench_function("ndarray", |r| r.iter(|| black_box(&na) + black_box(&nb)));
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let (x, y) = (black_box(&sa), black_box(&sb));
                        x.iter().zip(y).map(|(p, q)| p + q).collect::<Vec<T>>()
                    })
                });
                g.finish();
            }

            /// `1000² + [1000, 1]`, a column broadcast.
            pub fn column(c: &mut Criterion) {
                const N: usize = 1000;
                let a = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000, 1]>::from_fn(val);
                let na = Array2::from_shape_vec((N, N), a.to_vec()).unwrap();
                let nb = Array2::from_shape_vec((N, 1), b.to_vec()).unwrap();
                let (sa, sb) = (a.to_vec(), b.to_vec());
                let mut g = group(c, format!("{TY}/column_1000x1000+1000x1"), false);
                g.bench_function("shaped", |r| r.iter(|| black_box(&a) + black_box(&b)));
                g.bench_function("ndarray", |r| r.iter(|| black_box(&na) + black_box(&nb)));
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let (x, y) = (black_box(&sa), black_box(&sb));
                        let mut out = Vec::with_capacity(N * N);
                        for (row, &q) in x.chunks_exact(N).zip(y) {
                            out.extend(row.iter().map(|p| p + q));
                        }
                        out
                    })
                });
                g.finish();
            }

            /// `[1000, 1] * [1000]`, an outer product.
            pub fn outer(c: &mut Criterion) {
                const N: usize = 1000;
                let a = HeapTensor::<T, shape![1000, 1]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000]>::from_fn(|i| val(i + 5));
                let na = Array2::from_shape_vec((N, 1), a.to_vec()).unwrap();
                let nb = Array1::from_vec(b.to_vec());
                let (sa, sb) = (a.to_vec(), b.to_vec());
                let mut g = group(c, format!("{TY}/outer_1000x1*1000"), false);
                g.bench_function("shaped", |r| r.iter(|| black_box(&a) * black_box(&b)));
                g.bench_function("ndarray", |r| r.iter(|| black_box(&na) * black_box(&nb)));
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let (x, y) = (black_box(&sa), black_box(&sb));
                        let mut out = Vec::with_capacity(N * N);
                        for &p in x {
                            out.extend(y.iter().map(|q| p * q));
                        }
                        out
                    })
                });
                g.finish();
            }

            /// `[64, 1, 96, 1] + [70, 1, 80]` → `[64, 70, 96, 80]` (34M elements).
            pub fn four_d(c: &mut Criterion) {
                let a = HeapTensor::<T, shape![64, 1, 96, 1]>::from_fn(val);
                let b = HeapTensor::<T, shape![70, 1, 80]>::from_fn(|i| val(i + 7));
                let na = Array4::from_shape_vec((64, 1, 96, 1), a.to_vec()).unwrap();
                let nb = Array3::from_shape_vec((70, 1, 80), b.to_vec()).unwrap();
                let (sa, sb) = (a.to_vec(), b.to_vec());
                let mut g = group(c, format!("{TY}/4d_64x1x96x1+70x1x80"), true);
                g.bench_function("shaped", |r| r.iter(|| black_box(&a) + black_box(&b)));
                g.bench_function("ndarray", |r| r.iter(|| black_box(&na) + black_box(&nb)));
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let (x, y) = (black_box(&sa), black_box(&sb));
                        let mut out = Vec::with_capacity(64 * 70 * 96 * 80);
                        for x96 in x.chunks_exact(96) {
                            for y80 in y.chunks_exact(80) {
                                for &p in x96 {
                                    out.extend(y80.iter().map(|q| p + q));
                                }
                            }
                        }
                        out
                    })
                });
                g.finish();
            }

            /// `x += y`, same shape 1000².
            pub fn inplace(c: &mut Criterion) {
                const N: usize = 1000;
                let mut a = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let mut na = Array2::from_shape_vec((N, N), a.to_vec()).unwrap();
                let nb = Array2::from_shape_vec((N, N), b.to_vec()).unwrap();
                let (mut sa, sb) = (a.to_vec(), b.to_vec());
                let mut g = group(c, format!("{TY}/inplace_1000x1000+=1000x1000"), false);
                g.bench_function("shaped", |r| r.iter(|| *black_box(&mut a) += black_box(&b)));
                g.bench_function("ndarray", |r| {
                    r.iter(|| *black_box(&mut na) += black_box(&nb))
                });
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let (x, y) = (black_box(&mut sa), black_box(&sb));
                        x.iter_mut().zip(y).for_each(|(p, q)| *p += q);
                    })
                });
                g.finish();
            }

            /// `out = a + b` into an existing 16M-element buffer.
            pub fn into_16m(c: &mut Criterion) {
                const N: usize = 1 << 24;
                let a = HeapTensor::<T, shape![4096, 4096]>::from_fn(val);
                let b = HeapTensor::<T, shape![4096, 4096]>::from_fn(|i| val(i + 1));
                let mut out = HeapTensor::<T, shape![4096, 4096]>::zeros();
                let na = Array1::from_vec(a.to_vec());
                let nb = Array1::from_vec(b.to_vec());
                let mut nout = Array1::<T>::zeros(N);
                let (sa, sb) = (a.to_vec(), b.to_vec());
                let mut sout = vec![0.0 as T; N];
                let mut g = group(c, format!("{TY}/into_16M"), true);
                g.bench_function("shaped_assign_add", |r| {
                    r.iter(|| {
                        let o = black_box(&mut out);
                        o.assign(black_box(&a));
                        *o += black_box(&b);
                    })
                });
                g.bench_function("shaped", |r| {
                    r.iter(|| {
                        shaped::ops::add_into(black_box(&a), black_box(&b), black_box(&mut out))
                    })
                });
                g.bench_function("ndarray", |r| {
                    r.iter(|| {
                        Zip::from(black_box(&mut nout))
                            .and(black_box(&na))
                            .and(black_box(&nb))
                            .for_each(|o, &p, &q| *o = p + q)
                    })
                });
                g.bench_function("hand", |r| {
                    r.iter(|| {
                        let (o, x, y) = (black_box(&mut sout), black_box(&sa), black_box(&sb));
                        o.iter_mut()
                            .zip(x.iter().zip(y))
                            .for_each(|(o, (p, q))| *o = p + q);
                    })
                });
                g.finish();
            }
        }
    };
}

/// `add_into` at 2^14 … 2^22 `f32` elements beside a hand loop: where threads start to pay
/// (compare a run with `--features rayon` to one without; `PAR_MIN` in the kernels).
fn threshold(c: &mut Criterion) {
    use shaped::prelude::*;
    for k in [14u32, 16, 17, 18, 20, 22] {
        let n = 1usize << k;
        let a = DynTensor::from_vec((0..n).map(|i| i as f32).collect(), &[n / 256, 256]).unwrap();
        let b =
            DynTensor::from_vec((0..n).map(|i| (i % 7) as f32).collect(), &[n / 256, 256]).unwrap();
        let mut out = DynTensor::<f32>::zeros(&[n / 256, 256]);
        let (sa, sb) = (a.to_vec(), b.to_vec());
        let mut sout = vec![0.0f32; n];
        let mut g = group(c, format!("threshold/into_2^{k}"), false);
        g.bench_function("shaped", |r| {
            r.iter(|| shaped::ops::add_into(black_box(&a), black_box(&b), black_box(&mut out)))
        });
        g.bench_function("hand", |r| {
            r.iter(|| {
                let (o, x, y) = (black_box(&mut sout), black_box(&sa), black_box(&sb));
                o.iter_mut()
                    .zip(x.iter().zip(y))
                    .for_each(|(o, (p, q))| *o = p + q);
            })
        });
        g.finish();
    }
}

suite!(f32, f32);
suite!(f64, f64);

criterion_group!(
    large,
    f32::image,
    f64::image,
    f32::transpose_add,
    f64::transpose_add,
    f32::transpose_copy,
    f64::transpose_copy,
    f32::row,
    f64::row,
    f32::row_inplace,
    f64::row_inplace,
    f32::same,
    f64::same,
    f32::column,
    f64::column,
    f32::outer,
    f64::outer,
    f32::four_d,
    f64::four_d,
    f32::inplace,
    f64::inplace,
    f32::into_16m,
    f64::into_16m,
    threshold,
);
criterion_main!(large);
