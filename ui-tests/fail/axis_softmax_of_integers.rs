use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![2, 3]>::ones();
    let _s = t.softmax::<1>();
}
