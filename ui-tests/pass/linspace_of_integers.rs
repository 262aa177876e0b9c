use shaped::prelude::*;

fn main() {
    let l = Tensor::<f32, shape![5]>::linspace(0.0, 4.0);
    assert_eq!(l.to_vec(), vec![0.0, 1.0, 2.0, 3.0, 4.0]);
}
