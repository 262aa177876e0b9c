//! Random programs of constructors, view ops, element-wise and in-place ops with hostile arguments
//! (sizes up to `usize::MAX`, dims and indices up to `isize::MIN`/`isize::MAX`, zero divisors, `MIN
//! / -1`), joins (`cat`/`stack`) along hostile dims, integer division by values expanded (stride
//! 0) to extreme sizes, and printing of huge expanded views, checked against the shared reference
//! model (`tests/all/reference`). The fuzz target in `fuzz/` runs the same programs
//! (`reference::hostile::run`) from the fuzzer's bytes.
#![cfg(feature = "alloc")]

use proptest::prelude::*;

use crate::reference;

proptest! {
    #![proptest_config(ProptestConfig { cases: 2048, ..ProptestConfig::default() })]

    #[test]
    fn hostile_programs_match_the_reference(data in prop::collection::vec(any::<u8>(), 0..256)) {
        if let Err(disagreement) = reference::hostile::run(&data) {
            return Err(TestCaseError::fail(disagreement));
        }
    }
}

/// Programs found by the fuzzer or by hand, kept as regressions.
#[test]
fn known_programs() {
    let programs: &[&[u8]] = &[
        // a huge empty tensor, narrowed twice past isize::MAX
        &[1, 4, 0, 10, 0, 10, 0, 0, 0, 0, 0, 0],
        &[],
        &[0],
        &[255; 64],
    ];
    for p in programs {
        if let Err(e) = reference::hostile::run(p) {
            panic!("{p:?}: {e}");
        }
    }
}
