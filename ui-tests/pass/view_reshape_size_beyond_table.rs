use shaped::prelude::*;
use shaped::shape::StaticShape;

// Sizes outside the table of static sizes (0 to 1024, powers of two and one less, powers of
// ten): `shape!` writes them with their digits, so the element-count check needs no table.
fn main() {
    let t = HeapTensor::<u16, shape![1000, 3]>::from_fn(|i| i as u16);
    let v = t.reshape::<shape![3000]>();
    assert!(v.is_view());
    assert_eq!(v[[2999]], 2999);
    assert!(t.view_shape::<shape![3, 1000]>().is_some());
    fn same_count<A: ReshapeTo<B>, B: StaticShape>() {}
    same_count::<shape![1920, 1080], shape![2073600]>();
    same_count::<shape![1920, 1080], shape![1080, 1920]>();
    same_count::<shape![2, 1025], shape![2050]>();
    same_count::<shape![1024, 1024], shape![1048576]>();
    same_count::<shape![1025, 1023], shape![1048575]>();
    same_count::<shape![999999], shape![999999]>();
    same_count::<shape![1048577], shape![1048577]>();
    // The table sizes at the limits, as element counts: 2^20 and 2^32.
    let big = HeapTensor::<u8, shape![1024, 1024]>::zeros();
    assert!(big.reshape::<shape![1048576]>().is_view());
    #[cfg(target_pointer_width = "64")]
    same_count::<shape![65536, 65536], shape![4294967296]>();
    // Off-table sizes just below 2^40 still carry their digits.
    #[cfg(target_pointer_width = "64")]
    same_count::<shape![1099511627775], shape![1099511627775]>();
    #[cfg(target_pointer_width = "64")]
    same_count::<shape![3, 366503875925], shape![1099511627775]>();
}
