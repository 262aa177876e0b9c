use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand!(struct batch;);

fn main() {
    let b = SymSize::<batch>::bind(4).unwrap();
    let x = Tensor::<f32, shape![1, 3]>::ones();
    let mut y = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
    y += &x;
    assert_eq!(y.to_vec(), vec![1.0; 12]);
}
