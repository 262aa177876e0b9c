use shaped::prelude::*;

fn main() {
    let a = Tensor::<i32, shape![4]>::zeros();
    let b = Tensor::<i32, shape![4]>::zeros();
    let c = a - b;
    assert_eq!(c.shape(), &[4]);
}
