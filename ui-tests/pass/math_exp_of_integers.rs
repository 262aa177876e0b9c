// The twin of `fail/math_exp_of_integers.rs`: cast to a float type first.
use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![3]>::from([0, 1, 2]);
    let e: Tensor<f64, shape![3]> = t.cast::<f64>().exp();
    assert_eq!(e[[0]], 1.0);
}
