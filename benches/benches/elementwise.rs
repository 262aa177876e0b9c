//! Element-wise speed: this crate beside ndarray and a hand-written loop, in the same group,
//! on the same inputs, each producing a fresh output like the library does. ndarray and the
//! hand loop read the static tensor's own buffers (views and slices), so they and
//! `shaped_static` read the same memory (`shaped_dyn` has its copy); the `large` bench's
//! interleaved runs are the ones to quote for large shapes.
//!
//! `cargo bench -p shaped-benches --bench elementwise` (a group alone: add its name, e.g.
//! `-- static_4x4_add`).

use std::hint::black_box;

use criterion::{Criterion, criterion_group, criterion_main};
use ndarray::{Array1, Array2, ArrayView1, ArrayView2};
use shaped::prelude::*;
use shaped_benches::cases;

const N: usize = 1000;

/// One group per case, so the library, ndarray and the hand loop are compared side by side.
fn config<'a>(
    c: &'a mut Criterion,
    case: &str,
) -> criterion::BenchmarkGroup<'a, criterion::measurement::WallTime> {
    let mut g = c.benchmark_group(case);
    g.sample_size(20)
        .warm_up_time(std::time::Duration::from_millis(500))
        .measurement_time(std::time::Duration::from_secs(2));
    g
}

fn same_shape(c: &mut Criterion) {
    let a = HeapTensor::<f32, shape![1000, 1000]>::from_fn(|i| i as f32);
    let b = HeapTensor::<f32, shape![1000, 1000]>::from_fn(|i| (i % 7) as f32);
    let da = a.to_dyn();
    let db = b.to_dyn();
    let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
    let na = ArrayView2::from_shape((N, N), sa).unwrap();
    let nb = ArrayView2::from_shape((N, N), sb).unwrap();
    let mut g = config(c, "same_1000x1000");
    g.bench_function("shaped_static", |bch| {
        bch.iter(|| black_box(&a) + black_box(&b))
    });
    g.bench_function("shaped_dyn", |bch| {
        bch.iter(|| black_box(&da) + black_box(&db))
    });
    g.bench_function("ndarray", |bch| {
        bch.iter(|| black_box(&na) + black_box(&nb))
    });
    g.bench_function("hand", |bch| {
        bch.iter(|| {
            let (x, y) = (black_box(sa), black_box(sb));
            x.iter().zip(y).map(|(p, q)| p + q).collect::<Vec<f32>>()
        })
    });
    g.finish();
}

fn row_broadcast(c: &mut Criterion) {
    let a = HeapTensor::<f32, shape![1000, 1000]>::from_fn(|i| i as f32);
    let r = HeapTensor::<f32, shape![1000]>::from_fn(|i| i as f32);
    let (da, dr) = (a.to_dyn(), r.to_dyn());
    let (sa, sr) = (a.as_slice().unwrap(), r.as_slice().unwrap());
    let na = ArrayView2::from_shape((N, N), sa).unwrap();
    let nr = ArrayView1::from(sr);
    let mut g = config(c, "row_1000x1000+1000");
    g.bench_function("shaped_static", |bch| {
        bch.iter(|| black_box(&a) + black_box(&r))
    });
    g.bench_function("shaped_dyn", |bch| {
        bch.iter(|| black_box(&da) + black_box(&dr))
    });
    g.bench_function("ndarray", |bch| {
        bch.iter(|| black_box(&na) + black_box(&nr))
    });
    g.bench_function("hand", |bch| {
        bch.iter(|| {
            let (x, y) = (black_box(sa), black_box(sr));
            let mut out = Vec::with_capacity(N * N);
            for row in x.chunks_exact(N) {
                out.extend(row.iter().zip(y).map(|(p, q)| p + q));
            }
            out
        })
    });
    g.finish();
}

fn column_broadcast(c: &mut Criterion) {
    let a = HeapTensor::<f32, shape![1000, 1000]>::from_fn(|i| i as f32);
    let col = HeapTensor::<f32, shape![1000, 1]>::from_fn(|i| i as f32);
    let (da, dc) = (a.to_dyn(), col.to_dyn());
    let (sa, sc) = (a.as_slice().unwrap(), col.as_slice().unwrap());
    let na = ArrayView2::from_shape((N, N), sa).unwrap();
    let nc = ArrayView2::from_shape((N, 1), sc).unwrap();
    let mut g = config(c, "col_1000x1000+1000x1");
    g.bench_function("shaped_static", |bch| {
        bch.iter(|| black_box(&a) + black_box(&col))
    });
    g.bench_function("shaped_dyn", |bch| {
        bch.iter(|| black_box(&da) + black_box(&dc))
    });
    g.bench_function("ndarray", |bch| {
        bch.iter(|| black_box(&na) + black_box(&nc))
    });
    g.bench_function("hand", |bch| {
        bch.iter(|| {
            let (x, y) = (black_box(sa), black_box(sc));
            let mut out = Vec::with_capacity(N * N);
            for (row, &q) in x.chunks_exact(N).zip(y) {
                out.extend(row.iter().map(|p| p + q));
            }
            out
        })
    });
    g.finish();
}

fn small_static(c: &mut Criterion) {
    let a = Tensor::<f32, shape![4, 4]>::from_fn(|i| i as f32);
    let b = Tensor::<f32, shape![4]>::from_fn(|i| i as f32);
    let na = Array2::from_shape_fn((4, 4), |(i, j)| (i * 4 + j) as f32);
    let nb = Array1::from_shape_fn(4, |j| j as f32);
    let ha: [[f32; 4]; 4] = a.into_array();
    let hb: [f32; 4] = b.into_array();
    let mut g = config(c, "static_4x4+4");
    g.bench_function("shaped_inline", |bch| {
        bch.iter(|| black_box(&a) + black_box(&b))
    });
    g.bench_function("ndarray", |bch| {
        bch.iter(|| black_box(&na) + black_box(&nb))
    });
    g.bench_function("hand", |bch| {
        bch.iter(|| {
            let (x, y) = (black_box(&ha), black_box(&hb));
            let out: [[f32; 4]; 4] =
                std::array::from_fn(|i| std::array::from_fn(|j| x[i][j] + y[j]));
            out
        })
    });
    g.finish();
}

/// `[4, 4] + [4, 4]` on inline tensors beside nalgebra's `Matrix4 + Matrix4` and a hand loop over
/// nested arrays: the same `#[inline(never)]` functions `benches/icount.py` counts instructions of.
fn static_4x4_add(c: &mut Criterion) {
    let (ha, hb) = (cases::array2::<4, 4>(0.0), cases::array2::<4, 4>(0.5));
    let (a, b) = (cases::T44::from_array(ha), cases::T44::from_array(hb));
    let (ma, mb) = (cases::matrix(&ha), cases::matrix(&hb));
    let mut g = config(c, "static_4x4_add");
    g.bench_function("shaped_inline", |bch| {
        bch.iter(|| cases::shaped_add_44_44(black_box(&a), black_box(&b)))
    });
    g.bench_function("hand", |bch| {
        bch.iter(|| cases::hand_add_44_44(black_box(&ha), black_box(&hb)))
    });
    g.bench_function("nalgebra", |bch| {
        bch.iter(|| cases::nalgebra_add_44_44(black_box(&ma), black_box(&mb)))
    });
    g.finish();
}

fn transpose_copy(c: &mut Criterion) {
    let a = HeapTensor::<f32, shape![1000, 1000]>::from_fn(|i| i as f32);
    let sa = a.as_slice().unwrap();
    let na = ArrayView2::from_shape((N, N), sa).unwrap();
    let mut g = config(c, "transpose_contiguous_1000x1000");
    g.bench_function("shaped", |bch| {
        bch.iter(|| {
            let t = black_box(&a).t();
            t.contiguous().view().numel()
        })
    });
    g.bench_function("ndarray", |bch| {
        bch.iter(|| black_box(&na).t().as_standard_layout().len())
    });
    g.bench_function("hand_naive", |bch| {
        bch.iter(|| {
            let x = black_box(sa);
            let mut out = Vec::with_capacity(N * N);
            for j in 0..N {
                out.extend((0..N).map(|i| x[i * N + j]));
            }
            out
        })
    });
    g.finish();
}

criterion_group!(
    benches,
    same_shape,
    row_broadcast,
    column_broadcast,
    small_static,
    static_4x4_add,
    transpose_copy
);
criterion_main!(benches);
