use shaped::prelude::*;

// 1000 + 24 = 1024 is in the table of static sizes (as are 0 to 1024, powers of two and one
// less, powers of ten), so the concatenated size has a type.
fn main() {
    let a = HeapTensor::<f32, shape![1000, 2]>::zeros();
    let b = HeapTensor::<f32, shape![24, 2]>::zeros();
    let c: HeapTensor<f32, shape![1024, 2]> = (&a, &b).cat::<0>();
    assert_eq!(c.shape(), &[1024, 2]);
    // The inputs may be outside the table: 1500 + 548 = 2048.
    let a = HeapTensor::<f32, shape![1500, 2]>::zeros();
    let b = HeapTensor::<f32, shape![548, 2]>::zeros();
    let c: HeapTensor<f32, shape![2048, 2]> = (&a, &b).cat::<0>();
    assert_eq!(c.shape(), &[2048, 2]);
    // For a sum outside the table (1000 + 1000), the run-time `cat` and a static view of it.
    let a = HeapTensor::<f32, shape![1000, 2]>::zeros();
    let c = shaped::tensor::cat(&[&a, &a], 0).unwrap();
    let v = c.try_view_as::<shape![2000, 2]>().unwrap();
    assert_eq!(v.shape(), &[2000, 2]);
}
