use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand!(struct batch;);

fn main() {
    let b = SymSize::<batch>::bind(2).unwrap();
    let x = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
    let y = HeapTensor::<f32, shape![Dyn, 3]>::from_vec(vec![0.0; 6], &[2, 3]).unwrap();
    let _ = &x + &y;
}
