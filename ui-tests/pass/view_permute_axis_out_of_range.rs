use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3]>::zeros();
    let v = t.permute::<1, 0>();
    assert_eq!(v.stride(), &[1, 3]);
}
