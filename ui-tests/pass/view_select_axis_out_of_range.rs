use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![3, 4]>::zeros();
    let v = t.select::<1>(0).unwrap();
    assert_eq!(v.shape(), &[3]);
}
