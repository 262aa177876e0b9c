//! `cargo run --example explain -- ARGS`: the `shaped-explain` tool (`src/bin/shaped-explain.rs`,
//! installable with `cargo install shaped --features cli`), run from this repository.

#[path = "../src/bin/shaped-explain.rs"]
mod tool;

fn main() -> std::process::ExitCode {
    tool::main()
}
