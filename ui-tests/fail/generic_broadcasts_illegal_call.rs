use shaped::prelude::*;

fn add<A: Broadcasts<B>, B: Shape>(a: &Tensor<f32, A>, b: &Tensor<f32, B>) -> Tensor<f32, BroadcastOut<A, B>> {
    a + b
}

fn main() {
    let _ = add(&Tensor::<f32, shape![2, 3]>::ones(), &Tensor::<f32, shape![4]>::ones());
}
