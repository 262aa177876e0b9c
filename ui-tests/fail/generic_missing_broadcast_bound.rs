use shaped::{prelude::*, shape::Broadcasted};

/// Adds two heap tensors of any shapes. The compiler must know that `A` and `B` broadcast: the
/// bound `A: Broadcast<B>` is missing (the twin in ui-tests/pass has it).
fn add<A: Shape, B: Shape>(
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
