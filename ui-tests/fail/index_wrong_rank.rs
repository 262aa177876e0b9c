// Indexing a tensor of static rank takes one index per dimension: the array's length is part
// of the type, so a wrong count does not compile (the twin in ui-tests/pass gives two).
use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![2, 3]>::zeros();
    let _x = t[[1]];
}
