use shaped::prelude::*;

fn main() {
    let a = shaped::bind!(n = 3).unwrap();
    let x = HeapTensor::zeros_sym((a, Const::<2>::new()));
    let y = HeapTensor::zeros_sym((a, Const::<2>::new()));
    let z: HeapTensor<f32, _> = &x + &y;
    assert_eq!(z.shape(), &[3, 2]);
}
