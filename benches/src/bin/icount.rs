//! Driver for instruction counts: `icount CASE IMPL N` calls one function of
//! `shaped_benches::cases` `N` times on inputs passed through `black_box`, keeping every result.
//! `icount --list` prints `CASE IMPL FUNCTION` lines, the functions `benches/icount.py` hands to
//! callgrind's `--toggle-collect`.
//!
//! Build in release and run it through `python3 benches/icount.py`, not by hand.

use std::hint::black_box;
use std::process::ExitCode;

use nalgebra::{RowVector3, RowVector4, Vector3};
use shaped_benches::cases::*;
// The three-operand cases are compiled into this binary, not the library: one more generic
// instantiation of the element-wise path in the library crate changes how LLVM optimises its
// other cases (`[4,4] + [4]` went from 15 to 40 instructions when a second `zip_map` call, even on
// f64, was added beside it), so new cases stay out of it.
#[path = "../nary.rs"]
mod nary;
use nary::*;

/// `(case, impl, function)`; `function` is the path callgrind sees.
const CASES: &[(&str, &str, &str)] = &[
    ("[4,4] + [4]", "shaped", "shaped_add_44_4"),
    ("[4,4] + [4]", "hand", "hand_add_44_4"),
    ("[4,4] + [4]", "nalgebra", "nalgebra_add_44_4"),
    ("[4,4] + [4,4]", "shaped", "shaped_add_44_44"),
    ("[4,4] + [4,4]", "hand", "hand_add_44_44"),
    ("[4,4] + [4,4]", "nalgebra", "nalgebra_add_44_44"),
    ("[3,3] * [3,1]", "shaped", "shaped_mul_33_31"),
    ("[3,3] * [3,1]", "hand", "hand_mul_33_31"),
    ("[3,3] * [3,1]", "nalgebra", "nalgebra_mul_33_31"),
    ("([8,3] - [3]) * [3]", "shaped", "shaped_sub_mul_83_3"),
    ("([8,3] - [3]) * [3]", "hand", "hand_sub_mul_83_3"),
    ("([8,3] - [3]) * [3]", "nalgebra", "nalgebra_sub_mul_83_3"),
    ("[4,4] += [4]", "shaped", "shaped_add_assign_44_4"),
    ("[4,4] += [4]", "hand", "hand_add_assign_44_4"),
    ("[4,4] += [4]", "nalgebra", "nalgebra_add_assign_44_4"),
    ("[3,3] · [3]", "shaped", "shaped_matmul_33_3"),
    ("[3,3] · [3]", "hand", "hand_matmul_33_3"),
    ("[3,3] · [3]", "nalgebra", "nalgebra_matmul_33_3"),
    ("[4,4] · [4,4]", "shaped", "shaped_matmul_44_44"),
    ("[4,4] · [4,4]", "hand", "hand_matmul_44_44"),
    ("[4,4] · [4,4]", "nalgebra", "nalgebra_matmul_44_44"),
];

/// The three-operand cases, in `nary` (`benches/src/nary.rs`) of this binary.
const NARY_CASES: &[(&str, &str, &str)] = &[
    ("clamp([4,4], [4], [4])", "shaped", "shaped_clamp_44_4_4"),
    ("clamp([4,4], [4], [4])", "hand", "hand_clamp_44_4_4"),
];

/// Calls `f(a, b)` `n` times; inputs and results go through `black_box`.
fn run2<A, B, R>(n: usize, a: A, b: B, f: fn(&A, &B) -> R) {
    for _ in 0..n {
        black_box(f(black_box(&a), black_box(&b)));
    }
}

/// Calls `f(a, b, c)` `n` times; inputs and results go through `black_box`.
fn run3<A, B, C, R>(n: usize, a: A, b: B, c: C, f: fn(&A, &B, &C) -> R) {
    for _ in 0..n {
        black_box(f(black_box(&a), black_box(&b), black_box(&c)));
    }
}

/// Calls the in-place `f(a, b)` `n` times on the same destination.
fn run_in_place<A, B>(n: usize, mut a: A, b: B, f: fn(&mut A, &B)) {
    for _ in 0..n {
        f(black_box(&mut a), black_box(&b));
    }
    black_box(&a);
}

fn run(function: &str, n: usize) -> bool {
    let a44 = array2::<4, 4>(0.0);
    let b44 = array2::<4, 4>(0.5);
    let v4 = array1::<4>(0.25);
    let a33 = array2::<3, 3>(0.0);
    let c31 = array2::<3, 1>(1.0);
    let a83 = array2::<8, 3>(0.0);
    let (m3, s3) = (array1::<3>(0.5), array1::<3>(2.0));
    match function {
        "shaped_add_44_4" => run2(n, T44::from_array(a44), T4::from_array(v4), shaped_add_44_4),
        "hand_add_44_4" => run2(n, a44, v4, hand_add_44_4),
        "nalgebra_add_44_4" => run2(n, matrix(&a44), RowVector4::from(v4), nalgebra_add_44_4),
        "shaped_add_44_44" => run2(
            n,
            T44::from_array(a44),
            T44::from_array(b44),
            shaped_add_44_44,
        ),
        "hand_add_44_44" => run2(n, a44, b44, hand_add_44_44),
        "nalgebra_add_44_44" => run2(n, matrix(&a44), matrix(&b44), nalgebra_add_44_44),
        "shaped_mul_33_31" => run2(
            n,
            T33::from_array(a33),
            T31::from_array(c31),
            shaped_mul_33_31,
        ),
        "hand_mul_33_31" => run2(n, a33, c31, hand_mul_33_31),
        "nalgebra_mul_33_31" => run2(
            n,
            matrix(&a33),
            Vector3::from_fn(|i, _| c31[i][0]),
            nalgebra_mul_33_31,
        ),
        "shaped_sub_mul_83_3" => run3(
            n,
            T83::from_array(a83),
            T3::from_array(m3),
            T3::from_array(s3),
            shaped_sub_mul_83_3,
        ),
        "hand_sub_mul_83_3" => run3(n, a83, m3, s3, hand_sub_mul_83_3),
        "nalgebra_sub_mul_83_3" => run3(
            n,
            matrix(&a83),
            RowVector3::from(m3),
            RowVector3::from(s3),
            nalgebra_sub_mul_83_3,
        ),
        "shaped_add_assign_44_4" => run_in_place(
            n,
            T44::from_array(a44),
            T4::from_array(v4),
            shaped_add_assign_44_4,
        ),
        "hand_add_assign_44_4" => run_in_place(n, a44, v4, hand_add_assign_44_4),
        "nalgebra_add_assign_44_4" => run_in_place(
            n,
            matrix(&a44),
            RowVector4::from(v4),
            nalgebra_add_assign_44_4,
        ),
        "shaped_clamp_44_4_4" => run3(
            n,
            T44::from_array(a44),
            T4::from_array(v4),
            T4::from_array(array1::<4>(2.0)),
            shaped_clamp_44_4_4,
        ),
        "hand_clamp_44_4_4" => run3(n, a44, v4, array1::<4>(2.0), hand_clamp_44_4_4),
        "shaped_matmul_33_3" => run2(
            n,
            T33::from_array(a33),
            T3::from_array(s3),
            shaped_matmul_33_3,
        ),
        "hand_matmul_33_3" => run2(n, a33, s3, hand_matmul_33_3),
        "nalgebra_matmul_33_3" => run2(n, matrix(&a33), Vector3::from(s3), nalgebra_matmul_33_3),
        "shaped_matmul_44_44" => run2(
            n,
            T44::from_array(a44),
            T44::from_array(b44),
            shaped_matmul_44_44,
        ),
        "hand_matmul_44_44" => run2(n, a44, b44, hand_matmul_44_44),
        "nalgebra_matmul_44_44" => run2(n, matrix(&a44), matrix(&b44), nalgebra_matmul_44_44),
        _ => return false,
    }
    true
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    match args.as_slice() {
        [flag] if flag == "--list" => {
            for (case, imp, function) in CASES {
                println!("{case}\t{imp}\tshaped_benches::cases::{function}");
            }
            for (case, imp, function) in NARY_CASES {
                println!("{case}\t{imp}\ticount::nary::{function}");
            }
            ExitCode::SUCCESS
        }
        [function, n] => match n.parse() {
            Ok(n) if run(function, n) => ExitCode::SUCCESS,
            _ => {
                eprintln!("icount: unknown function `{function}` or bad count `{n}`");
                ExitCode::FAILURE
            }
        },
        _ => {
            eprintln!("usage: icount --list | icount FUNCTION N   (see benches/icount.py)");
            ExitCode::FAILURE
        }
    }
}
