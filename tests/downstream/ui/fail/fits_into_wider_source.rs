use shaped::prelude::*;

fn accumulate<S: Shape, R: FitsInto<S>>(acc: &mut Tensor<f32, S>, x: &Tensor<f32, R>) {
    *acc += x;
}

fn main() {
    let mut acc = Tensor::<f32, shape![2, 1]>::zeros();
    accumulate(&mut acc, &Tensor::<f32, shape![2, 3]>::ones()); // would grow `acc`
}
