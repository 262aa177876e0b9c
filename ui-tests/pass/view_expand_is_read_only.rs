use shaped::prelude::*;

fn main() {
    let mut row = Tensor::<f32, shape![3]>::zeros();
    let mut v = row.view_mut();
    v += 1.0;
    assert_eq!(row.to_vec(), vec![1.0; 3]);
}
