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

impl<T: Copy, const N: usize> Matrix<T> for [[T; N]; N] {
    const FIXED: bool = true;
    #[inline(always)]
    fn n(&self) -> usize {
        N
    }
    #[inline(always)]
    fn at(&self, i: usize, j: usize) -> T {
        self[i][j]
    }
}

impl<T: Copy, const N: usize> MatrixMut<T> for [[T; N]; N] {
    #[inline(always)]
    fn set(&mut self, i: usize, j: usize, v: T) {
        self[i][j] = v;
    }
    #[inline(always)]
    fn swap_rows(&mut self, i: usize, k: usize, first: usize) {
        if first == 0 {
            self.swap(i, k);
        } else {
            let (mut a, mut b) = (self[i], self[k]);
            for (x, y) in a.iter_mut().zip(&mut b).skip(first) {
                core::mem::swap(x, y);
            }
            (self[i], self[k]) = (a, b);
        }
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
        self[i]
    }
    #[inline(always)]
    fn set(&mut self, i: usize, _c: usize, v: T) {
        self[i] = v;
    }
    #[inline(always)]
    fn swap_rows(&mut self, i: usize, k: usize) {
        self.swap(i, k);
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
        self[i][c]
    }
    #[inline(always)]
    fn set(&mut self, i: usize, c: usize, v: T) {
        self[i][c] = v;
    }
    #[inline(always)]
    fn swap_rows(&mut self, i: usize, k: usize) {
        self.swap(i, k);
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
