use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![4]>::ones();
    let c = t.cumsum::<0>();
    assert_eq!(c.to_vec(), vec![1, 2, 3, 4]);
}
