//! `Display` against NumPy's `str(array)`, `Debug` naming the kind, layout and nested data.
//!
//! Every expected string below is the real output of NumPy 2.4.6 (`python3 -m venv v &&
//! v/bin/pip install numpy`), printed with `repr(...)` of the expression in the comment.

use shaped::prelude::*;

fn dyn_i64(dims: &[usize]) -> DynTensor<i64> {
    DynTensor::from_shape_fn(dims, |i| i as i64)
}

#[test]
fn zero_d_prints_the_scalar() {
    // str(np.array(7))
    assert_eq!(Tensor::scalar(7).to_string(), "7");
    // str(np.array(2.5))
    assert_eq!(DynTensor::scalar(2.5f64).to_string(), "2.5");
    // str(np.array(1.0))
    assert_eq!(Tensor::scalar(1.0f64).to_string(), "1.0");
    assert_eq!(format!("{:.3}", Tensor::scalar(1.0f64)), "1.000");
}

#[test]
fn one_d() {
    // str(np.arange(5))
    assert_eq!(dyn_i64(&[5]).to_string(), "[0 1 2 3 4]");
    // str(np.array([-1, 20, 3]))
    let t: Tensor<i32, shape![3]> = Tensor::from([-1, 20, 3]);
    assert_eq!(t.to_string(), "[-1 20  3]");
    // str(np.array([1.5, 2.25, -3.125]))
    let f: Tensor<f64, shape![3]> = Tensor::from([1.5, 2.25, -3.125]);
    assert_eq!(f.to_string(), "[ 1.5    2.25  -3.125]");
    // str(np.array([1.0, 2.5]))
    let f: Tensor<f64, shape![2]> = Tensor::from([1.0, 2.5]);
    assert_eq!(f.to_string(), "[1.  2.5]");
    // str(np.array([0.1, 1/3]))
    let f: Tensor<f64, shape![2]> = Tensor::from([0.1, 1.0 / 3.0]);
    assert_eq!(f.to_string(), "[0.1        0.33333333]");
    // str(np.array([0.1, 1/3, 2], dtype=np.float32))
    let f: Tensor<f32, shape![3]> = Tensor::from([0.1, 1.0 / 3.0, 2.0]);
    assert_eq!(f.to_string(), "[0.1        0.33333334 2.        ]");
    // str(np.array([1.5, np.nan, -2.0]))
    let f: Tensor<f64, shape![3]> = Tensor::from([1.5, f64::NAN, -2.0]);
    assert_eq!(f.to_string(), "[ 1.5  nan -2. ]");
}

#[test]
fn float32_prints_its_shortest_text() {
    // str((np.arange(24, dtype=np.float32) * np.float32(0.1)).reshape(8, 3)), NumPy 2.x: an
    // f32 prints with the shortest digits that read back as the same f32 (`0.3`, not the
    // `0.30000001` of rounding its exact value to 8 digits), and with 8 digits at most.
    let t = Tensor::<f32, shape![8, 3]>::from_fn(|i| i as f32 * 0.1);
    let want = "[[0.         0.1        0.2       ]\n [0.3        0.4        0.5       ]\n \
                [0.6        0.7        0.8       ]\n [0.90000004 1.         1.1       ]\n \
                [1.2        1.3000001  1.4       ]\n [1.5        1.6        1.7       ]\n \
                [1.8000001  1.9        2.        ]\n [2.1000001  2.2        2.3       ]]";
    assert_eq!(t.to_string(), want);
    // f64 still rounds to 8 digits when its shortest text is longer: str(np.array([0.1 + 0.2]))
    let f = DynTensor::from_vec(vec![0.1f64 + 0.2, 2.0], &[2]).unwrap();
    assert_eq!(f.to_string(), "[0.3 2. ]");
}

#[test]
fn booleans_are_capitalised() {
    // str(np.array([[True, False, False], [False, False, False]])) and str(np.array(True))
    let a = Tensor::<f32, shape![2, 3]>::from([[1., 2., 3.], [4., 5., 6.]]);
    let lt = a.lt(&Tensor::<f32, shape![3]>::from([2., 2., 2.]));
    assert_eq!(
        lt.to_string(),
        "[[ True False False]\n [False False False]]"
    );
    assert_eq!(DynTensor::scalar(true).to_string(), "True");
    // Only `bool` is respelled: text elements keep their own spelling.
    let words = DynTensor::from_vec(vec!["true", "no"], &[2]).unwrap();
    let shown = words.to_string();
    assert!(shown.contains("true") && !shown.contains("True"), "{shown}");
}

#[test]
fn two_d() {
    // str(np.arange(6).reshape(2,3)*7)
    let t = DynTensor::from_shape_fn(&[2, 3], |i| i as i64 * 7);
    assert_eq!(t.to_string(), "[[ 0  7 14]\n [21 28 35]]");
    // The same on the heap with a static shape, and inline.
    let h = HeapTensor::<i64, shape![2, 3]>::from_fn(|i| i as i64 * 7);
    assert_eq!(h.to_string(), t.to_string());
    let s = Tensor::<i64, shape![2, 3]>::from_fn(|i| i as i64 * 7);
    assert_eq!(s.to_string(), t.to_string());
    // np.array2string(np.array([[1.0, 2.5, -0.126],[10.0, 3.25678, 0.5]]), precision=2,
    //                 floatmode='fixed')
    let f: Tensor<f64, shape![2, 3]> = Tensor::from([[1.0, 2.5, -0.126], [10.0, 3.25678, 0.5]]);
    assert_eq!(
        format!("{f:.2}"),
        "[[ 1.00  2.50 -0.13]\n [10.00  3.26  0.50]]"
    );
    // str(np.array([[1.0, 2.5], [-0.126, 4.0]]))
    let f: Tensor<f64, shape![2, 2]> = Tensor::from([[1.0, 2.5], [-0.126, 4.0]]);
    assert_eq!(f.to_string(), "[[ 1.     2.5  ]\n [-0.126  4.   ]]");
}

#[test]
fn three_and_four_d() {
    // str(np.arange(24).reshape(2,3,4))
    assert_eq!(
        dyn_i64(&[2, 3, 4]).to_string(),
        "[[[ 0  1  2  3]\n  [ 4  5  6  7]\n  [ 8  9 10 11]]\n\n [[12 13 14 15]\n  [16 17 18 19]\n  [20 21 22 23]]]"
    );
    // str(np.arange(16).reshape(2,2,2,2))
    assert_eq!(
        dyn_i64(&[2, 2, 2, 2]).to_string(),
        "[[[[ 0  1]\n   [ 2  3]]\n\n  [[ 4  5]\n   [ 6  7]]]\n\n\n [[[ 8  9]\n   [10 11]]\n\n  [[12 13]\n   [14 15]]]]"
    );
}

#[test]
fn empty() {
    // str(np.zeros((0,)))
    assert_eq!(DynTensor::<f64>::zeros(&[0]).to_string(), "[]");
    // str(np.zeros((2,0,3)))
    assert_eq!(DynTensor::<f64>::zeros(&[2, 0, 3]).to_string(), "[]");
    let e = Tensor::<f32, shape![2, 0]>::zeros();
    assert_eq!(e.to_string(), "[]");
}

#[test]
fn summarised() {
    // str(np.arange(2000))
    assert_eq!(
        dyn_i64(&[2000]).to_string(),
        "[   0    1    2 ... 1997 1998 1999]"
    );
    // str(np.arange(2000).reshape(40,50))
    assert_eq!(
        dyn_i64(&[40, 50]).to_string(),
        "[[   0    1    2 ...   47   48   49]\n [  50   51   52 ...   97   98   99]\n [ 100  101  102 ...  147  148  149]\n ...\n [1850 1851 1852 ... 1897 1898 1899]\n [1900 1901 1902 ... 1947 1948 1949]\n [1950 1951 1952 ... 1997 1998 1999]]"
    );
    // str(np.arange(3000).reshape(10,10,30))
    let want = "[[[   0    1    2 ...   27   28   29]\n  [  30   31   32 ...   57   58   59]\n  [  60   61   62 ...   87   88   89]\n  ...\n  [ 210  211  212 ...  237  238  239]\n  [ 240  241  242 ...  267  268  269]\n  [ 270  271  272 ...  297  298  299]]\n\n [[ 300  301  302 ...  327  328  329]\n  [ 330  331  332 ...  357  358  359]\n  [ 360  361  362 ...  387  388  389]\n  ...\n  [ 510  511  512 ...  537  538  539]\n  [ 540  541  542 ...  567  568  569]\n  [ 570  571  572 ...  597  598  599]]\n\n [[ 600  601  602 ...  627  628  629]\n  [ 630  631  632 ...  657  658  659]\n  [ 660  661  662 ...  687  688  689]\n  ...\n  [ 810  811  812 ...  837  838  839]\n  [ 840  841  842 ...  867  868  869]\n  [ 870  871  872 ...  897  898  899]]\n\n ...\n\n [[2100 2101 2102 ... 2127 2128 2129]\n  [2130 2131 2132 ... 2157 2158 2159]\n  [2160 2161 2162 ... 2187 2188 2189]\n  ...\n  [2310 2311 2312 ... 2337 2338 2339]\n  [2340 2341 2342 ... 2367 2368 2369]\n  [2370 2371 2372 ... 2397 2398 2399]]\n\n [[2400 2401 2402 ... 2427 2428 2429]\n  [2430 2431 2432 ... 2457 2458 2459]\n  [2460 2461 2462 ... 2487 2488 2489]\n  ...\n  [2610 2611 2612 ... 2637 2638 2639]\n  [2640 2641 2642 ... 2667 2668 2669]\n  [2670 2671 2672 ... 2697 2698 2699]]\n\n [[2700 2701 2702 ... 2727 2728 2729]\n  [2730 2731 2732 ... 2757 2758 2759]\n  [2760 2761 2762 ... 2787 2788 2789]\n  ...\n  [2910 2911 2912 ... 2937 2938 2939]\n  [2940 2941 2942 ... 2967 2968 2969]\n  [2970 2971 2972 ... 2997 2998 2999]]]";
    assert_eq!(dyn_i64(&[10, 10, 30]).to_string(), want);
    // np.array2string(np.arange(1001)/3, precision=1, floatmode='fixed')
    let f = DynTensor::from_shape_fn(&[1001], |i| i as f64 / 3.0);
    assert_eq!(
        format!("{f:.1}"),
        "[  0.0   0.3   0.7 ... 332.7 333.0 333.3]"
    );
    // 1000 elements are not summarised (NumPy's threshold is "more than 1000").
    assert!(!dyn_i64(&[1000]).to_string().contains("..."));
}

#[test]
fn long_rows_wrap_at_75_columns() {
    // str(np.arange(100))
    assert_eq!(
        dyn_i64(&[100]).to_string(),
        "[ 0  1  2  3  4  5  6  7  8  9 10 11 12 13 14 15 16 17 18 19 20 21 22 23\n 24 25 26 27 28 29 30 31 32 33 34 35 36 37 38 39 40 41 42 43 44 45 46 47\n 48 49 50 51 52 53 54 55 56 57 58 59 60 61 62 63 64 65 66 67 68 69 70 71\n 72 73 74 75 76 77 78 79 80 81 82 83 84 85 86 87 88 89 90 91 92 93 94 95\n 96 97 98 99]"
    );
    // str(np.arange(60).reshape(2,30)*1000)
    let t = DynTensor::from_shape_fn(&[2, 30], |i| i as i64 * 1000);
    assert_eq!(
        t.to_string(),
        "[[    0  1000  2000  3000  4000  5000  6000  7000  8000  9000 10000 11000\n  12000 13000 14000 15000 16000 17000 18000 19000 20000 21000 22000 23000\n  24000 25000 26000 27000 28000 29000]\n [30000 31000 32000 33000 34000 35000 36000 37000 38000 39000 40000 41000\n  42000 43000 44000 45000 46000 47000 48000 49000 50000 51000 52000 53000\n  54000 55000 56000 57000 58000 59000]]"
    );
}

#[test]
fn strided_views_print_their_own_elements() {
    let t = dyn_i64(&[2, 3]);
    // str(np.arange(6).reshape(2,3).T)
    assert_eq!(t.t().to_string(), "[[0 3]\n [1 4]\n [2 5]]");
    // str(np.arange(6).reshape(2,3)[:, 1:])
    assert_eq!(t.narrow(1, 1, 2).to_string(), "[[1 2]\n [4 5]]");
    // str(np.arange(24).reshape(2,3,4).transpose(2,0,1))
    let p = dyn_i64(&[2, 3, 4]);
    assert_eq!(
        p.permute(&[2, 0, 1]).to_string(),
        "[[[ 0  4  8]\n  [12 16 20]]\n\n [[ 1  5  9]\n  [13 17 21]]\n\n [[ 2  6 10]\n  [14 18 22]]\n\n [[ 3  7 11]\n  [15 19 23]]]"
    );
    // A static view and a broadcast (stride 0) view.
    let s = Tensor::<i32, shape![2, 3]>::from([[0, 1, 2], [3, 4, 5]]);
    assert_eq!(s.view().to_string(), "[[0 1 2]\n [3 4 5]]");
    let row = Tensor::<i32, shape![3]>::from([7, 8, 9]);
    assert_eq!(
        row.as_dyn().expand(&[2, 3]).to_string(),
        "[[7 8 9]\n [7 8 9]]"
    );
}

#[test]
fn width_is_the_least_column_width() {
    let t: Tensor<i32, shape![2]> = Tensor::from([1, 2]);
    assert_eq!(format!("{t:3}"), "[  1   2]");
    assert_eq!(format!("{:4}", Tensor::scalar(5)), "   5");
}

#[test]
fn debug_names_the_kind_layout_and_nested_data() {
    let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
    assert_eq!(
        format!("{t:?}"),
        "Tensor { shape: [2, 2], strides: [2, 1], data: [[1, 2], [3, 4]] }"
    );
    let h = HeapTensor::<i32, shape![2, 2]>::from_fn(|i| i as i32);
    assert_eq!(
        format!("{h:?}"),
        "HeapTensor { shape: [2, 2], strides: [2, 1], data: [[0, 1], [2, 3]] }"
    );
    let d = dyn_i64(&[2, 3]);
    assert_eq!(
        format!("{:?}", d.t()),
        "DynView { shape: [3, 2], strides: [1, 3], offset: 0, data: [[0, 3], [1, 4], [2, 5]] }"
    );
    let mut m = dyn_i64(&[2]);
    assert_eq!(
        format!("{:?}", m.view_mut()),
        "DynViewMut { shape: [2], strides: [1], offset: 0, data: [0, 1] }"
    );
    let mut s = Tensor::<i32, shape![2]>::from([5, 6]);
    assert_eq!(
        format!("{:?}", s.view()),
        "TensorView { shape: [2], strides: [1], offset: 0, data: [5, 6] }"
    );
    assert_eq!(
        format!("{:?}", s.view_mut()),
        "TensorViewMut { shape: [2], strides: [1], offset: 0, data: [5, 6] }"
    );
    assert_eq!(
        format!("{:?}", Tensor::scalar(1.5)),
        "Tensor { shape: [], strides: [], data: 1.5 }"
    );
    assert_eq!(
        format!("{:?}", DynTensor::<u8>::zeros(&[0, 2])),
        "DynTensor { shape: [0, 2], strides: [2, 1], data: [] }"
    );
    // Options reach the elements; large tensors are summarised.
    let f = DynTensor::from_vec(vec![0.25f32, 1.0], &[2]).unwrap();
    assert_eq!(
        format!("{f:.1?}"),
        "DynTensor { shape: [2], strides: [1], data: [0.2, 1.0] }"
    );
    assert_eq!(
        format!("{:?}", dyn_i64(&[1001])),
        "DynTensor { shape: [1001], strides: [1], data: [0, 1, 2, ..., 998, 999, 1000] }"
    );
    assert!(format!("{t:#?}").contains("data: [\n        [\n            1,"));
}

#[test]
fn small_and_large_magnitudes_switch_to_scientific_notation_as_numpy() {
    // Each text is what NumPy 2.4's `str(np.array(values, dtype))` prints.
    let f64s = |v: &[f64]| {
        DynTensor::from_vec(v.to_vec(), &[v.len()])
            .unwrap()
            .to_string()
    };
    let f32s = |v: &[f32]| {
        DynTensor::from_vec(v.to_vec(), &[v.len()])
            .unwrap()
            .to_string()
    };
    assert_eq!(f64s(&[1e-10, 1.5, 1e10]), "[1.0e-10 1.5e+00 1.0e+10]");
    assert_eq!(f64s(&[1e-9, 0.5]), "[1.e-09 5.e-01]");
    assert_eq!(f64s(&[1.0, 1000.0]), "[   1. 1000.]");
    assert_eq!(f64s(&[1.0, 1001.0]), "[1.000e+00 1.001e+03]");
    assert_eq!(f64s(&[0.0001, 1.0]), "[1.e-04 1.e+00]");
    assert_eq!(f64s(&[0.00011, 0.0002]), "[0.00011 0.0002 ]");
    assert_eq!(
        f64s(&[0.0, 1e-10, 1.5, -0.0]),
        "[ 0.0e+00  1.0e-10  1.5e+00 -0.0e+00]"
    );
    assert_eq!(
        f64s(&[f64::NAN, 1e-10, f64::INFINITY, f64::NEG_INFINITY]),
        "[   nan 1.e-10    inf   -inf]"
    );
    assert_eq!(f64s(&[1e100, 1.0]), "[1.e+100 1.e+000]");
    assert_eq!(f64s(&[1.0 / 3.0, 1e-5]), "[3.33333333e-01 1.00000000e-05]");
    assert_eq!(f64s(&[1e7]), "[10000000.]");
    assert_eq!(f64s(&[1e8]), "[1.e+08]");
    assert_eq!(f64s(&[123456789.0]), "[1.23456789e+08]");
    assert_eq!(f64s(&[f64::NAN, 1.0]), "[nan  1.]");
    assert_eq!(f64s(&[0.0, 0.0]), "[0. 0.]");
    // f32 compares in its own precision: 1e6 is large, 0.0001f32 is not below 1e-4.
    assert_eq!(f32s(&[1.0 / 3.0, 1e-5]), "[3.3333334e-01 9.9999997e-06]");
    assert_eq!(f32s(&[1e6]), "[1.e+06]");
    assert_eq!(f32s(&[9999999.0]), "[9.999999e+06]");
    assert_eq!(f32s(&[0.0001]), "[0.0001]");
    assert_eq!(f32s(&[0.1, 1e5]), "[1.e-01 1.e+05]");
    // The format string's precision is the mantissa's (NumPy's `floatmode='fixed'`).
    let t = DynTensor::from_vec(vec![1e-10, 1.23456, 1e10], &[3]).unwrap();
    assert_eq!(format!("{t:.2}"), "[1.00e-10 1.23e+00 1.00e+10]");
    let m = DynTensor::from_vec(vec![1e-10, 1.5, 1e10, f64::NAN], &[2, 2]).unwrap();
    assert_eq!(m.to_string(), "[[1.0e-10 1.5e+00]\n [1.0e+10     nan]]");
    // 0-d tensors print as NumPy's scalars: scientific below 1e-4 and from 1e16 on.
    assert_eq!(DynTensor::scalar(1e-10).to_string(), "1e-10");
    assert_eq!(DynTensor::scalar(1e16).to_string(), "1e+16");
    assert_eq!(DynTensor::scalar(-1e16).to_string(), "-1e+16");
    assert_eq!(DynTensor::scalar(1.5e-5).to_string(), "1.5e-05");
    assert_eq!(DynTensor::scalar(1e15).to_string(), "1000000000000000.0");
    assert_eq!(DynTensor::scalar(1e-4).to_string(), "0.0001");
    assert_eq!(DynTensor::scalar(1e-4f32).to_string(), "1e-04");
    assert_eq!(DynTensor::scalar(3e38f32).to_string(), "3e+38");
    // An f32 scalar switches from 1e6 on (NumPy's `str(np.float32(x))`).
    assert_eq!(DynTensor::scalar(1e6f32).to_string(), "1e+06");
    assert_eq!(DynTensor::scalar(-1e6f32).to_string(), "-1e+06");
    assert_eq!(DynTensor::scalar(1.5e6f32).to_string(), "1.5e+06");
    assert_eq!(DynTensor::scalar(1000001.0f32).to_string(), "1.000001e+06");
    assert_eq!(DynTensor::scalar(1e7f32).to_string(), "1e+07");
    assert_eq!(DynTensor::scalar(999999.94f32).to_string(), "999999.94");
    assert_eq!(DynTensor::scalar(999999.0f32).to_string(), "999999.0");
    assert_eq!(Tensor::scalar(1e6f32).to_string(), "1e+06");
    assert_eq!(DynTensor::scalar(1e6f64).to_string(), "1000000.0");
    // Integers never switch.
    assert_eq!(
        DynTensor::from_vec(vec![1i64, 1 << 40], &[2])
            .unwrap()
            .to_string(),
        "[            1 1099511627776]"
    );
    let z = DynTensor::from_vec(vec![0.0f64, -0.0, 0.25], &[3]).unwrap();
    assert_eq!(z.to_string(), "[ 0.   -0.    0.25]");
}

#[test]
fn printing_is_bounded_by_what_it_prints() {
    // An expanded view of 7^10 elements: NumPy's summary alone would show 6^10 of them (302 MB
    // of text); the outer dims then show their first entry only, so at most 1296 are shown.
    let one = DynTensor::scalar(1u8);
    let deep = one.expand(&[7; 10]);
    let text = deep.to_string();
    assert!(text.len() < 20_000, "{} bytes", text.len());
    assert_eq!(text.matches('1').count(), 1296);
    assert!(text.starts_with("[[[[[[[[[[1 1 1 ... 1 1 1]"));
    // 3^32 elements, every dim too short for NumPy's summary: 3^6 shown.
    let wide = one.expand(&[3; 32]);
    let text = wide.to_string();
    assert_eq!(text.matches('1').count(), 729);
    assert!(text.len() < 20_000, "{} bytes", text.len());
    assert!(format!("{wide:?}").len() < 20_000);
    // Rank 4 and below: NumPy's summary unchanged.
    let four = one.expand(&[7; 4]);
    assert_eq!(four.to_string().matches('1').count(), 1296);
    // Just above the bound: only the outermost dim is cut.
    let five = DynTensor::from_shape_fn(&[2, 7, 7, 7, 7], |i| (i % 10) as u8);
    let text = five.to_string();
    assert_eq!(text.matches(|c: char| c.is_ascii_digit()).count(), 1296);
    assert!(
        text.ends_with("]]]]\n\n\n\n ...]"),
        "{}",
        &text[text.len() - 40..]
    );
}

#[test]
fn a_precision_spells_nan_and_keeps_the_point() {
    // NumPy: `np.array2string(a, precision=p, floatmode='fixed')`.
    let t = DynTensor::from_vec(vec![1.5f64, f64::NAN], &[2]).unwrap();
    assert_eq!(format!("{t:.2}"), "[1.50  nan]");
    let t = DynTensor::from_vec(vec![2.0f64, f64::NAN], &[2]).unwrap();
    assert_eq!(format!("{t:.0}"), "[ 2. nan]");
    let t = DynTensor::from_vec(vec![2.0f32, f32::INFINITY, f32::NEG_INFINITY], &[3]).unwrap();
    assert_eq!(format!("{t:.0}"), "[  2.  inf -inf]");
    let t = Tensor::<f64, shape![3]>::from([2.5, 3.5, -0.4]);
    assert_eq!(format!("{t:.0}"), "[ 2.  4. -0.]");
    let t = DynTensor::from_vec(vec![1e10f64, 1.5], &[2]).unwrap();
    assert_eq!(format!("{t:.0}"), "[1.e+10 2.e+00]");
    // 0-d: `np.array2string(np.array(x), precision=p, floatmode='fixed')`.
    assert_eq!(format!("{:.2}", DynTensor::scalar(f64::NAN)), "nan");
    assert_eq!(format!("{:.0}", DynTensor::scalar(2.0f32)), "2.");
    // Booleans ignore a precision (Rust's own `{:.2}` of `true` is `tr`); NumPy prints
    // `[ True False]` with any precision.
    let b = DynTensor::from_vec(vec![true, false], &[2]).unwrap();
    assert_eq!(format!("{b:.0}"), "[ True False]");
    assert_eq!(format!("{b:.2}"), "[ True False]");
    assert_eq!(format!("{:.1}", DynTensor::scalar(false)), "False");
    // Integers have no point to keep.
    let i = DynTensor::from_vec(vec![1i32, 20], &[2]).unwrap();
    assert_eq!(format!("{i:.0}"), "[ 1 20]");
}
