use shaped::prelude::*;

fn main() {
    let m = Tensor::<f32, shape![2, 3]>::zeros();
    let _ = m.transpose(); // nalgebra's transpose
}
