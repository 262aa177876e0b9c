use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3, 1]>::zeros();
    let _v = t.squeeze::<1>();
}
