//! How the kernels see their operands: [`Matrix`] (a square matrix read by row and column),
//! [`MatrixMut`] (one factored in place) and [`Rhs`] (the right-hand side of a solve, one or
//! more columns, rewritten into the solution). The static path hands over nested arrays
//! (`[[T; N]; N]`, `[T; N]`, `[[T; K]; N]`), whose constant sizes let the optimiser unroll the
//! loops and prove every index in range; the dynamic path hands over row-major blocks of a
//! buffer ([`Block`]). The kernels are written once, over these traits, so both paths compute
//! the same operations in the same order and agree bit for bit.

/// A square matrix, read by row and column.
pub(crate) trait Matrix<T: Copy> {
    /// Whether the size is a constant of the type (nested arrays): loops then run over all of
    /// `0..n` and skip the indices they do not need (see [`from`]), so that their trip counts
    /// are constants and the optimiser unrolls them.
    const FIXED: bool = false;
    /// The number of rows (and columns).
    fn n(&self) -> usize;
    /// The element at row `i`, column `j` (both below `n`).
    fn at(&self, i: usize, j: usize) -> T;
}

/// A square matrix written in place.
pub(crate) trait MatrixMut<T: Copy>: Matrix<T> {
    /// Writes the element at row `i`, column `j`.
    fn set(&mut self, i: usize, j: usize, v: T);
    /// Swaps rows `i` and `k` in the columns from `first` on.
    fn swap_rows(&mut self, i: usize, k: usize, first: usize);
}

/// Calls `f` with the indices `start..n`, for a loop of a kernel on `M`. For a matrix of
/// constant size the loop runs over all of `0..n` and skips the indices below `start`: its trip
/// count is a constant, so the optimiser unrolls it fully (it does not unroll a triangular loop
/// such as `k + 1..n` nested in a loop over `k`), and the tests then fold away. For a run-time
/// size it is the plain range (the test is always false).
#[inline(always)]
pub(crate) fn from<T: Copy, M: Matrix<T> + ?Sized>(
    start: usize,
    n: usize,
    mut f: impl FnMut(usize),
) {
    for i in if M::FIXED { 0 } else { start }..n {
        if i >= start {
            f(i);
        }
    }
}

/// Calls `f` with the indices `0..end` (`end <= n`), as [`from`]: all of `0..n` for a matrix of
/// constant size, skipping the indices from `end` on.
#[inline(always)]
pub(crate) fn below<T: Copy, M: Matrix<T> + ?Sized>(
    end: usize,
    n: usize,
    mut f: impl FnMut(usize),
) {
    for i in 0..if M::FIXED { n } else { end } {
        if i < end {
            f(i);
        }
    }
}

/// The right-hand side of a solve: as many rows as the matrix, `cols` columns.
pub(crate) trait Rhs<T: Copy> {
    /// The number of columns (1 for a vector).
    fn cols(&self) -> usize;
    /// The element at row `i`, column `c`.
    fn at(&self, i: usize, c: usize) -> T;
    /// Writes the element at row `i`, column `c`.
    fn set(&mut self, i: usize, c: usize, v: T);
    /// Swaps rows `i` and `k`.
    fn swap_rows(&mut self, i: usize, k: usize);
}

/// `i`, or the last index of an array of `N` where `i` is past it (never, for the kernels'
/// indices). The nested arrays' accessors read and write through it, so each accessor is free
/// of panic paths by itself: at opt-level "s" and "z" a kernel's loops are not always inlined
/// into the code that knows their bounds, and a bounds check left in them is a panic path.
/// Where the bound is known (opt-level 3, and most loops anywhere) the `min` folds away.
#[inline(always)]
const fn within<const N: usize>(i: usize) -> usize {
    if i < N { i } else { N.saturating_sub(1) }
}

impl<T: Copy, const N: usize> Matrix<T> for [[T; N]; N] {
    const FIXED: bool = true;
    #[inline(always)]
    fn n(&self) -> usize {
        N
    }
    #[inline(always)]
    fn at(&self, i: usize, j: usize) -> T {
        self[within::<N>(i)][within::<N>(j)]
    }
}

impl<T: Copy, const N: usize> MatrixMut<T> for [[T; N]; N] {
    #[inline(always)]
    fn set(&mut self, i: usize, j: usize, v: T) {
        self[within::<N>(i)][within::<N>(j)] = v;
    }
    #[inline(always)]
    fn swap_rows(&mut self, i: usize, k: usize, first: usize) {
        let (i, k) = (within::<N>(i), within::<N>(k));
        let (mut a, mut b) = (self[i], self[k]);
        for c in first..N {
            core::mem::swap(&mut a[c], &mut b[c]);
        }
        (self[i], self[k]) = (a, b);
    }
}

/// A vector right-hand side.
impl<T: Copy, const N: usize> Rhs<T> for [T; N] {
    #[inline(always)]
    fn cols(&self) -> usize {
        1
    }
    #[inline(always)]
    fn at(&self, i: usize, _c: usize) -> T {
        self[within::<N>(i)]
    }
    #[inline(always)]
    fn set(&mut self, i: usize, _c: usize, v: T) {
        self[within::<N>(i)] = v;
    }
    #[inline(always)]
    fn swap_rows(&mut self, i: usize, k: usize) {
        let (i, k) = (within::<N>(i), within::<N>(k));
        (self[i], self[k]) = (self[k], self[i]);
    }
}

/// A right-hand side of `K` columns (also the inverse being built).
impl<T: Copy, const N: usize, const K: usize> Rhs<T> for [[T; K]; N] {
    #[inline(always)]
    fn cols(&self) -> usize {
        K
    }
    #[inline(always)]
    fn at(&self, i: usize, c: usize) -> T {
        self[within::<N>(i)][within::<K>(c)]
    }
    #[inline(always)]
    fn set(&mut self, i: usize, c: usize, v: T) {
        self[within::<N>(i)][within::<K>(c)] = v;
    }
    #[inline(always)]
    fn swap_rows(&mut self, i: usize, k: usize) {
        let (i, k) = (within::<N>(i), within::<N>(k));
        (self[i], self[k]) = (self[k], self[i]);
    }
}

/// Rows of `cols` elements stored row-major in a slice (`D` is `&[T]` or `&mut [T]`): the
/// dynamic path's matrices (`cols` rows) and right-hand sides (as many rows as the matrix).
#[cfg(feature = "alloc")]
pub(crate) struct Block<D> {
    data: D,
    cols: usize,
}

#[cfg(feature = "alloc")]
impl<D> Block<D> {
    /// The block of `data` with `cols` columns.
    #[inline]
    pub(crate) fn new(data: D, cols: usize) -> Self {
        Block { data, cols }
    }
}

#[cfg(feature = "alloc")]
impl<T: Copy, D: AsRef<[T]>> Matrix<T> for Block<D> {
    #[inline]
    fn n(&self) -> usize {
        self.cols
    }
    #[inline]
    fn at(&self, i: usize, j: usize) -> T {
        self.data.as_ref()[i * self.cols + j]
    }
}

#[cfg(feature = "alloc")]
impl<T: Copy, D: AsRef<[T]> + AsMut<[T]>> MatrixMut<T> for Block<D> {
    #[inline]
    fn set(&mut self, i: usize, j: usize, v: T) {
        self.data.as_mut()[i * self.cols + j] = v;
    }
    #[inline]
    fn swap_rows(&mut self, i: usize, k: usize, first: usize) {
        let n = self.cols;
        let data = self.data.as_mut();
        for c in first..n {
            data.swap(i * n + c, k * n + c);
        }
    }
}

#[cfg(feature = "alloc")]
impl<T: Copy, D: AsRef<[T]> + AsMut<[T]>> Rhs<T> for Block<D> {
    #[inline]
    fn cols(&self) -> usize {
        self.cols
    }
    #[inline]
    fn at(&self, i: usize, c: usize) -> T {
        self.data.as_ref()[i * self.cols + c]
    }
    #[inline]
    fn set(&mut self, i: usize, c: usize, v: T) {
        self.data.as_mut()[i * self.cols + c] = v;
    }
    fn swap_rows(&mut self, i: usize, k: usize) {
        let n = self.cols;
        let data = self.data.as_mut();
        for c in 0..n {
            data.swap(i * n + c, k * n + c);
        }
    }
}
