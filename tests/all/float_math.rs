//! Element-wise math against NumPy: every function on f32 and f64 inputs (edge values — NaN,
//! ±inf, ±0, subnormals, the largest finite value, halves, overflow thresholds — and random
//! values over many magnitudes) from `tests/fixtures/float_math.txt` (written by
//! `tools/float_cases.py` with NumPy), each within the ulp tolerance the manual states for it.
//! NaN must match NaN, infinities must match exactly, and a zero must have NumPy's sign.
//!
//! Also: the in-place forms give the same bits as the methods, and every tensor kind (inline,
//! heap, dynamic, views) gives the same bits as the dynamic path.
//!
//! Here the float functions are the platform's (`std`); `libm-check/` compiles this module
//! against `shaped` with `libm`'s (`cargo test -p libm-check`), with the same tolerances.
#![cfg(all(feature = "alloc", any(feature = "std", feature = "libm")))]

use shaped::ops::ElementFloat;
use shaped::prelude::*;
use shaped::tensor::{ResultKind, Storage, StorageMut};

const CASES: &str = include_str!("../fixtures/float_math.txt");

/// The largest difference in ulps from NumPy's result that each function may have, for f32 and
/// f64 (the manual's table in `src/manual/elementwise.rs` states the same numbers): the largest
/// difference measured with `std` (glibc) and with `libm`, at least 1 for the functions of the
/// math library; 0 (the same bits) for those computed on the bits or with one IEEE operation.
const TOLERANCE: &[(&str, u64, u64)] = &[
    ("abs", 0, 0),
    ("sqrt", 0, 0),
    ("floor", 0, 0),
    ("ceil", 0, 0),
    ("round", 0, 0),
    ("trunc", 0, 0),
    ("sign", 0, 0),
    ("recip", 0, 0),
    ("relu", 0, 0),
    ("cbrt", 1, 1),
    ("exp", 2, 1),
    ("exp2", 1, 1),
    ("exp_m1", 2, 1),
    ("ln", 1, 1),
    ("log2", 1, 1),
    ("log10", 1, 1),
    ("ln_1p", 1, 1),
    ("sin", 1, 1),
    ("cos", 1, 1),
    ("tan", 1, 1),
    ("asin", 1, 1),
    ("acos", 1, 1),
    ("atan", 1, 1),
    ("sinh", 1, 1),
    ("cosh", 2, 1),
    ("tanh", 2, 1),
    ("sigmoid", 2, 2),
    ("atan2", 2, 1),
    ("hypot", 1, 1),
    ("powf", 1, 1),
    ("powi", 1, 1),
];

fn tolerance(name: &str, f32: bool) -> u64 {
    let &(_, t32, t64) = TOLERANCE
        .iter()
        .find(|(n, _, _)| *n == name)
        .unwrap_or_else(|| panic!("no tolerance for {name}"));
    if f32 { t32 } else { t64 }
}

/// An element type of the fixture: its bits, and the distance in ulps between two values.
trait Fixture: ElementFloat + core::fmt::Debug + PartialEq {
    const NAME: &'static str;
    fn from_hex(s: &str) -> Self;
    fn bits(self) -> u64;
    /// 0.5, the exponent `powf` computes as a square root.
    const HALF: Self;
    /// `None` when the two differ in a way no tolerance accepts: NaN against a number, an
    /// infinity against anything else, or zeros of different signs.
    fn ulps(self, want: Self) -> Option<u64>;
    /// Finite, not zero and far from the largest value: a few floats further is still finite.
    fn movable(self) -> bool;
}

macro_rules! fixture {
    ($t:ident $u:ident $i:ident, $name:literal) => {
        impl Fixture for $t {
            const NAME: &'static str = $name;
            const HALF: Self = 0.5;
            fn from_hex(s: &str) -> Self {
                $t::from_bits($u::from_str_radix(s, 16).unwrap())
            }
            fn bits(self) -> u64 {
                u64::from(self.to_bits())
            }
            fn ulps(self, want: Self) -> Option<u64> {
                if self.is_nan() || want.is_nan() {
                    return (self.is_nan() && want.is_nan()).then_some(0);
                }
                if self == 0.0 && want == 0.0 {
                    return (self.is_sign_negative() == want.is_sign_negative()).then_some(0);
                }
                if self.is_infinite() || want.is_infinite() {
                    return (self == want).then_some(0);
                }
                let key = |x: $t| {
                    let b = x.to_bits() as $i;
                    i128::from(if b < 0 { $i::MIN - b } else { b })
                };
                Some((key(self) - key(want)).unsigned_abs() as u64)
            }
            fn movable(self) -> bool {
                self.is_finite() && self != 0.0 && self.abs() < 1e30
            }
        }
    };
}
fixture!(f32 u32 i32, "f32");
fixture!(f64 u64 i64, "f64");

/// The one-operand functions: by name on any tensor, and in place.
macro_rules! unary_table {
    ($($f:ident $try_f:ident $inplace:ident)*) => {
        const UNARY: &[&str] = &[$(stringify!($f)),*];

        fn apply<T, S, M>(name: &str, t: &TensorBase<T, S, M>) -> TensorBase<T, S, M::Owned>
        where
            T: ElementFloat,
            S: Shape,
            M: Storage<T, S>,
            M::Owned: ResultKind<T>,
        {
            match name {
                $(stringify!($f) => t.$f(),)*
                _ => unreachable!("{name}"),
            }
        }

        fn try_apply<T, S, M>(
            name: &str,
            t: &TensorBase<T, S, M>,
        ) -> Result<TensorBase<T, S, M::Owned>, shaped::ShapeError>
        where
            T: ElementFloat,
            S: Shape,
            M: Storage<T, S>,
        {
            match name {
                $(stringify!($f) => t.$try_f(),)*
                _ => unreachable!("{name}"),
            }
        }

        fn apply_inplace<T: ElementFloat, S: Shape, M: StorageMut<T, S>>(
            name: &str,
            t: &mut TensorBase<T, S, M>,
        ) {
            match name {
                $(stringify!($f) => t.$inplace(),)*
                _ => unreachable!("{name}"),
            }
        }
    };
}

unary_table! {
    abs try_abs abs_inplace sqrt try_sqrt sqrt_inplace cbrt try_cbrt cbrt_inplace exp try_exp exp_inplace exp2 try_exp2 exp2_inplace
    exp_m1 try_exp_m1 exp_m1_inplace ln try_ln ln_inplace log2 try_log2 log2_inplace log10 try_log10 log10_inplace
    ln_1p try_ln_1p ln_1p_inplace sin try_sin sin_inplace cos try_cos cos_inplace tan try_tan tan_inplace asin try_asin asin_inplace
    acos try_acos acos_inplace atan try_atan atan_inplace sinh try_sinh sinh_inplace cosh try_cosh cosh_inplace tanh try_tanh tanh_inplace
    sigmoid try_sigmoid sigmoid_inplace relu try_relu relu_inplace floor try_floor floor_inplace ceil try_ceil ceil_inplace
    round try_round round_inplace trunc try_trunc trunc_inplace sign try_sign sign_inplace recip try_recip recip_inplace
}

/// The fixture's lines for one dtype.
struct Lines {
    unary: Vec<String>,
    pairs: Vec<String>,
    results: Vec<(String, Vec<String>)>,
    powi: Vec<(i32, Vec<String>)>,
}

fn lines(dtype: &str) -> Lines {
    let mut l = Lines {
        unary: vec![],
        pairs: vec![],
        results: vec![],
        powi: vec![],
    };
    let split = |s: &str| s.split(',').map(str::to_owned).collect::<Vec<_>>();
    for line in CASES.lines().filter(|l| !l.starts_with('#')) {
        let f: Vec<&str> = line.split('\t').collect();
        if f[1] != dtype {
            continue;
        }
        match f[0] {
            "unary" => l.unary = split(f[2]),
            "pairs" => l.pairs = split(f[2]),
            "powi" => l.powi.push((f[2].parse().unwrap(), split(f[3]))),
            name => l.results.push((name.to_owned(), split(f[2]))),
        }
    }
    l
}

/// The results of one function against NumPy's: the largest difference in ulps, or the first
/// input where they differ beyond any tolerance.
fn compare<T: Fixture>(
    what: &str,
    inputs: &[String],
    got: &[T],
    want: &[String],
) -> Result<u64, String> {
    assert_eq!(got.len(), want.len(), "{what}");
    let mut worst = 0;
    for (i, (g, w)) in got.iter().zip(want).enumerate() {
        let w = T::from_hex(w);
        match g.ulps(w) {
            Some(u) => worst = worst.max(u),
            None => {
                return Err(format!(
                    "{what}: input {} ({:?}): got {g:?}, NumPy {w:?}",
                    inputs.get(i).map_or("pair", String::as_str),
                    inputs.get(i).map(|x| T::from_hex(x)),
                ));
            }
        }
    }
    Ok(worst)
}

/// Every function of one dtype against the fixture: a table of the largest differences, and the
/// failures (beyond the tolerance, or unacceptable).
fn check<T: Fixture>() -> (Vec<(String, u64)>, Vec<String>) {
    let is_f32 = T::NAME == "f32";
    let l = lines(T::NAME);
    let xs: Vec<T> = l.unary.iter().map(|s| T::from_hex(s)).collect();
    let x = DynTensor::from_vec(xs.clone(), &[xs.len()]).unwrap();
    let e: Vec<T> = l.pairs.iter().map(|s| T::from_hex(s)).collect();
    let n = e.len();
    let a = DynTensor::from_vec(e.clone(), &[n, 1]).unwrap();
    let b = DynTensor::from_vec(e.clone(), &[n]).unwrap();
    let (mut table, mut failures) = (vec![], vec![]);
    let record = |table: &mut Vec<(String, u64)>,
                  failures: &mut Vec<String>,
                  name: &str,
                  what: String,
                  r: Result<u64, String>| match r {
        Ok(u) => {
            if u > tolerance(name, is_f32) {
                failures.push(format!("{what}: {u} ulps"));
            }
            table.push((what, u));
        }
        Err(msg) => failures.push(msg),
    };
    for (name, want) in &l.results {
        let what = format!("{name} {}", T::NAME);
        let got: Vec<T> = match name.as_str() {
            "is_nan" | "is_finite" => {
                let r = if name == "is_nan" {
                    x.is_nan()
                } else {
                    x.is_finite()
                };
                let want: Vec<bool> = want.iter().map(|s| s == "1").collect();
                if r.to_vec() != want {
                    failures.push(format!("{what}: {:?}", r.to_vec()));
                }
                continue;
            }
            "atan2" => a.atan2(&b).to_vec(),
            "hypot" => a.hypot(&b).to_vec(),
            "powf" => a.powf_tensor(&b).to_vec(),
            _ => apply(name, &x).to_vec(),
        };
        let inputs = if got.len() == xs.len() {
            &l.unary[..]
        } else {
            &[][..]
        };
        let r = compare(&what, inputs, &got, want);
        record(&mut table, &mut failures, name, what, r);
    }
    for (p, want) in &l.powi {
        let what = format!("powi({p}) {}", T::NAME);
        let got = x.powi(*p).to_vec();
        let r = compare(&what, &l.unary, &got, want);
        record(&mut table, &mut failures, "powi", what, r);
    }
    // The scalar exponent: powf(x, e) for each pair's exponent equals the tensor form, and
    // the square root for 0.5 (NumPy's scalar exponent).
    for (j, ej) in e.iter().enumerate() {
        let by_scalar = a.powf(*ej).to_vec();
        let by_tensor = if *ej == T::HALF {
            a.sqrt().to_vec()
        } else {
            a.powf_tensor(&DynTensor::scalar(*ej)).to_vec()
        };
        for (s, t) in by_scalar.iter().zip(&by_tensor) {
            if s.bits() != t.bits() && !(s.is_nan() && t.is_nan()) {
                failures.push(format!("powf scalar {j}: {s:?} vs {t:?}"));
            }
        }
    }
    (table, failures)
}

#[test]
fn values_are_numpys_within_the_stated_tolerance() {
    let (t32, f32_failures) = check::<f32>();
    let (t64, f64_failures) = check::<f64>();
    // `cargo test --all-features --test all float_math -- --nocapture` prints the measured
    // differences (the manual's table).
    for (what, u) in t32.iter().chain(&t64) {
        println!("{what}: {u} ulps");
    }
    let failures: Vec<_> = f32_failures.into_iter().chain(f64_failures).collect();
    assert!(failures.is_empty(), "{failures:#?}");
    // Every function of the fixture was checked, on both dtypes.
    assert_eq!(t32.len(), t64.len());
    assert!(t32.len() >= UNARY.len() + 3, "{}", t32.len());
}

/// The test of the comparison, for every function of one dtype: NumPy's value replaced by the
/// crate's own moved `tolerance` floats away passes, moved one float further fails, and NaN
/// or the value of the other sign in its place fails.
fn corrupted_values_fail<T: Fixture>() -> usize {
    let is_f32 = T::NAME == "f32";
    let l = lines(T::NAME);
    let xs: Vec<T> = l.unary.iter().map(|s| T::from_hex(s)).collect();
    let x = DynTensor::from_vec(xs.clone(), &[xs.len()]).unwrap();
    let e: Vec<T> = l.pairs.iter().map(|s| T::from_hex(s)).collect();
    let a = DynTensor::from_vec(e.clone(), &[e.len(), 1]).unwrap();
    let b = DynTensor::from_vec(e.clone(), &[e.len()]).unwrap();
    let mut checked = 0;
    for (name, want) in &l.results {
        let got: Vec<T> = match name.as_str() {
            "is_nan" | "is_finite" => continue,
            "atan2" => a.atan2(&b).to_vec(),
            "hypot" => a.hypot(&b).to_vec(),
            "powf" => a.powf_tensor(&b).to_vec(),
            _ => apply(name, &x).to_vec(),
        };
        let tol = tolerance(name, is_f32);
        // A finite value far from the largest, so that moving it stays finite.
        let at = got
            .iter()
            .position(|g| g.movable())
            .unwrap_or_else(|| panic!("{name}: no finite value"));
        let with = |v: String| {
            let mut w = want.clone();
            w[at] = v;
            w
        };
        let moved = |k: u64| with(format!("{:x}", got[at].bits() + k));
        let u = compare(name, &l.unary, &got, &moved(tol)).unwrap();
        assert!(u <= tol, "{name} {}: {u} ulps", T::NAME);
        let u = compare(name, &l.unary, &got, &moved(tol + 1)).unwrap();
        assert!(u > tol, "{name} {}: one float beyond is {u} ulps", T::NAME);
        // NaN (all exponent and mantissa bits), and the value's sign flipped.
        let sign = 1u64 << (if is_f32 { 31 } else { 63 });
        let nan = format!("{:x}", (sign - 1) | got[at].bits());
        assert!(compare(name, &l.unary, &got, &with(nan)).is_err(), "{name}");
        let flipped = with(format!("{:x}", got[at].bits() ^ sign));
        assert!(
            compare(name, &l.unary, &got, &flipped).is_ok_and(|u| u > tol),
            "{name}"
        );
        checked += 1;
    }
    checked
}

#[test]
fn a_value_beyond_the_tolerance_fails() {
    assert!(corrupted_values_fail::<f32>() >= UNARY.len());
    assert!(corrupted_values_fail::<f64>() >= UNARY.len());
}

/// Same bits, or both NaN.
fn same<T: Fixture>(a: &[T], b: &[T]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x.bits() == y.bits() || (x.is_nan() && y.is_nan()))
}

fn kinds_agree<T: Fixture>() {
    let l = lines(T::NAME);
    let xs: Vec<T> = l.unary.iter().take(32).map(|s| T::from_hex(s)).collect();
    let d = DynTensor::from_vec(xs.clone(), &[4, 8]).unwrap();
    let inline = Tensor::<T, shape![4, 8]>::from_fn(|i| xs[i]);
    let heap = HeapTensor::<T, shape![4, 8]>::from_fn(|i| xs[i]);
    for name in UNARY {
        let want = apply(name, &d).to_vec();
        let r_inline: Tensor<T, shape![4, 8]> = apply(name, &inline);
        let r_heap: HeapTensor<T, shape![4, 8]> = apply(name, &heap);
        let r_try: HeapTensor<T, shape![4, 8]> = try_apply(name, &heap).unwrap();
        assert!(same(&r_try.to_vec(), &want), "{name} try_");
        assert!(same(&r_inline.to_vec(), &want), "{name} inline");
        assert!(same(&r_heap.to_vec(), &want), "{name} heap");
        // Views: a transposed static view and a transposed dynamic view give the transposed
        // result, row-major.
        let want_t = apply(name, &d.t()).to_vec();
        let r_view: Tensor<T, shape![8, 4]> = apply(name, &inline.t());
        assert!(same(&r_view.to_vec(), &want_t), "{name} static view");
        let manual_t: Vec<T> = (0..32).map(|i| want[(i % 4) * 8 + i / 4]).collect();
        assert!(same(&want_t, &manual_t), "{name} dynamic view");
        // In place, on owned tensors and through a mutable view.
        let mut m = d.clone();
        apply_inplace(name, &mut m);
        assert!(same(&m.to_vec(), &want), "{name} in place (dynamic)");
        let mut m = inline;
        apply_inplace(name, &mut m);
        assert!(same(&m.to_vec(), &want), "{name} in place (inline)");
        let mut m = inline;
        apply_inplace(name, &mut m.view_mut().t());
        assert!(
            same(&m.to_vec(), &want),
            "{name} in place (transposed view)"
        );
    }
    // Two operands: static broadcasting gives the broadcast type; in place through `_inplace`.
    let col = Tensor::<T, shape![4, 1]>::from_fn(|i| xs[i]);
    let row = Tensor::<T, shape![8]>::from_fn(|i| xs[8 + i]);
    let dcol = DynTensor::from_vec(xs[..4].to_vec(), &[4, 1]).unwrap();
    let drow = DynTensor::from_vec(xs[8..16].to_vec(), &[8]).unwrap();
    let r: Tensor<T, shape![4, 8]> = col.atan2(&row);
    assert!(same(&r.to_vec(), &dcol.atan2(&drow).to_vec()));
    let r: Tensor<T, shape![4, 8]> = col.hypot(&row);
    assert!(same(&r.to_vec(), &dcol.hypot(&drow).to_vec()));
    let r: Tensor<T, shape![4, 8]> = col.powf_tensor(&row);
    assert!(same(&r.to_vec(), &dcol.powf_tensor(&drow).to_vec()));
    // Mixed kinds: inline with dynamic gives a heap result.
    let mixed = col.atan2(&drow);
    assert!(same(&mixed.to_vec(), &dcol.atan2(&drow).to_vec()));
    let mut m = inline;
    m.atan2_inplace(&row);
    assert!(same(&m.to_vec(), &inline.atan2(&row).to_vec()));
    let mut m = inline;
    m.hypot_inplace(&col);
    assert!(same(&m.to_vec(), &inline.hypot(&col).to_vec()));
    let mut m = d.clone();
    m.powf_tensor_inplace(&drow);
    assert!(same(&m.to_vec(), &d.powf_tensor(&drow).to_vec()));
    let mut m = inline;
    m.powi_inplace(3);
    assert!(same(&m.to_vec(), &inline.powi(3).to_vec()));
    let mut m = heap.clone();
    m.powf_inplace(T::from_hex(&l.unary[17]));
    assert!(same(
        &m.to_vec(),
        &heap.powf(T::from_hex(&l.unary[17])).to_vec()
    ));
    // Bool results keep the kind.
    let nan: Tensor<bool, shape![4, 8]> = inline.is_nan();
    assert_eq!(nan.to_vec(), d.is_nan().to_vec());
    let fin: HeapTensor<bool, shape![4, 8]> = heap.is_finite();
    assert_eq!(fin.to_vec(), d.is_finite().to_vec());
}

#[test]
fn every_tensor_kind_and_the_in_place_forms_give_the_same_bits() {
    kinds_agree::<f32>();
    kinds_agree::<f64>();
}

#[test]
fn run_time_shapes_that_do_not_broadcast_are_errors() {
    let a = DynTensor::from_vec(vec![1.0f64, 2.0, 3.0], &[3]).unwrap();
    let b = DynTensor::from_vec(vec![1.0f64, 2.0], &[2]).unwrap();
    let text = "The size of tensor a (3) must match the size of tensor b (2) at non-singleton \
                dimension 0";
    assert_eq!(a.try_atan2(&b).unwrap_err().to_string(), text);
    assert_eq!(a.try_hypot(&b).unwrap_err().to_string(), text);
    assert_eq!(a.try_powf_tensor(&b).unwrap_err().to_string(), text);
    let mut m = a.clone();
    let err = m.try_atan2_inplace(&b).unwrap_err().to_string();
    assert!(
        err.starts_with("The expanded size of the tensor (3) must match"),
        "{err}"
    );
    assert!(m.try_hypot_inplace(&b).is_err());
    assert!(m.try_powf_tensor_inplace(&b).is_err());
    assert_eq!(m.to_vec(), a.to_vec()); // unchanged
}

#[test]
fn results_too_large_to_allocate_are_errors_in_the_try_forms() {
    let huge = DynTensor::scalar(1.0f32);
    let huge = huge.expand(&[1 << 20, 1 << 20]);
    let text = "DefaultCPUAllocator: can't allocate memory: you tried to allocate 4398046511104 \
                bytes.";
    for name in UNARY {
        assert_eq!(
            try_apply(name, &huge).unwrap_err().to_string(),
            text,
            "{name}"
        );
    }
    assert_eq!(huge.try_powi(2).unwrap_err().to_string(), text);
    assert_eq!(huge.try_powf(0.5).unwrap_err().to_string(), text);
    assert_eq!(huge.try_atan2(&huge).unwrap_err().to_string(), text);
    let bools = "DefaultCPUAllocator: can't allocate memory: you tried to allocate 1099511627776 \
                 bytes.";
    assert_eq!(huge.try_is_nan().unwrap_err().to_string(), bools);
    assert_eq!(huge.try_is_finite().unwrap_err().to_string(), bools);
}

#[test]
#[should_panic(expected = "The size of tensor a (3) must match the size of tensor b (2)")]
fn the_operator_forms_panic_with_the_same_text() {
    let a = DynTensor::from_vec(vec![1.0f32, 2.0, 3.0], &[3]).unwrap();
    let b = DynTensor::from_vec(vec![1.0f32, 2.0], &[2]).unwrap();
    let _ = a.hypot(&b);
}

#[test]
fn rounding_is_half_to_even_and_sign_is_numpys() {
    let x = Tensor::<f64, shape![8]>::from([
        0.5,
        1.5,
        2.5,
        -0.5,
        -1.5,
        4503599627370495.5,
        -0.0,
        0.49999999999999994,
    ]);
    let r = x.round().into_array();
    assert_eq!(
        r,
        [0.0, 2.0, 2.0, -0.0, -2.0, 4503599627370496.0, -0.0, 0.0]
    );
    assert!(r[3].is_sign_negative() && r[6].is_sign_negative());
    let s = Tensor::<f32, shape![4]>::from([-0.0, 0.0, f32::NAN, -7.0])
        .sign()
        .into_array();
    assert_eq!(s.map(f32::to_bits)[..2], [0, 0]);
    assert!(s[2].is_nan());
    assert_eq!(s[3], -1.0);
}

#[test]
fn a_scalar_exponent_of_one_half_is_the_square_root() {
    // NumPy 2.x: np.power(np.array([-np.inf, -0.0, 4.0, np.inf, 0.0]), 0.5) is
    // [nan, -0.0, 2.0, inf, 0.0] (float32 and float64); with an array of exponents C's pow:
    // np.power(x, np.full(5, 0.5)) is [inf, 0.0, 2.0, inf, 0.0].
    let bits64 = |v: Vec<f64>| v.iter().map(|x| x.to_bits()).collect::<Vec<_>>();
    let x =
        DynTensor::from_vec(vec![f64::NEG_INFINITY, -0.0, 4.0, f64::INFINITY, 0.0], &[5]).unwrap();
    let r = x.powf(0.5).to_vec();
    assert!(r[0].is_nan());
    assert_eq!(
        bits64(r[1..].to_vec()),
        bits64(vec![-0.0, 2.0, f64::INFINITY, 0.0])
    );
    let halves = DynTensor::full(&[5], 0.5);
    assert_eq!(
        bits64(x.powf_tensor(&halves).to_vec()),
        bits64(vec![f64::INFINITY, 0.0, 2.0, f64::INFINITY, 0.0])
    );
    let mut y = x.clone();
    y.powf_inplace(0.5);
    assert!(y.to_vec()[0].is_nan() && y.to_vec()[1].is_sign_negative());
    assert!(x.try_powf(0.5).unwrap().to_vec()[0].is_nan());
    let s = Tensor::<f32, shape![2]>::from([f32::NEG_INFINITY, -0.0]).powf(0.5);
    assert!(s[[0]].is_nan());
    assert_eq!(s[[1]].to_bits(), (-0.0f32).to_bits());
    // Other exponents stay C's pow: np.power([-inf, -0.0], -0.5) is [0.0, inf], and
    // np.power([-inf, -0.0], 1.5) is [inf, 0.0].
    let e = DynTensor::from_vec(vec![f64::NEG_INFINITY, -0.0], &[2]).unwrap();
    assert_eq!(
        bits64(e.powf(-0.5).to_vec()),
        bits64(vec![0.0, f64::INFINITY])
    );
    assert_eq!(
        bits64(e.powf(1.5).to_vec()),
        bits64(vec![f64::INFINITY, 0.0])
    );
}
