use shaped::prelude::*;

// The twin: the source's size 3 becomes 1, which broadcasts into the destination's 2.
fn main() {
    let mut x = Tensor::<f32, shape![5, 2, 4, 1]>::ones();
    let y = Tensor::<f32, shape![5, 1, 4, 1]>::from_fn(|i| i as f32);
    x *= &y;
    assert_eq!(x.as_array()[4][1][3][0], 19.0);
}
