use shaped::prelude::*;

fn add<A: Shape, B: Shape>(a: &HeapTensor<f32, A>, b: &HeapTensor<f32, B>) -> HeapTensor<f32, BroadcastOut<A, B>> {
    a + b
}

fn main() {
    let _ = add(&HeapTensor::<f32, shape![2, 3]>::zeros(), &HeapTensor::<f32, shape![3]>::zeros());
}
