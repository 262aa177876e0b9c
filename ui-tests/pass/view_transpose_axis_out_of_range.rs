use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![3, 4]>::zeros();
    let v = t.transpose::<0, 1>();
    assert_eq!(v.shape(), &[4, 3]);
}
