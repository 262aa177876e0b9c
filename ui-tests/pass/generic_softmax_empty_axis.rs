use shaped::prelude::*;

fn softmax<S: MaxKeepdim<1>>(x: &Tensor<f32, S>) -> Tensor<f32, S> {
    let e = (x - &x.amax_keepdim::<1>()).map(|v| v.exp());
    &e / &e.sum_keepdim::<1>()
}

fn main() {
    let p = softmax(&Tensor::<f32, shape![2, 1]>::ones());
    assert_eq!(p.to_vec(), vec![1.0, 1.0]);
}
