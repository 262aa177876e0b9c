use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![3, 0]>::zeros();
    let (_v, _i) = t.max::<1>();
}
