use shaped::prelude::*;

fn main() {
    let mut x = Tensor::<f32, shape![2, 1]>::zeros();
    let y = Tensor::<f32, shape![2, 3]>::ones();
    x += &y;
}
