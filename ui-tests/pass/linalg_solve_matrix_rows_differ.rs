use shaped::prelude::*;

fn main() {
    let a = Tensor::<f64, shape![3, 3]>::eye();
    let b = Tensor::<f64, shape![3, 2]>::ones();
    let x: Option<Tensor<f64, shape![3, 2]>> = a.solve(&b);
    assert_eq!(x.unwrap().to_vec(), vec![1.0; 6]);
}
