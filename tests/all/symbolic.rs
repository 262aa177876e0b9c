//! Symbolic dimensions (`Sym<B>`): binding a brand once, the broadcasting rules between branded
//! tensors and views (checked by the compiler, no shape check at run time), the checked
//! conversion `try_as`, matrix products, reductions, views and joins that keep a brand, and
//! the names messages and `Debug` print.

// Operators on references, as programs write them.
#![allow(clippy::op_ref)]

use shaped::prelude::*;
use shaped::shape::{Brand, BrandSlot, Shown, Size, Sym, SymSize};

shaped::brand! {
    struct batch;
    struct feats;
    struct seq;
    struct rebound;
    struct never_bound;
    struct views_rows;
    struct mm_inner;
    struct red_rows;
    struct cat_a;
    struct cat_b;
    struct conv_rows;
    struct in_place_rows;
    struct debug_rows;
    struct la_n;
    struct la_k;
    struct la_b;
    struct kf_state;
    struct kf_meas;
    struct ip_rows;
    struct ip_cols;
}

/// The type of a value, for assertions about result types.
fn same_type<T>(_: &T, _: &T) {}

/// The shape type of a tensor or view, for assertions about result types.
fn shape_is<S: Shape, T, M: Storage<T, S>>(_: &TensorBase<T, S, M>) {}

type Rows<B> = (Sym<B>, Const<3>);

fn rows<B: Brand>(n: SymSize<B>, start: f32) -> HeapTensor<f32, Rows<B>> {
    HeapTensor::from_fn_sym((n, Const::new()), |i| start + i as f32)
}

#[test]
fn a_brand_is_bound_once() {
    assert!(SymSize::<rebound>::bound().is_none());
    let a = SymSize::<rebound>::bind(5).unwrap();
    assert_eq!(a.get(), 5);
    assert_eq!(SymSize::<rebound>::bind(5).unwrap(), a);
    assert_eq!(SymSize::<rebound>::bound(), Some(a));
    let err = SymSize::<rebound>::bind(6).unwrap_err();
    assert_eq!(
        err,
        ShapeError::SizeRebound {
            name: "rebound",
            bound: 5,
            got: 6
        }
    );
    assert_eq!(err.to_string(), "the size rebound is bound to 5, but got 6");
    // Still the first size.
    assert_eq!(SymSize::<rebound>::bound().unwrap().get(), 5);
}

#[test]
fn sizes_beyond_isize_max_are_refused() {
    shaped::brand!(
        struct huge;
    );
    let err = SymSize::<huge>::bind(usize::MAX).unwrap_err();
    assert!(matches!(err, ShapeError::Overflow { .. }));
    assert!(SymSize::<huge>::bound().is_none());
    assert_eq!(
        SymSize::<huge>::bind(isize::MAX as usize).unwrap().get(),
        isize::MAX as usize
    );
}

#[test]
fn a_bind_site_run_twice_is_one_brand() {
    fn bind_here(n: usize) -> Result<usize, ShapeError> {
        shaped::bind!(site = n).map(SymSize::get)
    }
    assert_eq!(bind_here(3), Ok(3));
    assert_eq!(bind_here(3), Ok(3));
    assert_eq!(
        bind_here(4).unwrap_err().to_string(),
        "the size site is bound to 3, but got 4"
    );
    let mut seen = Vec::new();
    for n in [7, 7, 8] {
        seen.push(shaped::bind!(looped = n).is_ok());
    }
    assert_eq!(seen, [true, true, false]);
}

#[test]
fn binding_races_agree_on_one_size() {
    shaped::brand!(
        struct raced;
    );
    let handles: Vec<_> = (0..8)
        .map(|i| std::thread::spawn(move || SymSize::<raced>::bind(10 + i % 2).ok()))
        .collect();
    let won: Vec<usize> = handles
        .into_iter()
        .filter_map(|h| h.join().unwrap())
        .map(SymSize::get)
        .collect();
    let bound = SymSize::<raced>::bound().unwrap().get();
    assert!(!won.is_empty());
    assert!(won.iter().all(|&n| n == bound));
}

#[test]
fn a_hand_written_brand_can_only_name_a_static() {
    // A brand written without the macro: its slot is a constant, which can only point to a
    // `static`, so every bind of it meets the same slot.
    #[allow(non_camel_case_types)]
    enum manual {}
    static MANUAL: BrandSlot = BrandSlot::new();
    impl Brand for manual {
        const NAME: &'static str = "manual";
        const SLOT: &'static BrandSlot = &MANUAL;
    }
    assert_eq!(SymSize::<manual>::bind(2).unwrap().get(), 2);
    assert!(SymSize::<manual>::bind(3).is_err());
    // Two brands sharing a slot share its size.
    #[allow(non_camel_case_types)]
    enum sharing {}
    impl Brand for sharing {
        const NAME: &'static str = "sharing";
        const SLOT: &'static BrandSlot = &MANUAL;
    }
    assert_eq!(SymSize::<sharing>::bound().unwrap().get(), 2);
}

#[test]
fn elementwise_between_branded_tensors() {
    let b = SymSize::<batch>::bind(4).unwrap();
    let x = rows(b, 0.0);
    let y = rows(b, 100.0);
    let sum = &x + &y;
    same_type(&sum, &x);
    assert_eq!(sum.shape(), &[4, 3]);
    assert_eq!(sum.get([3, 2]), Some(&(11.0 + 111.0)));
    let diff = &y - &x;
    assert_eq!(diff.to_vec(), vec![100.0; 12]);
    let prod = &x * &y;
    assert_eq!(prod.get([1, 0]), Some(&(3.0 * 103.0)));
    let quot = &y / &HeapTensor::<f32, Rows<batch>>::full_sym((b, Const::new()), 2.0);
    assert_eq!(quot.get([0, 1]), Some(&50.5));

    // A trailing [3] and a leading [1, 3] stretch over the brand.
    let bias = Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
    let with_bias = &x + &bias;
    same_type(&with_bias, &x);
    assert_eq!(with_bias.get([2, 2]), Some(&(8.0 + 3.0)));
    let row = Tensor::<f32, shape![1, 3]>::from_array([[1.0, 2.0, 3.0]]);
    let lead: HeapTensor<f32, Rows<batch>> = &row * &x;
    assert_eq!(lead.get([1, 1]), Some(&8.0));

    // [B, 1] with [B, 4], and [B, 1] with [1, 4].
    let col =
        HeapTensor::<f32, (Sym<batch>, Const<1>)>::from_fn_sym((b, Const::new()), |i| i as f32);
    let wide = HeapTensor::<f32, (Sym<batch>, Const<4>)>::ones_sym((b, Const::new()));
    let out = &col + &wide;
    same_type(&out, &wide);
    assert_eq!(out.get([3, 3]), Some(&4.0));
    let outer: HeapTensor<f32, (Sym<batch>, Const<4>)> =
        &col * &Tensor::<f32, shape![1, 4]>::from_array([[1.0, 2.0, 3.0, 4.0]]);
    assert_eq!(outer.get([2, 3]), Some(&8.0));

    // Two brands in one shape; a size 1 stretches against either.
    let f = SymSize::<feats>::bind(2).unwrap();
    let grid = HeapTensor::<i32, (Sym<batch>, Sym<feats>)>::from_fn_sym((b, f), |i| i as i32);
    let per_feat = HeapTensor::<i32, (Const<1>, Sym<feats>)>::from_fn_sym((Const::new(), f), |i| {
        10 * i as i32
    });
    let g = &grid + &per_feat;
    same_type(&g, &grid);
    assert_eq!(g.to_vec(), vec![0, 11, 2, 13, 4, 15, 6, 17]);
}

#[test]
fn in_place_between_branded_tensors_and_views() {
    let b = SymSize::<in_place_rows>::bind(3).unwrap();
    let mut x = rows(b, 0.0);
    let y = rows(b, 1.0);
    x += &y;
    assert_eq!(x.get([2, 2]), Some(&(8.0 + 9.0)));
    x -= &Tensor::<f32, shape![1, 3]>::from_array([[1.0, 1.0, 1.0]]);
    x *= &Tensor::<f32, shape![3]>::from([2.0, 2.0, 2.0]);
    assert_eq!(x.get([0, 0]), Some(&0.0));
    assert_eq!(x.get([2, 2]), Some(&32.0));
    x /= &y;
    assert_eq!(x.get([2, 2]), Some(&(32.0 / 9.0)));

    // A view of a branded tensor as the destination and as the source.
    let mut z = HeapTensor::<f32, Rows<in_place_rows>>::zeros_sym((b, Const::new()));
    {
        let mut v = z.view_mut();
        v += &y.view();
    }
    assert_eq!(z.to_vec(), y.to_vec());
    z.assign(&Tensor::<f32, shape![1, 3]>::from_array([[5.0, 6.0, 7.0]]));
    assert_eq!(z.get([2, 1]), Some(&6.0));
}

#[test]
fn views_keep_the_brand() {
    let b = SymSize::<views_rows>::bind(2).unwrap();
    let x = HeapTensor::<i32, (Sym<views_rows>, Const<3>)>::from_fn_sym((b, Const::new()), |i| {
        i as i32
    });
    let t = x.t();
    shape_is::<(Const<3>, Sym<views_rows>), _, _>(&t);
    assert_eq!(t.to_vec(), vec![0, 3, 1, 4, 2, 5]);
    // The transposed view broadcasts with a branded tensor of the transposed shape.
    let back = HeapTensor::<i32, (Const<3>, Sym<views_rows>)>::ones_sym((Const::new(), b));
    let sum = &t + &back;
    assert_eq!(sum.to_vec(), vec![1, 4, 2, 5, 3, 6]);

    let u = x.unsqueeze::<1>();
    shape_is::<(Sym<views_rows>, Const<1>, Const<3>), _, _>(&u);
    let p = x.view().unsqueeze::<0>().permute::<2, 1, 0>();
    shape_is::<(Const<3>, Sym<views_rows>, Const<1>), _, _>(&p);
    assert_eq!(p.shape(), &[3, 2, 1]);
    let col = x.select::<1>(2).unwrap();
    shape_is::<(Sym<views_rows>,), _, _>(&col);
    assert_eq!(col.to_vec(), vec![2, 5]);
    // Adding a column view to a branded vector: no run-time check.
    let ones = HeapTensor::<i32, (Sym<views_rows>,)>::ones_sym((b,));
    assert_eq!((&col + &ones).to_vec(), vec![3, 6]);
}

#[test]
fn matmul_with_a_branded_inner_size() {
    let k = SymSize::<mm_inner>::bind(3).unwrap();
    let a =
        HeapTensor::<f32, (Const<2>, Sym<mm_inner>)>::from_fn_sym((Const::new(), k), |i| i as f32);
    let b = HeapTensor::<f32, (Sym<mm_inner>, Const<2>)>::ones_sym((k, Const::new()));
    let c = a.matmul(&b);
    let _: &HeapTensor<f32, shape![2, 2]> = &c;
    assert_eq!(c.to_vec(), vec![3.0, 3.0, 12.0, 12.0]);
    // A branded outer size stays in the result.
    let at = a
        .t()
        .matmul(&Tensor::<f32, shape![2, 1]>::from_array([[1.0], [1.0]]));
    let _: &HeapTensor<f32, (Sym<mm_inner>, Const<1>)> = &at;
    assert_eq!(at.to_vec(), vec![3.0, 5.0, 7.0]);
}

#[test]
fn reductions_along_and_across_a_brand() {
    let n = SymSize::<red_rows>::bind(3).unwrap();
    let x = HeapTensor::<f32, Rows<red_rows>>::from_fn_sym((n, Const::new()), |i| i as f32);
    let over_rows = x.sum::<0>();
    let _: &HeapTensor<f32, shape![3]> = &over_rows;
    assert_eq!(over_rows.to_vec(), vec![9.0, 12.0, 15.0]);
    let per_row = x.sum::<1>();
    let _: &HeapTensor<f32, (Sym<red_rows>,)> = &per_row;
    assert_eq!(per_row.to_vec(), vec![3.0, 12.0, 21.0]);
    let kept = x.mean_keepdim::<0>();
    let _: &HeapTensor<f32, shape![1, 3]> = &kept;
    // Centring each column: the kept mean stretches over the brand.
    let centred = &x - &kept;
    same_type(&centred, &x);
    assert_eq!(
        centred.to_vec(),
        vec![-3.0, -3.0, -3.0, 0.0, 0.0, 0.0, 3.0, 3.0, 3.0]
    );
    let row_max = x.amax::<1>();
    assert_eq!(row_max.to_vec(), vec![2.0, 5.0, 8.0]);
}

#[test]
fn joins_along_a_brand() {
    let a = SymSize::<cat_a>::bind(2).unwrap();
    let b = SymSize::<cat_b>::bind(1).unwrap();
    let x = HeapTensor::<i32, Rows<cat_a>>::from_fn_sym((a, Const::new()), |i| i as i32);
    let y = HeapTensor::<i32, Rows<cat_b>>::full_sym((b, Const::new()), 9);
    let joined = shaped::tensor::cat(&[&x.as_dyn(), &y.as_dyn()], 0).unwrap();
    assert_eq!(joined.shape(), &[3, 3]);
    let both = joined.try_view_as::<shape![Dyn, 3]>().unwrap();
    assert_eq!(both.to_vec(), vec![0, 1, 2, 3, 4, 5, 9, 9, 9]);

    // Typed: the sizes outside the axis are checked by the compiler, the joined one is `Dyn`.
    let rows = x.cat_dyn::<0, _>(&y);
    shape_is::<(Dyn, Const<3>), _, _>(&rows);
    assert_eq!(rows.to_vec(), vec![0, 1, 2, 3, 4, 5, 9, 9, 9]);
    let wide = HeapTensor::<i32, (Sym<cat_a>, Const<1>)>::full_sym((a, Const::new()), 7);
    let cols = x.cat_dyn::<1, _>(wide.view());
    shape_is::<(Sym<cat_a>, Dyn), _, _>(&cols);
    assert_eq!(cols.to_vec(), vec![0, 1, 2, 7, 3, 4, 5, 7]);
    // The result keeps the brand of the other axis: it adds to a branded tensor unchecked.
    let back =
        &cols.try_as::<(Sym<cat_a>, Const<4>)>().unwrap() + &Tensor::<i32, shape![4]>::ones();
    assert_eq!(back.get([1, 3]), Some(&8));
    assert_eq!(x.try_cat_dyn::<0, _>(&x).unwrap().shape(), &[4, 3]);
}

#[test]
fn try_as_checks_the_sizes_once() {
    let n = SymSize::<conv_rows>::bind(4).unwrap();
    let d = HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![1.0; 15], &[5, 3]).unwrap();
    let err = d.try_as::<Rows<conv_rows>>().unwrap_err();
    assert_eq!(err.to_string(), "expected shape [4, 3], but got [5, 3]");
    let ok = HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![1.0; 12], &[4, 3]).unwrap();
    let x = ok.try_as::<Rows<conv_rows>>().unwrap();
    let y = rows(n, 0.0);
    assert_eq!((&x + &y).get([3, 2]), Some(&12.0));

    // From a dynamic tensor, through views.
    let dynamic = DynTensor::from_vec(vec![0.0f32; 12], &[4, 3]).unwrap();
    let v = dynamic.try_view_as::<Rows<conv_rows>>().unwrap();
    assert_eq!((&v + &y).to_vec(), y.to_vec());
    let bad = DynTensor::from_vec(vec![0.0f32; 6], &[2, 3]).unwrap();
    assert_eq!(
        bad.try_view_as::<Rows<conv_rows>>()
            .unwrap_err()
            .to_string(),
        "expected shape [4, 3], but got [2, 3]"
    );
    // An unbound brand accepts no size.
    let free = HeapTensor::<f32, shape![Dyn]>::from_vec(vec![0.0; 2], &[2]).unwrap();
    assert!(free.try_as::<(Sym<never_bound>,)>().is_err());
    assert!(SymSize::<never_bound>::bound().is_none());

    // Every other constructor that takes sizes checks a brand too.
    assert!(HeapTensor::<f32, Rows<conv_rows>>::from_vec(vec![0.0; 6], &[2, 3]).is_err());
    assert!(HeapTensor::<f32, Rows<conv_rows>>::try_from_shape_fn(&[4, 3], |_| 0.0).is_ok());
    assert!(HeapTensor::<f32, Rows<conv_rows>>::try_from_shape_fn(&[3, 3], |_| 0.0).is_err());

    // Back to run-time sizes: always fits.
    let back = x.try_as::<shape![Dyn, 3]>().unwrap();
    assert_eq!(back.shape(), &[4, 3]);

    // Views by value.
    let mut m = rows(n, 0.0);
    let mv = m.view_mut().try_as::<shape![Dyn, Dyn]>().unwrap();
    assert_eq!(mv.shape(), &[4, 3]);
}

#[test]
fn data_of_the_wrong_length_is_refused() {
    let n = SymSize::<seq>::bind(4).unwrap();
    let err = HeapTensor::from_vec_sym(vec![0.0f32; 10], (n, Const::<3>::new())).unwrap_err();
    assert_eq!(
        err.to_string(),
        "shape '[4, 3]' is invalid for input of size 10"
    );
    let ok = HeapTensor::from_vec_sym(vec![0.0f32; 12], (n, Const::<3>::new(), 1usize)).unwrap();
    let _: &HeapTensor<f32, (Sym<seq>, Const<3>, Dyn)> = &ok;
}

#[test]
fn names_in_messages_and_debug() {
    fn shown<S: shaped::shape::ShowShape>() -> core::marker::PhantomData<Shown<S>> {
        core::marker::PhantomData
    }
    let _: core::marker::PhantomData<(batch, Size<3>)> = shown::<Rows<batch>>();
    let _: core::marker::PhantomData<(Size<2>, batch, feats)> =
        shown::<(Const<2>, Sym<batch>, Sym<feats>)>();
    assert_eq!(format!("{:?}", Sym::<batch>::new()), "batch");
    assert_eq!(<batch as Brand>::NAME, "batch");
    let s = SymSize::<seq>::bind(4).unwrap();
    assert_eq!(format!("{s:?}"), "seq = 4");
    assert_eq!(format!("{s}"), "4");
}

#[test]
fn debug_prints_the_brand_beside_its_size() {
    let n = SymSize::<debug_rows>::bind(2).unwrap();
    let x = HeapTensor::<i32, (Sym<debug_rows>, Const<3>)>::from_fn_sym((n, Const::new()), |i| {
        i as i32
    });
    assert_eq!(
        format!("{x:?}"),
        "HeapTensor { shape: [debug_rows = 2, 3], strides: [3, 1], data: [[0, 1, 2], [3, 4, 5]] }"
    );
    // A view keeps the brand on the axis it moved to; unnamed shapes print as before.
    assert_eq!(
        format!("{:?}", x.t()),
        "TensorView { shape: [3, debug_rows = 2], strides: [1, 3], offset: 0, \
         data: [[0, 3], [1, 4], [2, 5]] }"
    );
    let d = x.try_as::<shape![Dyn, 3]>().unwrap();
    assert!(format!("{d:?}").starts_with("HeapTensor { shape: [2, 3], "));
}

/// A function over branded tensors states in its signature that the rows agree, and has no
/// shape error to report.
fn layer<B: Brand>(
    x: &HeapTensor<f32, (Sym<B>, Const<3>)>,
    w: &Tensor<f32, shape![3, 2]>,
    bias: &Tensor<f32, shape![2]>,
) -> HeapTensor<f32, (Sym<B>, Const<2>)> {
    &x.matmul(w) + bias
}

#[test]
fn generic_functions_over_a_brand() {
    let n = shaped::bind!(items = 2).unwrap();
    let x = HeapTensor::from_fn_sym((n, Const::<3>::new()), |i| i as f32);
    let w = Tensor::<f32, shape![3, 2]>::ones();
    let bias = Tensor::<f32, shape![2]>::from([0.5, -0.5]);
    assert_eq!(layer(&x, &w, &bias).to_vec(), vec![3.5, 2.5, 12.5, 11.5]);
}

/// A well-conditioned `n x n` matrix (diagonally dominant) for the linear algebra tests.
fn dominant(n: usize, i: usize) -> f64 {
    let (r, c) = (i / n, i % n);
    if r == c {
        4.0 + r as f64
    } else {
        1.0 / (1.0 + (r + 2 * c) as f64)
    }
}

/// The elements of a tensor from its `Debug`-free form: the bits, for exact comparisons.
fn bits(v: Vec<f64>) -> Vec<u64> {
    v.into_iter().map(f64::to_bits).collect()
}

#[test]
fn linear_algebra_on_branded_square_matrices() {
    let n = SymSize::<la_n>::bind(4).unwrap();
    let k = SymSize::<la_k>::bind(2).unwrap();
    let b = SymSize::<la_b>::bind(3).unwrap();
    let a = HeapTensor::<f64, (Sym<la_n>, Sym<la_n>)>::from_fn_sym((n, n), |i| dominant(4, i));
    let dyn_a = DynTensor::from_vec(a.to_vec(), &[4, 4]).unwrap();

    // Square by construction: every result keeps the brands, and gives the bits of the same
    // kernels on run-time shapes.
    let inv = a.try_inv().unwrap();
    shape_is::<(Sym<la_n>, Sym<la_n>), _, _>(&inv);
    assert_eq!(bits(inv.to_vec()), bits(dyn_a.try_inv().unwrap().to_vec()));
    let det = a.try_det().unwrap();
    shape_is::<(), _, _>(&det);
    assert_eq!(bits(det.to_vec()), bits(dyn_a.try_det().unwrap().to_vec()));
    let spd = a.matmul(&a.t());
    let chol = spd.try_cholesky().unwrap();
    shape_is::<(Sym<la_n>, Sym<la_n>), _, _>(&chol);
    let dyn_spd = DynTensor::from_vec(spd.to_vec(), &[4, 4]).unwrap();
    assert_eq!(
        bits(chol.to_vec()),
        bits(dyn_spd.try_cholesky().unwrap().to_vec())
    );

    // A vector, a matrix of another brand's columns, and a batch of them.
    let v = HeapTensor::<f64, (Sym<la_n>,)>::from_fn_sym((n,), |i| i as f64 - 1.5);
    let x = a.try_solve(&v).unwrap();
    shape_is::<(Sym<la_n>,), _, _>(&x);
    let dyn_v = DynTensor::from_vec(v.to_vec(), &[4]).unwrap();
    assert_eq!(
        bits(x.to_vec()),
        bits(dyn_a.try_solve(&dyn_v).unwrap().to_vec())
    );
    let m = HeapTensor::<f64, (Sym<la_n>, Sym<la_k>)>::from_fn_sym((n, k), |i| i as f64);
    let xm = a.try_solve(&m).unwrap();
    shape_is::<(Sym<la_n>, Sym<la_k>), _, _>(&xm);
    let back = a.matmul(&xm);
    assert_eq!(back.to_vec().len(), m.to_vec().len());
    for (got, want) in back.to_vec().into_iter().zip(m.to_vec()) {
        assert!((got - want).abs() < 1e-12, "{got} {want}");
    }
    let batch = HeapTensor::<f64, (Sym<la_b>, Sym<la_n>, Sym<la_k>)>::from_fn_sym((b, n, k), |i| {
        (i % 7) as f64
    });
    let xb = a.try_solve(&batch).unwrap();
    shape_is::<(Sym<la_b>, Sym<la_n>, Sym<la_k>), _, _>(&xb);
    let dyn_batch = DynTensor::from_vec(batch.to_vec(), &[3, 4, 2]).unwrap();
    assert_eq!(
        bits(xb.to_vec()),
        bits(dyn_a.try_solve(&dyn_batch).unwrap().to_vec())
    );

    // A batch of matrices and a batch of vectors of the same batch brand: vectors.
    let stack = HeapTensor::<f64, (Sym<la_b>, Sym<la_n>, Sym<la_n>)>::from_fn_sym((b, n, n), |i| {
        dominant(4, i % 16) + (i / 16) as f64
    });
    let rhs = HeapTensor::<f64, (Sym<la_b>, Sym<la_n>)>::from_fn_sym((b, n), |i| i as f64);
    let xs = stack.try_solve(&rhs).unwrap();
    shape_is::<(Sym<la_b>, Sym<la_n>), _, _>(&xs);
    let dyn_stack = DynTensor::from_vec(stack.to_vec(), &[3, 4, 4]).unwrap();
    let dyn_rhs = DynTensor::from_vec(rhs.to_vec(), &[3, 4]).unwrap();
    assert_eq!(
        bits(xs.to_vec()),
        bits(dyn_stack.try_solve(&dyn_rhs).unwrap().to_vec())
    );

    // The identity of a branded size, and a singular matrix refused with PyTorch's text.
    let eye = HeapTensor::<f64, (Sym<la_n>, Sym<la_n>)>::eye_sym((n, n));
    assert_eq!(bits(a.matmul(&eye).to_vec()), bits(a.to_vec()));
    let singular = HeapTensor::<f64, (Sym<la_n>, Sym<la_n>)>::ones_sym((n, n));
    assert_eq!(
        singular.try_inv().unwrap_err().to_string(),
        dyn_a.map(|_| 1.0).try_inv().unwrap_err().to_string()
    );
}

/// One predict-and-update step of a Kalman filter whose state and measurement sizes come from
/// outside: the compiler checks every product and sum; only the inverse can fail (singular).
type Square<B> = HeapTensor<f64, (Sym<B>, Sym<B>)>;
type Column<B> = HeapTensor<f64, (Sym<B>, Const<1>)>;
/// A measurement matrix: `M` rows read from `S` states.
type Observe<M, S> = HeapTensor<f64, (Sym<M>, Sym<S>)>;

fn kalman_step<S: Brand, M: Brand>(
    n: SymSize<S>,
    (x, p): (&Column<S>, &Square<S>),
    (f, q): (&Square<S>, &Square<S>),
    (h, r): (&Observe<M, S>, &Square<M>),
    z: &Column<M>,
) -> Result<(Column<S>, Square<S>), ShapeError> {
    let x = f.matmul(x);
    let p = &f.matmul(p).matmul(&f.t()) + q;
    let innovation = z - &h.matmul(&x);
    let s = &h.matmul(&p).matmul(&h.t()) + r;
    let gain = p.matmul(&h.t()).matmul(&s.try_inv()?);
    let x = &x + &gain.matmul(&innovation);
    let eye = HeapTensor::<f64, (Sym<S>, Sym<S>)>::eye_sym((n, n));
    let p = (&eye - &gain.matmul(h)).matmul(&p);
    Ok((x, p))
}

/// The same step on run-time shapes, every operation checked (and unwrapped) at run time.
fn kalman_step_dyn(
    (x, p): (&DynTensor<f64>, &DynTensor<f64>),
    (f, q): (&DynTensor<f64>, &DynTensor<f64>),
    (h, r): (&DynTensor<f64>, &DynTensor<f64>),
    z: &DynTensor<f64>,
) -> (DynTensor<f64>, DynTensor<f64>) {
    let x = f.matmul(x);
    let p = &f.matmul(p).matmul(&f.t()) + q;
    let innovation = z - &h.matmul(&x);
    let s = &h.matmul(&p).matmul(&h.t()) + r;
    let gain = p.matmul(&h.t()).matmul(&s.try_inv().unwrap());
    let x = &x + &gain.matmul(&innovation);
    let eye = DynTensor::<f64>::eye(p.shape()[0], p.shape()[0]);
    let p = (&eye - &gain.matmul(h)).matmul(&p);
    (x, p)
}

#[test]
fn a_kalman_step_with_sizes_from_outside() {
    // The sizes a configuration would give: 4 states (position and velocity in 2-D), 2
    // measurements (position).
    let (states, measured) = ("4".parse::<usize>().unwrap(), "2".parse::<usize>().unwrap());
    let n = SymSize::<kf_state>::bind(states).unwrap();
    let m = SymSize::<kf_meas>::bind(measured).unwrap();
    let dt = 0.1;
    let f = Square::<kf_state>::from_fn_sym((n, n), |i| {
        let (r, c) = (i / 4, i % 4);
        if r == c {
            1.0
        } else if c == r + 2 {
            dt
        } else {
            0.0
        }
    });
    let h =
        Observe::<kf_meas, kf_state>::from_fn_sym(
            (m, n),
            |i| {
                if i / 4 == i % 4 { 1.0 } else { 0.0 }
            },
        );
    let q = Square::<kf_state>::eye_sym((n, n)).map(|v| v * 0.01);
    let r = Square::<kf_meas>::eye_sym((m, m)).map(|v| v * 0.5);
    let mut x = HeapTensor::<f64, (Sym<kf_state>, Const<1>)>::zeros_sym((n, Const::new()));
    let mut p = Square::<kf_state>::eye_sym((n, n));
    let (mut dx, mut dp) = (
        DynTensor::from_vec(x.to_vec(), &[4, 1]).unwrap(),
        DynTensor::from_vec(p.to_vec(), &[4, 4]).unwrap(),
    );
    let to_dyn = |v: Vec<f64>, dims: &[usize]| DynTensor::from_vec(v, dims).unwrap();
    let (df, dh, dq, dr) = (
        to_dyn(f.to_vec(), &[4, 4]),
        to_dyn(h.to_vec(), &[2, 4]),
        to_dyn(q.to_vec(), &[4, 4]),
        to_dyn(r.to_vec(), &[2, 2]),
    );
    for step in 0..5 {
        let z = HeapTensor::<f64, (Sym<kf_meas>, Const<1>)>::from_fn_sym((m, Const::new()), |i| {
            (step as f64 + 1.0) * (i as f64 + 1.0)
        });
        let dz = to_dyn(z.to_vec(), &[2, 1]);
        (x, p) = kalman_step(n, (&x, &p), (&f, &q), (&h, &r), &z).unwrap();
        (dx, dp) = kalman_step_dyn((&dx, &dp), (&df, &dq), (&dh, &dr), &dz);
        assert_eq!(
            bits(x.to_vec()),
            bits(dx.to_vec()),
            "state after step {step}"
        );
        assert_eq!(
            bits(p.to_vec()),
            bits(dp.to_vec()),
            "covariance after step {step}"
        );
    }
    // The filter moved towards the measurements.
    assert!(x.to_vec()[0] > 1.0);
}

#[test]
fn in_place_sources_that_broadcast_into_a_branded_shape() {
    let (r, c) = (
        SymSize::<ip_rows>::bind(3).unwrap(),
        SymSize::<ip_cols>::bind(4).unwrap(),
    );
    type Grid = HeapTensor<i64, (Sym<ip_rows>, Sym<ip_cols>)>;
    let start = |i: usize| i as i64 * 10;
    let mut x = Grid::from_fn_sym((r, c), start);
    // One value per row, one per column (with and without the leading 1), and a scalar.
    x += &HeapTensor::<i64, (Sym<ip_rows>, Const<1>)>::from_fn_sym((r, Const::new()), |i| {
        i as i64 + 1
    });
    x += &HeapTensor::<i64, (Sym<ip_cols>,)>::from_fn_sym((c,), |j| 100 * (j as i64 + 1));
    x += &HeapTensor::<i64, (Const<1>, Sym<ip_cols>)>::from_fn_sym((Const::new(), c), |j| {
        1000 * (j as i64 + 1)
    });
    x += &HeapTensor::<i64, ()>::from_fn(|_| 10_000);
    let want: Vec<i64> = (0..12)
        .map(|p| {
            let (i, j) = (p / 4, p % 4);
            start(p) + (i as i64 + 1) + 1100 * (j as i64 + 1) + 10_000
        })
        .collect();
    assert_eq!(x.to_vec(), want);
}
