use shaped::prelude::*;

fn main() {
    let mut x = Tensor::<i32, shape![4, 3]>::zeros();
    let y = Tensor::<i32, shape![4, 1]>::zeros();
    x.assign(&y);
    assert_eq!(x.shape(), &[4, 3]);
}
