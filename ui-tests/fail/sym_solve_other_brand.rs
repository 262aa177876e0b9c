use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand! {
    struct states;
    struct other;
}

fn main() {
    let n = SymSize::<states>::bind(3).unwrap();
    let o = SymSize::<other>::bind(3).unwrap();
    let a = HeapTensor::<f64, (Sym<states>, Sym<states>)>::eye_sym((n, n));
    let b = HeapTensor::<f64, (Sym<other>,)>::ones_sym((o,));
    let _x = a.try_solve(&b);
}
