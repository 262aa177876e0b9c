use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![2, 3]>::ones();
    let s = t.cast::<f64>().softmax::<1>();
    assert_eq!(s.shape(), &[2, 3]);
}
