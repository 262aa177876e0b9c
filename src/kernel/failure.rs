//! Why a kernel or a builder failed at run time, before it is turned into a `ShapeError` with
//! the operands' shapes (`ops::failure`).
//!
//! Only shapes with run-time sizes (`Dyn` dimensions, `DynShape`) and heap allocations can fail;
//! fully static inline shapes are checked by the compiler.

/// A run-time failure.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Failure {
    /// The shapes do not broadcast.
    Broadcast,
    /// The source does not fit into the destination of an in-place operation.
    InPlace,
    /// The result has more elements than `isize` can count, or more bytes than `usize`.
    Overflow,
    /// An integer divisor is zero (checked before anything is written).
    ZeroDivision,
    /// The result's buffer could not be allocated (`bytes` asked for).
    Alloc {
        /// The number of bytes asked for.
        bytes: usize,
    },
}

/// What cannot fail (an inline array becoming an inline tensor's buffer) fails in no way.
impl From<core::convert::Infallible> for Failure {
    #[inline(always)]
    fn from(never: core::convert::Infallible) -> Failure {
        match never {}
    }
}
