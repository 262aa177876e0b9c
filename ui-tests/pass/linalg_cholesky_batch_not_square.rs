use shaped::prelude::*;

fn main() {
    let a = Tensor::<f64, shape![4, 3, 3]>::eye();
    let l: Option<Tensor<f64, shape![4, 3, 3]>> = a.cholesky();
    assert_eq!(l.unwrap().to_vec(), a.to_vec());
}
