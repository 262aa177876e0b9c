use shaped::prelude::*;

fn main() {
    let a = Tensor::<f64, shape![2, 1]>::zeros();
    let b = Tensor::<f64, shape![8, 4, 3]>::zeros();
    let _c = a.zip_map(&b, |x, y| x + y);
}
