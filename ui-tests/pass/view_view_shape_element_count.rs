use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![2, 3]>::zeros();
    let v = t.view_shape::<shape![6]>().unwrap();
    assert_eq!(v.shape(), &[6]);
}
