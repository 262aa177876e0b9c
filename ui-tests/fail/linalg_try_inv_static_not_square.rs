use shaped::prelude::*;

fn main() {
    let a = HeapTensor::<f64, shape![2, 3]>::zeros();
    let _i = a.try_inv();
}
