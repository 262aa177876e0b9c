use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![4, 1]>::from_array([[0.0], [1.0], [2.0], [3.0]]);
    let v = t.reshape::<shape![4]>();
    assert_eq!(v.view().to_vec(), vec![0.0, 1.0, 2.0, 3.0]);
}
