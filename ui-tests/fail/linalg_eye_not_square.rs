use shaped::prelude::*;

fn main() {
    let _i = Tensor::<f32, shape![2, 3]>::eye();
}
