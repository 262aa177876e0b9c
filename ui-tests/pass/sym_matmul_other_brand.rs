use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand! {
    struct inner;
    struct other;
}

fn main() {
    let k = SymSize::<inner>::bind(3).unwrap();
    let _o = SymSize::<other>::bind(3).unwrap();
    let a = HeapTensor::<f32, (Const<2>, Sym<inner>)>::ones_sym((Const::new(), k));
    let b = HeapTensor::<f32, (Sym<inner>, Const<2>)>::ones_sym((k, Const::new()));
    let c = a.matmul(&b);
    assert_eq!(c.to_vec(), vec![3.0; 4]);
}
