//! Which compiler the compile-fail snapshots hold: shared by this crate's `ui.rs` and the
//! downstream crate's `tests/ui.rs` (which includes this file).
//!
//! Other releases word and place some messages differently (nightly 1.97 points at a method's
//! name where 1.95 points at its receiver), so on another toolchain the snapshot tests fail
//! at once, saying so, rather than compare or pass silently. Two variables choose otherwise:
//! `SHAPED_SKIP_UI=1` skips them (and says so on stderr), `SHAPED_UI_ANY_TOOLCHAIN=1` compares
//! them anyway (CI does so on nightly and lets them differ).

/// The compiler whose messages the snapshots hold (a stable release).
pub const PINNED: &str = "rustc 1.95.";

/// What the snapshot tests do on the compiler `version` (`rustc -V`'s output): `Ok(true)`
/// compare, `Ok(false)` skip (asked by `skip`), `Err` fail with the reason. `any` compares on
/// any compiler.
pub fn decide(version: &str, any: bool, skip: bool) -> Result<bool, String> {
    // A stable release prints `rustc 1.95.0 (hash date)`; nightly and beta add `-nightly`.
    let release = version.split_whitespace().nth(1).unwrap_or("");
    let pinned = version.starts_with(PINNED) && !release.contains('-');
    if pinned || any {
        return Ok(true);
    }
    if skip {
        return Ok(false);
    }
    Err(format!(
        "the compile-fail snapshots hold the messages of {PINNED}x stable, and this compiler \
         is {}: run the tests with that release, or set SHAPED_SKIP_UI=1 to skip the \
         compile-fail comparisons (SHAPED_UI_ANY_TOOLCHAIN=1 to compare them anyway)",
        version.trim()
    ))
}

/// Whether the snapshots are compared: the compiler is the pinned stable release, or a
/// variable says what to do on another (see [`decide`]); panics on another compiler without
/// one. Says on stderr when they are skipped.
pub fn snapshots_apply() -> bool {
    let rustc = std::env::var("RUSTC").unwrap_or_else(|_| "rustc".into());
    let out = std::process::Command::new(rustc)
        .arg("-V")
        .output()
        .unwrap();
    let version = String::from_utf8_lossy(&out.stdout).into_owned();
    let set = |name: &str| std::env::var(name).is_ok_and(|v| v == "1");
    match decide(
        &version,
        set("SHAPED_UI_ANY_TOOLCHAIN"),
        set("SHAPED_SKIP_UI"),
    ) {
        Ok(true) => true,
        Ok(false) => {
            eprintln!(
                "SHAPED_SKIP_UI=1: compile-fail snapshots of {PINNED}x skipped on {}",
                version.trim()
            );
            false
        }
        Err(why) => panic!("{why}"),
    }
}

#[test]
fn another_compiler_fails_unless_a_variable_says_what_to_do() {
    let stable = "rustc 1.95.0 (59807616e 2026-04-14)";
    let nightly = "rustc 1.97.0-nightly (4d1f98451 2026-05-15)";
    let beta = "rustc 1.95.0-beta.3 (f0ee2f5a3 2026-03-30)";
    let next = "rustc 1.96.0 (aaaaaaaaa 2026-05-28)";
    assert_eq!(decide(stable, false, false), Ok(true));
    assert_eq!(decide(stable, false, true), Ok(true));
    for other in [nightly, beta, next, ""] {
        let err = decide(other, false, false).unwrap_err();
        assert!(err.contains("SHAPED_SKIP_UI=1"), "{err}");
        assert_eq!(decide(other, false, true), Ok(false), "{other}");
        assert_eq!(decide(other, true, false), Ok(true), "{other}");
    }
}
