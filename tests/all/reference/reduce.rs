//! Reductions by their definition, on row-major values: for every result index, the input elements
//! whose kept coordinates match it, folded in row-major order. Written independently of the
//! library: no strides, no kernels; integer folds wrap because the closures given wrap.

use super::{numel, unravel};

/// Which dims a reduction over `dims` (an empty list: all) of a rank-`rank` tensor reduces,
/// or PyTorch's error text: any dim out of range first, then repeats, in the order given.
pub fn ref_reduced_dims(rank: usize, dims: &[isize]) -> Result<Vec<bool>, String> {
    let n = rank.max(1) as isize;
    let mut mask = vec![dims.is_empty(); rank];
    let mut seen = vec![false; rank.max(1)];
    if let Some(d) = dims.iter().find(|&&d| d < -n || d >= n) {
        return Err(format!(
            "Dimension out of range (expected to be in range of [{}, {}], but got {d})",
            -n,
            n - 1
        ));
    }
    for &d in dims {
        let w = if d < 0 { d + n } else { d } as usize;
        if seen[w] {
            return Err(format!(
                "dim {w} appears multiple times in the list of dims"
            ));
        }
        seen[w] = true;
        if w < rank {
            mask[w] = true;
        }
    }
    Ok(mask)
}

/// The result's sizes: reduced dims removed, or kept as 1.
pub fn ref_reduced_sizes(sizes: &[usize], mask: &[bool], keepdim: bool) -> Vec<usize> {
    sizes
        .iter()
        .zip(mask)
        .filter_map(|(&d, &m)| match (m, keepdim) {
            (false, _) => Some(d),
            (true, true) => Some(1),
            (true, false) => None,
        })
        .collect()
}

/// For each result element (row-major), the row-major positions of the input elements folded
/// into it, in row-major order.
pub fn ref_groups(sizes: &[usize], mask: &[bool]) -> Vec<Vec<usize>> {
    let kept: Vec<usize> = sizes
        .iter()
        .zip(mask)
        .map(|(&d, &m)| if m { 1 } else { d })
        .collect();
    let mut groups = vec![Vec::new(); numel(&kept)];
    for p in 0..numel(sizes) {
        let ix = unravel(p, sizes);
        let key: Vec<usize> = ix
            .iter()
            .zip(mask)
            .map(|(&i, &m)| if m { 0 } else { i })
            .collect();
        groups[super::ravel(&key, &kept)].push(p);
    }
    groups
}

/// A fold reduction (`sum`, `prod`, `amax` … as `init` and `f`) along `dims`, or the error
/// text. `max_like` names the operation when a reduced dim may not be empty (`amax` …).
pub fn ref_fold<T: Copy>(
    sizes: &[usize],
    values: &[T],
    dims: &[isize],
    keepdim: bool,
    max_like: Option<&str>,
    init: T,
    f: impl Fn(T, T) -> T,
) -> Result<(Vec<usize>, Vec<T>), String> {
    if let Some(op) = max_like {
        // PyTorch checks each dim given, in order, for range and emptiness (naming it as
        // given) before it looks for repeats.
        if dims.is_empty() && numel(sizes) == 0 {
            return Err(format!(
                "{op}(): Expected reduction dim to be specified for input.numel() == 0. \
                 Specify the reduction dim with the 'dim' argument."
            ));
        }
        for &d in dims {
            let m = ref_reduced_dims(sizes.len(), &[d])?;
            if let Some(w) = m.iter().position(|&x| x)
                && sizes[w] == 0
            {
                return Err(format!(
                    "{op}(): Expected reduction dim {d} to have non-zero size."
                ));
            }
        }
    }
    let mask = ref_reduced_dims(sizes.len(), dims)?;
    let out = ref_groups(sizes, &mask)
        .iter()
        .map(|g| g.iter().fold(init, |acc, &p| f(acc, values[p])))
        .collect();
    Ok((ref_reduced_sizes(sizes, &mask, keepdim), out))
}

/// The number of elements folded into each result element of a reduction along `dims`.
pub fn ref_count(sizes: &[usize], dims: &[isize]) -> usize {
    let mask = ref_reduced_dims(sizes.len(), dims).unwrap();
    sizes
        .iter()
        .zip(&mask)
        .filter(|(_, m)| **m)
        .map(|(d, _)| d)
        .product()
}

/// `argmax`/`argmin` along `dim`: the position along `dim` of the first element for which no
/// later element is `better`, or the error text (`op` is `argmax` or `argmin`).
pub fn ref_pick<T: Copy>(
    sizes: &[usize],
    values: &[T],
    dim: isize,
    keepdim: bool,
    op: &str,
    better: impl Fn(T, T) -> bool,
) -> Result<(Vec<usize>, Vec<usize>), String> {
    let mask = ref_reduced_dims(sizes.len(), &[dim])?;
    let d = mask.iter().position(|&m| m);
    if let Some(d) = d
        && sizes[d] == 0
    {
        return Err(format!(
            "{op}(): Expected reduction dim {d} to have non-zero size."
        ));
    }
    let out = ref_groups(sizes, &mask)
        .iter()
        .map(|g| {
            let mut best = 0;
            for (j, &p) in g.iter().enumerate() {
                if better(values[p], values[g[best]]) {
                    best = j;
                }
            }
            best
        })
        .collect();
    Ok((ref_reduced_sizes(sizes, &mask, keepdim), out))
}

/// `argmax`/`argmin` over all elements: the row-major position, or the error text.
pub fn ref_pick_all<T: Copy>(
    values: &[T],
    op: &str,
    better: impl Fn(T, T) -> bool,
) -> Result<usize, String> {
    if values.is_empty() {
        return Err(format!(
            "{op}(): Expected reduction dim to be specified for input.numel() == 0."
        ));
    }
    let mut best = 0;
    for (j, &x) in values.iter().enumerate() {
        if better(x, values[best]) {
            best = j;
        }
    }
    Ok(best)
}

/// The variance along `dims` (an empty list: all) by its definition: for each result element,
/// the mean of its group, then the squared deviations from it summed in row-major order and
/// divided by `max(n - correction, 0)` (NumPy's `ddof`; 0/0 is NaN, x/0 infinity), or the
/// error text.
pub fn ref_var(
    sizes: &[usize],
    values: &[f64],
    dims: &[isize],
    correction: usize,
    keepdim: bool,
) -> Result<(Vec<usize>, Vec<f64>), String> {
    let mask = ref_reduced_dims(sizes.len(), dims)?;
    let out = ref_groups(sizes, &mask)
        .iter()
        .map(|g| {
            let n = g.len();
            let mean = g.iter().map(|&p| values[p]).sum::<f64>() / n as f64;
            let ss: f64 = g
                .iter()
                .map(|&p| (values[p] - mean) * (values[p] - mean))
                .sum();
            ss / n.saturating_sub(correction) as f64
        })
        .collect();
    Ok((ref_reduced_sizes(sizes, &mask, keepdim), out))
}

/// An operation along one dim that keeps the shape (`cumsum`, `softmax` …), by its
/// definition: every lane (the elements that share all other coordinates, in row-major
/// order) replaced by `f` of it; or PyTorch's error text for a dim out of range.
pub fn ref_along<T: Copy, U: Copy + Default>(
    sizes: &[usize],
    values: &[T],
    dim: isize,
    f: impl Fn(&[T]) -> Vec<U>,
) -> Result<Vec<U>, String> {
    let mask = ref_reduced_dims(sizes.len(), &[dim])?;
    let mut out = vec![U::default(); values.len()];
    for g in ref_groups(sizes, &mask) {
        let lane: Vec<T> = g.iter().map(|&p| values[p]).collect();
        for (&p, v) in g.iter().zip(f(&lane)) {
            out[p] = v;
        }
    }
    Ok(out)
}

/// A reduction along one dim by a function of each lane: the result's sizes and values, or
/// the error text (`f` gives its own, for an empty lane it refuses).
pub fn ref_lanes<T: Copy, U>(
    sizes: &[usize],
    values: &[T],
    dim: isize,
    keepdim: bool,
    f: impl Fn(&[T]) -> Result<U, String>,
) -> Result<(Vec<usize>, Vec<U>), String> {
    let mask = ref_reduced_dims(sizes.len(), &[dim])?;
    // An empty dim is refused by the operations that refuse an empty lane even when the other
    // dims leave no lane at all (PyTorch checks the dim's size).
    if let Some(w) = mask.iter().position(|&m| m)
        && sizes[w] == 0
    {
        f(&[])?;
    }
    let groups = ref_groups(sizes, &mask);
    let mut out = Vec::new();
    for g in &groups {
        out.push(f(&g.iter().map(|&p| values[p]).collect::<Vec<T>>())?);
    }
    Ok((ref_reduced_sizes(sizes, &mask, keepdim), out))
}

/// The largest element of a lane, NaN if any is NaN (`-inf` for no elements).
pub fn ref_lane_max(lane: &[f64]) -> f64 {
    lane.iter().fold(f64::NEG_INFINITY, |m, &x| {
        if m.is_nan() || x.is_nan() {
            f64::NAN
        } else {
            m.max(x)
        }
    })
}

/// `softmax` (or `log_softmax`) of a lane, by the formula with the maximum taken out.
pub fn ref_lane_softmax(lane: &[f64], log: bool) -> Vec<f64> {
    let m = ref_lane_max(lane);
    let s: f64 = lane.iter().map(|&x| (x - m).exp()).sum();
    lane.iter()
        .map(|&x| {
            if log {
                (x - m) - s.ln()
            } else {
                (x - m).exp() / s
            }
        })
        .collect()
}

/// `logsumexp` of a lane: `ln Σ exp(x - m) + m` with `m` the maximum, or 0 when that is
/// infinite (so no elements give `-inf`).
pub fn ref_lane_logsumexp(lane: &[f64]) -> f64 {
    let m = ref_lane_max(lane);
    let m = if m.is_infinite() { 0.0 } else { m };
    lane.iter().map(|&x| (x - m).exp()).sum::<f64>().ln() + m
}

/// The vector `p`-norm of a lane by its definition, or PyTorch's text when the lane is empty
/// and the norm has no identity (`what` names the place: `on the dimension 1`).
pub fn ref_lane_norm(lane: &[f64], p: f64, what: &str) -> Result<f64, String> {
    if lane.is_empty() && (p < 0.0 || p == f64::INFINITY) {
        let because = if what.starts_with("on the dimension") {
            "because this dimension is empty and the operation does not have an identity"
        } else {
            " because the operation does not have an identity"
        };
        return Err(format!(
            "linalg.vector_norm cannot compute the {p} norm {what}{because}"
        ));
    }
    let a = lane.iter().map(|x| x.abs());
    Ok(if p == f64::INFINITY {
        a.fold(0.0, |m, x| {
            if m.is_nan() || x.is_nan() {
                f64::NAN
            } else {
                m.max(x)
            }
        })
    } else if p == f64::NEG_INFINITY {
        a.fold(f64::INFINITY, |m, x| {
            if m.is_nan() || x.is_nan() {
                f64::NAN
            } else {
                m.min(x)
            }
        })
    } else if p == 0.0 {
        a.filter(|&x| x != 0.0).count() as f64
    } else {
        a.map(|x| x.powf(p)).sum::<f64>().powf(1.0 / p)
    })
}

/// `max(dim)`/`min(dim)` of a lane: the extreme value and its first position (a NaN is the
/// extreme, at the first NaN), or the error text for an empty lane (`op` is `max` or `min`,
/// `d` the dim wrapped).
pub fn ref_lane_extreme<T: Copy + PartialOrd>(
    lane: &[T],
    largest: bool,
    op: &str,
    d: usize,
) -> Result<(T, usize), String> {
    let Some(&first) = lane.first() else {
        return Err(format!(
            "{op}(): Expected reduction dim {d} to have non-zero size."
        ));
    };
    #[allow(clippy::eq_op)]
    let nan = |x: T| x != x;
    let mut best = (first, 0);
    for (j, &x) in lane.iter().enumerate() {
        if nan(best.0) {
            break;
        }
        let better = if largest { x > best.0 } else { x < best.0 };
        if nan(x) || better {
            best = (x, j);
        }
    }
    Ok(best)
}
