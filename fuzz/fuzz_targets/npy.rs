//! `reference::fuzz_io::run_npy` (`tests/all/reference/fuzz_io.rs`, which the test suite also
//! runs on every input of `fuzz/corpus/npy`): a panic, an abort or a round trip that changes
//! the tensor is a crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/all/reference/mod.rs"]
mod reference;

fuzz_target!(|data: &[u8]| {
    if let Err(disagreement) = reference::fuzz_io::run_npy(data) {
        panic!("{disagreement}");
    }
});
