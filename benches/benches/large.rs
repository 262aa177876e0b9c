//! Large tensors: every broadcast kernel beside ndarray and a hand-written loop, in the same
//! group, for `f32` and `f64`.
//!
//! `cargo bench -p shaped-benches --bench large` (add a filter such as `-- f32/` to run part of it)
//! runs them under criterion; `python3 benches/ratios.py` prints the ratio table of that run.
//! Criterion times one function's samples after another's, so on a shared machine a change of
//! load between them shows up in the ratios. `INTERLEAVED=1 cargo bench -p shaped-benches --bench
//! large` (or `INTERLEAVED=f32/row,image` for the cases whose name contains one of the parts)
//! instead times every function of a case once per round, in rotating order, and prints the
//! ratios of the minimum times over the rounds (and of the medians), which this noise moves far
//! less. The cases are defined once and run by either.

use std::hint::black_box;
use std::time::{Duration, Instant};

use criterion::{Criterion, SamplingMode};

/// The functions of one case, by name (`shaped…`, `ndarray`, `hand`, `memcpy`).
type Runs<'a> = Vec<(&'static str, Box<dyn FnMut() + 'a>)>;

/// A case's function, boxed.
fn boxed<'a>(f: impl FnMut() + 'a) -> Box<dyn FnMut() + 'a> {
    Box::new(f)
}

/// Where the cases go: criterion, or the interleaved timer.
trait Sink {
    /// Times the functions of the case `name`; `big` cases take long per call.
    fn case(&mut self, name: String, big: bool, runs: Runs<'_>);
}

/// Runs one function of one case `times` times and nothing else, for instruction counts:
/// `ICOUNT=f32/image_256x256x3*3:hand,3` under callgrind, less the same with `,1`, is two calls
/// of the hand loop (the inputs are built alike in both runs).
struct Count {
    case: String,
    label: String,
    times: usize,
}

impl Sink for Count {
    fn case(&mut self, name: String, _big: bool, mut runs: Runs<'_>) {
        if name != self.case {
            return;
        }
        for (label, f) in &mut runs {
            if *label == self.label {
                for _ in 0..self.times {
                    f();
                }
            }
        }
    }
}

/// One criterion group per case and element type; large cases take one iteration per sample.
impl Sink for Criterion {
    fn case(&mut self, name: String, big: bool, runs: Runs<'_>) {
        let mut g = self.benchmark_group(name);
        g.sample_size(if big { 10 } else { 20 })
            .warm_up_time(Duration::from_millis(300))
            .measurement_time(Duration::from_secs(if big { 3 } else { 2 }));
        if big {
            g.sampling_mode(SamplingMode::Flat);
        }
        for (label, mut f) in runs {
            g.bench_function(label, |r| r.iter(&mut f));
        }
        g.finish();
    }
}

/// Rounds of every function of a case, in rotating order; prints one table row per `shaped…`
/// function: minimum times and their ratios to ndarray, the hand loop and the better of the two
/// (and the ratio of the medians to the better median).
struct Interleaved {
    filter: String,
    header: bool,
}

impl Sink for Interleaved {
    fn case(&mut self, name: String, big: bool, mut runs: Runs<'_>) {
        let wanted = self.filter == "1" || self.filter.split(',').any(|f| name.contains(f));
        if !wanted {
            return;
        }
        if !self.header {
            println!(
                "| case | shaped (min) | ndarray | hand | shaped / ndarray | shaped / hand | \
                 shaped / best (mins) | shaped / best (medians) | other |"
            );
            println!("|---|---|---|---|---|---|---|---|---|");
            self.header = true;
        }
        let rounds = if big { 15 } else { 31 };
        let n = runs.len();
        let mut times = vec![Vec::with_capacity(rounds); n];
        for round in 0..rounds {
            for j in 0..n {
                let k = (j + round) % n;
                let start = Instant::now();
                (runs[k].1)();
                times[k].push(start.elapsed().as_secs_f64());
            }
        }
        let stats: Vec<(f64, f64)> = times
            .iter_mut()
            .map(|t| {
                t.sort_by(f64::total_cmp);
                (t[0], t[t.len() / 2])
            })
            .collect();
        let of = |label: &str| runs.iter().position(|r| r.0 == label).map(|i| stats[i]);
        let (nd, hand, memcpy) = (of("ndarray"), of("hand"), of("memcpy"));
        let best = |pick: fn(&(f64, f64)) -> f64| {
            [nd, hand]
                .iter()
                .flatten()
                .map(pick)
                .fold(f64::INFINITY, f64::min)
        };
        let fmt = |s: f64| {
            if s >= 1e-3 {
                format!("{:.2} ms", s * 1e3)
            } else {
                format!("{:.0} µs", s * 1e6)
            }
        };
        for (i, (label, _)) in runs.iter().enumerate() {
            if !label.starts_with("shaped") {
                continue;
            }
            let (min, med) = stats[i];
            let ratio =
                |x: Option<(f64, f64)>| x.map_or("—".into(), |x| format!("{:.2}", min / x.0));
            let time = |x: Option<(f64, f64)>| x.map_or("—".into(), |x| fmt(x.0));
            let case = if *label == "shaped" {
                name.clone()
            } else {
                format!("{name} ({label})")
            };
            let other = memcpy.map_or(String::new(), |m| {
                format!("shaped / memcpy {:.2}", min / m.0)
            });
            println!(
                "| {case} | {} | {} | {} | {} | {} | {:.2} | {:.2} | {other} |",
                fmt(min),
                time(nd),
                time(hand),
                ratio(nd),
                ratio(hand),
                min / best(|x| x.0),
                med / best(|x| x.1),
            );
        }
    }
}

macro_rules! suite {
    ($m:ident, $T:ty, $gemm:ident) => {
        mod $m {
            use super::*;
            use ndarray::{Array1, Array2, Zip};
            use shaped::prelude::*;

            type T = $T;
            const TY: &str = stringify!($m);

            fn val(i: usize) -> T {
                (i % 97) as T * 0.5
            }

            /// Runs `f` on the buffer in `slot` as an owned `HeapTensor` of shape `S`, moved in
            /// and back out without a copy: the in-place cases give every contender the same
            /// destination buffer (see `inplace_16m` for why).
            pub fn as_tensor<S: shaped::StaticShape>(
                slot: &std::cell::RefCell<Vec<T>>,
                f: impl FnOnce(&mut HeapTensor<T, S>),
            ) {
                let mut x = HeapTensor::<T, S>::try_from(slot.take()).unwrap();
                f(&mut x);
                slot.replace(x.into_vec());
            }

            /// [`as_tensor`] for ndarray: the buffer in `slot` as an owned `Array2` of `r` × `c`.
            pub fn as_array(
                slot: &std::cell::RefCell<Vec<T>>,
                (r, c): (usize, usize),
                f: impl FnOnce(&mut Array2<T>),
            ) {
                let mut x = Array2::from_shape_vec((r, c), slot.take()).unwrap();
                f(&mut x);
                slot.replace(x.into_raw_vec_and_offset().0);
            }

            /// `[256, 256, L] op [L]`: a block of short rows against one repeated row (an
            /// image scaled per channel for `L` = 3). The hand loop is the fastest safe loop
            /// found for it: the block in `chunks_exact(L)`, each chunk and the row as `[T; L]`
            /// arrays, one array of `L` results per chunk, collected in one pass (`flat_map` of
            /// arrays, which `collect` sizes up front). An `extend` of each chunk checks the
            /// capacity per chunk, and a zero-filled `vec!` overwritten chunk by chunk writes the
            /// output twice: both were slower.
            macro_rules! short_row {
                ($name:ident, $L:literal, $op:tt, $label:literal) => {
                    pub fn $name(s: &mut dyn Sink) {
                        const L: usize = $L;
                        let a = HeapTensor::<T, shape![256, 256, $L]>::from_fn(val);
                        let b = HeapTensor::<T, shape![$L]>::from_fn(|i| 1.0 + i as T);
                        let na = ndarray::ArrayView3::from_shape((256, 256, L), a.as_slice().unwrap())
                            .unwrap();
                        let nb = ndarray::ArrayView1::from(b.as_slice().unwrap());
                        let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
                        s.case(
                            format!("{TY}/{}", $label),
                            false,
                            vec![
                                (
                                    "shaped",
                                    boxed(|| {
                                        black_box(black_box(&a) $op black_box(&b));
                                    }),
                                ),
                                (
                                    "ndarray",
                                    boxed(|| {
                                        black_box(black_box(&na) $op black_box(&nb));
                                    }),
                                ),
                                (
                                    "hand",
                                    boxed(|| {
                                        let (x, y) = (black_box(sa), black_box(sb));
                                        let y: &[T; L] = y.try_into().unwrap();
                                        let out: Vec<T> = x
                                            .chunks_exact(L)
                                            .flat_map(|p| {
                                                let p: &[T; L] = p.try_into().unwrap();
                                                core::array::from_fn::<T, L, _>(|i| p[i] $op y[i])
                                            })
                                            .collect();
                                        black_box(out);
                                    }),
                                ),
                            ],
                        );
                    }
                };
            }
            short_row!(image, 3, *, "image_256x256x3*3");
            short_row!(short2, 2, +, "short_256x256x2+2");
            short_row!(short4, 4, *, "short_256x256x4*4");
            short_row!(short7, 7, +, "short_256x256x7+7");

            /// `a.t() + b`, 1000 × 1000.
            pub fn transpose_add(s: &mut dyn Sink) {
                const N: usize = 1000;
                let a = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000, 1000]>::from_fn(|i| val(i + 1));
                let na = ndarray::ArrayView2::from_shape((N, N), a.as_slice().unwrap()).unwrap();
                let nb = ndarray::ArrayView2::from_shape((N, N), b.as_slice().unwrap()).unwrap();
                let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
                s.case(
                    format!("{TY}/transpose_add_1000x1000"),
                    false,
                    vec![
                        (
                            "shaped",
                            boxed(|| {
                                black_box(black_box(&a).t() + black_box(&b));
                            }),
                        ),
                        (
                            "ndarray",
                            boxed(|| {
                                black_box(&black_box(&na).t() + black_box(&nb));
                            }),
                        ),
                        (
                            "hand",
                            boxed(|| {
                                black_box({
                                    let (x, y) = (black_box(sa), black_box(sb));
                                    let mut out = Vec::with_capacity(N * N);
                                    for (i, row) in y.chunks_exact(N).enumerate() {
                                        out.extend(
                                            row.iter().enumerate().map(|(j, q)| x[j * N + i] + q),
                                        );
                                    }
                                    out
                                });
                            }),
                        ),
                    ],
                );
            }

            /// An image batch from NCHW to NHWC and back (`[16, 3, 224, 224]`, 3 channels):
            /// `permute(..).contiguous()` beside ndarray's `permuted_axes(..)
            /// .as_standard_layout()` and hand loops, all on the same buffer.
            pub fn image_layouts(s: &mut dyn Sink) {
                const B: usize = 16;
                const C: usize = 3;
                const HW: usize = 224 * 224;
                let nchw = shaped::DynTensor::from_vec(
                    (0..B * C * HW).map(val).collect(),
                    &[B, C, 224, 224],
                )
                .unwrap();
                let nhwc = nchw.view_shape(&[16, 224, 224, 3]);
                let sa = nchw.as_slice().unwrap();
                let na = ndarray::ArrayView4::from_shape((B, C, 224, 224), sa).unwrap();
                let nb = ndarray::ArrayView4::from_shape((B, 224, 224, C), sa).unwrap();
                for (name, to_last) in [("nchw_to_nhwc", true), ("nhwc_to_nchw", false)] {
                    let (nchw, nhwc) = (&nchw, &nhwc);
                    s.case(
                        format!("{TY}/{name}_16x3x224x224"),
                        false,
                        vec![
                            (
                                "shaped",
                                boxed(move || {
                                    let t = if to_last {
                                        black_box(nchw).permute(&[0, 2, 3, 1])
                                    } else {
                                        black_box(nhwc).permute(&[0, 3, 1, 2])
                                    };
                                    black_box(t.contiguous().view().numel());
                                }),
                            ),
                            (
                                "ndarray",
                                boxed(move || {
                                    let v = if to_last {
                                        black_box(na).permuted_axes([0, 2, 3, 1])
                                    } else {
                                        black_box(nb).permuted_axes([0, 3, 1, 2])
                                    };
                                    black_box(v.as_standard_layout().len());
                                }),
                            ),
                            (
                                "hand",
                                boxed(move || {
                                    let x = black_box(sa);
                                    let mut out = Vec::with_capacity(x.len());
                                    for img in x.chunks_exact(C * HW) {
                                        if to_last {
                                            // A pixel from the three channel planes at once.
                                            let (r, gb) = img.split_at(HW);
                                            let (g, b) = gb.split_at(HW);
                                            out.extend(
                                                r.iter()
                                                    .zip(g)
                                                    .zip(b)
                                                    .flat_map(|((r, g), b)| [*r, *g, *b]),
                                            );
                                        } else {
                                            // A channel plane from the pixels in chunks.
                                            for c in 0..C {
                                                out.extend(img.chunks_exact(C).map(|px| px[c]));
                                            }
                                        }
                                    }
                                    black_box(out);
                                }),
                            ),
                        ],
                    );
                }
            }

            /// `a.t().contiguous()`, 2000 × 2000, beside a plain copy of the same bytes.
            pub fn transpose_copy(s: &mut dyn Sink) {
                const N: usize = 2000;
                let a = HeapTensor::<T, shape![2000, 2000]>::from_fn(val);
                let na = ndarray::ArrayView2::from_shape((N, N), a.as_slice().unwrap()).unwrap();
                let sa = a.as_slice().unwrap();
                s.case(
                    format!("{TY}/transpose_contiguous_2000x2000"),
                    false,
                    vec![
                        (
                            "shaped",
                            boxed(|| {
                                black_box(black_box(&a).t().contiguous().view().numel());
                            }),
                        ),
                        (
                            "ndarray",
                            boxed(|| {
                                black_box(black_box(&na).t().as_standard_layout().len());
                            }),
                        ),
                        (
                            "hand",
                            boxed(|| {
                                // Blocks of `B` source rows: each output row takes its `B`
                                // elements from the block while the block is in cache, into a
                                // zero-filled output. A column-by-column `extend` misses the
                                // cache on every element, and square tiles written row by row
                                // were slower too.
                                const B: usize = 32;
                                let x = black_box(sa);
                                let mut out = vec![0.0 as T; N * N];
                                for (ib, src) in x.chunks(B * N).enumerate() {
                                    let h = src.len() / N;
                                    for (j, orow) in out.chunks_exact_mut(N).enumerate() {
                                        let part = &mut orow[ib * B..ib * B + h];
                                        for (i, d) in part.iter_mut().enumerate() {
                                            *d = src[i * N + j];
                                        }
                                    }
                                }
                                black_box(out);
                            }),
                        ),
                        (
                            "memcpy",
                            boxed(|| {
                                black_box(black_box(sa).to_vec());
                            }),
                        ),
                    ],
                );
            }

            /// `1000² + [1000]`, a row broadcast with a fresh output.
            pub fn row(s: &mut dyn Sink) {
                const N: usize = 1000;
                let a = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000]>::from_fn(val);
                let na = ndarray::ArrayView2::from_shape((N, N), a.as_slice().unwrap()).unwrap();
                let nb = ndarray::ArrayView1::from(b.as_slice().unwrap());
                let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
                s.case(
                    format!("{TY}/row_1000x1000+1000"),
                    false,
                    vec![
                        (
                            "shaped",
                            boxed(|| {
                                black_box(black_box(&a) + black_box(&b));
                            }),
                        ),
                        (
                            "ndarray",
                            boxed(|| {
                                black_box(black_box(&na) + black_box(&nb));
                            }),
                        ),
                        (
                            "hand",
                            boxed(|| {
                                black_box({
                                    let (x, y) = (black_box(sa), black_box(sb));
                                    let mut out = Vec::with_capacity(N * N);
                                    for row in x.chunks_exact(N) {
                                        out.extend(row.iter().zip(y).map(|(p, q)| p + q));
                                    }
                                    out
                                });
                            }),
                        ),
                    ],
                );
            }

            /// `x += row`, 1000² and `[1000]`.
            pub fn row_inplace(s: &mut dyn Sink) {
                const N: usize = 1000;
                type X = HeapTensor<T, shape![1000, 1000]>;
                let dest = std::cell::RefCell::new(X::from_fn(val).into_vec());
                let b = HeapTensor::<T, shape![1000]>::from_fn(val);
                let (dest, b) = (&dest, &b);
                let sb = b.as_slice().unwrap();
                let nb = ndarray::ArrayView1::from(sb);
                s.case(
                    format!("{TY}/row_inplace_1000x1000+=1000"),
                    false,
                    vec![
                        (
                            "shaped",
                            boxed(move || {
                                as_tensor(dest, |a: &mut X| *black_box(a) += black_box(b))
                            }),
                        ),
                        (
                            "ndarray",
                            boxed(move || {
                                as_array(dest, (N, N), |a| *black_box(a) += black_box(&nb))
                            }),
                        ),
                        (
                            "hand",
                            boxed(move || {
                                let mut x = dest.borrow_mut();
                                let (x, y) = (black_box(&mut x[..]), black_box(sb));
                                for row in x.chunks_exact_mut(N) {
                                    row.iter_mut().zip(y).for_each(|(p, q)| *p += q);
                                }
                            }),
                        ),
                    ],
                );
            }

            /// `1000² + 1000²`.
            pub fn same(s: &mut dyn Sink) {
                const N: usize = 1000;
                let a = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000, 1000]>::from_fn(|i| val(i + 3));
                let na = ndarray::ArrayView2::from_shape((N, N), a.as_slice().unwrap()).unwrap();
                let nb = ndarray::ArrayView2::from_shape((N, N), b.as_slice().unwrap()).unwrap();
                let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
                s.case(
                    format!("{TY}/same_1000x1000"),
                    false,
                    vec![
                        (
                            "shaped",
                            boxed(|| {
                                black_box(black_box(&a) + black_box(&b));
                            }),
                        ),
                        (
                            "ndarray",
                            boxed(|| {
                                black_box(black_box(&na) + black_box(&nb));
                            }),
                        ),
                        (
                            "hand",
                            boxed(|| {
                                black_box({
                                    let (x, y) = (black_box(sa), black_box(sb));
                                    x.iter().zip(y).map(|(p, q)| p + q).collect::<Vec<T>>()
                                });
                            }),
                        ),
                    ],
                );
            }

            /// `1000² + [1000, 1]`, a column broadcast.
            pub fn column(s: &mut dyn Sink) {
                const N: usize = 1000;
                let a = HeapTensor::<T, shape![1000, 1000]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000, 1]>::from_fn(val);
                let na = ndarray::ArrayView2::from_shape((N, N), a.as_slice().unwrap()).unwrap();
                let nb = ndarray::ArrayView2::from_shape((N, 1), b.as_slice().unwrap()).unwrap();
                let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
                s.case(
                    format!("{TY}/column_1000x1000+1000x1"),
                    false,
                    vec![
                        (
                            "shaped",
                            boxed(|| {
                                black_box(black_box(&a) + black_box(&b));
                            }),
                        ),
                        (
                            "ndarray",
                            boxed(|| {
                                black_box(black_box(&na) + black_box(&nb));
                            }),
                        ),
                        (
                            "hand",
                            boxed(|| {
                                black_box({
                                    let (x, y) = (black_box(sa), black_box(sb));
                                    let mut out = Vec::with_capacity(N * N);
                                    for (row, &q) in x.chunks_exact(N).zip(y) {
                                        out.extend(row.iter().map(|p| p + q));
                                    }
                                    out
                                });
                            }),
                        ),
                    ],
                );
            }

            /// `[1000, 1] * [1000]`, an outer product.
            pub fn outer(s: &mut dyn Sink) {
                const N: usize = 1000;
                let a = HeapTensor::<T, shape![1000, 1]>::from_fn(val);
                let b = HeapTensor::<T, shape![1000]>::from_fn(|i| val(i + 5));
                let na = ndarray::ArrayView2::from_shape((N, 1), a.as_slice().unwrap()).unwrap();
                let nb = ndarray::ArrayView1::from(b.as_slice().unwrap());
                let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
                s.case(
                    format!("{TY}/outer_1000x1*1000"),
                    false,
                    vec![
                        (
                            "shaped",
                            boxed(|| {
                                black_box(black_box(&a) * black_box(&b));
                            }),
                        ),
                        (
                            "ndarray",
                            boxed(|| {
                                black_box(black_box(&na) * black_box(&nb));
                            }),
                        ),
                        (
                            "hand",
                            boxed(|| {
                                black_box({
                                    let (x, y) = (black_box(sa), black_box(sb));
                                    let mut out = Vec::with_capacity(N * N);
                                    for &p in x {
                                        out.extend(y.iter().map(|q| p * q));
                                    }
                                    out
                                });
                            }),
                        ),
                    ],
                );
            }

            /// `[64, 1, 96, 1] + [70, 1, 80]` → `[64, 70, 96, 80]` (34M elements).
            pub fn four_d(s: &mut dyn Sink) {
                let a = HeapTensor::<T, shape![64, 1, 96, 1]>::from_fn(val);
                let b = HeapTensor::<T, shape![70, 1, 80]>::from_fn(|i| val(i + 7));
                let na =
                    ndarray::ArrayView4::from_shape((64, 1, 96, 1), a.as_slice().unwrap()).unwrap();
                let nb =
                    ndarray::ArrayView3::from_shape((70, 1, 80), b.as_slice().unwrap()).unwrap();
                let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
                s.case(
                    format!("{TY}/4d_64x1x96x1+70x1x80"),
                    true,
                    vec![
                        (
                            "shaped",
                            boxed(|| {
                                black_box(black_box(&a) + black_box(&b));
                            }),
                        ),
                        (
                            "ndarray",
                            boxed(|| {
                                black_box(black_box(&na) + black_box(&nb));
                            }),
                        ),
                        (
                            "hand",
                            boxed(|| {
                                black_box({
                                    let (x, y) = (black_box(sa), black_box(sb));
                                    let mut out = Vec::with_capacity(64 * 70 * 96 * 80);
                                    for x96 in x.chunks_exact(96) {
                                        for y80 in y.chunks_exact(80) {
                                            for &p in x96 {
                                                out.extend(y80.iter().map(|q| p + q));
                                            }
                                        }
                                    }
                                    out
                                });
                            }),
                        ),
                    ],
                );
            }

            /// `x += y`, same shape 1000².
            pub fn inplace(s: &mut dyn Sink) {
                const N: usize = 1000;
                type X = HeapTensor<T, shape![1000, 1000]>;
                let dest = std::cell::RefCell::new(X::from_fn(val).into_vec());
                let b = X::from_fn(val);
                let (dest, b) = (&dest, &b);
                let sb = b.as_slice().unwrap();
                let nb = ndarray::ArrayView2::from_shape((N, N), sb).unwrap();
                s.case(
                    format!("{TY}/inplace_1000x1000+=1000x1000"),
                    false,
                    vec![
                        (
                            "shaped",
                            boxed(move || {
                                as_tensor(dest, |a: &mut X| *black_box(a) += black_box(b))
                            }),
                        ),
                        (
                            "ndarray",
                            boxed(move || {
                                as_array(dest, (N, N), |a| *black_box(a) += black_box(&nb))
                            }),
                        ),
                        (
                            "hand",
                            boxed(move || {
                                let mut x = dest.borrow_mut();
                                let (x, y) = (black_box(&mut x[..]), black_box(sb));
                                x.iter_mut().zip(y).for_each(|(p, q)| *p += q);
                            }),
                        ),
                    ],
                );
            }

            /// One row-major `m × k` by `k × n` product into `out`, a straight call of
            /// `matrixmultiply` (the kernel ndarray's `dot` and shaped's `gemm` feature run).
            fn gemm(x: &[T], y: &[T], out: &mut [T], (m, k, n): (usize, usize, usize)) {
                assert!(x.len() >= m * k && y.len() >= k * n && out.len() >= m * n);
                // SAFETY: the slices hold the `m × k`, `k × n` and `m × n` row-major matrices
                // the strides describe (checked above), and `out` is borrowed mutably alone.
                unsafe {
                    matrixmultiply::$gemm(
                        m,
                        k,
                        n,
                        1.0,
                        x.as_ptr(),
                        k as isize,
                        1,
                        y.as_ptr(),
                        n as isize,
                        1,
                        0.0,
                        out.as_mut_ptr(),
                        n as isize,
                        1,
                    )
                }
            }

            /// `a.matmul(&b)` of `n × n` matrices beside ndarray's `dot` and a hand call of
            /// `matrixmultiply` into a zero-filled `vec!`.
            pub fn matmul(s: &mut dyn Sink) {
                for n in [512usize, 1024] {
                    let a = shaped::DynTensor::from_vec((0..n * n).map(val).collect(), &[n, n])
                        .unwrap();
                    let b = shaped::DynTensor::from_vec(
                        (0..n * n).map(|i| val(i + 1)).collect(),
                        &[n, n],
                    )
                    .unwrap();
                    let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
                    let na = ndarray::ArrayView2::from_shape((n, n), sa).unwrap();
                    let nb = ndarray::ArrayView2::from_shape((n, n), sb).unwrap();
                    let (a, b) = (&a, &b);
                    s.case(
                        format!("{TY}/matmul_{n}x{n}"),
                        n > 512,
                        vec![
                            (
                                "shaped",
                                boxed(move || {
                                    black_box(black_box(a).matmul(black_box(b)));
                                }),
                            ),
                            (
                                "ndarray",
                                boxed(move || {
                                    black_box(black_box(&na).dot(black_box(&nb)));
                                }),
                            ),
                            (
                                "hand",
                                boxed(move || {
                                    let mut out = vec![0.0 as T; n * n];
                                    gemm(black_box(sa), black_box(sb), &mut out, (n, n, n));
                                    black_box(out);
                                }),
                            ),
                        ],
                    );
                }
            }

            /// `[64, 32, 32] · [64, 32, 32]`: a batch of small products, beside ndarray's `dot`
            /// per matrix and a hand loop of one `matrixmultiply` call per matrix into a
            /// zero-filled `vec!`.
            pub fn matmul_batch(s: &mut dyn Sink) {
                const B: usize = 64;
                const M: usize = 32;
                type X = HeapTensor<T, shape![64, 32, 32]>;
                let a = X::from_fn(val);
                let b = X::from_fn(|i| val(i + 1));
                let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
                let na = ndarray::ArrayView3::from_shape((B, M, M), sa).unwrap();
                let nb = ndarray::ArrayView3::from_shape((B, M, M), sb).unwrap();
                s.case(
                    format!("{TY}/matmul_batch_64x32x32"),
                    false,
                    vec![
                        (
                            "shaped",
                            boxed(|| {
                                black_box(black_box(&a).matmul(black_box(&b)));
                            }),
                        ),
                        (
                            "ndarray",
                            boxed(|| {
                                let (x, y) = (black_box(&na), black_box(&nb));
                                let mut out = ndarray::Array3::<T>::zeros((B, M, M));
                                for ((mut o, x), y) in out
                                    .outer_iter_mut()
                                    .zip(x.outer_iter())
                                    .zip(y.outer_iter())
                                {
                                    o.assign(&x.dot(&y));
                                }
                                black_box(out);
                            }),
                        ),
                        (
                            "hand",
                            boxed(|| {
                                let (x, y) = (black_box(sa), black_box(sb));
                                let mut out = vec![0.0 as T; B * M * M];
                                for ((o, x), y) in out
                                    .chunks_exact_mut(M * M)
                                    .zip(x.chunks_exact(M * M))
                                    .zip(y.chunks_exact(M * M))
                                {
                                    gemm(x, y, o, (M, M, M));
                                }
                                black_box(out);
                            }),
                        ),
                    ],
                );
            }

            /// `out = a + b` into an existing 16M-element buffer. Every contender writes the
            /// same output buffer and reads the same two inputs (see `inplace_16m` for why
            /// separate 64 MB copies measure their placement, not the kernels): the output `Vec`
            /// is moved into each contender's own type for its call and back, and ndarray and
            /// the hand loop read shaped's inputs through views and slices.
            pub fn into_16m(s: &mut dyn Sink) {
                use ndarray::ArrayView1;
                use std::cell::RefCell;
                const N: usize = 1 << 24;
                type X = HeapTensor<T, shape![4096, 4096]>;
                let a = X::from_fn(val);
                let b = X::from_fn(|i| val(i + 1));
                let (a, b) = (&a, &b);
                let out = RefCell::new(vec![0.0 as T; N]);
                let out = &out;
                let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
                let (na, nb) = (ArrayView1::from(sa), ArrayView1::from(sb));
                s.case(
                    format!("{TY}/into_16M"),
                    true,
                    vec![
                        (
                            "shaped_assign_add",
                            boxed(move || {
                                as_tensor(out, |o: &mut X| {
                                    let o = black_box(o);
                                    o.assign(black_box(a));
                                    *o += black_box(b);
                                })
                            }),
                        ),
                        (
                            "shaped",
                            boxed(move || {
                                as_tensor(out, |o: &mut X| {
                                    shaped::ops::add_into(black_box(a), black_box(b), black_box(o))
                                })
                            }),
                        ),
                        #[cfg(feature = "rayon")]
                        (
                            "shaped_1_thread",
                            boxed({
                                let one = super::one_thread();
                                move || {
                                    as_tensor(out, |o: &mut X| {
                                        one.install(|| {
                                            shaped::ops::add_into(
                                                black_box(a),
                                                black_box(b),
                                                black_box(o),
                                            )
                                        })
                                    })
                                }
                            }),
                        ),
                        (
                            "ndarray",
                            boxed(move || {
                                let mut o = Array1::from_vec(out.take());
                                Zip::from(black_box(&mut o))
                                    .and(black_box(&na))
                                    .and(black_box(&nb))
                                    .for_each(|o, &p, &q| *o = p + q);
                                out.replace(o.into_raw_vec_and_offset().0);
                            }),
                        ),
                        (
                            "hand",
                            boxed(move || {
                                let mut o = out.borrow_mut();
                                let (o, x, y) =
                                    (black_box(&mut o[..]), black_box(sa), black_box(sb));
                                o.iter_mut()
                                    .zip(x.iter().zip(y))
                                    .for_each(|(o, (p, q))| *o = p + q);
                            }),
                        ),
                    ],
                );
            }
        }
    };
}

/// `add_into` at 2^14 … 2^22 `f32` elements beside a hand loop: where threads start to pay
/// (compare a run with `--features rayon` to one without; `PAR_MIN` in the kernels).
fn threshold(s: &mut dyn Sink) {
    use shaped::prelude::*;
    use std::cell::RefCell;
    for k in [14u32, 16, 17, 18, 20, 21, 22] {
        let n = 1usize << k;
        let dims = [n / 256, 256];
        let a = DynTensor::from_vec((0..n).map(|i| i as f32).collect(), &dims).unwrap();
        let b = DynTensor::from_vec((0..n).map(|i| (i % 7) as f32).collect(), &dims).unwrap();
        let (a, b) = (&a, &b);
        let (sa, sb) = (a.as_slice().unwrap(), b.as_slice().unwrap());
        // One output for both contenders (see `inplace_16m`); the hand loop writes its slice.
        let out = RefCell::new(DynTensor::<f32>::zeros(&dims));
        let out = &out;
        s.case(
            format!("threshold/into_2^{k}"),
            false,
            vec![
                (
                    "shaped",
                    boxed(move || {
                        let mut o = out.borrow_mut();
                        shaped::ops::add_into(black_box(a), black_box(b), black_box(&mut *o))
                    }),
                ),
                (
                    "hand",
                    boxed(move || {
                        let mut o = out.borrow_mut();
                        let o = o.as_slice_mut().unwrap();
                        let (o, x, y) = (black_box(o), black_box(sa), black_box(sb));
                        o.iter_mut()
                            .zip(x.iter().zip(y))
                            .for_each(|(o, (p, q))| *o = p + q);
                    }),
                ),
            ],
        );
    }
}

/// A pool of one thread: the threaded kernels' single-threaded run, in the same process.
#[cfg(feature = "rayon")]
fn one_thread() -> rayon::ThreadPool {
    rayon::ThreadPoolBuilder::new()
        .num_threads(1)
        .build()
        .unwrap()
}

/// `x += y` on 16M `f32` elements (4096²), same shape and a broadcast row: the operator, the
/// threaded `par_add_assign` (on rayon's pool with the `rayon` feature, and on a one-thread
/// pool), ndarray and a hand loop.
///
/// Every contender updates the same destination buffer and reads the same source buffer: the
/// destination `Vec` is moved into each contender's own type for its call and back without a
/// copy (`f32::as_tensor`, `f32::as_array`), and ndarray and the hand loop read the shaped
/// source through views. Separate 64 MB copies measured their placement, not the kernels: on
/// the 2-core machine of BENCHMARKS.md the same hand loop on four 64 MB
/// buffers built alike took up to 1.35× the time of the fastest (which buffer is slow changes
/// from process to process; one backed by huge pages was always the fastest), and the
/// operator, which runs the very code `par_add_assign` runs, showed 0.92–1.32× the hand loop
/// on its own copy.
fn inplace_16m(s: &mut dyn Sink) {
    use ndarray::{ArrayView1, ArrayView2};
    use shaped::prelude::*;
    use std::cell::RefCell;
    const N: usize = 4096;
    type X = HeapTensor<f32, shape![4096, 4096]>;
    let val = |i: usize| (i % 97) as f32 * 0.5;
    let y = X::from_fn(|i| val(i + 1));
    let row = HeapTensor::<f32, shape![4096]>::from_fn(val);
    let (y, row) = (&y, &row);
    let ny = ArrayView2::from_shape((N, N), y.as_slice().unwrap()).unwrap();
    let nrow = ArrayView1::from(row.as_slice().unwrap());
    for case in ["same", "row"] {
        let dest = RefCell::new(X::from_fn(val).into_vec());
        let dest = &dest;
        let same = case == "same";
        let rhs = if same { y.as_slice() } else { row.as_slice() }.unwrap();
        s.case(
            format!("f32/inplace_16M+={case}"),
            true,
            vec![
                (
                    "shaped",
                    boxed(move || {
                        f32::as_tensor(dest, |x: &mut X| {
                            if same {
                                *black_box(x) += black_box(y);
                            } else {
                                *black_box(x) += black_box(row);
                            }
                        })
                    }),
                ),
                (
                    "shaped_par",
                    boxed(move || {
                        f32::as_tensor(dest, |x: &mut X| {
                            if same {
                                black_box(x).par_add_assign(black_box(y));
                            } else {
                                black_box(x).par_add_assign(black_box(row));
                            }
                        })
                    }),
                ),
                #[cfg(feature = "rayon")]
                (
                    "shaped_par_1_thread",
                    boxed({
                        let one = one_thread();
                        move || {
                            f32::as_tensor(dest, |x: &mut X| {
                                one.install(|| {
                                    if same {
                                        black_box(x).par_add_assign(black_box(y));
                                    } else {
                                        black_box(x).par_add_assign(black_box(row));
                                    }
                                })
                            })
                        }
                    }),
                ),
                (
                    "ndarray",
                    boxed(move || {
                        f32::as_array(dest, (N, N), |x| {
                            if same {
                                *black_box(x) += black_box(&ny);
                            } else {
                                *black_box(x) += black_box(&nrow);
                            }
                        })
                    }),
                ),
                (
                    "hand",
                    boxed(move || {
                        let mut x = dest.borrow_mut();
                        let (x, r) = (black_box(&mut x[..]), black_box(rhs));
                        for c in x.chunks_exact_mut(r.len()) {
                            c.iter_mut().zip(r).for_each(|(p, q)| *p += q);
                        }
                    }),
                ),
            ],
        );
    }
}

/// `x.par_add_assign(&y)` at 2^18 … 2^24 `f32` elements on rayon's pool, on a one-thread pool
/// and as `+=`, beside a hand loop: where threads pay for in-place kernels (with the `rayon`
/// feature; without it every form runs on the calling thread).
fn threshold_inplace(s: &mut dyn Sink) {
    use shaped::prelude::*;
    use std::cell::RefCell;
    for k in [18u32, 20, 21, 22, 24] {
        let n = 1usize << k;
        let dims = [n / 256, 256];
        // One destination for every contender (see `inplace_16m`).
        let x = DynTensor::from_vec((0..n).map(|i| i as f32).collect(), &dims).unwrap();
        let x = &RefCell::new(x);
        let y = DynTensor::from_vec((0..n).map(|i| (i % 7) as f32).collect(), &dims).unwrap();
        let y = &y;
        let sy = y.as_slice().unwrap();
        s.case(
            format!("threshold/inplace_2^{k}"),
            false,
            vec![
                (
                    "shaped",
                    boxed(move || *black_box(&mut *x.borrow_mut()) += black_box(y)),
                ),
                (
                    "shaped_par",
                    boxed(move || black_box(&mut *x.borrow_mut()).par_add_assign(black_box(y))),
                ),
                #[cfg(feature = "rayon")]
                (
                    "shaped_par_1_thread",
                    boxed({
                        let one = one_thread();
                        move || {
                            let mut x = x.borrow_mut();
                            let x = &mut *x;
                            one.install(|| black_box(x).par_add_assign(black_box(y)))
                        }
                    }),
                ),
                (
                    "hand",
                    boxed(move || {
                        let mut p = x.borrow_mut();
                        let p = p.as_slice_mut().unwrap();
                        let (p, q) = (black_box(p), black_box(sy));
                        p.iter_mut().zip(q).for_each(|(p, q)| *p += q);
                    }),
                ),
            ],
        );
    }
}

suite!(f32, f32, sgemm);
suite!(f64, f64, dgemm);

/// Every case, in order.
fn cases(s: &mut dyn Sink) {
    f32::image(s);
    f64::image(s);
    f32::short2(s);
    f64::short2(s);
    f32::short4(s);
    f64::short4(s);
    f32::short7(s);
    f64::short7(s);
    f32::transpose_add(s);
    f64::transpose_add(s);
    f32::transpose_copy(s);
    f64::transpose_copy(s);
    f32::image_layouts(s);
    f64::image_layouts(s);
    f32::row(s);
    f64::row(s);
    f32::row_inplace(s);
    f64::row_inplace(s);
    f32::same(s);
    f64::same(s);
    f32::column(s);
    f64::column(s);
    f32::outer(s);
    f64::outer(s);
    f32::four_d(s);
    f64::four_d(s);
    f32::inplace(s);
    f64::inplace(s);
    f32::into_16m(s);
    f64::into_16m(s);
    f32::matmul(s);
    f64::matmul(s);
    f32::matmul_batch(s);
    f64::matmul_batch(s);
    inplace_16m(s);
    threshold(s);
    threshold_inplace(s);
}

fn main() {
    if let Ok(spec) = std::env::var("ICOUNT") {
        let (what, times) = spec.rsplit_once(',').unwrap_or((&spec, "1"));
        let (case, label) = what.rsplit_once(':').expect("ICOUNT=case:label[,times]");
        cases(&mut Count {
            case: case.into(),
            label: label.into(),
            times: times.parse().expect("ICOUNT's count"),
        });
        return;
    }
    match std::env::var("INTERLEAVED") {
        Ok(filter) => cases(&mut Interleaved {
            filter,
            header: false,
        }),
        Err(_) => {
            let mut c = Criterion::default().configure_from_args();
            cases(&mut c);
            c.final_summary();
        }
    }
}
