//! Reductions and functions along an axis on views: a tensor of hostile float values (NaN,
//! infinities, signed zeros, extremes) and a chain of view ops (transpose, permute, narrow,
//! expand, flip through negative-free strides) give, for every fold, the same result as the
//! contiguous copy of the view: the same bits (the folds visit terms in the logical order
//! whatever the layout) or the same error text, the shapes of the reference, and no panic.

use shaped::prelude::*;
use shaped::{DynTensor, DynView, ShapeError};

use super::hostile::Bytes;
use super::reduce::{ref_reduced_dims, ref_reduced_sizes};

/// Element values the folds find hard.
const VALUES: [f32; 16] = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    0.5,
    3.0,
    -2.5,
    f32::NAN,
    f32::INFINITY,
    f32::NEG_INFINITY,
    f32::MAX,
    f32::MIN,
    f32::MIN_POSITIVE,
    1e-45,
    1e30,
    -7.0,
];

/// Orders of the norms.
const ORDERS: [f32; 10] = [
    2.0,
    1.0,
    0.0,
    f32::INFINITY,
    f32::NEG_INFINITY,
    0.5,
    3.0,
    -1.0,
    f32::NAN,
    -0.0,
];

/// Same bits (NaN payloads aside), element by element, and the same shape.
fn same(a: &DynTensor<f32>, b: &DynTensor<f32>) -> bool {
    a.shape() == b.shape()
        && a.to_vec()
            .iter()
            .zip(b.to_vec())
            .all(|(x, y)| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan()))
}

/// `got` on the view and `want` on its contiguous copy agree: both the same tensor, or both
/// the same error.
fn agree<T>(
    what: &str,
    got: Result<T, ShapeError>,
    want: Result<T, ShapeError>,
    eq: impl Fn(&T, &T) -> bool,
) -> Result<(), String> {
    match (got, want) {
        (Ok(g), Ok(w)) if eq(&g, &w) => Ok(()),
        (Ok(_), Ok(_)) => Err(format!("{what}: the view and its copy differ")),
        (Err(g), Err(w)) if g.to_string() == w.to_string() => Ok(()),
        (g, w) => Err(format!(
            "{what}: {:?} on the view, {:?} on the copy",
            g.err().map(|e| e.to_string()),
            w.err().map(|e| e.to_string())
        )),
    }
}

/// One step of the view chain.
fn step<'a>(v: DynView<'a, f32>, b: &mut Bytes<'_>) -> DynView<'a, f32> {
    let rank = v.shape().len();
    let dim = |b: &mut Bytes<'_>| (b.byte() as usize % rank.max(1)) as isize;
    let next = match b.byte() % 5 {
        0 if rank >= 2 => v.clone().try_transpose(dim(b), dim(b)),
        1 if rank >= 1 => {
            let d = dim(b);
            let len = v.shape()[d as usize];
            let start = b.byte() as usize % (len + 1);
            let n = b.byte() as usize % (len - start + 1);
            v.clone().try_narrow(d, start as isize, n)
        }
        2 => {
            // Size-1 dims grow (stride 0), and a new leading dim of 2.
            let mut sizes: Vec<isize> = v
                .shape()
                .iter()
                .map(|&s| if s == 1 { 3 } else { s as isize })
                .collect();
            if rank < 4 && b.byte().is_multiple_of(2) {
                sizes.insert(0, 2);
            }
            v.clone().try_expand(&sizes)
        }
        3 if rank >= 2 => {
            let mut order: Vec<isize> = (0..rank as isize).collect();
            order.rotate_left(1 + b.byte() as usize % (rank - 1));
            v.clone().try_permute(&order)
        }
        _ => v.clone().try_unsqueeze(dim(b)),
    };
    next.unwrap_or(v)
}

/// A run: a tensor, a chain of views, then every fold on the view and on its copy.
pub fn run(data: &[u8]) -> Result<(), String> {
    let mut b = Bytes::new(data);
    let rank = b.byte() as usize % 4;
    let sizes: Vec<usize> = (0..rank).map(|_| b.byte() as usize % 6).collect();
    let n: usize = sizes.iter().product();
    let values: Vec<f32> = (0..n)
        .map(|i| {
            let k = b.byte();
            if k < 16 {
                VALUES[k as usize]
            } else {
                (k as f32 - 128.0) / 8.0 + i as f32 * 0.0
            }
        })
        .collect();
    let t = DynTensor::from_vec(values, &sizes).map_err(|e| e.to_string())?;
    let mut v = t.view();
    for _ in 0..b.byte() % 5 {
        v = step(v, &mut b);
    }
    if v.numel() > 4096 {
        return Ok(());
    }
    let c = v.clone().contiguous();
    let c = c.view();
    let rank = v.shape().len() as isize;
    let dim = (b.byte() as isize % (rank + 2)) - 1;
    let dims: Vec<isize> = (0..b.byte() % 4)
        .map(|_| (b.byte() as isize % (rank + 2)) - 1)
        .collect();
    let keep = b.byte().is_multiple_of(2);
    let p = b.pick(&ORDERS);
    let correction = b.byte() as usize % 3;
    // The shapes of the reductions along `dims`, from the reference.
    if let Ok(mask) = ref_reduced_dims(rank as usize, &dims) {
        let want = ref_reduced_sizes(v.shape(), &mask, keep);
        if let Ok(got) = v.try_sum_dims(&dims, keep)
            && got.shape() != want.as_slice()
        {
            return Err(format!("sum_dims shape {:?}, want {want:?}", got.shape()));
        }
    }
    let t = |x: &DynTensor<f32>, y: &DynTensor<f32>| same(x, y);
    // `sum`, `mean` and `amax` fold in the memory order of the input, so a view and its copy
    // may round differently; their bits must agree when every order gives the same result:
    // multiples of 1/8 of small magnitude (exact sums) and no zero of either sign (whose sign a maximum may take
    // from either).
    let exact = v
        .to_vec()
        .iter()
        .all(|&x| (x * 8.0).fract() == 0.0 && x.abs() <= 4096.0 && x != 0.0);
    let m = |x: &DynTensor<f32>, y: &DynTensor<f32>| {
        if exact {
            same(x, y)
        } else {
            x.shape() == y.shape()
        }
    };
    agree("sum", v.try_sum(dim, keep), c.try_sum(dim, keep), m)?;
    agree("mean", v.try_mean(dim, keep), c.try_mean(dim, keep), m)?;
    agree(
        "sum_dims",
        v.try_sum_dims(&dims, keep),
        c.try_sum_dims(&dims, keep),
        m,
    )?;
    agree(
        "mean_dims",
        v.try_mean_dims(&dims, keep),
        c.try_mean_dims(&dims, keep),
        m,
    )?;
    agree("amax", v.try_amax(dim, keep), c.try_amax(dim, keep), m)?;
    agree("cumsum", v.try_cumsum(dim), c.try_cumsum(dim), t)?;
    agree("cumprod", v.try_cumprod(dim), c.try_cumprod(dim), t)?;
    agree("softmax", v.try_softmax(dim), c.try_softmax(dim), t)?;
    agree(
        "log_softmax",
        v.try_log_softmax(dim),
        c.try_log_softmax(dim),
        t,
    )?;
    agree(
        "logsumexp",
        v.try_logsumexp(dim, keep),
        c.try_logsumexp(dim, keep),
        t,
    )?;
    agree(
        "logsumexp_dims",
        v.try_logsumexp_dims(&dims, keep),
        c.try_logsumexp_dims(&dims, keep),
        t,
    )?;
    agree(
        "norm",
        v.try_norm(p, dim, keep),
        c.try_norm(p, dim, keep),
        t,
    )?;
    agree(
        "norm_dims",
        v.try_norm_dims(p, &dims, keep),
        c.try_norm_dims(p, &dims, keep),
        t,
    )?;
    agree(
        "var",
        v.try_var(dim, correction, keep),
        c.try_var(dim, correction, keep),
        t,
    )?;
    agree(
        "var_dims",
        v.try_var_dims(&dims, correction, keep),
        c.try_var_dims(&dims, correction, keep),
        t,
    )?;
    agree(
        "std_dims",
        v.try_std_dims(&dims, correction, keep),
        c.try_std_dims(&dims, correction, keep),
        t,
    )?;
    let pair = |x: &(DynTensor<f32>, DynTensor<usize>), y: &(DynTensor<f32>, DynTensor<usize>)| {
        same(&x.0, &y.0) && x.1 == y.1
    };
    agree("max", v.try_max(dim, keep), c.try_max(dim, keep), pair)?;
    let scalar = |x: &f32, y: &f32| x.to_bits() == y.to_bits() || (x.is_nan() && y.is_nan());
    agree("norm_all", v.try_norm_all(p), c.try_norm_all(p), scalar)?;
    let (sv, sc) = (v.sum_all(), c.sum_all());
    if exact && !scalar(&sv, &sc) {
        return Err(format!("sum_all: {sv} on the view, {sc} on the copy"));
    }
    let (vv, vc) = (v.var_all(correction), c.var_all(correction));
    if !scalar(&vv, &vc) {
        return Err(format!("var_all: {vv} on the view, {vc} on the copy"));
    }
    // A comparison within a tolerance of the view against itself: every non-NaN is close.
    let close = v
        .try_isclose(&c, 0.0, 0.0, true)
        .map_err(|e| e.to_string())?;
    if close.to_vec().iter().any(|&x| !x) {
        return Err("isclose of a view and its copy".into());
    }
    Ok(())
}
