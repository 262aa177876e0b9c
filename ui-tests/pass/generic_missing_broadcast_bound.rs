use shaped::prelude::*;
use shaped::shape::{Broadcast, Broadcasted};

/// Adds two heap tensors of any shapes. The compiler must know that `A` and `B` broadcast: the
/// bound `A: Broadcast<B>` says so.
fn add<A: Shape + Broadcast<B>, B: Shape>(
    a: &HeapTensor<f32, A>,
    b: &HeapTensor<f32, B>,
) -> HeapTensor<f32, Broadcasted<A, B>> {
    a + b
}

fn main() {
    let a = HeapTensor::<f32, shape![2, 3]>::zeros();
    let b = HeapTensor::<f32, shape![3]>::zeros();
    assert_eq!(add(&a, &b).shape(), &[2, 3]);
}
