//! The operations along a static axis (`cumsum::<1>()`, `softmax::<0>()`, `max_keepdim::<1>()`
//! …) on every storage kind — inline, heap, heap with a `Dyn` dim, a transposed view — give the
//! dynamic path's results (which the property tests and the PyTorch fixture check), with the
//! result types the axis says; and the constructors and conversions: `arange`, `linspace`,
//! `eye`, `TryFrom` into static tensors, `From` into `DynTensor`, `isclose`/`allclose`.

use shaped::prelude::*;

fn data() -> Vec<f64> {
    vec![
        1.0,
        -2.0,
        3.5,
        0.0,
        7.0,
        7.0,
        -1.0,
        2.0,
        f64::NAN,
        4.0,
        -3.0,
        0.5,
    ]
}

fn same(a: &[f64], b: &[f64]) -> bool {
    a.len() == b.len()
        && a.iter()
            .zip(b)
            .all(|(x, y)| x == y || (x.is_nan() && y.is_nan()))
}

#[test]
fn static_axis_ops_agree_with_the_dynamic_path_on_every_kind() {
    let d = DynTensor::from_vec(data(), &[3, 4]).unwrap();
    let inline = Tensor::<f64, shape![3, 4]>::try_from(&d).unwrap();
    let heap = HeapTensor::<f64, shape![3, 4]>::try_from(&d).unwrap();
    let dynd = HeapTensor::<f64, shape![Dyn, 4]>::from_vec(data(), &[3, 4]).unwrap();
    let t_src = Tensor::<f64, shape![4, 3]>::try_from(&d.t().contiguous()).unwrap();
    let view = t_src.t(); // a [3, 4] view with strides [1, 3]
    assert!(same(&view.to_vec(), &data()));

    macro_rules! check {
        ($t:expr) => {{
            let t = &$t;
            let c1: Vec<f64> = t.cumsum::<1>().to_vec();
            assert!(same(&c1, &d.cumsum(1).to_vec()));
            assert!(same(&t.cumprod::<0>().to_vec(), &d.cumprod(0).to_vec()));
            assert!(same(&t.softmax::<1>().to_vec(), &d.softmax(-1).to_vec()));
            assert!(same(
                &t.log_softmax::<0>().to_vec(),
                &d.log_softmax(0).to_vec()
            ));
            assert!(same(
                &t.logsumexp::<1>().to_vec(),
                &d.logsumexp(1, false).to_vec()
            ));
            assert_eq!(t.logsumexp_keepdim::<0>().shape(), &[1, 4]);
            for p in [0.0, 1.0, 2.0, 3.0, f64::INFINITY, f64::NEG_INFINITY] {
                assert!(same(
                    &t.norm::<1>(p).to_vec(),
                    &d.norm(p, 1, false).to_vec()
                ));
                assert!(same(
                    &t.norm_keepdim::<0>(p).to_vec(),
                    &d.norm(p, 0, true).to_vec()
                ));
                assert!(same(&[t.norm_all(p)], &[d.norm_all(p)]));
            }
            let (v, i) = t.max::<1>();
            let (dv, di) = d.max(1, false);
            assert!(same(&v.to_vec(), &dv.to_vec()));
            assert_eq!(i.to_vec(), di.to_vec());
            let (v, i) = t.min_keepdim::<0>();
            let (dv, di) = d.min(0, true);
            assert_eq!(v.shape(), &[1, 4]);
            assert!(same(&v.to_vec(), &dv.to_vec()));
            assert_eq!(i.to_vec(), di.to_vec());
            let mask = t.map(|&x| x > 0.5);
            let dmask = d.map(|&x| x > 0.5);
            assert_eq!(mask.all::<1>().to_vec(), dmask.all(1, false).to_vec());
            assert_eq!(
                mask.any_keepdim::<0>().to_vec(),
                dmask.any(0, true).to_vec()
            );
            assert_eq!(
                mask.count_nonzero::<1>().to_vec(),
                dmask.count_nonzero(1).to_vec()
            );
            assert_eq!(mask.count_nonzero_all(), 6);
        }};
    }
    check!(inline);
    check!(heap);
    check!(dynd);
    check!(view);
}

#[test]
fn static_results_have_the_types_the_axis_says() {
    let t = Tensor::<f32, shape![2, 3]>::from([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]);
    let s: Tensor<f32, shape![2, 3]> = t.softmax::<1>();
    let c: Tensor<f32, shape![2, 3]> = t.cumsum::<0>();
    let l: Tensor<f32, shape![2]> = t.logsumexp::<1>();
    let k: Tensor<f32, shape![1, 3]> = t.norm_keepdim::<0>(2.0);
    let (v, i): (Tensor<f32, shape![3]>, Tensor<usize, shape![3]>) = t.max::<0>();
    let b: Tensor<bool, shape![2, 1]> = t.map(|&x| x > 2.0).all_keepdim::<1>();
    let n: Tensor<usize, shape![3]> = t.map(|&x| x > 2.0).count_nonzero::<0>();
    assert_eq!(c.to_vec(), vec![1.0, 2.0, 3.0, 5.0, 7.0, 9.0]);
    // Within a few ulp (of 1, and of 3.41 for `logsumexp`), and not within them when off by
    // ten ulp.
    let near = |x: f32, want: f32| (x - want).abs() <= 4.0 * f32::EPSILON * want;
    let lse = (1.0f32.exp() + 2.0f32.exp() + 3.0f32.exp()).ln();
    assert!(near(s.sum::<1>().to_vec()[0], 1.0));
    assert!(near(l.to_vec()[0], lse));
    assert!(!near(1.0 + 10.0 * f32::EPSILON, 1.0) && !near(lse * (1.0 + 10.0 * f32::EPSILON), lse));
    assert_eq!(
        k.to_vec(),
        vec![17.0f32.sqrt(), 29.0f32.sqrt(), 45.0f32.sqrt()]
    );
    assert_eq!(
        (v.to_vec(), i.to_vec()),
        (vec![4.0, 5.0, 6.0], vec![1, 1, 1])
    );
    assert_eq!(b.to_vec(), vec![false, true]);
    assert_eq!(n.to_vec(), vec![1, 1, 2]);
    // Integers: wrapping running folds, max/min with positions.
    let x = Tensor::<i8, shape![3]>::from([100, 100, -1]);
    assert_eq!(x.cumsum::<0>().to_vec(), vec![100, -56, -57]);
    assert_eq!(x.max::<0>().1.to_vec(), vec![0]);
    assert_eq!(x.max_all(), 100);
    assert_eq!(x.min_all(), -1);
}

#[test]
fn edge_values_follow_pytorch() {
    let inf = f64::INFINITY;
    let t = DynTensor::from_vec(vec![-inf, -inf, inf, 1.0, -inf, 1.0], &[3, 2]).unwrap();
    let s = t.softmax(1).to_vec();
    assert!(s[..4].iter().all(|x| x.is_nan()), "{s:?}"); // only -inf, or +inf: NaN
    assert_eq!(&s[4..], &[0.0, 1.0]);
    assert_eq!(t.log_softmax(1).to_vec()[4..], [-inf, 0.0]);
    assert_eq!(t.logsumexp(1, false).to_vec(), vec![-inf, inf, 1.0]);
    let e = DynTensor::<f64>::zeros(&[2, 0]);
    assert_eq!(e.logsumexp(1, false).to_vec(), vec![-inf, -inf]);
    assert_eq!(e.softmax(1).shape(), &[2, 0]);
    assert_eq!(e.norm(2.0, 1, true).to_vec(), vec![0.0, 0.0]);
    assert_eq!(
        e.try_norm(-1.0, -1, false).unwrap_err().to_string(),
        "linalg.vector_norm cannot compute the -1 norm on the dimension -1because this dimension \
         is empty and the operation does not have an identity"
    );
    assert_eq!(
        e.try_min(-1, false).unwrap_err().to_string(),
        "min(): Expected reduction dim 1 to have non-zero size."
    );
    // A 0-d tensor: dim 0 and -1 name its one (absent) dim.
    let s = DynTensor::scalar(2.0f64);
    assert_eq!(s.softmax(0).to_vec(), vec![1.0]);
    assert_eq!(s.cumsum(-1).to_vec(), vec![2.0]);
    let (v, i) = s.max(0, false);
    assert_eq!((v.to_vec(), i.to_vec()), (vec![2.0], vec![0]));
    assert_eq!(
        s.try_cumsum(1).unwrap_err().to_string(),
        "Dimension out of range (expected to be in range of [-1, 0], but got 1)"
    );
    // A heap tensor with a run-time size 0 along a max-like axis: the run-time text.
    let h = HeapTensor::<f32, shape![2, Dyn]>::from_vec(vec![], &[2, 0]).unwrap();
    assert_eq!(
        h.try_max::<1>().unwrap_err().to_string(),
        "max(): Expected reduction dim 1 to have non-zero size."
    );
    // A norm without an identity along a static axis of size 0 (static or run-time): no error
    // to report for a value, NaN (PyTorch and NumPy raise; `DynTensor` gives PyTorch's error).
    let nan2 = |v: Vec<f32>| v.len() == 2 && v.iter().all(|x| x.is_nan());
    assert!(nan2(h.try_norm::<1>(f32::INFINITY).unwrap().to_vec()));
    assert!(nan2(h.norm::<1>(-1.0).to_vec()));
    let z = Tensor::<f32, shape![2, 0]>::from([[], []]);
    assert!(nan2(z.norm::<1>(f32::INFINITY).to_vec()));
    assert!(nan2(z.norm::<1>(f32::NEG_INFINITY).to_vec()));
    assert!(nan2(z.norm_keepdim::<1>(-0.5).to_vec()));
    assert_eq!(z.norm::<1>(2.0).to_vec(), vec![0.0, 0.0]);
    assert_eq!(z.norm::<1>(0.5).to_vec(), vec![0.0, 0.0]);
    assert_eq!(z.norm::<0>(f32::INFINITY).shape(), &[0]);
    assert_eq!(
        h.to_dyn()
            .try_norm(f32::INFINITY, 1, false)
            .unwrap_err()
            .to_string(),
        "linalg.vector_norm cannot compute the inf norm on the dimension 1because this dimension \
         is empty and the operation does not have an identity"
    );
}

#[test]
fn a_nan_order_norm_of_nothing_is_nan() {
    // torch.linalg.vector_norm(torch.zeros(2, 0), ord=float('nan'), dim=1) is [nan, nan], as
    // np.linalg.norm(np.zeros((2, 0)), ord=np.nan, axis=1); over all elements, nan.
    let e = DynTensor::<f64>::zeros(&[2, 0]);
    let all_nan = |v: Vec<f64>| v.len() == 2 && v.iter().all(|x| x.is_nan());
    assert!(all_nan(e.norm(f64::NAN, 1, false).to_vec()));
    assert!(all_nan(e.try_norm(f64::NAN, -1, true).unwrap().to_vec()));
    assert!(all_nan(e.norm_dims(f64::NAN, &[1], false).to_vec()));
    assert!(e.norm_all(f64::NAN).is_nan());
    assert!(e.try_norm_all(f64::NAN).unwrap().is_nan());
    let s = HeapTensor::<f64, shape![2, Dyn]>::from_vec(vec![], &[2, 0]).unwrap();
    assert!(all_nan(s.norm::<1>(f64::NAN).to_vec()));
    let z = Tensor::<f64, shape![2, 0]>::from([[], []]);
    assert!(all_nan(z.norm::<1>(f64::NAN).to_vec()));
    assert!(z.norm_all(f64::NAN).is_nan());
    // The errors that stay: -inf and a negative p.
    assert!(e.try_norm(f64::NEG_INFINITY, 1, false).is_err());
    assert!(e.try_norm_all(-2.0).is_err());
    // Not empty: |x|^NaN summed, to the power 1/NaN (torch and NumPy: nan; 1^nan is 1).
    let t = DynTensor::from_vec(vec![3.0f64, 4.0], &[1, 2]).unwrap();
    assert!(t.norm(f64::NAN, 1, false).to_vec()[0].is_nan());
}

#[test]
fn ranges_and_identities() {
    assert_eq!(
        Tensor::<i64, shape![5]>::arange(2, -1).to_vec(),
        vec![2, 1, 0, -1, -2]
    );
    let l: HeapTensor<f32, shape![3]> = HeapTensor::linspace(-1.0, 1.0);
    assert_eq!(l.to_vec(), vec![-1.0, 0.0, 1.0]);
    assert_eq!(
        Tensor::<f64, shape![1]>::linspace(3.0, 9.0).to_vec(),
        vec![3.0]
    );
    assert_eq!(DynTensor::arange(0u8, 7, 2).to_vec(), vec![0, 2, 4, 6]);
    assert_eq!(
        DynTensor::arange(1.0f32, 0.0, -0.25).to_vec(),
        vec![1.0, 0.75, 0.5, 0.25]
    );
    assert_eq!(DynTensor::<f64>::linspace(0.0, 1.0, 0).shape(), &[0]);
    assert_eq!(
        DynTensor::try_arange(0.0, f64::INFINITY, 1.0)
            .unwrap_err()
            .to_string(),
        "unsupported range: 0 -> inf"
    );
    assert_eq!(
        DynTensor::try_arange(0.0, f64::NAN, 1.0)
            .unwrap_err()
            .to_string(),
        "unsupported range: 0 -> nan"
    );
    assert_eq!(
        DynTensor::try_arange(0, 3, 0).unwrap_err().to_string(),
        "step must be nonzero"
    );
    // The identity: inline (a constant), heap (static, batches too) and dynamic agree.
    let i3 = Tensor::<f64, shape![3, 3]>::eye();
    let h3: HeapTensor<f64, shape![3, 3]> = HeapTensor::eye();
    assert_eq!(i3.to_vec(), h3.to_vec());
    assert_eq!(DynTensor::<f64>::eye(3, 3).to_vec(), i3.to_vec());
    let hb: HeapTensor<i32, shape![2, 2, 2]> = HeapTensor::eye();
    assert_eq!(hb.to_vec(), vec![1, 0, 0, 1, 1, 0, 0, 1]);
    assert_eq!(DynTensor::<u8>::eye(3, 2).to_vec(), vec![1, 0, 0, 1, 0, 0]);
    assert_eq!(DynTensor::<u8>::eye(0, 2).shape(), &[0, 2]);
}

#[test]
fn ranges_check_and_count_as_pytorch() {
    // PyTorch 2.15 checks the step first (finite, then not zero), then the bounds, then the
    // sign: torch.arange(0., 10., nan) is "step must be finite but got nan", and so on.
    let err = |r: Result<DynTensor<f64>, ShapeError>| r.unwrap_err().to_string();
    let (nan, inf) = (f64::NAN, f64::INFINITY);
    for ((start, end, step), want) in [
        ((0.0, 10.0, nan), "step must be finite but got nan"),
        ((0.0, nan, nan), "step must be finite but got nan"),
        ((0.0, inf, nan), "step must be finite but got nan"),
        ((0.0, 10.0, inf), "step must be finite but got inf"),
        ((10.0, 0.0, inf), "step must be finite but got inf"),
        ((0.0, 10.0, -inf), "step must be finite but got -inf"),
        ((inf, 0.0, inf), "step must be finite but got inf"),
        ((0.0, inf, 0.0), "step must be nonzero"),
        ((nan, 10.0, 0.0), "step must be nonzero"),
        ((inf, 0.0, 1.0), "unsupported range: inf -> 0"),
        ((0.0, -inf, 1.0), "unsupported range: 0 -> -inf"),
        ((0.0, inf, -1.0), "unsupported range: 0 -> inf"),
    ] {
        assert_eq!(err(DynTensor::try_arange(start, end, step)), want);
    }
    assert_eq!(
        DynTensor::try_arange(0.0f32, 1.0, f32::NAN)
            .unwrap_err()
            .to_string(),
        "step must be finite but got nan"
    );
    assert_eq!(
        DynTensor::try_arange(5, 0, 1).unwrap_err().to_string(),
        "upper bound and lower bound inconsistent with step sign"
    );
    // torch.arange(0, 2**53 + 1, 2**52) (int64): 3 elements, the length computed in integers;
    // in double the end rounds to 2^53 and the length to 2.
    let big = (1i64 << 53) + 1;
    assert_eq!(
        DynTensor::try_arange(0i64, big, 1 << 52).unwrap().to_vec(),
        vec![0, 1 << 52, 1 << 53]
    );
    assert_eq!(
        DynTensor::try_arange(big, 0, -(1 << 52)).unwrap().to_vec(),
        vec![big, (1 << 52) + 1, 1]
    );
    // torch.arange(0., 2.**53 + 1, 2.**52) (float64): the bound is 2^53, 2 elements.
    assert_eq!(
        DynTensor::try_arange(0.0, big as f64, (1i64 << 52) as f64)
            .unwrap()
            .shape(),
        &[2]
    );
    // Integer bounds in the wrong order that are equal in double pass PyTorch's sign check
    // (done in double) and give a negative length: torch.arange(2**53 + 1, 2**53, 1) and
    // torch.arange(2**53, 2**53 + 1, -1) are "invalid size, possible overflow?".
    for (start, end, step) in [(big, big - 1, 1), (big - 1, big, -1)] {
        assert_eq!(
            DynTensor::try_arange(start, end, step)
                .unwrap_err()
                .to_string(),
            "invalid size, possible overflow?"
        );
    }
    // Exact at the ends of the widest types (PyTorch's int64 formula overflows there:
    // torch.arange(-2**63, 2**63 - 1, 2**63 - 1) is empty, the exact range has 3 elements).
    let n = DynTensor::try_arange(i64::MIN, i64::MAX, i64::MAX).unwrap();
    assert_eq!(n.to_vec(), vec![i64::MIN, -1, i64::MAX - 1]);
    let n = DynTensor::try_arange(u128::MAX - 2, u128::MAX, 1).unwrap();
    assert_eq!(n.to_vec(), vec![u128::MAX - 2, u128::MAX - 1]);
    let n = DynTensor::try_arange(i128::MIN, i128::MAX, i128::MAX).unwrap();
    assert_eq!(n.to_vec(), vec![i128::MIN, -1, i128::MAX - 1]);
    assert_eq!(
        DynTensor::try_arange(0u64, u64::MAX, 1)
            .unwrap_err()
            .to_string(),
        "invalid size, possible overflow?"
    );
}

#[test]
fn conversions_into_static_tensors_check_the_shape_first() {
    let d = DynTensor::from_vec((0..6).collect::<Vec<i32>>(), &[2, 3]).unwrap();
    // From a view with a run-time layout (transposed: [3, 2]).
    let tv = d.t();
    let t: Tensor<i32, shape![3, 2]> = (&tv).try_into().unwrap();
    assert_eq!(t.into_array(), [[0, 3], [1, 4], [2, 5]]);
    // From a heap tensor with a `Dyn` dim and from a static view.
    let h = HeapTensor::<i32, shape![Dyn, 3]>::from_vec(d.to_vec(), &[2, 3]).unwrap();
    assert_eq!(
        Tensor::<i32, shape![2, 3]>::try_from(&h).unwrap().to_vec(),
        d.to_vec()
    );
    let s = Tensor::<i32, shape![2, 3]>::try_from(&d).unwrap();
    let col = HeapTensor::<i32, shape![2]>::try_from(&s.select::<1>(2).unwrap()).unwrap();
    assert_eq!(col.to_vec(), vec![2, 5]);
    // Errors name both shapes, rank or sizes.
    assert_eq!(
        Tensor::<i32, shape![6]>::try_from(&d)
            .unwrap_err()
            .to_string(),
        "expected shape [6], but got [2, 3]"
    );
    assert_eq!(
        HeapTensor::<i32, shape![2, 2]>::try_from(&d)
            .unwrap_err()
            .to_string(),
        "expected shape [2, 2], but got [2, 3]"
    );
    // And back: into DynTensor from every kind.
    assert_eq!(DynTensor::from(&s), d);
    assert_eq!(DynTensor::from(s), d);
    assert_eq!(DynTensor::from(h), d);
    assert_eq!(DynTensor::from(&tv).shape(), &[3, 2]);
}

#[test]
fn isclose_and_allclose_broadcast_with_numpys_rule() {
    let a = Tensor::<f64, shape![2, 3]>::from([[1.0, 1.0 + 1e-6, 1.0], [f64::NAN, 2.0, -0.0]]);
    let b = Tensor::<f64, shape![3]>::from([1.0, 1.0, 1.0 + 1e-4]);
    let c: Tensor<bool, shape![2, 3]> = a.isclose(&b, 1e-5, 1e-8, false);
    assert_eq!(c.to_vec(), vec![true, true, false, false, false, false]);
    assert!(!a.allclose(&b, 1e-5, 1e-8, false));
    assert!(a.select::<0>(0).unwrap().allclose(&b, 1e-3, 0.0, false));
    // Not symmetric: the tolerance scales with the second operand, as NumPy's.
    let x = Tensor::<f64, shape![1]>::from([1.0]);
    let y = Tensor::<f64, shape![1]>::from([1.1]);
    assert!(x.allclose(&y, 0.095, 0.0, false));
    assert!(!y.allclose(&x, 0.095, 0.0, false));
    let n = DynTensor::from_vec(vec![f64::NAN], &[1]).unwrap();
    assert!(n.allclose(&n, 0.0, 0.0, true));
    assert!(!n.allclose(&n, 0.0, 0.0, false));
    assert_eq!(
        n.try_allclose(&DynTensor::<f64>::zeros(&[2]), 0.0, 0.0, false)
            .map_err(|e| e.to_string()),
        Ok(false)
    );
    assert_eq!(
        DynTensor::<f32>::zeros(&[2])
            .try_allclose(&DynTensor::<f32>::zeros(&[3]), 0.0, 0.0, false)
            .unwrap_err()
            .to_string(),
        "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 0"
    );
}

#[test]
fn infinite_tolerances_are_numpys() {
    // np.isclose([inf, 1, inf, -inf, 1e308, 1, inf], [1, inf, -inf, 1, -1e308, 0, 2],
    //            rtol=0, atol=inf): [T, F, F, T, T, T, T]; with rtol=inf, atol=0 and
    // a = [inf, 1, 1, inf], b = [1, inf, 0, 0]: [T, F, F, F]. (torch.isclose says false
    // wherever |a - b| is infinite.)
    let inf = f64::INFINITY;
    let a = DynTensor::from_vec(vec![inf, 1.0, inf, -inf, 1e308, 1.0, inf], &[7]).unwrap();
    let b = DynTensor::from_vec(vec![1.0, inf, -inf, 1.0, -1e308, 0.0, 2.0], &[7]).unwrap();
    assert_eq!(
        a.isclose(&b, 0.0, inf, false).to_vec(),
        vec![true, false, false, true, true, true, true]
    );
    let a = Tensor::<f64, shape![4]>::from([inf, 1.0, 1.0, inf]);
    let b = Tensor::<f64, shape![4]>::from([1.0, inf, 0.0, 0.0]);
    assert_eq!(
        a.isclose(&b, inf, 0.0, false).to_vec(),
        vec![true, false, false, false]
    );
    // np.isclose([nan, nan], [nan, 1], rtol=inf, atol=inf, equal_nan=True): [T, F].
    let a = Tensor::<f32, shape![2]>::from([f32::NAN, f32::NAN]);
    let b = Tensor::<f32, shape![2]>::from([f32::NAN, 1.0]);
    let inf32 = f32::INFINITY;
    assert_eq!(
        a.isclose(&b, inf32, inf32, true).to_vec(),
        vec![true, false]
    );
    assert_eq!(
        a.isclose(&b, inf32, inf32, false).to_vec(),
        vec![false, false]
    );
    // Finite tolerances: an infinity is close only to itself.
    let a = Tensor::<f32, shape![2]>::from([inf32, 1.0]);
    let b = Tensor::<f32, shape![2]>::from([1.0, inf32]);
    assert!(!a.allclose(&b, 1e30, 1e30, false));
}
