use shaped::prelude::*;

// 1000 × 3 is 3000, not 3001: sizes outside the table of static sizes are checked like the
// others (`shape!` writes them with their digits) and refused with the same message.
fn main() {
    let t = HeapTensor::<f32, shape![1000, 3]>::zeros();
    let _v = t.reshape::<shape![3001]>();
}
