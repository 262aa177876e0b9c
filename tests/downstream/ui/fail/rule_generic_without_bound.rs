use shaped::prelude::*;

fn sum_of<A: Shape, B: Shape>(a: &HeapTensor<f32, A>, b: &HeapTensor<f32, B>) -> Vec<f32> {
    (a + b).to_vec()
}

fn main() {
    let _ = sum_of(&HeapTensor::<f32, shape![2, 3]>::zeros(), &HeapTensor::<f32, shape![3]>::zeros());
}
