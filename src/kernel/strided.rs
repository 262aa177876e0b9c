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

/// A copy of the sizes and strides of a layout of rank at most 8 (every tuple shape).
///
/// Handing the strided kernels a view's own size and stride arrays takes the view's address,
/// which keeps it in memory: the optimiser may then not see its strides as the constants they
/// are, and the static path that precedes the kernels (`kernel::gather`) loses its constant
/// positions and runs as generic loops. The kernels read this copy instead, which is made only
/// on their path.
pub(crate) struct LayoutCopy {
    dims: [usize; 8],
    strides: [isize; 8],
    rank: usize,
}

impl LayoutCopy {
    /// The copy of `s`'s layout, `None` above rank 8.
    #[inline(always)]
    pub(crate) fn of<T>(s: &Strided<'_, T>) -> Option<Self> {
        let mut copy = LayoutCopy {
            dims: [0; 8],
            strides: [0; 8],
            rank: s.dims.len(),
        };
        if copy.rank > 8 || s.strides.len() != copy.rank {
            return None;
        }
        for (d, &x) in copy.dims.iter_mut().zip(s.dims) {
            *d = x;
        }
        for (d, &x) in copy.strides.iter_mut().zip(s.strides) {
            *d = x;
        }
        Some(copy)
    }

    /// `s` reading this copy's sizes and strides.
    #[inline(always)]
    pub(crate) fn strided<'a, T>(&'a self, s: &Strided<'a, T>) -> Strided<'a, T> {
        Strided {
            data: s.data,
            dims: self.dims.get(..self.rank).unwrap_or(&[]),
            strides: self.strides.get(..self.rank).unwrap_or(&[]),
            offset: s.offset,
        }
    }
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
