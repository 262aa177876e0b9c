use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![4]>::ones();
    let _c = t.cumsum::<1>();
}
