use shaped::prelude::*;

fn main() {
    shaped::with_size(3, |rows| {
        shaped::with_size(3, |_other| {
            let a = HeapTensor::<f32, _>::ones_sym((rows, Const::<2>::new()));
            let b = HeapTensor::<f32, _>::ones_sym((rows, Const::<2>::new()));
            assert_eq!((&a + &b).sum_all(), 12.0);
        })
    });
}
