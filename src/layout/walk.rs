//! The row-major walk of a strided layout with a fixed rank: where each element of a view of a
//! static tensor sits in its storage, visited in the order of the view's own elements.

/// `put(&mut out[i], position of the i-th element)` for the layout `offset`, `strides`, `dims`
/// (in row-major order of `dims`).
///
/// An odometer over the sizes, the position moved by the strides: indexed loops with checked
/// accesses, no iterator adapter and no failure path, which the static copies of views need at
/// opt-level "s" and "z" (always inlined, so the sizes stay constants there too).
#[inline(always)]
pub(crate) fn walk_strided<O>(
    out: &mut [O],
    offset: usize,
    strides: &[isize],
    dims: &[usize],
    mut put: impl FnMut(&mut O, usize),
) {
    let mut index = [0usize; super::MAX_RANK];
    let mut at = offset;
    for o in out {
        put(o, at);
        let mut k = dims.len();
        while k > 0 {
            k -= 1;
            let (Some(i), Some(&d), Some(&s)) = (index.get_mut(k), dims.get(k), strides.get(k))
            else {
                break;
            };
            *i += 1;
            at = at.wrapping_add_signed(s);
            if *i < d {
                break;
            }
            *i = 0;
            at = at.wrapping_add_signed(s.wrapping_mul(d as isize).wrapping_neg());
        }
    }
}

/// `out[i] = data[position of the i-th element]` ([`walk_strided`]); an element outside `data`
/// (never, for a checked layout) leaves its slot as it was.
#[inline(always)]
pub(crate) fn gather_strided<T: Copy>(
    out: &mut [T],
    data: &[T],
    offset: usize,
    strides: &[isize],
    dims: &[usize],
) {
    walk_strided(out, offset, strides, dims, |o, at| {
        if let Some(&x) = data.get(at) {
            *o = x;
        }
    });
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::{gather_strided, walk_strided};
    use alloc::vec;

    #[test]
    fn a_transpose_and_a_narrowed_column_are_read_in_their_own_order() {
        let data: [i32; 6] = [0, 1, 2, 3, 4, 5]; // a [2, 3] matrix
        let mut out = [0; 6];
        gather_strided(&mut out, &data, 0, &[1, 3], &[3, 2]); // its transpose
        assert_eq!(out, [0, 3, 1, 4, 2, 5]);
        let mut col = vec![-1; 2];
        gather_strided(&mut col, &data, 2, &[3], &[2]); // its last column
        assert_eq!(col, [2, 5]);
        let mut broadcast = [0; 4];
        gather_strided(&mut broadcast, &data, 1, &[0, 1], &[2, 2]); // a repeated row
        assert_eq!(broadcast, [1, 2, 1, 2]);
        let mut at = [usize::MAX; 6];
        walk_strided(&mut at, 1, &[-1, 2], &[2, 3], |o, p| *o = p); // a reversed view
        assert_eq!(at, [1, 3, 5, 0, 2, 4]);
    }
}
