use shaped::prelude::*;

fn main() {
    let a = HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![0.0; 6], &[2, 3]).unwrap();
    let b = Tensor::<f32, shape![4]>::zeros();
    let _c = &a + &b; // the static sizes 3 and 4 clash whatever Dyn is
}
