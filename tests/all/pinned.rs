//! Which compiler the compile-fail snapshots hold: shared by this crate's `ui.rs` and the
//! downstream crate's `tests/ui.rs` (which includes this file).
//!
//! Other releases word and place some messages differently (nightly 1.97 points at a method's
//! name where 1.95 points at its receiver), so on another toolchain the snapshot tests are
//! skipped unless `SHAPED_UI_ANY_TOOLCHAIN=1` is set; CI runs them that way on nightly and lets
//! them differ.

/// The compiler whose messages the snapshots hold (a stable release).
pub const PINNED: &str = "rustc 1.95.";

/// Whether the snapshots apply: the compiler is the pinned stable release, or the tests are
/// asked to run on any (`SHAPED_UI_ANY_TOOLCHAIN`). Says why on stderr when they do not.
pub fn snapshots_apply() -> bool {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let out = std::process::Command::new(rustc)
        .arg("-V")
        .output()
        .unwrap();
    let version = String::from_utf8_lossy(&out.stdout).into_owned();
    // A stable release prints `rustc 1.95.0 (hash date)`; nightly and beta add `-nightly`.
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
