//! A loop nest over `K` strided operands after coalescing.

use super::CAP;

/// The innermost two dimensions of a [`Plan`]: `rows` runs of `len` elements; run `r` starts
/// `r * outer[k]` after the block's start in operand `k`, and its elements are `inner[k]` apart.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Block<const K: usize> {
    pub(crate) rows: usize,
    pub(crate) len: usize,
    pub(crate) outer: [isize; K],
    pub(crate) inner: [isize; K],
}

/// Sizes and per-operand strides with size-1 dimensions dropped and adjacent dimensions merged
/// wherever every operand is contiguous across them (as PyTorch's TensorIterator and candle's
/// nditer do). Iterating it visits elements in the row-major order of the original shape.
#[derive(Clone, Copy)]
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

    /// The same loop nest with its dimensions reordered so that operand 0 (the destination of an
    /// in-place or output-into kernel) is walked in memory order: the dimension with the
    /// smallest stride of operand 0 becomes the innermost one, then the plan is coalesced again
    /// (as PyTorch's `TensorIterator::reorder_dimensions`). Dimensions whose order operand 0
    /// cannot decide (a stride 0, or equal strides) are ordered by the next operand; dimensions
    /// no operand decides keep their row-major order. The set of visited elements is the same;
    /// only the order of visits changes.
    pub(crate) fn reordered(&self) -> Self {
        if self.empty || self.rank < 2 {
            return *self;
        }
        // `perm` lists dimensions from outermost to innermost.
        let mut perm: [usize; CAP] = core::array::from_fn(|i| i);
        let rank = self.rank;
        for i in 1..rank {
            let mut j = i;
            while j > 0 && self.inner_than(perm[j - 1], perm[j]) {
                perm.swap(j - 1, j);
                j -= 1;
            }
        }
        let sizes: [usize; CAP] =
            core::array::from_fn(|i| if i < rank { self.sizes[perm[i]] } else { 1 });
        let strides: [[isize; CAP]; K] = core::array::from_fn(|k| {
            core::array::from_fn(|i| {
                if i < rank {
                    self.strides[k][perm[i]]
                } else {
                    0
                }
            })
        });
        let refs: [&[isize]; K] = core::array::from_fn(|k| &strides[k][..rank]);
        // Re-coalescing never adds dimensions, so the capacity always suffices.
        Plan::new(&sizes[..rank], refs, self.offsets).unwrap_or(*self)
    }

    /// Whether dimension `x` should be walked inside dimension `y`: decided by the first operand
    /// whose strides on both are non-zero and of different magnitude.
    fn inner_than(&self, x: usize, y: usize) -> bool {
        for k in 0..K {
            let (sx, sy) = (
                self.strides[k][x].unsigned_abs(),
                self.strides[k][y].unsigned_abs(),
            );
            if sx == 0 || sy == 0 || sx == sy {
                continue;
            }
            return sx < sy;
        }
        false
    }

    /// The number of elements visited.
    #[cfg(feature = "rayon")]
    pub(crate) fn numel(&self) -> usize {
        if self.empty {
            0
        } else {
            self.sizes[..self.rank].iter().product()
        }
    }

    /// The plan restricted to indices `start..end` of its outermost dimension (`rank >= 1`,
    /// `start < end <= size`), with operand 0's offset moved by `-shift` (the start of the
    /// sub-slice it will index).
    #[cfg(feature = "rayon")]
    pub(crate) fn outer_part(&self, start: usize, end: usize, shift: usize) -> Self {
        let mut part = *self;
        part.sizes[0] = end - start;
        for k in 0..K {
            let moved = self.offsets[k] as isize + start as isize * self.strides[k][0];
            part.offsets[k] = moved as usize;
        }
        part.offsets[0] -= shift;
        part
    }

    /// Whether the plan visits no element.
    #[inline]
    pub(crate) fn is_empty(&self) -> bool {
        self.empty
    }

    /// The offsets of the first element.
    pub(crate) fn offsets(&self) -> [usize; K] {
        self.offsets
    }

    /// The span of operand `k`'s elements within one index of the outermost dimension: one more
    /// than the largest distance between two of them.
    #[cfg(feature = "rayon")]
    pub(crate) fn inner_extent(&self, k: usize) -> usize {
        1 + (1..self.rank)
            .map(|d| (self.sizes[d] - 1) * self.strides[k][d].unsigned_abs())
            .sum::<usize>()
    }

    /// The last two dimensions as a block of `rows` runs of `len` elements (`rows` is 1 for a
    /// plan of rank 1; both are 1 for rank 0). `None` when the plan has no elements.
    #[inline]
    pub(crate) fn block(&self) -> Option<Block<K>> {
        if self.empty {
            return None;
        }
        let col = |d: Option<usize>| match d {
            Some(d) => (self.sizes[d], core::array::from_fn(|k| self.strides[k][d])),
            None => (1, [0; K]),
        };
        let (len, inner) = col(self.rank.checked_sub(1));
        let (rows, outer) = col(self.rank.checked_sub(2));
        Some(Block {
            rows,
            len,
            outer,
            inner,
        })
    }

    /// Calls `visit(offsets)` with the offsets of the first element of every block (see
    /// [`block`](Self::block)), in row-major order.
    #[inline]
    pub(crate) fn for_each_block(&self, visit: impl FnMut([usize; K])) {
        self.for_each_outer(self.rank.min(2), visit);
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
