// The first pair of a three-operand op already clashes: [2, 3] with [2].
use shaped::prelude::*;

fn main() {
    let a = Tensor::<i32, shape![2, 3]>::zeros();
    let b = Tensor::<i32, shape![2]>::zeros();
    let c = Tensor::<i32, shape![3]>::zeros();
    let _r = a.zip_map3(&b, &c, |x, y, z| x + y + z);
}
