use shaped::prelude::*;

fn main() {
    let a = Tensor::<i32, shape![4, 1]>::zeros();
    let b = Tensor::<i32, shape![4]>::zeros();
    // [4, 1] with [4] broadcasts to [4, 4]; the strict form refuses it.
    let _c = a.strict_zip_map(&b, |x, y| x + y);
}
