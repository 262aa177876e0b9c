//! The everyday traits: indexing, iteration in row-major order whatever the strides,
//! conversions from `Vec`s, iterators and nested arrays, and constructors whose type is known.

use std::panic::{AssertUnwindSafe, catch_unwind};

use proptest::prelude::*;
use shaped::prelude::*;

use crate::reference::{Model, Op};

/// The panic message of `f`.
fn panic_text(f: impl FnOnce()) -> String {
    let err = catch_unwind(AssertUnwindSafe(f)).expect_err("must panic");
    match err.downcast::<String>() {
        Ok(s) => *s,
        Err(e) => e
            .downcast::<&str>()
            .map(|s| s.to_string())
            .unwrap_or_default(),
    }
}

#[test]
fn index_static_and_dynamic() {
    let mut t: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
    assert_eq!(t[[0, 0]], 1);
    assert_eq!(t[[1, 2]], 6);
    t[[1, 1]] = 50;
    assert_eq!(t.get([1, 1]), Some(&50));
    assert_eq!(t[&[1usize, 1][..]], 50);

    let mut h =
        HeapTensor::<i32, shape![Dyn, 2]>::try_from_shape_fn(&[3, 2], |i| i as i32).unwrap();
    h[[2, 1]] += 100;
    assert_eq!(h[[2, 1]], 105);

    let mut d = DynTensor::from_shape_fn(&[2, 2, 2], |i| i);
    assert_eq!(d[[1, 0, 1]], 5);
    d[[1, 0, 1]] = 0;
    assert_eq!(d.to_vec(), vec![0, 1, 2, 3, 4, 0, 6, 7]);
    let at = vec![0usize, 1, 1];
    assert_eq!(d[at.as_slice()], 3);

    // Through views, with their strides.
    let tt = d.permute(&[2, 1, 0]);
    assert_eq!(tt[[1, 0, 0]], 1);
    assert_eq!(t.view()[[1, 2]], 6);
}

#[test]
fn out_of_range_panics_with_pytorch_text() {
    let t: Tensor<i32, shape![2, 3]> = Tensor::zeros();
    assert_eq!(
        panic_text(|| {
            let _ = t[[2, 0]];
        }),
        "index 2 is out of bounds for dimension 0 with size 2"
    );
    assert_eq!(
        panic_text(|| {
            let _ = t[[0, 3]];
        }),
        "index 3 is out of bounds for dimension 1 with size 3"
    );
    let mut d = DynTensor::<u8>::zeros(&[2, 3]);
    assert_eq!(
        panic_text(|| {
            let _ = d[[0, 0, 0]];
        }),
        "too many indices for tensor of dimension 2"
    );
    assert_eq!(
        panic_text(|| {
            let _ = d[[0]];
        }),
        "too few indices for tensor of dimension 2: got 1"
    );
    let before = d.to_vec();
    assert_eq!(
        panic_text(AssertUnwindSafe(|| d[[5, 0]] = 1)),
        "index 5 is out of bounds for dimension 0 with size 2"
    );
    assert_eq!(d.to_vec(), before);
    // The checked forms answer None.
    assert_eq!(d.get([5, 0]), None);
    assert_eq!(d.get_mut([0, 0, 0]), None);
}

#[test]
fn iteration_is_row_major_whatever_the_strides() {
    let d = DynTensor::from_shape_fn(&[2, 3, 4], |i| i as i32);
    for order in [[0isize, 1, 2], [2, 1, 0], [1, 0, 2], [0, 2, 1]] {
        let v = d.permute(&order);
        let iterated: Vec<i32> = v.iter().copied().collect();
        assert_eq!(iterated, v.to_vec(), "permute {order:?}");
        assert_eq!(v.iter().len(), 24);
        // indexed_iter pairs each element with its index.
        for (index, x) in v.indexed_iter() {
            assert_eq!(v.get(&index), Some(x));
        }
        assert_eq!(v.indexed_iter().count(), 24);
    }
    let narrowed = d.narrow(2, 1, 2);
    assert_eq!(
        narrowed.iter().copied().collect::<Vec<_>>(),
        narrowed.to_vec()
    );
    let expanded = d.select(0, 1);
    assert_eq!(
        expanded.iter().copied().collect::<Vec<_>>(),
        expanded.to_vec()
    );
    // Broadcast views repeat elements, in order.
    let row = DynTensor::from(vec![1, 2]);
    let wide = row.expand(&[2, 2]);
    assert_eq!(wide.iter().copied().collect::<Vec<_>>(), vec![1, 2, 1, 2]);
    // Empty and 0-d tensors.
    assert_eq!(DynTensor::<u8>::zeros(&[3, 0]).iter().count(), 0);
    let s = Tensor::scalar(4);
    assert_eq!(s.iter().collect::<Vec<_>>(), vec![&4]);
    assert_eq!(s.indexed_iter().collect::<Vec<_>>(), vec![([], &4)]);
}

#[test]
fn iter_mut_writes_in_row_major_order() {
    for order in [[0isize, 1, 2], [2, 1, 0], [1, 2, 0]] {
        let mut d = DynTensor::<i32>::zeros(&[2, 3, 4]);
        let whole = d.view_mut();
        let mut v = whole.permute(&order);
        for (n, x) in v.iter_mut().enumerate() {
            *x = n as i32;
        }
        let v = d.permute(&order);
        assert_eq!(v.to_vec(), (0..24).collect::<Vec<_>>(), "permute {order:?}");
    }
    let mut t: Tensor<i32, shape![2, 3]> = Tensor::zeros();
    for (k, x) in (&mut t).into_iter().enumerate() {
        *x = k as i32;
    }
    assert_eq!(t.to_vec(), vec![0, 1, 2, 3, 4, 5]);
    for x in t.view_mut() {
        *x *= 2;
    }
    assert_eq!(t.to_vec(), vec![0, 2, 4, 6, 8, 10]);
    let n = t.as_dyn_mut();
    let mut col = n.narrow(1, 1, 1);
    for x in &mut col {
        *x = -1;
    }
    assert_eq!(t.to_vec(), vec![0, -1, 4, 6, -1, 10]);
    assert_eq!(t.iter_mut().len(), 6);
}

#[test]
fn into_iterator_for_owned_tensors_and_views() {
    let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
    assert_eq!(t.into_iter().collect::<Vec<_>>(), vec![1, 2, 3, 4]);
    let mut sum = 0;
    for x in &t {
        sum += x;
    }
    assert_eq!(sum, 10);
    let h = HeapTensor::<String, shape![2]>::from_fn(|i| i.to_string());
    assert_eq!(h.into_iter().collect::<Vec<_>>(), vec!["0", "1"]);
    let d = DynTensor::from(vec![1, 2, 3, 4]);
    let t2 = d.view_shape(&[2, 2]);
    let transposed: Vec<i32> = t2.t().into_iter().copied().collect();
    assert_eq!(transposed, vec![1, 3, 2, 4]);
}

#[test]
fn conversions() {
    let d = DynTensor::from(vec![1.0f32, 2.0, 3.0]);
    assert_eq!(d.shape(), &[3]);
    let c: DynTensor<u32> = (1..=4).collect();
    assert_eq!((c.shape(), c.to_vec()), (&[4usize][..], vec![1, 2, 3, 4]));
    let empty: DynTensor<u32> = std::iter::empty().collect();
    assert_eq!(empty.shape(), &[0]);

    let m = DynTensor::try_from((vec![1, 2, 3, 4, 5, 6], &[3, 2][..])).unwrap();
    assert_eq!(m[[2, 1]], 6);
    assert_eq!(
        DynTensor::try_from((vec![1, 2, 3], &[2, 2][..]))
            .unwrap_err()
            .to_string(),
        "shape '[2, 2]' is invalid for input of size 3"
    );
    let r = HeapTensor::<i32, shape![2, 3]>::try_from((vec![0; 6], &[3, 2][..]));
    assert_eq!(
        r.unwrap_err().to_string(),
        "expected shape [2, 3], but got [3, 2]"
    );

    // Static heap tensors take their sizes from the type.
    let s: HeapTensor<i32, shape![2, 3]> = vec![1, 2, 3, 4, 5, 6].try_into().unwrap();
    assert_eq!(s[[1, 0]], 4);
    assert_eq!(
        HeapTensor::<i32, shape![2, 3]>::try_from(vec![1, 2, 3, 4, 5, 6, 7])
            .unwrap_err()
            .to_string(),
        "shape '[2, 3]' is invalid for input of size 7"
    );

    // Nested arrays, inline and on the heap.
    let h = HeapTensor::from([[1, 2, 3], [4, 5, 6]]);
    let i: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [4, 5, 6]]);
    assert_eq!(h, i);
    let h3: HeapTensor<u8, shape![2, 2, 2]> =
        HeapTensor::from([[[1, 2], [3, 4]], [[5, 6], [7, 8]]]);
    assert_eq!(h3[[1, 1, 0]], 7);
}

#[test]
fn constructors_without_turbofish() {
    // Fully static shapes: the annotation is enough.
    let a: HeapTensor<f32, shape![2, 2]> = Default::default();
    assert_eq!(a.to_vec(), vec![0.0; 4]);
    let b: HeapTensor<f32, shape![2, 2]> = HeapTensor::from_fn(|i| i as f32);
    assert_eq!(b[[1, 1]], 3.0);
    let c: Tensor<f32, shape![2, 2]> = Tensor::zeros();
    assert_eq!(c, a);
    // Heap tensors too: `zeros`, `ones` and `full` are the only inherent ones (the dynamic
    // forms taking sizes are `DynConstructors` methods), so the annotation picks them.
    let hz: HeapTensor<f32, shape![2, 2]> = HeapTensor::zeros();
    let ho: HeapTensor<u8, shape![3]> = HeapTensor::ones();
    let hf: HeapTensor<i64, shape![2, 1]> = HeapTensor::full(7);
    assert_eq!(hz.to_vec(), vec![0.0; 4]);
    assert_eq!((ho.to_vec(), hf.to_vec()), (vec![1; 3], vec![7, 7]));
    // The dynamic forms, from the prelude or `shaped::DynConstructors`.
    let d = DynTensor::<f32>::full(&[2, 2], 0.0);
    assert_eq!(d.to_vec(), hz.to_vec());
    // Naming the shape on the type also works for every constructor.
    let z = HeapTensor::<f32, shape![2, 2]>::zeros();
    let o = HeapTensor::<f32, shape![2, 2]>::ones();
    assert_eq!((z.to_vec(), o.to_vec()), (vec![0.0; 4], vec![1.0; 4]));
}

/// A shape of rank 1..=4 with sizes 0..=4, a permutation of its dims, and a narrow of one dim.
fn chain() -> impl Strategy<Value = (Vec<usize>, Vec<usize>, (usize, usize, usize))> {
    prop::collection::vec(0usize..=4, 1..=4)
        .prop_flat_map(|sizes| {
            let rank = sizes.len();
            let perm = Just((0..rank).collect::<Vec<_>>()).prop_shuffle();
            (Just(sizes), perm, 0..rank, 0usize..=4, 0usize..=4)
        })
        .prop_filter_map("narrow in range", |(sizes, perm, d, start, len)| {
            let size = sizes[perm[d]];
            (start + len <= size).then_some((sizes, perm, (d, start, len)))
        })
}

proptest! {
    /// `iter`, `indexed_iter`, `Index` and `Display`'s element count agree with the shared
    /// reference's row-major values for permuted and narrowed views.
    #[test]
    fn iteration_matches_the_reference((sizes, perm, (d, start, len)) in chain()) {
        let numel: usize = sizes.iter().product();
        let t = DynTensor::from_shape_fn(&sizes, |i| i as i64);
        let order: Vec<isize> = perm.iter().map(|&k| k as isize).collect();
        let p = t.permute(&order);
        let v = p.narrow(d as isize, start as isize, len);
        let model = Model::arange(&sizes)
            .apply(&Op::Permute(perm.clone()))
            .apply(&Op::Narrow(d, start, len));
        prop_assert_eq!(v.iter().copied().collect::<Vec<_>>(), model.values.clone());
        prop_assert_eq!(v.iter().len(), model.values.len());
        for (index, x) in v.indexed_iter() {
            prop_assert_eq!(Some(*x), model.at(&index));
            prop_assert_eq!(v[index.as_slice()], *x);
        }
        // Every element appears once in the printed text (none of these is summarised).
        let text = v.to_string();
        let printed = text
            .split(|c: char| !c.is_ascii_digit())
            .filter(|w| !w.is_empty())
            .count();
        prop_assert_eq!(printed, model.values.len(), "{}", text);
        prop_assert!(numel <= 1000);
    }

    /// `iter_mut` visits a permuted mutable view in row-major order: writing 0, 1, 2, ...
    /// through it reads back as 0, 1, 2, ... through the same permutation.
    #[test]
    fn iter_mut_matches_iter((sizes, perm, _) in chain()) {
        let mut t = DynTensor::<i64>::zeros(&sizes);
        let order: Vec<isize> = perm.iter().map(|&k| k as isize).collect();
        {
            let whole = t.view_mut();
            let mut v = whole.permute(&order);
            for (n, x) in v.iter_mut().enumerate() {
                *x = n as i64;
            }
        }
        let v = t.permute(&order);
        let n = v.numel() as i64;
        prop_assert_eq!(v.iter().copied().collect::<Vec<_>>(), (0..n).collect::<Vec<_>>());
    }
}

#[test]
fn nested_arrays_with_size_one_levels_convert_when_the_type_is_known() {
    let row: Tensor<i32, shape![1, 3]> = Tensor::from([[7, 8, 9]]);
    let col: Tensor<i32, shape![3, 1]> = Tensor::from([[1], [2], [3]]);
    assert_eq!((row + col).to_vec(), vec![8, 9, 10, 9, 10, 11, 10, 11, 12]);
    let one: Tensor<i8, shape![1]> = Tensor::from([-1]);
    assert_eq!(one.shape(), &[1]);
    let h: HeapTensor<f32, shape![2, 1, 2]> = HeapTensor::from([[[1.0, 2.0]], [[3.0, 4.0]]]);
    assert_eq!(h.stride(), &[2, 2, 1]);
    // Sizes of at least 2 still need no annotation.
    let t = Tensor::from([[1, 2, 3], [4, 5, 6]]);
    assert_eq!(t.shape(), &[2, 3]);
}
