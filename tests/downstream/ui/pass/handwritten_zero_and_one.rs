// Hand-written sizes 0 and 1 are ordinary sizes: they broadcast, reduce, reshape and multiply.
use shaped::prelude::*;

fn main() {
    let z = Tensor::<f32, (Const<0>, Const<3>)>::zeros();
    let row = Tensor::<f32, (Const<1>, Const<3>)>::from([[1.0, 2.0, 3.0]]);
    let s: Tensor<f32, (Const<0>, Const<3>)> = &z + &row; // 0 against 1 gives 0
    assert_eq!(s.shape(), &[0, 3]);
    assert_eq!(z.sum::<0>().to_vec(), vec![0.0; 3]);
    let m = Tensor::<f32, (Const<2>, Const<3>)>::ones();
    let b: Tensor<f32, (Const<2>, Const<3>)> = &m + &row; // 1 stretches to 2
    assert_eq!(b.to_vec(), vec![2.0, 3.0, 4.0, 2.0, 3.0, 4.0]);
    let flat = row.reshape::<shape![3]>();
    assert_eq!(flat.to_vec(), vec![1.0, 2.0, 3.0]);
    let p: Tensor<f32, (Const<1>, Const<1>)> = row.matmul(&Tensor::<f32, (Const<3>, Const<1>)>::ones());
    assert_eq!(p.to_vec(), vec![6.0]);
}
