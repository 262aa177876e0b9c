// `where_` folds its three shapes left to right: [4, 1] and [3] give [4, 3], which does not
// broadcast with [4, 2] (the 3 against the 2 at dimension 1).
use shaped::ops::where_;
use shaped::prelude::*;

fn main() {
    let cond = Tensor::<bool, shape![4, 1]>::full(true);
    let x = Tensor::<f32, shape![3]>::zeros();
    let y = Tensor::<f32, shape![4, 2]>::zeros();
    let _r = where_(&cond, &x, &y);
}
