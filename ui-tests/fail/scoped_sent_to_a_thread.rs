use shaped::prelude::*;

fn main() {
    shaped::with_size(3, |b| {
        let x = HeapTensor::<f32, _>::ones_sym((b, Const::<2>::new()));
        // `thread::spawn` may outlive the scope.
        std::thread::spawn(move || x.sum_all()).join().unwrap()
    });
}
