use shaped::prelude::*;
use shaped::shape::{Scoped, Sym};
use std::sync::Mutex;

// A `static` can name only the `'static` scope, which no call of `with_size` has.
static KEPT: Mutex<Vec<HeapTensor<f32, (Sym<Scoped<'static>>,)>>> = Mutex::new(Vec::new());

fn main() {
    shaped::with_size(3, |b| {
        KEPT.lock().unwrap().push(HeapTensor::zeros_sym((b,)));
    });
}
