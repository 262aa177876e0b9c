use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 0]>::zeros();
    let m: Tensor<f32, shape![0]> = t.amax::<0>();
    assert_eq!(m.shape(), &[0]);
}
