use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand!(struct batch;);

fn main() {
    let b = SymSize::<batch>::bind(4).unwrap();
    let mut x = Tensor::<f32, shape![1, 3]>::zeros();
    let y = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
    x += &y; // would grow the destination to [batch, 3]
}
