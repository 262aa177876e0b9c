use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![2, 3]>::zeros();
    let _ = t[[1]];
}
