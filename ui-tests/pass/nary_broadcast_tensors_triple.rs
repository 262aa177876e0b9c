// The twin of `fail/nary_broadcast_tensors_triple.rs`: [4, 3] last gives the common [4, 3].
use shaped::ops::BroadcastTensors;
use shaped::prelude::*;

fn main() {
    let a = Tensor::<i32, shape![4, 1]>::zeros();
    let b = Tensor::<i32, shape![3]>::zeros();
    let c = Tensor::<i32, shape![4, 3]>::zeros();
    let (va, vb, vc) = (&a, &b, &c).broadcast_tensors();
    let _: TensorView<'_, i32, shape![4, 3]> = va;
    assert_eq!((vb.shape(), vc.shape()), (&[4, 3][..], &[4, 3][..]));
}
