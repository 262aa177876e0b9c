use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3]>::ones();
    let _a = t.all::<1>();
}
