// Twin of ui-tests/fail/index_wrong_rank.rs: one index per dimension.
use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![2, 3]>::zeros();
    let x = t[[1, 2]];
    assert_eq!(x, 0);
}
