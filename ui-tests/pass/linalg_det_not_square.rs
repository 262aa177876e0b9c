use shaped::prelude::*;

fn main() {
    let a = Tensor::<f64, shape![5, 3, 3]>::eye();
    let d: Tensor<f64, shape![5]> = a.det();
    assert_eq!(d.to_vec(), vec![1.0; 5]);
}
