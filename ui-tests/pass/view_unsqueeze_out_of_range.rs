use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![4]>::zeros();
    let v = t.unsqueeze::<1>();
    assert_eq!(v.shape(), &[4, 1]);
}
