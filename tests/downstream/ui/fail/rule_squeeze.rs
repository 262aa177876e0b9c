use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3, 1]>::zeros();
    let _ = t.squeeze::<1>();
}
