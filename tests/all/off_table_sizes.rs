//! Every literal size written with `shape!` works in the static checks that do arithmetic on sizes,
//! not only the sizes of `shape::arith`'s table. A size outside the table (`shape![3000]`) carries
//! its digits in its type; it must behave exactly like a table size everywhere else (broadcast,
//! in-place, reduce, matmul, index, display, views), against table sizes, hand-written `Const<N>`
//! sizes of the same value and `Dyn` sizes, and give the numbers of the dynamic path.
// Operators are tested on references as well as values.
#![allow(clippy::op_ref)]

use core::any::TypeId;
use shaped::prelude::*;
use shaped::shape::StaticShape;
use shaped::shape::arith::in_table;
use shaped::shape::class::Digits;
use shaped::shape::{Stack, StrictBroadcast};

fn dynt(v: &[f32], dims: &[usize]) -> DynTensor<f32> {
    DynTensor::from_vec(v.to_vec(), dims).unwrap()
}

/// A deterministic value per position (small integers, so sums are exact in `f32`).
fn value(i: usize) -> f32 {
    ((i * 7 + 3) % 23) as f32 - 11.0
}

/// The rule the table follows, written independently of the generated `in_table`: 0 to 1024,
/// 2^k and 2^k - 1 (k <= 64, below 2^64 - 1), 10^k.
fn rule(n: u64) -> bool {
    n <= 1024
        || n.is_power_of_two()
        || (n != u64::MAX && (n + 1).is_power_of_two())
        || (0..20).any(|k| 10u64.pow(k) == n)
}

#[test]
fn the_generated_table_follows_its_rule() {
    let mut probes: Vec<u64> = (0..=5000).collect();
    for k in 0..64 {
        let p = 1u64 << k;
        probes.extend([p - 1, p, p + 1, p.wrapping_sub(2)]);
    }
    probes.extend([u64::MAX, u64::MAX - 1, 1 << 63]);
    for k in 0..20 {
        let p = 10u64.pow(k);
        probes.extend([p - 1, p, p + 1]);
    }
    let mut checked = 0;
    for n in probes {
        let Ok(size) = usize::try_from(n) else {
            continue;
        };
        assert_eq!(in_table(size), rule(n), "{n}");
        checked += 1;
    }
    assert!(checked > 5000);
}

/// `shape![N]` is the hand-written `(Const<N>,)` exactly when `N` is in the table.
macro_rules! spelled {
    ($($n:literal)*) => {$(
        let n: usize = $n;
        assert_eq!(
            TypeId::of::<shape![$n]>() == TypeId::of::<(Const<$n>,)>(),
            in_table(n) || n as u64 >= 1 << 40,
            "shape![{n}]"
        );
        assert_eq!(<shape![$n] as StaticShape>::DIMS, [$n]);
    )*};
}

#[test]
fn shape_spells_table_sizes_as_const_and_others_with_digits() {
    spelled!(2 3 1000 1023 1024 1025 2000 2047 2048 2049 3000 4095 4096 9999 10000 10001
        65535 65536 65537 1048575 1048576 1048577 2073600 999999 1000000);
    #[cfg(target_pointer_width = "64")]
    spelled!(4294967295 4294967296 4294967297 1099511627775 1099511627776 1099511627777
        10000000000000);
    assert_eq!(
        TypeId::of::<shape![3000]>(),
        TypeId::of::<(Const<3000, Digits<952, 2, 0, 0>>,)>()
    );
    // Table sizes spelled otherwise, and sizes forwarded by another macro as `literal`
    // fragments, take the general arm of `shape!`, which gives the same types.
    assert_eq!(TypeId::of::<shape![0x10]>(), TypeId::of::<(Const<16>,)>());
    assert_eq!(
        TypeId::of::<shape![2048usize]>(),
        TypeId::of::<(Const<2048>,)>()
    );
    assert_eq!(
        TypeId::of::<shape![0xbb8]>(),
        TypeId::of::<(Const<3000, Digits<952, 2, 0, 0>>,)>()
    );
    macro_rules! forwarded {
        ($a:literal, $b:literal) => {
            shape![$a, $b]
        };
    }
    assert_eq!(
        TypeId::of::<forwarded!(5, 3000)>(),
        TypeId::of::<shape![5, 3000]>()
    );
    assert_eq!(
        TypeId::of::<shape![2073600]>(),
        TypeId::of::<(Const<2073600, Digits<0, 1001, 1, 0>>,)>()
    );
}

#[test]
fn reshape_view_shape_and_narrow_accept_off_table_sizes() {
    let t = HeapTensor::<f32, shape![2, 1500]>::from_fn(value);
    let d = dynt(&t.to_vec(), &[2, 1500]);
    let r = t.reshape::<shape![3000]>();
    assert!(r.is_view());
    assert_eq!(r.to_vec(), d.reshape(&[3000]).to_vec());
    let v = t.view_shape::<shape![3, 1000]>().unwrap();
    assert_eq!(v.to_vec(), d.reshape(&[3, 1000]).to_vec());
    // A copy when the strides forbid a view: the transpose.
    let tt = t.t().reshape::<shape![3000]>();
    assert!(!tt.is_view());
    assert_eq!(tt.to_vec(), d.t().reshape(&[3000]).to_vec());
    // Narrow: the axis is off-table, the length a table size.
    let n: TensorView<'_, f32, shape![2, 700], shaped::tensor::Heap> =
        t.narrow::<1, 700>(5).unwrap();
    assert_eq!(n.to_vec(), d.narrow(1, 5, 700).to_vec());
    assert!(t.narrow::<1, 1024>(477).is_none());
    assert!(t.narrow::<1, 1024>(476).is_some());
}

#[test]
fn broadcast_with_table_handwritten_and_dyn_operands() {
    let a = HeapTensor::<f32, shape![2, 1500]>::from_fn(value);
    let da = dynt(&a.to_vec(), &[2, 1500]);
    // A size-1 (table) operand.
    let col = HeapTensor::<f32, shape![2, 1]>::from_fn(|i| i as f32 + 0.5);
    let s: HeapTensor<f32, shape![2, 1500]> = &a + &col;
    assert_eq!(s.to_vec(), (&da + &dynt(&col.to_vec(), &[2, 1])).to_vec());
    // The same size with `shape!` on both sides (a hand-written `Const<1500>` is another type,
    // which broadcasts with itself but not with `shape![1500]`).
    let row = HeapTensor::<f32, shape![1500]>::from_fn(|i| value(i + 1));
    let s: HeapTensor<f32, shape![2, 1500]> = &a * &row;
    assert_eq!(s.to_vec(), (&da * &dynt(&row.to_vec(), &[1500])).to_vec());
    let hand = HeapTensor::<f32, (Const<1500>,)>::from_fn(|i| value(i + 1));
    let s2: HeapTensor<f32, (Const<1500>,)> = &hand - &HeapTensor::<f32, (Const<1500>,)>::ones();
    assert_eq!(s2[[0]], value(1) - 1.0);
    // A `Dyn` operand, checked at run time.
    let dy = HeapTensor::<f32, shape![Dyn, 1500]>::from_vec(a.to_vec(), &[2, 1500]).unwrap();
    let s: HeapTensor<f32, shape![2, 1500]> = &a + &dy;
    assert_eq!(s.to_vec(), (&da + &da).to_vec());
    let bad = HeapTensor::<f32, shape![Dyn]>::from_vec(vec![0.0; 1499], &[1499]).unwrap();
    assert_eq!(
        a.try_add(&bad).unwrap_err().to_string(),
        "The size of tensor a (1500) must match the size of tensor b (1499) at non-singleton dimension 1"
    );
    // In place.
    let mut dest = HeapTensor::<f32, shape![2, 1500]>::zeros();
    dest += &a;
    assert_eq!(dest.to_vec(), a.to_vec());
    let mut dest2 = a.clone();
    dest2 -= &row;
    assert_eq!(
        dest2.to_vec(),
        (&da - &dynt(&row.to_vec(), &[1500])).to_vec()
    );
    // The strict form: [2, 1500] with [1500] is a real broadcast.
    fn strict<A: StrictBroadcast<B>, B: Shape>() {}
    strict::<shape![2, 1500], shape![1500]>();
    strict::<shape![2, 1500], shape![2, 1500]>();
}

#[test]
fn reduce_index_display_and_matmul() {
    let a = HeapTensor::<f32, shape![2, 1500]>::from_fn(value);
    let da = dynt(&a.to_vec(), &[2, 1500]);
    let s0: HeapTensor<f32, shape![1500]> = a.sum::<0>();
    assert_eq!(s0.to_vec(), da.sum(0, false).to_vec());
    let s1: HeapTensor<f32, shape![2]> = a.sum::<1>();
    assert_eq!(s1.to_vec(), da.sum(1, false).to_vec());
    let m: HeapTensor<f32, shape![2, 1]> = a.amax_keepdim::<1>();
    assert_eq!(m.to_vec(), da.amax(1, true).to_vec());
    let am: HeapTensor<usize, shape![2]> = a.argmax::<1>();
    assert_eq!(am.to_vec(), da.argmax(1, false).to_vec());
    assert_eq!(a[[1, 1499]], da.to_vec()[2999]);
    assert_eq!(a.get([1, 1500]), None);
    assert_eq!(format!("{a}"), format!("{da}"));
    // Matmul with an off-table inner size, on either spelling of 1500.
    let b = HeapTensor::<f32, shape![1500, 3]>::from_fn(|i| value(i + 5));
    let db = dynt(&b.to_vec(), &[1500, 3]);
    let p: HeapTensor<f32, shape![2, 3]> = a.matmul(&b);
    assert_eq!(p.to_vec(), da.matmul(&db).to_vec());
    let bh = HeapTensor::<f32, (Const<1500>, Const<3>)>::from_vec(b.to_vec(), &[1500, 3]).unwrap();
    let p2: HeapTensor<f32, shape![2, 3]> = a.matmul(&bh);
    assert_eq!(p2.to_vec(), p.to_vec());
}

#[test]
fn cat_and_stack_of_off_table_inputs() {
    let a = HeapTensor::<f32, shape![1500, 2]>::from_fn(value);
    let b = HeapTensor::<f32, shape![548, 2]>::from_fn(|i| value(i + 9));
    let c: HeapTensor<f32, shape![2048, 2]> = (&a, &b).cat::<0>();
    let (da, db) = (dynt(&a.to_vec(), &[1500, 2]), dynt(&b.to_vec(), &[548, 2]));
    assert_eq!(
        c.to_vec(),
        shaped::tensor::cat(&[&da, &db], 0).unwrap().to_vec()
    );
    let s: HeapTensor<f32, shape![1500, 2, 2]> = (&a, &a).stack::<1>();
    assert_eq!(
        s.to_vec(),
        shaped::tensor::stack(&[&da, &da], 1).unwrap().to_vec()
    );
    fn stacks<A: Stack<0, B>, B: Shape + shaped::shape::ShowShape>() {}
    stacks::<shape![3000], shape![3000]>();
    stacks::<shape![2, 1500], shape![2, 1500]>();
}

/// `shape!` sizes outside the table inside generic code: the digits are constants that do not
/// depend on the generic parameters, so they are allowed there.
fn generic_reshape<T: Clone>(t: &HeapTensor<T, shape![1000, 3]>) -> Vec<T> {
    let flat: HeapTensor<T, shape![3000]> = t.reshape::<shape![3000]>().into_owned();
    flat.to_vec()
}

trait Sized3000 {
    type Shape: StaticShape;
}
impl<T> Sized3000 for Vec<T> {
    type Shape = shape![3, 1000];
}

#[test]
fn off_table_sizes_in_generic_items() {
    let t = HeapTensor::<i64, shape![1000, 3]>::from_fn(|i| i as i64);
    let v = generic_reshape(&t);
    assert_eq!(v.len(), 3000);
    assert_eq!(v[2999], 2999);
    assert_eq!(
        <<Vec<u8> as Sized3000>::Shape as StaticShape>::DIMS,
        [3, 1000]
    );
}

#[test]
fn arrays_convert_through_from_array() {
    let t = Tensor::<u16, shape![2, 1500]>::from_array(core::array::from_fn(|i| {
        core::array::from_fn(|j| (i * 1500 + j) as u16)
    }));
    assert_eq!(t[[1, 1499]], 2999);
    let back: [[u16; 1500]; 2] = t.into_array();
    assert_eq!(back[1][0], 1500);
}

/// The optional integrations take off-table static shapes like any other.
#[cfg(all(feature = "serde", feature = "ndarray"))]
#[test]
fn serde_and_ndarray_round_trips() {
    let t = HeapTensor::<i32, shape![2, 1500]>::from_fn(|i| i as i32);
    let json = serde_json::to_string(&t).unwrap();
    let back: HeapTensor<i32, shape![2, 1500]> = serde_json::from_str(&json).unwrap();
    assert_eq!(back.to_vec(), t.to_vec());
    assert!(serde_json::from_str::<HeapTensor<i32, shape![2, 1501]>>(&json).is_err());
    let a = t.as_ndarray().unwrap();
    assert_eq!(a.shape(), &[2, 1500]);
    assert_eq!(a[[1, 1499]], 2999);
    let owned: ndarray::Array<i32, ndarray::IxDyn> = t.into();
    assert_eq!(owned.len(), 3000);
}
