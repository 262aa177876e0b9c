//! `reference::fuzz_broadcast::run` (`tests/all/reference/fuzz_broadcast.rs`, which the test suite also
//! runs on random bytes and on `fuzz/corpus/broadcast`): a panic, an abort or a disagreement is a
//! crash.
#![no_main]

use libfuzzer_sys::fuzz_target;

#[path = "../../tests/all/reference/mod.rs"]
mod reference;

fuzz_target!(|data: &[u8]| {
    if let Err(disagreement) = reference::fuzz_broadcast::run(data) {
        panic!("{disagreement}");
    }
});
