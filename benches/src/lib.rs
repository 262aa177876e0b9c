//! Benchmarks of `shaped`. The measured functions live in [`cases`] so that the callgrind driver
//! (`src/bin/icount.rs`, run by `benches/icount.py`) and the criterion benches
//! (`benches/elementwise.rs`) measure the same code.

pub mod cases;
