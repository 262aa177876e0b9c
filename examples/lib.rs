//! The examples of `shaped` (`cargo run --example quickstart`, `cargo run --example explain --
//! 5,3,4,1 3,1,1`, `cargo run --example kalman`), and the Kalman filters the `kalman` example
//! runs: a library module, so that its tests (against nalgebra), the instruction-count benchmark
//! and the no-panic check all use the very code the example shows. See `Cargo.toml` for why the
//! examples are a workspace member of their own.
#![no_std]

pub mod kalman_filter;
