use shaped::prelude::*;

// The largest sizes of the table: every size up to 1024, powers of two (here 2^20 and 2^32 as
// element counts) and powers of two minus one.
fn main() {
    let t = HeapTensor::<u8, shape![2, 1024]>::zeros();
    let v = t.reshape::<shape![2048]>();
    assert!(v.is_view());
    let big = HeapTensor::<u8, shape![1024, 1024]>::zeros();
    assert!(big.reshape::<shape![1048576]>().is_view());
    assert!(big.view_shape::<shape![1, 1048576]>().is_some());
    fn same_count<A: ReshapeTo<B>, B: StaticShape>() {}
    same_count::<shape![65536, 65536], shape![4294967296]>();
    same_count::<shape![1023, 3], shape![3, 1023]>();
}
