use shaped::prelude::*;

fn main() {
    let v = Tensor::<f64, shape![3, 3]>::eye();
    let d: Tensor<f64, shape![]> = v.det();
    assert_eq!(d.into_array(), 1.0);
}
