//! Views of inline tensors with static shapes run the static loops (constant sizes, strides read
//! from the view); the same views of heap tensors run the strided kernels. Both must give the
//! same values for every view form, as operands of element-wise ops, in-place ops (as source and
//! as destination), reductions and matrix products.
// The operators are written by reference, as code generic over the storage writes them.
#![allow(clippy::op_ref)]

use shaped::ops::where_;
use shaped::prelude::*;

type A = shape![3, 4];

fn inline() -> Tensor<i64, A> {
    Tensor::from_fn(|i| (i as i64 * 7) % 11 - 5)
}

fn heap() -> HeapTensor<i64, A> {
    HeapTensor::from_fn(|i| (i as i64 * 7) % 11 - 5)
}

/// Runs `$check` on the view `$view` of the inline tensor and of the heap tensor, and compares
/// the two results element by element (as `Vec`s, since their storage types differ).
macro_rules! same {
    ($name:literal, |$x:ident| $view:expr, |$v:ident| $check:expr) => {{
        let fast = {
            let t = inline();
            let $x = &t;
            let $v = $view;
            $check
        };
        let slow = {
            let t = heap();
            let $x = &t;
            let $v = $view;
            $check
        };
        assert_eq!(fast, slow, "{}", $name);
    }};
}

#[test]
fn element_wise_ops_on_every_view_form() {
    let b = Tensor::<i64, shape![4, 3]>::from_fn(|i| i as i64 - 3);
    same!("t + b", |x| x.t(), |v| (v + &b).to_vec());
    same!("b - t", |x| x.t(), |v| (&b - v).to_vec());
    same!("t * t", |x| x.t(), |v| (v * v).to_vec());
    same!("permute", |x| x.permute::<1, 0>(), |v| (v + &b).to_vec());
    same!("-t", |x| x.t(), |v| (-v).to_vec());
    same!("map", |x| x.t(), |v| v.map(|e| e * e + 1).to_vec());
    same!("narrow", |x| x.narrow::<1, 2>(1).unwrap(), |v| (v + &b
        .narrow::<0, 2>(2)
        .unwrap()
        .t())
        .to_vec());
    same!(
        "narrow from the end",
        |x| x.narrow::<0, 2>(-2).unwrap(),
        |v| (v * 3).to_vec()
    );
    same!("select row", |x| x.select::<0>(2).unwrap(), |v| (v + &b
        .t())
        .to_vec());
    same!("select column", |x| x.select::<1>(-1).unwrap(), |v| (&b
        .t()
        + v.unsqueeze::<1>())
    .to_vec());
    same!("unsqueeze", |x| x.unsqueeze::<0>(), |v| (v - &b.t())
        .to_vec());
    same!(
        "unsqueeze then squeeze",
        |x| x.unsqueeze::<1>().squeeze::<1>(),
        |v| (v + 1).to_vec()
    );
    same!(
        "expand",
        |x| x.narrow::<0, 1>(1).unwrap().expand::<shape![2, 3, 4]>(),
        |v| (v + &b.t()).to_vec()
    );
    same!("chain", |x| x.t().narrow::<0, 3>(1).unwrap().t(), |v| (v
        * v.t().t())
    .to_vec());
    same!("compare", |x| x.t(), |v| v.lt(&b).to_vec());
    same!("reshape view", |x| x.reshape::<shape![4, 3]>(), |v| (&v
        + &b)
        .to_vec());
    same!("reshape copy", |x| x.t().reshape::<shape![3, 4]>(), |v| (&v
        - &b.t())
        .to_vec());
    let zero = Tensor::<i64, shape![]>::zeros();
    same!("where", |x| x.t(), |v| {
        where_(&v.gt(&zero), &v, &b).to_vec()
    });
    same!("clamp by views", |x| x.t(), |v| v
        .clamp_tensor(&b, &v.t().t())
        .to_vec());
    same!("three views", |x| x.t(), |v| v
        .zip_map3(&v, &b.view(), |p, q, r| p * q - r)
        .to_vec());
}

#[test]
fn in_place_ops_with_views_as_source_and_destination() {
    let src = Tensor::<i64, shape![4, 3]>::from_fn(|i| i as i64 * 2 - 9);
    // The view as the source: an owned destination.
    same!("x += t", |x| x.t(), |v| {
        let mut d = Tensor::<i64, shape![4, 3]>::full(100);
        d += &v;
        d.to_vec()
    });
    same!("x -= broadcast row", |x| x.select::<0>(1).unwrap(), |v| {
        let mut d = Tensor::<i64, shape![2, 4]>::full(1);
        d -= &v;
        d.to_vec()
    });
    // The view as the destination: mutable views of an inline and of a heap tensor.
    let run = |dst: &mut dyn FnMut() -> Vec<i64>| dst();
    let fast = run(&mut || {
        let mut t = inline();
        let mut d = t.view_mut().t();
        d += &src;
        let mut n = t.view_mut().narrow::<1, 2>(2).unwrap();
        n *= &src
            .narrow::<0, 1>(0)
            .unwrap()
            .narrow::<1, 2>(0)
            .unwrap()
            .t()
            .t();
        t.to_vec()
    });
    let slow = run(&mut || {
        let mut t = heap();
        let mut d = t.view_mut().t();
        d += &src;
        let mut n = t.view_mut().narrow::<1, 2>(2).unwrap();
        n *= &src
            .narrow::<0, 1>(0)
            .unwrap()
            .narrow::<1, 2>(0)
            .unwrap()
            .t()
            .t();
        t.to_vec()
    });
    assert_eq!(fast, slow);
    // Every element written once, in place.
    let mut t = Tensor::<i64, shape![2, 3]>::zeros();
    let mut col = t.view_mut().select::<1>(1).unwrap();
    col += &Tensor::<i64, shape![2]>::from([5, 6]);
    assert_eq!(t.to_vec(), vec![0, 5, 0, 0, 6, 0]);
}

#[test]
fn reductions_of_every_view_form() {
    same!("sum_all t", |x| x.t(), |v| v.sum_all());
    same!("sum t axis 0", |x| x.t(), |v| v.sum::<0>().to_vec());
    same!("amax t axis 1", |x| x.t(), |v| v.amax::<1>().to_vec());
    same!("argmin t axis 0", |x| x.t(), |v| v.argmin::<0>().to_vec());
    same!("prod narrow", |x| x.narrow::<1, 2>(1).unwrap(), |v| v
        .prod::<1>()
        .to_vec());
    same!("sum select", |x| x.select::<1>(2).unwrap(), |v| v.sum_all());
    same!(
        "amin expand",
        |x| x.select::<0>(0).unwrap().expand::<shape![5, 4]>(),
        |v| v.amin::<0>().to_vec()
    );
}

#[test]
fn matrix_products_with_views() {
    let b = Tensor::<i64, shape![3, 4]>::from_fn(|i| 3 - i as i64);
    let sq = Tensor::<i64, shape![4, 4]>::from_fn(|i| i as i64 % 5);
    same!("a.matmul(b.t())", |x| x, |v| v.matmul(&b.t()).to_vec());
    same!("a.t().matmul(b)", |x| x.t(), |v| v.matmul(&b).to_vec());
    same!("t · t", |x| x.t(), |v| v.matmul(&v.t()).to_vec());
    same!("row · matrix", |x| x.select::<0>(1).unwrap(), |v| v
        .matmul(&sq)
        .to_vec());
    same!("matrix · column", |x| x, |v| v
        .matmul(&sq.select::<1>(2).unwrap())
        .to_vec());
    same!("dot of rows", |x| x.select::<0>(0).unwrap(), |v| {
        v.matmul(&sq.select::<0>(3).unwrap()).to_vec()
    });
}

#[test]
fn empty_and_single_element_views() {
    let e = Tensor::<f32, shape![0, 3]>::zeros();
    assert_eq!((e.t() + e.t()).shape(), &[3, 0]);
    assert_eq!(e.t().sum::<1>().to_vec(), vec![0.0; 3]);
    let one = Tensor::<f32, shape![1, 1]>::from([[2.5]]);
    assert_eq!((one.t() * one.t()).to_vec(), vec![6.25]);
    assert_eq!(one.t().matmul(&one.t()).to_vec(), vec![6.25]);
}

/// A view passed to a function the optimiser does not inline: its strides are run-time values
/// there, and the static loops still read the right elements.
#[inline(never)]
fn add_through_a_call(
    a: TensorView<'_, f32, shape![3, 2]>,
    b: TensorView<'_, f32, shape![3, 2]>,
) -> Tensor<f32, shape![3, 2]> {
    a + b
}

#[test]
fn views_passed_into_functions() {
    let m = Tensor::<f32, shape![2, 3]>::from_fn(|i| i as f32);
    let n = Tensor::<f32, shape![3, 2]>::from_fn(|i| 10.0 * i as f32);
    let sum = add_through_a_call(std::hint::black_box(m.t()), std::hint::black_box(n.view()));
    assert_eq!(sum.to_vec(), vec![0.0, 13.0, 21.0, 34.0, 42.0, 55.0]);
}

/// Large static shapes: heap tensors and their views never reserve the static loops' frames
/// (one storage position per element), and a large inline tensor's views run the strided
/// kernels; all of it fits a small thread stack.
#[test]
fn large_static_shapes_fit_a_small_stack() {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(|| {
            let x = HeapTensor::<f32, shape![512, 256]>::ones();
            let y = HeapTensor::<f32, shape![256, 512]>::full(2.0);
            let z = &x + &y.t();
            assert_eq!((y.t() + &x).sum_all(), 393216.0);
            let mut w = HeapTensor::<f32, shape![512, 256]>::zeros();
            w += &y.t();
            assert_eq!(w.t().map(|v| v + 1.0).sum_all(), 393216.0);
            assert_eq!(z.sum::<1>().to_vec(), vec![768.0; 512]);
            assert_eq!(x.t().sum_all(), 131072.0);
            let m = x.matmul(&y.narrow::<1, 8>(0).unwrap());
            assert_eq!(m.shape(), &[512, 8]);
            let small = Tensor::<f32, shape![64, 32]>::ones();
            let s = small.t() + small.t();
            assert_eq!(s.sum_all(), 4096.0);
        })
        .unwrap()
        .join()
        .unwrap();
}
