//! The element-wise math values test of `shaped` (`tests/all/float_math.rs`) and its replay of
//! PyTorch along an axis (`tests/all/torch_axis_fixtures.rs`), compiled here
//! against a `shaped` whose float functions come from `libm` (see Cargo.toml).

#[cfg(test)]
#[path = "../../tests/all/float_math.rs"]
mod float_math;

/// The operations along an axis against PyTorch (`tests/all/torch_axis_fixtures.rs`), whose
/// `softmax`, `logsumexp` and norms here take their float functions from `libm`.
#[cfg(test)]
#[path = "../../tests/all/torch_axis_fixtures.rs"]
mod torch_axis_fixtures;

/// The fixtures' shared text forms (`tests/all/fixture_text.rs`), which the replay reads.
#[cfg(test)]
#[path = "../../tests/all/fixture_text.rs"]
mod fixture_text;
