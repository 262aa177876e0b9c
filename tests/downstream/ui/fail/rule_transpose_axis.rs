use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![3, 4]>::zeros();
    let _ = t.transpose::<0, 2>();
}
