use shaped::prelude::*;

// 1025 is above 1024 and not a power of two (or one less) or of ten: the static element-count
// check cannot use it (the tensor itself is fine; use `Dyn` to reshape it).
fn main() {
    let t = HeapTensor::<f32, shape![2, 1025]>::zeros();
    let _v = t.reshape::<shape![2050]>();
}
