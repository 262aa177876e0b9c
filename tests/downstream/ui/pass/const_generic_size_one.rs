// A function generic over `const N: usize` takes N = 1, with the shape written by hand or by
// `shape!` (the same type), and N = 0.
use shaped::prelude::*;

fn scale<const N: usize>(a: &Tensor<f32, (Const<N>, Const<3>)>) -> Tensor<f32, (Const<N>, Const<3>)> {
    a * a
}

fn dense<const B: usize, const I: usize, const O: usize>(
    x: &Tensor<f32, shape![B, I]>,
    w: &Tensor<f32, shape![I, O]>,
    b: &Tensor<f32, shape![O]>,
) -> Tensor<f32, shape![B, O]> {
    x.matmul(w) + b
}

fn main() {
    let s = scale::<1>(&Tensor::<f32, (Const<1>, Const<3>)>::from([[1.0, 2.0, 3.0]]));
    assert_eq!(s.to_vec(), vec![1.0, 4.0, 9.0]);
    let s: Tensor<f32, shape![1, 3]> = scale(&Tensor::<f32, shape![1, 3]>::ones());
    assert_eq!(s.to_vec(), vec![1.0; 3]);
    assert_eq!(scale(&Tensor::<f32, shape![0, 3]>::zeros()).numel(), 0);

    let w = Tensor::<f32, shape![4, 2]>::ones();
    let b = Tensor::<f32, shape![2]>::from([1.0, -1.0]);
    assert_eq!(dense(&Tensor::<f32, shape![1, 4]>::ones(), &w, &b).to_vec(), vec![5.0, 3.0]);
    assert_eq!(dense(&Tensor::<f32, shape![0, 4]>::ones(), &w, &b).shape(), &[0, 2]);
    let one_in = dense(&Tensor::<f32, shape![2, 1]>::ones(), &Tensor::<f32, shape![1, 2]>::ones(), &b);
    assert_eq!(one_in.to_vec(), vec![2.0, 0.0, 2.0, 0.0]);
}
