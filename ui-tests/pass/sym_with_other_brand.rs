use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand! {
    struct batch;
    struct seq;
}

fn main() {
    let b = SymSize::<batch>::bind(4).unwrap();
    let _s = SymSize::<seq>::bind(4).unwrap();
    let x = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
    let y = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
    let z = &x + &y;
    assert_eq!(z.shape(), &[4, 3]);
}
