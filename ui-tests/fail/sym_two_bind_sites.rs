use shaped::prelude::*;

fn main() {
    let a = shaped::bind!(n = 3).unwrap();
    let b = shaped::bind!(n = 3).unwrap();
    let x = HeapTensor::zeros_sym((a, Const::<2>::new()));
    let y = HeapTensor::zeros_sym((b, Const::<2>::new()));
    let _z: HeapTensor<f32, _> = &x + &y; // each bind! is a brand of its own
}
