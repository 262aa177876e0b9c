//! Dynamic views beyond `views_dynamic.rs`: the blog example step by step, the remaining error
//! texts (permute length, leading `-1` in expand, invalid sizes), PyTorch's strides for
//! unsqueeze/expand/view in edge cases (0-d, size-1 dims, empty tensors), tiled copies of
//! transposes checked element by element, and views as operands and destinations with values
//! that would show a wrong write.

use shaped::prelude::*;

fn arange(dims: &[usize]) -> DynTensor<i32> {
    DynTensor::from_shape_fn(dims, |i| i as i32)
}

fn err<T>(r: Result<T, ShapeError>) -> String {
    match r {
        Ok(_) => panic!("expected an error"),
        Err(e) => e.to_string(),
    }
}

/// The element at `index` of a tensor, read through its strides by hand.
fn by_strides(t: &DynView<'_, i32>, base: &[i32], index: &[usize]) -> i32 {
    let at = t.storage_offset() as isize
        + index
            .iter()
            .zip(t.stride())
            .map(|(&i, &s)| i as isize * s)
            .sum::<isize>();
    base[at as usize]
}

#[test]
fn blog_example_step_by_step() {
    let t = arange(&[3, 4]);
    assert_eq!(t.stride(), &[4, 1]);
    assert!(t.is_contiguous());
    let tt = t.t();
    assert_eq!(tt.shape(), &[4, 3]);
    assert_eq!(tt.stride(), &[1, 4]);
    assert!(!tt.is_contiguous());
    assert!(tt.shares_storage_with(&t));
    let c = tt.view().contiguous();
    assert_eq!(c.view().stride(), &[3, 1]);
    assert!(c.view().is_contiguous());
    assert_eq!(c.view().to_vec(), tt.to_vec());
    assert_eq!(
        err(tt.view().try_view_shape(&[3, 4])),
        "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead."
    );
    let r = tt.view().reshape(&[3, 4]);
    assert!(!r.is_view());
    assert_eq!(
        r.view().to_vec(),
        vec![0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11]
    );
    // the contiguous copy views as anything
    assert_eq!(c.view().view_shape(&[-1]).stride(), &[1]);
    // the transpose of the transpose is contiguous again, and so a view
    let back = tt.t();
    assert!(back.is_contiguous());
    assert!(back.view().contiguous().is_view());
    assert!(back.reshape(&[12]).is_view());
}

#[test]
fn remaining_error_texts() {
    let t = arange(&[2, 3, 4]);
    assert_eq!(
        err(t.try_permute(&[0, 1])),
        "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the desired ordering of dimensions i.e. input.dim() = 3 is not equal to len(dims) = 2"
    );
    assert_eq!(
        err(t.try_permute(&[0, 1, 3])),
        "Dimension out of range (expected to be in range of [-3, 2], but got 3)"
    );
    assert_eq!(
        err(t.try_expand(&[-1, 2, 3, 4])),
        "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 0"
    );
    assert_eq!(
        err(t.try_view_shape(&[-2, 12])),
        "invalid shape dimension -2 at index 0 of shape [-2, 12]"
    );
    assert_eq!(
        err(t.try_reshape(&[5, -1])),
        "shape '[5, -1]' is invalid for input of size 24"
    );
    assert_eq!(
        err(t.try_reshape(&[-1, 0])),
        "shape '[-1, 0]' is invalid for input of size 24"
    );
    assert_eq!(
        err(t.try_unsqueeze(4)),
        "Dimension out of range (expected to be in range of [-4, 3], but got 4)"
    );
    assert_eq!(
        err(t.try_unsqueeze(-5)),
        "Dimension out of range (expected to be in range of [-4, 3], but got -5)"
    );
    assert_eq!(
        err(t.try_select(-1, -5)),
        "select(): index -5 out of range for tensor of size [2, 3, 4] at dimension 2"
    );
    assert_eq!(
        err(t.try_narrow(-2, 2, 2)),
        "start (2) + length (2) exceeds dimension size (3)."
    );
    // torch 2.15.0: t.narrow(0, 2**63 - 1, 2) on a [2, 3, 4] tensor
    assert_eq!(
        err(t.try_narrow(0, isize::MAX, 2)),
        "start out of range (expected to be in range of [-2, 2], but got 9223372036854775807)"
    );
    assert_eq!(
        err(t.try_squeeze_dim(3)),
        "Dimension out of range (expected to be in range of [-3, 2], but got 3)"
    );
    assert_eq!(
        err(t.try_t()),
        "t() expects a tensor with <= 2 dimensions, but self is 3D"
    );
    let s = DynTensor::scalar(1);
    assert_eq!(
        err(s.try_select(0, 0)),
        "select() cannot be applied to a 0-dim tensor."
    );
    assert_eq!(
        err(s.try_unsqueeze(2)),
        "Dimension out of range (expected to be in range of [-1, 0], but got 2)"
    );
}

#[test]
fn mut_views_report_the_same_errors() {
    let mut t = arange(&[3, 3, 1]);
    assert_eq!(
        err(t.view_mut().try_select(0, 3)),
        "select(): index 3 out of range for tensor of size [3, 3, 1] at dimension 0"
    );
    assert_eq!(
        err(t.view_mut().try_narrow(2, 0, 2)),
        "start (0) + length (2) exceeds dimension size (1)."
    );
    assert_eq!(
        err(t.view_mut().try_permute(&[2, 2, 0])),
        "permute(): duplicate dims are not allowed."
    );
    assert_eq!(
        err(t.view_mut().try_transpose(0, 3)),
        "Dimension out of range (expected to be in range of [-3, 2], but got 3)"
    );
}

#[test]
fn unsqueeze_strides_follow_pytorch() {
    let t = arange(&[2, 3]);
    let at = |d: isize| {
        let v = t.unsqueeze(d);
        (v.shape().to_vec(), v.stride().to_vec())
    };
    assert_eq!(at(0), (vec![1, 2, 3], vec![6, 3, 1]));
    assert_eq!(at(1), (vec![2, 1, 3], vec![3, 3, 1]));
    assert_eq!(at(2), (vec![2, 3, 1], vec![3, 1, 1]));
    assert_eq!(at(-1), at(2));
    assert_eq!(at(-3), at(0));
    // on a transpose: size * stride of the dim that moves right
    let tt = t.t();
    let u = tt.unsqueeze(1);
    assert_eq!((u.shape(), u.stride()), (&[3, 1, 2][..], &[1, 6, 3][..]));
    // 0-d: dims -1 and 0 both give [1] with stride 1
    let s = DynTensor::scalar(5);
    for d in [-1, 0] {
        let u = s.unsqueeze(d);
        assert_eq!((u.shape(), u.stride()), (&[1][..], &[1][..]));
    }
}

#[test]
fn squeeze_keeps_the_other_strides() {
    let t = arange(&[2, 1, 3, 1]);
    let tt = t.permute(&[2, 1, 0, 3]);
    assert_eq!(tt.stride(), &[1, 3, 3, 1]);
    let sq = tt.view().squeeze();
    assert_eq!((sq.shape(), sq.stride()), (&[3, 2][..], &[1, 3][..]));
    assert_eq!(tt.view().squeeze_dim(-1).shape(), &[3, 1, 2]);
    assert_eq!(tt.squeeze_dim(0).shape(), &[3, 1, 2, 1]);
    let ones = arange(&[1, 1]);
    let s = ones.squeeze();
    assert_eq!(s.rank(), 0);
    assert_eq!(s.get([]), Some(&0));
    // squeezing a 0-d tensor is a no-op
    let z = DynTensor::scalar(3);
    assert_eq!(z.squeeze_dim(0).rank(), 0);
    assert_eq!(z.squeeze().rank(), 0);
}

#[test]
fn t_returns_small_tensors_as_they_are() {
    let v = arange(&[5]);
    let vt = v.t();
    assert_eq!((vt.shape(), vt.stride()), (&[5][..], &[1][..]));
    assert!(vt.shares_storage_with(&v));
    let s = DynTensor::scalar(2);
    assert_eq!(s.t().rank(), 0);
}

#[test]
fn select_and_narrow_move_the_offset() {
    let t = arange(&[3, 4]);
    let row = t.select(0, -1);
    assert_eq!(
        (row.storage_offset(), row.to_vec()),
        (8, vec![8, 9, 10, 11])
    );
    let col = t.select(-1, 1);
    assert_eq!((col.storage_offset(), col.stride()), (1, &[4][..]));
    assert_eq!(col.to_vec(), vec![1, 5, 9]);
    let cols = t.narrow(-1, 1, 2);
    let n = cols.narrow(0, 1, 2);
    assert_eq!((n.storage_offset(), n.to_vec()), (5, vec![5, 6, 9, 10]));
    assert!(!n.is_contiguous());
    let c = n.contiguous();
    assert!(!c.is_view());
    assert_eq!(c.view().to_vec(), vec![5, 6, 9, 10]);
    // a narrowed row block is contiguous, and contiguous() leaves it a view
    let rows = t.narrow(0, 1, 2);
    assert!(rows.is_contiguous());
    assert!(rows.contiguous().is_view());
}

#[test]
fn expand_keeps_original_strides() {
    // a non-contiguous source: the transpose of [3, 1] is [1, 3] with strides [1, 1]
    let t = arange(&[2, 3]);
    let col = t.narrow(1, 1, 1); // [2, 1], strides [3, 1], offset 1
    let e = col.view().expand(&[4, -1, 5]);
    assert_eq!((e.shape(), e.stride()), (&[4, 2, 5][..], &[0, 3, 0][..]));
    assert_eq!(e.storage_offset(), 1);
    assert_eq!(e.get([3, 1, 4]), Some(&4));
    // size-1 dims that are not stretched keep their stride; a leading 1 gets size*stride
    let e = col.view().expand(&[1, 2, 1]);
    assert_eq!(e.stride(), &[6, 3, 1]);
    // stretching to 0
    let e = col.expand(&[2, 0]);
    assert_eq!(
        (e.shape(), e.stride(), e.numel()),
        (&[2, 0][..], &[3, 0][..], 0)
    );
    // 0-d expands to anything
    let s = DynTensor::scalar(7);
    let e = s.expand(&[2, 3]);
    assert_eq!((e.stride(), e.to_vec()), (&[0, 0][..], vec![7; 6]));
    // expanded views compose with other views, and contiguous() materialises them
    let r = arange(&[3]);
    let b = r.broadcast_to(&[2, 3]);
    let bt = b.view().t();
    assert_eq!(bt.stride(), &[1, 0]);
    assert_eq!(bt.contiguous().view().to_vec(), vec![0, 0, 1, 1, 2, 2]);
    assert_eq!(
        err(b.view().try_view_shape(&[6])),
        err(arange(&[2, 3]).t().try_view_shape(&[6]))
    );
    assert_eq!(b.view().view_shape(&[2, 3, 1]).stride(), &[0, 1, 1]);
    assert_eq!(b.reshape(&[6]).view().to_vec(), vec![0, 1, 2, 0, 1, 2]);
}

#[test]
fn broadcast_to_takes_minus_one_and_rejects_counts_beyond_isize() {
    let t = arange(&[3]);
    // torch 2.15.0: torch.zeros(3).broadcast_to((2, -1)) has strides (0, 1)
    assert_eq!(t.broadcast_to(&[2, -1]).stride(), &[0, 1]);
    assert_eq!(t.broadcast_to(&[2, 3]).stride(), &[0, 1]);
    assert_eq!(
        err(t.try_broadcast_to(&[-1, 3])),
        "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 0"
    );
    assert_eq!(
        err(t.try_broadcast_to(&[2, -1, 3])),
        "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension 1"
    );
    assert!(t.try_broadcast_to(&[2, isize::MAX]).is_err());
    assert_eq!(
        err(arange(&[1]).try_broadcast_to(&[2, isize::MAX])),
        format!(
            "Storage size calculation overflowed with sizes=[2, {}]",
            isize::MAX
        )
    );
    // expand: the element count of the result must fit isize
    let big = isize::MAX / 2;
    assert!(arange(&[1, 1]).try_expand(&[big, big]).is_err());
    assert_eq!(arange(&[1, 1]).expand(&[big, 0]).numel(), 0);
}

#[test]
fn view_shape_edge_cases() {
    // size-1 dims never break a chunk
    let t = arange(&[2, 1, 3]);
    let tt = t.transpose(0, 1); // [1, 2, 3], strides [3, 3, 1]
    assert_eq!(tt.view_shape(&[6]).stride(), &[1]);
    // a split dim gets strides inside its chunk
    let m = arange(&[4, 6]);
    let mt = m.t(); // [6, 4] strides [1, 6]
    let v = mt.view().view_shape(&[2, 3, 4]);
    assert_eq!(v.stride(), &[3, 1, 6]);
    assert_eq!(v.get([1, 2, 3]), mt.get([5, 3]));
    // 0-d
    let s = DynTensor::scalar(9);
    let v = s.view_shape(&[1, -1]);
    assert_eq!((v.shape(), v.stride()), (&[1, 1][..], &[1, 1][..]));
    assert_eq!(v.view_shape(&[]).get([]), Some(&9));
    assert_eq!(
        err(s.try_view_shape(&[2])),
        "shape '[2]' is invalid for input of size 1"
    );
    // empty tensors: any shape with no elements, row-major strides
    let e = arange(&[0, 3]);
    let et = e.t();
    let v = et.view().view_shape(&[3, 0, 2]);
    assert_eq!((v.shape(), v.stride()), (&[3, 0, 2][..], &[2, 2, 1][..]));
    assert_eq!(et.view_shape(&[-1]).shape(), &[0]);
    // flatten
    assert!(m.flatten(0, -1).is_view());
    let f = mt.view().flatten(0, -1);
    assert!(!f.is_view());
    assert_eq!(f.to_vec(), mt.to_vec());
    assert_eq!(DynTensor::scalar(1).flatten(0, -1).shape(), &[1]);
}

#[test]
fn reshape_copy_does_not_alias() {
    let mut t = arange(&[3, 4]);
    let tt = t.t();
    let copy = tt.reshape(&[12]);
    assert!(!copy.is_view(), "a transpose cannot be flattened in place");
    let copy = copy.into_owned();
    assert!(!copy.shares_storage_with(&t));
    t.view_mut().fill_with(|| -1);
    assert_eq!(copy.to_vec(), vec![0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11]);
}

#[test]
fn contiguous_of_large_transposes_is_exact() {
    // sizes that are not multiples of any tile edge, with an offset from narrow
    let base = arange(&[131, 77]);
    let data = base.to_vec();
    let rows = base.narrow(0, 3, 120);
    let v = rows.narrow(1, 2, 70);
    let vt = v.t();
    let c = vt.view().contiguous();
    assert!(!c.is_view());
    let c = c.view();
    assert_eq!((c.shape(), c.stride()), (&[70, 120][..], &[120, 1][..]));
    for i in 0..70 {
        for j in 0..120 {
            assert_eq!(c.get([i, j]), Some(&by_strides(&vt, &data, &[i, j])));
        }
    }
    // a batch of transposed matrices: [5, 67, 66] -> [5, 66, 67]
    let b = arange(&[5, 67, 66]);
    let bdata = b.to_vec();
    let bt = b.transpose(1, 2);
    let c = bt.view().contiguous();
    let c = c.view();
    assert_eq!(c.stride(), &[66 * 67, 67, 1]);
    for k in 0..5 {
        for i in (0..66).step_by(7) {
            for j in 0..67 {
                assert_eq!(c.get([k, i, j]), Some(&by_strides(&bt, &bdata, &[k, i, j])));
            }
        }
    }
    // a full permutation [2, 0, 1] of [4, 5, 6]
    let p = arange(&[4, 5, 6]);
    let pdata = p.to_vec();
    let pp = p.permute(&[2, 0, 1]);
    let c = pp.view().contiguous();
    for (n, x) in c.view().to_vec().into_iter().enumerate() {
        let idx = [n / 20, (n / 5) % 4, n % 5];
        assert_eq!(x, by_strides(&pp, &pdata, &idx));
    }
}

#[test]
fn views_in_arithmetic() {
    let a = DynTensor::from_vec(vec![0, 10, 20, 30], &[4]).unwrap();
    let b = DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
    let outer = &a.unsqueeze(1) + &b;
    assert_eq!(outer.shape(), &[4, 3]);
    assert_eq!(
        outer.to_vec(),
        vec![1, 2, 3, 11, 12, 13, 21, 22, 23, 31, 32, 33]
    );
    // a transpose as the left operand: the result is row-major in the transposed order
    let m = arange(&[2, 3]);
    let n = DynTensor::from_vec(vec![100, 200], &[2]).unwrap();
    let s = m.transpose(0, 1) + &n;
    assert_eq!(s.shape(), &[3, 2]);
    assert!(s.is_contiguous());
    assert_eq!(s.to_vec(), vec![100, 203, 101, 204, 102, 205]);
    // two views of one tensor
    let sum = &m.select(0, 0) + &m.select(0, 1);
    assert_eq!(sum.to_vec(), vec![3, 5, 7]);
    // an expanded view as the right operand
    let e = n.unsqueeze(1);
    let e = e.expand(&[2, 3]);
    let s = m.view() + &e;
    assert_eq!(s.to_vec(), vec![100, 101, 102, 203, 204, 205]);
}

#[test]
fn mutable_views_write_into_the_original() {
    let mut x = arange(&[3, 4]);
    {
        let mut rows = x.view_mut().narrow(0, 1, 2);
        rows += &DynTensor::from_vec(vec![100, 200, 300, 400], &[4]).unwrap();
    }
    assert_eq!(
        x.to_vec(),
        vec![0, 1, 2, 3, 104, 205, 306, 407, 108, 209, 310, 411]
    );
    {
        let mut cols = x.view_mut().narrow(-1, 1, 2);
        cols += 1000;
    }
    assert_eq!(x.get([0, 1]), Some(&1001));
    assert_eq!(x.get([2, 2]), Some(&1310));
    assert_eq!(x.get([2, 3]), Some(&411));
    {
        // through a transpose: the column of the transpose is a row of x
        let mut xt = x.view_mut().transpose(0, 1);
        xt += &DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
    }
    assert_eq!(x.select(0, 0).to_vec(), vec![1, 1002, 1003, 4]);
    {
        let mut e = x.view_mut().unsqueeze(0);
        e += &DynTensor::from_vec(vec![-1], &[1, 1, 1]).unwrap();
    }
    assert_eq!(x.get([0, 0]), Some(&0));
    {
        let mut p = x.view_mut().permute(&[1, 0]);
        let mut r = p.view_mut().select(0, 3);
        r.fill_with(|| 0);
    }
    assert_eq!(x.select(1, 3).to_vec(), vec![0, 0, 0]);
}

/// (shape, strides, storage offset) of a view, as torch prints `(r.shape, r.stride(),
/// r.storage_offset())`.
fn layout<M: shaped::tensor::Storage<i32, DynShape>>(
    t: &TensorBase<i32, DynShape, M>,
) -> (Vec<usize>, Vec<isize>, usize) {
    (t.shape().to_vec(), t.stride().to_vec(), t.storage_offset())
}

// The expected layouts and texts below were printed by torch 2.15.0 (CPU wheel from PyPI) for
// `a = torch.arange(24).reshape(2, 3, 4)` and the same calls.

#[test]
fn movedim_matches_torch() {
    let a = arange(&[2, 3, 4]);
    assert_eq!(layout(&a.movedim(1, 0)), (vec![3, 2, 4], vec![4, 12, 1], 0));
    assert_eq!(
        layout(&a.movedim(-1, 1)),
        (vec![2, 4, 3], vec![12, 1, 4], 0)
    );
    assert_eq!(
        layout(&a.movedim(0, -1)),
        (vec![3, 4, 2], vec![4, 1, 12], 0)
    );
    assert_eq!(layout(&a.movedim(2, 0)), (vec![4, 2, 3], vec![1, 12, 4], 0));
    assert_eq!(
        err(a.try_movedim(3, 0)),
        "Dimension out of range (expected to be in range of [-3, 2], but got 3)"
    );
    assert_eq!(
        err(a.try_movedim(0, -4)),
        "Dimension out of range (expected to be in range of [-3, 2], but got -4)"
    );
    // a 0-d tensor accepts dim 0 and -1 and is returned as it is
    let s = DynTensor::scalar(5);
    assert_eq!(layout(&s.movedim(0, -1)), (vec![], vec![], 0));
    // values follow the move: element [i, j, k] of movedim(0, -1) is a[k, i, j]
    let m = a.movedim(0, -1);
    assert_eq!(m.get([2, 1, 1]), a.get([1, 2, 1]));
}

#[test]
fn unflatten_matches_torch() {
    let y = arange(&[2, 6]);
    assert_eq!(
        layout(&y.unflatten(1, &[3, -1])),
        (vec![2, 3, 2], vec![6, 2, 1], 0)
    );
    let a = arange(&[2, 3, 4]);
    let t = a.transpose(0, 2); // [4, 3, 2], strides [1, 4, 12]
    assert_eq!(
        layout(&t.unflatten(0, &[2, -1])),
        (vec![2, 2, 3, 2], vec![2, 1, 4, 12], 0)
    );
    let n = a.narrow(2, 1, 2); // [2, 3, 2], strides [12, 4, 1], offset 1
    assert_eq!(
        layout(&n.view().unflatten(1, &[3, 1])),
        (vec![2, 3, 1, 2], vec![12, 4, 2, 1], 1)
    );
    assert_eq!(
        layout(&arange(&[0, 6]).unflatten(0, &[2, 0])),
        (vec![2, 0, 6], vec![6, 6, 1], 0)
    );
    assert_eq!(
        err(y.try_unflatten(1, &[4, 2])),
        "unflatten: Provided sizes [4, 2] don't multiply up to the size of dim 1 (6) in the input tensor"
    );
    assert_eq!(
        err(y.try_unflatten(1, &[4, -1])),
        "unflatten: Provided sizes [4, -1] don't multiply up to the size of dim 1 (6) in the input tensor"
    );
    assert_eq!(
        err(y.try_unflatten(1, &[2])),
        "unflatten: Provided sizes [2] don't multiply up to the size of dim 1 (6) in the input tensor"
    );
    assert_eq!(
        err(arange(&[0, 6]).try_unflatten(1, &[0, -1])),
        "unflatten: Provided sizes [0, -1] don't multiply up to the size of dim 1 (6) in the input tensor"
    );
    assert_eq!(
        err(y.try_unflatten(1, &[])),
        "unflatten: sizes must be non-empty"
    );
    // torch 2.15 wraps the inference errors
    assert_eq!(
        err(y.try_unflatten(1, &[-1, -1])),
        "unflatten got an unexpected error:\nonly one dimension can be inferred"
    );
    assert_eq!(
        err(y.try_unflatten(1, &[2, -2])),
        "unflatten got an unexpected error:\ninvalid shape dimension -2 at index 1 of shape [2, -2]"
    );
    assert_eq!(
        err(arange(&[0, 6]).try_unflatten(0, &[0, -1])),
        "unflatten got an unexpected error:\ncannot reshape tensor of 0 elements into shape [0, -1] because the unspecified dimension size -1 can be any value and is ambiguous"
    );
    assert_eq!(
        err(DynTensor::scalar(1).try_unflatten(0, &[1])),
        "Dimension specified as 0 but tensor has no dimensions"
    );
    // values: element [i, j, k] of y.unflatten(1, [3, 2]) is y[i, 2j + k]
    let u = y.unflatten(1, &[3, 2]);
    assert_eq!(u.get([1, 2, 1]), y.get([1, 5]));
}

#[test]
fn flatten_range_and_ravel_match_torch() {
    let a = arange(&[2, 3, 4]);
    assert_eq!(layout(&a.flatten(1, -1)), (vec![2, 12], vec![12, 1], 0));
    assert_eq!(
        err(a.try_flatten(2, 1)),
        "flatten() has invalid args: start_dim cannot come after end_dim"
    );
    assert_eq!(
        layout(&DynTensor::scalar(1).flatten(0, -1)),
        (vec![1], vec![1], 0)
    );
    let t = a.transpose(0, 2); // [4, 3, 2], strides [1, 4, 12]
    let f = t.view().flatten(0, 1);
    assert!(!f.is_view());
    assert_eq!(layout(&f), (vec![12, 2], vec![2, 1], 0));
    let f = t.view().flatten(1, 2);
    assert_eq!(layout(&f), (vec![4, 6], vec![6, 1], 0));
    // flatten(d, d) is the tensor itself
    let same = t.view().flatten(1, 1);
    assert!(same.is_view());
    assert_eq!(layout(&same), (vec![4, 3, 2], vec![1, 4, 12], 0));
    // of a narrow: dims 0..=1 merge in place (offset kept); 1..=2 needs a copy
    let n = a.narrow(2, 1, 2);
    let f = n.view().flatten(0, 1);
    assert!(f.is_view() && f.shares_storage_with(&a));
    assert_eq!(layout(&f), (vec![6, 2], vec![4, 1], 1));
    let f = n.view().flatten(1, 2);
    assert!(!f.is_view() && !f.shares_storage_with(&a));
    assert_eq!(layout(&f), (vec![2, 6], vec![6, 1], 0));
    assert_eq!(f.to_vec(), vec![1, 2, 5, 6, 9, 10, 13, 14, 17, 18, 21, 22]);
    let r = a.permute(&[2, 0, 1]).ravel();
    assert_eq!(layout(&r), (vec![24], vec![1], 0));
    assert_eq!(
        r.to_vec(),
        vec![
            0, 4, 8, 12, 16, 20, 1, 5, 9, 13, 17, 21, 2, 6, 10, 14, 18, 22, 3, 7, 11, 15, 19, 23
        ]
    );
}

#[test]
fn narrow_with_a_negative_start_matches_torch() {
    let a = arange(&[2, 3, 4]);
    assert_eq!(
        layout(&a.narrow(2, -3, 2)),
        (vec![2, 3, 2], vec![12, 4, 1], 1)
    );
    let t = DynTensor::<i32>::zeros(&[3, 3]);
    assert_eq!(layout(&t.narrow(1, -3, 3)), (vec![3, 3], vec![3, 1], 0));
    assert_eq!(layout(&t.narrow(1, -2, 2)), (vec![3, 2], vec![3, 1], 1));
    assert_eq!(layout(&t.narrow(1, 3, 0)), (vec![3, 0], vec![3, 1], 3));
    assert_eq!(
        err(t.try_narrow(1, -4, 1)),
        "start out of range (expected to be in range of [-3, 3], but got -4)"
    );
    assert_eq!(
        err(t.try_narrow(1, 4, 0)),
        "start out of range (expected to be in range of [-3, 3], but got 4)"
    );
    assert_eq!(
        err(t.try_narrow(1, -1, 2)),
        "start (2) + length (2) exceeds dimension size (3)."
    );
    assert_eq!(
        err(DynTensor::scalar(1).try_narrow(0, 0, 1)),
        "narrow() cannot be applied to a 0-dim tensor."
    );
    // the empty narrow of an empty tensor: torch.zeros(0, 3).narrow(1, 1, 2)
    let e = DynTensor::<i32>::zeros(&[0, 3]);
    assert_eq!(layout(&e.narrow(1, 1, 2)), (vec![0, 2], vec![3, 1], 1));
}

#[test]
fn as_strided_matches_torch_and_never_reads_outside() {
    let s = arange(&[10]);
    let w = s.as_strided(&[4, 3], &[2, 1], 1);
    assert_eq!(layout(&w), (vec![4, 3], vec![2, 1], 1));
    assert_eq!(w.to_vec(), vec![1, 2, 3, 3, 4, 5, 5, 6, 7, 7, 8, 9]);
    // the offset counts from the start of the storage, whatever the view's own offset
    let n = s.narrow(0, 2, 8);
    let w = n.as_strided(&[2, 2], &[3, 1], 4);
    assert_eq!(
        (layout(&w), w.to_vec()),
        ((vec![2, 2], vec![3, 1], 4), vec![4, 5, 7, 8])
    );
    let x = DynTensor::<f32>::zeros(&[4]);
    assert_eq!(
        err(x.try_as_strided(&[3, 3], &[1, 1], 0)),
        "setStorage: sizes [3, 3], strides [1, 1], storage offset 0, and itemsize 4 requiring a storage size of 20 are out of bounds for storage of size 16"
    );
    assert_eq!(
        err(x.try_as_strided(&[2], &[1], 3)),
        "setStorage: sizes [2], strides [1], storage offset 3, and itemsize 4 requiring a storage size of 20 are out of bounds for storage of size 16"
    );
    assert_eq!(
        err(x.try_as_strided(&[2], &[-1], 1)),
        "as_strided: Negative strides are not supported at the moment, got strides: [-1]"
    );
    assert_eq!(
        err(x.try_as_strided(&[2, 2], &[1], 0)),
        "mismatch in length of strides and shape"
    );
    // no elements: nothing is read, any offset is accepted
    let e = x.as_strided(&[0, 3], &[1, 1], 100);
    assert_eq!(
        (e.shape(), e.storage_offset(), e.numel()),
        (&[0, 3][..], 100, 0)
    );
    // reachable offsets that overflow are an error, not a wrapped index
    assert!(x.try_as_strided(&[2, 2], &[isize::MAX, 1], 0).is_err());
    assert!(x.try_as_strided(&[3], &[isize::MAX / 2 + 1], 0).is_err());
    assert!(x.try_as_strided(&[1], &[0], usize::MAX).is_err());
    // torch 2.15 on a 4-element f32 storage: the storage size in bytes is checked first (a
    // signed 64-bit bound, and none is needed when a size is 0), then the element count
    let s = DynTensor::<f32>::zeros(&[4]);
    let big = 1usize << 62;
    assert_eq!(
        err(s.try_as_strided(&[big, 4], &[1, 1], 0)),
        "Storage size calculation overflowed with sizes=[4611686018427387904, 4] and strides=[1, 1]"
    );
    assert_eq!(
        err(s.try_as_strided(&[2, 1], &[1 << 61, 1], 0)),
        "Storage size calculation overflowed with sizes=[2, 1] and strides=[2305843009213693952, 1]"
    );
    assert_eq!(
        err(s.try_as_strided(&[2], &[1], big)),
        "Storage size calculation overflowed with sizes=[2] and strides=[1]"
    );
    assert_eq!(
        err(s.try_as_strided(&[1 << 32, 1 << 32], &[0, 0], 0)),
        "numel: integer multiplication overflow"
    );
    assert_eq!(
        err(s.try_as_strided(&[1 << 31, 1 << 32], &[0, 0], 0)),
        "numel: integer multiplication overflow"
    );
    assert_eq!(s.as_strided(&[big, 0], &[1, 1], 0).shape(), &[big, 0]);
    assert_eq!(s.as_strided(&[0], &[1], big).numel(), 0);
    assert_eq!(
        err(DynTensor::<i8>::zeros(&[4]).try_as_strided(&[2, 1], &[big as isize, 1], 0)),
        "setStorage: sizes [2, 1], strides [4611686018427387904, 1], storage offset 0, and itemsize 1 requiring a storage size of 4611686018427387905 are out of bounds for storage of size 4"
    );
    // the view is read-only and reads every element through the storage
    let w = x.view().as_strided(&[2, 2], &[0, 1], 2);
    assert_eq!(w.to_vec(), vec![0.0; 4]);
}

#[test]
fn shares_storage_means_the_same_buffer_even_when_empty() {
    let e = DynTensor::<i32>::zeros(&[0, 3]);
    assert!(e.view().shares_storage_with(&e));
    assert!(e.narrow(1, 1, 2).shares_storage_with(&e));
    assert!(e.t().shares_storage_with(&e.view().unsqueeze(0)));
    assert!(!e.shares_storage_with(&DynTensor::<i32>::zeros(&[0, 3])));
    assert!(!e.shares_storage_with(&DynTensor::<i32>::zeros(&[0])));
    // disjoint views of one buffer share it (as torch's storages do)
    let t = arange(&[4]);
    assert!(t.narrow(0, 0, 2).shares_storage_with(&t.narrow(0, 2, 2)));
    // an empty view of a non-empty buffer too
    assert!(t.narrow(0, 4, 0).shares_storage_with(&t));
    // a copy does not
    let c = t.t().contiguous();
    assert!(c.is_view());
    assert!(
        !t.permute(&[0])
            .reshape(&[2, 2])
            .into_owned()
            .shares_storage_with(&t)
    );
}

#[test]
fn chains_are_one_expression_on_both_access_kinds() {
    let mut x = DynTensor::<i32>::zeros(&[3, 4]);
    let y = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
    std::ops::AddAssign::add_assign(&mut x.view_mut().narrow(0, 1, 2).transpose(0, 1), &y);
    assert_eq!(x.to_vec(), vec![0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
    // a chain built in a loop
    let mut v = x.view();
    for _ in 0..3 {
        v = v.unsqueeze(0);
    }
    assert_eq!(
        (v.shape(), v.stride()),
        (&[1, 1, 1, 3, 4][..], &[12, 12, 12, 4, 1][..])
    );
    // a mutable chain built in a loop: select row 2, then every other element
    let mut m = x.view_mut();
    for (dim, index) in [(0, 2), (0, -1)] {
        m = m.select(dim, index);
    }
    m.fill_with(|| 9);
    assert_eq!(x.get([2, 3]), Some(&9));
    // reshape results are tensors: chained and used without a `.view()` step
    let s = x.t().reshape(&[-1]).narrow(0, 0, 3).to_vec();
    assert_eq!(s, vec![0, 1, 2]);
    assert_eq!((&x.reshape(&[12]) + &x.ravel()).shape(), &[12]);
    // `x.t()` on a reference and on a view
    let r = &x;
    assert_eq!(r.t().shape(), &[4, 3]);
    assert_eq!(r.view().t().t().shape(), &[3, 4]);
}

#[test]
fn copies_that_cannot_be_allocated_are_errors_in_the_fallible_forms() {
    // A transposed expanded view of 2^43 elements reads two bytes, and cannot be flattened in
    // place (torch too gives a view only when the strides allow it); a copy would need 8 TiB.
    let two = DynTensor::from_vec(vec![1u8, 2], &[2]).unwrap();
    let big = two.expand(&[1 << 42, 2]).t();
    let text =
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 8796093022208 bytes.";
    assert_eq!(err(big.view().try_contiguous()), text);
    assert_eq!(err(big.view().try_reshape(&[-1])), text);
    assert_eq!(err(big.view().try_ravel()), text);
    assert_eq!(err(big.view().try_flatten(0, 1)), text);
    // the static forms report it too
    let s = big.try_view_as::<shaped::shape![Dyn, Dyn]>().unwrap();
    assert_eq!(err(s.try_contiguous()), text);
}

#[test]
fn plain_view_methods_panic_with_the_text_of_their_try_forms() {
    let t = DynTensor::<u8>::zeros(&[2, 3]);
    let cases: Vec<(String, Box<dyn Fn() + std::panic::RefUnwindSafe + '_>)> = vec![
        (
            t.try_transpose(0, 2).unwrap_err().to_string(),
            Box::new(|| drop(t.transpose(0, 2))),
        ),
        (
            t.try_permute(&[0, 0]).unwrap_err().to_string(),
            Box::new(|| drop(t.permute(&[0, 0]))),
        ),
        (
            t.try_movedim(0, 5).unwrap_err().to_string(),
            Box::new(|| drop(t.movedim(0, 5))),
        ),
        (
            DynTensor::<u8>::zeros(&[1, 1, 1])
                .try_t()
                .unwrap_err()
                .to_string(),
            Box::new(|| drop(DynTensor::<u8>::zeros(&[1, 1, 1]).t().contiguous())),
        ),
        (
            t.try_narrow(1, 2, 2).unwrap_err().to_string(),
            Box::new(|| drop(t.narrow(1, 2, 2))),
        ),
        (
            t.try_select(0, 2).unwrap_err().to_string(),
            Box::new(|| drop(t.select(0, 2))),
        ),
        (
            t.try_unsqueeze(3).unwrap_err().to_string(),
            Box::new(|| drop(t.unsqueeze(3))),
        ),
        (
            t.try_squeeze_dim(-3).unwrap_err().to_string(),
            Box::new(|| drop(t.squeeze_dim(-3))),
        ),
        (
            t.try_unflatten(1, &[2, 2]).unwrap_err().to_string(),
            Box::new(|| drop(t.unflatten(1, &[2, 2]))),
        ),
        (
            t.try_expand(&[4, 3]).unwrap_err().to_string(),
            Box::new(|| drop(t.expand(&[4, 3]))),
        ),
        (
            t.try_broadcast_to(&[3]).unwrap_err().to_string(),
            Box::new(|| drop(t.broadcast_to(&[3]))),
        ),
        (
            t.try_as_strided(&[7], &[1], 0).unwrap_err().to_string(),
            Box::new(|| drop(t.as_strided(&[7], &[1], 0))),
        ),
        (
            t.try_view_shape(&[4, -1]).unwrap_err().to_string(),
            Box::new(|| drop(t.view_shape(&[4, -1]))),
        ),
        (
            t.try_reshape(&[5]).unwrap_err().to_string(),
            Box::new(|| drop(t.reshape(&[5]))),
        ),
        (
            t.try_flatten(1, 0).unwrap_err().to_string(),
            Box::new(|| drop(t.flatten(1, 0))),
        ),
    ];
    for (text, f) in cases {
        let caught = std::panic::catch_unwind(&*f).unwrap_err();
        assert_eq!(caught.downcast_ref::<String>(), Some(&text));
    }
    // The plain forms are the views themselves.
    assert_eq!(t.unsqueeze(1).transpose(0, -1).shape(), &[3, 1, 2]);
    assert_eq!(t.ravel().shape(), &[6]);
}
