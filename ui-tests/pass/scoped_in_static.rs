use shaped::prelude::*;
use std::sync::Mutex;

// A `static` holds tensors of run-time sizes.
static KEPT: Mutex<Vec<HeapTensor<f32, shape![Dyn]>>> = Mutex::new(Vec::new());

fn main() {
    shaped::with_size(3, |b| {
        let x = HeapTensor::<f32, (shaped::shape::Sym<shaped::shape::Scoped<'_>>,)>::zeros_sym(b);
        KEPT.lock().unwrap().push(x.try_as().unwrap());
    });
    assert_eq!(KEPT.lock().unwrap()[0].shape(), &[3]);
}
