//! Random programs with hostile arguments, run against the library and checked against the
//! reference model: a constructor with sizes up to `usize::MAX`, then a chain of view ops with
//! dims, indices and sizes taken from tables of extreme values, and at each step element-wise
//! and in-place ops (division and remainder by zero, `MIN / -1`) and `get`.
//!
//! A program is decoded from bytes, so the fuzz target (`fuzz/`) and the property test
//! (`tests/all/hostile_proptest.rs`) share it. `run` returns `Err` with a description when the
//! library disagrees with the reference (a different result, or an error text that is not the
//! one the rules give); a panic inside the library propagates (a crash for the fuzzer, a
//! failure for proptest).

use shaped::prelude::*;
use shaped::tensor::{Heap, View};

use super::reduce::{ref_fold, ref_reduced_dims, ref_reduced_sizes};
use super::{Model, Op, TRACK_LIMIT, ref_broadcast, ref_inplace, ref_pairs, row_major_strides};

type DynV<'a> = TensorBase<i64, DynShape, View<'a, Heap>>;

/// Sizes: small ones, and the extremes around `2^31`, `2^61`, `2^62`, `isize::MAX`, `usize::MAX`.
pub const SIZES: [usize; 14] = [
    0,
    1,
    2,
    3,
    4,
    5,
    1 << 31,
    1 << 32,
    1 << 61,
    3 << 61,
    1 << 62,
    isize::MAX as usize,
    isize::MAX as usize + 1,
    usize::MAX,
];
/// Dims and indices: small ones, negative ones, and the extremes.
pub const INDICES: [isize; 12] = [
    0,
    1,
    2,
    3,
    -1,
    -2,
    -3,
    4,
    isize::MAX,
    isize::MIN,
    1 << 62,
    -(1 << 62),
];
/// Element values: zero divisors, `-1`, and the extremes.
pub const VALUES: [i64; 9] = [0, 1, -1, 2, -2, 7, -7, i64::MIN, i64::MAX];

/// The program's bytes, read one at a time (zeros once exhausted).
pub struct Bytes<'a> {
    data: &'a [u8],
    pos: usize,
}

impl<'a> Bytes<'a> {
    pub fn new(data: &'a [u8]) -> Self {
        Bytes { data, pos: 0 }
    }
    pub fn byte(&mut self) -> u8 {
        let b = self.data.get(self.pos).copied().unwrap_or(0);
        self.pos += 1;
        b
    }
    pub fn done(&self) -> bool {
        self.pos >= self.data.len()
    }
    pub fn pick<T: Copy>(&mut self, table: &[T]) -> T {
        table[self.byte() as usize % table.len()]
    }
    /// Mostly a small size, sometimes an extreme one.
    fn size(&mut self) -> usize {
        if self.byte().is_multiple_of(4) {
            self.pick(&SIZES)
        } else {
            self.byte() as usize % 4
        }
    }
    /// Mostly a small dim or index, sometimes an extreme one.
    fn index(&mut self) -> isize {
        if self.byte().is_multiple_of(4) {
            self.pick(&INDICES)
        } else {
            self.byte() as isize % 4 - 1
        }
    }
}

/// The product of the non-zero sizes, exactly (saturating far beyond `isize::MAX`).
fn nonzero_count(sizes: &[usize]) -> u128 {
    sizes
        .iter()
        .filter(|&&d| d != 0)
        .fold(1u128, |p, &d| p.saturating_mul(d as u128))
}

fn count(sizes: &[usize]) -> u128 {
    if sizes.contains(&0) {
        0
    } else {
        nonzero_count(sizes)
    }
}

const IMAX: i128 = isize::MAX as i128;

fn overflow(sizes: &[impl core::fmt::Debug]) -> String {
    format!("Storage size calculation overflowed with sizes={sizes:?}")
}

fn wrap(dim: isize, rank: usize) -> Result<usize, String> {
    let n = rank.max(1) as i128;
    let d = dim as i128;
    if d < -n || d > n - 1 {
        return Err(format!(
            "Dimension out of range (expected to be in range of [{}, {}], but got {dim})",
            -n,
            n - 1
        ));
    }
    Ok(if d < 0 { (d + n) as usize } else { d as usize })
}

fn check<T: PartialEq + core::fmt::Debug>(what: &str, got: T, want: T) -> Result<(), String> {
    if got == want {
        Ok(())
    } else {
        Err(format!("{what}: got {got:?}, want {want:?}"))
    }
}

/// Compares a library result with the reference: the same error text, or both `Ok`.
fn same_outcome<T, U>(
    what: &str,
    got: &Result<T, shaped::ShapeError>,
    want: &Result<U, String>,
) -> Result<bool, String> {
    match (got, want) {
        (Ok(_), Ok(_)) => Ok(true),
        (Err(e), Err(w)) => check(what, e.to_string(), w.clone()).map(|()| false),
        (Ok(_), Err(w)) => Err(format!("{what}: got Ok, want the error {w:?}")),
        (Err(e), Ok(_)) => Err(format!(
            "{what}: got the error {:?}, want Ok",
            e.to_string()
        )),
    }
}

/// Runs the program `data`; `Err` describes the first disagreement with the reference.
pub fn run(data: &[u8]) -> Result<(), String> {
    let mut b = Bytes::new(data);
    let dims: Vec<usize> = if b.byte().is_multiple_of(16) {
        vec![1; 33]
    } else {
        let rank = b.byte() as usize % 5;
        (0..rank).map(|_| b.size()).collect()
    };
    check_constructors(&dims)?;
    if dims.len() > 32 || nonzero_count(&dims) > IMAX as u128 {
        return Ok(());
    }
    let n = count(&dims);
    let seed = b.byte() as usize;
    if n <= TRACK_LIMIT as u128 {
        let values: Vec<i64> = (0..n as usize)
            .map(|i| {
                if (i + seed).is_multiple_of(3) {
                    VALUES[(i + seed) % VALUES.len()]
                } else {
                    i as i64
                }
            })
            .collect();
        let owner = DynTensor::from_vec(values.clone(), &dims).map_err(|e| e.to_string())?;
        let model = Model::row_major_of(&dims, values);
        chain(&owner.view(), &model, &mut b, 8)
    } else {
        // Too many elements to hold: a scalar expanded to the sizes (a view, no copy).
        let owner = DynTensor::scalar(VALUES[seed % VALUES.len()]);
        let target: Vec<isize> = dims.iter().map(|&d| d as isize).collect();
        let view = owner
            .try_expand(&target)
            .map_err(|e| format!("expand: {e}"))?;
        let model = Model {
            sizes: dims.clone(),
            strides: vec![0; dims.len()],
            offset: 0,
            values: Vec::new(),
            tracked: false,
        };
        chain(&view, &model, &mut b, 8)
    }
}

/// `from_vec` with no data and `try_zeros` on hostile sizes.
fn check_constructors(dims: &[usize]) -> Result<(), String> {
    let too_large = nonzero_count(dims) > IMAX as u128;
    let want: Result<(), String> = if dims.len() > 32 {
        Err(format!(
            "tensors with more than 32 dimensions are not supported (got {})",
            dims.len()
        ))
    } else if too_large {
        Err(overflow(dims))
    } else if count(dims) != 0 {
        Err(format!("shape '{dims:?}' is invalid for input of size 0"))
    } else {
        Ok(())
    };
    same_outcome(
        "from_vec(vec![], dims)",
        &DynTensor::<i64>::from_vec(vec![], dims),
        &want,
    )?;
    let bytes = count(dims).saturating_mul(8);
    let want: Result<(), String> = if dims.len() > 32 {
        Err(format!(
            "tensors with more than 32 dimensions are not supported (got {})",
            dims.len()
        ))
    } else if too_large || bytes > usize::MAX as u128 {
        Err(overflow(dims))
    } else if bytes > IMAX as u128 {
        Err(format!(
            "DefaultCPUAllocator: can't allocate memory: you tried to allocate {bytes} bytes."
        ))
    } else if count(dims) <= TRACK_LIMIT as u128 {
        Ok(())
    } else {
        return Ok(()); // whether it fits depends on the machine
    };
    let got = DynTensor::<i64>::try_zeros(dims);
    if same_outcome("try_zeros(dims)", &got, &want)? {
        let t = got.unwrap();
        check(
            "try_zeros values",
            t.to_vec(),
            vec![0; count(dims) as usize],
        )?;
    }
    Ok(())
}

/// Compares a view with the model: geometry always, values when tracked.
fn compare(what: &str, view: &DynV<'_>, model: &Model) -> Result<(), String> {
    check(&format!("{what}: shape"), view.shape(), &model.sizes[..])?;
    check(
        &format!("{what}: stride"),
        view.stride(),
        &model.strides[..],
    )?;
    check(
        &format!("{what}: offset"),
        view.storage_offset(),
        model.offset,
    )?;
    if model.tracked {
        check(
            &format!("{what}: values"),
            view.to_vec(),
            model.values.clone(),
        )?;
    }
    Ok(())
}

/// A view op with hostile arguments: the op, and the reference's answer.
fn chain(view: &DynV<'_>, model: &Model, b: &mut Bytes<'_>, depth: usize) -> Result<(), String> {
    compare("view", view, model)?;
    check_get(view, model, b)?;
    if model.tracked && b.byte().is_multiple_of(2) {
        check_elementwise(view, model, b)?;
    }
    if model.tracked && b.byte().is_multiple_of(4) {
        check_reductions(view, model, b)?;
    }
    // Joins, division by an expanded divisor and printing, on every view (huge expanded ones
    // included): each must answer in time bounded by its result, never by the sizes.
    match b.byte() % 4 {
        0 => check_joins(view, model, b)?,
        1 => check_expanded_divisor(view, model, b)?,
        2 => check_printing(view, model)?,
        _ => {}
    }
    if depth == 0 || b.done() {
        return Ok(());
    }
    let rank = model.sizes.len();
    let (sz, st) = (&model.sizes, &model.strides);
    let kind = b.byte() % 13;
    let (name, got, want): (
        String,
        Result<DynV<'_>, shaped::ShapeError>,
        Result<Op, String>,
    ) = match kind {
        0 => {
            let (dim, start, len) = (b.index(), b.index(), b.size());
            let want = if rank == 0 {
                Err("narrow() cannot be applied to a 0-dim tensor.".to_string())
            } else {
                wrap(dim, rank).and_then(|d| {
                    // PyTorch: a start in [-size, size], negative ones counted from the end.
                    let size = sz[d] as i128;
                    let given = start as i128;
                    if given < -size || given > size {
                        return Err(format!(
                            "start out of range (expected to be in range of [-{size}, {size}], but got {start})"
                        ));
                    }
                    let from = if given < 0 { given + size } else { given } as usize;
                    if from as u128 + len as u128 > sz[d] as u128 {
                        Err(format!(
                            "start ({from}) + length ({len}) exceeds dimension size ({}).",
                            sz[d]
                        ))
                    } else {
                        let at = model.offset as i128 + from as i128 * st[d] as i128;
                        if (0..=IMAX).contains(&at) {
                            Ok(Op::Narrow(d, from, len))
                        } else {
                            Err(format!(
                                "storage offset {} + {from} * {} of the view does not fit isize",
                                model.offset, st[d]
                            ))
                        }
                    }
                })
            };
            (
                format!("narrow({dim}, {start}, {len})"),
                view.try_narrow(dim, start, len),
                want,
            )
        }
        1 => {
            let (dim, index) = (b.index(), b.index());
            let want = if rank == 0 {
                Err("select() cannot be applied to a 0-dim tensor.".to_string())
            } else {
                wrap(dim, rank).and_then(|d| {
                        let size = sz[d] as i128;
                        let i = index as i128;
                        if i < -size || i >= size {
                            return Err(format!(
                                "select(): index {index} out of range for tensor of size {sz:?} at dimension {d}"
                            ));
                        }
                        let i = if i < 0 { i + size } else { i };
                        let at = model.offset as i128 + i * st[d] as i128;
                        if (0..=IMAX).contains(&at) {
                            Ok(Op::Select(d, i as usize))
                        } else {
                            Err(format!(
                                "storage offset {} + {i} * {} of the view does not fit isize",
                                model.offset, st[d]
                            ))
                        }
                    })
            };
            (
                format!("select({dim}, {index})"),
                view.try_select(dim, index),
                want,
            )
        }
        2 => {
            let dim = b.index();
            let want = wrap(dim, rank + 1).and_then(|d| {
                if rank + 1 > 32 {
                    return Err(
                        "tensors with more than 32 dimensions are not supported (got 33)"
                            .to_string(),
                    );
                }
                if d < rank && !(-IMAX..=IMAX).contains(&(sz[d] as i128 * st[d] as i128)) {
                    return Err(format!(
                        "stride {} * {} of the new dimension does not fit isize",
                        sz[d], st[d]
                    ));
                }
                Ok(Op::Unsqueeze(d))
            });
            (format!("unsqueeze({dim})"), view.try_unsqueeze(dim), want)
        }
        3 => {
            let (d0, d1) = (b.index(), b.index());
            let want = wrap(d0, rank)
                .and_then(|a| Ok((a, wrap(d1, rank)?)))
                .map(|(a, c)| {
                    if rank == 0 {
                        Op::Permute(vec![])
                    } else {
                        Op::Transpose(a, c)
                    }
                });
            (
                format!("transpose({d0}, {d1})"),
                view.try_transpose(d0, d1),
                want,
            )
        }
        4 => {
            let target = expand_target(model, b);
            let want = ref_expand(model, &target);
            (
                format!("expand({target:?})"),
                view.try_expand(&target),
                want,
            )
        }
        5 => {
            let dim = b.index();
            let want = wrap(dim, rank).map(|d| {
                if rank == 0 {
                    Op::Permute(vec![])
                } else {
                    Op::SqueezeDim(d)
                }
            });
            (
                format!("squeeze_dim({dim})"),
                view.try_squeeze_dim(dim),
                want,
            )
        }
        6 => {
            // The permutation from bytes: sometimes too short, repeated or out of range.
            let len = if b.byte().is_multiple_of(8) {
                b.byte() as usize % 4
            } else {
                rank
            };
            let order: Vec<isize> = (0..len)
                .map(|k| {
                    if b.byte().is_multiple_of(6) {
                        b.index()
                    } else {
                        ((k + b.byte() as usize % 2) % rank.max(1)) as isize
                    }
                })
                .collect();
            let want = ref_permute(rank, &order);
            (
                format!("permute({order:?})"),
                view.try_permute(&order),
                want,
            )
        }
        7 => {
            // `broadcast_to` is `expand` under NumPy's name, `-1` included.
            let target: Vec<isize> = expand_target(model, b);
            let want = ref_expand(model, &target);
            (
                format!("broadcast_to({target:?})"),
                view.try_broadcast_to(&target),
                want,
            )
        }
        9 => return check_view_shape(view, model, b),
        11 => {
            // movedim with hostile dims; a 0-d tensor accepts 0 and -1 and stays as it is.
            let (src, dst) = (b.index(), b.index());
            let want = wrap(src, rank).and_then(|s| {
                wrap(dst, rank).map(|d| {
                    if rank == 0 {
                        Op::Permute(vec![])
                    } else {
                        Op::MoveDim(s, d)
                    }
                })
            });
            (
                format!("movedim({src}, {dst})"),
                view.try_movedim(src, dst),
                want,
            )
        }
        12 => {
            // unflatten with hostile dims and sizes (`-1`s, negatives, extremes).
            let dim = b.index();
            let sizes: Vec<isize> = (0..b.byte() as usize % 4)
                .map(|_| match b.byte() % 4 {
                    0 => b.index(),
                    1 => -1,
                    _ => b.size().min(isize::MAX as usize) as isize,
                })
                .collect();
            let want = if rank == 0 {
                Err(format!(
                    "Dimension specified as {dim} but tensor has no dimensions"
                ))
            } else {
                wrap(dim, rank).and_then(|d| {
                    if sizes.is_empty() {
                        return Err("unflatten: sizes must be non-empty".to_string());
                    }
                    match ref_infer(&sizes, sz[d] as u128) {
                        Ok(parts) => {
                            let mut full = sz[..d].to_vec();
                            full.extend_from_slice(&parts);
                            full.extend_from_slice(&sz[d + 1..]);
                            // a shape that cannot exist is refused where it would be created
                            if nonzero_count(&full) > IMAX as u128 {
                                Err(overflow(&full))
                            } else {
                                Ok(Op::Unflatten(d, parts))
                            }
                        }
                        Err(text) if text.starts_with("shape '") => Err(format!(
                            "unflatten: Provided sizes {sizes:?} don't multiply up to the size of dim {d} ({}) in the input tensor",
                            sz[d]
                        )),
                        // torch 2.15 wraps the other inference errors
                        Err(text) => Err(format!("unflatten got an unexpected error:\n{text}")),
                    }
                })
            };
            (
                format!("unflatten({dim}, {sizes:?})"),
                view.try_unflatten(dim, &sizes),
                want,
            )
        }
        _ => {
            if model.tracked {
                // reshape(-1): a view or a copy, with the values in order.
                let r = view
                    .try_reshape(&[-1])
                    .map_err(|e| format!("reshape: {e}"))?;
                let flat = model.apply(&Op::Flatten);
                let rv = r.view();
                check("reshape(-1): shape", rv.shape(), &flat.sizes[..])?;
                check("reshape(-1): values", rv.to_vec(), flat.values.clone())?;
            }
            return Ok(());
        }
    };
    if same_outcome(&name, &got, &want)? {
        let next = model.apply(&want.unwrap());
        let out = got.unwrap();
        compare(&name, &out, &next).map_err(|e| format!("after {name}: {e}"))?;
        chain(&out, &next, b, depth - 1).map_err(|e| format!("{name} -> {e}"))
    } else {
        chain(view, model, b, depth - 1)
    }
}

/// An expand target for the model: 0 to 2 new leading dims, then for each dim `-1`, its size,
/// or (for a size-1 dim, sometimes any dim) a size from the tables, sometimes negative.
fn expand_target(model: &Model, b: &mut Bytes<'_>) -> Vec<isize> {
    let new = b.byte() as usize % 3;
    let mut target: Vec<isize> = (0..new)
        .map(|_| match b.byte() % 6 {
            0 => -1,
            1 => b.index(),
            _ => b.size().min(isize::MAX as usize) as isize,
        })
        .collect();
    for &d in &model.sizes {
        target.push(match b.byte() % 6 {
            0 => -1,
            1 | 2 if d == 1 => b.size().min(isize::MAX as usize) as isize,
            3 if b.byte().is_multiple_of(4) => b.index(),
            _ => d as isize,
        });
    }
    target
}

/// PyTorch's `expand` rule in its own words, walking from the last dim.
fn ref_expand(model: &Model, target: &[isize]) -> Result<Op, String> {
    let (sz, st) = (&model.sizes, &model.strides);
    if target.len() > 32 {
        return Err(format!(
            "tensors with more than 32 dimensions are not supported (got {})",
            target.len()
        ));
    }
    if target.len() < sz.len() {
        return Err(format!(
            "the number of sizes provided ({}) must be greater or equal to the number of dimensions in the tensor ({})",
            target.len(),
            sz.len()
        ));
    }
    let lead = target.len() - sz.len();
    let mut sizes = vec![0usize; target.len()];
    let mut strides = vec![0i128; target.len()];
    let mut negative = None;
    for i in (0..target.len()).rev() {
        let (size, stride) = if i >= lead {
            (sz[i - lead], st[i - lead] as i128)
        } else if i + 1 < target.len() {
            let extent = sizes[i + 1] as i128 * strides[i + 1];
            if !(-IMAX..=IMAX).contains(&extent) {
                return Err(format!(
                    "stride {} * {} of the new dimension does not fit isize",
                    sizes[i + 1],
                    strides[i + 1]
                ));
            }
            (1, extent)
        } else {
            (1, 0)
        };
        let mut wanted = target[i] as i128;
        if wanted == -1 {
            if i < lead {
                return Err(format!(
                    "The expanded size of the tensor (-1) isn't allowed in a leading, non-existing dimension {i}"
                ));
            }
            wanted = size as i128;
        }
        let (s, t) = if wanted >= 0 && wanted == size as i128 {
            (size, stride)
        } else if size != 1 {
            return Err(format!(
                "The expanded size of the tensor ({wanted}) must match the existing size ({size}) at non-singleton dimension {i}.  Target sizes: {target:?}.  Tensor sizes: {sz:?}"
            ));
        } else if wanted >= 0 {
            (wanted as usize, 0)
        } else {
            negative = Some(wanted);
            (0, 0)
        };
        sizes[i] = s;
        strides[i] = t;
    }
    if negative.is_some() {
        // torch reads the negative size as a huge count and fails its element-count check.
        return Err("numel: integer multiplication overflow".to_string());
    }
    if nonzero_count(&sizes) > IMAX as u128 {
        return Err(overflow(&sizes));
    }
    Ok(Op::ExpandTo(sizes))
}

fn ref_permute(rank: usize, order: &[isize]) -> Result<Op, String> {
    if order.len() != rank {
        return Err(format!(
            "permute(sparse_coo): number of dimensions in the tensor input does not match the length of the desired ordering of dimensions i.e. input.dim() = {rank} is not equal to len(dims) = {}",
            order.len()
        ));
    }
    let mut seen = vec![false; rank];
    let mut out = Vec::new();
    for &d in order {
        let k = wrap(d, rank)?;
        if core::mem::replace(&mut seen[k], true) {
            return Err("permute(): duplicate dims are not allowed.".to_string());
        }
        out.push(k);
    }
    Ok(Op::Permute(out))
}

/// `get` at an index from the bytes (sometimes of the wrong length, sometimes extreme).
fn check_get(view: &DynV<'_>, model: &Model, b: &mut Bytes<'_>) -> Result<(), String> {
    let rank = model.sizes.len();
    let len = if b.byte().is_multiple_of(8) {
        b.byte() as usize % 4
    } else {
        rank
    };
    let ix: Vec<usize> = (0..len)
        .map(|k| match b.byte() % 4 {
            0 => b.pick(&SIZES),
            1 => model.sizes.get(k).map_or(0, |&d| d.saturating_sub(1)),
            _ => b.byte() as usize % 3,
        })
        .collect();
    let in_range = ix.len() == rank && ix.iter().zip(&model.sizes).all(|(i, d)| i < d);
    let got = view.get(&ix).copied();
    if model.tracked {
        check(&format!("get({ix:?})"), got, model.at(&ix))
    } else {
        check(&format!("get({ix:?}) is some"), got.is_some(), in_range)
    }
}

/// Reductions of the view along hostile dims (extreme, negative, out of range, repeated), with
/// and without keepdim, against the reference folds: sums and products wrap, `amax`/`amin`
/// refuse an empty dim with PyTorch's text. (Integer folds do not depend on the order, so the
/// values must be equal whatever order the kernel visits memory in.)
fn check_reductions(view: &DynV<'_>, model: &Model, b: &mut Bytes<'_>) -> Result<(), String> {
    let dims: Vec<isize> = (0..b.byte() % 4)
        .map(|_| match b.byte() % 3 {
            0 => b.index(),
            _ => b.byte() as isize % 5 - 2,
        })
        .collect();
    let keepdim = b.byte().is_multiple_of(2);
    let (sz, vals) = (&model.sizes, &model.values);
    if let Ok(mask) = ref_reduced_dims(sz.len(), &dims) {
        // An empty view can have a result too large to hold ([0, 2^62] summed along dim 0).
        if count(&ref_reduced_sizes(sz, &mask, keepdim)) > TRACK_LIMIT as u128 {
            return Ok(());
        }
    }
    let got = |r: Result<DynTensor<i64>, shaped::ShapeError>| {
        r.map(|t| (t.shape().to_vec(), t.to_vec()))
            .map_err(|e| e.to_string())
    };
    let what = |op: &str| format!("{op}_dims({dims:?}, {keepdim})");
    check(
        &what("sum"),
        got(view.try_sum_dims(&dims, keepdim)),
        ref_fold(sz, vals, &dims, keepdim, None, 0, i64::wrapping_add),
    )?;
    check(
        &what("prod"),
        got(view.try_prod_dims(&dims, keepdim)),
        ref_fold(sz, vals, &dims, keepdim, None, 1, i64::wrapping_mul),
    )?;
    check(
        &what("amax"),
        got(view.try_amax_dims(&dims, keepdim)),
        ref_fold(sz, vals, &dims, keepdim, Some("amax"), i64::MIN, i64::max),
    )?;
    check(
        &what("amin"),
        got(view.try_amin_dims(&dims, keepdim)),
        ref_fold(sz, vals, &dims, keepdim, Some("amin"), i64::MAX, i64::min),
    )
}

#[derive(Clone, Copy, Debug)]
enum Arith {
    Add,
    Sub,
    Mul,
    Div,
    Rem,
}

/// The reference's element operation: `None` for a zero divisor, or for an overflow in `+ - *`
/// (debug builds panic there: see the note in the fuzz README).
fn ref_op(op: Arith, x: i64, y: i64) -> Option<i64> {
    match op {
        Arith::Add => x.checked_add(y),
        Arith::Sub => x.checked_sub(y),
        Arith::Mul => x.checked_mul(y),
        Arith::Div if y == 0 => None,
        Arith::Div => Some(x.wrapping_div(y)),
        Arith::Rem if y == 0 => None,
        Arith::Rem => {
            let r = x.wrapping_rem(y);
            Some(if r != 0 && ((r < 0) != (y < 0)) {
                r + y
            } else {
                r
            })
        }
    }
}

/// Out-of-place and in-place arithmetic between the view and a small operand from the bytes.
fn check_elementwise(view: &DynV<'_>, model: &Model, b: &mut Bytes<'_>) -> Result<(), String> {
    let op = [Arith::Add, Arith::Sub, Arith::Mul, Arith::Div, Arith::Rem][b.byte() as usize % 5];
    // The operand's shape: a suffix of the view's, some dims set to 1, sometimes one changed.
    let drop = b.byte() as usize % (model.sizes.len() + 1);
    let mut shape: Vec<usize> = model.sizes[drop..].to_vec();
    for d in shape.iter_mut() {
        match b.byte() % 8 {
            0 | 1 => *d = 1,
            2 => *d = b.byte() as usize % 4,
            _ => {}
        }
    }
    if b.byte().is_multiple_of(8) {
        shape.insert(0, 1 + b.byte() as usize % 2);
    }
    if count(&shape) > TRACK_LIMIT as u128 || nonzero_count(&shape) > IMAX as u128 {
        return Ok(()); // too large to hold, or to exist (the constructors' case)
    }
    let values: Vec<i64> = (0..count(&shape) as usize)
        .map(|_| {
            if b.byte().is_multiple_of(3) {
                b.pick(&VALUES)
            } else {
                b.byte() as i64 % 5 - 2
            }
        })
        .collect();
    let other = DynTensor::from_vec(values.clone(), &shape).map_err(|e| e.to_string())?;

    // Out of place.
    let want: Result<Vec<i64>, String> = ref_broadcast(&model.sizes, &shape).and_then(|out| {
        if nonzero_count(&out) > IMAX as u128 {
            return Err(overflow(&out)); // a result that cannot exist
        }
        if count(&out) > TRACK_LIMIT as u128 {
            return Err(String::new()); // too large to check: skipped below
        }
        ref_pairs(&model.sizes, &shape, &out)
            .iter()
            .map(|&(i, j)| ref_op(op, model.values[i], values[j]).ok_or(()))
            .collect::<Result<Vec<i64>, ()>>()
            .map_err(|()| match op {
                Arith::Div | Arith::Rem => "ZeroDivisionError".to_string(),
                _ => String::new(), // an overflow of + - *: skipped
            })
    });
    if want.as_ref().err().is_none_or(|e| !e.is_empty()) {
        let got = match op {
            Arith::Add => view.try_add(&other),
            Arith::Sub => view.try_sub(&other),
            Arith::Mul => view.try_mul(&other),
            Arith::Div => view.try_div(&other),
            Arith::Rem => view.try_rem(&other),
        };
        let what = format!("try_{op:?}({shape:?}, {values:?})");
        if same_outcome(&what, &got, &want)? {
            let t = got.unwrap();
            let out = ref_broadcast(&model.sizes, &shape).unwrap();
            check(
                &format!("{what}: stride"),
                t.stride(),
                &row_major_strides(&out)[..],
            )?;
            check(&format!("{what}: values"), t.to_vec(), want.unwrap())?;
        }
    }

    // In place, into a copy of the view: the destination is unchanged on error.
    let mut dest =
        DynTensor::from_vec(model.values.clone(), &model.sizes).map_err(|e| e.to_string())?;
    let want: Result<Vec<i64>, String> = ref_inplace(&model.sizes, &shape).and_then(|()| {
        ref_pairs(&model.sizes, &shape, &model.sizes)
            .iter()
            .map(|&(i, j)| ref_op(op, model.values[i], values[j]).ok_or(()))
            .collect::<Result<Vec<i64>, ()>>()
            .map_err(|()| match op {
                Arith::Div | Arith::Rem => "ZeroDivisionError".to_string(),
                _ => String::new(),
            })
    });
    if want.as_ref().err().is_some_and(|e| e.is_empty()) {
        return Ok(());
    }
    let got = match op {
        Arith::Add => dest.try_add_assign(&other),
        Arith::Sub => dest.try_sub_assign(&other),
        Arith::Mul => dest.try_mul_assign(&other),
        Arith::Div => dest.try_div_assign(&other),
        Arith::Rem => dest.try_rem_assign(&other),
    };
    let what = format!("try_{op:?}_assign({shape:?}, {values:?})");
    if same_outcome(&what, &got, &want)? {
        check(&format!("{what}: values"), dest.to_vec(), want.unwrap())
    } else {
        check(
            &format!("{what}: destination after the error"),
            dest.to_vec(),
            model.values.clone(),
        )
    }
}

/// PyTorch's `infer_size` in its own words: the sizes a `view`/`reshape` target means for
/// `numel` elements, or the error text.
fn ref_infer(shape: &[isize], numel: u128) -> Result<Vec<usize>, String> {
    let mut inferred = None;
    for (i, &d) in shape.iter().enumerate() {
        if d == -1 {
            if inferred.is_some() {
                return Err("only one dimension can be inferred".to_string());
            }
            inferred = Some(i);
        } else if d < 0 {
            return Err(format!(
                "invalid shape dimension {d} at index {i} of shape {shape:?}"
            ));
        }
    }
    let invalid = || format!("shape '{shape:?}' is invalid for input of size {numel}");
    let given: Vec<usize> = shape
        .iter()
        .filter(|&&d| d >= 0)
        .map(|&d| d as usize)
        .collect();
    if nonzero_count(&given) > IMAX as u128 {
        return Err(invalid());
    }
    let product = count(&given);
    let fits =
        numel == product || (inferred.is_some() && product > 0 && numel.is_multiple_of(product));
    if !fits {
        return Err(invalid());
    }
    let mut sizes: Vec<usize> = shape.iter().map(|&d| d.max(0) as usize).collect();
    if let Some(i) = inferred {
        if product == 0 {
            return Err(format!(
                "cannot reshape tensor of 0 elements into shape {shape:?} because the unspecified dimension size -1 can be any value and is ambiguous"
            ));
        }
        sizes[i] = (numel / product) as usize;
    }
    Ok(sizes)
}

/// `view_shape` and `reshape` to a target from the bytes: `-1`s, the model's sizes, extremes.
fn check_view_shape(view: &DynV<'_>, model: &Model, b: &mut Bytes<'_>) -> Result<(), String> {
    let len = b.byte() as usize % 4;
    let n = model.count();
    let target: Vec<isize> = (0..len)
        .map(|k| match b.byte() % 6 {
            0 => -1,
            1 => b.index(),
            2 => b.size().min(isize::MAX as usize) as isize,
            3 => n as isize,
            _ => model.sizes.get(k).map_or(1, |&d| d as isize),
        })
        .collect();
    let want = ref_infer(&target, n);
    let name = format!("view_shape({target:?})");
    let got = view.try_view_shape(&target);
    match (&got, &want) {
        (Ok(v), Ok(sizes)) => {
            check(&format!("{name}: shape"), v.shape(), &sizes[..])?;
            if model.tracked {
                check(&format!("{name}: values"), v.to_vec(), model.values.clone())?;
            }
        }
        (Err(shaped::ShapeError::ViewIncompatible), Ok(_)) => {
            // A contiguous layout always views; only a strided one may need a copy.
            check(
                &format!("{name}: refused on a contiguous layout"),
                model.contiguous(),
                false,
            )?;
        }
        _ => {
            same_outcome(&name, &got, &want)?;
        }
    }
    if model.tracked {
        let name = format!("reshape({target:?})");
        let got = view.try_reshape(&target);
        if same_outcome(&name, &got, &want)? {
            let r = got.unwrap();
            let rv = r.view();
            check(&format!("{name}: shape"), rv.shape(), &want.unwrap()[..])?;
            check(
                &format!("{name}: values"),
                rv.to_vec(),
                model.values.clone(),
            )?;
        }
    }
    Ok(())
}

/// The reference outcome of building a result of `sizes` of `i64`: the error text when its
/// count or bytes cannot exist or be allocated, `Ok(true)` when it can be checked here (at
/// most `TRACK_LIMIT` elements), `Ok(false)` when allocating it depends on the machine.
fn ref_result(sizes: &[usize]) -> Result<bool, String> {
    if nonzero_count(sizes) > IMAX as u128 {
        return Err(overflow(sizes));
    }
    let n = count(sizes);
    let bytes = n * 8;
    if bytes > usize::MAX as u128 {
        return Err(overflow(sizes));
    }
    if bytes > IMAX as u128 {
        return Err(format!(
            "DefaultCPUAllocator: can't allocate memory: you tried to allocate {bytes} bytes."
        ));
    }
    Ok(n <= TRACK_LIMIT as u128)
}

/// Compares a library result with the reference outcome of [`ref_result`] and, when both hold a
/// tensor, its shape and (for tracked results) its values.
fn check_result(
    what: &str,
    got: Result<DynTensor<i64>, shaped::ShapeError>,
    want: Result<(Vec<usize>, Option<Vec<i64>>), String>,
) -> Result<(), String> {
    match (got, want) {
        (Ok(t), Ok((sizes, values))) => {
            check(&format!("{what}: shape"), t.shape(), &sizes[..])?;
            if let Some(v) = values {
                check(&format!("{what}: values"), t.to_vec(), v)?;
            }
            Ok(())
        }
        (Err(e), Err(w)) => check(what, e.to_string(), w),
        (Ok(t), Err(w)) => Err(format!("{what}: got {:?}, want the error {w:?}", t.shape())),
        (Err(e), Ok(_)) => Err(format!(
            "{what}: got the error {:?}, want Ok",
            e.to_string()
        )),
    }
}

/// `cat` and `stack` of the view with itself along a hostile dim: PyTorch's texts, the
/// result's size refused before anything is copied, and an empty result returned at once
/// whatever the other sizes (`[2^62, 0]` has 2^62 outer indices and nothing to copy).
fn check_joins(view: &DynV<'_>, model: &Model, b: &mut Bytes<'_>) -> Result<(), String> {
    let dim = b.index();
    let rank = model.sizes.len();
    let sz = &model.sizes;
    let parts = [view, view];

    // cat
    let want = (|| {
        if rank == 0 {
            return Err(
                "zero-dimensional tensor (at position 0) cannot be concatenated".to_string(),
            );
        }
        if sz == &[0] {
            return Ok((vec![0], Some(vec![])));
        }
        let d = wrap(dim, rank)?;
        let mut out = sz.clone();
        out[d] *= 2;
        let values = if ref_result(&out)? && model.tracked {
            let n = count(&out) as usize;
            Some(
                (0..n)
                    .map(|p| {
                        let mut ix = super::unravel(p, &out);
                        ix[d] %= sz[d];
                        model.at(&ix).unwrap()
                    })
                    .collect(),
            )
        } else if count(&out) == 0 {
            Some(vec![])
        } else {
            return Err(String::new()); // machine-dependent or untracked: skipped
        };
        Ok((out, values))
    })();
    if want.as_ref().err().is_none_or(|e| !e.is_empty()) {
        check_result(
            &format!("cat(dim {dim})"),
            shaped::tensor::cat(&parts, dim),
            want,
        )?;
    }

    // stack
    let want = (|| {
        let d = wrap(dim, rank + 1)?;
        let mut out = sz.clone();
        out.insert(d, 2);
        if rank + 1 > 32 {
            return Err(String::new());
        }
        let values = if ref_result(&out)? && model.tracked {
            let n = count(&out) as usize;
            Some(
                (0..n)
                    .map(|p| {
                        let mut ix = super::unravel(p, &out);
                        ix.remove(d);
                        model.at(&ix).unwrap()
                    })
                    .collect(),
            )
        } else if count(&out) == 0 {
            Some(vec![])
        } else {
            return Err(String::new());
        };
        Ok((out, values))
    })();
    if want.as_ref().err().is_none_or(|e| !e.is_empty()) {
        check_result(
            &format!("stack(dim {dim})"),
            shaped::tensor::stack(&parts, dim),
            want,
        )?;
    }
    Ok(())
}

/// Integer division of the view by one value expanded (stride 0) to sizes from the view's and
/// the extreme tables: the broadcast error, then the result's size, then a zero divisor, each
/// found without reading the divisor at every broadcast position.
fn check_expanded_divisor(view: &DynV<'_>, model: &Model, b: &mut Bytes<'_>) -> Result<(), String> {
    let value = if b.byte().is_multiple_of(3) {
        0
    } else {
        b.pick(&VALUES)
    };
    let mut target: Vec<usize> = model
        .sizes
        .iter()
        .map(|&d| match b.byte() % 4 {
            0 => 1,
            1 => b.size(),
            _ => d,
        })
        .collect();
    if b.byte().is_multiple_of(3) {
        target.insert(0, b.pick(&SIZES));
    }
    if target.len() > 32 || nonzero_count(&target) > IMAX as u128 {
        return Ok(()); // a divisor that cannot exist (the constructors' case)
    }
    let one = DynTensor::scalar(value);
    let sizes: Vec<isize> = target.iter().map(|&d| d as isize).collect();
    let divisor = one
        .try_expand(&sizes)
        .map_err(|e| format!("expand of the divisor: {e}"))?;
    let want = (|| {
        let out = ref_broadcast(&model.sizes, &target)?;
        let checkable = ref_result(&out)?;
        if count(&out) != 0 && value == 0 {
            return Err("ZeroDivisionError".to_string());
        }
        if !checkable || !model.tracked {
            return Err(String::new());
        }
        let pairs = ref_pairs(&model.sizes, &target, &out);
        let div: Vec<i64> = pairs
            .iter()
            .map(|&(i, _)| ref_op(Arith::Div, model.values[i], value).unwrap())
            .collect();
        let rem: Vec<i64> = pairs
            .iter()
            .map(|&(i, _)| ref_op(Arith::Rem, model.values[i], value).unwrap())
            .collect();
        Ok((out, div, rem))
    })();
    let what = format!("try_div(scalar {value} expanded to {target:?})");
    match want {
        // A result that may or may not be allocated here (or an untracked view): skipped.
        Err(e) if e.is_empty() => Ok(()),
        Err(w) => {
            check(
                &what,
                view.try_div(&divisor)
                    .map(|_| ())
                    .map_err(|e| e.to_string()),
                Err(w.clone()),
            )?;
            check(
                &format!("try_rem(scalar {value} expanded to {target:?})"),
                view.try_rem(&divisor)
                    .map(|_| ())
                    .map_err(|e| e.to_string()),
                Err(w),
            )
        }
        Ok((out, div, rem)) => {
            check_result(&what, view.try_div(&divisor), Ok((out.clone(), Some(div))))?;
            check_result(
                &format!("try_rem(scalar {value} expanded to {target:?})"),
                view.try_rem(&divisor),
                Ok((out, Some(rem))),
            )
        }
    }
}

/// `Display` and `Debug` of the view, huge expanded views included: the text is bounded
/// (NumPy's summary, and at most 1296 elements shown), so printing takes time in proportion
/// to what it prints.
fn check_printing(view: &DynV<'_>, model: &Model) -> Result<(), String> {
    // At most 1296 elements of at most 20 characters, with brackets, spaces and blank lines
    // between blocks (up to 32 per block boundary).
    const BOUND: usize = 1296 * (20 + 2 + 2 * 33) + 4096;
    let shown = format!("{view}");
    if shown.len() > BOUND {
        return Err(format!(
            "Display of {:?}: {} bytes, more than {BOUND}",
            model.sizes,
            shown.len()
        ));
    }
    let debug = format!("{view:?}");
    if debug.len() > BOUND + 1024 {
        return Err(format!(
            "Debug of {:?}: {} bytes, more than {BOUND}",
            model.sizes,
            debug.len()
        ));
    }
    if model.tracked && count(&model.sizes) != 0 && count(&model.sizes) <= 1000 {
        // Small views print every element.
        let words = shown
            .split(|c: char| c.is_whitespace() || c == '[' || c == ']')
            .filter(|w| !w.is_empty())
            .count();
        check(
            &format!("Display of {:?}: elements shown", model.sizes),
            words as u128,
            count(&model.sizes),
        )?;
    }
    Ok(())
}
