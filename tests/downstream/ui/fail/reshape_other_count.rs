use shaped::prelude::*;

fn flat6<S: ReshapeTo<shape![6]>>(x: &Tensor<f32, S>) -> Vec<f32> {
    x.reshape::<shape![6]>().to_vec()
}

fn main() {
    let _ = flat6(&Tensor::<f32, (Const<1>, Const<4>)>::ones());
}
