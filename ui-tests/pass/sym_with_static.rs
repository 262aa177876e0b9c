use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand!(struct batch;);

fn main() {
    let b = SymSize::<batch>::bind(4).unwrap();
    let x = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
    let y = Tensor::<f32, shape![1, 3]>::zeros();
    let z = &x + &y;
    assert_eq!(z.shape(), &[4, 3]);
}
