use shaped::prelude::*;

fn main() {
    let _i = Tensor::<f32, _>::eye(); // NumPy's eye(n) without a size
}
