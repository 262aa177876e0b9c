//! Generic code over `shaped`'s static shapes, as a downstream crate writes it: the programs of
//! `ui/pass/` build and run, and every program of `ui/fail/` is refused by `cargo check` (which
//! trybuild runs), at the caller's line, with the message of its `.stderr`.
//!
//! The snapshots are those of the Rust release named by `PINNED` (other compilers word and
//! place some messages differently): on another toolchain the suite is skipped unless
//! `SHAPED_UI_ANY_TOOLCHAIN=1` is set, which CI does to show the differences without failing.
//! Regenerate with `TRYBUILD=overwrite cargo test -p shaped-downstream`.

/// The compiler whose messages the snapshots hold.
const PINNED: &str = "rustc 1.95.";

fn on_pinned_toolchain() -> bool {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let out = std::process::Command::new(rustc)
        .arg("-V")
        .output()
        .unwrap();
    let version = String::from_utf8_lossy(&out.stdout).into_owned();
    let release = version.split_whitespace().nth(1).unwrap_or("");
    let pinned = version.starts_with(PINNED) && !release.contains('-');
    if !pinned && std::env::var_os("SHAPED_UI_ANY_TOOLCHAIN").is_none() {
        eprintln!(
            "ui snapshots are pinned to {PINNED}x stable; skipped on {}",
            version.trim()
        );
        return false;
    }
    true
}

#[test]
fn ui() {
    if !on_pinned_toolchain() {
        return;
    }
    let t = trybuild::TestCases::new();
    t.pass("ui/pass/*.rs");
    t.compile_fail("ui/fail/*.rs");
}
