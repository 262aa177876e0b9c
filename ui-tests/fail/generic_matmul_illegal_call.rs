use shaped::prelude::*;

fn apply<A: MatMulWith<B>, B: Shape>(a: &Tensor<f32, A>, b: &Tensor<f32, B>) -> Tensor<f32, MatMulOut<A, B>> {
    a.matmul(b)
}

fn main() {
    let _ = apply(&Tensor::<f32, shape![2, 3]>::ones(), &Tensor::<f32, shape![4, 5]>::ones());
}
