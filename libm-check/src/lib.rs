//! The element-wise math values test of `shaped` (`tests/all/float_math.rs`), compiled here
//! against a `shaped` whose float functions come from `libm` (see Cargo.toml).

#[cfg(test)]
#[path = "../../tests/all/float_math.rs"]
mod float_math;
