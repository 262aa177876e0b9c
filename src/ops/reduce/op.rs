//! The reduction operations as zero-sized types: where each starts and how it combines two
//! values. The kernels are generic over these, never over shapes.

use super::element::Reducible;

/// A reduction that folds elements into one value: `identity` combined with every element.
pub(crate) trait Fold<T: Reducible>: Copy {
    /// PyTorch's name of the operation, for error texts.
    const NAME: &'static str;
    /// The value of the fold over no elements (sum 0, prod 1, max `-inf`/`MIN` …).
    const IDENTITY: T;
    /// The accumulator combined with one more element.
    fn combine(acc: T, x: T) -> T;
}

/// `sum`, wrapping for integers.
#[derive(Clone, Copy)]
pub(crate) struct Sum;
/// `prod`, wrapping for integers.
#[derive(Clone, Copy)]
pub(crate) struct Prod;
/// `amax`: NaN propagates.
#[derive(Clone, Copy)]
pub(crate) struct Max;
/// `amin`: NaN propagates.
#[derive(Clone, Copy)]
pub(crate) struct Min;

impl<T: Reducible> Fold<T> for Sum {
    const NAME: &'static str = "sum";
    const IDENTITY: T = T::ZERO;
    #[inline(always)]
    fn combine(acc: T, x: T) -> T {
        acc.add(x)
    }
}

impl<T: Reducible> Fold<T> for Prod {
    const NAME: &'static str = "prod";
    const IDENTITY: T = T::ONE;
    #[inline(always)]
    fn combine(acc: T, x: T) -> T {
        acc.mul(x)
    }
}

impl<T: Reducible> Fold<T> for Max {
    const NAME: &'static str = "amax";
    const IDENTITY: T = T::LOWEST;
    #[inline(always)]
    fn combine(acc: T, x: T) -> T {
        // A NaN accumulator stays; a NaN element is taken (`acc > NaN` is false).
        if acc > x || acc.is_nan() { acc } else { x }
    }
}

impl<T: Reducible> Fold<T> for Min {
    const NAME: &'static str = "amin";
    const IDENTITY: T = T::HIGHEST;
    #[inline(always)]
    fn combine(acc: T, x: T) -> T {
        if acc < x || acc.is_nan() { acc } else { x }
    }
}

/// Which extreme an `argmax`/`argmin` looks for.
pub(crate) trait Pick<T: Reducible>: Copy {
    /// PyTorch's name of the operation, for error texts.
    const NAME: &'static str;
    /// Whether `x` replaces the current best `best`: strictly better, or the first NaN (NaN
    /// counts as the extreme, as in PyTorch). Ties keep the earlier index.
    fn better(x: T, best: T) -> bool;
}

/// `argmax`.
#[derive(Clone, Copy)]
pub(crate) struct ArgMax;
/// `argmin`.
#[derive(Clone, Copy)]
pub(crate) struct ArgMin;

impl<T: Reducible> Pick<T> for ArgMax {
    const NAME: &'static str = "argmax";
    #[inline(always)]
    fn better(x: T, best: T) -> bool {
        !best.is_nan() && (x > best || x.is_nan())
    }
}

impl<T: Reducible> Pick<T> for ArgMin {
    const NAME: &'static str = "argmin";
    #[inline(always)]
    fn better(x: T, best: T) -> bool {
        !best.is_nan() && (x < best || x.is_nan())
    }
}

/// `max(dim)`: the values and positions of `argmax`, named `max` in error texts.
#[derive(Clone, Copy)]
pub(crate) struct MaxAt;
/// `min(dim)`: the values and positions of `argmin`, named `min` in error texts.
#[derive(Clone, Copy)]
pub(crate) struct MinAt;

impl<T: Reducible> Pick<T> for MaxAt {
    const NAME: &'static str = "max";
    #[inline(always)]
    fn better(x: T, best: T) -> bool {
        <ArgMax as Pick<T>>::better(x, best)
    }
}

impl<T: Reducible> Pick<T> for MinAt {
    const NAME: &'static str = "min";
    #[inline(always)]
    fn better(x: T, best: T) -> bool {
        <ArgMin as Pick<T>>::better(x, best)
    }
}

/// The fold of a slice: pairwise ([`pairwise`](super::pairwise)) above
/// [`BLOCK`](super::pairwise::BLOCK) elements, each block folded by [`fold_block`].
#[inline]
pub(crate) fn fold_slice<T: Reducible, O: Fold<T>>(xs: &[T]) -> T {
    if xs.len() <= super::pairwise::BLOCK {
        fold_block::<T, O>(xs)
    } else {
        fold_halves::<T, O>(xs)
    }
}

/// The pairwise fold of a slice longer than a block: the two halves (the first a multiple of 8
/// long) folded separately and combined.
#[inline(never)]
fn fold_halves<T: Reducible, O: Fold<T>>(xs: &[T]) -> T {
    let half = xs.len() / 2;
    match xs.split_at_checked(half - half % 8) {
        Some((a, b)) => O::combine(fold_slice::<T, O>(a), fold_slice::<T, O>(b)),
        None => fold_block::<T, O>(xs),
    }
}

/// The in-order fold of a slice of at most a block, with eight independent accumulators so the
/// loop vectorises (floating point sums are then added in a different order than one running
/// sum, as in PyTorch's and NumPy's pairwise/vectorised sums).
///
/// The accumulators start as the first eight elements rather than as the identity combined
/// with them: the same result bit for bit (`combine(IDENTITY, x)` is `x`, except that `0.0 +
/// -0.0` is `0.0`, and an accumulator that differs only in the sign of a zero does not change
/// the final sum, which starts from the identity), without eight operations that a hand loop
/// does not have (a sum of ten elements is then the ten additions of one running sum).
#[inline]
pub(crate) fn fold_block<T: Reducible, O: Fold<T>>(xs: &[T]) -> T {
    const LANES: usize = 8;
    let mut chunks = xs.chunks_exact(LANES);
    let rest = chunks.remainder();
    let mut lanes = chunks
        .next()
        .and_then(|first| <[T; LANES]>::try_from(first).ok())
        .unwrap_or([O::IDENTITY; LANES]);
    for chunk in chunks {
        for (l, &x) in lanes.iter_mut().zip(chunk) {
            *l = O::combine(*l, x);
        }
    }
    let mut acc = O::IDENTITY;
    for l in lanes {
        acc = O::combine(acc, l);
    }
    for &x in rest {
        acc = O::combine(acc, x);
    }
    acc
}

/// `acc[i] = combine(acc[i], xs[i])` for every `i` (one row accumulated into another).
#[inline]
pub(crate) fn fold_rows<T: Reducible, O: Fold<T>>(acc: &mut [T], xs: &[T]) {
    for (a, &x) in acc.iter_mut().zip(xs) {
        *a = O::combine(*a, x);
    }
}
