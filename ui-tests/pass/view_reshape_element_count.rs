use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![3, 4]>::zeros();
    let v = t.reshape::<shape![6, 2]>();
    assert!(v.is_view());
}
