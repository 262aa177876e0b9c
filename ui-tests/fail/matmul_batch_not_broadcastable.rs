use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![3, 2, 3]>::zeros();
    let b = Tensor::<f32, shape![2, 3, 5]>::zeros();
    let _c = a.matmul(&b);
}
