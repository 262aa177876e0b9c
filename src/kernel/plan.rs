//! A loop nest over `K` strided operands after coalescing.

use super::CAP;

/// Sizes and per-operand strides with size-1 dimensions dropped and adjacent dimensions merged
/// wherever every operand is contiguous across them (as PyTorch's TensorIterator and candle's
/// nditer do). Iterating it visits elements in the row-major order of the original shape.
pub(crate) struct Plan<const K: usize> {
    rank: usize,
    empty: bool,
    sizes: [usize; CAP],
    strides: [[isize; CAP]; K],
    offsets: [usize; K],
}

impl<const K: usize> Plan<K> {
    /// Coalesces `sizes` with the operands' aligned strides (each `strides[k]` has at least
    /// `sizes.len()` entries). `None` if more than `CAP` dimensions remain.
    pub(crate) fn new(
        sizes: &[usize],
        strides: [&[isize]; K],
        offsets: [usize; K],
    ) -> Option<Self> {
        let mut plan = Plan {
            rank: 0,
            empty: sizes.contains(&0),
            sizes: [1; CAP],
            strides: [[0; CAP]; K],
            offsets,
        };
        if plan.empty {
            return Some(plan);
        }
        for (i, &size) in sizes.iter().enumerate() {
            if size == 1 {
                continue;
            }
            if plan.rank > 0 {
                let last = plan.rank - 1;
                let mergeable =
                    (0..K).all(|k| plan.strides[k][last] == strides[k][i] * size as isize);
                if mergeable {
                    plan.sizes[last] *= size;
                    for (k, st) in strides.iter().enumerate() {
                        plan.strides[k][last] = st[i];
                    }
                    continue;
                }
            }
            if plan.rank == CAP {
                return None;
            }
            plan.sizes[plan.rank] = size;
            for (k, st) in strides.iter().enumerate() {
                plan.strides[k][plan.rank] = st[i];
            }
            plan.rank += 1;
        }
        Some(plan)
    }

    /// Calls `run(start_offsets, inner_strides, len)` for each innermost run, in row-major order.
    #[inline]
    pub(crate) fn for_each_run(&self, mut run: impl FnMut([usize; K], [isize; K], usize)) {
        if self.empty {
            return;
        }
        if self.rank == 0 {
            run(self.offsets, [0; K], 1);
            return;
        }
        let inner = self.rank - 1;
        let len = self.sizes[inner];
        let inner_strides: [isize; K] = core::array::from_fn(|k| self.strides[k][inner]);
        self.for_each_outer(1, |offsets| run(offsets, inner_strides, len));
    }

    /// The number of dimensions left after coalescing.
    #[cfg_attr(not(feature = "alloc"), allow(dead_code))]
    #[inline]
    pub(crate) fn rank(&self) -> usize {
        self.rank
    }

    /// Size and per-operand strides of coalesced dimension `d`.
    #[cfg_attr(not(feature = "alloc"), allow(dead_code))]
    #[inline]
    pub(crate) fn dim(&self, d: usize) -> (usize, [isize; K]) {
        (self.sizes[d], core::array::from_fn(|k| self.strides[k][d]))
    }

    /// Calls `visit(offsets)` for every index of the dimensions before the last `depth` ones
    /// (`depth <= rank`), in row-major order; the offsets are those of the block's first element.
    pub(crate) fn for_each_outer(&self, depth: usize, mut visit: impl FnMut([usize; K])) {
        if self.empty {
            return;
        }
        let outer = self.rank - depth;
        let mut index = [0usize; CAP];
        let mut cur: [isize; K] = core::array::from_fn(|k| self.offsets[k] as isize);
        loop {
            visit(cur.map(|c| c as usize));
            // Advance the odometer over the outer dimensions.
            let mut d = outer;
            loop {
                if d == 0 {
                    return;
                }
                d -= 1;
                index[d] += 1;
                for (k, c) in cur.iter_mut().enumerate() {
                    *c += self.strides[k][d];
                }
                if index[d] < self.sizes[d] {
                    break;
                }
                for (k, c) in cur.iter_mut().enumerate() {
                    *c -= self.strides[k][d] * self.sizes[d] as isize;
                }
                index[d] = 0;
            }
        }
    }
}
