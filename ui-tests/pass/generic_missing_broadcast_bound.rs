use shaped::prelude::*;

/// Adds two heap tensors of any shapes that broadcast.
fn add<A: Shape + Broadcast<B>, B: Shape>(a: &HeapTensor<f32, A>, b: &HeapTensor<f32, B>) -> DynTensor<f32> {
    (a + b).to_dyn()
}

fn main() {
    let a = HeapTensor::<f32, shape![2, 3]>::zeros();
    let b = HeapTensor::<f32, shape![3]>::zeros();
    assert_eq!(add(&a, &b).shape(), &[2, 3]);
}
