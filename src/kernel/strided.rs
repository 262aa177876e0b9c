//! [`Strided`] and [`StridedMut`]: an operand as the kernels read (or write) it.

/// The elements an operand's storage can reach, with its sizes, strides and offset.
#[derive(Clone, Copy, Debug)]
pub struct Strided<'a, T> {
    /// Every element the operand's storage can reach.
    pub(crate) data: &'a [T],
    /// Sizes.
    pub(crate) dims: &'a [usize],
    /// Strides in elements.
    pub(crate) strides: &'a [isize],
    /// Offset of the first element.
    pub(crate) offset: usize,
}

/// [`Strided`] with mutable elements (the destination of an in-place operation).
#[derive(Debug)]
pub struct StridedMut<'a, T> {
    /// Every element the destination's storage can reach.
    pub(crate) data: &'a mut [T],
    /// Sizes.
    pub(crate) dims: &'a [usize],
    /// Strides in elements.
    pub(crate) strides: &'a [isize],
    /// Offset of the first element.
    pub(crate) offset: usize,
}
