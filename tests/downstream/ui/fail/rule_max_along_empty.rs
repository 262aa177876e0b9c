use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 0]>::zeros();
    let _ = t.amax::<1>();
}
