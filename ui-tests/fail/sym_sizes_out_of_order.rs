use shaped::prelude::*;

shaped::brand! {
    struct batch;
    struct feats;
}

fn main() {
    let b = SymSize::<batch>::bind(4).unwrap();
    let f = SymSize::<feats>::bind(2).unwrap();
    // The run-time sizes go in the order of their dimensions: `batch`, then `feats`.
    let _x = HeapTensor::<f32, (Sym<batch>, Const<3>, Sym<feats>)>::zeros_sym((f, b));
}
