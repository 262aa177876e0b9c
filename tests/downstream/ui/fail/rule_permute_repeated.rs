use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3, 4]>::zeros();
    let _ = t.permute::<0, 1, 1>();
}
