use shaped::prelude::*;

fn centre<const R: usize, const C: usize>(x: &Tensor<f32, shape![R, C]>) -> Tensor<f32, shape![R, C]> {
    x - &x.mean_keepdim::<1>()
}

fn main() {
    let _ = centre(&Tensor::<f32, shape![2, 3]>::ones());
}
