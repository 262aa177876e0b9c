//! README.md shows only what is checked: its Rust example runs as a doc test (the crate root
//! includes the README under `cfg(doctest)`), and every ```` ```text ```` block that holds an
//! `error[E....]` line must be a run of consecutive lines of one `.stderr` snapshot in
//! `ui-tests/fail/` (which `ui.rs` checks against rustc). Regenerating the snapshots after a
//! diagnostic change makes this test point at the README snippets to update.

use std::fs;
use std::path::Path;

/// The ```` ```text ```` blocks of a Markdown text, with the fence's indentation removed.
fn text_blocks(markdown: &str) -> Vec<Vec<String>> {
    let mut blocks = Vec::new();
    let mut lines = markdown.lines();
    while let Some(line) = lines.next() {
        let trimmed = line.trim_start();
        if trimmed != "```text" {
            continue;
        }
        let indent = line.len() - trimmed.len();
        let mut block = Vec::new();
        for inner in lines.by_ref() {
            if inner.trim_start() == "```" {
                break;
            }
            let cut = inner.len().min(indent);
            block.push(inner[cut..].trim_end().to_string());
        }
        blocks.push(block);
    }
    blocks
}

/// Whether `needle` occurs as consecutive lines of `haystack` (trailing spaces ignored).
fn contains_run(haystack: &str, needle: &[String]) -> bool {
    let lines: Vec<&str> = haystack.lines().map(str::trim_end).collect();
    lines
        .windows(needle.len())
        .any(|w| w.iter().zip(needle).all(|(a, b)| *a == b.as_str()))
}

#[test]
fn readme_error_snippets_are_slices_of_ui_snapshots() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let readme = fs::read_to_string(root.join("README.md")).unwrap();
    let mut snapshots = Vec::new();
    for entry in fs::read_dir(root.join("ui-tests/fail")).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "stderr") {
            snapshots.push((path.clone(), fs::read_to_string(&path).unwrap()));
        }
    }
    let errors: Vec<_> = text_blocks(&readme)
        .into_iter()
        .filter(|b| b.iter().any(|l| l.starts_with("error[E")))
        .collect();
    assert!(!errors.is_empty(), "no error snippet in the README");
    for block in &errors {
        assert!(
            snapshots.iter().any(|(_, text)| contains_run(text, block)),
            "this README snippet is not a slice of any ui-tests/fail/*.stderr:\n{}",
            block.join("\n")
        );
    }
}

#[test]
fn snippet_matching_is_exact() {
    let stderr = "error[E0277]: a\n --> f.rs:1:1\n  |\n";
    assert!(contains_run(
        stderr,
        &["error[E0277]: a".into(), " --> f.rs:1:1".into()]
    ));
    assert!(!contains_run(stderr, &["error[E0277]: b".into()]));
    assert!(!contains_run(
        stderr,
        &["error[E0277]: a".into(), "  |".into()]
    ));
    let md = "x\n  ```text\n  error[E1]: y\n   --> z\n  ```\n";
    assert_eq!(
        text_blocks(md),
        vec![vec!["error[E1]: y".to_string(), " --> z".to_string()]]
    );
}
