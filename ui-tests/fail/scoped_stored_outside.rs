use shaped::prelude::*;
use shaped::shape::{Scoped, Sym};

fn main() {
    // A variable declared outside the scope has one type for every call: it cannot hold the
    // brand of one of them.
    let mut kept: Option<HeapTensor<f32, (Sym<Scoped<'_>>, Const<2>)>> = None;
    shaped::with_size(3, |b| {
        kept = Some(HeapTensor::ones_sym((b, Const::new())));
    });
    let _ = kept.map(|x| x.sum_all());
}
