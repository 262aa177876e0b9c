use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand! {
    struct batch;
    struct seq;
}

fn main() {
    let b = SymSize::<batch>::bind(4).unwrap();
    let s = SymSize::<seq>::bind(4).unwrap();
    let mut x = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
    let y = HeapTensor::<f32, (Sym<seq>, Const<3>)>::zeros_sym((s, Const::new()));
    x += &y;
}
