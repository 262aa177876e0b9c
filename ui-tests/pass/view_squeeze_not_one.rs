use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3, 1]>::zeros();
    let v = t.squeeze::<2>();
    assert_eq!(v.shape(), &[2, 3]);
}
