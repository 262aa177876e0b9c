use shaped::prelude::*;

fn main() {
    let row = Tensor::<f32, shape![3]>::zeros();
    let e = row.expand::<shape![2, 3]>();
    assert_eq!(e.stride(), &[0, 1]);
}
