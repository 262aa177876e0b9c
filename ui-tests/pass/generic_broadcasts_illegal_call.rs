use shaped::prelude::*;

fn add<A: Broadcasts<B>, B: Shape>(a: &Tensor<f32, A>, b: &Tensor<f32, B>) -> Tensor<f32, BroadcastOut<A, B>> {
    a + b
}

fn main() {
    let y = add(&Tensor::<f32, shape![2, 3]>::ones(), &Tensor::<f32, shape![3]>::ones());
    assert_eq!(y.to_vec(), vec![2.0; 6]);
}
