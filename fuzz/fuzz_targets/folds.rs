//! `reference::fuzz_folds::run` (`tests/all/reference/fuzz_folds.rs`, which the test suite also
//! runs on random bytes and on `fuzz/corpus/folds`): a panic, an abort or a disagreement is a
//! crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/all/reference/mod.rs"]
mod reference;

fuzz_target!(|data: &[u8]| {
    if let Err(disagreement) = reference::fuzz_folds::run(data) {
        panic!("{disagreement}");
    }
});
