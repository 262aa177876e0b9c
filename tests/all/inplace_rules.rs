//! The in-place rule: in-place operations may broadcast the source but never change the
//! destination's shape (`broadcast(x.shape, y.shape) == x.shape`), on the static and the dynamic
//! path, with PyTorch's `expand` texts for the dynamic errors.
//!
//! Expected values are computed by hand or by the index rule (a source dim of size 1, or a
//! missing one, reads index 0), never by the crate.
#![cfg(feature = "alloc")]

use crate::reference::ref_pairs;
use shaped::prelude::*;

const RANK_TEXT: &str = "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)";
const EXPAND_TEXT: &str = "The expanded size of the tensor (1) must match the existing size (7) at non-singleton dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]";

fn expand_text(
    expanded: usize,
    existing: usize,
    dim: usize,
    target: &[usize],
    src: &[usize],
) -> String {
    format!(
        "The expanded size of the tensor ({expanded}) must match the existing size ({existing}) at non-singleton dimension {dim}.  Target sizes: {target:?}.  Tensor sizes: {src:?}"
    )
}

/// The value `dest op= src` must leave at each destination position: `src` read by the rule
/// (the shared reference's pairs of the broadcast of `dest` and `src`, which is `dest`).
fn reference(
    dest: &[usize],
    dest_vals: &[i64],
    src: &[usize],
    src_vals: &[i64],
    f: impl Fn(i64, i64) -> i64,
) -> Vec<i64> {
    ref_pairs(dest, src, dest)
        .into_iter()
        .map(|(p, q)| f(dest_vals[p], src_vals[q]))
        .collect()
}

fn dv(i: usize) -> i64 {
    i as i64 * 100 + 50
}
fn sv(i: usize) -> i64 {
    i as i64 + 1
}

// ---------------------------------------------------------------------------------------------
// The legal example, both paths, with values.
// ---------------------------------------------------------------------------------------------

#[test]
fn static_add_assign_with_broadcast_source() {
    let mut x = Tensor::<i64, shape![5, 3, 4, 1]>::from_fn(dv);
    let y = Tensor::<i64, shape![3, 1, 1]>::from_array([[[1000]], [[2000]], [[3000]]]);
    x += &y;
    // The shape never changes.
    assert_eq!(x.shape(), &[5, 3, 4, 1]);
    for i in 0..5 {
        for j in 0..3 {
            for k in 0..4 {
                let p = (i * 3 + j) * 4 + k;
                assert_eq!(
                    x.get([i, j, k, 0]),
                    Some(&(dv(p) + 1000 * (j as i64 + 1))),
                    "[{i}, {j}, {k}, 0]"
                );
            }
        }
    }
    // By value too.
    let mut x2 = Tensor::<i64, shape![5, 3, 4, 1]>::from_fn(dv);
    x2 += y;
    assert_eq!(x2, x);
}

/// `dest += src` and `dest -= src` (by value) between owned heap tensors of static shapes, for
/// each pair `[dest] <- [src]`: the values the index rule gives.
macro_rules! heap_in_place {
    ($( [$($d:literal),*] <- [$($s:literal),*] ),* $(,)?) => {$({
        let (dest, src): (&[usize], &[usize]) = (&[$($d),*], &[$($s),*]);
        let mut x = HeapTensor::<i64, shape![$($d),*]>::from_fn(dv);
        let y = HeapTensor::<i64, shape![$($s),*]>::from_fn(sv);
        let (dest_vals, src_vals) = (x.to_vec(), y.to_vec());
        x += &y;
        assert_eq!(
            x.to_vec(),
            reference(dest, &dest_vals, src, &src_vals, |a, b| a + b),
            "{dest:?} += {src:?}"
        );
        x -= y;
        assert_eq!(x.to_vec(), dest_vals, "{dest:?} -= {src:?}");
    })*};
}

#[test]
fn heap_add_assign_with_broadcast_source() {
    heap_in_place!(
        [2, 3] <- [3],
        [2, 3] <- [1, 3],
        [2, 3] <- [2, 1],
        [2, 3] <- [1, 1],
        [2, 3] <- [],
        [] <- [],
        [4] <- [1],
        [1, 5] <- [5],
        [4, 2, 3] <- [2, 1],
        [4, 2, 3] <- [4, 1, 3],
        [4, 2, 3] <- [1, 2, 1],
        [4, 2, 3] <- [3],
        [4, 2, 3] <- [4, 2, 3],
        [2, 1, 3, 1, 2] <- [3, 1, 1],
        [3, 2, 4, 2, 2, 3] <- [2, 1, 2, 1, 3],
        [0, 3] <- [3],
        [2, 0] <- [0],
        [3, 0, 2] <- [1, 2],
        [2, 3, 0] <- [3, 1],
    );
}

#[test]
fn dynamic_add_assign_with_broadcast_source() {
    let (dest, src) = (&[5usize, 3, 4, 1][..], &[3usize, 1, 1][..]);
    let mut x = DynTensor::from_shape_fn(dest, dv);
    let y = DynTensor::from_shape_fn(src, sv);
    let dvals: Vec<i64> = (0..60).map(dv).collect();
    let svals: Vec<i64> = (0..3).map(sv).collect();
    let want = reference(dest, &dvals, src, &svals, |d, s| d + s);
    x.try_add_assign(&y).unwrap();
    assert_eq!(x.shape(), dest);
    assert_eq!(x.to_vec(), want);
    // The operator form does the same.
    let mut x = DynTensor::from_shape_fn(dest, dv);
    x += &y;
    assert_eq!(x.to_vec(), want);
    // Heap static destination, dynamic source.
    let mut h = HeapTensor::<i64, shape![5, 3, 4, 1]>::from_fn(dv);
    h += &y;
    assert_eq!(h.to_vec(), want);
    // Static destination, dynamic source (checked at run time).
    let mut s = Tensor::<i64, shape![5, 3, 4, 1]>::from_fn(dv);
    s.try_add_assign(&y).unwrap();
    assert_eq!(s.to_vec(), want);
    // Dynamic destination, static source.
    let mut x = DynTensor::from_shape_fn(dest, dv);
    x += &Tensor::<i64, shape![3, 1, 1]>::from_fn(sv);
    assert_eq!(x.to_vec(), want);
}

// ---------------------------------------------------------------------------------------------
// The illegal examples on the dynamic path.
// ---------------------------------------------------------------------------------------------

#[test]
fn dynamic_source_that_would_grow_the_destination() {
    // [1,3,1] += [3,1,7]: the result would be [3,3,7].
    let mut x = DynTensor::from_shape_fn(&[1, 3, 1], dv);
    let y = DynTensor::from_shape_fn(&[3, 1, 7], sv);
    assert_eq!(x.try_add_assign(&y).unwrap_err().to_string(), EXPAND_TEXT);
    assert_eq!(x.try_sub_assign(&y).unwrap_err().to_string(), EXPAND_TEXT);
    assert_eq!(x.try_mul_assign(&y).unwrap_err().to_string(), EXPAND_TEXT);
    assert_eq!(x.try_div_assign(&y).unwrap_err().to_string(), EXPAND_TEXT);
    assert_eq!(x.try_rem_assign(&y).unwrap_err().to_string(), EXPAND_TEXT);
    assert_eq!(x.try_assign(&y).unwrap_err().to_string(), EXPAND_TEXT);
    assert_eq!(
        x.try_zip_apply(&y, |d, s| *d += s).unwrap_err().to_string(),
        EXPAND_TEXT
    );
    // Nothing was written.
    assert_eq!(x.shape(), &[1, 3, 1]);
    assert_eq!(x.to_vec(), vec![dv(0), dv(1), dv(2)]);
    assert_eq!(
        EXPAND_TEXT,
        expand_text(1, 7, 2, &[1, 3, 1], &[3, 1, 7]),
        "the helper spells the text as PyTorch does"
    );
}

#[test]
fn dynamic_source_with_more_dims() {
    // [2,3] += [1,2,3]: a leading 1 would be added.
    let mut x = DynTensor::from_shape_fn(&[2, 3], dv);
    let y = DynTensor::from_shape_fn(&[1, 2, 3], sv);
    assert_eq!(x.try_add_assign(&y).unwrap_err().to_string(), RANK_TEXT);
    assert_eq!(x.try_sub_assign(&y).unwrap_err().to_string(), RANK_TEXT);
    assert_eq!(x.try_mul_assign(&y).unwrap_err().to_string(), RANK_TEXT);
    assert_eq!(x.try_div_assign(&y).unwrap_err().to_string(), RANK_TEXT);
    assert_eq!(x.try_rem_assign(&y).unwrap_err().to_string(), RANK_TEXT);
    assert_eq!(x.try_assign(&y).unwrap_err().to_string(), RANK_TEXT);
    assert_eq!(x.to_vec(), (0..6).map(dv).collect::<Vec<_>>());
    // Static destination, dynamic source with more dims.
    let mut s = Tensor::<i64, shape![2, 3]>::from_fn(dv);
    assert_eq!(s.try_add_assign(&y).unwrap_err().to_string(), RANK_TEXT);
    assert_eq!(s.try_assign(&y).unwrap_err().to_string(), RANK_TEXT);
    // Dynamic destination, static source with more dims, or a clashing size.
    let mut d = DynTensor::from_shape_fn(&[2, 3], dv);
    let more = Tensor::<i64, shape![1, 2, 3]>::from_fn(sv);
    assert_eq!(d.try_add_assign(&more).unwrap_err().to_string(), RANK_TEXT);
    assert_eq!(d.try_assign(&more).unwrap_err().to_string(), RANK_TEXT);
    let four = Tensor::<i64, shape![4]>::from_fn(sv);
    assert_eq!(
        d.try_mul_assign(&four).unwrap_err().to_string(),
        expand_text(3, 4, 1, &[2, 3], &[4])
    );
    assert_eq!(d.to_vec(), (0..6).map(dv).collect::<Vec<_>>());
    // A 0-d destination accepts only 0-d sources.
    let mut z = DynTensor::scalar(1i64);
    assert_eq!(
        z.try_add_assign(&DynTensor::from_shape_fn(&[1], sv))
            .unwrap_err()
            .to_string(),
        "the number of sizes provided (0) must be greater or equal to the number of dimensions in the tensor (1)"
    );
    z.try_add_assign(&DynTensor::scalar(5)).unwrap();
    assert_eq!(z.to_vec(), vec![6]);
}

#[test]
fn dynamic_in_place_error_texts_by_the_rule() {
    // Right-most clash, dim counted in the destination; target is the destination's sizes.
    /// Destination, source, and the expected (expanded, existing, dim).
    type Case = (&'static [usize], &'static [usize], usize, usize, usize);
    let cases: &[Case] = &[
        // [3,4] <- [3]: dim 1 wants 4, has 3.
        (&[3, 4], &[3], 4, 3, 1),
        // [2,3] <- [4,5]: both clash, the right-most (dim 1) reported.
        (&[2, 3], &[4, 5], 3, 5, 1),
        // [0] <- [2]: 0 is not 1.
        (&[0], &[2], 0, 2, 0),
        // [5,1] <- [5,3]: a destination 1 does not stretch.
        (&[5, 1], &[5, 3], 1, 3, 1),
        // [4,2,6] <- [3,6]: dim 1 of the destination.
        (&[4, 2, 6], &[3, 6], 2, 3, 1),
    ];
    for &(dest, src, expanded, existing, dim) in cases {
        let text = expand_text(expanded, existing, dim, dest, src);
        let mut x = DynTensor::from_shape_fn(dest, dv);
        let y = DynTensor::from_shape_fn(src, sv);
        assert_eq!(x.try_add_assign(&y).unwrap_err().to_string(), text);
        assert_eq!(x.try_assign(&y).unwrap_err().to_string(), text);
        assert_eq!(
            shaped::layout::check_broadcast_into(dest, src)
                .unwrap_err()
                .to_string(),
            text
        );
    }
}

#[test]
#[should_panic(
    expected = "The expanded size of the tensor (1) must match the existing size (7) at non-singleton dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]"
)]
fn add_assign_operator_panics_with_the_expand_text() {
    let mut x = DynTensor::from_shape_fn(&[1, 3, 1], dv);
    x += &DynTensor::from_shape_fn(&[3, 1, 7], sv);
}

#[test]
#[should_panic(
    expected = "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
)]
fn sub_assign_operator_panics_with_the_rank_text() {
    let mut x = DynTensor::from_shape_fn(&[2, 3], dv);
    x -= DynTensor::from_shape_fn(&[1, 2, 3], sv);
}

#[test]
#[should_panic(
    expected = "The expanded size of the tensor (1) must match the existing size (7) at non-singleton dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]"
)]
fn mul_assign_operator_panics_with_the_expand_text() {
    let mut x = DynTensor::from_shape_fn(&[1, 3, 1], dv);
    x *= &DynTensor::from_shape_fn(&[3, 1, 7], sv);
}

#[test]
#[should_panic(
    expected = "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
)]
fn div_assign_operator_panics_with_the_rank_text() {
    let mut x = DynTensor::from_shape_fn(&[2, 3], dv);
    x /= &DynTensor::from_shape_fn(&[1, 2, 3], sv);
}

#[test]
#[should_panic(
    expected = "The expanded size of the tensor (1) must match the existing size (7) at non-singleton dimension 2.  Target sizes: [1, 3, 1].  Tensor sizes: [3, 1, 7]"
)]
fn rem_assign_operator_panics_with_the_expand_text() {
    let mut x = DynTensor::from_shape_fn(&[1, 3, 1], dv);
    x %= &DynTensor::from_shape_fn(&[3, 1, 7], sv);
}

#[test]
#[should_panic(
    expected = "the number of sizes provided (2) must be greater or equal to the number of dimensions in the tensor (3)"
)]
fn assign_panics_with_the_rank_text() {
    let mut x = DynTensor::from_shape_fn(&[2, 3], dv);
    x.assign(&DynTensor::from_shape_fn(&[1, 2, 3], sv));
}

#[test]
#[should_panic(
    expected = "The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 1.  Target sizes: [2, 3].  Tensor sizes: [2]"
)]
fn static_destination_with_a_dynamic_source_panics_with_the_expand_text() {
    let mut x = Tensor::<i64, shape![2, 3]>::zeros();
    x += &DynTensor::from_shape_fn(&[2], sv);
}

#[test]
fn dyn_dims_in_the_destination() {
    // [Dyn] destination of size 1 cannot take a [3] source: 1 would have to become 3.
    let mut x = HeapTensor::<i64, shape![Dyn]>::try_from_shape_fn(&[1], dv).unwrap();
    let y = Tensor::<i64, shape![3]>::from([1, 2, 3]);
    assert_eq!(
        x.try_add_assign(&y).unwrap_err().to_string(),
        expand_text(1, 3, 0, &[1], &[3])
    );
    // Size 3 fits.
    let mut x = HeapTensor::<i64, shape![Dyn]>::try_from_shape_fn(&[3], dv).unwrap();
    x += &y;
    assert_eq!(x.to_vec(), vec![51, 152, 253]);
    // [Dyn, 3] destination of any size takes a [3] source.
    for n in [0, 1, 4] {
        let mut x = HeapTensor::<i64, shape![Dyn, 3]>::try_from_shape_fn(&[n, 3], dv).unwrap();
        x += &y;
        let want: Vec<i64> = (0..n * 3).map(|p| dv(p) + (p % 3) as i64 + 1).collect();
        assert_eq!(x.to_vec(), want);
    }
    // [Dyn] source into a static destination: size 1 or equal.
    let mut x = Tensor::<i64, shape![2, 3]>::from_fn(dv);
    let one = HeapTensor::<i64, shape![Dyn]>::try_from_shape_fn(&[1], |_| 7).unwrap();
    x += &one;
    assert_eq!(x.to_vec(), (0..6).map(|p| dv(p) + 7).collect::<Vec<_>>());
    let two = HeapTensor::<i64, shape![Dyn]>::try_from_shape_fn(&[2], |_| 7).unwrap();
    assert_eq!(
        x.try_add_assign(&two).unwrap_err().to_string(),
        expand_text(3, 2, 1, &[2, 3], &[2])
    );
    // A [Dyn] source of size 0 or 1 fits a [0] destination; 2 does not.
    let mut z = Tensor::<i64, shape![0]>::from_array([]);
    for n in [0, 1] {
        let s = HeapTensor::<i64, shape![Dyn]>::try_from_shape_fn(&[n], sv).unwrap();
        z.try_add_assign(&s).unwrap();
    }
    let s = HeapTensor::<i64, shape![Dyn]>::try_from_shape_fn(&[2], sv).unwrap();
    assert_eq!(
        z.try_add_assign(&s).unwrap_err().to_string(),
        expand_text(0, 2, 0, &[0], &[2])
    );
    // A [Dyn] source of size 0 does not fit a [1] destination: broadcast([1], [0]) is [0].
    let mut one = Tensor::<i64, shape![1]>::from_array([5]);
    let s = HeapTensor::<i64, shape![Dyn]>::try_from_shape_fn(&[0], sv).unwrap();
    assert_eq!(
        one.try_add_assign(&s).unwrap_err().to_string(),
        expand_text(1, 0, 0, &[1], &[0])
    );
    let s = HeapTensor::<i64, shape![Dyn]>::try_from_shape_fn(&[1], sv).unwrap();
    one += &s;
    assert_eq!(one.into_array(), [6]);
    // A static [0] source into a [Dyn] destination: only when that size is 0.
    let zero = Tensor::<i64, shape![0]>::from_array([]);
    let mut d0 = HeapTensor::<i64, shape![Dyn]>::try_from_shape_fn(&[0], dv).unwrap();
    d0.try_add_assign(&zero).unwrap();
    let mut d1 = HeapTensor::<i64, shape![Dyn]>::try_from_shape_fn(&[1], dv).unwrap();
    assert_eq!(
        d1.try_add_assign(&zero).unwrap_err().to_string(),
        expand_text(1, 0, 0, &[1], &[0])
    );
    // A static [3] source into a [Dyn] destination of size 3 or not.
    let three = Tensor::<i64, shape![3]>::from([1, 2, 3]);
    let mut d = HeapTensor::<i64, shape![Dyn]>::try_from_shape_fn(&[2], dv).unwrap();
    assert_eq!(
        d.try_assign(&three).unwrap_err().to_string(),
        expand_text(2, 3, 0, &[2], &[3])
    );
}

// ---------------------------------------------------------------------------------------------
// Every in-place operator, tensor and scalar forms.
// ---------------------------------------------------------------------------------------------

#[test]
fn every_in_place_operator_on_static_tensors() {
    let start = || Tensor::<i32, shape![2, 3]>::from([[10, 20, 30], [40, 50, 60]]);
    let row = Tensor::<i32, shape![3]>::from([1, 2, 7]);
    let col = Tensor::<i32, shape![2, 1]>::from_array([[3], [4]]);

    let mut x = start();
    x += &row;
    assert_eq!(x.into_array(), [[11, 22, 37], [41, 52, 67]]);
    let mut x = start();
    x -= &row;
    assert_eq!(x.into_array(), [[9, 18, 23], [39, 48, 53]]);
    let mut x = start();
    x *= &col;
    assert_eq!(x.into_array(), [[30, 60, 90], [160, 200, 240]]);
    let mut x = start();
    x /= &col;
    assert_eq!(x.into_array(), [[3, 6, 10], [10, 12, 15]]);
    let mut x = start();
    x %= &row;
    assert_eq!(x.into_array(), [[0, 0, 2], [0, 0, 4]]);
    let mut x = start();
    x.assign(&col);
    assert_eq!(x.into_array(), [[3, 3, 3], [4, 4, 4]]);
    let mut x = start();
    x.copy_from(&row);
    assert_eq!(x.into_array(), [[1, 2, 7], [1, 2, 7]]);
    // Same shape, and a 0-d source.
    let mut x = start();
    x += start();
    assert_eq!(x.into_array(), [[20, 40, 60], [80, 100, 120]]);
    let mut x = start();
    x -= Tensor::scalar(5);
    assert_eq!(x.into_array(), [[5, 15, 25], [35, 45, 55]]);
}

#[test]
fn every_scalar_in_place_operator() {
    let start = || Tensor::<i32, shape![2, 2]>::from([[10, 21], [-7, 0]]);
    let mut x = start();
    x += 5;
    assert_eq!(x.into_array(), [[15, 26], [-2, 5]]);
    let mut x = start();
    x -= 5;
    assert_eq!(x.into_array(), [[5, 16], [-12, -5]]);
    let mut x = start();
    x *= -2;
    assert_eq!(x.into_array(), [[-20, -42], [14, 0]]);
    let mut x = start();
    x /= 5;
    // Positive operands only: integer division and remainder of non-negative ints agree
    // everywhere.
    assert_eq!(x.get([0, 0]), Some(&2));
    assert_eq!(x.get([0, 1]), Some(&4));
    assert_eq!(x.get([1, 1]), Some(&0));
    let mut x = start();
    x %= 4;
    assert_eq!(x.get([0, 0]), Some(&2));
    assert_eq!(x.get([0, 1]), Some(&1));
    assert_eq!(x.get([1, 1]), Some(&0));

    let mut f = DynTensor::from_vec(vec![1.0f64, -2.0, 0.5], &[3]).unwrap();
    f += 1.0;
    assert_eq!(f.to_vec(), vec![2.0, -1.0, 1.5]);
    f -= 0.5;
    assert_eq!(f.to_vec(), vec![1.5, -1.5, 1.0]);
    f *= 2.0;
    assert_eq!(f.to_vec(), vec![3.0, -3.0, 2.0]);
    f /= 4.0;
    assert_eq!(f.to_vec(), vec![0.75, -0.75, 0.5]);
    f %= 0.5;
    assert_eq!(f.to_vec(), vec![0.25, 0.25, 0.0]); // NumPy: -0.75 % 0.5 == 0.25

    let mut h = HeapTensor::<u8, shape![Dyn, 2]>::try_from_shape_fn(&[2, 2], |i| i as u8).unwrap();
    h += 3;
    h *= 2;
    assert_eq!(h.to_vec(), vec![6, 8, 10, 12]);
}

#[test]
fn every_in_place_operator_on_dynamic_tensors() {
    let dest = [2usize, 3, 2];
    let dvals: Vec<i64> = (0..12).map(dv).collect();
    let srcs: [&[usize]; 5] = [&[2], &[3, 1], &[2, 1, 1], &[], &[1, 3, 2]];
    type Op = fn(i64, i64) -> i64;
    let ops: [(&str, Op); 5] = [
        ("+=", |d, s| d + s),
        ("-=", |d, s| d - s),
        ("*=", |d, s| d * s),
        ("/=", |d, s| d / s),
        ("%=", |d, s| d % s),
    ];
    for src in srcs {
        let n: usize = src.iter().product();
        let svals: Vec<i64> = (0..n).map(sv).collect();
        let y = DynTensor::from_vec(svals.clone(), src).unwrap();
        for (name, f) in ops {
            let want = reference(&dest, &dvals, src, &svals, f);
            // try_ form.
            let mut x = DynTensor::from_vec(dvals.clone(), &dest).unwrap();
            match name {
                "+=" => x.try_add_assign(&y),
                "-=" => x.try_sub_assign(&y),
                "*=" => x.try_mul_assign(&y),
                "/=" => x.try_div_assign(&y),
                _ => x.try_rem_assign(&y),
            }
            .unwrap();
            assert_eq!(x.to_vec(), want, "{dest:?} {name} {src:?}");
            // Operator form.
            let mut x = DynTensor::from_vec(dvals.clone(), &dest).unwrap();
            match name {
                "+=" => x += &y,
                "-=" => x -= &y,
                "*=" => x *= &y,
                "/=" => x /= &y,
                _ => x %= &y,
            }
            assert_eq!(x.to_vec(), want, "{dest:?} {name} {src:?} (operator)");
            assert_eq!(x.shape(), &dest);
        }
        let mut x = DynTensor::from_vec(dvals.clone(), &dest).unwrap();
        x.try_assign(&y).unwrap();
        assert_eq!(x.to_vec(), reference(&dest, &dvals, src, &svals, |_, s| s));
    }
}

#[test]
fn zero_size_and_zero_d_destinations() {
    let mut x = DynTensor::<i64>::zeros(&[0, 3]);
    x += &DynTensor::from_shape_fn(&[3], sv);
    x.try_add_assign(&DynTensor::from_shape_fn(&[1, 3], sv))
        .unwrap();
    x.try_add_assign(&DynTensor::<i64>::zeros(&[0, 1])).unwrap();
    assert_eq!(x.shape(), &[0, 3]);
    assert!(x.to_vec().is_empty());
    // A [0] source cannot be stretched into [3].
    let mut y = DynTensor::<i64>::zeros(&[3]);
    assert_eq!(
        y.try_add_assign(&DynTensor::<i64>::zeros(&[0]))
            .unwrap_err()
            .to_string(),
        expand_text(3, 0, 0, &[3], &[0])
    );
    // 0-d destination, static.
    let mut s = Tensor::<i64, shape![]>::scalar(4);
    s += Tensor::scalar(3);
    s *= &Tensor::<i64, shape![]>::scalar(2);
    assert_eq!(s.into_array(), 14);
}

// ---------------------------------------------------------------------------------------------
// Writing through mutable views.
// ---------------------------------------------------------------------------------------------

#[test]
fn writing_through_view_mut() {
    let mut t = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    {
        let mut v = t.view_mut();
        v += &Tensor::<i32, shape![3]>::from([10, 20, 30]);
        v *= 2;
    }
    assert_eq!(t.into_array(), [[20, 42, 64], [26, 48, 70]]);

    let mut d = DynTensor::from_shape_fn(&[2, 2], |i| i as i32);
    {
        let mut v = d.view_mut();
        v.try_add_assign(&DynTensor::from_vec(vec![100, 200], &[2, 1]).unwrap())
            .unwrap();
        assert_eq!(
            v.try_add_assign(&DynTensor::<i32>::zeros(&[3]))
                .unwrap_err()
                .to_string(),
            expand_text(2, 3, 1, &[2, 2], &[3])
        );
    }
    assert_eq!(d.to_vec(), vec![100, 101, 202, 203]);
}

#[test]
fn writing_through_a_transposed_view_mut() {
    // A [2,3] tensor seen as its [3,2] transpose (strides [1,3]); adding a [2] row to the view
    // adds to the columns of the original.
    let mut d = DynTensor::from_shape_fn(&[2, 3], |i| i as i32);
    {
        let mut v = d.view_mut().transpose(0, 1);
        assert_eq!(v.shape(), &[3, 2]);
        assert!(!v.is_contiguous());
        v += &DynTensor::from_vec(vec![100, 200], &[2]).unwrap();
        v.try_sub_assign(&DynTensor::from_vec(vec![1, 2, 3], &[3, 1]).unwrap())
            .unwrap();
    }
    // Original [i, j] gets + (i+1)*100 - (j+1).
    assert_eq!(d.to_vec(), vec![99, 99, 99, 202, 202, 202]);

    // Static transpose.
    let mut s = Tensor::<i32, shape![2, 3]>::from_fn(|i| i as i32);
    {
        let mut v = s.view_mut().transpose::<0, 1>();
        v.assign(&Tensor::<i32, shape![2]>::from([-1, -2]));
    }
    assert_eq!(s.into_array(), [[-1, -1, -1], [-2, -2, -2]]);
}

#[test]
fn writing_through_a_narrowed_view_mut() {
    // Columns 1..3 of a [3,4] tensor get a [2] row added; the others are untouched.
    let mut d = DynTensor::from_shape_fn(&[3, 4], |i| i as i32);
    {
        let mut v = d.view_mut().narrow(1, 1, 2);
        v += &DynTensor::from_vec(vec![100, 200], &[2]).unwrap();
    }
    assert_eq!(
        d.to_vec(),
        vec![0, 101, 202, 3, 4, 105, 206, 7, 8, 109, 210, 11]
    );
    // A selected row, written with a scalar.
    let mut d = DynTensor::from_shape_fn(&[2, 3], |i| i as i32);
    {
        let mut row = d.view_mut().select(0, 1);
        row *= 10;
        row.assign(&DynTensor::scalar(-1).view());
    }
    assert_eq!(d.to_vec(), vec![0, 1, 2, -1, -1, -1]);
}

#[test]
fn non_contiguous_source() {
    // The source is a transposed view: [3,2] with strides [1,3].
    let base = DynTensor::from_shape_fn(&[2, 3], |i| i as i64 * 10);
    let src = base.t();
    let mut x = DynTensor::<i64>::zeros(&[4, 3, 2]);
    x += &src;
    // x[k, i, j] = base[j, i].
    let want: Vec<i64> = (0..24)
        .map(|p| {
            let (i, j) = ((p / 2) % 3, p % 2);
            (j * 3 + i) as i64 * 10
        })
        .collect();
    assert_eq!(x.to_vec(), want);
    // An expanded (stride-0) view as the source.
    let row = DynTensor::from_vec(vec![1i64, 2, 3], &[3]).unwrap();
    let e = row.expand(&[2, 3]);
    assert_eq!(e.stride(), &[0, 1]);
    let mut x = DynTensor::<i64>::zeros(&[2, 3]);
    x.assign(&e);
    assert_eq!(x.to_vec(), vec![1, 2, 3, 1, 2, 3]);
}
