use shaped::prelude::*;

shaped::brand! {
    struct batch;
    struct seq;
}

fn main() {
    let b = SymSize::<batch>::bind(2).unwrap();
    let s = SymSize::<seq>::bind(2).unwrap();
    let x = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
    let y = HeapTensor::<f32, (Sym<seq>, Const<1>)>::zeros_sym((s, Const::new()));
    let _z = x.cat_dyn::<1, _>(&y); // the rows are two brands
}
