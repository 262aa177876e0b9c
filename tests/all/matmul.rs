//! Matrix products: torch.matmul's rank rules on the static and dynamic paths, PyTorch's error
//! texts, views as operands, large products against the shared reference.

use crate::reference::matmul::ref_matmul;
use shaped::prelude::*;

fn dynt<T: Clone>(v: &[T], dims: &[usize]) -> DynTensor<T> {
    DynTensor::from_vec(v.to_vec(), dims).unwrap()
}

fn err<T: core::fmt::Debug>(r: Result<T, ShapeError>) -> String {
    r.unwrap_err().to_string()
}

#[test]
fn static_rank_rules_and_output_types() {
    let a = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
    let b = Tensor::<i32, shape![3, 2]>::from([[1, 0], [0, 1], [2, 2]]);
    let v = Tensor::<i32, shape![3]>::from([1, 1, 2]);
    let w = Tensor::<i32, shape![2]>::from([1, -1]);
    let mm: Tensor<i32, shape![2, 2]> = a.matmul(&b);
    assert_eq!(mm.to_vec(), vec![7, 8, 16, 17]);
    let mv: Tensor<i32, shape![2]> = a.matmul(&v);
    assert_eq!(mv.to_vec(), vec![9, 21]);
    let vm: Tensor<i32, shape![3]> = w.matmul(&a);
    assert_eq!(vm.to_vec(), vec![-3, -3, -3]);
    let dot: Tensor<i32, shape![]> = v.matmul(&v);
    assert_eq!(dot.get([]), Some(&6));
    // Batched, with broadcast batch dims.
    let x = Tensor::<i32, shape![2, 1, 2, 3]>::from_fn(|i| i as i32);
    let y = Tensor::<i32, shape![3, 3, 1]>::from_fn(|i| i as i32 % 3);
    let z: Tensor<i32, shape![2, 3, 2, 1]> = x.matmul(&y);
    let zd = dynt(&x.to_vec(), &[2, 1, 2, 3]).matmul(&dynt(&y.to_vec(), &[3, 3, 1]));
    assert_eq!(zd.shape(), &[2, 3, 2, 1]);
    assert_eq!(z.to_vec(), zd.to_vec());
    // N-d times 1-d and 1-d times N-d.
    let nv: Tensor<i32, shape![2, 1, 2]> = x.matmul(&v);
    assert_eq!(
        nv.to_vec(),
        dynt(&x.to_vec(), &[2, 1, 2, 3])
            .matmul(&dynt(&v.to_vec(), &[3]))
            .to_vec()
    );
    let vn: Tensor<i32, shape![3, 1]> = v.matmul(&y);
    assert_eq!(vn.to_vec(), vec![5, 5, 5]);
}

#[test]
fn imu_calibration_example() {
    let samples = Tensor::<f32, shape![8, 3]>::from_fn(|i| i as f32);
    let rot =
        Tensor::<f32, shape![3, 3]>::from([[0.0, 1.0, 0.0], [-1.0, 0.0, 0.0], [0.0, 0.0, 1.0]]);
    let out: Tensor<f32, shape![8, 3]> = samples.matmul(&rot);
    for r in 0..8 {
        let (x, y, z) = (3.0 * r as f32, 3.0 * r as f32 + 1.0, 3.0 * r as f32 + 2.0);
        assert_eq!(out.get([r, 0]), Some(&-y));
        assert_eq!(out.get([r, 1]), Some(&x));
        assert_eq!(out.get([r, 2]), Some(&z));
    }
}

#[test]
fn dynamic_error_texts() {
    let m23 = DynTensor::<f32>::ones(&[2, 3]);
    assert_eq!(
        err(m23.try_matmul(&DynTensor::<f32>::ones(&[4, 5]))),
        "mm: mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)"
    );
    assert_eq!(
        err(DynTensor::<f32>::ones(&[]).try_matmul(&m23)),
        "both arguments to matmul need to be at least 1D, but they are 0D and 2D"
    );
    assert_eq!(
        err(m23.try_matmul(&DynTensor::<f32>::ones(&[]))),
        "both arguments to matmul need to be at least 1D, but they are 2D and 0D"
    );
    assert_eq!(
        err(DynTensor::<f32>::ones(&[3]).try_matmul(&DynTensor::<f32>::ones(&[4]))),
        "inconsistent tensor size, expected tensor [3] and src [4] to have the same number of elements, but got 3 and 4 elements respectively"
    );
    assert_eq!(
        err(m23.try_matmul(&DynTensor::<f32>::ones(&[4]))),
        "size mismatch, got input (2), mat (2x3), vec (4)"
    );
    assert_eq!(
        err(DynTensor::<f32>::ones(&[3]).try_matmul(&DynTensor::<f32>::ones(&[4, 5]))),
        "mm: mat1 and mat2 shapes cannot be multiplied (1x3 and 4x5)"
    );
    assert_eq!(
        err(DynTensor::<f32>::ones(&[2, 2, 3]).try_matmul(&DynTensor::<f32>::ones(&[4, 5]))),
        "mm: mat1 and mat2 shapes cannot be multiplied (4x3 and 4x5)"
    );
    assert_eq!(
        err(DynTensor::<f32>::ones(&[2, 2, 3]).try_matmul(&DynTensor::<f32>::ones(&[4]))),
        "size mismatch, got input (4), mat (4x3), vec (4)"
    );
    assert_eq!(
        err(DynTensor::<f32>::ones(&[2, 2, 3]).try_matmul(&DynTensor::<f32>::ones(&[3, 2, 4, 5]))),
        "Expected size for first two dimensions of batch2 tensor to be: [6, 3] but got: [6, 4]."
    );
    assert_eq!(
        err(DynTensor::<f32>::ones(&[3]).try_matmul(&DynTensor::<f32>::ones(&[2, 4, 5]))),
        "Expected size for first two dimensions of batch2 tensor to be: [2, 3] but got: [2, 4]."
    );
    // 1-d · N-d: PyTorch folds it into one matrix-vector product when the right operand's
    // batch dims and columns merge without a copy (here: one batch), and says so.
    assert_eq!(
        err(DynTensor::<f32>::ones(&[3]).try_matmul(&DynTensor::<f32>::ones(&[1, 4, 5]))),
        "size mismatch, got input (5), mat (5x4), vec (3)"
    );
    assert_eq!(
        err(DynTensor::<f32>::ones(&[3]).try_matmul(&DynTensor::<f32>::ones(&[2, 4, 0]))),
        "size mismatch, got input (0), mat (0x4), vec (3)"
    );
    assert_eq!(
        err(DynTensor::<f32>::ones(&[3, 2, 3]).try_matmul(&DynTensor::<f32>::ones(&[2, 3, 5]))),
        "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0"
    );
}

#[test]
#[should_panic(expected = "mm: mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)")]
fn operator_form_panics_with_the_text() {
    DynTensor::<f32>::ones(&[2, 3]).matmul(&DynTensor::<f32>::ones(&[4, 5]));
}

#[test]
fn dyn_dims_on_the_static_path_are_checked_at_run_time() {
    let a = HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![1.0; 6], &[2, 3]).unwrap();
    let b = HeapTensor::<f32, shape![3, 2]>::ones();
    let c: HeapTensor<f32, shape![Dyn, 2]> = a.matmul(&b);
    assert_eq!(c.to_vec(), vec![3.0; 4]);
    let bad = HeapTensor::<f32, shape![Dyn, 2]>::from_vec(vec![1.0; 8], &[4, 2]).unwrap();
    assert_eq!(
        err(a.try_matmul(&bad)),
        "mm: mat1 and mat2 shapes cannot be multiplied (2x3 and 4x2)"
    );
    // A static operand with a dynamic one gives a dynamic result.
    let d = dynt(&[1.0f32, 2.0, 3.0], &[3]);
    let r: DynTensor<f32> = b.t().matmul(&d);
    assert_eq!(r.to_vec(), vec![6.0, 6.0]);
}

#[test]
fn a_result_too_large_to_count_is_an_error() {
    let big = 1usize << 40;
    let a = DynTensor::<f32>::zeros(&[big, 0]);
    let b = DynTensor::<f32>::zeros(&[0, big]);
    assert_eq!(
        err(a.try_matmul(&b)),
        format!("Storage size calculation overflowed with sizes=[{big}, {big}]")
    );
    let c = DynTensor::<f32>::zeros(&[big, 1, 0, 0]);
    let d = DynTensor::<f32>::zeros(&[big, 0, 3]);
    assert_eq!(
        err(c.try_matmul(&d)),
        format!("Storage size calculation overflowed with sizes=[{big}, {big}, 0, 3]")
    );
    // The batched text's matrix count saturates instead of overflowing.
    let e = DynTensor::<f32>::zeros(&[big, 1, 0, 1]);
    let f = DynTensor::<f32>::zeros(&[big, 2, 0]);
    assert_eq!(
        err(e.try_matmul(&f)),
        format!(
            "Expected size for first two dimensions of batch2 tensor to be: [{}, 1] but got: [{}, 2].",
            usize::MAX,
            usize::MAX
        )
    );
}

#[test]
fn empty_operands() {
    let a = DynTensor::<f32>::ones(&[2, 0]);
    let b = DynTensor::<f32>::ones(&[0, 3]);
    let c = a.matmul(&b);
    assert_eq!(c.shape(), &[2, 3]);
    assert_eq!(c.to_vec(), vec![0.0; 6]);
    let s = Tensor::<f32, shape![0]>::zeros();
    assert_eq!(s.matmul(&s).get([]), Some(&0.0));
    let e = DynTensor::<f32>::ones(&[0, 2, 3]).matmul(&DynTensor::<f32>::ones(&[3, 4]));
    assert_eq!(e.shape(), &[0, 2, 4]);
}

#[test]
fn views_as_operands() {
    let a = Tensor::<i64, shape![3, 2]>::from([[1, 2], [3, 4], [5, 6]]);
    let at = a.t();
    let p: Tensor<i64, shape![2, 2]> = at.matmul(&a);
    assert_eq!(p.to_vec(), vec![35, 44, 44, 56]);
    let col = a.narrow::<1, 1>(1).unwrap();
    let q: Tensor<i64, shape![2, 1]> = at.matmul(&col);
    assert_eq!(q.to_vec(), vec![44, 56]);
    let d = dynt(&(0..12).collect::<Vec<i64>>(), &[3, 4]);
    let dt = d.t();
    let g = dt.matmul(&d);
    let (dims, naive) = ref_matmul(
        &[4, 3],
        &[1, 4],
        &dt.to_vec(),
        &[3, 4],
        &[4, 1],
        &d.to_vec(),
        0,
        |s, x, y| s + x * y,
    )
    .unwrap();
    assert_eq!(g.shape(), &dims[..]);
    assert_eq!(g.to_vec(), naive);
    let row = dynt(&[1i64, 2, 3], &[3]);
    let ex = row.expand(&[2, 3]);
    assert_eq!(ex.matmul(&d).to_vec(), vec![32, 38, 44, 50, 32, 38, 44, 50]);
}

#[test]
fn large_float_products_match_the_reference() {
    // Big enough for the gemm path; values are small integers, so sums are exact.
    for &(m, k, n) in &[(64usize, 48usize, 40usize), (33, 65, 17)] {
        let a: Vec<f64> = (0..m * k).map(|i| (i % 7) as f64 - 3.0).collect();
        let b: Vec<f64> = (0..k * n).map(|i| (i % 5) as f64 - 2.0).collect();
        let (_, naive) = ref_matmul(
            &[m, k],
            &[k as isize, 1],
            &a,
            &[k, n],
            &[n as isize, 1],
            &b,
            0.0,
            |s, x, y| s + x * y,
        )
        .unwrap();
        let (da, db) = (dynt(&a, &[m, k]), dynt(&b, &[k, n]));
        assert_eq!(da.matmul(&db).to_vec(), naive);
        // Transposed operand: b stored as [n, k], read through `t()`.
        let bt: Vec<f64> = (0..n * k).map(|q| b[(q % k) * n + q / k]).collect();
        let dbt = dynt(&bt, &[n, k]);
        assert_eq!(da.matmul(&dbt.t()).to_vec(), naive);
        let fa = da.map(|&x| x as f32);
        let fb = db.map(|&x| x as f32);
        assert_eq!(
            fa.matmul(&fb).to_vec(),
            naive.iter().map(|&x| x as f32).collect::<Vec<_>>()
        );
    }
}

#[test]
fn integer_products_wrap() {
    let a = Tensor::<u8, shape![2]>::from([16, 1]);
    let b = Tensor::<u8, shape![2]>::from([16, 1]);
    assert_eq!(a.matmul(&b).get([]), Some(&1));
}
