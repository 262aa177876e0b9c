use shaped::prelude::*;

// For all the compiler knows `C` may be 1, so the size 1 of the mean is not known to stretch to
// it: the function needs the bound `(Const<R>, Const<C>): ReduceKeepdim<1>` (see the twin).
fn centre<const R: usize, const C: usize>(x: &Tensor<f32, shape![R, C]>) -> Tensor<f32, shape![R, C]> {
    x - &x.mean_keepdim::<1>()
}

fn main() {
    let _ = centre(&Tensor::<f32, shape![2, 3]>::ones());
}
