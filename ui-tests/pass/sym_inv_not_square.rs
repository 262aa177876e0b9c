use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand! {
    struct rows;
    struct cols;
}

fn main() {
    let r = SymSize::<rows>::bind(3).unwrap();
    let _c = SymSize::<cols>::bind(3).unwrap();
    let a = HeapTensor::<f64, (Sym<rows>, Sym<rows>)>::eye_sym((r, r));
    let inv: HeapTensor<f64, (Sym<rows>, Sym<rows>)> = a.try_inv().unwrap();
    assert_eq!(inv.to_vec(), a.to_vec());
}
