//! The fuzz targets' runners (`tests/all/reference/fuzz_*.rs`, included by the targets in
//! `fuzz/`) on random bytes, and on every input of the corpora kept in `fuzz/corpus/<target>`
//! (minimised inputs the fuzzer found, and the inputs of any crash it found): each corpus is a
//! regression test of the normal suite.
#![cfg(feature = "std")]

use std::path::Path;

use proptest::prelude::*;

use crate::reference;

/// Runs `run` on every file of `fuzz/corpus/<target>`; at least one must exist.
fn replay(target: &str, run: fn(&[u8]) -> Result<(), String>) {
    let dir = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("fuzz/corpus")
        .join(target);
    let entries = std::fs::read_dir(&dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display()));
    let mut count = 0;
    for entry in entries {
        let path = entry.unwrap().path();
        let data = std::fs::read(&path).unwrap();
        if let Err(e) = run(&data) {
            panic!("{}: {e}", path.display());
        }
        count += 1;
    }
    assert!(count > 0, "{}: no inputs", dir.display());
}

#[test]
fn corpus_broadcast() {
    replay("broadcast", reference::fuzz_broadcast::run);
}

#[test]
fn corpus_linalg() {
    replay("linalg", reference::fuzz_linalg::run);
}

#[test]
fn corpus_text() {
    replay("text", reference::fuzz_text::run);
}

#[test]
fn corpus_index() {
    replay("index", reference::fuzz_index::run);
}

#[test]
fn corpus_hostile() {
    replay("hostile", reference::hostile::run);
}

#[cfg(all(feature = "npy", feature = "safetensors"))]
#[test]
fn corpus_npy() {
    replay("npy", reference::fuzz_io::run_npy);
}

#[cfg(all(feature = "npy", feature = "safetensors"))]
#[test]
fn corpus_npz() {
    replay("npz", reference::fuzz_io::run_npz);
}

#[cfg(all(feature = "npy", feature = "safetensors"))]
#[test]
fn corpus_safetensors() {
    replay("safetensors", reference::fuzz_io::run_safetensors);
}

#[test]
fn corpus_folds() {
    replay("folds", reference::fuzz_folds::run);
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 512, ..ProptestConfig::default() })]

    #[test]
    fn broadcasts_match_the_reference(data in prop::collection::vec(any::<u8>(), 0..32)) {
        if let Err(e) = reference::fuzz_broadcast::run(&data) {
            return Err(TestCaseError::fail(e));
        }
    }

    #[test]
    fn linear_algebra_agrees_across_forms(data in prop::collection::vec(any::<u8>(), 0..64)) {
        if let Err(e) = reference::fuzz_linalg::run(&data) {
            return Err(TestCaseError::fail(e));
        }
    }

    #[test]
    fn printing_and_deserialising_hold(data in prop::collection::vec(any::<u8>(), 0..64)) {
        if let Err(e) = reference::fuzz_text::run(&data) {
            return Err(TestCaseError::fail(e));
        }
    }

    #[test]
    fn indexing_views_matches_their_copies(data in prop::collection::vec(any::<u8>(), 0..64)) {
        if let Err(e) = reference::fuzz_index::run(&data) {
            return Err(TestCaseError::fail(e));
        }
    }

    #[test]
    fn folds_of_views_match_their_copies(data in prop::collection::vec(any::<u8>(), 0..128)) {
        if let Err(e) = reference::fuzz_folds::run(&data) {
            return Err(TestCaseError::fail(e));
        }
    }
}
