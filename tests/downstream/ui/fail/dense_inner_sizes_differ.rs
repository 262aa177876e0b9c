use shaped::prelude::*;

fn dense<const B: usize, const I: usize, const O: usize>(
    x: &Tensor<f32, shape![B, I]>,
    w: &Tensor<f32, shape![I, O]>,
) -> Tensor<f32, shape![B, O]> {
    x.matmul(w)
}

fn main() {
    let _ = dense(&Tensor::<f32, shape![1, 4]>::ones(), &Tensor::<f32, shape![3, 2]>::ones());
}
