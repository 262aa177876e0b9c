//! # Reductions and matrix products
//!
//! ## Reductions
//!
//! `sum`, `prod`, `mean`, `amax`, `amin` (PyTorch's `max(dim).values`), `argmax`, `argmin`,
//! `var` and `std`, in three forms (and, below, the operations that read a whole lane:
//! `softmax`, `cumsum`, norms, `max` with positions, `all`/`any`):
//!
//! | over | static tensors | dynamic tensors | result |
//! |---|---|---|---|
//! | all elements | `sum_all()` … `argmin_all()`, `var_all(c)` | the same | a scalar |
//! | one axis | `sum::<AXIS>()`, `sum_keepdim::<AXIS>()` | `sum(dim, keepdim)` | a tensor |
//! | several dims | | `sum_dims(&dims, keepdim)` | a tensor |
//!
//! Along a static axis the axis is a const generic and the result's type drops it
//! (`sum::<1>()` of `[2, 3]` is `[2]`), or keeps it as size 1 with `_keepdim`, so the result
//! broadcasts back against the input. An axis out of range does not compile. Dynamic dims may
//! be negative (`-1` is the last); a 0-d tensor accepts dim 0 and -1.
//!
//! ```
//! use shaped::prelude::*;
//! let x = Tensor::<f32, shape![2, 3]>::from([[1.0, 2.0, 3.0], [4.0, 5.0, 9.0]]);
//! let centred = &x - &x.mean_keepdim::<1>(); // [2, 3] - [2, 1]
//! assert_eq!(centred.sum_all(), 0.0);
//! let col_max: Tensor<f32, shape![3]> = x.amax::<0>();
//! assert_eq!(col_max.to_vec(), vec![4.0, 5.0, 9.0]);
//! assert_eq!(x.argmax::<1>().to_vec(), vec![2, 2]);
//!
//! let d = DynTensor::from_vec(x.to_vec(), &[2, 3]).unwrap();
//! assert_eq!(d.sum(-1, false).to_vec(), x.sum::<1>().to_vec());
//! assert_eq!(d.sum_dims(&[0, 1], true).shape(), &[1, 1]);
//! assert_eq!(
//!     d.try_sum_dims(&[1, -1], false).unwrap_err().to_string(),
//!     "dim 1 appears multiple times in the list of dims"
//! );
//! ```
//!
//! ### Rules
//!
//! - **Empty reductions**: the sum of nothing is 0, the product 1, the mean NaN. A max-like
//!   reduction (`amax`, `amin`, `argmax`, `argmin`) of nothing has no answer: along a static
//!   axis of size 0 it does not compile; at run time it is PyTorch's error, naming the
//!   operation: `amax(): Expected reduction dim 1 to have non-zero size.` along an empty dim,
//!   and `amax(): Expected reduction dim to be specified for input.numel() == 0. Specify the
//!   reduction dim with the 'dim' argument.` over all elements of an empty tensor (`argmax` and
//!   `argmin` stop after `numel() == 0.`). Over all elements of an empty static tensor the
//!   `_all` forms panic with that text; `try_amax_all` … return it.
//! - **NaN**: `amax`/`amin` propagate it (a NaN among the reduced elements makes the result
//!   NaN); `argmax`/`argmin` treat it as the extreme value (the first NaN wins), as PyTorch
//!   does.
//! - **Ties**: `argmax`/`argmin` return the first position of the extreme value, counted along
//!   the dim (over all elements: the row-major position).
//! - **Integers**: `sum` and `prod` wrap on overflow (as PyTorch's do when the result keeps the
//!   element type). `mean` needs floats: the mean of integers does not compile (PyTorch
//!   refuses it too); `cast::<f64>()` first.
//! - **Variance**: `var(correction)` and `std(correction)` are PyTorch's (`correction` is
//!   NumPy's `ddof`): the sum of squared deviations from the mean divided by
//!   `max(n - correction, 0)`, `n` the number of elements reduced into each result. So one
//!   element with `correction = 1` gives NaN (0 / 0), an empty reduction NaN, and a correction
//!   above `n` infinity (or NaN when every deviation is 0) — NumPy's results; PyTorch returns
//!   the same and warns. Two passes: the mean, then the squared deviations. The square roots of
//!   `std` need the `std` feature (they come from the platform's math library).
//!
//! ```
//! use shaped::prelude::*;
//! let x = Tensor::<f64, shape![2, 3]>::from([[1.0, 2.0, 3.0], [2.0, 4.0, 6.0]]);
//! assert_eq!(x.var::<1>(1).to_vec(), vec![1.0, 4.0]);
//! assert_eq!(x.var::<0>(0).to_vec(), vec![0.25, 1.0, 2.25]);
//! assert_eq!(x.var_all(1), 16.0 / 5.0);
//!
//! let empty = DynTensor::<f32>::zeros(&[2, 0]);
//! assert_eq!(empty.sum(1, false).to_vec(), vec![0.0, 0.0]);
//! assert!(empty.mean(1, false).to_vec().iter().all(|m| m.is_nan()));
//! assert_eq!(
//!     empty.try_amax(1, false).unwrap_err().to_string(),
//!     "amax(): Expected reduction dim 1 to have non-zero size."
//! );
//! assert_eq!(
//!     empty.try_argmax_all().unwrap_err().to_string(),
//!     "argmax(): Expected reduction dim to be specified for input.numel() == 0."
//! );
//! ```
//!
//! - **Several dims**: `sum_dims`, `mean_dims`, `amax_dims`, `amin_dims`, `var_dims` are
//!   PyTorch's `dim=[..]` forms. `prod_dims(&dims, keepdim)` is an extension: `torch.prod`
//!   takes one dim only (`torch.prod(x, dim=(0, 1))` is a `TypeError`); here it is the product
//!   over every listed dim, with the texts of `sum_dims` (a dim out of range: `Dimension out
//!   of range (expected to be in range of [-2, 1], but got 2)`; a dim named twice: `dim 1
//!   appears multiple times in the list of dims`; an empty list means every dim).
//! - **A result too large to allocate** is named by its own sizes, as PyTorch names it:
//!   `[0, 9223372036854775807]` summed along dim 0 is `Storage size calculation overflowed
//!   with sizes=[9223372036854775807]`.
//!
//! ```
//! use shaped::prelude::*;
//! let x = DynTensor::from_vec(vec![1i64, 2, 3, 4, 5, 6], &[1, 2, 3]).unwrap();
//! assert_eq!(x.prod_dims(&[0, 2], false).to_vec(), vec![6, 120]);
//! assert_eq!(
//!     x.try_prod_dims(&[2, -1], false).unwrap_err().to_string(),
//!     "dim 2 appears multiple times in the list of dims"
//! );
//! let none = DynTensor::<f32>::zeros(&[0, 1]);
//! let huge = none.expand(&[0, isize::MAX]);
//! assert_eq!(
//!     huge.try_sum(0, false).unwrap_err().to_string(),
//!     "Storage size calculation overflowed with sizes=[9223372036854775807]"
//! );
//! ```
//!
//! ### Order of accumulation
//!
//! Every fold (`sum`, `mean`, `prod`, and the folds built on them) adds its terms **pairwise**,
//! as NumPy's `sum` does: up to 128 terms per result are folded in one pass (eight running
//! accumulators over a run of memory, so the loop vectorises, as NumPy's unrolled loop); more
//! terms are split into halves (each a multiple of 8 long) until a half has at most 128, and
//! the halves' results are combined. When neighbouring results take their terms from
//! neighbouring memory (a sum down the columns of a row-major matrix), up to 32 results are
//! folded side by side, each by one running sum over blocks of 16 terms, then the same halves.
//! The rounding error then grows with the logarithm of the number of terms, whatever the
//! layout: `2^25` rows of `1.0f32` summed along dim 0 give `33554432` (a running `f32` sum
//! stops at `16777216`; NumPy's `sum(axis=0)` does too, torch's `sum` does not), the same
//! through a stride-0 view or a transposed one, and the mean of ten million `0.1f32` is
//! within one ulp of the exact mean. Threads (`rayon`) split the results, never the terms, so
//! the bits do not depend on the number of threads.
//!
//! Bits follow the memory order of the input, not PyTorch's vectorised order: sums and
//! products of floats can differ from torch's (and between two layouts of the same values) in
//! the last bits, within the pairwise bound. Integer sums and products are exact modulo the
//! type (wrapping), so they never depend on the order. In particular **products past `2^53`**
//! (an `f64` product whose exact value has more bits than the mantissa, such as the product
//! of `1..=25`) are rounded at each pairwise step: this crate promises a result within the
//! pairwise bound of the exact product (at most about `log2(n) + 16` roundings per result for
//! `n` factors), the same on every run and number of threads, not torch's bits.
//!
//! The folds of computed terms go further: `softmax`'s and `log_softmax`'s sums of
//! exponentials, `logsumexp`, `norm` (along a dim, over a list of dims, over all elements),
//! `var` and `std` (their means and their squared deviations) visit each result's terms in the
//! logical order of the reduced dims, whatever the strides, and fold them in the same tree
//! (blocks of up to 128 terms through eight accumulators, term `i` of a block into accumulator
//! `i % 8`, then halves). Their bits depend only on the values: a contiguous tensor, a
//! transposed or stride-0 view of the same values, a static inline tensor, and `norm(p, d)`
//! beside `norm_dims(p, &[d])` give the same result. `2^25` zeros give a `softmax` of exactly
//! `2^-25` each, and the variance of ten million alternating `0.1f32` and `0.3f32` is within
//! one ulp of the exact variance of those values.
//!
//! ```
//! use shaped::prelude::*;
//! let one = DynTensor::scalar(1.0f32);
//! let ones = one.expand(&[1 << 25, 2]); // 2^26 elements, one in memory
//! assert_eq!(ones.sum(0, false).to_vec(), vec![33554432.0; 2]);
//! ```
//!
//! Reductions accept the primitive integers and floats ([`Reducible`](crate::ops::Reducible));
//! `mean`, `var` and `std` the floats ([`MeanElement`](crate::ops::MeanElement)). For any other
//! fold, iterate: `t.iter().fold(..)`, `t.for_each(..)`.
//!
//! ## Along an axis: softmax, running sums, norms, max with positions
//!
//! The operations that read a whole lane (the elements along one axis that share every other
//! coordinate) follow the same three forms, with PyTorch's names and results:
//!
//! | operation | static axis | dynamic dim | all elements |
//! |---|---|---|---|
//! | running sum / product, same shape | `cumsum::<A>()`, `cumprod::<A>()` | `cumsum(dim)`, `cumprod(dim)` | |
//! | `softmax`, `log_softmax`, same shape | `softmax::<A>()`, `log_softmax::<A>()` | `softmax(dim)`, `log_softmax(dim)` | |
//! | `logsumexp` | `logsumexp::<A>()`, `logsumexp_keepdim::<A>()` | `logsumexp(dim, keepdim)` | |
//! | vector `p`-norm | `norm::<A>(p)`, `norm_keepdim::<A>(p)` | `norm(p, dim, keepdim)` | `norm_all(p)` |
//! | largest / smallest with position | `max::<A>()`, `min_keepdim::<A>()` … | `max(dim, keepdim)`, `min(dim, keepdim)` | `max_all()`, `min_all()` (values) |
//! | `bool` tensors | `all::<A>()`, `any::<A>()` (and `_keepdim`), `count_nonzero::<A>()` | `all(dim, keepdim)`, `any(dim, keepdim)`, `count_nonzero(dim)` | `all_all()`, `any_all()`, `count_nonzero_all()` |
//!
//! On dynamic tensors, lists of dims work as PyTorch's tuples: `norm_dims(p, &dims, keepdim)`,
//! `logsumexp_dims(&dims, keepdim)`, `all_dims`/`any_dims(&dims, keepdim)` and
//! `count_nonzero_dims(&dims)` (an empty list means every dim, except for `all_dims` and
//! `any_dims`, where it reduces none, as PyTorch's `all(dim=())`). Each has a `try_` form. The static forms on inline tensors allocate nothing and have no
//! panic path (the per-lane maxima and sums live in an inline array of the kept shape);
//! heap tensors and views are read into a row-major copy first.
//!
//! ```
//! use shaped::prelude::*;
//! let logits = Tensor::<f32, shape![2, 3]>::from([[1.0, 2.0, 3.0], [1000.0, 1000.0, 1000.0]]);
//! let p = logits.softmax::<1>();
//! assert!((p.sum::<1>().to_vec()[0] - 1.0).abs() < 1e-6);
//! assert_eq!(p.to_vec()[3..], [1.0 / 3.0; 3]); // no overflow: the maximum is taken out
//! let (best, at) = logits.max::<1>();
//! assert_eq!((best.to_vec(), at.to_vec()), (vec![3.0, 1000.0], vec![2, 0]));
//! assert_eq!(logits.norm_keepdim::<0>(f32::INFINITY).shape(), &[1, 3]);
//! assert_eq!(Tensor::<i32, shape![4]>::from([1, 2, 3, 4]).cumsum::<0>().to_vec(), vec![1, 3, 6, 10]);
//!
//! let d = DynTensor::from_vec(vec![true, false, true, true], &[2, 2]).unwrap();
//! assert_eq!(d.all(-1, false).to_vec(), vec![false, true]);
//! assert_eq!(d.count_nonzero(0).to_vec(), vec![2, 1]);
//! ```
//!
//! ### Rules
//!
//! - **Stability**: `softmax` is `exp(x - m) / Σ exp(x - m)`, `log_softmax`
//!   `(x - m) - ln Σ exp(x - m)`, with `m` the lane's maximum, as PyTorch computes them; so a
//!   lane holding NaN, `+inf`, or only `-inf` gives NaN everywhere (PyTorch's results).
//!   `logsumexp` is `ln Σ exp(x - m) + m` with `m` replaced by 0 when it is infinite: `-inf`
//!   along an empty axis or a lane of `-inf`, `+inf` when a lane holds `+inf`.
//! - **Norms** (`torch.linalg.vector_norm`'s `ord`): `p = 2.0` the Euclidean norm (squares
//!   summed as they are, no rescaling, as PyTorch and NumPy: past the float range it is
//!   infinite), `1.0` the sum of magnitudes, `T::INFINITY` / `T::NEG_INFINITY` the largest /
//!   smallest magnitude, `0.0` the number of non-zero elements, any other `p`
//!   `(Σ |x|^p)^(1/p)`. NaN propagates. The norm of no elements is 0, except for infinite or
//!   negative `p`, which have no identity: PyTorch's error, `linalg.vector_norm cannot
//!   compute the inf norm on the dimension 1because this dimension is empty and the operation
//!   does not have an identity` (sic: PyTorch writes no space before "because"; the dim is
//!   printed as given), `... on an empty tensor because ...` over all elements. With a list
//!   of dims, as PyTorch: first an empty dim (for those norms), then range and repeats, dim
//!   by dim. A NaN `p` is no error: its norm of no elements is NaN, as in PyTorch and NumPy.
//!   Along a static axis (`norm::<A>`), which has no error to report for a value, the norm
//!   that does not exist is NaN instead; `DynTensor`'s `norm` and the `*_all` form report
//!   PyTorch's error.
//! - **`max`/`min` with positions**: PyTorch's `max(dim)`: the values are `amax`'s, the
//!   positions `argmax`'s — the first position of the extreme value, a NaN counting as the
//!   extreme (at the first NaN). Along an empty dim: `max(): Expected reduction dim 1 to have
//!   non-zero size.` with the dim wrapped into range (`dim 1`, not `dim -1`), as PyTorch; a
//!   static size-0 axis does not compile. `max_all()`/`min_all()` are PyTorch's `t.max()`
//!   (values only; their error names `max()`).
//! - **Running folds**: `cumsum`/`cumprod` accumulate in the element type, in order along the
//!   axis; integers wrap on overflow (PyTorch first widens small integer types to `int64`);
//!   `f32` sums accumulate in `f32`, as NumPy's `np.cumsum` (PyTorch accumulates a `float32`
//!   cumsum in double, so long `f32` sums differ from its in the last bits).
//! - **`bool` reductions**: `all` of nothing is `true`, `any` of nothing `false`, the count 0;
//!   `count_nonzero` has no `keepdim` (nor has PyTorch's). For numbers, reduce a mask:
//!   `t.map(|&x| x != 0.0).count_nonzero::<1>()`.
//! - **Float functions**: `softmax`, `log_softmax`, `logsumexp` and the norms take `f32`/`f64`
//!   elements (`AxisFloat`) and need the `std` or the `libm` feature (their exponentials,
//!   logarithms, square roots and powers come from the platform's math library or from
//!   `libm`); the others build without either.
//! - **Accuracy**: checked against PyTorch 2.15 on random lanes of up to 60 elements in `f64`
//!   and `f32`, with the platform's float functions and with `libm`'s
//!   (`tests/fixtures/torch_axis.txt`). The largest distances, in ulp (floats between the two
//!   values), are the promise:
//!
//!   | op | `f64` | `f32` |
//!   |---|---|---|
//!   | `softmax` | 6 ulp | 4 ulp |
//!   | `log_softmax`, `logsumexp` (and over dims) | 1 ulp, or `n·ε` | 1 ulp, or `n·ε` |
//!   | `norm`, `norm_dims`, `norm_all` | 1 ulp | 2 ulp |
//!   | `cumsum` | equal | `ε/2` times the sum of the magnitudes |
//!   | `cumprod`, `max`, `min`, `arange`, `isclose` | equal | |
//!   | `linspace` | `ε` times the larger end | |
//!
//!   `softmax` divides exponentials by their sum: torch's vectorised `exp` and its order of
//!   summation differ from this crate's in the last bits, never by cancellation. `log_softmax`
//!   (`x - max - ln(sum)`) and `logsumexp` (`ln(sum) + max`) take `ln` of a sum near 1, whose
//!   rounding is an absolute error: results near 0 (the largest element's `log_softmax` when
//!   the others are far below it, a `logsumexp` whose terms cancel) are within `n·ε` of the
//!   exact value and of torch's (ε of the element type, `n` the number of terms of the
//!   result), not within a number of ulp. Measured on the fixture: at most 1 ulp beyond that
//!   bound, and a third of it beyond 1 ulp (without it, `log_softmax` is up to 3 ulp from
//!   torch's in `f64` and 7 in `f32`).
//!   A running `f32` sum rounds as NumPy's `np.cumsum` (torch accumulates in double), and
//!   `linspace` rounds `start + step * k` as NumPy (torch fuses it into one rounding).
//!
//! ## Tolerance comparisons
//!
//! `isclose(&other, rtol, atol, equal_nan)` gives a `bool` tensor of the broadcast shape and
//! `allclose(…)` one `bool`, with NumPy's rule `|a - b| <= atol + rtol * |b|` (`other` is the
//! reference the relative tolerance scales with; NumPy's defaults are `rtol = 1e-5`,
//! `atol = 1e-8`), which holds only for a finite `other`. Equal infinities are close; an
//! infinity in `self` is close to a finite `other` only with an infinite tolerance (NumPy's
//! answer: `np.isclose(inf, 1.0, atol=inf)` is true; PyTorch, which also requires `|a - b|` to
//! be finite, says false); NaN is close to NaN only with `equal_nan`. No feature needed (the `approx` feature adds the
//! `approx` crate's traits).
//!
//! ```
//! use shaped::prelude::*;
//! let a = Tensor::<f64, shape![2, 2]>::from([[1.0, 2.0], [3.0, f64::NAN]]);
//! let b = Tensor::<f64, shape![2]>::from([1.0 + 1e-9, 2.0]);
//! assert_eq!(a.isclose(&b, 1e-5, 1e-8, false).to_vec(), vec![true, true, false, false]);
//! assert!(!a.allclose(&b, 1e-5, 1e-8, true));
//! ```
//!
//! ## Matrix products
//!
//! `a.matmul(&b)` follows `torch.matmul` (and `np.matmul`):
//!
//! - 1-d · 1-d is a dot product, a 0-d result;
//! - 2-d · 2-d is a matrix product;
//! - a 1-d left operand is a row (`[k]` read as `[1, k]`) and a 1-d right operand a column
//!   (`[k, 1]`); the added dimension is removed from the result;
//! - N-d operands are batches of matrices: the last two dims are the matrices, and the batch
//!   dims (all the others) broadcast by the [broadcasting](super::broadcasting) rule.
//!
//! For static shapes the output shape is a type (the trait [`MatMul`](crate::shape::MatMul))
//! and an inner size that differs does not compile; integer products wrap on overflow. The
//! static inline path is nested loops with constant bounds; heap and dynamic products use a
//! blocked kernel, or, with the `gemm` feature, the `matrixmultiply` kernels for large `f32`
//! and `f64` products. Each result sums its `k` terms in order from the first up to 128 terms,
//! and pairwise above (blocks of 16 terms, then halves, as the folds above), so a long product
//! is within the pairwise bound of the exact sum (a million terms of `0.1f32 · 1`: within one
//! ulp). With `gemm`, products of at least `32^3` multiply-adds run on `matrixmultiply`, whose
//! running sums over blocks of 256 terms round as BLAS does (NumPy's and torch's `matmul` call
//! BLAS too): a result of `k` terms is then within `(256 + k/256)·ε/2` times the sum of the
//! terms' magnitudes of the exact value. For a million terms of `0.1f32 · 1` that bound is
//! `24.8` and `matrixmultiply` gives `100003.75` for the exact `100000.0015`; for ten million,
//! NumPy's `matmul` gives `1000192.94` and torch's `1000112.56` for the exact `1000000.0149`.
//!
//! ```
//! use shaped::prelude::*;
//! let r = Tensor::<f32, shape![3, 3]>::from([[0.0, -1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]]);
//! let v = Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
//! let rv: Tensor<f32, shape![3]> = r.matmul(&v); // matrix · vector
//! assert_eq!(rv.to_vec(), vec![-2.0, 1.0, 3.0]);
//! let points = Tensor::<f32, shape![8, 3]>::ones();
//! let rotated: Tensor<f32, shape![8, 3]> = points.matmul(&r.t()); // a view operand
//! assert_eq!(rotated[[7, 0]], -1.0);
//! let dot: Tensor<f32, shape![]> = v.matmul(&v);
//! assert_eq!(dot[[]], 14.0);
//! let batch = Tensor::<f32, shape![5, 1, 2, 3]>::ones();
//! let mats = Tensor::<f32, shape![4, 3, 2]>::ones();
//! let _: Tensor<f32, shape![5, 4, 2, 2]> = batch.matmul(&mats); // batch dims [5, 1] with [4]
//! ```
//!
//! At run time the errors are PyTorch's (torch 2's texts for the same call):
//!
//! ```
//! use shaped::prelude::*;
//! let a = DynTensor::<f32>::ones(&[2, 3]);
//! let msg = |b: &DynTensor<f32>| a.try_matmul(b).unwrap_err().to_string();
//! assert_eq!(msg(&DynTensor::ones(&[4, 5])),
//!            "mm: mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)");
//! assert_eq!(msg(&DynTensor::ones(&[4])), "size mismatch, got input (2), mat (2x3), vec (4)");
//! assert_eq!(msg(&DynTensor::ones(&[])),
//!            "both arguments to matmul need to be at least 1D, but they are 2D and 0D");
//! let x = DynTensor::<f32>::ones(&[3]);
//! assert_eq!(
//!     x.try_matmul(&DynTensor::ones(&[4])).unwrap_err().to_string(),
//!     "inconsistent tensor size, expected tensor [3] and src [4] to have the same number of \
//!      elements, but got 3 and 4 elements respectively"
//! );
//! ```
//!
//! As in PyTorch (`should_fold`), an N-d left operand against a 2-d or 1-d right one is folded
//! into one matrix product when it has no elements or when its batch dims and rows can be
//! viewed as one dim without a copy; otherwise the batched path runs, whose inner-size error
//! is ``Expected size for first two dimensions of batch2 tensor to be: [6, 3] but got: [6,
//! 4].`` Only the text depends on it; the values are the same. Batch dims that do not
//! broadcast give the broadcasting error.
//!
//! ```
//! use shaped::prelude::*;
//! let storage = DynTensor::<f32>::zeros(&[2, 5, 8]);
//! let folded = DynTensor::<f32>::zeros(&[2, 5, 4]);
//! let b = DynTensor::<f32>::zeros(&[3, 5]);
//! assert_eq!(
//!     folded.try_matmul(&b).unwrap_err().to_string(),
//!     "mm: mat1 and mat2 shapes cannot be multiplied (10x4 and 3x5)"
//! );
//! // [2, 5, 4] with strides [1, 8, 2]: the batch dim cannot merge into the rows.
//! let strided = storage.as_strided(&[2, 5, 4], &[1, 8, 2], 0);
//! assert_eq!(
//!     strided.try_matmul(&b).unwrap_err().to_string(),
//!     "Expected size for first two dimensions of batch2 tensor to be: [2, 4] but got: [2, 3]."
//! );
//! assert_eq!(
//!     strided.try_matmul(&DynTensor::zeros(&[3])).unwrap_err().to_string(),
//!     "Expected size for first two dimensions of batch2 tensor to be: [2, 4] but got: [2, 3]."
//! );
//! ```
//!
//! Products accept the primitive integers and floats ([`MatElement`](crate::ops::MatElement)).
//! Square-matrix algebra (determinant, inverse, solving) is in
//! [linear algebra](super::linear_algebra).
