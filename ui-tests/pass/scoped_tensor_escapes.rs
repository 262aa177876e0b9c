use shaped::prelude::*;

fn main() {
    // Its elements may leave the scope, in a tensor of run-time sizes.
    let x = shaped::with_size(3, |b| {
        let x = HeapTensor::<f32, _>::ones_sym((b, Const::<2>::new()));
        x.try_as::<shape![Dyn, 2]>().unwrap()
    });
    assert_eq!(x.sum_all(), 6.0);
}
