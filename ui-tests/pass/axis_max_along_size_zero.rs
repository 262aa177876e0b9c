use shaped::prelude::*;

fn main() {
    let t = Tensor::<f32, shape![3, 0]>::zeros();
    let (v, i) = t.max::<0>();
    assert_eq!((v.shape(), i.shape()), (&[0][..], &[0][..]));
}
