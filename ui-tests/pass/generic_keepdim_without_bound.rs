use shaped::prelude::*;

fn centre<const R: usize, const C: usize>(x: &Tensor<f32, shape![R, C]>) -> Tensor<f32, shape![R, C]>
where
    (Const<R>, Const<C>): ReduceKeepdim<1>,
{
    x - &x.mean_keepdim::<1>()
}

fn main() {
    let y = centre(&Tensor::<f32, shape![1, 2]>::from([[1.0, 3.0]]));
    assert_eq!(y.to_vec(), vec![-1.0, 1.0]);
    // Every size: a single column (size 1) and no rows (size 0).
    assert_eq!(centre(&Tensor::<f32, shape![2, 1]>::ones()).to_vec(), vec![0.0, 0.0]);
    assert_eq!(centre(&Tensor::<f32, shape![0, 3]>::ones()).shape(), &[0, 3]);
}
