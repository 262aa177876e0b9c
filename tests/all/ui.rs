//! Compile-fail documentation: every illegal static broadcast, in-place write and view in
//! `ui-tests/fail/` (with the compiler's message in its `.stderr`), and beside each a twin in
//! `ui-tests/pass/` that differs only in the offending size or bound and must compile and run.
//!
//! The compile-fail cases go through `trybuild` (each its own program, checked with `cargo
//! check` against its snapshot). The twins are compiled together, as modules of this test crate
//! (`ui_pass.rs`), and each runs as a test.
//!
//! Regenerate the snapshots after a deliberate diagnostic change with
//! `TRYBUILD=overwrite cargo test --all-features --test all -- ui::compile_fail`, then read them
//! as a user would.
//!
//! The snapshots hold the messages of the compiler that `pinned.rs` names (on another one the
//! comparison fails unless `SHAPED_SKIP_UI=1` or `SHAPED_UI_ANY_TOOLCHAIN=1`); the README's error
//! snippets are slices of them.

use crate::pinned::snapshots_apply;

#[test]
fn compile_fail() {
    if !snapshots_apply() {
        return;
    }
    let t = trybuild::TestCases::new();
    t.compile_fail("ui-tests/fail/*.rs");
}

/// The stems of the files of `ui-tests/<dir>/` whose names end with `suffix`.
pub fn stems(dir: &str, suffix: &str) -> Vec<String> {
    let dir = format!("{}/ui-tests/{dir}", env!("CARGO_MANIFEST_DIR"));
    let mut names: Vec<String> = std::fs::read_dir(dir)
        .unwrap()
        .filter_map(|entry| {
            let name = entry.unwrap().file_name().into_string().unwrap();
            name.strip_suffix(suffix).map(str::to_owned)
        })
        .collect();
    names.sort();
    names
}

/// Every compile-fail case has its snapshot and a must-compile twin of the same name, and every
/// twin belongs to a compile-fail case.
#[test]
fn every_case_has_a_snapshot_and_a_twin() {
    let cases = stems("fail", ".rs");
    assert!(cases.len() >= 40, "only {} compile-fail cases", cases.len());
    assert_eq!(stems("fail", ".stderr"), cases);
    assert_eq!(stems("pass", ".rs"), cases);
}

/// The names (without `.stderr`) of every snapshot in `ui-tests/fail/`.
fn snapshot_names() -> Vec<String> {
    stems("fail", ".stderr")
}

/// The snapshot of `ui-tests/fail/<name>.stderr`.
fn snapshot(name: &str) -> String {
    let path = format!("{}/ui-tests/fail/{name}.stderr", env!("CARGO_MANIFEST_DIR"));
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

/// The first line of every broadcast and in-place error (operators, `where_`,
/// `zip_map3`, `clamp_tensor`, `broadcast_tensors`) is at most 100 characters (shapes print as
/// `Dims<..>`, without crate paths), rank-4 shapes included.
#[test]
fn broadcast_and_inplace_errors_start_with_a_short_line() {
    let mut seen = 0;
    for stem in snapshot_names() {
        if !["broadcast_", "inplace_", "nary_"]
            .iter()
            .any(|p| stem.starts_with(p))
        {
            continue;
        }
        seen += 1;
        for line in snapshot(&stem).lines().filter(|l| l.starts_with("error[")) {
            assert!(
                line.len() <= 100,
                "{stem}: {} characters: {line}",
                line.len()
            );
            assert!(!line.contains("shaped::"), "{stem}: crate path in {line}");
        }
    }
    assert!(seen >= 10, "only {seen} broadcast/in-place snapshots");
}

/// The element-count errors of `reshape`, `view_shape` and the strict mode are at most
/// 12 lines, name the shapes as written and point at the caller's file.
#[test]
fn element_count_errors_fit_in_twelve_lines() {
    for (stem, shapes) in [
        (
            "view_reshape_element_count",
            ["`Dims<3, 4>`", "`Dims<5, 2>`"],
        ),
        (
            "view_view_shape_element_count",
            ["`Dims<2, 3>`", "`Dims<5>`"],
        ),
        ("strict_same_element_count", ["`Dims<4, 1>`", "`Dims<4>`"]),
    ] {
        let text = snapshot(stem);
        assert!(
            text.lines().count() <= 12,
            "{stem}: {} lines",
            text.lines().count()
        );
        let first = text.lines().next().unwrap();
        assert!(shapes.iter().all(|s| first.contains(s)), "{stem}: {first}");
        assert!(
            text.lines()
                .nth(1)
                .unwrap()
                .contains(&format!("ui-tests/fail/{stem}.rs"))
        );
    }
}

/// No shape error ends with rustc's list of "the following other types implement
/// trait ..." (broadcast, in-place and matmul bounds are stated on traits whose impls are either
/// one generic impl or `do_not_recommend`). An element-type trait may list its impls: for
/// `mean` or `exp` of integers, the list (`f32`, `f64`) is the answer the user needs.
#[test]
fn errors_list_no_other_impls() {
    const ELEMENT_TRAITS: &[&str] = &[
        "MeanElement",
        "ElementFloat",
        "AxisFloat",
        "LinspaceElement",
    ];
    let mut seen = 0;
    for stem in snapshot_names() {
        seen += 1;
        let text = snapshot(&stem);
        for (at, _) in text.match_indices("other types implement trait `") {
            let rest = &text[at + "other types implement trait `".len()..];
            let name = rest.split('`').next().unwrap();
            assert!(
                ELEMENT_TRAITS.contains(&name),
                "{stem}: lists other impls of `{name}`:\n{text}"
            );
        }
    }
    assert!(seen >= 10, "only {seen} snapshots");
}

/// Linear algebra: every illegal static shape is one short error whose first line names the
/// shapes as written (`Dims<..>`, no crate paths) and whose location is the caller's line.
#[test]
fn linalg_errors_name_the_shapes() {
    let mut seen = 0;
    for stem in snapshot_names() {
        if !stem.starts_with("linalg_") {
            continue;
        }
        seen += 1;
        let text = snapshot(&stem);
        assert_eq!(
            text.matches("error[").count(),
            1,
            "{stem}: one error\n{text}"
        );
        let first = text.lines().next().unwrap();
        assert!(first.contains("`Dims<"), "{stem}: {first}");
        assert!(
            !first.contains("shaped::") && first.len() <= 100,
            "{stem}: {first}"
        );
        let at = text.lines().nth(1).unwrap();
        assert!(
            at.contains(&format!("ui-tests/fail/{stem}.rs")),
            "{stem}: {at}"
        );
    }
    assert!(seen >= 12, "only {seen} linear-algebra snapshots");
}
