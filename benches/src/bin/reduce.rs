//! One `sum` along an axis of an `f64` tensor, on `DynTensor` or ndarray, repeated, for
//! instruction counts of the reduction kernels beside `sum_axis` (the sizes of the `reduce`
//! bench's `short_axes` cases):
//!
//! ```sh
//! cargo build --release -p shaped-benches --bin reduce
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/reduce shaped 20000,8,2 1 10
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/reduce ndarray 20000,8,2 1 10
//! ```
//!
//! Arguments: the library, the sizes, the axis and the number of sums. Callgrind counts the
//! whole run; the difference between two repeat counts is the cost of the sums alone.
//!
//! `reduce table [ROUNDS]` times every axis of `[N, k]` and `[N, k, m]` for N from 10^4 to
//! 10^6 (and of 1000 × 1000) in turn beside ndarray's `sum_axis` and `fold_axis`, the three
//! contenders interleaved round after round on the same input, and prints the minimum times
//! and their ratios as a Markdown table (`table ROUNDS SIZES AXIS` times one case).

use std::hint::black_box;
use std::process::ExitCode;

use ndarray::{ArrayD, Axis, IxDyn};
use shaped::prelude::*;

/// The minimum time of `f` over `rounds` calls, each call timed alone, interleaved with the
/// other contenders by the caller.
fn time_once(f: &mut dyn FnMut() -> f64) -> std::time::Duration {
    let t = std::time::Instant::now();
    black_box(f());
    t.elapsed()
}

/// One case of the table: minimum times of shaped, `sum_axis` and `fold_axis`, and the ratios.
fn table_case(dims: &[usize], axis: usize, rounds: usize) {
    let n: usize = dims.iter().product();
    let xs: Vec<f64> = (0..n).map(|i| (i % 97) as f64 * 0.5 - 20.0).collect();
    let d = DynTensor::from_vec(xs.clone(), dims).expect("sizes");
    let a = ArrayD::from_shape_vec(IxDyn(dims), xs).expect("sizes");
    // About 20 ms of work per contender per round at most: small cases repeat inside a round.
    let reps = (2_000_000 / n).clamp(1, 1000);
    let mut shaped = || {
        let mut t = 0.0;
        for _ in 0..reps {
            t += black_box(&d)
                .sum(axis as isize, false)
                .as_slice()
                .expect("row-major")[0];
        }
        t
    };
    let mut sum_axis = || {
        let mut t = 0.0;
        for _ in 0..reps {
            t += black_box(&a)
                .sum_axis(Axis(axis))
                .as_slice()
                .expect("row-major")[0];
        }
        t
    };
    let mut fold_axis = || {
        let mut t = 0.0;
        for _ in 0..reps {
            let f = black_box(&a).fold_axis(Axis(axis), 0.0, |&s, &x| s + x);
            t += f.as_slice().expect("row-major")[0];
        }
        t
    };
    let mut best = [std::time::Duration::MAX; 3];
    let fs: [&mut dyn FnMut() -> f64; 3] = [&mut shaped, &mut sum_axis, &mut fold_axis];
    for r in 0..rounds {
        for k in 0..3 {
            let i = (r + k) % 3;
            best[i] = best[i].min(time_once(&mut *fs[i]));
        }
    }
    let us = |d: std::time::Duration| d.as_secs_f64() * 1e6 / reps as f64;
    let (s, sa, fa) = (us(best[0]), us(best[1]), us(best[2]));
    let sizes = dims
        .iter()
        .map(|x| x.to_string())
        .collect::<Vec<_>>()
        .join("×");
    println!(
        "| `sum({axis})` {sizes} | {s:.1} | {sa:.1} | {fa:.1} | {:.2} | {:.2} |",
        s / sa,
        s / sa.min(fa)
    );
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    if args.first().map(String::as_str) == Some("table") {
        let rounds = args.get(1).and_then(|r| r.parse().ok()).unwrap_or(15);
        println!(
            "| case | shaped µs | `sum_axis` µs | `fold_axis` µs | shaped / `sum_axis` | shaped / best |"
        );
        println!("|---|---:|---:|---:|---:|---:|");
        if let (Some(sizes), Some(axis)) = (args.get(2), args.get(3)) {
            let dims: Vec<usize> = sizes.split(',').map(|s| s.parse().expect("size")).collect();
            table_case(&dims, axis.parse().expect("axis"), rounds);
            return ExitCode::SUCCESS;
        }
        for n in [10_000, 100_000, 1_000_000] {
            for k in [2, 4, 8] {
                for axis in 0..2 {
                    table_case(&[n, k], axis, rounds);
                }
            }
            for (k, m) in [(8, 2), (4, 4), (2, 8)] {
                for axis in 0..3 {
                    table_case(&[n, k, m], axis, rounds);
                }
            }
        }
        for axis in 0..2 {
            table_case(&[1000, 1000], axis, rounds);
        }
        return ExitCode::SUCCESS;
    }
    let parsed = (|| {
        let dims = args
            .get(1)?
            .split(',')
            .map(|s| s.parse::<usize>().ok())
            .collect::<Option<Vec<_>>>()?;
        let axis = args.get(2)?.parse::<usize>().ok()?;
        let times = args.get(3)?.parse::<usize>().ok()?;
        (axis < dims.len()).then_some((args[0].as_str(), dims, axis, times))
    })();
    let Some((lib, dims, axis, times)) = parsed else {
        eprintln!("usage: reduce shaped|ndarray SIZES AXIS TIMES (SIZES as 20000,8,2)");
        return ExitCode::FAILURE;
    };
    let n: usize = dims.iter().product();
    let xs: Vec<f64> = (0..n).map(|i| (i % 97) as f64 * 0.5 - 20.0).collect();
    let mut total = 0.0;
    match lib {
        "shaped" => {
            let d = DynTensor::from_vec(xs, &dims).expect("sizes");
            for _ in 0..times {
                total += black_box(&d)
                    .sum(axis as isize, false)
                    .as_slice()
                    .expect("row-major")[0];
            }
        }
        "ndarray" => {
            let a = ArrayD::from_shape_vec(IxDyn(&dims), xs).expect("sizes");
            for _ in 0..times {
                total += black_box(&a)
                    .sum_axis(Axis(axis))
                    .as_slice()
                    .expect("row-major")[0];
            }
        }
        _ => {
            eprintln!("usage: reduce shaped|ndarray SIZES AXIS TIMES");
            return ExitCode::FAILURE;
        }
    }
    println!("{total}");
    ExitCode::SUCCESS
}
