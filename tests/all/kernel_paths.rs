//! The kernels' fast paths against a naive reference: operands and destinations laid out in
//! storage in a random dimension order (permuted views, so inner strides are > 1 and dims get
//! reordered), with gaps and offsets (narrowed views), broadcast (stride 0), odd run lengths
//! (3, 5, 17 …), size-1 and zero-size dimensions. Covers out-of-place `+`, in-place `+=`, the
//! output-into forms and `contiguous()` copies (the banded transposed copy).

use proptest::prelude::*;
use shaped::ops::{try_add_into, try_zip_map_into};
use shaped::prelude::*;

use crate::reference::{numel, ravel, ref_pairs, unravel};

/// A logical tensor of `shape` whose element at row-major position `p` is `value(p)`, stored
/// with its dimensions in the order `order` (storage dim `k` is logical dim `order[k]`) and,
/// when `pad`, one extra element at the start of every storage dimension (so the view starts
/// at an offset and its rows have gaps).
#[derive(Clone, Debug)]
struct Layout {
    shape: Vec<usize>,
    order: Vec<usize>,
    pad: bool,
}

impl Layout {
    fn storage_dims(&self) -> Vec<usize> {
        let p = usize::from(self.pad);
        self.order.iter().map(|&d| self.shape[d] + p).collect()
    }

    /// The storage, filled so that the view built by `view` has the wanted values.
    fn storage(&self, value: impl Fn(usize) -> i64) -> DynTensor<i64> {
        let sd = self.storage_dims();
        let p = usize::from(self.pad);
        let data = (0..numel(&sd))
            .map(|q| {
                let js = unravel(q, &sd);
                if js.iter().any(|&j| j < p) {
                    return -1_000_000; // padding, never read
                }
                let mut ix = vec![0; self.shape.len()];
                for (k, &d) in self.order.iter().enumerate() {
                    ix[d] = js[k] - p;
                }
                value(ravel(&ix, &self.shape))
            })
            .collect();
        DynTensor::from_vec(data, &sd).unwrap()
    }

    /// The inverse permutation: logical dim `d` is storage dim `inv[d]`.
    fn inverse(&self) -> Vec<isize> {
        let mut inv = vec![0isize; self.order.len()];
        for (k, &d) in self.order.iter().enumerate() {
            inv[d] = k as isize;
        }
        inv
    }
}

/// Calls `f` with the logical view of `storage` described by `l` (narrowed storage dims, then
/// permuted; each view borrows the one before it, hence the recursion).
fn with_view<R>(storage: &DynTensor<i64>, l: &Layout, f: impl FnOnce(&DynView<'_, i64>) -> R) -> R {
    fn go<R>(
        v: &DynView<'_, i64>,
        l: &Layout,
        d: usize,
        f: impl FnOnce(&DynView<'_, i64>) -> R,
    ) -> R {
        if d == l.shape.len() || !l.pad {
            let p = v.permute(&l.inverse());
            return f(&p);
        }
        let k = l.order[d];
        let n = v.narrow(d as isize, 1, l.shape[k]);
        go(&n, l, d + 1, f)
    }
    go(&storage.view(), l, 0, f)
}

/// [`with_view`], mutably.
fn with_view_mut<R>(
    storage: &mut DynTensor<i64>,
    l: &Layout,
    f: impl FnOnce(&mut DynViewMut<'_, i64>) -> R,
) -> R {
    fn go<R>(
        v: &mut DynViewMut<'_, i64>,
        l: &Layout,
        d: usize,
        f: impl FnOnce(&mut DynViewMut<'_, i64>) -> R,
    ) -> R {
        if d == l.shape.len() || !l.pad {
            let mut p = v.view_mut().permute(&l.inverse());
            return f(&mut p);
        }
        let k = l.order[d];
        let mut n = v.view_mut().narrow(d as isize, 1, l.shape[k]);
        go(&mut n, l, d + 1, f)
    }
    go(&mut storage.view_mut(), l, 0, f)
}

fn va(i: usize) -> i64 {
    i as i64 * 3 + 1
}
fn vb(i: usize) -> i64 {
    (i as i64 * 7) % 1000 - 500
}

/// `va(a) + vb(b)` at every element of the broadcast of `a` and `b` (the shared reference).
fn reference(a: &[usize], b: &[usize], out: &[usize]) -> Vec<i64> {
    ref_pairs(a, b, out)
        .into_iter()
        .map(|(i, j)| va(i) + vb(j))
        .collect()
}

fn size() -> impl Strategy<Value = usize> {
    prop_oneof![4 => 2usize..=6, 2 => Just(1usize), 1 => Just(0usize), 2 => Just(3usize), 1 => Just(17usize)]
}

/// An output shape, and the shapes of `a` and `b` derived from it (dims set to 1 or dropped).
fn shapes() -> impl Strategy<Value = (Vec<usize>, Vec<usize>, Vec<usize>)> {
    (1usize..=4)
        .prop_flat_map(|r| {
            (
                prop::collection::vec(size(), r),
                prop::collection::vec(any::<bool>(), r),
                prop::collection::vec(any::<bool>(), r),
                0..=r,
            )
        })
        .prop_map(|(out, ones_a, ones_b, drop)| {
            let a: Vec<usize> = out
                .iter()
                .zip(&ones_a)
                .map(|(&d, &o)| if o { 1 } else { d })
                .collect();
            let b: Vec<usize> = out
                .iter()
                .zip(&ones_b)
                .map(|(&d, &o)| if o { 1 } else { d })
                .skip(drop)
                .collect();
            // The output is what a and b broadcast to.
            let out = shaped::broadcast_shapes(&[&a, &b]).unwrap();
            (out, a, b)
        })
}

fn layout(shape: Vec<usize>) -> impl Strategy<Value = Layout> {
    let n = shape.len();
    (
        Just((0..n).collect::<Vec<_>>()).prop_shuffle(),
        any::<bool>(),
    )
        .prop_map(move |(order, pad)| Layout {
            shape: shape.clone(),
            order,
            pad,
        })
}

fn case() -> impl Strategy<Value = (Layout, Layout, Layout)> {
    shapes().prop_flat_map(|(out, a, b)| (layout(a), layout(b), layout(out)))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn out_of_place_add(c in case()) {
        let (la, lb, lo) = c;
        let (sa, sb) = (la.storage(va), lb.storage(vb));
        let got = with_view(&sa, &la, |a| with_view(&sb, &lb, |b| a.try_add(b).unwrap()));
        prop_assert_eq!(got.shape(), &lo.shape[..]);
        prop_assert_eq!(got.to_vec(), reference(&la.shape, &lb.shape, &lo.shape));
    }

    #[test]
    fn in_place_into_a_strided_destination(c in case()) {
        let (la, _, lo) = c;
        // dest (laid out as lo, values vb) += a.
        let (sa, mut sd) = (la.storage(va), lo.storage(vb));
        with_view(&sa, &la, |a| with_view_mut(&mut sd, &lo, |d| d.try_add_assign(a).unwrap()));
        let back = with_view(&sd, &lo, |v| v.to_vec());
        prop_assert_eq!(back, reference(&la.shape, &lo.shape, &lo.shape));
        if lo.pad {
            let n = sd.to_vec().iter().filter(|&&x| x == -1_000_000).count();
            prop_assert_eq!(n, numel(&lo.storage_dims()) - numel(&lo.shape));
        }
    }

    #[test]
    fn output_into_a_strided_output(c in case()) {
        let (la, lb, lo) = c;
        let (sa, sb) = (la.storage(va), lb.storage(vb));
        let mut so = lo.storage(|_| 0);
        with_view(&sa, &la, |a| with_view(&sb, &lb, |b| {
            // A wrong-shaped output is refused and left untouched.
            let mut wrong = DynTensor::<i64>::zeros(&[numel(&lo.shape) + 1]);
            assert!(try_add_into(a, b, &mut wrong).is_err());
            assert!(wrong.to_vec().iter().all(|&x| x == 0));
            with_view_mut(&mut so, &lo, |o| try_zip_map_into(a, b, o, |x, y| x + y).unwrap());
        }));
        let back = with_view(&so, &lo, |v| v.to_vec());
        prop_assert_eq!(back, reference(&la.shape, &lb.shape, &lo.shape));
        if lo.pad {
            let n = so.to_vec().iter().filter(|&&x| x == -1_000_000).count();
            prop_assert_eq!(n, numel(&lo.storage_dims()) - numel(&lo.shape));
        }
    }

    #[test]
    fn contiguous_copy(c in case()) {
        let (la, _, _) = c;
        let sa = la.storage(va);
        let want: Vec<i64> = (0..numel(&la.shape)).map(va).collect();
        let (copied, listed, as_f64) = with_view(&sa, &la, |a| {
            (a.contiguous().view().to_vec(), a.to_vec(), a.map(|&x| x as f64).to_vec())
        });
        prop_assert_eq!(&copied, &want);
        prop_assert_eq!(&listed, &want);
        prop_assert_eq!(as_f64, want.iter().map(|&x| x as f64).collect::<Vec<_>>());
    }
}

/// Large transposes: several bands, a last band shorter than the others, odd sizes.
#[test]
fn banded_transpose_copies() {
    for &(r, c) in &[
        (1usize, 1usize),
        (17, 3),
        (3, 17),
        (33, 65),
        (64, 64),
        (100, 37),
        (129, 5),
        (150, 203),
        // Output rows of 2 to 7 elements (gathered row by row), with 1 to 3 output rows too.
        (2, 1000),
        (3, 999),
        (4, 130),
        (5, 1001),
        (6, 7),
        (7, 64),
        (1000, 3),
        // Narrow outputs in tall bands: 9 columns give bands of 452 rows (three bands here),
        // 33 give 124.
        (9, 1000),
        (33, 700),
    ] {
        let t = DynTensor::from_vec((0..(r * c) as i64).collect(), &[r, c]).unwrap();
        let tt = t.t();
        let want: Vec<i64> = (0..c)
            .flat_map(|j| (0..r).map(move |i| (i * c + j) as i64))
            .collect();
        assert_eq!(tt.contiguous().view().to_vec(), want, "{r}x{c} i64");
        let tf = t.map(|&x| x as f32);
        let tft = tf.t();
        let wf: Vec<f32> = want.iter().map(|&x| x as f32).collect();
        assert_eq!(tft.contiguous().view().to_vec(), wf, "{r}x{c} f32");
        let tb = t.map(|&x| x as u8);
        let tbt = tb.t();
        let wb: Vec<u8> = want.iter().map(|&x| x as u8).collect();
        assert_eq!(tbt.contiguous().view().to_vec(), wb, "{r}x{c} u8");
    }
    // The transpose of a narrowed view: source lines 100 apart, not `rows` apart, and the view
    // starts 7 elements into its storage.
    let t = DynTensor::from_vec((0..70 * 100).collect::<Vec<i64>>(), &[70, 100]).unwrap();
    let v = t.narrow(1, 7, 90);
    let want: Vec<i64> = (0..90)
        .flat_map(|j| (0..70).map(move |i| (i * 100 + 7 + j) as i64))
        .collect();
    assert_eq!(v.t().contiguous().view().to_vec(), want);
    // Images: NCHW to NHWC and back, for 2, 3, 5, 8 and 64 channels.
    for ch in [2usize, 3, 5, 8, 64] {
        let (b, h, w) = (2usize, 9usize, 7usize);
        let n = b * ch * h * w;
        let nchw = DynTensor::from_vec((0..n as i64).collect(), &[b, ch, h, w]).unwrap();
        let want: Vec<i64> = (0..b)
            .flat_map(|i| {
                (0..h * w)
                    .flat_map(move |p| (0..ch).map(move |c| ((i * ch + c) * h * w + p) as i64))
            })
            .collect();
        let nhwc = nchw.permute(&[0, 2, 3, 1]).contiguous();
        assert_eq!(nhwc.view().to_vec(), want, "NCHW -> NHWC, {ch} channels");
        let back = nhwc.permute(&[0, 3, 1, 2]).contiguous();
        assert_eq!(
            back.view().to_vec(),
            nchw.to_vec(),
            "NHWC -> NCHW, {ch} channels"
        );
    }
    // Two and three output rows that are not one dense block (source lines 5 apart).
    let t = DynTensor::from_vec((0..5000).collect::<Vec<i64>>(), &[1000, 5]).unwrap();
    for used in [2usize, 3] {
        let v = t.narrow(1, 1, used);
        let want: Vec<i64> = (0..used as i64)
            .flat_map(|j| (0..1000).map(move |i| i * 5 + 1 + j))
            .collect();
        assert_eq!(v.t().contiguous().view().to_vec(), want, "{used} rows");
    }
    // A batch of transposes (outer dim kept).
    let t = DynTensor::from_vec((0..3 * 20 * 9).collect::<Vec<i64>>(), &[3, 20, 9]).unwrap();
    let p = t.permute(&[0, 2, 1]);
    let want: Vec<i64> = (0..3)
        .flat_map(|b| (0..9).flat_map(move |j| (0..20).map(move |i| (b * 180 + i * 9 + j) as i64)))
        .collect();
    assert_eq!(p.contiguous().view().to_vec(), want);
}

/// Outputs large enough (2^22 elements or more) for the `rayon` feature to split them (when it
/// is on): the same bits as the single-threaded closure form, into contiguous, transposed and
/// narrowed outputs.
#[test]
fn large_outputs_match_the_single_threaded_form() {
    use shaped::ops::{add_into, mul_into, zip_map_into};
    let (r, c) = (2100, 2003);
    let a = DynTensor::from_vec((0..r * c).map(|i| (i as f32).sin()).collect(), &[r, c]).unwrap();
    let b = DynTensor::from_vec((0..c).map(|i| (i as f32) * 0.37).collect(), &[c]).unwrap();
    let mut want = DynTensor::<f32>::zeros(&[r, c]);
    zip_map_into(&a, &b, &mut want, |x, y| x + y);
    let mut got = DynTensor::<f32>::zeros(&[r, c]);
    add_into(&a, &b, &mut got);
    assert_eq!(got.to_vec(), want.to_vec());
    assert_eq!(got.to_vec(), a.try_add(&b).unwrap().to_vec());

    // Into the transpose of a [c, r] buffer.
    let mut store = DynTensor::<f32>::zeros(&[c, r]);
    {
        let mut t = store.view_mut().transpose(0, 1);
        add_into(&a, &b, &mut t);
    }
    assert_eq!(store.t().to_vec(), want.to_vec());

    // Into a narrowed window of a larger buffer: the rest stays untouched.
    let mut wide = DynTensor::<f32>::full(&[r, c + 5], -1.0);
    {
        let mut w = wide.view_mut().narrow(1, 2, c);
        mul_into(&a, &b, &mut w);
    }
    let prod = a.try_mul(&b).unwrap().to_vec();
    assert_eq!(wide.narrow(1, 2, c).to_vec(), prod);
    let untouched = wide.to_vec().iter().filter(|&&x| x == -1.0).count();
    assert_eq!(untouched, r * 5);
}

/// A contiguous block against a repeated row of every short length (the rows of 2 to 7
/// elements have their own loops, a fresh output is appended as arrays of one chunk each):
/// out-of-place with the row on either side, in place, and into an output with the row on
/// either side, against the shared reference; a subtraction keeps the operands in order.
#[test]
fn blocks_against_short_repeated_rows() {
    for len in 1..=9usize {
        for rows in [1usize, 2, 7] {
            let (big, row) = (vec![rows, 3, len], vec![len]);
            let a = DynTensor::from_vec((0..rows * 3 * len).map(va).collect(), &big).unwrap();
            let b = DynTensor::from_vec((0..len).map(vb).collect(), &row).unwrap();
            let want = reference(&big, &row, &big);
            assert_eq!(
                a.try_add(&b).unwrap().to_vec(),
                want,
                "a + row, {rows}x3x{len}"
            );
            // The row on the left: va(row) + vb(block).
            let ra = DynTensor::from_vec((0..len).map(va).collect(), &row).unwrap();
            let bb = DynTensor::from_vec((0..rows * 3 * len).map(vb).collect(), &big).unwrap();
            let want_left = reference(&row, &big, &big);
            assert_eq!(
                ra.try_add(&bb).unwrap().to_vec(),
                want_left,
                "row + b, {rows}x3x{len}"
            );
            let n = rows * 3 * len;
            let diff_left: Vec<i64> = (0..n).map(|i| va(i % len) - vb(i)).collect();
            assert_eq!(
                ra.try_sub(&bb).unwrap().to_vec(),
                diff_left,
                "row - b, {rows}x3x{len}"
            );
            let diff_right: Vec<i64> = (0..n).map(|i| va(i) - vb(i % len)).collect();
            assert_eq!(
                a.try_sub(&b).unwrap().to_vec(),
                diff_right,
                "a - row, {rows}x3x{len}"
            );
            let mut c = a.clone();
            c += &b;
            assert_eq!(c.to_vec(), want, "+= row, {rows}x3x{len}");
            let mut out = DynTensor::<i64>::zeros(&big);
            try_add_into(&a, &b, &mut out).unwrap();
            assert_eq!(out.to_vec(), want, "add_into(a, row), {rows}x3x{len}");
            let mut out = DynTensor::<i64>::zeros(&big);
            try_add_into(&ra, &bb, &mut out).unwrap();
            assert_eq!(out.to_vec(), want_left, "add_into(row, b), {rows}x3x{len}");
        }
    }
}
