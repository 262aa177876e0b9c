use shaped::prelude::*;

// `C` may be 1 as far as this function knows, so the mean's size 1 is not known to stretch to
// it: the error is in this function, whatever it is later called with.
fn centre<const R: usize, const C: usize>(x: &Tensor<f32, shape![R, C]>) -> Tensor<f32, shape![R, C]> {
    x - &x.mean_keepdim::<1>()
}

fn main() {
    let _ = centre(&Tensor::<f32, shape![2, 3]>::ones());
}
