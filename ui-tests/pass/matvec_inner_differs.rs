use shaped::prelude::*;

fn main() {
    let m = Tensor::<f32, shape![3, 3]>::zeros();
    let v = Tensor::<f32, shape![3]>::zeros();
    let r: Tensor<f32, shape![3]> = m.matmul(&v);
    assert_eq!(r.shape(), &[3]);
}
