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
