//! The threaded in-place operations (`par_zip_apply`, `par_add_assign` … and their `try_`
//! forms): on destinations large enough to be split across threads (2^22 elements or more) —
//! contiguous, transposed, and windows of larger buffers (an offset and gaps between rows) —
//! every element has the same bits as with the single-threaded operators, on pools of 1 and 4
//! threads (with the `rayon` feature; without it the same checks run on the calling thread),
//! and the elements outside a window are untouched. A failed operation leaves the destination
//! unchanged.
#![cfg(feature = "alloc")]

use shaped::prelude::*;
use shaped::{DynView, DynViewMut};

/// 2100 × 2003 = 4 206 300 elements, over the 2^22 at which the kernels start to split.
const R: usize = 2100;
const C: usize = 2003;

/// Irregular values (no two neighbours alike), so a misplaced element changes the result.
fn vals(n: usize, salt: f32) -> Vec<f32> {
    (0..n)
        .map(|i| ((i as f32) * 0.37 + salt).sin() * 100.0)
        .collect()
}

/// The first position where two contiguous `f32` tensors differ in length or in an element's
/// bits, if any. (Compared in place: the tensors have 4M elements, too many to copy for every
/// check.)
fn f32_difference<S1, M1, S2, M2>(
    got: &shaped::TensorBase<f32, S1, M1>,
    want: &shaped::TensorBase<f32, S2, M2>,
) -> Option<usize>
where
    S1: shaped::Shape,
    S2: shaped::Shape,
    M1: shaped::tensor::Storage<f32, S1>,
    M2: shaped::tensor::Storage<f32, S2>,
{
    let (got, want) = (got.as_slice().unwrap(), want.as_slice().unwrap());
    if got.len() != want.len() {
        return Some(got.len().min(want.len()));
    }
    (0..got.len()).find(|&i| got[i].to_bits() != want[i].to_bits())
}

/// `f()` on a pool of `threads` threads (with the `rayon` feature), or on this thread.
fn on_threads<T: Send>(threads: usize, f: impl FnOnce() -> T + Send) -> T {
    #[cfg(feature = "rayon")]
    {
        rayon::ThreadPoolBuilder::new()
            .num_threads(threads)
            .build()
            .unwrap()
            .install(f)
    }
    #[cfg(not(feature = "rayon"))]
    {
        let _ = threads;
        f()
    }
}

/// The sources broadcast into an `[R, C]` destination: same shape, a row, a column, a scalar,
/// and a `[C, R]` tensor read through `.t()` (a strided source).
fn sources() -> Vec<(&'static str, DynTensor<f32>)> {
    vec![
        (
            "same shape",
            DynTensor::from_vec(vals(R * C, 1.0), &[R, C]).unwrap(),
        ),
        ("row", DynTensor::from_vec(vals(C, 3.0), &[C]).unwrap()),
        (
            "column",
            DynTensor::from_vec(vals(R, 4.0), &[R, 1]).unwrap(),
        ),
        ("scalar", DynTensor::scalar(0.25f32)),
        (
            "stored transposed",
            DynTensor::from_vec(vals(R * C, 2.0), &[C, R]).unwrap(),
        ),
    ]
}

/// The source as an operand of shape `[R, C]` (the stored transpose is read through `.t()`).
fn view_of<'a>(name: &str, s: &'a DynTensor<f32>) -> DynView<'a, f32> {
    if name == "stored transposed" {
        s.t()
    } else {
        s.view()
    }
}

#[test]
fn contiguous_destinations_have_the_operators_bits() {
    let x0 = DynTensor::from_vec(vals(R * C, 0.0), &[R, C]).unwrap();
    for (name, s) in sources() {
        let src = view_of(name, &s);
        let mut want_add = x0.clone();
        want_add += &src;
        let mut want_mul = x0.clone();
        want_mul *= &src;
        let mut want_sub = x0.clone();
        want_sub -= &src;
        let mut want_f = x0.clone();
        want_f.zip_apply(&src, |d, s| *d = (*d * 1.5 - s).abs().sqrt());
        for threads in [1, 4] {
            let (add, mul, sub, f) = on_threads(threads, || {
                let mut add = x0.clone();
                add.par_add_assign(&src);
                let mut mul = x0.clone();
                mul.try_par_mul_assign(&src).unwrap();
                let mut sub = x0.clone();
                sub.par_sub_assign(&src);
                let mut f = x0.clone();
                f.par_zip_apply(&src, |d, s| *d = (*d * 1.5 - s).abs().sqrt());
                (add, mul, sub, f)
            });
            assert_eq!(
                f32_difference(&add, &want_add),
                None,
                "{name} +=, {threads}"
            );
            assert_eq!(
                f32_difference(&mul, &want_mul),
                None,
                "{name} *=, {threads}"
            );
            assert_eq!(
                f32_difference(&sub, &want_sub),
                None,
                "{name} -=, {threads}"
            );
            assert_eq!(
                f32_difference(&f, &want_f),
                None,
                "{name} zip_apply, {threads}"
            );
        }
    }
}

/// Destinations that are windows of larger buffers (a row offset, a column offset with gaps
/// between rows) and a transposed view: each thread's part must start at its own offset, so a
/// part placed one element off changes the buffer (inside or outside the window).
#[test]
fn strided_destinations_have_the_operators_bits_and_nothing_else_changes() {
    let row = DynTensor::from_vec(vals(C, 5.0), &[C]).unwrap();
    let col = DynTensor::from_vec(vals(R, 6.0), &[R, 1]).unwrap();
    let wide0 = DynTensor::from_vec(vals((R + 7) * (C + 4), 7.0), &[R + 7, C + 4]).unwrap();
    type Window = fn(&mut DynTensor<f32>) -> DynViewMut<'_, f32>;
    let windows: [(&str, Window); 3] = [
        ("rows 3.., cols 2..", |w| {
            w.view_mut().narrow(0, 3, R).narrow(1, 2, C)
        }),
        ("rows 7..", |w| w.view_mut().narrow(0, 7, R).narrow(1, 0, C)),
        ("cols 4..", |w| w.view_mut().narrow(0, 0, R).narrow(1, 4, C)),
    ];
    for (name, window) in windows {
        for (sname, src) in [("row", &row), ("column", &col)] {
            let mut want = wide0.clone();
            let mut w = window(&mut want);
            w += src;
            for threads in [1, 4] {
                let got = on_threads(threads, || {
                    let mut got = wide0.clone();
                    window(&mut got).par_add_assign(src);
                    got
                });
                assert_eq!(
                    f32_difference(&got, &want),
                    None,
                    "{name} += {sname}, {threads} threads"
                );
            }
        }
    }
    // A transposed destination: its outer dimension in memory is the view's inner one.
    let store0 = DynTensor::from_vec(vals(C * R, 8.0), &[C, R]).unwrap();
    let mut want = store0.clone();
    want.view_mut()
        .transpose(0, 1)
        .zip_apply(&row, |d, s| *d = *d * s + 1.0);
    for threads in [1, 4] {
        let got = on_threads(threads, || {
            let mut got = store0.clone();
            got.view_mut()
                .transpose(0, 1)
                .par_zip_apply(&row, |d, s| *d = *d * s + 1.0);
            got
        });
        assert_eq!(f32_difference(&got, &want), None, "transposed, {threads}");
    }
}

/// A rank-3 destination split along its first dimension (8 parts of 600 × 900), static heap
/// tensors, and integer division and remainder (truncation, the divisor's sign, `MIN / -1`).
#[test]
fn rank_3_static_and_integer_destinations() {
    let cube0 = DynTensor::from_vec(vals(8 * 600 * 900, 9.0), &[8, 600, 900]).unwrap();
    let col = DynTensor::from_vec(vals(600, 10.0), &[600, 1]).unwrap();
    let mut want = cube0.clone();
    want += &col;
    for threads in [1, 4] {
        let got = on_threads(threads, || {
            let mut got = cube0.clone();
            got.par_add_assign(&col);
            got
        });
        assert_eq!(f32_difference(&got, &want), None, "cube, {threads}");
    }

    let a0 = HeapTensor::<f32, shape![2100, 2003]>::from_fn(|i| (i as f32 * 0.11).cos());
    let r = HeapTensor::<f32, shape![2003]>::from_fn(|i| i as f32 * 0.5 - 3.0);
    let mut want = a0.clone();
    want /= &r;
    let got = on_threads(4, || {
        let mut got = a0.clone();
        got.par_div_assign(&r);
        got
    });
    assert_eq!(f32_difference(&got, &want), None, "static /=");

    let n0: Vec<i32> = (0..R * C)
        .map(|i| {
            if i % 97 == 0 {
                i32::MIN
            } else {
                (i as i32 % 2001) - 1000
            }
        })
        .collect();
    let x0 = DynTensor::from_vec(n0, &[R, C]).unwrap();
    let d = DynTensor::from_vec(
        (0..C)
            .map(|j| [-1, 3, -7, 5, 1][j % 5])
            .collect::<Vec<i32>>(),
        &[C],
    )
    .unwrap();
    let (mut q, mut m) = (x0.clone(), x0.clone());
    q /= &d;
    m %= &d;
    for threads in [1, 4] {
        let (pq, pm, tq, tm) = on_threads(threads, || {
            let (mut pq, mut pm) = (x0.clone(), x0.clone());
            pq.par_div_assign(&d);
            pm.par_rem_assign(&d);
            let (mut tq, mut tm) = (x0.clone(), x0.clone());
            tq.try_par_div_assign(&d).unwrap();
            tm.try_par_rem_assign(&d).unwrap();
            (pq, pm, tq, tm)
        });
        assert_eq!(pq.as_slice(), q.as_slice(), "/=, {threads}");
        assert_eq!(pm.as_slice(), m.as_slice(), "%=, {threads}");
        assert_eq!(tq.as_slice(), q.as_slice(), "try /=, {threads}");
        assert_eq!(tm.as_slice(), m.as_slice(), "try %=, {threads}");
    }
    // The `try_` forms of `+ - *` wrap, as `try_add_assign` does.
    let big = DynTensor::from_vec(vec![i32::MAX; R * C], &[R, C]).unwrap();
    let (mut w, mut pw) = (big.clone(), big.clone());
    w.try_add_assign(&DynTensor::scalar(1)).unwrap();
    on_threads(4, || pw.try_par_add_assign(&DynTensor::scalar(1)).unwrap());
    assert_eq!(pw.as_slice(), w.as_slice());
    assert_eq!(pw.get([5, 5]), Some(&i32::MIN));
}

#[test]
fn failures_leave_the_destination_unchanged() {
    let x0 = DynTensor::from_vec(vals(R * C, 0.0), &[R, C]).unwrap();
    let wrong = DynTensor::from_vec(vals(C + 1, 1.0), &[C + 1]).unwrap();
    on_threads(4, || {
        let mut x = x0.clone();
        let err = x.try_par_add_assign(&wrong).unwrap_err();
        assert_eq!(
            err.to_string(),
            "The expanded size of the tensor (2003) must match the existing size (2004) at \
             non-singleton dimension 1.  Target sizes: [2100, 2003].  Tensor sizes: [2004]"
        );
        assert!(x.try_par_zip_apply(&wrong, |d, s| *d = *s).is_err());
        assert!(x.try_par_sub_assign(&wrong).is_err());
        assert!(x.try_par_mul_assign(&wrong).is_err());
        assert!(x.try_par_div_assign(&wrong).is_err());
        assert!(x.try_par_rem_assign(&wrong).is_err());
        assert_eq!(f32_difference(&x, &x0), None);

        let mut n = DynTensor::<i64>::ones(&[R, C]);
        let zero_at_end =
            DynTensor::from_vec((0..C as i64).map(|j| C as i64 - 1 - j).collect(), &[C]).unwrap();
        let err = n.try_par_div_assign(&zero_at_end).unwrap_err();
        assert_eq!(err.to_string(), "ZeroDivisionError");
        assert!(n.try_par_rem_assign(&zero_at_end).is_err());
        assert_eq!(n.to_vec(), vec![1i64; R * C]);
    });
}

#[test]
#[should_panic(expected = "ZeroDivisionError")]
fn par_div_assign_panics_on_a_zero_integer_divisor() {
    let mut x = DynTensor::<i32>::ones(&[2, 3]);
    x.par_div_assign(&DynTensor::from_vec(vec![1, 0, 1], &[3]).unwrap());
}

#[test]
#[should_panic(
    expected = "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
)]
fn par_add_assign_panics_with_the_expand_text() {
    let mut x = DynTensor::<i32>::ones(&[2, 3]);
    x.par_add_assign(&DynTensor::<i32>::ones(&[1, 2, 3]));
}

/// Inline static tensors take the same path (small: one thread) and agree with the operators.
#[test]
fn small_static_tensors() {
    let mut x = Tensor::<i32, shape![2, 3]>::from_array([[1, 2, 3], [4, 5, 6]]);
    let mut y = x;
    let row = Tensor::<i32, shape![3]>::from([10, 20, 30]);
    x.par_mul_assign(&row);
    y *= &row;
    assert_eq!(x.to_vec(), y.to_vec());
    x.par_zip_apply(&row, |d, s| *d -= s);
    assert_eq!(x.to_vec(), vec![0, 20, 60, 30, 80, 150]);
}
