use shaped::prelude::*;

fn main() {
    let m = Tensor::<f32, shape![3, 3]>::zeros();
    let v = Tensor::<f32, shape![4]>::zeros();
    let _r = m.matmul(&v);
}
