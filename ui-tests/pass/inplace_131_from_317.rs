use shaped::prelude::*;

fn main() {
    let mut x = Tensor::<f32, shape![3, 3, 7]>::zeros();
    let y = Tensor::<f32, shape![3, 1, 7]>::zeros();
    x += &y;
    assert_eq!(x.shape(), &[3, 3, 7]);
}
