//! Tells the library which optimisation level it is built at, for the few places where the
//! fastest code differs between speed and size.
//!
//! At opt-level 3 LLVM inlines a static view's construction into the loops that read it, its
//! strides become constants, and reading the view in place is the fastest code there is. At
//! opt-level "s" and "z" it inlines far less: the strides stay run-time values, every read is
//! checked, and the run-time fallbacks beside the in-place reads stay in the binary. There the
//! static kernels copy a view's elements once into an array and run on arrays alone.
//!
//! Cargo gives a build script the profile's `OPT_LEVEL`; a user's `opt-level = "s"` or `"z"`
//! applies to this crate too unless their profile overrides it for this package.

fn main() {
    println!("cargo::rustc-check-cfg=cfg(shaped_opt_size)");
    println!("cargo::rerun-if-env-changed=OPT_LEVEL");
    if matches!(std::env::var("OPT_LEVEL").as_deref(), Ok("s" | "z")) {
        println!("cargo::rustc-cfg=shaped_opt_size");
    }
}
