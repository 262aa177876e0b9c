use shaped::prelude::*;

fn main() {
    let a = Tensor::<i32, shape![4, 1]>::zeros();
    let b = Tensor::<i32, shape![4]>::zeros();
    let _ = a.strict_zip_map(&b, |x, y| x + y);
}
