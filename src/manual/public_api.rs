//! # The public API
