use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![0, 4]>::zeros();
    let i: Tensor<usize, shape![0]> = t.argmax::<1>();
    assert_eq!(i.shape(), &[0]);
}
