use shaped::prelude::*;

// The axis may have any size written with `shape!`, but the length is a plain `const`: 1100 is
// outside the table of static sizes, so the narrowed dimension has no type.
fn main() {
    let t = HeapTensor::<f32, shape![2, 1500]>::zeros();
    let _v = t.narrow::<1, 1100>(0);
}
