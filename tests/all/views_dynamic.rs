//! Strided layout and views on dynamic tensors: PyTorch's blog examples, every error text through
//! the tensor methods, and views as operands of element-wise and in-place operations.

use shaped::prelude::*;

fn arange(dims: &[usize]) -> DynTensor<i32> {
    DynTensor::from_shape_fn(dims, |i| i as i32)
}

#[test]
fn blog_example() {
    let t = arange(&[3, 4]);
    assert_eq!(t.stride(), &[4, 1]);
    let tt = t.t();
    assert_eq!(tt.stride(), &[1, 4]);
    assert!(!tt.is_contiguous());
    let c = tt.view().contiguous();
    assert!(!c.is_view());
    assert_eq!(c.view().stride(), &[3, 1]);
    assert!(tt.shares_storage_with(&t));
    assert!(!c.view().shares_storage_with(&t));
    assert!(
        t.contiguous().is_view(),
        "contiguous() of a contiguous tensor is itself"
    );
    assert_eq!(
        tt.view().try_view_shape(&[12]).unwrap_err().to_string(),
        "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead."
    );
    let r = tt.reshape(&[12]);
    assert!(!r.is_view());
    assert_eq!(
        r.view().to_vec(),
        vec![0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11]
    );
}

#[test]
fn every_section_4_error_text() {
    let t = arange(&[3, 4]);
    let e = |r: Result<_, ShapeError>| r.map(|_: DynView<'_, i32>| ()).unwrap_err().to_string();
    assert_eq!(
        e(t.try_view_shape(&[2, 5])),
        "shape '[2, 5]' is invalid for input of size 12"
    );
    assert_eq!(
        e(t.try_view_shape(&[-1, -1])),
        "only one dimension can be inferred"
    );
    let empty = arange(&[0, 3]);
    assert_eq!(
        e(empty.try_view_shape(&[0, -1])),
        "cannot reshape tensor of 0 elements into shape [0, -1] because the unspecified dimension size -1 can be any value and is ambiguous"
    );
    assert_eq!(
        e(t.try_transpose(2, 0)),
        "Dimension out of range (expected to be in range of [-2, 1], but got 2)"
    );
    let (one, t331, t234) = (arange(&[1]), arange(&[3, 3, 1]), arange(&[2, 3, 4]));
    let (t462, t23) = (arange(&[4, 6, 2]), arange(&[2, 3]));
    assert_eq!(
        e(one.try_narrow(0, 0, 2)),
        "start (0) + length (2) exceeds dimension size (1)."
    );
    assert_eq!(
        e(t331.try_select(0, 3)),
        "select(): index 3 out of range for tensor of size [3, 3, 1] at dimension 0"
    );
    assert_eq!(
        e(t234.try_permute(&[1, 1, 0])),
        "permute(): duplicate dims are not allowed."
    );
    assert_eq!(
        e(t462.try_expand(&[3, -1, 6, 3])),
        "The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 3.  Target sizes: [3, -1, 6, 3].  Tensor sizes: [4, 6, 2]"
    );
    assert_eq!(
        e(t23.try_expand(&[3])),
        "the number of sizes provided (1) must be greater or equal to the number of dimensions in the tensor (2)"
    );
    // 0-d tensors accept dims -1 and 0
    let s = DynTensor::scalar(4);
    assert_eq!(s.unsqueeze(0).shape(), &[1]);
    assert_eq!(s.squeeze_dim(-1).shape(), &[] as &[usize]);
    assert_eq!(
        e(s.try_transpose(1, 0)),
        "Dimension out of range (expected to be in range of [-1, 0], but got 1)"
    );
    assert_eq!(
        e(s.try_narrow(0, 0, 1)),
        "narrow() cannot be applied to a 0-dim tensor."
    );
}

#[test]
fn views_as_operands_and_destinations() {
    let a = arange(&[4]);
    let b = arange(&[3]);
    let outer = a.unsqueeze(1) + &b;
    assert_eq!(outer.shape(), &[4, 3]);
    assert_eq!(outer.to_vec(), vec![0, 1, 2, 1, 2, 3, 2, 3, 4, 3, 4, 5]);
    let m = arange(&[3, 4]);
    let sum = m.t() + &arange(&[4, 3]);
    assert!(sum.is_contiguous());
    assert_eq!(sum.get([3, 2]), Some(&(11 + 11)));
    let mut x = DynTensor::<i32>::zeros(&[3, 4]);
    {
        let mut rows = x.view_mut().narrow(0, 1, 2);
        rows += &b.narrow(0, 2, 1).expand(&[4]);
    }
    assert_eq!(x.to_vec(), vec![0, 0, 0, 0, 2, 2, 2, 2, 2, 2, 2, 2]);
    {
        let mut col = x.view_mut().select(1, -1);
        col += 9;
    }
    assert_eq!(x.to_vec(), vec![0, 0, 0, 9, 2, 2, 2, 11, 2, 2, 2, 11]);
    let mut y = DynTensor::<i32>::zeros(&[2, 3]);
    y.view_mut().transpose(0, 1).assign(&arange(&[3, 1]));
    assert_eq!(y.to_vec(), vec![0, 1, 2, 0, 1, 2]);
}

#[test]
fn expand_and_broadcast_to_keep_pytorch_strides() {
    let t = arange(&[3, 1]);
    let e = t.expand(&[2, 3, 4]);
    assert_eq!(e.stride(), &[0, 1, 0]);
    assert_eq!(t.expand(&[3, 1]).stride(), &[1, 1]);
    assert_eq!(t.expand(&[1, 3, 1]).stride(), &[3, 1, 1]);
    let b = t.broadcast_to(&[3, 2]);
    assert_eq!(b.to_vec(), vec![0, 0, 1, 1, 2, 2]);
    assert!(b.shares_storage_with(&t));
}

#[test]
fn static_and_dynamic_views_agree() {
    let s = Tensor::<i32, shape![2, 3, 4]>::from_fn(|i| i as i32);
    let d = s.as_dyn();
    let st = s.transpose::<0, 2>();
    let dt = d.view().transpose(0, 2);
    assert_eq!((st.shape(), st.stride()), (dt.shape(), dt.stride()));
    assert_eq!(st.to_vec(), dt.to_vec());
    let sn = s.narrow::<1, 2>(1).unwrap();
    let dn = d.view().narrow(1, 1, 2);
    assert_eq!(
        (sn.stride(), sn.storage_offset(), sn.to_vec()),
        (dn.stride(), dn.storage_offset(), dn.to_vec())
    );
    let su = s.unsqueeze::<3>();
    let du = d.view().unsqueeze(3);
    assert_eq!(su.stride(), du.stride());
    let se = s.expand::<shape![1, 2, 3, 4]>();
    let de = d.view().expand(&[1, 2, 3, 4]);
    assert_eq!(se.stride(), de.stride());
    let sv = s.view_shape::<shape![6, 4]>().unwrap();
    let dv = d.view().view_shape(&[6, 4]);
    assert_eq!(sv.stride(), dv.stride());
}

#[test]
fn empty_narrow_moves_the_offset_like_pytorch() {
    let t = arange(&[3, 4]);
    let n = t.narrow(0, 3, 0);
    assert_eq!((n.shape(), n.storage_offset()), (&[0, 4][..], 12));
    assert_eq!(n.as_slice(), Some(&[][..]));
    assert_eq!(n.to_vec(), Vec::<i32>::new());
    let m = t.narrow(1, 2, 0);
    assert_eq!(m.storage_offset(), 2);
}

/// `as_slice_mut` is the mutable twin of `as_slice`: the contiguous window of a view (its
/// offset included), an empty slice for a view past the end, `None` for a strided one.
#[test]
fn as_slice_mut_is_the_contiguous_window() {
    let mut t = arange(&[4, 3]);
    {
        let mut rows = t.view_mut().narrow(0, 1, 2);
        let s = rows.as_slice_mut().unwrap();
        assert_eq!(s, &[3, 4, 5, 6, 7, 8][..]);
        s.iter_mut().for_each(|x| *x = -*x);
    }
    assert_eq!(t.to_vec(), [0, 1, 2, -3, -4, -5, -6, -7, -8, 9, 10, 11]);
    assert!(t.view_mut().narrow(1, 0, 2).as_slice_mut().is_none());
    assert!(t.view_mut().t().as_slice_mut().is_none());
    // Offset 15 in a storage of 12: an empty view that starts past the end.
    let mut past = t.view_mut().narrow(0, 4, 0);
    let mut past = past.view_mut().narrow(1, 3, 0);
    assert_eq!(past.storage_offset(), 15);
    assert_eq!(past.as_slice_mut(), Some(&mut [][..]));
    assert_eq!(t.as_slice_mut().map(|s| s.len()), Some(12));
}

/// View chains in one expression and built in a loop, mutable ones included: each view op
/// consumes the view it is called on and returns the same kind of view.
#[test]
fn view_chains_in_one_expression_and_in_a_loop() {
    let mut x = DynTensor::<i32>::zeros(&[3, 4]);
    let y = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
    let mut part = x.view_mut().narrow(0, 1, 2).transpose(0, 1);
    part += &y;
    // `+=` needs a place; the method form writes through a chain in one expression.
    x.view_mut()
        .narrow(0, 1, 2)
        .narrow(1, -1, 1)
        .try_add_assign(&y.unsqueeze(1))
        .unwrap();
    assert_eq!(x.to_vec(), vec![0, 0, 0, 0, 1, 1, 1, 2, 2, 2, 2, 4]);
    let mut v = x.view();
    for _ in 0..3 {
        v = v.unsqueeze(0);
    }
    assert_eq!(v.shape(), &[1, 1, 1, 3, 4]);
}
