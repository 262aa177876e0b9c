use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![4]>::zeros();
    let _ = t.unsqueeze::<2>();
}
