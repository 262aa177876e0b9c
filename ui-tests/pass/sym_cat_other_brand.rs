use shaped::prelude::*;

shaped::brand! {
    struct batch;
    struct seq;
}

fn main() {
    let b = SymSize::<batch>::bind(2).unwrap();
    let _s = SymSize::<seq>::bind(2).unwrap();
    let x = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
    let y = HeapTensor::<f32, (Sym<batch>, Const<1>)>::ones_sym((b, Const::new()));
    let z = x.cat_dyn::<1, _>(&y);
    assert_eq!(z.shape(), &[2, 4]);
}
