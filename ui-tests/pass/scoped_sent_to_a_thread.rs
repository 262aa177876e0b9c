use shaped::prelude::*;

fn main() {
    let total = shaped::with_size(3, |b| {
        let x = HeapTensor::<f32, _>::ones_sym((b, Const::<2>::new()));
        // A scoped thread ends before the scope does.
        std::thread::scope(|s| s.spawn(move || x.sum_all()).join().unwrap())
    });
    assert_eq!(total, 6.0);
}
