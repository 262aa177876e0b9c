// `broadcast_tensors` on a static triple: [4, 1], [3] and [4, 2] have no common shape.
use shaped::ops::BroadcastTensors;
use shaped::prelude::*;

fn main() {
    let a = Tensor::<i32, shape![4, 1]>::zeros();
    let b = Tensor::<i32, shape![3]>::zeros();
    let c = Tensor::<i32, shape![4, 2]>::zeros();
    let _v = (&a, &b, &c).broadcast_tensors();
}
