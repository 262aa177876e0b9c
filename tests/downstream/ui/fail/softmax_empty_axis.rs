use shaped::prelude::*;

fn softmax<S: MaxKeepdim<1>>(x: &Tensor<f32, S>) -> Tensor<f32, S> {
    let e = (x - &x.amax_keepdim::<1>()).map(|v| v.exp());
    &e / &e.sum_keepdim::<1>()
}

fn main() {
    let _ = softmax(&Tensor::<f32, (Const<3>, Const<0>)>::zeros());
}
