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

use std::hint::black_box;
use std::process::ExitCode;

use ndarray::{ArrayD, Axis, IxDyn};
use shaped::prelude::*;

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
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
