use shaped::prelude::*;

fn main() {
    let mut t = Tensor::<f32, shape![3]>::zeros();
    let mut e = t.view_mut().unsqueeze::<0>();
    e += 1.0;
    assert_eq!(t.to_vec(), vec![1.0, 1.0, 1.0]);
}
