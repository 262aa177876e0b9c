// Reductions with keepdim in generic code: one bound each, every size.
use shaped::prelude::*;

fn layer_norm<S: ReduceKeepdim<1>>(x: &Tensor<f32, S>) -> Tensor<f32, S> {
    let centred = x - &x.mean_keepdim::<1>();
    let var = centred.map(|v| v * v).mean_keepdim::<1>();
    &centred / &var.map(|v| (v + 1e-5).sqrt())
}

fn softmax<S: MaxKeepdim<1>>(x: &Tensor<f32, S>) -> Tensor<f32, S> {
    let e = (x - &x.amax_keepdim::<1>()).map(|v| v.exp());
    &e / &e.sum_keepdim::<1>()
}

fn centre<const R: usize, const C: usize>(x: &Tensor<f32, shape![R, C]>) -> Tensor<f32, shape![R, C]>
where
    (Const<R>, Const<C>): ReduceKeepdim<1>,
{
    x - &x.mean_keepdim::<1>()
}

fn main() {
    assert_eq!(layer_norm(&Tensor::<f32, shape![1, 1]>::ones()).to_vec(), vec![0.0]);
    assert_eq!(softmax(&Tensor::<f32, shape![2, 2]>::ones()).to_vec(), vec![0.5; 4]);
    assert_eq!(softmax(&Tensor::<f32, shape![1, 1]>::ones()).to_vec(), vec![1.0]);
    assert_eq!(centre(&Tensor::<f32, shape![1, 2]>::from([[1.0, 3.0]])).to_vec(), vec![-1.0, 1.0]);
    assert_eq!(centre(&Tensor::<f32, shape![2, 1]>::ones()).to_vec(), vec![0.0, 0.0]);
}
