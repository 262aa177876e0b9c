// The twin of `fail/nary_where_41_3_42.rs`: with [4, 3] as the third shape the fold succeeds.
use shaped::ops::where_;
use shaped::prelude::*;

fn main() {
    let cond = Tensor::<bool, shape![4, 1]>::full(true);
    let x = Tensor::<f32, shape![3]>::zeros();
    let y = Tensor::<f32, shape![4, 3]>::zeros();
    let r: Tensor<f32, shape![4, 3]> = where_(&cond, &x, &y);
    assert_eq!(r.numel(), 12);
}
