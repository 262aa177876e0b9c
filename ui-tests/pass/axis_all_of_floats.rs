use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3]>::ones();
    let a = t.map(|&x| x != 0.0).all::<1>();
    assert_eq!(a.to_vec(), vec![true, true]);
}
