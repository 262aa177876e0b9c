//! Compile-fail documentation: every illegal static broadcast, in-place write and view in
//! `ui-tests/fail/` (with the compiler's message in its `.stderr`), and beside each a twin in
//! `ui-tests/pass/` that differs only in the offending size or bound and must compile and run.
//!
//! Regenerate the snapshots after a deliberate diagnostic change with
//! `TRYBUILD=overwrite cargo test --test ui`, then read them as a user would.

#[test]
fn ui() {
    let t = trybuild::TestCases::new();
    t.compile_fail("ui-tests/fail/*.rs");
    t.pass("ui-tests/pass/*.rs");
}
