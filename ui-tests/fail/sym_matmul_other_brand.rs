use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand! {
    struct inner;
    struct other;
}

fn main() {
    let k = SymSize::<inner>::bind(3).unwrap();
    let o = SymSize::<other>::bind(3).unwrap();
    let a = HeapTensor::<f32, (Const<2>, Sym<inner>)>::zeros_sym((Const::new(), k));
    let b = HeapTensor::<f32, (Sym<other>, Const<2>)>::zeros_sym((o, Const::new()));
    let _c = a.matmul(&b);
}
