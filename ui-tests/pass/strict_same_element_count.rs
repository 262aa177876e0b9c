use shaped::prelude::*;

fn main() {
    let a = Tensor::<i32, shape![4, 4]>::zeros();
    let b = Tensor::<i32, shape![4]>::zeros();
    let c = a.strict_zip_map(&b, |x, y| x + y);
    assert_eq!(c.shape(), &[4, 4]);
}
