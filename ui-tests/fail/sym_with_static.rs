use shaped::prelude::*;
use shaped::shape::{Sym, SymSize};

shaped::brand!(struct batch;);

fn main() {
    let b = SymSize::<batch>::bind(4).unwrap();
    let x = HeapTensor::<f32, (Sym<batch>, Const<3>)>::zeros_sym((b, Const::new()));
    let y = Tensor::<f32, shape![4, 3]>::zeros();
    let _z = &x + &y; // batch is 4 at run time, but the compiler cannot know it
}
