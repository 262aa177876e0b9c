//! The `shaped-explain` binary (feature `cli`): exit status 0 for a legal operation, 1 for an
//! illegal one, 2 for a command line it cannot read; `--help`; runs from any directory.

#![cfg(feature = "cli")]

use std::process::Command;

/// Runs the binary from a directory outside the repository; its status and output.
fn explain(args: &[&str]) -> (i32, String) {
    let out = Command::new(env!("CARGO_BIN_EXE_shaped-explain"))
        .args(args)
        .current_dir(std::env::temp_dir())
        .output()
        .expect("the binary runs");
    let text =
        String::from_utf8_lossy(&out.stdout).into_owned() + &String::from_utf8_lossy(&out.stderr);
    (out.status.code().expect("exited"), text)
}

#[test]
fn legal_broadcasts_exit_0() {
    let (code, text) = explain(&["5,3,4,1", "3,1,1"]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("result: [5, 3, 4, 1]"), "{text}");
    let (code, text) = explain(&["--inplace", "3,4", "4"]);
    assert_eq!(code, 0, "{text}");
    let (code, text) = explain(&["--strides", "3,4", "transpose"]);
    assert_eq!(code, 0, "{text}");
    assert!(text.contains("stride [1, 4]"), "{text}");
}

#[test]
fn illegal_operations_exit_1_with_pytorch_text() {
    let (code, text) = explain(&["4,3", "4"]);
    assert_eq!(code, 1, "{text}");
    assert!(
        text.contains(
            "The size of tensor a (3) must match the size of tensor b (4) at non-singleton dimension 1"
        ),
        "{text}"
    );
    let (code, text) = explain(&["--inplace", "1,3,1", "3,1,7"]);
    assert_eq!(code, 1, "{text}");
    let (code, text) = explain(&["--strides", "3,4", "narrow:0,2,5"]);
    assert_eq!(code, 1, "{text}");
    assert!(
        text.contains("start (2) + length (5) exceeds dimension size (3)."),
        "{text}"
    );
}

#[test]
fn help_and_usage_errors() {
    let (code, text) = explain(&["--help"]);
    assert_eq!(code, 0);
    assert!(text.starts_with("shaped-explain: "), "{text}");
    assert!(text.contains("EXIT STATUS"), "{text}");
    for bad in [
        &[][..],
        &["--bogus"],
        &["3,x", "3"],
        &["3"],
        &["--strides", "3", "spin"],
    ] {
        let (code, text) = explain(bad);
        assert_eq!(code, 2, "{bad:?}: {text}");
    }
}
