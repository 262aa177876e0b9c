use shaped::prelude::*;

fn first_four<S: NarrowTo<1, 4>>(x: &Tensor<f32, S>) -> usize {
    x.narrow::<1, 4>(0).map_or(0, |v| v.numel())
}

fn main() {
    let _ = first_four(&Tensor::<f32, shape![2, 3]>::ones());
}
