//! Nothing to link: this package holds the examples of `shaped` (`cargo run --example
//! quickstart`, `cargo run --example explain -- 5,3,4,1 3,1,1`). See `Cargo.toml` for why they
//! are a workspace member of their own.
#![no_std]
