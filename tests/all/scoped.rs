//! Scoped sizes (`with_size`): a brand new to each call, so the same code binds different
//! numbers in different calls, threads and tests; everything a declared brand does, inside the
//! scope; conversions through the token; and the errors of a brand with no number (a declared
//! one never bound, a scoped one asked for by type).

// Operators on references, as programs write them.
#![allow(clippy::op_ref)]

use shaped::prelude::*;
use shaped::shape::{Scoped, Sym, SymSize};

shaped::brand! {
    struct unbound_rows;
    struct declared_rows;
}

/// Rows of a scope, two static columns.
type Rows2<'id> = (Sym<Scoped<'id>>, Const<2>);

/// The column means subtracted from every row: a broadcast with no run-time shape check.
fn centre<'id>(x: &HeapTensor<f64, Rows2<'id>>) -> HeapTensor<f64, Rows2<'id>> {
    x - &x.mean::<0>()
}

/// `n` rows `[i, 2i]`, centred, then the sum of squares of each column.
fn spread(n: usize) -> Vec<f64> {
    shaped::with_size(n, |b| {
        let x = HeapTensor::<f64, Rows2<'_>>::from_fn_sym((b, Const::new()), |i| {
            ((i / 2) * (1 + i % 2)) as f64
        });
        let c = centre(&x);
        (&c * &c).sum::<0>().to_vec()
    })
}

/// The sum of squares of `0..n` about its mean.
fn expected_spread(n: usize) -> f64 {
    let mean = (n as f64 - 1.0) / 2.0;
    (0..n).map(|i| (i as f64 - mean).powi(2)).sum()
}

#[test]
fn one_function_binds_a_new_number_on_each_call() {
    for n in [1, 4, 5, 2, 4] {
        let s = expected_spread(n);
        assert_eq!(spread(n), vec![s, 4.0 * s], "n = {n}");
    }
}

// Two tests with the same code and different numbers: both pass in any order, in one process.
#[test]
fn a_test_binds_four() {
    assert_eq!(spread(4), vec![5.0, 20.0]);
}

#[test]
fn another_test_binds_five() {
    assert_eq!(spread(5), vec![10.0, 40.0]);
}

#[test]
fn threads_bind_their_own_numbers_at_once() {
    let handles: Vec<_> = (1..=16)
        .map(|n| std::thread::spawn(move || (n, spread(n))))
        .collect();
    for h in handles {
        let (n, got) = h.join().unwrap();
        let s = expected_spread(n);
        assert_eq!(got, vec![s, 4.0 * s], "n = {n}");
    }
}

#[test]
fn nested_scopes_have_their_own_sizes() {
    let shapes = shaped::with_size(3, |rows| {
        shaped::with_size(4, |cols| {
            let a = HeapTensor::<i32, (Sym<Scoped<'_>>, Const<1>)>::ones_sym((rows, Const::new()));
            let b = HeapTensor::<i32, (Const<1>, Sym<Scoped<'_>>)>::ones_sym((Const::new(), cols));
            let outer = &a + &b; // `[rows, 1] + [1, cols]`
            (outer.shape().to_vec(), outer.sum_all())
        })
    });
    assert_eq!(shapes, (vec![3, 4], 24));
}

#[test]
fn the_scope_works_as_a_declared_brand_does() {
    shaped::with_size(3, |n| {
        type X<'id> = (Sym<Scoped<'id>>, Const<2>);
        let mut x = HeapTensor::<f32, X<'_>>::from_fn_sym((n, Const::new()), |i| i as f32);
        let y = HeapTensor::<f32, X<'_>>::ones_sym((n, Const::new()));

        // Broadcasting: the same brand, a static row, a `[n, 1]` column.
        let col = HeapTensor::<f32, (Sym<Scoped<'_>>, Const<1>)>::full_sym((n, Const::new()), 10.0);
        assert_eq!((&x + &y).to_vec(), vec![1.0, 2.0, 3.0, 4.0, 5.0, 6.0]);
        assert_eq!(
            (&x * &col).to_vec(),
            vec![0.0, 10.0, 20.0, 30.0, 40.0, 50.0]
        );
        let row = Tensor::<f32, shape![2]>::from([1.0, -1.0]);
        assert_eq!((&x * &row).to_vec(), vec![0.0, -1.0, 2.0, -3.0, 4.0, -5.0]);

        // In place: the same brand, a broadcast source.
        x += &y;
        x -= &row;
        assert_eq!(x.to_vec(), vec![0.0, 3.0, 2.0, 5.0, 4.0, 7.0]);

        // Matrix products: the scoped size outside and inside.
        let w = Tensor::<f32, shape![2, 4]>::full(0.5);
        let xw = x.matmul(&w);
        assert_eq!(xw.shape(), &[3, 4]);
        let gram = x.t().matmul(&x); // `[2, n] · [n, 2]`
        assert_eq!(gram.shape(), &[2, 2]);
        assert_eq!(gram.to_vec(), vec![20.0, 38.0, 38.0, 83.0]);

        // Reductions along and across the scoped axis.
        assert_eq!(x.sum::<0>().to_vec(), vec![6.0, 15.0]);
        assert_eq!(x.sum::<1>().to_vec(), vec![3.0, 7.0, 11.0]);
        assert_eq!(x.amax::<0>().to_vec(), vec![4.0, 7.0]);

        // Views keep the brand.
        let t = x.t();
        assert_eq!(t.shape(), &[2, 3]);
        assert_eq!(x.unsqueeze::<0>().shape(), &[1, 3, 2]);
        assert_eq!(x.select::<1>(1).unwrap().to_vec(), vec![3.0, 5.0, 7.0]);

        // Narrowing the scoped axis to a static length: checked when it runs.
        let first_two = x.narrow::<0, 2>(0).unwrap();
        assert_eq!(first_two.to_vec(), vec![0.0, 3.0, 2.0, 5.0]);
        assert!(x.narrow::<0, 4>(0).is_none());

        // Joining along the scoped axis gives a run-time size there.
        let joined: HeapTensor<f32, (Dyn, Const<2>)> = x.cat_dyn::<0, _>(&y);
        assert_eq!(joined.shape(), &[6, 2]);
    });
}

#[test]
fn conversions_into_a_scope_take_the_token() {
    let d = DynTensor::<f32>::from_vec((0..12).map(|i| i as f32).collect(), &[4, 3]).unwrap();
    let total = shaped::with_size(4, |b| {
        let x = d.view().try_as_sym((b, Const::<3>::new())).unwrap();
        shape_is::<(Sym<Scoped<'_>>, Const<3>)>(&x);
        // Wrong sizes, wrong rank.
        assert_eq!(
            d.view()
                .try_as_sym((b, Const::<4>::new()))
                .unwrap_err()
                .to_string(),
            "expected shape [4, 4], but got [4, 3]"
        );
        assert_eq!(
            d.view().try_as_sym((b,)).unwrap_err(),
            ShapeError::RankMismatch {
                expected: 1,
                got: 2
            }
        );
        // By type alone, a scope's shape has no number to compare with.
        let err = d
            .view()
            .try_as::<(Sym<Scoped<'_>>, Const<3>)>()
            .unwrap_err();
        assert_eq!(err, ShapeError::ScopedSize);
        assert_eq!(
            err.to_string(),
            "a scoped size is known only through its token: pass the token (try_as_sym, the _sym constructors)"
        );
        // Nor can the brand be bound again, to this number or another.
        assert_eq!(SymSize::<Scoped<'_>>::bind(4), Err(ShapeError::ScopedSize));
        assert!(SymSize::<Scoped<'_>>::bound().is_none());
        x.sum_all()
    });
    assert_eq!(total, 66.0);

    // Owned tensors and mutable views too.
    let mut d2 = d.clone();
    shaped::with_size(3, |c| {
        let mut m = d2.view_mut().try_as_sym((4usize, c)).unwrap();
        m += &Tensor::<f32, shape![1]>::from([1.0]);
        assert!(d.clone().try_as_sym((c, 4usize)).is_err());
        let owned = d.clone().try_as_sym((4usize, c)).unwrap();
        assert_eq!(owned.shape(), &[4, 3]);
    });
    assert_eq!(d2.to_vec()[0], 1.0);
}

#[test]
fn scoped_sizes_print_their_scope() {
    shaped::with_size(2, |b| {
        assert_eq!(format!("{b:?}"), "scoped size = 2");
        assert_eq!(b.to_string(), "2");
        let x = HeapTensor::<u8, (Sym<Scoped<'_>>,)>::zeros_sym((b,));
        assert_eq!(x.shape(), &[2]);
    });
    let big = shaped::try_with_size(usize::MAX, |b| b.get());
    assert!(matches!(big, Err(ShapeError::Overflow { .. })));
    let r = std::panic::catch_unwind(|| shaped::with_size(usize::MAX, |b| b.get()));
    assert!(r.is_err());
}

#[test]
fn a_declared_brand_never_bound_has_its_own_error() {
    let err =
        HeapTensor::<f32, (Sym<unbound_rows>, Const<3>)>::from_vec(vec![], &[0, 3]).unwrap_err();
    assert_eq!(
        err,
        ShapeError::UnboundSize {
            name: "unbound_rows"
        }
    );
    assert_eq!(
        err.to_string(),
        "the size unbound_rows is not bound: bind it (SymSize::bind) before making a tensor of its shape"
    );
    let free = DynTensor::<f32>::zeros(&[2]);
    assert_eq!(
        free.try_as::<(Sym<unbound_rows>,)>().unwrap_err(),
        ShapeError::UnboundSize {
            name: "unbound_rows"
        }
    );
    // Once bound, a size that differs is a mismatch with the bound number.
    SymSize::<declared_rows>::bind(2).unwrap();
    let err = HeapTensor::<f32, (Sym<declared_rows>,)>::from_vec(vec![0.0; 3], &[3]).unwrap_err();
    assert_eq!(err.to_string(), "expected shape [2], but got [3]");
}

#[test]
fn a_declared_brand_narrows_too() {
    let n = SymSize::<declared_rows>::bind(2).unwrap();
    let x =
        HeapTensor::<i32, (Sym<declared_rows>, Const<3>)>::from_fn_sym((n, Const::new()), |i| {
            i as i32
        });
    assert_eq!(x.narrow::<0, 1>(-1).unwrap().to_vec(), vec![3, 4, 5]);
    assert_eq!(x.narrow::<1, 2>(1).unwrap().to_vec(), vec![1, 2, 4, 5]);
    assert!(x.narrow::<0, 3>(0).is_none());
    // `try_as_sym` with a declared brand's token.
    let d = DynTensor::<i32>::zeros(&[2, 3]);
    assert!(d.try_as_sym((n, Const::<3>::new())).is_ok());
}

/// The shape type of a tensor or view, for assertions about result types.
fn shape_is<S: Shape>(_: &impl ShapeOf<S>) {}

/// Tensors and views of shape `S`.
trait ShapeOf<S> {}
impl<T, S: Shape, M: Storage<T, S>> ShapeOf<S> for TensorBase<T, S, M> {}

#[test]
fn constructors_take_the_run_time_sizes_alone() {
    shaped::with_size(4, |b| {
        shaped::with_size(2, |f| {
            type Rows<'b> = (Sym<Scoped<'b>>, Const<3>);
            let x = HeapTensor::<f32, Rows<'_>>::zeros_sym(b);
            assert_eq!(x.shape(), &[4, 3]);
            let y =
                HeapTensor::<f32, (Const<2>, Sym<Scoped<'_>>, Sym<Scoped<'_>>)>::ones_sym((b, f));
            assert_eq!((y.shape(), y.sum_all()), (&[2, 4, 2][..], 16.0));
            let z = HeapTensor::<i32, (Sym<Scoped<'_>>, Dyn, Const<1>)>::from_fn_sym(
                (b, 3usize),
                |i| i as i32,
            );
            assert_eq!(z.shape(), &[4, 3, 1]);
            assert_eq!(z.to_vec(), (0..12).collect::<Vec<_>>());
            let v = HeapTensor::<f32, (Const<2>, Sym<Scoped<'_>>)>::from_vec_sym(vec![1.0; 4], f)
                .unwrap();
            assert_eq!(v.shape(), &[2, 2]);
            let short =
                HeapTensor::<f32, (Const<2>, Sym<Scoped<'_>>)>::from_vec_sym(vec![1.0; 3], f);
            assert_eq!(
                short.unwrap_err().to_string(),
                "shape '[2, 2]' is invalid for input of size 3"
            );
            let full = HeapTensor::<f32, Rows<'_>>::full_sym(b, 2.5);
            assert_eq!(full.sum_all(), 30.0);
            // One value per dimension still works, and reads the shape from the sizes.
            let w = HeapTensor::full_sym((b, Const::<3>::new()), 0.5f32);
            assert_eq!((&x + &w).sum_all(), 6.0);
            let one = HeapTensor::<u8, (Sym<Scoped<'_>>,)>::zeros_sym(b);
            assert_eq!(one.shape(), &[4]);
            let sq = HeapTensor::<f64, (Sym<Scoped<'_>>, Sym<Scoped<'_>>)>::eye_sym((f, f));
            assert_eq!(sq.to_vec(), vec![1.0, 0.0, 0.0, 1.0]);
        })
    });
}

#[test]
fn every_view_a_symbolic_axis_expects() {
    shaped::with_size(3, |n| {
        let x = HeapTensor::<i32, (Sym<Scoped<'_>>, Const<2>)>::from_fn_sym(n, |i| i as i32);
        // Select along the scoped axis: a run-time index, checked.
        assert_eq!(x.select::<0>(2).unwrap().to_vec(), vec![4, 5]);
        assert!(x.select::<0>(3).is_none());
        assert_eq!(x.get([1, 1]), Some(&3));
        assert_eq!(x.get([3, 0]), None);
        // Permute, transpose, expand a unit axis, squeeze it again.
        assert_eq!(x.permute::<1, 0>().shape(), &[2, 3]);
        let u = x.unsqueeze::<1>();
        assert_eq!(u.shape(), &[3, 1, 2]);
        assert_eq!(u.squeeze::<1>().shape(), &[3, 2]);
        // Flipping back to run-time sizes for everything else.
        assert_eq!(x.as_dyn().narrow(0, 1, 2).to_vec(), vec![2, 3, 4, 5]);
    });
}
