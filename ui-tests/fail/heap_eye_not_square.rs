use shaped::prelude::*;

fn main() {
    let _i: HeapTensor<f64, shape![2, 3]> = HeapTensor::eye();
}
