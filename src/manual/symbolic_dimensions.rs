//! # Symbolic dimensions
//!
//! (Written below.)
