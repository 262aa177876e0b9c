use shaped::prelude::*;

fn apply<A: MatMulWith<B>, B: Shape>(a: &Tensor<f32, A>, b: &Tensor<f32, B>) -> Tensor<f32, MatMulOut<A, B>> {
    a.matmul(b)
}

fn main() {
    let y = apply(&Tensor::<f32, shape![2, 3]>::ones(), &Tensor::<f32, shape![3, 5]>::ones());
    assert_eq!(y.to_vec(), vec![3.0; 10]);
}
