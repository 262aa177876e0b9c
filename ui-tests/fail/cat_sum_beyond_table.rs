use shaped::prelude::*;

// 1000 + 1000 = 2000 is not in the table of static sizes: stable Rust cannot turn a computed
// number back into a `Const<N>`, so the concatenated size has no type.
fn main() {
    let a = HeapTensor::<f32, shape![1000, 2]>::zeros();
    let b = HeapTensor::<f32, shape![1000, 2]>::zeros();
    let _c = (&a, &b).cat::<0>();
}
