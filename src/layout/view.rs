//! `view`/`reshape`: inferring a `-1` size, and expressing a new shape on existing strides.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

#[cfg(feature = "alloc")]
use crate::ShapeError;

/// The sizes a `view`/`reshape` target `shape` means for a tensor of `numel` elements
/// (PyTorch's `infer_size`): at most one `-1`, which is inferred so that the element counts
/// match.
///
/// Errors, as PyTorch checks them: walking the sizes from the left, a second `-1` gives
/// [`ShapeError::MultipleInferred`] and any other negative size [`ShapeError::InvalidDimSize`];
/// then a count that cannot match gives [`ShapeError::InvalidShape`], except that a `-1` next to
/// a size 0 for a tensor with no elements gives [`ShapeError::AmbiguousInfer`] (any size would
/// do). A shape whose non-zero sizes multiply past `isize::MAX` is an
/// [`ShapeError::InvalidShape`] (no tensor has so many elements), even next to a size 0.
///
/// # Errors
///
/// As listed above: [`ShapeError::MultipleInferred`], [`ShapeError::InvalidDimSize`],
/// [`ShapeError::InvalidShape`], [`ShapeError::AmbiguousInfer`].
///
/// ```
/// use shaped::layout::infer_shape;
/// assert_eq!(infer_shape(&[2, -1], 12).unwrap(), vec![2, 6]);
/// assert_eq!(infer_shape(&[0, -1, 4], 0).unwrap_err().to_string(),
///     "cannot reshape tensor of 0 elements into shape [0, -1, 4] because the unspecified dimension size -1 can be any value and is ambiguous");
/// assert_eq!(infer_shape(&[2, 5], 12).unwrap_err().to_string(),
///     "shape '[2, 5]' is invalid for input of size 12");
/// assert_eq!(infer_shape(&[-1, -1], 4).unwrap_err().to_string(),
///     "only one dimension can be inferred");
/// assert_eq!(infer_shape(&[-2, 2], 4).unwrap_err().to_string(),
///     "invalid shape dimension -2 at index 0 of shape [-2, 2]");
/// ```
#[cfg(feature = "alloc")]
pub fn infer_shape(shape: &[isize], numel: usize) -> Result<Vec<usize>, ShapeError> {
    let mut inferred: Option<usize> = None;
    // The product of the non-zero given sizes (`None` on overflow), and whether one is 0.
    let mut product: Option<usize> = Some(1);
    let mut zero = false;
    for (i, &size) in shape.iter().enumerate() {
        if size == -1 {
            if inferred.is_some() {
                return Err(ShapeError::MultipleInferred);
            }
            inferred = Some(i);
        } else if let Ok(size) = usize::try_from(size) {
            if size == 0 {
                zero = true;
            } else {
                product = product.and_then(|p| p.checked_mul(size));
            }
        } else {
            return Err(ShapeError::InvalidDimSize {
                size,
                index: i,
                shape: shape.to_vec(),
            });
        }
    }
    let invalid = || ShapeError::InvalidShape {
        shape: shape.to_vec(),
        numel,
    };
    // A shape whose non-zero sizes multiply past `isize::MAX` cannot exist.
    let product = product
        .filter(|&p| isize::try_from(p).is_ok())
        .ok_or_else(invalid)?;
    let given = if zero { 0 } else { product };
    let fits = numel == given || (inferred.is_some() && given > 0 && numel.is_multiple_of(given));
    if !fits {
        return Err(invalid());
    }
    let mut sizes: Vec<usize> = shape
        .iter()
        .map(|&size| usize::try_from(size).unwrap_or(0))
        .collect();
    if let Some(i) = inferred {
        if given == 0 {
            return Err(ShapeError::AmbiguousInfer {
                shape: shape.to_vec(),
            });
        }
        sizes[i] = numel / given;
    }
    Ok(sizes)
}

/// The strides that show a tensor of sizes `old_sizes` and strides `old_strides` with the sizes
/// `new_sizes` without copying, or `None` when no such strides exist (then `view` fails and
/// `reshape` copies). This is PyTorch's `computeStride`, and gives the same strides:
///
/// - The old dimensions split into chunks of dimensions that are contiguous with each other
///   (`stride[i] == stride[i + 1] * size[i + 1]`; a size-1 dimension never ends a chunk). Each
///   new dimension must lie within one chunk, and the new dimensions must split into the same
///   chunks with the same element counts; a new dimension gets the stride of its position in
///   its chunk. New size-1 dimensions fit anywhere.
/// - A 0-d tensor views as any shape of one element, with all strides 1.
/// - A tensor with no elements views as any shape with no elements: it keeps its strides when
///   the shape is unchanged, and otherwise gets the row-major strides of the new shape (as
///   [`contiguous_strides`](super::contiguous_strides) computes them).
/// - Different element counts (or a count beyond `isize::MAX`) give `None`.
///
/// # Panics
///
/// When `old_strides.len() != old_sizes.len()`.
///
/// ```
/// use shaped::layout::view_strides;
/// // A row-major [2, 3, 4] viewed as [6, 4], then as [2, 12]:
/// assert_eq!(view_strides(&[2, 3, 4], &[12, 4, 1], &[6, 4]), Some(vec![4, 1]));
/// // Its transpose [4, 3, 2] (strides [1, 4, 12]) cannot be flattened:
/// assert_eq!(view_strides(&[4, 3, 2], &[1, 4, 12], &[24]), None);
/// // but splitting a dimension always works:
/// assert_eq!(view_strides(&[4, 6], &[1, 4], &[2, 2, 6]), Some(vec![2, 1, 4]));
/// ```
#[cfg(feature = "alloc")]
pub fn view_strides(
    old_sizes: &[usize],
    old_strides: &[isize],
    new_sizes: &[usize],
) -> Option<Vec<isize>> {
    let mut new_strides = alloc::vec![0isize; new_sizes.len()];
    view_strides_into(old_sizes, old_strides, new_sizes, &mut new_strides)?;
    Some(new_strides)
}

/// [`view_strides`] without allocating: writes the strides into `new_strides` (one per new
/// size) and returns `None` when the view is impossible. Works without the `alloc` feature.
///
/// # Panics
///
/// When `old_strides.len() != old_sizes.len()`, or (for a possible view)
/// `new_strides.len() != new_sizes.len()`.
///
/// ```
/// let mut out = [0isize; 2];
/// assert!(shaped::layout::view_strides_into(&[6], &[1], &[2, 3], &mut out).is_some());
/// assert_eq!(out, [3, 1]);
/// assert!(shaped::layout::view_strides_into(&[2, 3], &[1, 2], &[6, 1], &mut [0; 2]).is_none());
/// ```
pub fn view_strides_into(
    old_sizes: &[usize],
    old_strides: &[isize],
    new_sizes: &[usize],
    new_strides: &mut [isize],
) -> Option<()> {
    assert_eq!(
        old_strides.len(),
        old_sizes.len(),
        "view_strides: one stride per size is needed"
    );
    let numel = super::checked_numel(old_sizes)?;
    if super::checked_numel(new_sizes)? != numel {
        return None;
    }
    assert_eq!(
        new_strides.len(),
        new_sizes.len(),
        "view_strides_into: one output stride per new size is needed"
    );
    if old_sizes.is_empty() {
        new_strides.fill(1);
        return Some(());
    }
    if numel == 0 {
        if old_sizes == new_sizes {
            new_strides.copy_from_slice(old_strides);
        } else {
            super::contiguous_strides_into(new_sizes, new_strides);
        }
        return Some(());
    }
    // Element counts are at most `numel` (every size is non-zero here) and strides fit `isize`,
    // so their products fit `i128` exactly.
    let wide = |size: usize| size as i128;
    // The new dimensions not yet placed are `..pending`.
    let mut pending = new_sizes.len();
    let mut chunk_stride = old_strides[old_sizes.len() - 1] as i128;
    let mut chunk_numel: i128 = 1;
    let mut view_numel: i128 = 1;
    for d in (0..old_sizes.len()).rev() {
        chunk_numel *= wide(old_sizes[d]);
        let chunk_starts_here = d == 0
            || (old_sizes[d - 1] != 1 && old_strides[d - 1] as i128 != chunk_numel * chunk_stride);
        if !chunk_starts_here {
            continue;
        }
        while pending > 0 && (view_numel < chunk_numel || new_sizes[pending - 1] == 1) {
            new_strides[pending - 1] = isize::try_from(view_numel * chunk_stride).ok()?;
            view_numel *= wide(new_sizes[pending - 1]);
            pending -= 1;
        }
        if view_numel != chunk_numel {
            return None;
        }
        if d > 0 {
            chunk_stride = old_strides[d - 1] as i128;
            chunk_numel = 1;
            view_numel = 1;
        }
    }
    (pending == 0).then_some(())
}

/// The layout of `view(shape)` on a tensor of sizes `sizes` and strides `strides`: the target
/// with its `-1` inferred ([`infer_shape`]) and its strides ([`view_strides`]), or
/// [`ShapeError::ViewIncompatible`] when the view would need a copy (use `reshape`).
///
/// # Errors
///
/// [`ShapeError::Overflow`] when `sizes` cannot exist; those of [`infer_shape`]; then
/// [`ShapeError::ViewIncompatible`].
///
/// # Panics
///
/// When `strides.len() != sizes.len()`.
///
/// ```
/// use shaped::layout::view_layout;
/// assert_eq!(view_layout(&[2, 3], &[3, 1], &[-1]).unwrap(), (vec![6], vec![1]));
/// assert_eq!(
///     view_layout(&[3, 2], &[1, 3], &[-1]).unwrap_err().to_string(),
///     "view size is not compatible with input tensor's size and stride (at least one dimension spans across two contiguous subspaces). Use .reshape(...) instead."
/// );
/// ```
#[cfg(feature = "alloc")]
pub fn view_layout(
    sizes: &[usize],
    strides: &[isize],
    shape: &[isize],
) -> Result<(Vec<usize>, Vec<isize>), ShapeError> {
    let numel = super::numel(sizes)?;
    let new_sizes = infer_shape(shape, numel)?;
    let new_strides =
        view_strides(sizes, strides, &new_sizes).ok_or(ShapeError::ViewIncompatible)?;
    Ok((new_sizes, new_strides))
}

/// The sizes and strides after splitting dimension `dim` of a layout into `sizes` (one `-1` is
/// inferred): PyTorch's `unflatten`, which is `view` with the split sizes, so the strides are
/// [`view_strides`]'s (the parts are row-major within the old dimension; a size-1 part takes
/// the stride `view` gives it). Splitting a dimension is always possible without copying.
///
/// # Errors
///
/// [`ShapeError::UnflattenEmpty`] for no sizes; [`ShapeError::UnflattenUnexpected`] wrapping
/// [`ShapeError::MultipleInferred`], [`ShapeError::InvalidDimSize`] (a negative size other than
/// `-1`) or [`ShapeError::AmbiguousInfer`] (a `-1` beside a 0 on a dimension of size 0), as
/// PyTorch prints these three after `unflatten got an unexpected error:`;
/// [`ShapeError::UnflattenMismatch`] when the sizes do not multiply to the dimension's size;
/// [`ShapeError::Overflow`] when `dims`, or the result (huge parts of an empty dimension beside
/// other dimensions), cannot exist.
///
/// # Panics
///
/// When `dim` is not a dimension of `dims` or `strides` has another length.
///
/// ```
/// use shaped::layout::unflatten_layout;
/// assert_eq!(unflatten_layout(&[2, 6], &[6, 1], 1, &[3, -1]).unwrap(), (vec![2, 3, 2], vec![6, 2, 1]));
/// assert_eq!(unflatten_layout(&[2, 6], &[1, 2], 1, &[-1, 3]).unwrap(), (vec![2, 2, 3], vec![1, 6, 2]));
/// // torch 2.15.0: a narrowed [2, 3, 2] (strides [12, 4, 1]) unflattened at 1 into (3, 1)
/// assert_eq!(unflatten_layout(&[2, 3, 2], &[12, 4, 1], 1, &[3, 1]).unwrap().1, vec![12, 4, 2, 1]);
/// assert_eq!(
///     unflatten_layout(&[6], &[1], 0, &[-1, -1]).unwrap_err().to_string(),
///     "unflatten got an unexpected error:\nonly one dimension can be inferred"
/// );
/// ```
#[cfg(feature = "alloc")]
pub fn unflatten_layout(
    dims: &[usize],
    strides: &[isize],
    dim: usize,
    sizes: &[isize],
) -> Result<(Vec<usize>, Vec<isize>), ShapeError> {
    assert_eq!(dims.len(), strides.len(), "one stride per size is needed");
    if sizes.is_empty() {
        return Err(ShapeError::UnflattenEmpty);
    }
    super::numel(dims)?;
    let size = dims[dim];
    let parts = match infer_shape(sizes, size) {
        Ok(s) => s,
        Err(ShapeError::InvalidShape { .. }) => {
            return Err(ShapeError::UnflattenMismatch {
                sizes: sizes.to_vec(),
                dim,
                size,
            });
        }
        // PyTorch reports the inference errors wrapped.
        Err(
            e @ (ShapeError::MultipleInferred
            | ShapeError::InvalidDimSize { .. }
            | ShapeError::AmbiguousInfer { .. }),
        ) => return Err(ShapeError::UnflattenUnexpected(alloc::boxed::Box::new(e))),
        Err(e) => return Err(e),
    };
    let mut out_dims = dims[..dim].to_vec();
    out_dims.extend_from_slice(&parts);
    out_dims.extend_from_slice(&dims[dim + 1..]);
    // The new shape must exist: with a 0 elsewhere, the parts of an empty dim may be huge.
    super::numel(&out_dims)?;
    // A split always views (each part lies within the old dimension's chunk).
    let out_strides = view_strides(dims, strides, &out_dims).ok_or(ShapeError::ViewIncompatible)?;
    Ok((out_dims, out_strides))
}
