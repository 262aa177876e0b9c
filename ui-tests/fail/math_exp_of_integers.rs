// The element-wise math methods take float elements only.
use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![3]>::from([0, 1, 2]);
    let _e = t.exp();
}
