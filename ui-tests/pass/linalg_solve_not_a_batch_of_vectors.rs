use shaped::prelude::*;

fn main() {
    // [2, 3] is A without its last dim: a batch of two vectors.
    let a = Tensor::<f64, shape![2, 3, 3]>::eye();
    let b = Tensor::<f64, shape![2, 3]>::ones();
    let x: Option<Tensor<f64, shape![2, 3]>> = a.solve(&b);
    assert_eq!(x.unwrap().to_vec(), vec![1.0; 6]);
}
