use shaped::prelude::*;

fn main() {
    let mut x = Tensor::<f32, shape![1, 2, 3]>::zeros();
    let y = Tensor::<f32, shape![1, 2, 3]>::zeros();
    x -= &y;
    assert_eq!(x.shape(), &[1, 2, 3]);
}
