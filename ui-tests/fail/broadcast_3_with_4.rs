use shaped::prelude::*;

fn main() {
    let a = Tensor::<i32, shape![3]>::zeros();
    let b = Tensor::<i32, shape![4]>::zeros();
    let _c = a - b;
}
