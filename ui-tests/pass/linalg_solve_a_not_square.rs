use shaped::prelude::*;

fn main() {
    let a = Tensor::<f64, shape![2, 2]>::eye();
    let b = Tensor::<f64, shape![2]>::ones();
    let x: Option<Tensor<f64, shape![2]>> = a.solve(&b);
    assert_eq!(x.unwrap().to_vec(), vec![1.0; 2]);
}
