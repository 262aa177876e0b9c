use shaped::prelude::*;

fn main() {
    let a = HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![0.0; 6], &[2, 3]).unwrap();
    let b = Tensor::<f32, shape![3]>::zeros();
    let c = &a + b;
    assert_eq!(c.shape(), &[2, 3]);
}
