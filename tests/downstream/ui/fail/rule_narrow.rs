use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 5]>::zeros();
    let _ = t.narrow::<1, 6>(0);
}
