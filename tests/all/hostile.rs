//! Resources and element errors: no input makes a fallible API panic, abort or answer wrongly.
//! Every hostile case (sizes, strides, offsets and counts past `isize::MAX`, allocations that
//! cannot succeed, zero divisors, `MIN / -1`) with its exact text.
#![cfg(feature = "alloc")]

use shaped::ShapeError;
use shaped::layout::{checked_numel, moved_offset, numel, try_inserted_stride, try_moved_offset};
use shaped::prelude::*;

const BIG: usize = 1 << 62;

fn text<T: core::fmt::Debug>(r: Result<T, ShapeError>) -> String {
    r.unwrap_err().to_string()
}

// ---------------------------------------------------------------------------------------------
// Allocation: an error with the byte count, never an abort or a panic.
// ---------------------------------------------------------------------------------------------

#[test]
fn out_of_memory_text_is_pytorchs() {
    assert_eq!(
        ShapeError::OutOfMemory {
            bytes: 4398046511104
        }
        .to_string(),
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 4398046511104 bytes."
    );
}

/// Whether the kernel refuses obvious overcommits (then asking for terabytes fails at once
/// instead of being granted lazily and filled).
fn overcommit_is_checked() -> bool {
    std::fs::read_to_string("/proc/sys/vm/overcommit_memory")
        .map(|mode| mode.trim() != "1")
        .unwrap_or(false)
}

#[test]
fn try_zeros_of_terabytes_is_out_of_memory() {
    if !overcommit_is_checked() {
        eprintln!("skipped: the kernel may grant 8 TiB lazily (vm.overcommit_memory = 1)");
        return;
    }
    assert_eq!(
        text(DynTensor::<f64>::try_zeros(&[1 << 40])),
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 8796093022208 bytes."
    );
    assert_eq!(
        text(DynTensor::<f32>::try_zeros(&[1 << 30, 1 << 10])),
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 4398046511104 bytes."
    );
}

#[test]
fn try_zeros_beyond_isize_bytes_is_out_of_memory_on_any_machine() {
    // 2^60 elements of 8 bytes: 2^63 bytes, more than Rust ever allocates; the real count.
    assert_eq!(
        text(DynTensor::<f64>::try_zeros(&[1 << 60])),
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 9223372036854775808 bytes."
    );
    assert_eq!(
        text(
            HeapTensor::<u64, shaped::shape![Dyn, 2]>::try_from_shape_fn(&[1 << 59, 2], |i| i
                as u64)
        ),
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 9223372036854775808 bytes."
    );
}

#[test]
fn byte_counts_beyond_usize_are_an_overflow_with_the_sizes() {
    // 2^62 elements fit isize, but 2^65 bytes do not fit usize: refused as PyTorch does, with
    // the sizes (a saturated byte count would print a wrong number).
    assert_eq!(
        text(DynTensor::<f64>::try_zeros(&[BIG])),
        "Storage size calculation overflowed with sizes=[4611686018427387904]"
    );
}

#[test]
fn the_fill_function_is_not_called_when_the_buffer_is_refused() {
    let mut calls = 0;
    let r = DynTensor::<u64>::try_from_shape_fn(&[1 << 60], |i| {
        calls += 1;
        i as u64
    });
    assert!(matches!(r, Err(ShapeError::OutOfMemory { .. })));
    assert_eq!(calls, 0);
}

#[test]
fn zero_sized_elements_never_allocate() {
    // No bytes to reserve, whatever the count (the fill still runs once per element).
    let t = DynTensor::<()>::try_from_shape_fn(&[1 << 20, 4], |_| ()).unwrap();
    assert_eq!(t.numel(), 1 << 22);
    assert!(DynTensor::<()>::from_vec(vec![], &[0, isize::MAX as usize]).is_ok());
}

#[test]
fn try_add_of_a_huge_broadcast_is_an_error() {
    let s = DynTensor::scalar(1i32);
    let e = s.expand(&[1 << 31, 1 << 31]);
    assert_eq!(
        text(e.try_add(&e)),
        "Storage size calculation overflowed with sizes=[2147483648, 2147483648]"
    );
    let e = s.expand(&[1 << 30, 1 << 30]); // 2^62 bytes
    assert_eq!(
        text(e.try_add(&e)),
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 4611686018427387904 bytes."
    );
}

#[test]
fn copies_of_a_huge_broadcast_are_errors() {
    // 2^62 elements of 2 bytes: 2^63 bytes, which Rust never allocates.
    let col = DynTensor::from_vec(vec![1u16, 2], &[2, 1]).unwrap();
    let e = col.expand(&[2, 1 << 61]);
    assert!(!e.is_contiguous());
    assert_eq!(
        text(e.try_reshape(&[-1]).map(|_| ())),
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 9223372036854775808 bytes."
    );
}

// ---------------------------------------------------------------------------------------------
// Sizes, element counts, strides and offsets fit isize; texts print the real numbers.
// ---------------------------------------------------------------------------------------------

#[test]
fn element_counts_beyond_isize_are_refused_by_constructors() {
    assert_eq!(
        text(DynTensor::<u8>::from_vec(vec![0], &[usize::MAX, 0])),
        "Storage size calculation overflowed with sizes=[18446744073709551615, 0]"
    );
    assert_eq!(
        text(DynTensor::<u8>::from_vec(vec![], &[3, BIG, 0])),
        "Storage size calculation overflowed with sizes=[3, 4611686018427387904, 0]"
    );
    assert_eq!(
        text(DynTensor::<u8>::try_zeros(&[isize::MAX as usize + 1])),
        "Storage size calculation overflowed with sizes=[9223372036854775808]"
    );
    assert_eq!(
        text(DynTensor::<u8>::try_zeros(&[usize::MAX, 2])),
        "Storage size calculation overflowed with sizes=[18446744073709551615, 2]"
    );
    // The largest shapes that exist are accepted (no elements, so nothing to allocate).
    assert!(DynTensor::<u8>::from_vec(vec![], &[isize::MAX as usize, 0]).is_ok());
    assert!(DynTensor::<u8>::from_vec(vec![], &[2, BIG - 1, 0]).is_ok());
}

#[test]
fn a_size_mismatch_prints_the_real_sizes() {
    assert_eq!(
        text(DynTensor::<u8>::from_vec(
            vec![0; 3],
            &[isize::MAX as usize, 0]
        )),
        "shape '[9223372036854775807, 0]' is invalid for input of size 3"
    );
}

#[test]
fn expand_beyond_isize_elements_is_refused() {
    let s = DynTensor::scalar(7u8);
    assert_eq!(
        text(s.try_expand(&[2, isize::MAX])),
        "Storage size calculation overflowed with sizes=[2, 9223372036854775807]"
    );
    assert_eq!(
        text(s.try_broadcast_to(&[2, isize::MAX])),
        "Storage size calculation overflowed with sizes=[2, 9223372036854775807]"
    );
    // The largest count that exists is a view.
    let e = s.expand(&[isize::MAX]);
    assert_eq!(e.numel(), isize::MAX as usize);
    assert_eq!(e.get([isize::MAX as usize - 1]), Some(&7));
    assert_eq!(e.view().select(0, -1).get([]), Some(&7));
    assert_eq!(
        text(e.view().try_select(0, isize::MIN)),
        "select(): index -9223372036854775808 out of range for tensor of size [9223372036854775807] at dimension 0"
    );
    assert_eq!(e.ravel().shape(), &[isize::MAX as usize]);
}

#[test]
fn expand_of_an_empty_tensor_to_the_largest_sizes_is_a_view() {
    let t = DynTensor::<u8>::from_vec(vec![], &[0, 1]).unwrap();
    let e = t.expand(&[-1, isize::MAX]);
    assert_eq!(
        (e.shape(), e.stride()),
        (&[0, isize::MAX as usize][..], &[1, 0][..])
    );
    let u = e.unsqueeze(0);
    assert_eq!(u.stride(), &[0, 1, 0]);
    assert_eq!(
        text(t.try_expand(&[2, -1, isize::MAX])),
        "Storage size calculation overflowed with sizes=[2, 0, 9223372036854775807]"
    );
}

/// A huge tensor with no elements: `[1, 1, 3, 2^61, 0]` (3 * 2^61 fits isize), strides
/// `[3 * 2^61, 3 * 2^61, 2^61, 1, 1]`.
fn huge_empty() -> DynTensor<u8> {
    DynTensor::from_vec(vec![], &[1, 1, 3, 1 << 61, 0]).unwrap()
}

#[test]
fn views_of_huge_empty_tensors_agree_in_debug_and_release() {
    let t = huge_empty();
    assert_eq!(t.stride(), &[3 << 61, 3 << 61, 1 << 61, 1, 1]);
    // Offsets that fit are computed exactly.
    let n = t.narrow(0, 1, 0);
    assert_eq!(n.storage_offset(), 3 << 61);
    let s = t.select(2, 2);
    assert_eq!(
        (s.shape(), s.storage_offset()),
        (&[1, 1, 1 << 61, 0][..], 2 << 61)
    );
    let s = t.select(3, -1);
    assert_eq!(s.storage_offset(), (1 << 61) - 1);
    let u = t.unsqueeze(2);
    assert_eq!(u.stride(), &[3 << 61, 3 << 61, 3 << 61, 1 << 61, 1, 1]);
    let u = t.unsqueeze(-1);
    assert_eq!(u.stride(), &[3 << 61, 3 << 61, 1 << 61, 1, 1, 1]);
    assert_eq!(t.get([0, 0, 2, 5, 0]), None);
    assert_eq!(t.get([0, 0, 2, (1 << 61) - 1, 0]), None);
    assert_eq!(t.try_view_shape(&[0, -1]).map(|v| v.numel()).map_err(|e| e.to_string()),
        Err("cannot reshape tensor of 0 elements into shape [0, -1] because the unspecified dimension size -1 can be any value and is ambiguous".to_string()));
}

#[test]
fn offsets_beyond_isize_are_errors_with_the_numbers() {
    let t = huge_empty();
    let n = t.narrow(0, 1, 0); // offset 3 * 2^61
    assert_eq!(
        text(n.view().try_select(2, 2)),
        "storage offset 6917529027641081856 + 2 * 2305843009213693952 of the view does not fit isize"
    );
    assert_eq!(
        text(n.try_narrow(1, 1, 0)),
        "storage offset 6917529027641081856 + 1 * 6917529027641081856 of the view does not fit isize"
    );
    let mut m = huge_empty();
    let nm = m.view_mut().narrow(0, 1, 0);
    assert_eq!(nm.storage_offset(), 3 << 61);
}

#[test]
fn narrow_and_select_at_extreme_indices_print_the_real_numbers() {
    let t = DynTensor::<u8>::zeros(&[3]);
    assert_eq!(
        text(t.try_narrow(0, isize::MAX, 2)),
        "start out of range (expected to be in range of [-3, 3], but got 9223372036854775807)"
    );
    assert_eq!(
        text(t.try_narrow(0, isize::MIN, 2)),
        "start out of range (expected to be in range of [-3, 3], but got -9223372036854775808)"
    );
    assert_eq!(
        text(t.try_narrow(0, 1, usize::MAX)),
        "start (1) + length (18446744073709551615) exceeds dimension size (3)."
    );
    assert_eq!(
        text(t.try_select(0, isize::MAX)),
        "select(): index 9223372036854775807 out of range for tensor of size [3] at dimension 0"
    );
    assert_eq!(
        text(t.try_select(0, -4)),
        "select(): index -4 out of range for tensor of size [3] at dimension 0"
    );
    assert_eq!(
        text(t.try_select(isize::MIN, 0)),
        "Dimension out of range (expected to be in range of [-1, 0], but got -9223372036854775808)"
    );
    assert_eq!(
        text(t.try_unsqueeze(isize::MAX)),
        "Dimension out of range (expected to be in range of [-2, 1], but got 9223372036854775807)"
    );
    assert_eq!(
        text(t.try_expand(&[isize::MIN])),
        "The expanded size of the tensor (-9223372036854775808) must match the existing size (3) at non-singleton dimension 0.  Target sizes: [-9223372036854775808].  Tensor sizes: [3]"
    );
    assert_eq!(
        text(DynTensor::scalar(1u8).try_expand(&[isize::MIN])),
        "numel: integer multiplication overflow"
    );
    assert_eq!(
        text(t.try_view_shape(&[isize::MAX, 2, 0])),
        "shape '[9223372036854775807, 2, 0]' is invalid for input of size 3"
    );
    assert_eq!(t.get([usize::MAX]), None);
}

#[test]
fn reshape_to_a_shape_that_cannot_exist_is_refused() {
    let t = DynTensor::<u8>::from_vec(vec![], &[0]).unwrap();
    assert_eq!(
        text(t.try_view_shape(&[isize::MAX, 2, 0])),
        "shape '[9223372036854775807, 2, 0]' is invalid for input of size 0"
    );
    assert_eq!(
        text(t.try_reshape(&[0, 4, isize::MAX]).map(|_| ())),
        "shape '[0, 4, 9223372036854775807]' is invalid for input of size 0"
    );
    assert_eq!(
        t.view_shape(&[isize::MAX, 0]).shape(),
        &[isize::MAX as usize, 0]
    );
}

#[test]
fn layout_arithmetic_is_checked() {
    assert_eq!(checked_numel(&[1 << 62, 2]), None);
    assert_eq!(checked_numel(&[1 << 62, 1]), Some(1 << 62));
    assert_eq!(
        text(numel(&[1 << 62, 2])),
        "Storage size calculation overflowed with sizes=[4611686018427387904, 2]"
    );
    assert_eq!(
        moved_offset(isize::MAX as usize, 1, 0),
        Some(isize::MAX as usize)
    );
    assert_eq!(moved_offset(isize::MAX as usize, 1, 1), None);
    assert_eq!(moved_offset(0, usize::MAX, 0), None);
    assert_eq!(moved_offset(5, 2, -2), Some(1));
    assert_eq!(
        text(try_moved_offset(1, 1, -2)),
        "storage offset 1 + 1 * -2 of the view does not fit isize"
    );
    assert_eq!(try_inserted_stride(1 << 61, 3).unwrap(), 3 << 61);
    assert_eq!(
        text(try_inserted_stride(1 << 62, 4)),
        "stride 4611686018427387904 * 4 of the new dimension does not fit isize"
    );
    assert_eq!(
        text(try_inserted_stride(usize::MAX, 0)),
        "stride 18446744073709551615 * 0 of the new dimension does not fit isize"
    );
}

#[test]
fn static_views_answer_none_at_extreme_starts() {
    use shaped::shape;
    let t = Tensor::<i32, shape![2, 5]>::from_fn(|i| i as i32);
    assert!(t.narrow::<1, 2>(isize::MAX).is_none());
    assert!(t.narrow::<1, 2>(isize::MIN).is_none());
    assert!(t.narrow::<1, 2>(-6).is_none());
    assert!(t.narrow::<1, 2>(4).is_none());
    assert_eq!(t.narrow::<1, 2>(3).unwrap().to_vec(), vec![3, 4, 8, 9]);
    assert_eq!(t.get([usize::MAX, 0]), None);
    assert_eq!(t.get([1, usize::MAX]), None);
    // A heap tensor with run-time sizes refuses a count beyond isize::MAX.
    assert_eq!(
        text(HeapTensor::<u8, shape![Dyn, 2]>::try_from_shape_fn(
            &[isize::MAX as usize, 2],
            |_| 0
        )),
        "Storage size calculation overflowed with sizes=[9223372036854775807, 2]"
    );
}

// ---------------------------------------------------------------------------------------------
// Element errors: division by zero, wrapping, destinations unchanged.
// ---------------------------------------------------------------------------------------------

fn ints(v: &[i32]) -> DynTensor<i32> {
    DynTensor::from_vec(v.to_vec(), &[v.len()]).unwrap()
}

#[test]
fn integer_division_by_zero_is_zero_division_error() {
    let a = ints(&[1, 2, 3, 4]);
    let b = ints(&[1, 2, 0, 4]);
    assert_eq!(text(a.try_div(&b)), "ZeroDivisionError");
    assert_eq!(text(a.try_rem(&b)), "ZeroDivisionError");
    assert_eq!(text(a.try_div(&DynTensor::scalar(0))), "ZeroDivisionError");
    // Unsigned and 64-bit integers too; static operands too.
    let u = DynTensor::from_vec(vec![1u64, 0], &[2]).unwrap();
    assert_eq!(text(u.try_rem(&u)), "ZeroDivisionError");
    let s = Tensor::<u8, shaped::shape![2]>::from([4, 0]);
    assert_eq!(text(s.try_div(&s)), "ZeroDivisionError");
}

#[test]
fn shape_errors_come_before_zero_division() {
    let a = ints(&[1, 2, 3]);
    let b = ints(&[0, 0]);
    assert_eq!(
        text(a.try_div(&b)),
        "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0"
    );
    let mut x = ints(&[1, 2, 3]);
    assert_eq!(
        text(x.try_div_assign(&b)),
        "The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 0.  Target sizes: [3].  Tensor sizes: [2]"
    );
}

#[test]
fn an_empty_result_divides_nothing() {
    let a = DynTensor::<i32>::zeros(&[0, 3]);
    let b = ints(&[0, 1, 2]);
    assert_eq!(a.try_div(&b).unwrap().shape(), &[0, 3]);
    let mut x = DynTensor::<i32>::zeros(&[0, 3]);
    x.try_rem_assign(&b).unwrap();
}

#[test]
#[allow(clippy::modulo_one)] // `% -1` is the case under test
fn min_over_minus_one_wraps_as_in_pytorch() {
    let a = ints(&[i32::MIN, i32::MIN, 7, -7]);
    let b = ints(&[-1, -1, -1, 2]);
    assert_eq!(
        a.try_div(&b).unwrap().to_vec(),
        vec![i32::MIN, i32::MIN, -7, -3]
    );
    assert_eq!(a.try_rem(&b).unwrap().to_vec(), vec![0, 0, 0, 1]);
    let mut x = a.clone();
    x.try_div_assign(&b).unwrap();
    assert_eq!(x.to_vec(), vec![i32::MIN, i32::MIN, -7, -3]);
    let mut x = a.clone();
    x.try_rem_assign(&b).unwrap();
    assert_eq!(x.to_vec(), vec![0, 0, 0, 1]);
    // The operator `%` wraps too.
    assert_eq!((&a % &b).to_vec(), vec![0, 0, 0, 1]);
    assert_eq!((ints(&[i32::MIN]) % -1).to_vec(), vec![0]);
    let l = DynTensor::from_vec(vec![i64::MIN], &[1]).unwrap();
    assert_eq!((&l % -1i64).to_vec(), vec![0]);
}

#[test]
fn floats_divide_by_zero_as_ieee() {
    let a = DynTensor::from_vec(vec![1.0f32, -1.0, 0.0], &[3]).unwrap();
    let z = DynTensor::scalar(0.0f32);
    let q = a.try_div(&z).unwrap().to_vec();
    assert_eq!(&q[..2], &[f32::INFINITY, f32::NEG_INFINITY]);
    assert!(q[2].is_nan());
    assert!(a.try_rem(&z).unwrap().to_vec().iter().all(|x| x.is_nan()));
}

#[test]
fn a_failing_in_place_division_leaves_the_destination_unchanged() {
    let mut x = ints(&[10, 20, 30, 40]);
    assert_eq!(
        text(x.try_div_assign(&ints(&[1, 2, 0, 4]))),
        "ZeroDivisionError"
    );
    assert_eq!(x.to_vec(), vec![10, 20, 30, 40]);
    assert_eq!(
        text(x.try_rem_assign(&ints(&[1, 2, 0, 4]))),
        "ZeroDivisionError"
    );
    assert_eq!(x.to_vec(), vec![10, 20, 30, 40]);
    // Through a broadcast source and a strided destination view.
    let mut m = DynTensor::from_shape_fn(&[2, 3], |i| i as i32 + 1);
    {
        let mut v = m.view_mut().transpose(0, 1);
        assert_eq!(text(v.try_div_assign(&ints(&[1, 0]))), "ZeroDivisionError");
    }
    assert_eq!(m.to_vec(), vec![1, 2, 3, 4, 5, 6]);
}

#[test]
fn failing_in_place_shape_errors_leave_the_destination_unchanged() {
    let mut x = ints(&[1, 2, 3]);
    let before = x.to_vec();
    assert!(x.try_add_assign(&ints(&[1, 2])).is_err());
    assert!(x.try_assign(&DynTensor::<i32>::zeros(&[1, 3, 1])).is_err());
    assert!(x.try_mul_assign(&DynTensor::<i32>::zeros(&[2, 3])).is_err());
    assert_eq!(x.to_vec(), before);
}

// ---------------------------------------------------------------------------------------------
// Left for the element operators of `ops/arith.rs` and `ops/assign.rs`: Rust's `+ - *` and `/`
// on integers panic on overflow in debug builds.
// ---------------------------------------------------------------------------------------------

#[test]
fn integer_overflow_in_try_forms_wraps() {
    let a = DynTensor::from_vec(vec![i64::MAX], &[1]).unwrap();
    let one = DynTensor::scalar(1i64);
    assert_eq!(a.try_add(&one).unwrap().to_vec(), vec![i64::MIN]);
    let mut x = a.clone();
    x.try_mul_assign(&DynTensor::scalar(2i64)).unwrap();
    assert_eq!(x.to_vec(), vec![-2]);
    let u = DynTensor::from_vec(vec![0u8, 255], &[2]).unwrap();
    assert_eq!(
        u.try_sub(&DynTensor::scalar(1u8)).unwrap().to_vec(),
        vec![255, 254]
    );
    let mut v = u.clone();
    v.try_add_assign(&DynTensor::scalar(1u8)).unwrap();
    assert_eq!(v.to_vec(), vec![1, 0]);
    assert_eq!(u.try_mul(&u).unwrap().to_vec(), vec![0, 1]);
}

#[test]
fn min_over_minus_one_wraps_in_the_operator_form() {
    let a = ints(&[i32::MIN]);
    assert_eq!((&a / &ints(&[-1])).to_vec(), vec![i32::MIN]);
    assert_eq!((&a % &ints(&[-1])).to_vec(), vec![0]);
    assert_eq!((&a / -1).to_vec(), vec![i32::MIN]);
    assert_eq!((i32::MIN / &ints(&[-1])).to_vec(), vec![i32::MIN]);
    let mut x = a.clone();
    x /= &ints(&[-1]);
    assert_eq!(x.to_vec(), vec![i32::MIN]);
    x %= -1;
    assert_eq!(x.to_vec(), vec![0]);
    let s: Tensor<i8, shape![2]> = Tensor::from([i8::MIN, 7]);
    assert_eq!(
        (s / Tensor::<i8, shape![1]>::from_array([-1])).into_array(),
        [i8::MIN, -7]
    );
}

/// Runs `f` and returns its panic message (the test fails if it does not panic).
fn panic_text(f: impl FnOnce()) -> String {
    let err = std::panic::catch_unwind(std::panic::AssertUnwindSafe(f)).unwrap_err();
    err.downcast_ref::<&str>()
        .map(|s| s.to_string())
        .or_else(|| err.downcast_ref::<String>().cloned())
        .unwrap()
}

#[test]
fn every_integer_division_operator_panics_with_zero_division_error() {
    let a = ints(&[6, 8]);
    let zero = ints(&[1, 0]);
    assert_eq!(panic_text(|| drop(&a / &zero)), "ZeroDivisionError");
    assert_eq!(panic_text(|| drop(&a % &zero)), "ZeroDivisionError");
    assert_eq!(panic_text(|| drop(&a / 0)), "ZeroDivisionError");
    assert_eq!(panic_text(|| drop(&a % 0)), "ZeroDivisionError");
    assert_eq!(panic_text(|| drop(6 / &zero)), "ZeroDivisionError");
    let s: Tensor<u32, shape![2]> = Tensor::from([6, 8]);
    assert_eq!(
        panic_text(|| {
            let _ = s / Tensor::<u32, shape![2]>::from([2, 0]);
        }),
        "ZeroDivisionError"
    );
    // Floats follow IEEE instead.
    let f = DynTensor::from_vec(vec![1.0f32, -1.0], &[2]).unwrap();
    assert_eq!((&f / 0.0).to_vec(), vec![f32::INFINITY, f32::NEG_INFINITY]);
}

#[test]
fn a_failing_in_place_division_operator_leaves_its_destination_unchanged() {
    let mut x = ints(&[10, 20, 30, 40]);
    let text = panic_text(|| x /= &ints(&[1, 2, 0, 4]));
    assert_eq!(text, "ZeroDivisionError");
    assert_eq!(x.to_vec(), vec![10, 20, 30, 40]);
    let text = panic_text(|| x %= &ints(&[3, 0, 3, 3]));
    assert_eq!(text, "ZeroDivisionError");
    assert_eq!(x.to_vec(), vec![10, 20, 30, 40]);
    let text = panic_text(|| x /= 0);
    assert_eq!(text, "ZeroDivisionError");
    assert_eq!(x.to_vec(), vec![10, 20, 30, 40]);
    let mut s: Tensor<i64, shape![2, 2]> = Tensor::from_array([[1, 2], [3, 4]]);
    let text = panic_text(|| s /= Tensor::<i64, shape![2]>::from([1, 0]));
    assert_eq!(text, "ZeroDivisionError");
    assert_eq!(s.into_array(), [[1, 2], [3, 4]]);
    // An empty destination divides nothing, so a zero divisor is not an error (as `try_`).
    let mut empty = DynTensor::<i32>::zeros(&[0, 2]);
    empty /= &ints(&[0, 0]);
    assert!(empty.try_div_assign(&ints(&[0, 0])).is_ok());
}

#[test]
#[should_panic(expected = "ZeroDivisionError")]
fn the_operator_form_panics_with_zero_division_error() {
    let _ = &ints(&[1]) / &ints(&[0]);
}

#[test]
fn output_into_division_checks_divisors_before_writing() {
    use shaped::ops::{div_into, rem_into, try_div_into, try_rem_into};
    let a = DynTensor::from_vec(vec![10, 20, 30, 40], &[4]).unwrap();
    let b = DynTensor::from_vec(vec![1, 2, 0, 4], &[4]).unwrap();
    let mut out = DynTensor::from_vec(vec![7, 7, 7, 7], &[4]).unwrap();
    let err = try_div_into(&a, &b, &mut out).unwrap_err();
    assert_eq!(err.to_string(), "ZeroDivisionError");
    assert_eq!(
        out.to_vec(),
        vec![7, 7, 7, 7],
        "nothing is written on error"
    );
    assert_eq!(
        try_rem_into(&a, &b, &mut out).unwrap_err().to_string(),
        "ZeroDivisionError"
    );
    assert_eq!(out.to_vec(), vec![7, 7, 7, 7]);
    // A shape error is reported before the divisors are looked at.
    let mut wrong = DynTensor::<i32>::zeros(&[3]);
    assert_ne!(
        try_div_into(&a, &b, &mut wrong).unwrap_err().to_string(),
        "ZeroDivisionError"
    );
    // An empty result divides nothing, so a zero divisor is no error.
    let empty = DynTensor::<i32>::zeros(&[0, 4]);
    let mut out_empty = DynTensor::<i32>::zeros(&[0, 4]);
    assert!(try_div_into(&empty, &b, &mut out_empty).is_ok());
    // MIN / -1 and MIN % -1 wrap, as PyTorch's do; floats divide by zero as IEEE says.
    let m = DynTensor::from_vec(vec![i32::MIN, 7], &[2]).unwrap();
    let d = DynTensor::from_vec(vec![-1, -2], &[2]).unwrap();
    let mut q = DynTensor::<i32>::zeros(&[2]);
    div_into(&m, &d, &mut q);
    assert_eq!(q.to_vec(), vec![i32::MIN, -3]);
    rem_into(&m, &d, &mut q);
    assert_eq!(q.to_vec(), vec![0, -1]);
    let f = DynTensor::from_vec(vec![1.0f64, -1.0], &[2]).unwrap();
    let z = DynTensor::from_vec(vec![0.0f64, 0.0], &[2]).unwrap();
    let mut fq = DynTensor::<f64>::zeros(&[2]);
    assert!(try_div_into(&f, &z, &mut fq).is_ok());
    assert_eq!(fq.to_vec(), vec![f64::INFINITY, f64::NEG_INFINITY]);
}

#[test]
#[should_panic(expected = "ZeroDivisionError")]
fn output_into_division_operator_form_panics_with_zero_division_error() {
    let a = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
    let b = DynTensor::from_vec(vec![1, 0], &[2]).unwrap();
    let mut out = DynTensor::<i32>::zeros(&[2]);
    shaped::ops::div_into(&a, &b, &mut out);
}

#[test]
fn output_into_try_forms_wrap_integer_overflow() {
    use shaped::ops::{try_add_into, try_mul_into, try_sub_into};
    let a = DynTensor::from_vec(vec![i32::MAX, i32::MIN], &[2]).unwrap();
    let one = DynTensor::scalar(1);
    let mut out = DynTensor::<i32>::zeros(&[2]);
    try_add_into(&a, &one, &mut out).unwrap();
    assert_eq!(out.to_vec(), vec![i32::MIN, i32::MIN + 1]);
    try_sub_into(&a, &one, &mut out).unwrap();
    assert_eq!(out.to_vec(), vec![i32::MAX - 1, i32::MAX]);
    try_mul_into(&a, &DynTensor::scalar(2), &mut out).unwrap();
    assert_eq!(out.to_vec(), vec![-2, 0]);
}

#[test]
fn copies_of_huge_expanded_views_are_errors_not_aborts() {
    let one = DynTensor::scalar(0.0f64);
    let huge = one.expand(&[1 << 20, 1 << 20]);
    let oom =
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 8796093022208 bytes.";
    assert_eq!(huge.try_to_vec().unwrap_err().to_string(), oom);
    // cat and stack reserve the result before copying anything.
    let small = DynTensor::from_vec(vec![1.0f64; 1 << 20], &[1, 1 << 20]).unwrap();
    let err = shaped::tensor::cat(&[&huge, &small.view()], 0).unwrap_err();
    assert!(matches!(err, ShapeError::OutOfMemory { .. }), "{err}");
    let err = shaped::tensor::stack(&[&huge, &huge], 0).unwrap_err();
    assert_eq!(
        err.to_string(),
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 17592186044416 bytes."
    );
    // A byte count beyond usize is an overflow error that names the shape.
    let zero = DynTensor::scalar(0u64);
    let wide = zero.expand(&[1 << 31, 1 << 31]);
    assert!(matches!(
        wide.try_to_vec(),
        Err(ShapeError::Overflow { .. })
    ));
}

#[test]
fn map_cast_and_clamp_have_try_forms_that_report_allocation_failure() {
    let zero = DynTensor::scalar(0i64);
    let huge = zero.expand(&[1 << 20, 1 << 20]);
    let oom =
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 8796093022208 bytes.";
    assert_eq!(huge.try_map(|x| x + 1).unwrap_err().to_string(), oom);
    assert_eq!(huge.try_cast::<f64>().unwrap_err().to_string(), oom);
    assert_eq!(huge.try_clamp(-1, 1).unwrap_err().to_string(), oom);
    let small = DynTensor::from_vec(vec![-3i64, 7], &[2]).unwrap();
    assert_eq!(small.try_clamp(0, 5).unwrap().to_vec(), vec![0, 5]);
    assert_eq!(small.try_cast::<u8>().unwrap().to_vec(), vec![253, 7]);
}

// ---------------------------------------------------------------------------------------------
// Work bounded by what is produced: joins of empty results, divisors read once per location,
// results too large refused before any element is looked at.
// ---------------------------------------------------------------------------------------------

/// Runs `f` on its own thread and returns its value, or fails the test when it has not
/// returned within 20 s (a loop that scales with a dimension of the input instead of with the
/// result runs for hours on these inputs).
fn within_20_s<R: Send + 'static>(f: impl FnOnce() -> R + Send + 'static) -> R {
    let (tx, rx) = std::sync::mpsc::channel();
    std::thread::spawn(move || {
        let _ = tx.send(f());
    });
    rx.recv_timeout(std::time::Duration::from_secs(20))
        .expect("did not return within 20 s")
}

#[test]
fn joins_of_empty_results_do_not_loop_over_the_outer_size() {
    within_20_s(|| {
        // 2^40 outer indices, no element: nothing to copy.
        let a = DynTensor::<f32>::zeros(&[1 << 40, 0]);
        let c = shaped::tensor::cat(&[&a, &a], 1).unwrap();
        assert_eq!(c.shape(), &[1 << 40, 0]);
        let c = shaped::tensor::cat(&[&a, &a], -1).unwrap();
        assert_eq!(c.numel(), 0);
        let s = shaped::tensor::stack(&[&a, &a, &a], 1).unwrap();
        assert_eq!(s.shape(), &[1 << 40, 3, 0]);
        let s = shaped::tensor::stack(&[&a, &a], 2).unwrap();
        assert_eq!(s.shape(), &[1 << 40, 0, 2]);
        // The largest outer size a tensor can have, through views.
        let b = DynTensor::<u8>::zeros(&[0]);
        let huge = b.expand(&[isize::MAX, 0]);
        let c = shaped::tensor::cat(&[&huge, &huge], 1).unwrap();
        assert_eq!(c.shape(), &[isize::MAX as usize, 0]);
        // Joined along the empty dim with an expanded view that has elements: the result's
        // size is refused, not looped over.
        let zero = DynTensor::scalar(0u8);
        let wide = zero.expand(&[isize::MAX, 1]);
        assert_eq!(
            shaped::tensor::cat(&[&huge, &wide], 1)
                .unwrap_err()
                .to_string(),
            "DefaultCPUAllocator: can't allocate memory: you tried to allocate 9223372036854775807 bytes."
        );
    });
}

#[test]
fn integer_division_by_a_huge_broadcast_divisor_answers_at_once() {
    within_20_s(|| {
        let one = DynTensor::scalar(1i32);
        let two = DynTensor::scalar(2i32);
        let zero = DynTensor::scalar(0i32);
        let big = two.expand(&[1 << 31, 1 << 31]);
        let big_zero = zero.expand(&[1 << 31, 1 << 31]);
        // The result's size first, as PyTorch allocates before it divides: the same error for
        // a zero divisor.
        let overflow = "Storage size calculation overflowed with sizes=[2147483648, 2147483648]";
        for d in [&big, &big_zero] {
            assert_eq!(text(one.try_div(d)), overflow);
            assert_eq!(text(one.try_rem(d)), overflow);
            assert_eq!(text(one.checked_div(d)), overflow);
            assert_eq!(text(one.checked_rem(d)), overflow);
            assert_eq!(text(one.try_saturating_div(d)), overflow);
        }
        // A result that exists but could never be allocated (2^63 bytes).
        let u = DynTensor::scalar(1u16);
        let one16 = DynTensor::scalar(1u16);
        let d = one16.expand(&[1 << 31, 1 << 31]);
        assert_eq!(
            text(u.try_div(&d)),
            "DefaultCPUAllocator: can't allocate memory: you tried to allocate 9223372036854775808 bytes."
        );
        // An empty result divides nothing, whatever the divisor is expanded to.
        let empty = DynTensor::<i32>::zeros(&[0, 1, 1]);
        assert_eq!(
            empty.try_div(&big_zero).unwrap().shape(),
            &[0, 1 << 31, 1 << 31]
        );
        // In place: a divisor of 2^24 positions over one element is read once.
        let mut x = DynTensor::<i64>::full(&[1 << 12, 1 << 12], 10);
        let seven = DynTensor::scalar(7i64);
        x.try_div_assign(&seven.expand(&[1 << 12, 1 << 12]))
            .unwrap();
        assert_eq!(x.get([4095, 4095]), Some(&1));
        let zero64 = DynTensor::scalar(0i64);
        let zeros = zero64.expand(&[1 << 12, 1 << 12]);
        assert_eq!(text(x.try_rem_assign(&zeros)), "ZeroDivisionError");
        assert_eq!(text(x.checked_div_assign(&zeros)), "ZeroDivisionError");
        assert_eq!(
            text(x.try_saturating_div_assign(&zeros)),
            "ZeroDivisionError"
        );
        assert_eq!(x.get([0, 0]), Some(&1));
    });
}

#[test]
fn divisors_are_read_once_per_location() {
    // A divisor expanded to 2^62 positions holds one element: a zero is found at once, a
    // non-zero divisor is accepted at once (the result here is empty, so nothing is divided).
    within_20_s(|| {
        let zero = DynTensor::scalar(0i64);
        let z = zero.expand(&[1 << 31, 1 << 31]);
        let mut empty = DynTensor::<i64>::zeros(&[0, 1 << 31, 1 << 31]);
        assert!(empty.try_div_assign(&z).is_ok());
        // A divisor with a stride-0 dim between two real ones: every real element is read.
        let base = DynTensor::from_vec(vec![1i64, 2, 3, 0], &[2, 1, 2]).unwrap();
        let spread = base.expand(&[2, 1 << 20, 2]);
        let mut x = DynTensor::<i64>::full(&[2, 1 << 20, 2], 6);
        assert_eq!(text(x.try_div_assign(&spread)), "ZeroDivisionError");
        assert_eq!(x.get([1, 7, 1]), Some(&6));
    });
}

#[test]
fn in_place_division_operators_report_the_shape_error_first() {
    // `[2]` against `[0]` does not broadcast; the divisor holds no zero to find, and with a
    // zero in it the shape error still comes first, as the operator `/` and the `try_` forms.
    let mut a = DynTensor::<i32>::zeros(&[1, 2, 3]);
    let b = DynTensor::<i32>::zeros(&[0, 1]);
    let want = "The expanded size of the tensor (2) must match the existing size (0) at non-singleton dimension 1.  Target sizes: [1, 2, 3].  Tensor sizes: [0, 1]";
    assert_eq!(panic_text(|| a /= &b), want);
    assert_eq!(panic_text(|| a %= &b), want);
    let zeros = DynTensor::<i32>::zeros(&[2, 2]);
    let want = "The expanded size of the tensor (3) must match the existing size (2) at non-singleton dimension 2.  Target sizes: [1, 2, 3].  Tensor sizes: [2, 2]";
    assert_eq!(panic_text(|| a /= &zeros), want);
    assert_eq!(text(a.try_div_assign(&zeros)), want);
    assert_eq!(panic_text(|| a.par_div_assign(&zeros)), want);
    assert_eq!(panic_text(|| a.par_rem_assign(&zeros)), want);
    // The out-of-place operator reports the broadcast error.
    assert_eq!(
        panic_text(|| drop(&a / &b)),
        "The size of tensor a (2) must match the size of tensor b (0) at non-singleton dimension 1"
    );
}

#[test]
fn negation_and_copies_have_forms_that_never_panic() {
    let one = DynTensor::scalar(1i64);
    let huge = one.expand(&[1 << 31, 1 << 31]);
    let overflow = "Storage size calculation overflowed with sizes=[2147483648, 2147483648]";
    assert_eq!(text(huge.checked_neg()), overflow);
    assert_eq!(text(huge.try_wrapping_neg()), overflow);
    let big = one.expand(&[1 << 20, 1 << 20]);
    let oom =
        "DefaultCPUAllocator: can't allocate memory: you tried to allocate 8796093022208 bytes.";
    if overcommit_is_checked() {
        assert_eq!(text(big.checked_neg()), oom);
        assert_eq!(text(big.try_wrapping_neg()), oom);
    }
    assert_eq!(one.checked_neg().unwrap().to_vec(), vec![-1]);
    assert_eq!(
        DynTensor::scalar(i64::MIN)
            .try_wrapping_neg()
            .unwrap()
            .to_vec(),
        vec![i64::MIN]
    );
    #[cfg(feature = "ndarray")]
    {
        assert_eq!(text(huge.try_to_ndarray()), overflow);
        assert_eq!(
            one.try_to_ndarray().unwrap(),
            ndarray::arr0(1i64).into_dyn()
        );
    }
}

#[test]
fn as_strided_refuses_offsets_beyond_isize() {
    let t = DynTensor::<f32>::zeros(&[4]);
    for offset in [usize::MAX, isize::MAX as usize + 1] {
        assert_eq!(
            text(t.try_as_strided(&[0, 5], &[1, 1], offset)),
            format!("Tensor: invalid storage offset {offset}")
        );
    }
    // PyTorch's order: lengths, negative strides, then the offset.
    assert_eq!(
        text(t.try_as_strided(&[3], &[-1], usize::MAX)),
        "as_strided: Negative strides are not supported at the moment, got strides: [-1]"
    );
    // An empty view at the largest offset a tensor can have is a view (as in PyTorch).
    let v = t.as_strided(&[0, 5], &[1, 1], isize::MAX as usize);
    assert_eq!(v.storage_offset(), isize::MAX as usize);
}

#[test]
fn layout_functions_name_sizes_no_tensor_can_have() {
    use shaped::layout::{check_broadcast_into, expand_layout};
    assert_eq!(
        text(check_broadcast_into(&[usize::MAX, 0], &[3])),
        "Storage size calculation overflowed with sizes=[18446744073709551615, 0]"
    );
    assert_eq!(
        text(check_broadcast_into(&[3], &[isize::MAX as usize + 1])),
        "Storage size calculation overflowed with sizes=[9223372036854775808]"
    );
    assert_eq!(
        text(expand_layout(&[usize::MAX - 1], &[0], &[-1])),
        "Storage size calculation overflowed with sizes=[18446744073709551614]"
    );
    // The largest sizes a tensor can have still print as they are.
    assert_eq!(
        text(check_broadcast_into(&[isize::MAX as usize, 0], &[3])),
        "The expanded size of the tensor (0) must match the existing size (3) at non-singleton dimension 1.  Target sizes: [9223372036854775807, 0].  Tensor sizes: [3]"
    );
}

#[test]
fn a_reduction_too_large_to_allocate_names_its_result() {
    let b = DynTensor::<f32>::zeros(&[0, 1]);
    let e = b.expand(&[0, isize::MAX]);
    // torch: `torch.zeros(0, 2**63 - 1).sum(0)`.
    let want = "Storage size calculation overflowed with sizes=[9223372036854775807]";
    assert_eq!(text(e.try_sum(0, false)), want);
    assert_eq!(text(e.try_mean(0, false)), want);
    assert_eq!(text(e.try_prod_dims(&[0], false)), want);
    assert_eq!(
        text(e.try_sum(0, true)),
        "Storage size calculation overflowed with sizes=[1, 9223372036854775807]"
    );
    assert_eq!(text(e.try_var(0, 1, false)), want);
    // Static axes name theirs too.
    let h =
        HeapTensor::<f32, shaped::shape![Dyn, Dyn]>::from_vec(vec![], &[0, isize::MAX as usize])
            .unwrap();
    assert_eq!(text(h.try_sum::<0>()), want);
    assert_eq!(
        text(h.try_sum_keepdim::<0>()),
        "Storage size calculation overflowed with sizes=[1, 9223372036854775807]"
    );
    assert_eq!(panic_text(|| drop(h.sum::<0>())), want);
}

#[cfg(feature = "rayon")]
#[test]
fn a_panic_in_a_parallel_closure_propagates_and_leaves_a_partial_write() {
    use std::sync::atomic::{AtomicUsize, Ordering};
    let n = 1 << 23;
    let mut x = DynTensor::<u8>::zeros(&[8, n / 8]);
    let src = DynTensor::scalar(1u8);
    let visits = AtomicUsize::new(0);
    let text = panic_text(|| {
        let _ = x.try_par_zip_apply(&src, |d, s| {
            if visits.fetch_add(1, Ordering::Relaxed) == n / 2 {
                panic!("the closure's own panic");
            }
            *d = *s;
        });
    });
    assert_eq!(text, "the closure's own panic");
    let written = x.to_vec().iter().filter(|&&v| v == 1).count();
    assert!(written > 0 && written < n, "{written} of {n}");
}
