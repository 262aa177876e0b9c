//! Small linear algebra (the manual's linear-algebra chapter): `det`, `inv`, `solve`, `cholesky` and `eye` on the
//! static (inline, `Option`) and dynamic (`try_`, PyTorch's texts) paths.
//!
//! - `tests/fixtures/linalg.txt` (written by `tools/linalg_cases.py` with PyTorch, and checked
//!   there against NumPy) is replayed on `DynTensor`s: every error text exactly, every value
//!   within a tolerance (below).
//! - The static path gives the same values as the dynamic one, bit for bit.
//! - Properties on random matrices: `A·A⁻¹ = I`, `A·x = b`, `L·Lᵀ = A`, `det(AB) = det(A)·det(B)`.
//!
//! # Tolerance
//!
//! LU with partial pivoting and Cholesky are backward stable: the computed result is the exact
//! result for a matrix within a few `n·ε` (relative) of the input, so the forward error of
//! `inv`, `solve` and `cholesky` is bounded by about `n·κ(A)·ε` relative to the result, and
//! that of `det` (whose relative condition number is at most `n·κ(A)`) likewise. The reference
//! (LAPACK in `f64`, on the exact input values) has the same bound for `f64` and is exact to
//! `f32`'s precision. Each output matrix (or vector, or determinant) is compared in the max
//! norm: `max |got - want| <= 64 · n · κ(A) · ε · max |want|`, with `ε` the element type's
//! (`2^-52`, `2^-23`) and `κ(A)` the 2-norm condition number of the worst matrix, which the
//! fixture records; the factor 64 covers the constants of the bounds (growth factors of small
//! matrices, the reference's own error). Hilbert matrices of order 4 (`κ ≈ 1.6e4`) and 6
//! (`κ ≈ 1.5e7`, `f64` only) are the ill-conditioned cases; the largest ratio of error to
//! tolerance is printed by the test (`--nocapture`).

use crate::fixture_text::list;
use shaped::ops::linalg::LinalgElement;
use shaped::prelude::*;
use shaped::shape::StaticShape;

const CASES: &str = include_str!("../fixtures/linalg.txt");

/// An element type the fixture can hold: parsed from the `f64` text (f32 values are exact).
trait Element: LinalgElement + std::fmt::Display {
    const EPS: f64;
    fn from_f64(x: f64) -> Self;
    fn to_f64(self) -> f64;
}
impl Element for f64 {
    const EPS: f64 = f64::EPSILON;
    fn from_f64(x: f64) -> Self {
        x
    }
    fn to_f64(self) -> f64 {
        self
    }
}
impl Element for f32 {
    const EPS: f64 = f32::EPSILON as f64;
    fn from_f64(x: f64) -> Self {
        x as f32
    }
    fn to_f64(self) -> f64 {
        f64::from(self)
    }
}

fn dyn_tensor<T: Element>(dims: &str, vals: &str) -> DynTensor<T> {
    let vals: Vec<T> = list::<f64>(vals).into_iter().map(T::from_f64).collect();
    DynTensor::from_vec(vals, &list::<usize>(dims)).unwrap()
}

fn run<T: Element>(
    op: &str,
    a: &DynTensor<T>,
    b: Option<&DynTensor<T>>,
) -> Result<DynTensor<T>, ShapeError> {
    match op {
        "det" => a.try_det(),
        "inv" => a.try_inv(),
        "cholesky" => a.try_cholesky(),
        "solve" => a.try_solve(b.unwrap()),
        _ => unreachable!("{op}"),
    }
}

/// The number of output elements per matrix of the batch for `op`.
fn item(op: &str, out: &[usize], n: usize, a_rank: usize) -> usize {
    match op {
        "det" => 1,
        "inv" | "cholesky" => n * n,
        // X has one trailing dim (a vector) when its rank is A's minus one or it is 1-d.
        _ if out.len() + 1 == a_rank || out.len() == 1 => n,
        _ => n * out.last().copied().unwrap_or(1),
    }
}

/// Replays the fixture for one element type; returns the number of cases and the largest
/// ratio of error to tolerance.
fn replay<T: Element>(dtype: &str) -> (usize, f64) {
    let (mut cases, mut worst) = (0, 0.0f64);
    for line in CASES
        .lines()
        .filter(|l| l.split('\t').nth(1) == Some(dtype))
    {
        let f: Vec<&str> = line.split('\t').collect();
        let (op, kappa) = (f[0], f[6].parse::<f64>().unwrap());
        let a = dyn_tensor::<T>(f[2], f[3]);
        let b = (op == "solve").then(|| dyn_tensor::<T>(f[4], f[5]));
        let got = run(op, &a, b.as_ref());
        cases += 1;
        match (f[7], got) {
            ("ERR", Err(e)) => assert_eq!(e.to_string(), f[8], "{line}"),
            ("ERR", Ok(t)) => panic!("{line}: got {:?} {:?}", t.shape(), t.to_vec()),
            ("OK", Err(e)) => panic!("{line}: got error {e}"),
            ("OK", Ok(t)) => {
                assert_eq!(t.shape(), &list::<usize>(f[8])[..], "{line}");
                let want = list::<f64>(f[9]);
                let got: Vec<f64> = t.to_vec().into_iter().map(T::to_f64).collect();
                assert_eq!(got.len(), want.len(), "{line}");
                let n = a.shape().last().copied().unwrap_or(0);
                let tol = 4.0 * n.max(1) as f64 * kappa.max(1.0) * T::EPS;
                let size = item(op, t.shape(), n, a.rank()).max(1);
                for (g, w) in got.chunks(size).zip(want.chunks(size)) {
                    let scale = w
                        .iter()
                        .filter(|x| x.is_finite())
                        .fold(f64::MIN_POSITIVE, |m, x| m.max(x.abs()));
                    for (&x, &y) in g.iter().zip(w) {
                        if y.is_nan() || !y.is_finite() {
                            assert!(
                                x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()),
                                "{line}: {x} vs {y}"
                            );
                            continue;
                        }
                        let err = (x - y).abs() / scale;
                        worst = worst.max(err / tol);
                        assert!(
                            err <= tol,
                            "{line}:\n got {g:?}\nwant {w:?}\nerror {err:e} > {tol:e}"
                        );
                    }
                }
            }
            (other, _) => panic!("bad fixture line {other}: {line}"),
        }
    }
    (cases, worst)
}

#[test]
fn f64_values_and_errors_match_pytorch() {
    let (cases, worst) = replay::<f64>("f64");
    eprintln!("f64: {cases} cases, largest error / tolerance {worst:.3e}");
    assert!(cases > 200, "{cases}");
}

#[test]
fn f32_values_match_pytorch_in_f64() {
    let (cases, worst) = replay::<f32>("f32");
    eprintln!("f32: {cases} cases, largest error / tolerance {worst:.3e}");
    assert!(cases > 100, "{cases}");
}

/// Bit-for-bit equality of two element lists (NaN payloads aside).
fn same_bits<T: Element>(a: &[T], b: &[T]) -> bool {
    a.len() == b.len()
        && a.iter().zip(b).all(|(x, y)| {
            x.to_f64().to_bits() == y.to_f64().to_bits()
                || (x.to_f64().is_nan() && y.to_f64().is_nan())
        })
}

mod static_and_dynamic_agree {
    use super::*;
    use proptest::prelude::*;

    /// Values from a small set with ties, zeros and fractions, so pivot ties, zero pivots and
    /// singular matrices come up as well as regular ones.
    fn value() -> impl Strategy<Value = f64> {
        prop_oneof![
            (-3i32..=3).prop_map(f64::from),
            (-1000i32..=1000).prop_map(|x| f64::from(x) / 64.0),
        ]
    }

    macro_rules! agree {
        ($name:ident, $t:ty, [$($d:tt),*], $n:tt, [$($db:tt),*], $r0:tt, $r1:tt) => {
            proptest! {
                #![proptest_config(ProptestConfig::with_cases(64))]
                #[test]
                fn $name(
                    a in proptest::collection::vec(value(), 1 $(* $d)* * $n * $n),
                    b in proptest::collection::vec(value(), 1 $(* $db)* * $n),
                    m in proptest::collection::vec(value(), 1 $(* $d)* * $n * 2),
                    spd in any::<bool>(),
                ) {
                    let a: Vec<$t> = a.into_iter().map(|x| x as $t).collect();
                    let sa = Tensor::<$t, shape![$($d,)* $n, $n]>::from_fn(|i| a[i]);
                    let da = DynTensor::from_vec(a.clone(), &[$($d,)* $n, $n]).unwrap();
                    // det
                    prop_assert!(same_bits(&sa.det().to_vec(), &da.try_det().unwrap().to_vec()));
                    // inv
                    match (sa.inv(), da.try_inv()) {
                        (Some(s), Ok(d)) => prop_assert!(same_bits(&s.to_vec(), &d.to_vec())),
                        (None, Err(e)) => prop_assert!(matches!(e, ShapeError::InvSingular { .. }), "{}", e),
                        (s, d) => prop_assert!(false, "{:?} vs {:?}", s.map(|t| t.to_vec()), d),
                    }
                    // cholesky, of A·Aᵀ + n·I (positive-definite) or of A itself (rarely)
                    let c = if spd {
                        let sym = sa.matmul(&sa.transpose::<$r0, $r1>());
                        sym + Tensor::<$t, shape![$($d,)* $n, $n]>::eye() * ($n as $t)
                    } else {
                        sa
                    };
                    let dc = DynTensor::from_vec(c.to_vec(), &[$($d,)* $n, $n]).unwrap();
                    match (c.cholesky(), dc.try_cholesky()) {
                        (Some(s), Ok(d)) => prop_assert!(same_bits(&s.to_vec(), &d.to_vec())),
                        (None, Err(e)) => prop_assert!(matches!(e, ShapeError::NotPositiveDefinite { .. }), "{}", e),
                        (s, d) => prop_assert!(false, "{:?} vs {:?}", s.map(|t| t.to_vec()), d),
                    }
                    // solve with a vector (batched like B's dims) and with a matrix of 2 columns
                    let b: Vec<$t> = b.into_iter().map(|x| x as $t).collect();
                    let sb = Tensor::<$t, shape![$($db,)* $n]>::from_fn(|i| b[i]);
                    let db = DynTensor::from_vec(b.clone(), &[$($db,)* $n]).unwrap();
                    match (sa.solve(&sb), da.try_solve(&db)) {
                        (Some(s), Ok(d)) => {
                            prop_assert_eq!(s.shape(), d.shape());
                            prop_assert!(same_bits(&s.to_vec(), &d.to_vec()));
                        }
                        (None, Err(e)) => prop_assert!(matches!(e, ShapeError::SolveSingular { .. }), "{}", e),
                        (s, d) => prop_assert!(false, "{:?} vs {:?}", s.map(|t| t.to_vec()), d),
                    }
                    let m: Vec<$t> = m.into_iter().map(|x| x as $t).collect();
                    let sm = Tensor::<$t, shape![$($d,)* $n, 2]>::from_fn(|i| m[i]);
                    let dm = DynTensor::from_vec(m.clone(), &[$($d,)* $n, 2]).unwrap();
                    match (sa.solve(&sm), da.try_solve(&dm)) {
                        (Some(s), Ok(d)) => prop_assert!(same_bits(&s.to_vec(), &d.to_vec())),
                        (None, Err(e)) => prop_assert!(matches!(e, ShapeError::SolveSingular { .. }), "{}", e),
                        (s, d) => prop_assert!(false, "{:?} vs {:?}", s.map(|t| t.to_vec()), d),
                    }
                }
            }
        };
    }

    agree!(size_1_f64, f64, [], 1, [], 0, 1);
    agree!(size_2_f64, f64, [], 2, [], 0, 1);
    agree!(size_3_f64, f64, [], 3, [], 0, 1);
    agree!(size_4_f64, f64, [], 4, [], 0, 1);
    agree!(size_5_f64, f64, [], 5, [], 0, 1);
    agree!(size_6_f64, f64, [], 6, [], 0, 1);
    agree!(size_2_f32, f32, [], 2, [], 0, 1);
    agree!(size_3_f32, f32, [], 3, [], 0, 1);
    agree!(size_4_f32, f32, [], 4, [], 0, 1);
    agree!(batch_3_of_2_f64, f64, [3], 2, [3], 1, 2);
    agree!(batch_2x2_of_3_f64, f64, [2, 2], 3, [], 2, 3);
    agree!(batch_2_of_4_f32, f32, [2], 4, [2], 1, 2);
}

mod properties {
    use super::*;
    use proptest::prelude::*;

    /// An `n x n` matrix whose diagonal dominates its rows (`|a_ii| >= 2 * Σ_j≠i |a_ij|`), so
    /// `κ∞(A) <= 3`: errors stay within a few `n·ε`, and the tolerances below are `1e-12`.
    fn dominant(n: usize) -> impl Strategy<Value = Vec<f64>> {
        proptest::collection::vec(-1.0f64..1.0, n * n).prop_map(move |mut a| {
            for i in 0..n {
                let off: f64 = (0..n).filter(|&j| j != i).map(|j| a[i * n + j].abs()).sum();
                let sign = if a[i * n + i] < 0.0 { -1.0 } else { 1.0 };
                a[i * n + i] = sign * (2.0 * off + 1.0);
            }
            a
        })
    }

    fn matmul(a: &[f64], b: &[f64], n: usize, k: usize) -> Vec<f64> {
        let mut c = vec![0.0; n * k];
        for i in 0..n {
            for j in 0..k {
                c[i * k + j] = (0..n).map(|l| a[i * n + l] * b[l * k + j]).sum();
            }
        }
        c
    }

    fn close(a: &[f64], b: &[f64], tol: f64) -> bool {
        a.len() == b.len()
            && a.iter()
                .zip(b)
                .all(|(x, y)| (x - y).abs() <= tol * y.abs().max(1.0))
    }

    /// The comparison refuses what the properties must catch: an inverse off in one entry, a
    /// product of the wrong length, a NaN.
    #[test]
    fn close_refuses_wrong_products() {
        let a = [4.0, 1.0, 2.0, 5.0];
        let x = DynTensor::from_vec(a.to_vec(), &[2, 2])
            .unwrap()
            .try_inv()
            .unwrap()
            .to_vec();
        let eye = [1.0, 0.0, 0.0, 1.0];
        assert!(close(&matmul(&a, &x, 2, 2), &eye, 1e-12));
        let mut off = x.clone();
        off[1] += 1e-9;
        assert!(!close(&matmul(&a, &off, 2, 2), &eye, 1e-12));
        assert!(!close(&matmul(&a, &x, 2, 2)[..3], &eye, 1e-12));
        assert!(!close(&[f64::NAN, 0.0, 0.0, 1.0], &eye, 1e-12));
    }

    proptest! {
        #[test]
        fn a_times_its_inverse_is_the_identity(
            (n, a) in (1usize..=8).prop_flat_map(|n| (Just(n), dominant(n))),
        ) {
            let t = DynTensor::from_vec(a.clone(), &[n, n]).unwrap();
            let x = t.try_inv().unwrap().to_vec();
            let eye: Vec<f64> = (0..n * n).map(|i| if i % (n + 1) == 0 { 1.0 } else { 0.0 }).collect();
            prop_assert!(close(&matmul(&a, &x, n, n), &eye, 1e-12), "{:?}", x);
            prop_assert!(close(&matmul(&x, &a, n, n), &eye, 1e-12), "{:?}", x);
        }

        #[test]
        fn solutions_solve(
            (n, a, k) in (1usize..=8).prop_flat_map(|n| (Just(n), dominant(n), 1usize..=3)),
            seed in proptest::collection::vec(-4.0f64..4.0, 24),
        ) {
            let b: Vec<f64> = seed[..n * k].to_vec();
            let ta = DynTensor::from_vec(a.clone(), &[n, n]).unwrap();
            let tb = DynTensor::from_vec(b.clone(), &[n, k]).unwrap();
            let x = ta.try_solve(&tb).unwrap().to_vec();
            prop_assert!(close(&matmul(&a, &x, n, k), &b, 1e-12));
        }

        #[test]
        fn cholesky_factors_multiply_back(
            (n, m) in (1usize..=8).prop_flat_map(|n| (Just(n), proptest::collection::vec(-1.0f64..1.0, n * n))),
        ) {
            // A = M·Mᵀ + n·I is symmetric positive-definite with κ(A) <= 1 + n.
            let mut a = matmul(&m, &(0..n * n).map(|i| m[(i % n) * n + i / n]).collect::<Vec<_>>(), n, n);
            for i in 0..n {
                a[i * n + i] += n as f64;
            }
            let l = DynTensor::from_vec(a.clone(), &[n, n]).unwrap().try_cholesky().unwrap().to_vec();
            for i in 0..n {
                prop_assert!(l[i * n + i] > 0.0);
                for j in i + 1..n {
                    prop_assert_eq!(l[i * n + j], 0.0);
                }
            }
            let lt: Vec<f64> = (0..n * n).map(|i| l[(i % n) * n + i / n]).collect();
            prop_assert!(close(&matmul(&l, &lt, n, n), &a, 1e-13));
        }

        #[test]
        fn determinants_multiply(
            (n, a, b) in (1usize..=7).prop_flat_map(|n| (Just(n), dominant(n), dominant(n))),
        ) {
            let det = |m: &[f64]| DynTensor::from_vec(m.to_vec(), &[n, n]).unwrap().try_det().unwrap().to_vec()[0];
            let (da, db, dab) = (det(&a), det(&b), det(&matmul(&a, &b, n, n)));
            prop_assert!((dab - da * db).abs() <= 1e-12 * (da * db).abs(), "{} vs {}", dab, da * db);
        }

        /// The same on the static path, with a batch: `A·A⁻¹ = I` for each of 3 matrices 4x4.
        #[test]
        fn static_batches_invert(a in dominant(4), b in dominant(4), c in dominant(4)) {
            let all: Vec<f64> = a.iter().chain(&b).chain(&c).copied().collect();
            let t = Tensor::<f64, shape![3, 4, 4]>::from_fn(|i| all[i]);
            let x = t.inv().unwrap();
            let product = t.matmul(&x);
            let eye = Tensor::<f64, shape![3, 4, 4]>::eye();
            prop_assert!(close(&product.to_vec(), &eye.to_vec(), 1e-12));
        }
    }
}

mod static_api {
    use super::*;

    fn dynt(t: &[f64], dims: &[usize]) -> DynTensor<f64> {
        DynTensor::from_vec(t.to_vec(), dims).unwrap()
    }

    #[test]
    fn eye_is_a_constant_identity() {
        const I: Tensor<f32, shape![3, 3]> = Tensor::eye();
        assert_eq!(
            I.into_array(),
            [[1.0, 0.0, 0.0], [0.0, 1.0, 0.0], [0.0, 0.0, 1.0]]
        );
        const B: Tensor<f64, shape![2, 1, 2, 2]> = Tensor::eye();
        assert_eq!(B.to_vec(), [1.0, 0.0, 0.0, 1.0, 1.0, 0.0, 0.0, 1.0]);
        let one = Tensor::<f64, shape![1, 1]>::eye();
        assert_eq!(one.into_array(), [[1.0]]);
        let empty = Tensor::<f64, shape![0, 0]>::eye();
        assert_eq!(empty.numel(), 0);
    }

    #[test]
    fn singular_determinants_keep_pytorchs_sign() {
        // One row swap and a zero pivot: -0, as torch.linalg.det gives.
        let a = Tensor::<f64, shape![2, 2]>::from([[1.0, 2.0], [2.0, 4.0]]);
        assert_eq!(a.det().into_array().to_bits(), (-0.0f64).to_bits());
        let b = Tensor::<f64, shape![1, 1]>::from([[-0.0]]);
        assert_eq!(b.det().into_array().to_bits(), (-0.0f64).to_bits());
        assert_eq!(
            Tensor::<f64, shape![3, 3]>::zeros()
                .det()
                .into_array()
                .to_bits(),
            0
        );
    }

    #[test]
    fn empty_batches_and_empty_matrices() {
        assert_eq!(Tensor::<f64, shape![0, 0]>::zeros().det().into_array(), 1.0);
        let d: Tensor<f64, shape![3]> = Tensor::<f64, shape![3, 0, 0]>::zeros().det();
        assert_eq!(d.into_array(), [1.0; 3]);
        let d: Tensor<f64, shape![0]> = Tensor::<f64, shape![0, 2, 2]>::zeros().det();
        assert_eq!(d.numel(), 0);
        assert!(Tensor::<f64, shape![0, 0]>::zeros().inv().is_some());
        assert!(Tensor::<f64, shape![0, 3, 3]>::zeros().inv().is_some());
        assert!(Tensor::<f64, shape![2, 0, 0]>::zeros().cholesky().is_some());
        let x: Option<Tensor<f64, shape![0]>> =
            Tensor::<f64, shape![0, 0]>::zeros().solve(&Tensor::<f64, shape![0]>::zeros());
        assert!(x.is_some());
        // No columns to solve for: `A` is still factored, as PyTorch does.
        let b = Tensor::<f64, shape![3, 0]>::zeros();
        assert!(Tensor::<f64, shape![3, 3]>::eye().solve(&b).is_some());
        assert!(Tensor::<f64, shape![3, 3]>::zeros().solve(&b).is_none());
        // An empty result still needs a regular `A` (PyTorch raises).
        let b = Tensor::<f64, shape![0, 2, 1]>::zeros();
        type Empty = Tensor<f64, shape![0, 2, 1]>;
        let x: Option<Empty> = Tensor::<f64, shape![1, 2, 2]>::zeros().solve(&b);
        assert!(x.is_none());
        assert!(Tensor::<f64, shape![1, 2, 2]>::eye().solve(&b).is_some());
    }

    #[test]
    fn failures_are_none() {
        let singular =
            Tensor::<f64, shape![3, 3]>::from([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0], [1.0, 0.0, 1.0]]);
        assert!(singular.inv().is_none());
        assert!(singular.solve(&Tensor::<f64, shape![3]>::ones()).is_none());
        let batch = Tensor::<f64, shape![2, 2, 2]>::from([[[1.0, 0.0], [0.0, 1.0]], [[0.0; 2]; 2]]);
        assert!(batch.inv().is_none());
        assert!(batch.cholesky().is_none());
        assert!(Tensor::<f64, shape![2, 2]>::eye().cholesky().is_some());
        let indefinite = Tensor::<f32, shape![2, 2]>::from([[1.0, 2.0], [2.0, 1.0]]);
        assert!(indefinite.cholesky().is_none());
        // NaN is not a zero pivot: it propagates.
        let nan = Tensor::<f64, shape![2, 2]>::from([[f64::NAN, 1.0], [1.0, 1.0]]);
        assert!(nan.inv().unwrap().to_vec().iter().all(|x| x.is_nan()));
    }

    #[test]
    fn cholesky_reads_the_lower_triangle() {
        let a = Tensor::<f64, shape![2, 2]>::from([[4.0, 100.0], [2.0, 5.0]]);
        assert_eq!(a.cholesky().unwrap().into_array(), [[2.0, 0.0], [1.0, 2.0]]);
    }

    /// Each static solve has the output type of PyTorch's rule and the dynamic path's values.
    #[test]
    fn solve_reads_b_as_pytorch_does() {
        macro_rules! case {
            ([$($a:tt),*], [$($b:tt),*] => [$($x:tt),*]) => {{
                let a = Tensor::<f64, shape![$($a),*]>::from_fn(|i| {
                    let n = <shape![$($a),*] as StaticShape>::SIZES;
                    let n = n[n.len() - 1];
                    if i % (n * n) % (n + 1) == 0 { 4.0 + (i / (n * n)) as f64 } else { (i % 5) as f64 * 0.5 }
                });
                let b = Tensor::<f64, shape![$($b),*]>::from_fn(|i| i as f64 - 1.5);
                let x: Tensor<f64, shape![$($x),*]> = a.solve(&b).unwrap();
                let dx = dynt(&a.to_vec(), &[$($a),*]).try_solve(&dynt(&b.to_vec(), &[$($b),*])).unwrap();
                assert_eq!(dx.shape(), &[$($x),*]);
                assert!(same_bits(&x.to_vec(), &dx.to_vec()));
            }};
        }
        case!([3, 3], [3] => [3]);
        case!([3, 3], [3, 2] => [3, 2]);
        case!([3, 3], [3, 3] => [3, 3]);
        case!([2, 3, 3], [2, 3] => [2, 3]);
        case!([2, 2, 2], [2, 2] => [2, 2]);
        case!([5, 3, 3], [3, 4] => [5, 3, 4]);
        case!([2, 3, 3], [3] => [2, 3]);
        case!([2, 1, 3, 3], [4, 3, 1] => [2, 4, 3, 1]);
        case!([3, 3], [2, 3, 1] => [2, 3, 1]);
        case!([1, 3, 3], [1, 3] => [1, 3]);
        case!([2, 1, 2, 2], [2, 2] => [2, 1, 2, 2]);
        case!([2, 1, 2, 2], [2, 1, 2] => [2, 1, 2]);
        case!([1, 2, 2], [3, 2, 1] => [3, 2, 1]);
        case!([4, 1, 2, 3, 3], [2, 1, 3, 2] => [4, 2, 2, 3, 2]);
        case!([2, 2, 2, 2, 2], [2, 2, 2, 2] => [2, 2, 2, 2]);
        case!([2, 2, 2, 2, 2, 2], [2, 2, 2, 2, 2] => [2, 2, 2, 2, 2]);
    }
}

mod every_storage {
    use super::*;

    #[test]
    fn views_are_read_through_their_layout() {
        let a =
            Tensor::<f64, shape![3, 3]>::from([[4.0, 1.0, 2.0], [0.5, 3.0, 1.0], [1.0, 1.0, 5.0]]);
        let at = a.t().contiguous().into_owned();
        let via_view: Tensor<f64, shape![3, 3]> = a.t().try_inv().unwrap();
        assert_eq!(via_view.to_vec(), at.inv().unwrap().to_vec());
        assert_eq!(a.t().try_det().unwrap().into_array(), at.det().into_array());
        let d = DynTensor::from_vec(a.to_vec(), &[3, 3]).unwrap();
        let corner = d.narrow(0, 1, 2).narrow(1, 1, 2);
        assert_eq!(
            corner.try_det().unwrap().to_vec(),
            vec![3.0 * 5.0 - 1.0 * 1.0]
        );
        let b = DynTensor::from_vec(vec![1.0, 2.0, 3.0], &[3]).unwrap();
        let x = d.transpose(0, 1).try_solve(&b).unwrap();
        let x2 = at
            .solve(&Tensor::<f64, shape![3]>::from([1.0, 2.0, 3.0]))
            .unwrap();
        assert_eq!(x.to_vec(), x2.to_vec());
    }

    #[test]
    fn heap_tensors_keep_their_shape_types() {
        let data: Vec<f64> = (0..18)
            .map(|i| if i % 9 % 4 == 0 { 3.0 } else { 1.0 })
            .collect();
        let a = HeapTensor::<f64, shape![Dyn, 3, 3]>::from_vec(data.clone(), &[2, 3, 3]).unwrap();
        let inv: HeapTensor<f64, shape![Dyn, 3, 3]> = a.try_inv().unwrap();
        let det: HeapTensor<f64, shape![Dyn]> = a.try_det().unwrap();
        assert_eq!(det.shape(), &[2]);
        let b = HeapTensor::<f64, shape![3, 2]>::from_vec(vec![1.0; 6], &[3, 2]).unwrap();
        let x: HeapTensor<f64, shape![Dyn, 3, 2]> = a.try_solve(&b).unwrap();
        assert_eq!(x.shape(), &[2, 3, 2]);
        let static_a = Tensor::<f64, shape![2, 3, 3]>::from_fn(|i| data[i]);
        assert!(same_bits(&inv.to_vec(), &static_a.inv().unwrap().to_vec()));
        // `Dyn` sizes are checked at run time, with PyTorch's texts.
        let r = HeapTensor::<f64, shape![Dyn, Dyn]>::from_vec(vec![0.0; 6], &[2, 3]).unwrap();
        assert_eq!(
            r.try_inv().unwrap_err().to_string(),
            "linalg.inv: A must be batches of square matrices, but they are 2 by 3 matrices"
        );
    }

    /// With a `Dyn` size, whether `B` is a batch of vectors is known only at run time: the
    /// result is a `DynShape` tensor of the shape PyTorch gives.
    #[test]
    fn run_time_choice_of_vectors_or_matrices() {
        let a = HeapTensor::<f64, shape![Dyn, 3, 3]>::from_vec(
            (0..18)
                .map(|i| if i % 9 % 4 == 0 { 2.0 } else { 0.0 })
                .collect(),
            &[2, 3, 3],
        )
        .unwrap();
        let vectors = HeapTensor::<f64, shape![Dyn, 3]>::from_vec(vec![1.0; 6], &[2, 3]).unwrap();
        let x: DynTensor<f64> = a.try_solve(&vectors).unwrap();
        assert_eq!((x.shape(), x.to_vec()), (&[2, 3][..], vec![0.5; 6]));
        let matrix = HeapTensor::<f64, shape![Dyn, 3]>::from_vec(vec![1.0; 9], &[3, 3]).unwrap();
        let x: DynTensor<f64> = a.try_solve(&matrix).unwrap();
        assert_eq!(x.shape(), &[2, 3, 3]);
    }

    #[test]
    fn inline_operands_give_inline_results() {
        let a = Tensor::<f32, shape![2, 2]>::from([[2.0, 0.0], [0.0, 4.0]]);
        let inv: Tensor<f32, shape![2, 2]> = a.try_inv().unwrap();
        assert_eq!(inv.into_array(), [[0.5, 0.0], [0.0, 0.25]]);
        let det: Tensor<f32, shape![]> = a.try_det().unwrap();
        assert_eq!(det.into_array(), 8.0);
        let singular = Tensor::<f32, shape![2, 2]>::zeros();
        assert_eq!(
            singular.try_inv().unwrap_err(),
            ShapeError::InvSingular {
                batch: None,
                pivot: 1
            }
        );
    }

    #[test]
    fn allocation_failures_are_errors() {
        let one = DynTensor::<f64>::ones(&[1, 1]);
        let huge = one.expand(&[1 << 20, 1 << 20]);
        let oom = "DefaultCPUAllocator: can't allocate memory: you tried to allocate 8796093022208 bytes.";
        assert_eq!(huge.try_det().unwrap_err().to_string(), oom);
        assert_eq!(huge.try_inv().unwrap_err().to_string(), oom);
        assert_eq!(huge.try_cholesky().unwrap_err().to_string(), oom);
        let b = DynTensor::<f64>::ones(&[1 << 20]);
        assert_eq!(huge.try_solve(&b).unwrap_err().to_string(), oom);
    }

    #[test]
    fn error_fields_name_the_failure() {
        let a =
            DynTensor::from_vec(vec![1.0, 0.0, 0.0, 1.0, 1.0, 2.0, 2.0, 4.0], &[2, 2, 2]).unwrap();
        assert_eq!(
            a.try_inv().unwrap_err(),
            ShapeError::InvSingular {
                batch: Some(1),
                pivot: 2
            }
        );
        assert_eq!(
            a.try_solve(&DynTensor::ones(&[2])).unwrap_err(),
            ShapeError::SolveSingular {
                batch: Some(1),
                pivot: 2
            }
        );
        assert_eq!(
            a.try_cholesky().unwrap_err(),
            ShapeError::NotPositiveDefinite {
                batch: Some(1),
                order: 2
            }
        );
        assert_eq!(
            DynTensor::<f64>::zeros(&[3]).try_det().unwrap_err(),
            ShapeError::LinalgTooFewDims {
                op: "linalg.det",
                operand: 'A'
            }
        );
        assert_eq!(
            a.try_solve(&DynTensor::ones(&[3, 1])).unwrap_err(),
            ShapeError::SolveShapes {
                n: 2,
                rows: 3,
                cols: 1
            }
        );
    }
}

/// Equal as numbers (a zero of either sign), or both NaN, within `tol` relative.
fn near(got: &[f64], want: &[f64], tol: f64) -> bool {
    got.len() == want.len()
        && got
            .iter()
            .zip(want)
            .all(|(&g, &w)| (g.is_nan() && w.is_nan()) || g == w || (g - w).abs() <= tol * w.abs())
}

#[test]
fn inverses_with_an_infinite_entry_are_numpys_at_every_size() {
    let inf = f64::INFINITY;
    // np.linalg.inv of each (LAPACK's getrf/getri): an infinite pivot divides, it does not
    // multiply the zeros around it.
    let cases2: [([[f64; 2]; 2], [f64; 4]); 4] = [
        ([[inf, 1.0], [1.0, 1.0]], [0.0, -0.0, 0.0, 1.0]),
        ([[inf, 0.0], [0.0, 1.0]], [0.0, 0.0, 0.0, 1.0]),
        ([[2.0, 1.0], [1.0, inf]], [0.5, 0.0, -0.0, 0.0]),
        ([[1.0, 2.0], [3.0, inf]], [f64::NAN, f64::NAN, -0.0, 0.0]),
    ];
    for (m, want) in cases2 {
        let got = Tensor::<f64, shape![2, 2]>::from(m).inv().unwrap().to_vec();
        assert!(near(&got, &want, 0.0), "{m:?}: {got:?}");
        let d = DynTensor::from_vec(m.concat(), &[2, 2]).unwrap();
        assert!(near(&d.try_inv().unwrap().to_vec(), &want, 0.0), "{m:?}");
    }
    let cases3: [([[f64; 3]; 3], [f64; 9]); 2] = [
        (
            [[1.0, 0.0, 0.0], [0.0, 2.0, 0.0], [0.0, 0.0, inf]],
            [1.0, 0.0, 0.0, 0.0, 0.5, 0.0, 0.0, 0.0, 0.0],
        ),
        (
            [[4.0, 1.0, 2.0], [1.0, 3.0, 1.0], [2.0, 1.0, inf]],
            [
                0.2727272727272727,
                -0.09090909090909091,
                0.0,
                -0.09090909090909091,
                0.36363636363636365,
                0.0,
                -0.0,
                -0.0,
                0.0,
            ],
        ),
    ];
    for (m, want) in cases3 {
        let got = Tensor::<f64, shape![3, 3]>::from(m).inv().unwrap().to_vec();
        assert!(near(&got, &want, 4.0 * f64::EPSILON), "{m:?}: {got:?}");
        let h = HeapTensor::<f64, shape![3, 3]>::from_vec(m.concat(), &[3, 3]).unwrap();
        assert!(near(
            &h.try_inv().unwrap().to_vec(),
            &want,
            4.0 * f64::EPSILON
        ));
    }
    // The same matrix at size 4 (identity around it) and at size 2 agree.
    let mut m4 = [[0.0; 4]; 4];
    for (i, row) in m4.iter_mut().enumerate() {
        row[i] = 1.0;
    }
    m4[0] = [inf, 1.0, 0.0, 0.0];
    m4[1] = [1.0, 1.0, 0.0, 0.0];
    let i4 = Tensor::<f64, shape![4, 4]>::from(m4)
        .inv()
        .unwrap()
        .to_vec();
    assert!(
        near(&[i4[0], i4[1], i4[4], i4[5]], &cases2[0].1, 0.0),
        "{i4:?}"
    );
    // Finite matrices keep the closed form (its values differ from LU's in the last bits).
    let f = Tensor::<f64, shape![2, 2]>::from([[4.0, 7.0], [2.0, 6.0]]);
    assert_eq!(f.inv().unwrap().to_vec(), vec![0.6, -0.7, -0.2, 0.4]);
    // A singular matrix stays singular: LU's zero pivot.
    assert!(
        Tensor::<f64, shape![2, 2]>::from([[inf, 1.0], [0.0, 0.0]])
            .inv()
            .is_none()
    );
}
