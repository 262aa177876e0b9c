use shaped::prelude::*;

fn main() {
    let mut t = Tensor::<f32, shape![3]>::zeros();
    let mut e = t.view_mut().unsqueeze::<0>().expand::<shape![2, 3]>();
    e += 1.0;
}
