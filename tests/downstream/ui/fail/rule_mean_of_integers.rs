use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
    let _ = t.mean::<1>();
}
