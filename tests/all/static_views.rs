//! Strided layout and views on static shapes: views change the type, share storage and never copy.
// Operators are tested on references as well as values, though inline tensors are `Copy`.
#![allow(clippy::op_ref)]

use shaped::prelude::*;
use shaped::shape::{ArrayShape, StaticShape};

fn arange<S: StaticShape + ArrayShape>() -> Tensor<i32, S> {
    Tensor::from_fn(|i| i as i32)
}

#[test]
fn blog_example_strides_and_contiguity() {
    let t = arange::<shape![3, 4]>();
    assert_eq!(t.stride(), &[4, 1]);
    let tt: TensorView<'_, i32, shape![4, 3]> = t.t();
    assert_eq!(tt.stride(), &[1, 4]);
    assert!(!tt.is_contiguous());
    let c = tt.contiguous();
    assert!(!c.is_view());
    assert_eq!(c.view().stride(), &[3, 1]);
    assert_eq!(
        c.view().to_vec(),
        vec![0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11]
    );
    // view fails on the transpose, reshape copies.
    assert!(tt.view_shape::<shape![12]>().is_none());
    let r = tt.reshape::<shape![12]>();
    assert!(!r.is_view());
    assert_eq!(
        r.view().to_vec(),
        vec![0, 4, 8, 1, 5, 9, 2, 6, 10, 3, 7, 11]
    );
    // On the contiguous tensor both are views.
    let v = t.view_shape::<shape![2, 6]>().unwrap();
    assert_eq!((v.shape(), v.stride()), (&[2, 6][..], &[6, 1][..]));
    assert!(t.reshape::<shape![6, 2]>().is_view());
}

#[test]
fn transpose_swaps_sizes_and_strides() {
    let t = arange::<shape![2, 3, 4]>();
    let v: TensorView<'_, i32, shape![4, 3, 2]> = t.transpose::<0, 2>();
    assert_eq!(v.stride(), &[1, 4, 12]);
    assert_eq!(v.get([3, 1, 1]), Some(&(12 + 4 + 3)));
    // transposing an axis with itself is the identity
    let same: TensorView<'_, i32, shape![2, 3, 4]> = t.transpose::<1, 1>();
    assert_eq!(same.stride(), &[12, 4, 1]);
}

#[test]
fn unsqueeze_gives_the_numpy_newaxis_outer_sum() {
    let a = Tensor::<i32, shape![4]>::from([0, 10, 20, 30]);
    let b = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    let col: TensorView<'_, i32, shape![4, 1]> = a.unsqueeze::<1>();
    // PyTorch: the new last dim has stride 1
    assert_eq!(col.stride(), &[1, 1]);
    let outer: Tensor<i32, shape![4, 3]> = col + &b;
    assert_eq!(
        outer.to_vec(),
        vec![1, 2, 3, 11, 12, 13, 21, 22, 23, 31, 32, 33]
    );
    let row: TensorView<'_, i32, shape![1, 4]> = a.unsqueeze::<0>();
    // PyTorch: the new dim's stride is size * stride of the dim it precedes
    assert_eq!(row.stride(), &[4, 1]);
}

#[test]
fn squeeze_removes_a_size_one_dim() {
    let t = arange::<shape![2, 1, 3]>();
    let s: TensorView<'_, i32, shape![2, 3]> = t.squeeze::<1>();
    assert_eq!(s.stride(), &[3, 1]);
    assert_eq!(s.to_vec(), t.to_vec());
}

#[test]
fn narrow_offsets_and_bounds() {
    let t = arange::<shape![3, 5]>();
    let n = t.narrow::<1, 3>(2).unwrap();
    assert_eq!(n.shape(), &[3, 3]);
    assert_eq!(n.stride(), &[5, 1]);
    assert_eq!(n.storage_offset(), 2);
    assert_eq!(n.to_vec(), vec![2, 3, 4, 7, 8, 9, 12, 13, 14]);
    assert!(t.narrow::<1, 3>(3).is_none());
    // Lengths 1 and 0 give `Const<1>` and `Const<0>`.
    let one: TensorView<'_, i32, shape![1, 5]> = t.narrow::<0, 1>(2).unwrap();
    assert_eq!(one.to_vec(), vec![10, 11, 12, 13, 14]);
    let empty: TensorView<'_, i32, shape![0, 5]> = t.narrow::<0, 0>(3).unwrap();
    assert_eq!(empty.numel(), 0);
}

#[test]
fn narrow_mut_writes_into_the_original() {
    let mut x = Tensor::<i32, shape![3, 4]>::zeros();
    {
        let mut middle = x.view_mut().narrow::<0, 1>(1).unwrap();
        middle += &Tensor::<i32, shape![4]>::from([1, 2, 3, 4]);
    }
    assert_eq!(x.to_vec(), vec![0, 0, 0, 0, 1, 2, 3, 4, 0, 0, 0, 0]);
    let mut tx = x.view_mut().transpose::<0, 1>();
    tx *= 10;
    assert_eq!(x.get([1, 3]), Some(&40));
}

#[test]
fn expand_uses_stride_zero_and_keeps_unstretched_strides() {
    let col = Tensor::<i32, shape![3, 1]>::from_array([[1], [2], [3]]);
    let e: TensorView<'_, i32, shape![2, 3, 4]> = col.expand::<shape![2, 3, 4]>();
    // new leading dim: 0; kept dim: original stride 1; stretched size-1 dim: 0
    assert_eq!(e.stride(), &[0, 1, 0]);
    assert_eq!(e.get([1, 2, 3]), Some(&3));
    assert!(!e.is_contiguous());
    // expanding a size-1 dim to 1 keeps its original stride
    let same = col.expand::<shape![3, 1]>();
    assert_eq!(same.stride(), &[1, 1]);
    // a new leading size-1 dim gets the extent of the next one
    let lead = col.expand::<shape![1, 3, 1]>();
    assert_eq!(lead.stride(), &[3, 1, 1]);
    let b = col.broadcast_to::<shape![3, 2]>();
    assert_eq!(b.to_vec(), vec![1, 1, 2, 2, 3, 3]);
}

#[test]
fn views_in_expressions_give_row_major_results() {
    let a = arange::<shape![3, 4]>();
    let b = arange::<shape![4, 3]>();
    let s: Tensor<i32, shape![4, 3]> = a.t() + &b;
    assert_eq!(s.stride(), &[3, 1]);
    let expected: Vec<i32> = (0..4)
        .flat_map(|i| (0..3).map(move |j| (j * 4 + i) + (i * 3 + j)))
        .collect();
    assert_eq!(s.to_vec(), expected);
    let e = a.expand::<shape![2, 3, 4]>();
    let doubled = &e + &e;
    assert_eq!(doubled.shape(), &[2, 3, 4]);
    assert_eq!(doubled.get([1, 2, 3]), Some(&22));
}

#[test]
fn static_and_dynamic_views_agree() {
    let t = arange::<shape![2, 3, 4]>();
    let d = t.as_dyn();
    assert_eq!(d.shape(), t.shape());
    assert_eq!(d.stride(), t.stride());
    let back = d.try_view_as::<shape![2, 3, 4]>().unwrap();
    assert_eq!(back.to_vec(), t.to_vec());
    assert!(d.try_view_as::<shape![2, 3, 5]>().is_err());
    assert!(d.try_view_as::<shape![2, Dyn, 4]>().is_ok());
}

#[test]
fn zero_size_and_zero_d_views() {
    let z = Tensor::<i32, shape![2, 0, 3]>::zeros();
    assert_eq!(z.stride(), &[3, 3, 1]);
    assert!(z.is_contiguous());
    let zt = z.transpose::<0, 2>();
    assert!(zt.is_contiguous(), "every zero-size tensor is contiguous");
    let v = z.view_shape::<shape![0, 6]>().unwrap();
    assert_eq!(v.numel(), 0);
    let s = Tensor::scalar(5);
    let u: TensorView<'_, i32, shape![1]> = s.unsqueeze::<0>();
    assert_eq!(u.stride(), &[1]);
    assert_eq!(u.to_vec(), vec![5]);
    let e = s.expand::<shape![2, 2]>();
    assert_eq!(e.stride(), &[0, 0]);
    assert_eq!(e.to_vec(), vec![5; 4]);
}

// Layouts below were printed by torch 2.15.0 for `torch.arange(24).reshape(2, 3, 4)` and the
// same calls.

#[test]
fn static_select_matches_torch() {
    let a = arange::<shape![2, 3, 4]>();
    let s: TensorView<'_, i32, shape![2, 4]> = a.select::<1>(-1).unwrap();
    assert_eq!((s.stride(), s.storage_offset()), (&[12, 1][..], 8));
    assert_eq!(s.to_vec(), a.as_dyn().select(1, -1).to_vec());
    let s: TensorView<'_, i32, shape![3, 4]> = a.select::<0>(1).unwrap();
    assert_eq!((s.stride(), s.storage_offset()), (&[4, 1][..], 12));
    assert!(a.select::<2>(4).is_none());
    assert!(a.select::<2>(-5).is_none());
    assert!(a.select::<2>(isize::MIN).is_none());
    assert_eq!(a.select::<2>(-4).unwrap().storage_offset(), 0);
    // down to a 0-d view
    let e: TensorView<'_, i32, shape![]> = a
        .select::<0>(1)
        .unwrap()
        .select::<0>(2)
        .unwrap()
        .select::<0>(3)
        .unwrap();
    assert_eq!(e.get([]), Some(&23));
}

#[test]
fn static_permute_matches_torch() {
    let a = arange::<shape![2, 3, 4]>();
    let p: TensorView<'_, i32, shape![4, 2, 3]> = a.permute::<2, 0, 1>();
    assert_eq!(p.stride(), &[1, 12, 4]);
    assert_eq!(p.to_vec(), a.as_dyn().permute(&[2, 0, 1]).to_vec());
    // permuting back is the identity
    let back: TensorView<'_, i32, shape![2, 3, 4]> = p.permute::<1, 2, 0>();
    assert_eq!(
        (back.stride(), back.to_vec()),
        (&[12, 4, 1][..], a.to_vec())
    );
    let m = arange::<shape![2, 3]>();
    assert_eq!(m.permute::<1, 0>().stride(), m.t().stride());
}

#[test]
fn static_narrow_takes_a_negative_start() {
    let a = arange::<shape![2, 3, 4]>();
    let n: TensorView<'_, i32, shape![2, 3, 2]> = a.narrow::<2, 2>(-3).unwrap();
    assert_eq!((n.stride(), n.storage_offset()), (&[12, 4, 1][..], 1));
    assert!(a.narrow::<2, 2>(-1).is_none()); // start 3 + length 2 > 4
    assert!(a.narrow::<2, 0>(-5).is_none()); // start out of range
    assert_eq!(a.narrow::<2, 0>(4).unwrap().storage_offset(), 4);
}

#[test]
fn static_chains_are_one_expression_and_consume_their_views() {
    let mut x = Tensor::<i32, shape![3, 4]>::zeros();
    let y = Tensor::<i32, shape![2]>::from([1, 2]);
    std::ops::AddAssign::add_assign(
        &mut x.view_mut().narrow::<0, 2>(1).unwrap().transpose::<0, 1>(),
        &y,
    );
    assert_eq!(x.to_vec(), vec![0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2]);
    // the same chain on a read-only view, the result typed
    let v: TensorView<'_, i32, shape![4, 2]> =
        x.view().narrow::<0, 2>(1).unwrap().transpose::<0, 1>();
    assert_eq!(v.to_vec(), vec![1, 2, 1, 2, 1, 2, 1, 2]);
    // static read-only views are Copy: one view starts two chains
    let row = x.select::<0>(2).unwrap();
    let (a, b) = (row.unsqueeze::<0>(), row.unsqueeze::<1>());
    assert_eq!((a.shape(), b.shape()), (&[1, 4][..], &[4, 1][..]));
    // a mutable chain with select and permute, then a write
    x.view_mut()
        .unsqueeze::<0>()
        .permute::<2, 1, 0>()
        .select::<0>(3)
        .unwrap()
        .fill_with(|| 7);
    assert_eq!(x.to_vec(), vec![0, 0, 0, 7, 1, 1, 1, 7, 2, 2, 2, 7]);
    // reshape results are tensors
    let r = x.t().reshape::<shape![12]>();
    assert!(!r.is_view());
    assert_eq!(r.narrow::<0, 3>(0).unwrap().to_vec(), vec![0, 1, 2]);
    assert_eq!(x.flatten().get([11]), Some(&7));
    assert_eq!(x.t().contiguous().stride(), &[3, 1]);
}
