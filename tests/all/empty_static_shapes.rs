//! Heap tensors of static shapes with no element and large other sizes: their element-wise
//! operations build (in the debug build of this test program) and give empty results. The nested
//! array type of a row of such a shape may be too big to exist (`[u8; 2^62]`), or too big for
//! the compiler to evaluate anything about; heap tensors never name it.

use shaped::prelude::*;

type Wide = shape![0, 1025, 1026, 1027, 1028, 1029];
type Long = shape![0, 262144, 1048576];
type Huge = shape![0, 4611686018427387904];

#[test]
fn operators_on_empty_heap_tensors_with_large_rows() {
    let a = HeapTensor::<u8, Wide>::zeros();
    let b = HeapTensor::<u8, Wide>::zeros();
    let r = &(&a + &b) * &b;
    assert_eq!(r.numel(), 0);
    assert_eq!(r.shape(), &[0, 1025, 1026, 1027, 1028, 1029]);

    let a = HeapTensor::<u8, Long>::zeros();
    let row = HeapTensor::<u8, shape![1048576]>::zeros();
    let r = &(&a + &row) * &a;
    assert_eq!(r.numel(), 0);
    assert_eq!(r.shape(), &[0, 262144, 1048576]);

    let a = HeapTensor::<u8, Huge>::zeros();
    let r = &(&a + &a) - &a;
    assert_eq!(r.numel(), 0);
    assert_eq!(r.shape(), &[0, 4611686018427387904]);
}

#[test]
fn map_and_zip_map_on_empty_heap_tensors_with_large_rows() {
    let a = HeapTensor::<u8, Huge>::zeros();
    assert_eq!(a.map(|x| u16::from(*x)).numel(), 0);
    assert_eq!(a.zip_map(&a, |x, y| x == y).numel(), 0);
    let a = HeapTensor::<u8, Wide>::zeros();
    assert_eq!((-&a.map(|x| i32::from(*x))).numel(), 0);
}
