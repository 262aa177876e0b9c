use shaped::prelude::*;

shaped::brand! {
    struct batch;
    struct feats;
}

fn main() {
    let b = SymSize::<batch>::bind(4).unwrap();
    let f = SymSize::<feats>::bind(2).unwrap();
    let x = HeapTensor::<f32, (Sym<batch>, Const<3>, Sym<feats>)>::zeros_sym((b, f));
    assert_eq!(x.shape(), &[4, 3, 2]);
}
