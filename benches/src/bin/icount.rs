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
// other cases (a second `zip_map` call, even on f64, made `[4,4] + [4]` compile to a generic
// loop), so new cases stay out of it.
#[path = "../nary.rs"]
mod nary;
use nary::*;
// The Kalman filter steps of `examples/kalman_filter.rs` beside nalgebra's, for the same reason.
#[path = "../kalman.rs"]
mod kalman;
use kalman::*;
// Whole algorithms (Kalman 6/3, least squares, rotations), for the same reason.
#[path = "../algorithms.rs"]
mod algorithms;
use algorithms::*;

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
    ("a + b.t()", "shaped", "shaped_add_44_t"),
    ("a + b.t()", "hand", "hand_add_44_t"),
    ("a + b.t()", "nalgebra", "nalgebra_add_44_t"),
    ("x += &y.t()", "shaped", "shaped_add_assign_44_t"),
    ("x += &y.t()", "hand", "hand_add_assign_44_t"),
    ("x += &y.t()", "nalgebra", "nalgebra_add_assign_44_t"),
    ("a.matmul(&b.t())", "shaped", "shaped_matmul_44_t"),
    ("a.matmul(&b.t())", "hand", "hand_matmul_44_t"),
    ("a.matmul(&b.t())", "nalgebra", "nalgebra_matmul_44_t"),
    ("a.t().matmul(&b)", "shaped", "shaped_matmul_t_44"),
    ("a.t().matmul(&b)", "hand", "hand_matmul_t_44"),
    ("a.t().matmul(&b)", "nalgebra", "nalgebra_matmul_t_44"),
    ("[4,5].t().sum::<0>()", "shaped", "shaped_sum_t_45"),
    ("[4,5].t().sum::<0>()", "hand", "hand_sum_t_45"),
    ("[4,5].t().sum::<0>()", "nalgebra", "nalgebra_sum_t_45"),
    (
        "[4,5].narrow::<0, 2>(s)?.sum_all()",
        "shaped",
        "shaped_narrow_sum_45",
    ),
    (
        "[4,5].narrow::<0, 2>(s)?.sum_all()",
        "hand",
        "hand_narrow_sum_45",
    ),
    (
        "[4,5].narrow::<0, 2>(s)?.sum_all()",
        "nalgebra",
        "nalgebra_narrow_sum_45",
    ),
    (
        "a.select::<0>(i)?.matmul(&m)",
        "shaped",
        "shaped_select_matmul_44",
    ),
    (
        "a.select::<0>(i)?.matmul(&m)",
        "hand",
        "hand_select_matmul_44",
    ),
    (
        "a.select::<0>(i)?.matmul(&m)",
        "nalgebra",
        "nalgebra_select_matmul_44",
    ),
    (
        "a * row.expand::<[4,4]>()",
        "shaped",
        "shaped_mul_expand_44",
    ),
    ("a * row.expand::<[4,4]>()", "hand", "hand_mul_expand_44"),
    (
        "a * row.expand::<[4,4]>()",
        "nalgebra",
        "nalgebra_mul_expand_44",
    ),
];

/// The three-operand cases, in `nary` (`benches/src/nary.rs`) of this binary.
const NARY_CASES: &[(&str, &str, &str)] = &[
    ("clamp([4,4], [4], [4])", "shaped", "shaped_clamp_44_4_4"),
    ("clamp([4,4], [4], [4])", "hand", "hand_clamp_44_4_4"),
];

/// The Kalman filter steps, in `kalman` (`benches/src/kalman.rs`) of this binary (no hand loop:
/// the baseline is nalgebra's natural step).
const KALMAN_CASES: &[(&str, &str, &str)] = &[
    (
        "Kalman step, 4 states, 2 measured",
        "shaped",
        "shaped_kalman_4_2",
    ),
    (
        "Kalman step, 4 states, 2 measured",
        "nalgebra",
        "nalgebra_kalman_4_2",
    ),
    (
        "Kalman step, 9 states, 6 measured",
        "shaped",
        "shaped_kalman_9_6",
    ),
    (
        "Kalman step, 9 states, 6 measured",
        "nalgebra",
        "nalgebra_kalman_9_6",
    ),
];

/// Whole algorithms, in `algorithms` (`benches/src/algorithms.rs`) of this binary, beside
/// nalgebra's natural forms.
const ALGORITHM_CASES: &[(&str, &str, &str)] = &[
    (
        "Kalman step, 6 states, 3 measured",
        "shaped",
        "shaped_kalman_6_3",
    ),
    (
        "Kalman step, 6 states, 3 measured",
        "nalgebra",
        "nalgebra_kalman_6_3",
    ),
    (
        "least squares, quadratic through 16 points",
        "shaped",
        "shaped_lstsq_16",
    ),
    (
        "least squares, quadratic through 16 points",
        "nalgebra",
        "nalgebra_lstsq_16",
    ),
    (
        "3 rotations composed, applied to 8 points",
        "shaped",
        "shaped_rotate_8",
    ),
    (
        "3 rotations composed, applied to 8 points",
        "nalgebra",
        "nalgebra_rotate_8",
    ),
];

/// Calls `f(a)` `n` times; the input and results go through `black_box`.
fn run1<A, R>(n: usize, a: A, f: fn(&A) -> R) {
    for _ in 0..n {
        black_box(f(black_box(&a)));
    }
}

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

/// Calls `f(a, i)` `n` times (`i` a run-time index or start); inputs and results go through
/// `black_box`.
fn run_at<A, I: Copy, R>(n: usize, a: A, i: I, f: fn(&A, I) -> R) {
    for _ in 0..n {
        black_box(f(black_box(&a), black_box(i)));
    }
}

/// Calls `f(a, b, i)` `n` times (`i` a run-time index); inputs and results go through
/// `black_box`.
fn run2_at<A, B, I: Copy, R>(n: usize, a: A, b: B, i: I, f: fn(&A, &B, I) -> R) {
    for _ in 0..n {
        black_box(f(black_box(&a), black_box(&b), black_box(i)));
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
    let a45 = array2::<4, 5>(0.0);
    match function {
        "shaped_kalman_4_2" | "nalgebra_kalman_4_2" => {
            let ((m, s), (nm, ns)) = inputs_4_2();
            if function.starts_with("shaped") {
                let z = shaped::Tensor::<f32, shaped::shape![2]>::from([1.0, 2.0]);
                run3(n, m, s, z, shaped_kalman_4_2);
            } else {
                run3(
                    n,
                    nm,
                    ns,
                    nalgebra::SVector::from([1.0, 2.0]),
                    nalgebra_kalman_4_2,
                );
            }
        }
        "shaped_kalman_9_6" | "nalgebra_kalman_9_6" => {
            let ((m, s), (nm, ns)) = inputs_9_6();
            if function.starts_with("shaped") {
                let z = shaped::Tensor::<f32, shaped::shape![6]>::from([1.0; 6]);
                run3(n, m, s, z, shaped_kalman_9_6);
            } else {
                run3(
                    n,
                    nm,
                    ns,
                    nalgebra::SVector::from([1.0; 6]),
                    nalgebra_kalman_9_6,
                );
            }
        }
        "shaped_kalman_6_3" | "nalgebra_kalman_6_3" => {
            let ((m, s), (nm, ns)) = inputs_6_3();
            if function.starts_with("shaped") {
                let z = shaped::Tensor::<f32, shaped::shape![3]>::from([1.0, 2.0, 0.5]);
                run3(n, m, s, z, shaped_kalman_6_3);
            } else {
                let z = nalgebra::SVector::from([1.0, 2.0, 0.5]);
                run3(n, nm, ns, z, nalgebra_kalman_6_3);
            }
        }
        "shaped_lstsq_16" | "nalgebra_lstsq_16" => {
            let ((a, y), (na, ny)) = inputs_lstsq();
            if function.starts_with("shaped") {
                run2(n, a, y, shaped_lstsq_16);
            } else {
                run2(n, na, ny, nalgebra_lstsq_16);
            }
        }
        "shaped_rotate_8" | "nalgebra_rotate_8" => {
            let ((r, p), (nr, np)) = inputs_rotate();
            if function.starts_with("shaped") {
                run2(n, r, p, shaped_rotate_8);
            } else {
                run2(n, nr, np, nalgebra_rotate_8);
            }
        }
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
        "shaped_add_44_t" => run2(
            n,
            T44::from_array(a44),
            T44::from_array(b44),
            shaped_add_44_t,
        ),
        "hand_add_44_t" => run2(n, a44, b44, hand_add_44_t),
        "nalgebra_add_44_t" => run2(n, matrix(&a44), matrix(&b44), nalgebra_add_44_t),
        "shaped_add_assign_44_t" => run_in_place(
            n,
            T44::from_array(a44),
            T44::from_array(b44),
            shaped_add_assign_44_t,
        ),
        "hand_add_assign_44_t" => run_in_place(n, a44, b44, hand_add_assign_44_t),
        "nalgebra_add_assign_44_t" => {
            run_in_place(n, matrix(&a44), matrix(&b44), nalgebra_add_assign_44_t)
        }
        "shaped_matmul_44_t" => run2(
            n,
            T44::from_array(a44),
            T44::from_array(b44),
            shaped_matmul_44_t,
        ),
        "hand_matmul_44_t" => run2(n, a44, b44, hand_matmul_44_t),
        "nalgebra_matmul_44_t" => run2(n, matrix(&a44), matrix(&b44), nalgebra_matmul_44_t),
        "shaped_matmul_t_44" => run2(
            n,
            T44::from_array(a44),
            T44::from_array(b44),
            shaped_matmul_t_44,
        ),
        "hand_matmul_t_44" => run2(n, a44, b44, hand_matmul_t_44),
        "nalgebra_matmul_t_44" => run2(n, matrix(&a44), matrix(&b44), nalgebra_matmul_t_44),
        "shaped_sum_t_45" => run1(n, T45::from_array(a45), shaped_sum_t_45),
        "hand_sum_t_45" => run1(n, a45, hand_sum_t_45),
        "nalgebra_sum_t_45" => run1(n, matrix(&a45), nalgebra_sum_t_45),
        "shaped_narrow_sum_45" => run_at(n, T45::from_array(a45), 1isize, shaped_narrow_sum_45),
        "hand_narrow_sum_45" => run_at(n, a45, 1isize, hand_narrow_sum_45),
        "nalgebra_narrow_sum_45" => run_at(n, matrix(&a45), 1usize, nalgebra_narrow_sum_45),
        "shaped_select_matmul_44" => run2_at(
            n,
            T44::from_array(a44),
            T44::from_array(b44),
            2isize,
            shaped_select_matmul_44,
        ),
        "hand_select_matmul_44" => run2_at(n, a44, b44, 2isize, hand_select_matmul_44),
        "nalgebra_select_matmul_44" => run2_at(
            n,
            matrix(&a44),
            matrix(&b44),
            2usize,
            nalgebra_select_matmul_44,
        ),
        "shaped_mul_expand_44" => run2(
            n,
            T44::from_array(a44),
            T4::from_array(v4),
            shaped_mul_expand_44,
        ),
        "hand_mul_expand_44" => run2(n, a44, v4, hand_mul_expand_44),
        "nalgebra_mul_expand_44" => run2(
            n,
            matrix(&a44),
            RowVector4::from(v4),
            nalgebra_mul_expand_44,
        ),
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
            for (case, imp, function) in KALMAN_CASES {
                println!("{case}\t{imp}\ticount::kalman::{function}");
            }
            for (case, imp, function) in ALGORITHM_CASES {
                println!("{case}\t{imp}\ticount::algorithms::{function}");
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
