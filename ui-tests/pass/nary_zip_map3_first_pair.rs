// The twin of `fail/nary_zip_map3_first_pair.rs`: [2, 1] in the middle broadcasts.
use shaped::prelude::*;

fn main() {
    let a = Tensor::<i32, shape![2, 3]>::zeros();
    let b = Tensor::<i32, shape![2, 1]>::zeros();
    let c = Tensor::<i32, shape![3]>::zeros();
    let r: Tensor<i32, shape![2, 3]> = a.zip_map3(&b, &c, |x, y, z| x + y + z);
    assert_eq!(r.numel(), 6);
}
