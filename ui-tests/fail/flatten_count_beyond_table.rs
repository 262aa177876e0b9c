use shaped::prelude::*;

// 1000 × 3 = 3000 is not in the table of static sizes: `flatten` cannot name the 1-d shape.
// `t.reshape::<shape![3000]>()` names it and compiles.
fn main() {
    let t = HeapTensor::<f32, shape![1000, 3]>::zeros();
    let _f = t.flatten();
}
