use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3]>::ones();
    let s = t.softmax::<1>();
    assert_eq!(s.to_vec(), vec![1.0 / 3.0; 6]);
}
