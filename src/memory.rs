//! Fallible allocation of element buffers: every buffer a fallible operation creates is
//! reserved here, with `try_reserve_exact`, before any element is written, so running out of
//! memory is an error value, never an abort.

use alloc::vec::Vec;

/// Why a buffer could not be reserved.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum AllocFailure {
    /// Its size in bytes does not fit `usize` (PyTorch's "Storage size calculation overflowed").
    TooLarge,
    /// The allocator refused it (or it exceeds `isize::MAX` bytes, which Rust never allocates).
    OutOfMemory {
        /// The size asked for, in bytes.
        bytes: usize,
    },
}

/// An empty `Vec` with room for exactly `len` elements, or why there is none.
///
/// Byte counts are computed exactly: a count beyond `usize` is [`AllocFailure::TooLarge`] (so
/// a `ShapeError::OutOfMemory` always prints the real number of bytes), anything the
/// allocator refuses (including more than `isize::MAX` bytes) is
/// [`AllocFailure::OutOfMemory`]. Zero-sized element types never allocate and never fail.
pub(crate) fn try_vec<T>(len: usize) -> Result<Vec<T>, AllocFailure> {
    let bytes = len
        .checked_mul(core::mem::size_of::<T>())
        .ok_or(AllocFailure::TooLarge)?;
    let mut buf = Vec::new();
    buf.try_reserve_exact(len)
        .map_err(|_| AllocFailure::OutOfMemory { bytes })?;
    Ok(buf)
}

/// [`try_vec`] for the `len` elements of a result of sizes `dims`, with the failure as the
/// `ShapeError` users see (`OutOfMemory` with the byte count, or `Overflow` naming `dims`).
pub(crate) fn try_vec_for<T>(len: usize, dims: &[usize]) -> Result<Vec<T>, crate::ShapeError> {
    try_vec(len).map_err(|f| crate::kernel::Failure::from(f).error(dims, dims))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn byte_counts_beyond_usize_are_too_large() {
        // 2^61 elements of 8 bytes: 2^64 bytes.
        assert_eq!(try_vec::<u64>(1 << 61).err(), Some(AllocFailure::TooLarge));
    }

    #[test]
    fn refused_allocations_report_the_real_byte_count() {
        // 2^60 * 8 = 2^63 bytes: more than `isize::MAX`, never allocated.
        assert_eq!(
            try_vec::<u64>(1 << 60).err(),
            Some(AllocFailure::OutOfMemory { bytes: 1 << 63 })
        );
    }

    #[test]
    fn zero_sized_elements_never_fail() {
        assert!(try_vec::<()>(usize::MAX).is_ok());
    }

    #[test]
    fn small_buffers_have_exact_capacity() {
        let buf = try_vec::<u32>(5).unwrap();
        assert_eq!((buf.len(), buf.capacity()), (0, 5));
    }
}
