use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
    let m: Tensor<f64, shape![2]> = t.cast::<f64>().mean::<1>();
    assert_eq!(m.to_vec(), vec![2.0, 5.0]);
}
