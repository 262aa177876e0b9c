use shaped::prelude::*;

fn main() {
    let mut x = Tensor::<f32, shape![1, 3, 1]>::zeros();
    let y = Tensor::<f32, shape![3, 1, 7]>::zeros();
    x += &y; // x + y would be [3, 3, 7]: x cannot change its shape
}
