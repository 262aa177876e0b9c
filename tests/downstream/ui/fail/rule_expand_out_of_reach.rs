use shaped::prelude::*;

fn main() {
    let row = Tensor::<f32, shape![3]>::zeros();
    let _ = row.expand::<shape![2, 4]>();
}
