use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 5]>::zeros();
    let v = t.narrow::<1, 5>(0).unwrap();
    assert_eq!(v.shape(), &[2, 5]);
}
