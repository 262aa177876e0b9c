//! A crate that depends on `shaped` as users do, for the compile-fail suite of `tests/ui.rs`:
//! generic code over static shapes, every case checked with `cargo check` through trybuild,
//! which is how a downstream crate documents the calls its API refuses.
#![forbid(unsafe_code)]
