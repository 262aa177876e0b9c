use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![2, 2, 3]>::zeros();
    let b = Tensor::<f32, shape![3, 3, 4]>::zeros();
    let _ = a.matmul(&b);
}
