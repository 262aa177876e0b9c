//! The layout of two or three static shapes broadcast together, as a constant: the result's
//! dimensions with size-1 ones dropped and neighbours that every operand walks as one merged,
//! and each operand's step (in elements of its own row-major array) along every level that is
//! left.
//!
//! Static shapes fix every size, so the static kernels (`kernel/flat.rs`) read this as a
//! constant of the shapes ([`Merged::of`]): `[4, 4] + [4]` is two levels, `4 × 4` with the
//! steps `(4, 1)` and `(0, 1)`; `[2, 3] + [2, 3]` is one level of 6 with steps `1` and `1`.

/// The most dimensions a static shape has.
pub(crate) const LEVELS: usize = 8;

/// Static shapes broadcast together, as merged levels (see the module documentation).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) struct Merged {
    /// How many levels are left: 0 for a result of one element (or of none).
    pub(crate) levels: usize,
    /// Whether the result has no element.
    pub(crate) empty: bool,
    /// The size of each level, outermost first.
    pub(crate) size: [usize; LEVELS],
    /// The first operand's step along each level (0 where it repeats).
    pub(crate) a: [usize; LEVELS],
    /// The second operand's step along each level.
    pub(crate) b: [usize; LEVELS],
    /// The third operand's step along each level (all 0 for two operands).
    pub(crate) c: [usize; LEVELS],
}

impl Merged {
    /// The layout of `a` and `b` broadcast together.
    pub(crate) const fn of(a: &[usize], b: &[usize]) -> Merged {
        Merged::of3(a, b, &[])
    }

    /// The layout of `a`, `b` and `c` broadcast together. Sizes that do not broadcast (never
    /// passed by the static path, whose types refuse them) and ranks above [`LEVELS`] give an
    /// empty layout; arithmetic wraps rather than failing, so the constant always evaluates.
    pub(crate) const fn of3(a: &[usize], b: &[usize], c: &[usize]) -> Merged {
        let mut m = Merged {
            levels: 0,
            empty: true,
            size: [1; LEVELS],
            a: [0; LEVELS],
            b: [0; LEVELS],
            c: [0; LEVELS],
        };
        let ops = [a, b, c];
        let mut rank = 0;
        let mut o = 0;
        while o < 3 {
            if ops[o].len() > rank {
                rank = ops[o].len();
            }
            o += 1;
        }
        if rank > LEVELS {
            return m;
        }
        // From the innermost dimension out: each operand's contiguous stride, its step in the
        // result (0 where its size is 1 or missing), and the levels, merged as they are found.
        let mut stride = [1usize; 3];
        let mut sizes = [0usize; LEVELS]; // innermost first
        let mut steps = [[0usize; 3]; LEVELS];
        let mut n = 0;
        let mut k = 0;
        while k < rank {
            let mut d = [1usize; 3];
            let mut size = 1;
            let mut o = 0;
            while o < 3 {
                if k < ops[o].len() {
                    d[o] = ops[o][ops[o].len() - 1 - k];
                }
                if d[o] != 1 {
                    if size != 1 && size != d[o] {
                        return m;
                    }
                    size = d[o];
                }
                o += 1;
            }
            if size == 0 {
                return m;
            }
            let mut step = [0usize; 3];
            let mut o = 0;
            while o < 3 {
                if d[o] != 1 {
                    step[o] = stride[o];
                }
                stride[o] = stride[o].wrapping_mul(d[o]);
                o += 1;
            }
            k += 1;
            if size == 1 {
                continue;
            }
            // Merged with the level inside it when every operand walks the two as one.
            if n > 0 {
                let s = sizes[n - 1];
                let mut merges = true;
                let mut o = 0;
                while o < 3 {
                    merges &= step[o] == steps[n - 1][o].wrapping_mul(s);
                    o += 1;
                }
                if merges {
                    sizes[n - 1] = s.wrapping_mul(size);
                    continue;
                }
            }
            sizes[n] = size;
            steps[n] = step;
            n += 1;
        }
        m.empty = false;
        m.levels = n;
        let mut i = 0;
        while i < n {
            m.size[i] = sizes[n - 1 - i];
            m.a[i] = steps[n - 1 - i][0];
            m.b[i] = steps[n - 1 - i][1];
            m.c[i] = steps[n - 1 - i][2];
            i += 1;
        }
        m
    }

    /// The size of the innermost level (at least 1): the length of the result's rows.
    #[inline(always)]
    pub(crate) const fn row(&self) -> usize {
        if self.levels == 0 {
            1
        } else {
            self.size[self.levels - 1]
        }
    }
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::Merged;
    use alloc::vec::Vec;

    fn levels(a: &[usize], b: &[usize]) -> Vec<(usize, usize, usize)> {
        let m = Merged::of(a, b);
        assert!(!m.empty);
        (0..m.levels).map(|i| (m.size[i], m.a[i], m.b[i])).collect()
    }

    #[test]
    fn equal_shapes_are_one_level() {
        assert_eq!(levels(&[2, 3, 4], &[2, 3, 4]), [(24, 1, 1)]);
        assert_eq!(levels(&[5], &[5]), [(5, 1, 1)]);
    }

    #[test]
    fn rows_columns_and_scalars() {
        assert_eq!(levels(&[4, 4], &[4]), [(4, 4, 0), (4, 1, 1)]);
        assert_eq!(levels(&[4, 3], &[4, 1]), [(4, 3, 1), (3, 1, 0)]);
        assert_eq!(levels(&[4, 3], &[]), [(12, 1, 0)]);
        assert_eq!(levels(&[1, 1], &[6]), [(6, 0, 1)]);
        assert_eq!(levels(&[3, 1], &[1, 4]), [(3, 1, 0), (4, 0, 1)]);
    }

    #[test]
    fn size_one_dimensions_are_dropped_and_neighbours_merged() {
        // [2, 1, 3, 4] + [3, 4]: the 3 and 4 merge (both walk them contiguously), the 1 drops.
        assert_eq!(levels(&[2, 1, 3, 4], &[3, 4]), [(2, 12, 0), (12, 1, 1)]);
        assert_eq!(
            levels(&[5, 2, 1, 3], &[2, 1, 1]),
            [(5, 6, 0), (2, 3, 1), (3, 1, 0)]
        );
        assert_eq!(levels(&[1, 1], &[1]), []);
    }

    #[test]
    fn three_operands_merge_only_where_all_three_do() {
        let m = Merged::of3(&[4, 4], &[4], &[4, 1]);
        let got: Vec<_> = (0..m.levels)
            .map(|i| (m.size[i], m.a[i], m.b[i], m.c[i]))
            .collect();
        assert_eq!(got, [(4, 4, 0, 1), (4, 1, 1, 0)]);
        let m = Merged::of3(&[2, 3], &[2, 3], &[]);
        assert_eq!(
            (m.levels, m.size[0], m.a[0], m.b[0], m.c[0]),
            (1, 6, 1, 1, 0)
        );
        assert!(Merged::of3(&[2, 3], &[3], &[2]).empty);
    }

    #[test]
    fn empty_and_illegal_pairs() {
        assert!(Merged::of(&[0, 3], &[3]).empty);
        assert!(Merged::of(&[4], &[3]).empty);
        assert!(Merged::of(&[1; 9], &[1]).empty);
        assert!(!Merged::of(&[], &[]).empty);
        assert_eq!(Merged::of(&[], &[]).levels, 0);
    }
}
