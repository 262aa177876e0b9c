//! `reference::fuzz_index::run` (`tests/all/reference/fuzz_index.rs`, which the test suite also
//! runs on random bytes and on `fuzz/corpus/index`): a panic, an abort or a disagreement is a
//! crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/all/reference/mod.rs"]
mod reference;

fuzz_target!(|data: &[u8]| {
    if let Err(disagreement) = reference::fuzz_index::run(data) {
        panic!("{disagreement}");
    }
});
