use shaped::prelude::*;

fn main() {
    let v = Tensor::<f64, shape![3]>::zeros();
    let _d = v.det();
}
