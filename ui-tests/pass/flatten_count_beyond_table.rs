use shaped::prelude::*;

// 512 × 4 = 2048 is in the table of static sizes, so `flatten` names the 1-d shape; for 3000
// (outside it), `reshape::<shape![3000]>()` does.
fn main() {
    let t = HeapTensor::<f32, shape![512, 4]>::zeros();
    let f: ViewOrCopy<'_, f32, shape![2048], shaped::tensor::Heap> = t.flatten();
    assert!(f.is_view());
    let t = HeapTensor::<f32, shape![1000, 3]>::zeros();
    let r: ViewOrCopy<'_, f32, shape![3000], shaped::tensor::Heap> = t.reshape::<shape![3000]>();
    assert_eq!(r.shape(), &[3000]);
}
