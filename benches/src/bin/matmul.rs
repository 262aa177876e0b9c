//! One `n x n` by `n x n` `f32` product on `DynTensor`s, `matmul N`, for instruction counts of the
//! matrix-product kernels with and without the `gemm` feature (see BENCHMARKS.md):
//!
//! ```sh
//! cargo build --release -p shaped-benches --bin matmul                        # gemm on
//! cargo build --release -p shaped-benches --bin matmul --no-default-features  # own loops
//! valgrind --tool=callgrind --callgrind-out-file=/dev/null target/release/matmul 512
//! ```
//!
//! Callgrind counts the whole run; `matmul 1` gives the cost of everything but the product.

use std::hint::black_box;
use std::process::ExitCode;

use shaped::prelude::*;

fn main() -> ExitCode {
    let Some(n) = std::env::args()
        .nth(1)
        .and_then(|a| a.parse::<usize>().ok())
    else {
        eprintln!("usage: matmul N");
        return ExitCode::FAILURE;
    };
    let a = DynTensor::from_shape_fn(&[n, n], |i| (i % 7) as f32);
    let b = DynTensor::from_shape_fn(&[n, n], |i| (i % 5) as f32);
    let c = black_box(&a).matmul(black_box(&b));
    println!("{}", c.iter().sum::<f32>());
    ExitCode::SUCCESS
}
