use shaped::prelude::*;

fn main() {
    let a = Tensor::<f32, shape![3, 3]>::eye();
    let i: Option<Tensor<f32, shape![3, 3]>> = a.inv();
    assert_eq!(i.unwrap().to_vec(), a.to_vec());
}
