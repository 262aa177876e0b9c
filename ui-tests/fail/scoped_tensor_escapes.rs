use shaped::prelude::*;

fn main() {
    // A tensor of the scope's shape cannot be the call's result.
    let x = shaped::with_size(3, |b| HeapTensor::<f32, _>::ones_sym((b, Const::<2>::new())));
    let _ = x.sum_all();
}
