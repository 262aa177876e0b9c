use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand! {
    struct states;
    struct other;
}

fn main() {
    let n = SymSize::<states>::bind(3).unwrap();
    let _o = SymSize::<other>::bind(3).unwrap();
    let a = HeapTensor::<f64, (Sym<states>, Sym<states>)>::eye_sym((n, n));
    let b = HeapTensor::<f64, (Sym<states>,)>::ones_sym((n,));
    let x: HeapTensor<f64, (Sym<states>,)> = a.try_solve(&b).unwrap();
    assert_eq!(x.to_vec(), vec![1.0; 3]);
}
