use shaped::prelude::*;

fn main() {
    shaped::with_size(3, |rows| {
        shaped::with_size(3, |other| {
            let a = HeapTensor::<f32, _>::ones_sym((rows, Const::<2>::new()));
            let b = HeapTensor::<f32, _>::ones_sym((other, Const::<2>::new()));
            // Two scopes are two brands, even with the same number.
            let _ = &a + &b;
        })
    });
}
