use shaped::prelude::*;

fn main() {
    let t = Tensor::<f64, shape![2, 2]>::ones();
    let n = t.norm_keepdim::<1>(2.0);
    assert_eq!(n.to_vec(), vec![2.0f64.sqrt(); 2]);
}
