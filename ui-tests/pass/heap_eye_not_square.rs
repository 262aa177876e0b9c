use shaped::prelude::*;

fn main() {
    let i: HeapTensor<f64, shape![3, 3]> = HeapTensor::eye();
    assert_eq!(i.to_vec()[4], 1.0);
}
