//! Walking a broadcast batch: for each position of the batch dims of the result `X` (row-major),
//! which matrix of `A` and which right-hand side of `B` it reads. Batch dims broadcast by the
//! rules of element-wise operations (trailing dims aligned; a missing dim or a size-1 dim is
//! stretched); the operands are contiguous runs of matrices, so a dim's step is the number of
//! matrices after it, and a stretched dim steps by 0.
//!
//! No allocation and no failing index: fixed arrays of `R` dims (the largest batch rank: 6 for
//! static shapes, [`MAX_RANK`](crate::layout::MAX_RANK) for run-time ones), right-aligned and
//! padded with size-1 dims, walked by counted loops below `R` (not `zip`, whose set-up is an
//! out-of-line call at opt-level "s" and "z" that a caller cannot prove panic-free).

/// The positions, in matrices, of `A` and `B` for each position of the result's batch (of at
/// most `R` dims).
#[derive(Clone, Debug)]
pub(crate) struct BatchWalk<const R: usize> {
    /// The result's batch sizes, right-aligned, padded with 1.
    dims: [usize; R],
    /// The step of `A` and of `B` along each dim.
    steps: [[usize; 2]; R],
    /// The odometer.
    index: [usize; R],
    /// The current positions in `A` and `B`.
    at: [usize; 2],
    /// The positions not yet given.
    left: usize,
}

impl<const R: usize> BatchWalk<R> {
    /// The walk of the batch `out` over operands of batch sizes `a` and `b`, or `None` when a
    /// rank exceeds `R` or an operand does not broadcast to `out` (callers check both).
    #[inline]
    pub(crate) fn new(out: &[usize], a: &[usize], b: &[usize]) -> Option<Self> {
        if out.len() > R || a.len() > out.len() || b.len() > out.len() {
            return None;
        }
        let mut walk = BatchWalk {
            dims: [1; R],
            steps: [[0; 2]; R],
            index: [0; R],
            at: [0, 0],
            left: 1,
        };
        // Entry `R - 1 - j` holds the `j`-th size from the end.
        for j in 0..out.len().min(R) {
            let d = *out.get(out.len() - 1 - j)?;
            walk.dims[R - 1 - j] = d;
            walk.left = walk.left.checked_mul(d)?;
        }
        for (side, sizes) in [a, b].into_iter().enumerate() {
            let mut step: usize = 1;
            for j in 0..R {
                let d = walk.dims[R - 1 - j];
                let size = if j < sizes.len() {
                    sizes.get(sizes.len() - 1 - j)
                } else {
                    None
                };
                match size {
                    Some(&s) if s == d => {
                        if let Some(slot) = walk.steps[R - 1 - j].get_mut(side) {
                            *slot = step;
                        }
                        step = step.checked_mul(s.max(1))?;
                    }
                    Some(&1) | None => {}
                    Some(_) => return None,
                }
            }
        }
        Some(walk)
    }

    /// The number of result positions (the product of its batch sizes).
    #[inline]
    pub(crate) fn len(&self) -> usize {
        self.left
    }
}

impl<const R: usize> Iterator for BatchWalk<R> {
    /// The positions in `A` and `B` (in matrices, or in right-hand sides).
    type Item = (usize, usize);

    #[inline]
    fn next(&mut self) -> Option<(usize, usize)> {
        if self.left == 0 {
            return None;
        }
        self.left -= 1;
        let item = (self.at[0], self.at[1]);
        if self.left > 0 {
            // Advance the odometer from the last dim.
            for k in (0..R).rev() {
                let (d, step) = (self.dims[k], self.steps[k]);
                self.index[k] += 1;
                self.at[0] = self.at[0].wrapping_add(step[0]);
                self.at[1] = self.at[1].wrapping_add(step[1]);
                if self.index[k] < d {
                    break;
                }
                self.index[k] = 0;
                self.at[0] = self.at[0].wrapping_sub(step[0].wrapping_mul(d));
                self.at[1] = self.at[1].wrapping_sub(step[1].wrapping_mul(d));
            }
        }
        Some(item)
    }

    fn size_hint(&self) -> (usize, Option<usize>) {
        (self.left, Some(self.left))
    }
}

#[cfg(test)]
mod tests {
    use super::BatchWalk;
    use alloc::vec::Vec;

    fn walk(out: &[usize], a: &[usize], b: &[usize]) -> Vec<(usize, usize)> {
        BatchWalk::<6>::new(out, a, b).unwrap().collect()
    }

    #[test]
    fn positions_follow_broadcasting() {
        assert_eq!(walk(&[], &[], &[]), [(0, 0)]);
        assert_eq!(walk(&[3], &[3], &[]), [(0, 0), (1, 0), (2, 0)]);
        assert_eq!(
            walk(&[2, 3], &[2, 1], &[3]),
            [(0, 0), (0, 1), (0, 2), (1, 0), (1, 1), (1, 2)]
        );
        assert_eq!(
            walk(&[3, 2], &[1, 2], &[3, 1]),
            [(0, 0), (1, 0), (0, 1), (1, 1), (0, 2), (1, 2)]
        );
        assert_eq!(walk(&[0, 3], &[1, 3], &[0, 1]), []);
        assert_eq!(walk(&[2, 0], &[2, 1], &[0]), []);
    }

    #[test]
    fn operands_that_do_not_broadcast_are_refused() {
        assert!(BatchWalk::<6>::new(&[3], &[2], &[]).is_none());
        assert!(BatchWalk::<6>::new(&[3], &[3, 3], &[]).is_none());
        assert!(BatchWalk::<6>::new(&[1; 7], &[], &[]).is_none());
    }
}
