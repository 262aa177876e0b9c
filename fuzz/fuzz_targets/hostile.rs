//! Random programs of constructors, view ops, element-wise and in-place ops with hostile
//! arguments, checked against the naive reference of the test suite (`tests/all/reference`, the
//! same runner `tests/all/hostile_proptest.rs` uses). A panic, an abort or a disagreement with the
//! reference is a crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/all/reference/mod.rs"]
mod reference;

fuzz_target!(|data: &[u8]| {
    if let Err(disagreement) = reference::hostile::run(data) {
        panic!("{disagreement}");
    }
});
