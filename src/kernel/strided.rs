//! [`Strided`]: an operand as the kernels read it.

/// The elements an operand's storage can reach, with its sizes, strides and offset.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Strided<'a, T> {
    /// Every element the operand's storage can reach.
    pub(crate) data: &'a [T],
    /// Sizes.
    pub(crate) dims: &'a [usize],
    /// Strides in elements.
    pub(crate) strides: &'a [isize],
    /// Offset of the first element.
    pub(crate) offset: usize,
}
