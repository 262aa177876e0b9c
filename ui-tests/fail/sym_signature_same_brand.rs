use shaped::prelude::*;
use shaped::shape::{Brand, Sym, SymSize};

shaped::brand! {
    struct batch;
    struct seq;
}

/// Inputs and weights with the same number of rows, said in the signature.
fn weighted<B: Brand>(
    x: &HeapTensor<f32, (Sym<B>, Const<3>)>,
    w: &HeapTensor<f32, (Sym<B>, Const<3>)>,
) -> HeapTensor<f32, (Sym<B>, Const<3>)> {
    x * w
}

fn main() {
    let b = SymSize::<batch>::bind(2).unwrap();
    let s = SymSize::<seq>::bind(2).unwrap();
    let x = HeapTensor::<f32, (Sym<batch>, Const<3>)>::ones_sym((b, Const::new()));
    let w = HeapTensor::<f32, (Sym<seq>, Const<3>)>::ones_sym((s, Const::new()));
    let _y = weighted(&x, &w);
}
