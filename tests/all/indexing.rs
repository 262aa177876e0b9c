//! Indexing, scatter, masks, counting and sorting beyond the PyTorch corpus
//! (`torch_index_fixtures.rs`): the cases where this crate parts from PyTorch on purpose,
//! every index type, static and heap tensors, the panicking forms' texts and locations, and
//! `cast` from `bool`.

use shaped::prelude::*;

fn ints(v: Vec<i64>, dims: &[usize]) -> DynTensor<i64> {
    DynTensor::from_vec(v, dims).unwrap()
}

fn grid() -> DynTensor<i32> {
    DynTensor::from_shape_fn(&[3, 4], |i| (i / 4 * 10 + i % 4) as i32)
}

#[test]
fn take_along_dim_refuses_indices_past_the_end_where_pytorch_wraps_them_modulo() {
    let x = grid();
    // PyTorch 2.15 reads index 5 of a dim of size 3 as 5 % 3 = 2; NumPy and this crate refuse.
    let err = x
        .try_take_along_dim(&ints(vec![5], &[1, 1]), 0)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "index 5 is out of bounds for dimension 0 with size 3"
    );
    let err = x
        .try_take_along_dim(&ints(vec![-4], &[1, 1]), 0)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "index -4 is out of bounds for dimension 0 with size 3"
    );
    // Negative ones in range count from the end.
    let r = x.take_along_dim(&ints(vec![-1, 0, 1], &[3, 1]), 1);
    assert_eq!((r.shape(), r.to_vec()), (&[3, 1][..], vec![3, 10, 21]));
    // Sizes 1 broadcast along the other dims.
    let r = x.take_along_dim(&ints(vec![-1, 1], &[1, 2]), 1);
    assert_eq!(
        (r.shape(), r.to_vec()),
        (&[3, 2][..], vec![3, 1, 13, 11, 23, 21])
    );
    // A dim of size 0 (PyTorch divides by zero): every index is out of bounds.
    let empty = DynTensor::<f32>::zeros(&[2, 0]);
    let err = empty
        .try_take_along_dim(&ints(vec![0, 0], &[2, 1]), 1)
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "index 0 is out of bounds for dimension 1 with size 0"
    );
    // A 0-d tensor (PyTorch refuses its dim) is one element.
    let s = DynTensor::scalar(7);
    assert_eq!(
        s.take_along_dim(&DynTensor::scalar(-1i64), 0).to_vec(),
        vec![7]
    );
    assert_eq!(
        s.take_along_dim(&DynTensor::scalar(0i64), -1).shape(),
        &[] as &[usize]
    );
}

#[test]
fn index_add_on_a_scalar_is_one_element() {
    let s = DynTensor::scalar(1.5);
    let r = s.index_add(
        0,
        &ints(vec![0, 0], &[2]),
        &DynTensor::from_vec(vec![1.0, 2.0], &[2]).unwrap(),
    );
    assert_eq!(r.to_vec(), vec![4.5]);
}

#[test]
fn every_integer_type_indexes() {
    let x = grid();
    let want = vec![20, 21, 22, 23, 0, 1, 2, 3];
    let at = [2usize, 0];
    assert_eq!(
        x.index_select(0, &DynTensor::from_vec(at.to_vec(), &[2]).unwrap())
            .to_vec(),
        want
    );
    assert_eq!(
        x.index_select(0, &DynTensor::from_vec(vec![2u8, 0], &[2]).unwrap())
            .to_vec(),
        want
    );
    assert_eq!(
        x.index_select(0, &DynTensor::from_vec(vec![2i32, 0], &[2]).unwrap())
            .to_vec(),
        want
    );
    assert_eq!(
        x.index_select(0, &DynTensor::from_vec(vec![2i16, 0], &[2]).unwrap())
            .to_vec(),
        want
    );
    assert_eq!(
        x.index_select(0, &DynTensor::from_vec(vec![2u64, 0], &[2]).unwrap())
            .to_vec(),
        want
    );
    // The largest unsigned values are out of range, not wrapped to negative ones.
    let far = DynTensor::from_vec(vec![u64::MAX], &[1, 1]).unwrap();
    assert_eq!(
        x.try_gather(0, &far).unwrap_err().to_string(),
        "index 18446744073709551615 is out of bounds for dimension 0 with size 3"
    );
    let far = DynTensor::from_vec(vec![usize::MAX], &[1]).unwrap();
    assert!(x.try_take(&far).is_err());
    // The positions argsort and argmax return index directly.
    let order = x.argsort(1, true);
    assert_eq!(x.gather(1, &order).to_vec()[..4], [3, 2, 1, 0]);
    assert_eq!(
        x.take_along_dim(&x.argmax(1, true), 1).to_vec(),
        vec![3, 13, 23]
    );
}

#[test]
fn static_and_heap_tensors_have_the_same_methods() {
    let s = Tensor::<f32, shape![2, 3]>::from([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]]);
    let h = HeapTensor::<f32, shape![2, 3]>::from_vec(s.to_vec(), &[2, 3]).unwrap();
    let idx = Tensor::<i64, shape![2]>::from([1, 1]);
    assert_eq!(s.index_select(1, &idx).to_vec(), vec![1.0, 1.0, 5.0, 5.0]);
    assert_eq!(h.index_select(1, &idx).to_vec(), vec![1.0, 1.0, 5.0, 5.0]);
    assert_eq!(
        s.sort(1, false).0.to_vec(),
        vec![1.0, 2.0, 3.0, 0.0, 4.0, 5.0]
    );
    assert_eq!(h.topk(1, 1, true).1.to_vec(), vec![0, 1]);
    let mask = DynTensor::from_vec(s.iter().map(|&v| v > 2.5).collect(), &[2, 3]).unwrap();
    assert_eq!(h.masked_select(&mask).to_vec(), vec![3.0, 5.0, 4.0]);
    assert_eq!(
        s.masked_fill(&mask, 0.0).to_vec(),
        vec![0.0, 1.0, 2.0, 0.0, 0.0, 0.0]
    );
    assert_eq!(s.nonzero().to_vec(), vec![0, 0, 0, 1, 0, 2, 1, 1, 1, 2]);
    // A view reads through its strides.
    let t = DynTensor::from_vec(s.to_vec(), &[2, 3]).unwrap();
    let v = t.t();
    assert_eq!(v.take(&ints(vec![1, -1], &[2])).to_vec(), vec![0.0, 4.0]);
    assert_eq!(v.argsort(0, false).to_vec(), vec![1, 0, 2, 2, 0, 1]);
}

#[test]
fn plain_forms_panic_with_the_text_at_the_caller() {
    let x = grid();
    let bad = ints(vec![3], &[1]);
    let caught = std::panic::catch_unwind(|| x.index_select(0, &bad)).unwrap_err();
    assert_eq!(
        caught.downcast_ref::<String>().unwrap(),
        "index out of range in self"
    );
    let text = std::panic::catch_unwind(|| x.gather(0, &ints(vec![-1], &[1, 1]))).unwrap_err();
    assert_eq!(
        text.downcast_ref::<String>().unwrap(),
        "index -1 is out of bounds for dimension 0 with size 3"
    );
    let caught = std::panic::catch_unwind(|| x.bincount(0)).unwrap_err();
    assert_eq!(
        caught.downcast_ref::<String>().unwrap(),
        "bincount only supports 1-d non-negative integral inputs."
    );
}

#[test]
fn a_failed_scatter_leaves_the_tensor_as_it_was() {
    let x = grid();
    let before = x.to_vec();
    // The last index is out of bounds: nothing of the first two is written anywhere.
    let at = ints(vec![0, 1, 3], &[3, 1]);
    let src = DynTensor::from_vec(vec![-1, -2, -3], &[3, 1]).unwrap();
    assert!(x.try_scatter(0, &at, &src).is_err());
    assert!(x.try_scatter_add(0, &at, &src).is_err());
    assert!(
        x.try_index_add(0, &ints(vec![0, 3], &[2]), &DynTensor::<i32>::ones(&[2, 4]))
            .is_err()
    );
    assert_eq!(x.to_vec(), before);
}

#[test]
fn scatter_add_and_index_add_wrap_integers_instead_of_panicking() {
    let x = DynTensor::from_vec(vec![i8::MAX], &[1]).unwrap();
    let one = DynTensor::from_vec(vec![1i8], &[1]).unwrap();
    assert_eq!(
        x.scatter_add(0, &ints(vec![0], &[1]), &one).to_vec(),
        vec![i8::MIN]
    );
    assert_eq!(
        x.index_add(0, &ints(vec![0], &[1]), &one).to_vec(),
        vec![i8::MIN]
    );
}

#[test]
fn repeated_scatter_targets_keep_the_last_write() {
    let x = DynTensor::<i32>::zeros(&[3]);
    let at = ints(vec![1, 1, 1], &[3]);
    let src = DynTensor::from_vec(vec![5, 6, 7], &[3]).unwrap();
    assert_eq!(x.scatter(0, &at, &src).to_vec(), vec![0, 7, 0]);
    assert_eq!(x.scatter_add(0, &at, &src).to_vec(), vec![0, 18, 0]);
}

#[test]
fn sorting_is_stable_with_nan_last_and_signed_zeros_equal() {
    let x = DynTensor::from_vec(vec![0.0, f64::NAN, -0.0, -1.0, f64::NAN, 0.0], &[6]).unwrap();
    assert_eq!(x.argsort(0, false).to_vec(), vec![3, 0, 2, 5, 1, 4]);
    assert_eq!(x.argsort(0, true).to_vec(), vec![1, 4, 0, 2, 5, 3]);
    let (v, i) = x.topk(2, 0, false);
    assert_eq!((v.to_vec(), i.to_vec()), (vec![-1.0, 0.0], vec![3, 0]));
    // Integers, along a middle dim of a view.
    let t = DynTensor::from_shape_fn(&[2, 3, 2], |i| ((i / 2 % 3 * 7 + i % 2 * 3) % 4) as i32);
    let (v, i) = t.sort(1, false);
    for lane in 0..4 {
        let (b, c) = (lane / 2, lane % 2);
        let got: Vec<i32> = (0..3).map(|k| *v.get([b, k, c]).unwrap()).collect();
        let mut want: Vec<i32> = (0..3).map(|k| *t.get([b, k, c]).unwrap()).collect();
        want.sort();
        assert_eq!(got, want);
        let from: Vec<i32> = (0..3)
            .map(|k| *t.get([b, *i.get([b, k, c]).unwrap(), c]).unwrap())
            .collect();
        assert_eq!(from, want);
    }
}

#[test]
fn bincount_counts_and_sums_weights() {
    let x = ints(vec![1, 1, 4], &[3]);
    assert_eq!(x.bincount(0).to_vec(), vec![0, 2, 0, 0, 1]);
    assert_eq!(x.bincount(7).shape(), &[7]);
    let w = DynTensor::from_vec(vec![0.5f32, 0.25, 2.0], &[3]).unwrap();
    assert_eq!(
        x.bincount_weighted(&w, 0).to_vec(),
        vec![0.0, 0.75, 0.0, 0.0, 2.0]
    );
    assert_eq!(ints(vec![], &[0]).bincount(3).to_vec(), vec![0, 0, 0]);
    assert_eq!(
        ints(vec![-1], &[1])
            .try_bincount(0)
            .unwrap_err()
            .to_string(),
        "bincount only supports 1-d non-negative integral inputs."
    );
    assert_eq!(
        x.try_bincount_weighted(&w.narrow(0, 0, 2), 0)
            .unwrap_err()
            .to_string(),
        "weights should be 1-d and have the same length as input"
    );
}

#[test]
fn cast_from_bool_gives_one_for_true_in_every_number_type() {
    let b = DynTensor::from_vec(vec![true, false, true], &[3]).unwrap();
    macro_rules! each {
        ($($t:ty),*) => {$(
            assert_eq!(b.cast::<$t>().to_vec(), vec![1 as $t, 0 as $t, 1 as $t], stringify!($t));
        )*};
    }
    each!(
        i8, i16, i32, i64, i128, isize, u8, u16, u32, u64, u128, usize, f32, f64
    );
    assert_eq!(b.cast::<bool>().to_vec(), vec![true, false, true]);
    // A number to bool is "not zero", NaN included, -0.0 excluded.
    let f = DynTensor::from_vec(vec![0.0, -0.0, f64::NAN, 0.5], &[4]).unwrap();
    assert_eq!(f.cast::<bool>().to_vec(), vec![false, false, true, true]);
    // The k-means idiom: the size of each cluster from a comparison.
    let labels = ints(vec![0, 2, 2, 1], &[4]);
    let in_two = labels.eq(&DynTensor::scalar(2i64));
    assert_eq!(in_two.cast::<f64>().sum_all(), 2.0);
}

/// Indices read through a view (transposed, expanded) are the view's elements in row-major
/// order: the same results as a contiguous copy, and the first bad index in that order named.
#[test]
fn indices_read_through_views_act_as_their_copies() {
    let x = grid();
    let idx = ints(vec![0, 2, 1, 2, 3, 0], &[2, 3]);
    let t = idx.t();
    let copy = idx.t().contiguous();
    assert!(t.as_slice().is_none());
    assert_eq!(x.gather(1, &t).to_vec(), x.gather(1, &copy).to_vec());
    assert_eq!(x.take(&t).to_vec(), x.take(&copy).to_vec());
    assert_eq!(
        x.take_along_dim(&t, 1).to_vec(),
        x.take_along_dim(&copy, 1).to_vec()
    );
    let one = ints(vec![2], &[1]);
    let three = one.expand(&[3]);
    assert_eq!(
        x.index_select(0, &three).to_vec(),
        x.index_select(0, &ints(vec![2, 2, 2], &[3])).to_vec()
    );
    assert_eq!(three.bincount(0).to_vec(), vec![0, 0, 3]);
    let ones = DynTensor::<i32>::ones(&[3, 4]);
    assert_eq!(
        DynTensor::<i32>::zeros(&[3, 4])
            .index_add(0, &three, &ones)
            .to_vec(),
        [vec![0; 8], vec![3; 4]].concat()
    );
    // Row-major order of the transposed view: 0, 17, 19, 1; the first bad one is 17.
    let bad = ints(vec![0, 19, 17, 1], &[2, 2]);
    assert_eq!(
        x.try_gather(1, &bad.t()).unwrap_err().to_string(),
        "index 17 is out of bounds for dimension 1 with size 4"
    );
    assert_eq!(
        x.try_take(&bad.t()).unwrap_err().to_string(),
        "out of range: tried to access index 17 on a tensor of 12 elements."
    );
    let minus_one = ints(vec![-1], &[1]);
    let negative = minus_one.expand(&[2]);
    assert_eq!(
        negative.try_bincount(0).unwrap_err().to_string(),
        ShapeError::BincountInput.to_string()
    );
}

/// The in-place scatter forms on a heap tensor with a static shape keep its type; a failing
/// call leaves it as it was.
#[test]
fn in_place_scatter_forms_keep_a_static_shape() {
    let mut sums = HeapTensor::<f64, shape![2, 2]>::from_vec(vec![0.0; 4], &[2, 2]).unwrap();
    let points = DynTensor::from_vec(vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0], &[3, 2]).unwrap();
    let labels = DynTensor::from_vec(vec![1usize, 0, 1], &[3]).unwrap();
    sums.index_add_(0, &labels, &points);
    let _: &HeapTensor<f64, shape![2, 2]> = &sums;
    assert_eq!(sums.to_vec(), vec![3.0, 4.0, 6.0, 8.0]);
    let bad = DynTensor::from_vec(vec![1usize, 2, 0], &[3]).unwrap();
    assert_eq!(
        sums.try_index_add_(0, &bad, &points)
            .unwrap_err()
            .to_string(),
        "index 2 is out of bounds for dimension 0 with size 2"
    );
    assert_eq!(sums.to_vec(), vec![3.0, 4.0, 6.0, 8.0]);
    let index = DynTensor::from_vec(vec![1i64, 0, 1, 1], &[2, 2]).unwrap();
    let ones = DynTensor::from_vec(vec![1.0; 4], &[2, 2]).unwrap();
    sums.scatter_add_(0, &index, &ones);
    assert_eq!(sums.to_vec(), vec![3.0, 5.0, 8.0, 9.0]);
    let minus = DynTensor::from_vec(vec![-1.0; 4], &[2, 2]).unwrap();
    sums.scatter_(1, &index, &minus);
    assert_eq!(sums.to_vec(), vec![-1.0, -1.0, 8.0, -1.0]);
    let far = DynTensor::from_vec(vec![0i64, 5, 0, 0], &[2, 2]).unwrap();
    assert!(sums.try_scatter_(1, &far, &ones).is_err());
    assert_eq!(sums.to_vec(), vec![-1.0, -1.0, 8.0, -1.0]);
}

#[test]
fn gather_results_have_the_index_shape_type() {
    let x = Tensor::<i32, shape![3, 4]>::from_fn(|i| (i / 4 * 10 + i % 4) as i32);
    let d = x.to_dyn();
    // A static index: the result's shape is the index's, as a type.
    let at = Tensor::<i64, shape![3, 2]>::from([[3, 0], [1, 1], [0, 2]]);
    let g: HeapTensor<i32, shape![3, 2]> = x.gather(1, &at);
    assert_eq!(g.to_vec(), vec![3, 0, 11, 11, 20, 22]);
    assert_eq!(g.to_vec(), d.gather(1, &at.to_dyn()).to_vec());
    // A heap index with a run-time size keeps its `Dyn` dim; the sizes are checked as before.
    let rows = HeapTensor::<i64, shape![Dyn, 4]>::from_vec(vec![2, 0, 1, 2], &[1, 4]).unwrap();
    let r: HeapTensor<i32, shape![Dyn, 4]> = x.gather(0, &rows);
    assert_eq!((r.shape(), r.to_vec()), (&[1, 4][..], vec![20, 1, 12, 23]));
    let bad = Tensor::<i64, shape![1, 1]>::from([[4]]);
    assert_eq!(
        x.try_gather(1, &bad).unwrap_err().to_string(),
        "index 4 is out of bounds for dimension 1 with size 4"
    );
    // A dynamic index still gives a `DynTensor`.
    let dyn_at: DynTensor<i32> = d.gather(0, &ints(vec![1, 2, 0, 0], &[1, 4]));
    assert_eq!(dyn_at.to_vec(), vec![10, 21, 2, 3]);
}

#[test]
fn sort_and_masked_fill_keep_static_shapes() {
    let x = Tensor::<f32, shape![2, 3]>::from([[3.0, 1.0, 2.0], [0.0, 5.0, 4.0]]);
    let (sorted, at) = x.sort(1, true);
    let sorted: HeapTensor<f32, shape![2, 3]> = sorted;
    let at: HeapTensor<usize, shape![2, 3]> = at;
    assert_eq!(sorted.to_vec(), vec![3.0, 2.0, 1.0, 5.0, 4.0, 0.0]);
    assert_eq!(at.to_vec(), vec![0, 2, 1, 1, 2, 0]);
    let order: HeapTensor<usize, shape![2, 3]> = x.argsort(0, false);
    assert_eq!(order.to_vec(), x.to_dyn().argsort(0, false).to_vec());
    // A static mask broadcast against the tensor: the broadcast shape, as a type.
    let rows = Tensor::<bool, shape![2, 1]>::from([[true], [false]]);
    let filled: HeapTensor<f32, shape![2, 3]> = x.masked_fill(&rows, -1.0);
    assert_eq!(filled.to_vec(), vec![-1.0, -1.0, -1.0, 0.0, 5.0, 4.0]);
    let wide = Tensor::<bool, shape![3]>::from([false, true, false]);
    let column = Tensor::<f32, shape![2, 1]>::from([[7.0], [8.0]]);
    let grown: HeapTensor<f32, shape![2, 3]> = column.masked_fill(&wide, 0.0);
    assert_eq!(grown.to_vec(), vec![7.0, 0.0, 7.0, 8.0, 0.0, 8.0]);
    // Dynamic operands still give a `DynTensor`, with PyTorch's text when they clash.
    let d = x.to_dyn();
    let mask = DynTensor::from_vec(vec![true, false], &[2]).unwrap();
    assert_eq!(
        d.try_masked_fill(&mask, 0.0).unwrap_err().to_string(),
        "The size of tensor a (2) must match the size of tensor b (3) at non-singleton dimension 1"
    );
    let kept: DynTensor<f32> = d.masked_fill(&rows.to_dyn(), 0.0);
    assert_eq!(kept.shape(), &[2, 3]);
}
