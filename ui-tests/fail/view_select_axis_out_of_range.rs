use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![3, 4]>::zeros();
    let _v = t.select::<2>(0);
}
