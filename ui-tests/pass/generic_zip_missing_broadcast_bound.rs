use shaped::prelude::*;
use shaped::shape::Broadcast;

/// Multiplies two heap tensors of any shapes that broadcast.
fn product<A: Shape + Broadcast<B>, B: Shape>(
    a: &HeapTensor<f32, A>,
    b: &HeapTensor<f32, B>,
) -> DynTensor<f32> {
    a.zip_map(b, |x, y| x * y).to_dyn()
}

fn main() {
    let a = HeapTensor::<f32, shape![2, 3]>::zeros();
    let b = HeapTensor::<f32, shape![3]>::zeros();
    assert_eq!(product(&a, &b).shape(), &[2, 3]);
}
