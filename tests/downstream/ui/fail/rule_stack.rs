use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![2]>::zeros();
    let b = Tensor::<f32, shape![3]>::zeros();
    let _ = (&a, &b).stack::<0>();
}
