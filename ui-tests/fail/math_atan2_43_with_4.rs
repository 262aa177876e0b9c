// `atan2` broadcasts like the operators: [4, 3] with [4] does not (3 against 4 in the last dim).
use shaped::prelude::*;

fn main() {
    let y = Tensor::<f32, shape![4, 3]>::ones();
    let x = Tensor::<f32, shape![4]>::ones();
    let _r = y.atan2(&x);
}
