use shaped::prelude::*;

/// Adds two heap tensors of any shapes: the compiler needs to know that they broadcast. With
/// an operator the message is a type mismatch (the scalar `+` impls are the only candidates
/// left); `zip_map` names the missing `Broadcast` bound (see generic_zip_missing_broadcast_bound).
fn add<A: Shape, B: Shape>(a: &HeapTensor<f32, A>, b: &HeapTensor<f32, B>) -> DynTensor<f32> {
    (a + b).to_dyn()
}

fn main() {
    let a = HeapTensor::<f32, shape![2, 3]>::zeros();
    let b = HeapTensor::<f32, shape![3]>::zeros();
    assert_eq!(add(&a, &b).shape(), &[2, 3]);
}
