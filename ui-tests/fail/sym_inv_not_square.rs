use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand! {
    struct rows;
    struct cols;
}

fn main() {
    let r = SymSize::<rows>::bind(3).unwrap();
    let c = SymSize::<cols>::bind(3).unwrap();
    // Two brands bound to the same number are still two sizes: not square by construction.
    let a = HeapTensor::<f64, (Sym<rows>, Sym<cols>)>::ones_sym((r, c));
    let _inv = a.try_inv();
}
