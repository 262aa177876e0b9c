use shaped::prelude::*;

fn main() {
    let t = Tensor::<f64, shape![2, 2]>::ones();
    let _n = t.norm_keepdim::<5>(2.0);
}
