use shaped::prelude::*;

fn main() {
    let row = Tensor::<f32, shape![3]>::zeros();
    let mut e = row.expand::<shape![2, 3]>();
    e += 1.0;
}
