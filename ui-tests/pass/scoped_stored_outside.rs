use shaped::prelude::*;

fn main() {
    // A variable outside the scope holds what has no brand.
    let mut kept: Option<HeapTensor<f32, shape![Dyn, 2]>> = None;
    shaped::with_size(3, |b| {
        let x = HeapTensor::<f32, _>::ones_sym((b, Const::<2>::new()));
        kept = Some(x.try_as().unwrap());
    });
    assert_eq!(kept.map(|x| x.sum_all()), Some(6.0));
}
