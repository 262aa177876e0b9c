use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3]>::zeros();
    let v = t.t();
    assert_eq!(v.shape(), &[3, 2]);
}
