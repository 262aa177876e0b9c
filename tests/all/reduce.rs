//! Reductions (the manual's reductions chapter): every rule on the static and the dynamic path,
//! PyTorch's error texts, empty reductions, views as inputs, NaN, integer wrapping.

use shaped::prelude::*;

fn dynt<T: Clone>(v: &[T], dims: &[usize]) -> DynTensor<T> {
    DynTensor::from_vec(v.to_vec(), dims).unwrap()
}

fn err<T: core::fmt::Debug>(r: Result<T, ShapeError>) -> String {
    r.unwrap_err().to_string()
}

#[test]
fn all_elements_sum_prod_mean_amax_amin() {
    let t = Tensor::<i32, shape![2, 3]>::from([[1, -2, 3], [4, 5, -6]]);
    assert_eq!(t.sum_all(), 5);
    assert_eq!(t.prod_all(), 720);
    assert_eq!(t.amax_all(), 5);
    assert_eq!(t.amin_all(), -6);
    assert_eq!(t.argmax_all(), 4);
    assert_eq!(t.argmin_all(), 5);
    let f = Tensor::<f64, shape![4]>::from([1.0, 2.0, 3.0, 6.0]);
    assert_eq!(f.mean_all(), 3.0);
    let d = dynt(&[1.0f32, 2.0, 3.0, 6.0], &[2, 2]);
    assert_eq!(d.sum_all(), 12.0);
    assert_eq!(d.mean_all(), 3.0);
    // A 0-d tensor is its own reduction.
    let s = Tensor::<i32, shape![]>::from_array(7);
    assert_eq!((s.sum_all(), s.amax_all(), s.argmax_all()), (7, 7, 0));
}

#[test]
fn empty_reductions_follow_pytorch() {
    let e = DynTensor::<f32>::zeros(&[2, 0, 3]);
    assert_eq!(e.sum_all(), 0.0);
    assert_eq!(e.prod_all(), 1.0);
    assert!(e.mean_all().is_nan());
    assert_eq!(
        err(e.try_amax_all()),
        "amax(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument."
    );
    assert_eq!(
        err(e.try_amin_all()),
        "amin(): Expected reduction dim to be specified for input.numel() == 0. Specify the reduction dim with the 'dim' argument."
    );
    assert_eq!(
        err(e.try_argmax_all()),
        "argmax(): Expected reduction dim to be specified for input.numel() == 0."
    );
    assert_eq!(
        err(e.try_argmin_all()),
        "argmin(): Expected reduction dim to be specified for input.numel() == 0."
    );
    // Along the empty dim.
    assert_eq!(e.sum(1, false).to_vec(), vec![0.0; 6]);
    assert_eq!(e.prod(1, true).shape(), &[2, 1, 3]);
    assert_eq!(e.prod(1, true).to_vec(), vec![1.0; 6]);
    assert!(e.mean(1, false).to_vec().iter().all(|x| x.is_nan()));
    assert_eq!(
        err(e.try_amax(1, false)),
        "amax(): Expected reduction dim 1 to have non-zero size."
    );
    assert_eq!(
        err(e.try_amin(-2, false)),
        "amin(): Expected reduction dim -2 to have non-zero size."
    );
    assert_eq!(
        err(e.try_argmax(1, false)),
        "argmax(): Expected reduction dim 1 to have non-zero size."
    );
    assert_eq!(
        err(e.try_argmin(1, true)),
        "argmin(): Expected reduction dim 1 to have non-zero size."
    );
    // Along a non-empty dim of an empty tensor: an empty result, no error.
    assert_eq!(e.try_amax(2, false).unwrap().shape(), &[2, 0]);
    assert_eq!(e.try_argmax(0, false).unwrap().shape(), &[0, 3]);
    // Several dims, one of them empty: the first empty dim in the order given is named, as
    // given, and before repeats are looked for (PyTorch's order).
    assert_eq!(
        err(e.try_amax_dims(&[0, 1], false)),
        "amax(): Expected reduction dim 1 to have non-zero size."
    );
    assert_eq!(
        err(e.try_amax_dims(&[2, -2, 2], false)),
        "amax(): Expected reduction dim -2 to have non-zero size."
    );
    assert_eq!(
        err(e.try_amax_dims(&[2, 2], false)),
        "dim 2 appears multiple times in the list of dims"
    );
    assert_eq!(e.sum_dims(&[0, 1], false).to_vec(), vec![0.0; 3]);
}

#[test]
#[should_panic(expected = "amax(): Expected reduction dim to be specified for input.numel() == 0.")]
fn amax_all_of_empty_panics_with_the_text() {
    DynTensor::<i32>::zeros(&[0]).amax_all();
}

#[test]
#[should_panic(expected = "argmax(): Expected reduction dim 0 to have non-zero size.")]
fn argmax_along_empty_dyn_axis_panics_with_the_text() {
    let t = HeapTensor::<f32, shape![Dyn, 2]>::from_vec(vec![], &[0, 2]).unwrap();
    t.argmax::<0>();
}

#[test]
fn static_axis_changes_the_type() {
    let t = Tensor::<i32, shape![2, 3, 4]>::from_fn(|i| i as i32);
    let a: Tensor<i32, shape![3, 4]> = t.sum::<0>();
    let b: Tensor<i32, shape![2, 4]> = t.sum::<1>();
    let c: Tensor<i32, shape![2, 3]> = t.sum::<2>();
    let k: Tensor<i32, shape![2, 1, 4]> = t.sum_keepdim::<1>();
    assert_eq!(a.get([0, 0]), Some(&12));
    assert_eq!(b.get([1, 3]), Some(&(15 + 19 + 23)));
    assert_eq!(c.get([1, 2]), Some(&(20 + 21 + 22 + 23)));
    assert_eq!(k.to_vec(), b.to_vec());
    // keepdim broadcasts back.
    let x = Tensor::<f32, shape![2, 3]>::from([[1.0, 2.0, 3.0], [2.0, 4.0, 9.0]]);
    let centred: Tensor<f32, shape![2, 3]> = x - x.mean_keepdim::<1>();
    assert_eq!(centred.to_vec(), vec![-1.0, 0.0, 1.0, -3.0, -1.0, 4.0]);
    let m: Tensor<f32, shape![3]> = x.amax::<0>();
    assert_eq!(m.to_vec(), vec![2.0, 4.0, 9.0]);
    let am: Tensor<usize, shape![2]> = x.argmax::<1>();
    assert_eq!(am.to_vec(), vec![2, 2]);
    let amk: Tensor<usize, shape![2, 1]> = x.argmin_keepdim::<1>();
    assert_eq!(amk.to_vec(), vec![0, 0]);
    let mn: Tensor<f32, shape![1, 3]> = x.amin_keepdim::<0>();
    assert_eq!(mn.to_vec(), vec![1.0, 2.0, 3.0]);
    let p: Tensor<f32, shape![2]> = x.prod::<1>();
    assert_eq!(p.to_vec(), vec![6.0, 72.0]);
}

#[test]
fn static_size_zero_axis_sum_is_identity() {
    let t = Tensor::<f32, shape![2, 0]>::zeros();
    let s: Tensor<f32, shape![2]> = t.sum::<1>();
    assert_eq!(s.to_vec(), vec![0.0, 0.0]);
    assert_eq!(t.prod::<1>().to_vec(), vec![1.0, 1.0]);
    assert!(t.mean::<1>().to_vec().iter().all(|x| x.is_nan()));
    // Max along the non-empty axis of an empty tensor is fine (empty result).
    let m: Tensor<f32, shape![0]> = t.amax::<0>();
    assert_eq!(m.numel(), 0);
}

#[test]
fn heap_and_dyn_dims_on_the_static_path() {
    let t = HeapTensor::<i64, shape![Dyn, 3]>::from_vec((0..6).collect(), &[2, 3]).unwrap();
    let s: HeapTensor<i64, shape![3]> = t.sum::<0>();
    assert_eq!(s.to_vec(), vec![3, 5, 7]);
    let r: HeapTensor<i64, shape![Dyn]> = t.sum::<1>();
    assert_eq!(r.to_vec(), vec![3, 12]);
    assert_eq!(t.try_argmax::<1>().unwrap().to_vec(), vec![2, 2]);
    assert_eq!(t.try_amax_keepdim::<0>().unwrap().shape(), &[1, 3]);
    let e = HeapTensor::<i64, shape![Dyn, 3]>::from_vec(vec![], &[0, 3]).unwrap();
    assert_eq!(
        err(e.try_amax::<0>()),
        "amax(): Expected reduction dim 0 to have non-zero size."
    );
    assert_eq!(e.try_sum::<0>().unwrap().to_vec(), vec![0, 0, 0]);
}

#[test]
fn dynamic_dims_negative_keepdim_and_errors() {
    let t = dynt(&(0..24).collect::<Vec<i32>>(), &[2, 3, 4]);
    assert_eq!(t.sum(-1, false).shape(), &[2, 3]);
    assert_eq!(t.sum(-1, false).to_vec(), t.sum(2, false).to_vec());
    assert_eq!(t.sum(0, true).shape(), &[1, 3, 4]);
    assert_eq!(t.sum_dims(&[0, 2], false).to_vec(), vec![60, 92, 124]);
    assert_eq!(t.sum_dims(&[-1, 0], true).shape(), &[1, 3, 1]);
    assert_eq!(t.sum_dims(&[], false).shape(), &[] as &[usize]);
    assert_eq!(t.sum_dims(&[], false).to_vec(), vec![276]);
    assert_eq!(t.sum_dims(&[], true).shape(), &[1, 1, 1]);
    assert_eq!(
        err(t.try_sum(3, false)),
        "Dimension out of range (expected to be in range of [-3, 2], but got 3)"
    );
    assert_eq!(
        err(t.try_sum(-4, true)),
        "Dimension out of range (expected to be in range of [-3, 2], but got -4)"
    );
    assert_eq!(
        err(t.try_sum_dims(&[1, -2], false)),
        "dim 1 appears multiple times in the list of dims"
    );
    assert_eq!(
        err(t.try_argmax(5, false)),
        "Dimension out of range (expected to be in range of [-3, 2], but got 5)"
    );
    let m = dynt(&[1.0f32, 2.0, 3.0, 4.0, 5.0, 6.0], &[2, 3]);
    assert_eq!(
        err(m.try_mean(2, false)),
        "Dimension out of range (expected to be in range of [-2, 1], but got 2)"
    );
    assert_eq!(m.mean(0, false).to_vec(), vec![2.5, 3.5, 4.5]);
    assert_eq!(m.mean_dims(&[0, 1], false).to_vec(), vec![3.5]);
}

#[test]
fn zero_d_dynamic_reductions() {
    let s = dynt(&[5i32], &[]);
    assert_eq!(s.sum(0, false).to_vec(), vec![5]);
    assert_eq!(s.sum(-1, true).shape(), &[] as &[usize]);
    assert_eq!(s.argmax(0, false).to_vec(), vec![0]);
    assert_eq!(s.amax(-1, false).to_vec(), vec![5]);
    assert_eq!(
        err(s.try_sum(1, false)),
        "Dimension out of range (expected to be in range of [-1, 0], but got 1)"
    );
    assert_eq!(
        err(s.try_sum_dims(&[0, -1], false)),
        "dim 0 appears multiple times in the list of dims"
    );
}

#[test]
#[should_panic(expected = "dim 1 appears multiple times in the list of dims")]
fn operator_form_panics_with_the_text() {
    dynt(&[1, 2, 3, 4], &[2, 2]).sum_dims(&[1, 1], false);
}

#[test]
fn nan_propagates_in_amax_and_wins_argmax() {
    let nan = f32::NAN;
    let t = Tensor::<f32, shape![2, 4]>::from([[1.0, nan, 3.0, nan], [0.0, 2.0, 5.0, 1.0]]);
    assert!(t.amax_all().is_nan());
    assert!(t.amin_all().is_nan());
    assert_eq!(t.argmax_all(), 1);
    assert_eq!(t.argmin_all(), 1);
    let m = t.amax::<1>();
    assert!(m.get([0]).unwrap().is_nan());
    assert_eq!(m.get([1]), Some(&5.0));
    assert_eq!(t.argmax::<1>().to_vec(), vec![1, 2]);
    assert_eq!(t.argmin::<1>().to_vec(), vec![1, 0]);
    let d = dynt(&t.to_vec(), &[2, 4]);
    assert!(d.amax(1, false).to_vec()[0].is_nan());
    assert_eq!(d.argmax(1, false).to_vec(), vec![1, 2]);
    assert_eq!(d.argmax(0, false).to_vec(), vec![0, 0, 1, 0]);
    // NaN first in a column, then larger values: NaN still wins.
    let c = dynt(&[nan, 9.0, 1.0, 2.0], &[2, 2]);
    assert_eq!(c.argmax(0, false).to_vec(), vec![0, 0]);
    assert!(c.amax(0, false).to_vec()[0].is_nan());
}

#[test]
fn ties_give_the_first_index() {
    let t = Tensor::<i32, shape![2, 3]>::from([[3, 7, 7], [1, 1, 0]]);
    assert_eq!(t.argmax::<1>().to_vec(), vec![1, 0]);
    assert_eq!(t.argmin::<1>().to_vec(), vec![0, 2]);
    let u = Tensor::<i32, shape![3, 2]>::from([[5, 1], [5, 1], [2, 1]]);
    assert_eq!(u.argmax::<0>().to_vec(), vec![0, 0]);
    assert_eq!(u.argmin::<0>().to_vec(), vec![2, 0]);
    assert_eq!(u.argmax_all(), 0);
    let d = dynt(&[5, 1, 5, 1, 2, 1], &[3, 2]);
    assert_eq!(d.argmax(0, false).to_vec(), vec![0, 0]);
    assert_eq!(d.argmin(0, false).to_vec(), vec![2, 0]);
}

#[test]
fn integer_sums_and_products_wrap() {
    let t = Tensor::<i8, shape![2]>::from([127, 1]);
    assert_eq!(t.sum_all(), -128);
    let u = Tensor::<u8, shape![3]>::from([16, 16, 2]);
    assert_eq!(u.prod_all(), 0);
    let big = dynt(&[i64::MAX, 1], &[2]);
    assert_eq!(big.sum(0, false).to_vec(), vec![i64::MIN]);
}

#[test]
fn views_as_inputs() {
    // Transposed, narrowed and expanded inputs, on both paths.
    let t = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
    let tt = t.transpose::<0, 1>();
    assert_eq!(tt.sum::<0>().to_vec(), vec![6, 15]);
    assert_eq!(tt.sum::<1>().to_vec(), vec![5, 7, 9]);
    assert_eq!(tt.argmax::<0>().to_vec(), vec![2, 2]);
    assert_eq!(tt.argmax::<1>().to_vec(), vec![1, 1, 1]);
    assert_eq!(tt.argmax_all(), 5);
    let n = t.narrow::<1, 2>(1).unwrap();
    assert_eq!(n.sum::<1>().to_vec(), vec![5, 11]);
    assert_eq!(n.amin::<0>().to_vec(), vec![2, 3]);
    let row = Tensor::<i32, shape![1, 3]>::from_array([[1, 2, 3]]);
    let e = row.expand::<shape![4, 3]>();
    assert_eq!(e.sum::<0>().to_vec(), vec![4, 8, 12]);
    assert_eq!(e.argmax::<0>().to_vec(), vec![0, 0, 0]);

    let d = dynt(&(0..24).collect::<Vec<i64>>(), &[2, 3, 4]);
    let p = d.permute(&[2, 0, 1]);
    assert_eq!(p.sum(0, false).to_vec(), d.sum(2, false).to_vec());
    assert_eq!(p.argmax(0, false).to_vec(), vec![3; 6]);
    assert_eq!(p.argmin(2, true).shape(), &[4, 2, 1]);
    let narrowed = d.narrow(2, 1, 2);
    assert_eq!(
        narrowed.sum(-1, false).to_vec(),
        vec![3, 11, 19, 27, 35, 43]
    );
    let ex = dynt(&[1i64, 2], &[2, 1]);
    let ex = ex.expand(&[2, 5]);
    assert_eq!(ex.sum(1, false).to_vec(), vec![5, 10]);
    assert_eq!(ex.sum(0, false).to_vec(), vec![3; 5]);
}

#[test]
fn static_and_dynamic_agree() {
    let t = Tensor::<f64, shape![3, 4, 2]>::from_fn(|i| ((i * 7) % 11) as f64 - 5.0);
    let d = dynt(&t.to_vec(), &[3, 4, 2]);
    assert_eq!(t.sum::<0>().to_vec(), d.sum(0, false).to_vec());
    assert_eq!(t.sum::<1>().to_vec(), d.sum(1, false).to_vec());
    assert_eq!(t.sum_keepdim::<2>().to_vec(), d.sum(2, true).to_vec());
    assert_eq!(t.prod::<1>().to_vec(), d.prod(1, false).to_vec());
    assert_eq!(t.mean::<2>().to_vec(), d.mean(2, false).to_vec());
    assert_eq!(t.amax::<1>().to_vec(), d.amax(1, false).to_vec());
    assert_eq!(t.amin::<0>().to_vec(), d.amin(0, false).to_vec());
    assert_eq!(t.argmax::<1>().to_vec(), d.argmax(1, false).to_vec());
    assert_eq!(t.argmin::<2>().to_vec(), d.argmin(2, false).to_vec());
    assert_eq!(t.sum_all(), d.sum_all());
    assert_eq!(t.argmax_all(), d.argmax_all());
    // Heap tensors of the same static shape agree with inline ones.
    let h = HeapTensor::<f64, shape![3, 4, 2]>::from_fn(|i| ((i * 7) % 11) as f64 - 5.0);
    assert_eq!(h.sum::<1>().to_vec(), t.sum::<1>().to_vec());
    assert_eq!(h.argmin::<0>().to_vec(), t.argmin::<0>().to_vec());
}

#[test]
fn long_rows_use_the_vectorised_paths_correctly() {
    // Lengths around the 8-lane fold and rows accumulated over an outer axis.
    for n in [1usize, 7, 8, 9, 17, 64, 100] {
        let v: Vec<i64> = (0..3 * n as i64).map(|x| (x * 37) % 101 - 50).collect();
        let d = dynt(&v, &[3, n]);
        let rows: Vec<i64> = v.chunks(n).map(|r| r.iter().sum()).collect();
        assert_eq!(d.sum(1, false).to_vec(), rows);
        let cols: Vec<i64> = (0..n).map(|j| v[j] + v[n + j] + v[2 * n + j]).collect();
        assert_eq!(d.sum(0, false).to_vec(), cols);
        let mx: Vec<i64> = v.chunks(n).map(|r| *r.iter().max().unwrap()).collect();
        assert_eq!(d.amax(1, false).to_vec(), mx);
    }
}

/// With the `rayon` feature, reductions over more than 2^20 elements split a kept dim across
/// threads; every output element must have the same bits as on one thread (the same elements
/// folded in the same order), for contiguous, transposed and narrowed inputs.
#[cfg(feature = "rayon")]
#[test]
fn large_axis_reductions_have_the_same_bits_on_one_and_many_threads() {
    let pool = |n| {
        rayon::ThreadPoolBuilder::new()
            .num_threads(n)
            .build()
            .unwrap()
    };
    let (one, many) = (pool(1), pool(4));
    let (r, c) = (1100usize, 1013usize);
    let x = DynTensor::from_vec(
        (0..r * c).map(|i| ((i as f32) * 0.7).sin() * 1e3).collect(),
        &[r, c],
    )
    .unwrap();
    let cube = DynTensor::from_vec(
        (0..8 * 300 * 500)
            .map(|i| ((i as f64) * 0.3).cos())
            .collect(),
        &[8, 300, 500],
    )
    .unwrap();
    let bits = |t: DynTensor<f32>| t.to_vec().iter().map(|v| v.to_bits()).collect::<Vec<_>>();
    let bits64 = |t: DynTensor<f64>| t.to_vec().iter().map(|v| v.to_bits()).collect::<Vec<_>>();
    let inputs = [x.view(), x.t(), x.view().narrow(1, 3, 1000)];
    for v in &inputs {
        for dim in [0, 1, -1] {
            for keepdim in [false, true] {
                let run = |pool: &rayon::ThreadPool| {
                    pool.install(|| {
                        (
                            bits(v.sum(dim, keepdim)),
                            bits(v.mean(dim, keepdim)),
                            bits(v.amax(dim, keepdim)),
                            v.argmax(dim, keepdim).to_vec(),
                            v.argmin(dim, keepdim).to_vec(),
                        )
                    })
                };
                assert_eq!(run(&one), run(&many), "dim {dim}, keepdim {keepdim}");
            }
        }
    }
    for dims in [&[0isize, 2][..], &[1], &[-1], &[0, 1]] {
        let run = |pool: &rayon::ThreadPool| {
            pool.install(|| {
                (
                    bits64(cube.sum_dims(dims, false)),
                    bits64(cube.view().transpose(0, 2).prod_dims(dims, true)),
                )
            })
        };
        assert_eq!(run(&one), run(&many), "dims {dims:?}");
    }
}

/// `var`/`std` against NumPy 2.x (`np.var(x, axis, ddof)`, `np.std`; PyTorch's `correction`
/// is NumPy's `ddof`), on every path: inline, heap, a view, dynamic.
#[test]
fn variance_matches_numpy() {
    // x = np.array([[1., 2., 4.], [3., 5., 9.]])
    let x = Tensor::<f64, shape![2, 3]>::from([[1.0, 2.0, 4.0], [3.0, 5.0, 9.0]]);
    let h = HeapTensor::<f64, shape![2, 3]>::from_vec(x.to_vec(), &[2, 3]).unwrap();
    let d = DynTensor::from_vec(x.to_vec(), &[2, 3]).unwrap();
    let close = |a: Vec<f64>, b: &[f64]| {
        assert_eq!(a.len(), b.len());
        for (x, y) in a.iter().zip(b) {
            assert!((x - y).abs() <= 1e-12 * y.abs().max(1.0), "{a:?} vs {b:?}");
        }
    };
    // The comparison's corrupted twins: a value 1e-11 off, one value missing.
    let twin = |a: Vec<f64>, b: [f64; 2]| std::panic::catch_unwind(|| close(a, &b)).is_err();
    assert!(twin(
        vec![2.333333333333333 + 1e-11, 9.0],
        [2.333333333333333, 9.0]
    ));
    assert!(twin(vec![2.333333333333333], [2.333333333333333, 9.0]));
    // np.var(x, axis=1, ddof=1)
    let rows = [2.333333333333333, 9.333333333333332];
    close(x.var::<1>(1).to_vec(), &rows);
    close(h.var::<1>(1).to_vec(), &rows);
    close(h.view().var::<1>(1).to_vec(), &rows);
    close(d.var(1, 1, false).to_vec(), &rows);
    close(d.var(-1, 1, true).to_vec(), &rows);
    assert_eq!(d.var(-1, 1, true).shape(), &[2, 1]);
    // np.var(x, axis=0, ddof=0), also through the transpose
    let cols = [1.0, 2.25, 6.25];
    close(x.var::<0>(0).to_vec(), &cols);
    close(d.transpose(0, 1).var(1, 0, false).to_vec(), &cols);
    // np.var(x, ddof=1); np.std(x, axis=1, ddof=0, keepdims=True)
    assert_eq!(x.var_all(1), 8.0);
    assert_eq!(d.var_dims(&[], 1, false).to_vec(), vec![8.0]);
    let sd = [1.247219128924647, 2.494438257849294];
    close(x.std_keepdim::<1>(0).to_vec(), &sd);
    close(d.std(1, 0, true).to_vec(), &sd);
    // np.std(x.astype(np.float32), axis=0, ddof=1)
    let xf = x.cast::<f32>();
    // (NumPy's float32 texts; the first is √2 rounded to f32)
    let want = [std::f32::consts::SQRT_2, 2.1213202, 3.535534];
    assert_eq!(xf.std::<0>(1).to_vec(), want.to_vec());
}

/// The edge cases NumPy and PyTorch agree on: one element with correction 1 is NaN (0/0), a
/// correction above the count infinity (or NaN when every deviation is 0), an empty
/// reduction NaN; the dims are checked with PyTorch's texts.
#[test]
fn variance_edge_cases() {
    // np.var([5.], ddof=1), np.var([1., 2.], ddof=3), np.var([2., 2.], ddof=3)
    assert!(Tensor::<f64, shape![1]>::from([5.0]).var_all(1).is_nan());
    assert_eq!(
        Tensor::<f64, shape![2]>::from([1.0, 2.0]).var_all(3),
        f64::INFINITY
    );
    assert!(
        Tensor::<f64, shape![2]>::from([2.0, 2.0])
            .var_all(3)
            .is_nan()
    );
    // np.var(np.zeros((2, 0)), axis=1), np.var(np.zeros((0, 3)), axis=0)
    let e = Tensor::<f32, shape![2, 0]>::zeros();
    assert!(e.var::<1>(0).to_vec().iter().all(|v| v.is_nan()));
    assert_eq!(e.var::<0>(0).shape(), &[0]);
    let e = DynTensor::<f32>::zeros(&[0, 3]);
    let v = e.var(0, 0, false);
    assert_eq!(v.shape(), &[3]);
    assert!(v.to_vec().iter().all(|v| v.is_nan()));
    assert!(e.var_all(0).is_nan());
    // A 0-d tensor: one element.
    let s = DynTensor::scalar(4.0f64);
    assert_eq!(s.var(0, 0, false).to_vec(), vec![0.0]);
    assert!(s.var(-1, 1, false).to_vec()[0].is_nan());
    // Errors: PyTorch's texts, as for the other reductions.
    let d = DynTensor::<f64>::zeros(&[2, 3]);
    assert_eq!(
        d.try_var(2, 1, false).unwrap_err().to_string(),
        "Dimension out of range (expected to be in range of [-2, 1], but got 2)"
    );
    assert_eq!(
        d.try_var_dims(&[1, -1], 1, false).unwrap_err().to_string(),
        "dim 1 appears multiple times in the list of dims"
    );
    assert_eq!(
        d.try_std_dims(&[0, 0], 1, false).unwrap_err().to_string(),
        "dim 0 appears multiple times in the list of dims"
    );
}

#[test]
fn short_contiguous_rows_fold_as_any_other_layout() {
    // Rows of 1 to 9 contiguous terms take a straight pass; the same values read through a
    // transposed view take the strided kernel. Bits must agree, -0.0 and NaN included.
    let specials = [-0.0, 0.0, 1e16, -1e16, 1.0, f64::NAN, 3.5, -0.0];
    for len in 1..=9usize {
        let n = 37;
        let xs: Vec<f64> = (0..n * len)
            .map(|i| {
                if i % 11 == 3 {
                    specials[i % 8]
                } else {
                    (i % 7) as f64 * 0.1 - 0.3
                }
            })
            .collect();
        let rows = DynTensor::from_vec(xs, &[n, len]).unwrap();
        let cols = rows.t().contiguous().into_owned();
        let strided = cols.t();
        for (got, want) in [
            (rows.sum(1, false), strided.sum(1, false)),
            (rows.prod(1, false), strided.prod(1, false)),
            (rows.amax(-1, false), strided.amax(-1, false)),
        ] {
            let bits =
                |t: &DynTensor<f64>| t.to_vec().iter().map(|v| v.to_bits()).collect::<Vec<_>>();
            assert_eq!(bits(&got), bits(&want), "rows of {len}");
        }
    }
}
