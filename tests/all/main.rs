//! The integration tests of `shaped`: one test crate, so `cargo test` compiles and links one
//! program for all of them instead of one per file.
//!
//! Each file of this directory is a module named after it, holding the tests of one subject.
//! To add tests, write `tests/all/NAME.rs` (a `//!` line saying what it checks, then the tests)
//! and add `mod NAME;` to the list below; a file put directly in `tests/` would still run, but
//! as a program of its own, linked separately.
//!
//! - `reference/` is the naive reference shared by the property tests (broadcasting, in-place,
//!   views, reductions, matrix products, hostile programs), written from the rules without the
//!   library's code; the fuzz target in `fuzz/` includes it too. New property tests compare
//!   against it (`use crate::reference::...`) rather than a reference of their own.
//! - `ui.rs` runs the compile-fail cases of `ui-tests/fail/` and `ui_pass.rs` compiles their
//!   twins of `ui-tests/pass/` here.
//! - Property tests keep their failure seeds in `../proptest-regressions/NAME.txt`, where
//!   proptest reads and writes them for `NAME.rs` (its default: the sibling of the directory
//!   that holds `main.rs`).
//!
//! Run one module with `cargo test --all-features --test all -- NAME::`.

mod reference;

mod accumulation;
mod axis_proptest;
mod axis_static;
mod broadcast_rules;
mod display;
mod dyn_views;
mod dynamic_proptest;
mod elementwise_values;
// Built for size (`cfg(shaped_opt_size)`, set by the crate's build script for opt-level "s"
// and "z"), the element-wise operators' copies of view operands still name the inline array
// of a heap tensor's shape, which for these shapes the compiler cannot evaluate: those builds
// of these shapes do not compile yet, so this module is left out of them.
#[cfg(not(shaped_opt_size))]
mod empty_static_shapes;
mod everyday;
mod explain_cli;
mod fixture_text;
mod float_math;
mod fuzz_replay;
mod hostile;
mod hostile_proptest;
mod indexing;
mod inline_results;
mod inplace_rules;
mod integer_ops;
mod interop;
#[cfg(all(feature = "npy", feature = "safetensors"))]
mod io;
mod join;
mod kernel_paths;
mod layout_rules;
mod linalg;
mod matmul;
mod nary;
mod nary_proptest;
mod off_table_sizes;
mod par_inplace;
mod pinned;
mod proptest_views;
mod readme;
mod reduce;
mod reduce_proptest;
mod representation;
mod scoped;
mod semantics;
mod smoke;
mod static_types;
mod static_view_kernels;
mod static_views;
mod straight_folds;
mod symbolic;
mod torch_axis_fixtures;
mod torch_fixtures;
mod torch_index_fixtures;
mod ui;
mod ui_pass;
mod views_dynamic;
