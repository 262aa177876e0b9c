use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![4]>::ones();
    let _ = t.sum::<1>();
}
