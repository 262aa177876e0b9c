// The twin of `fail/math_hypot_inplace_wider_source.rs`: a [3] source fits a [1, 3] destination.
use shaped::prelude::*;

fn main() {
    let mut x = Tensor::<f64, shape![1, 3]>::full(3.0);
    let y = Tensor::<f64, shape![3]>::full(4.0);
    x.hypot_inplace(&y);
    assert_eq!(x.into_array(), [[5.0; 3]]);
}
