use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3, 4]>::zeros();
    let v = t.permute::<1, 2, 0>();
    assert_eq!(v.shape(), &[3, 4, 2]);
}
