//! Offsets of the positions of a row-major traversal, with any steps per dim: the one loop the
//! indexing operations share (a position of the index, its element in the tensor, in the
//! source; a stretched dim has step 0).

use alloc::vec::Vec;

/// The offsets `Σ pos[k] * steps[k]` of every position `pos` of sizes `dims`, row-major.
pub(super) struct Walk<'a> {
    dims: &'a [usize],
    steps: &'a [usize],
    pos: Vec<usize>,
    offset: usize,
    left: usize,
}

impl<'a> Walk<'a> {
    /// The walk over sizes `dims` with `steps` (as many as `dims`).
    pub(super) fn new(dims: &'a [usize], steps: &'a [usize]) -> Self {
        debug_assert_eq!(dims.len(), steps.len());
        Walk {
            dims,
            steps,
            pos: alloc::vec![0; dims.len()],
            offset: 0,
            left: dims.iter().product(),
        }
    }
}

impl Iterator for Walk<'_> {
    type Item = usize;

    #[inline]
    fn next(&mut self) -> Option<usize> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let here = self.offset;
        for k in (0..self.dims.len()).rev() {
            self.pos[k] += 1;
            self.offset += self.steps[k];
            if self.pos[k] < self.dims[k] {
                break;
            }
            self.offset -= self.steps[k] * self.dims[k];
            self.pos[k] = 0;
        }
        Some(here)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

impl ExactSizeIterator for Walk<'_> {}
