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

/// The compile-fail cases: the stems of `ui/fail/*.rs`.
fn cases() -> Vec<String> {
    let dir = concat!(env!("CARGO_MANIFEST_DIR"), "/ui/fail");
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|e| {
            e.unwrap()
                .file_name()
                .into_string()
                .unwrap()
                .strip_suffix(".rs")
                .map(str::to_owned)
        })
        .collect();
    names.sort();
    names
}

fn snapshot(case: &str) -> String {
    let path = format!("{}/ui/fail/{case}.stderr", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The rows of the table "Every compile error" of the manual's errors chapter: the case, the
/// error code, the first line and the label, each cell as written between double backticks.
fn chapter_rows() -> Vec<[String; 4]> {
    let path = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../src/manual/errors_and_panics.rs"
    );
    let text = std::fs::read_to_string(path).unwrap();
    let cell = |s: &str| {
        let s = s.trim();
        let s = s
            .strip_prefix("``")
            .and_then(|s| s.strip_suffix("``"))
            .unwrap_or(s);
        let s = s
            .strip_prefix('`')
            .and_then(|s| s.strip_suffix('`'))
            .unwrap_or(s);
        s.strip_prefix(' ')
            .unwrap_or(s)
            .strip_suffix(' ')
            .unwrap_or(s)
            .to_owned()
    };
    text.lines()
        .filter_map(|l| l.strip_prefix("//! |"))
        .filter(|l| l.contains("| `rule_") || l.contains("| `habit_"))
        .map(|l| {
            let cells: Vec<&str> = l.trim_end_matches('|').split(" | ").collect();
            assert_eq!(cells.len(), 5, "a row of five cells: {l}");
            [
                cell(cells[1]),
                cell(cells[2]),
                cell(cells[3]),
                cell(cells[4]),
            ]
        })
        .collect()
}

/// Every row of the errors chapter has its case here, whose snapshot starts with the row's first
/// line and shows its label; and every `rule_` case is a row of the chapter.
#[test]
fn the_errors_chapter_lists_every_case() {
    let rows = chapter_rows();
    assert!(rows.len() >= 20, "only {} rows", rows.len());
    let all = cases();
    for [case, code, first, label] in &rows {
        assert!(all.contains(case), "{case}: no ui/fail/{case}.rs");
        let text = snapshot(case);
        let head = text.lines().next().unwrap();
        assert_eq!(
            head,
            format!("error[{code}]: {first}"),
            "{case}: first line"
        );
        assert!(
            text.lines()
                .any(|l| l.trim_start().starts_with('|') && l.trim_end().ends_with(label.as_str())),
            "{case}: no label `{label}` in\n{text}"
        );
    }
    for case in all.iter().filter(|c| c.starts_with("rule_")) {
        assert!(
            rows.iter().any(|r| &r[0] == case),
            "{case} is not in the errors chapter"
        );
    }
}

/// What a user's snapshot must not hold, because it would change with a release of `shaped`
/// that keeps every promise: lines of the crate's source (trybuild writes their paths with
/// `$WORKSPACE` here, `$CARGO` for a registry dependency) and the names of hidden traits.
const HIDDEN: &[&str] = &[
    "AxesDiffer",
    "BroadcastsWith",
    "DimBroadcast",
    "NonZeroDim",
    "SameInner",
    "ShowDim",
    "LenFits",
    "WithAxis",
    "NotOne",
];

/// The cases that do not yet hold to the rules above, as they are: (case, lines, errors, whether
/// a line of the crate's source is quoted). rustc's own errors come first in three (`transpose()`
/// and `eye()` with nothing to infer their parameters from, E0284 and E0283; `+=` on a
/// read-only view, E0368), a type mismatch in the user's signature in one (E0308), and rustc's
/// note on the bound of a method of this crate, which quotes its line, in the others. A change
/// fails here as the snapshot does.
const GAPS: &[(&str, usize, usize, bool)] = &[
    ("dense_inner_sizes_differ", 18, 1, false),
    ("habit_eye_without_shape", 16, 1, true),
    ("habit_transpose_without_axes", 71, 4, true),
    ("rule_expand_out_of_reach", 15, 1, true),
    ("rule_max_along_empty", 19, 1, true),
    ("rule_mean_of_integers", 27, 1, true),
    ("rule_reduce_axis", 16, 1, true),
    ("rule_reshape", 12, 1, true),
    ("rule_strict_same_count", 12, 1, true),
    ("rule_write_through_expand", 13, 1, true),
];

/// Every error is one error of at most 12 lines that quotes no line of the crate's source and
/// names no hidden trait, but for the cases of `GAPS`, which stay as they are.
#[test]
fn every_error_is_short_and_quotes_no_crate_source() {
    for case in cases() {
        let text = snapshot(&case);
        let lines = text.lines().count();
        let errors = text.lines().filter(|l| l.starts_with("error")).count();
        let quotes = text.contains("$WORKSPACE") || text.contains("$CARGO");
        let (max_lines, want_errors, may_quote) = match GAPS.iter().find(|g| g.0 == case) {
            Some(&(_, n, e, q)) => {
                assert_eq!(
                    (lines, errors, quotes),
                    (n, e, q),
                    "{case} changed:\n{text}"
                );
                (n, e, q)
            }
            None => (12, 1, false),
        };
        assert!(lines <= max_lines, "{case}: {lines} lines\n{text}");
        assert_eq!(errors, want_errors, "{case}: {errors} errors\n{text}");
        assert!(
            may_quote || !quotes,
            "{case}: quotes the crate's source\n{text}"
        );
        for name in HIDDEN {
            assert!(
                !text.contains(name),
                "{case}: names the hidden `{name}`\n{text}"
            );
        }
    }
}
