use shaped::prelude::*;

fn centre<S: ReduceKeepdim<1>>(x: &Tensor<f32, S>) -> Tensor<f32, S> {
    x - &x.mean_keepdim::<1>()
}

fn main() {
    let _ = centre(&Tensor::<f32, shape![4]>::ones()); // a 1-d tensor has no axis 1
}
