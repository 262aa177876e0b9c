//! Generic code over `shaped`'s static shapes, as a downstream crate writes it: the programs of
//! `ui/pass/` build and run, and every program of `ui/fail/` is refused by `cargo check` (which
//! trybuild runs), at the caller's line, with the message of its `.stderr`.
//!
//! The snapshots are those of the Rust release named in `tests/all/pinned.rs`: on another
//! toolchain the suite fails unless `SHAPED_SKIP_UI=1` (skip it) or `SHAPED_UI_ANY_TOOLCHAIN=1`
//! (compare anyway) is set.
//! Regenerate with `TRYBUILD=overwrite cargo test -p shaped-downstream`.

// The check of which compiler the snapshots hold is shared with `shaped`'s own ui tests.
#[path = "../../all/pinned.rs"]
mod pinned;

#[test]
fn ui() {
    if !pinned::snapshots_apply() {
        return;
    }
    let t = trybuild::TestCases::new();
    t.pass("ui/pass/*.rs");
    t.compile_fail("ui/fail/*.rs");
}
