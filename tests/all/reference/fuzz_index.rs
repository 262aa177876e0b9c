//! Indexing on views: `index_select`, `gather`, `take_along_dim`, `take`, `scatter`,
//! `scatter_add`, `masked_select`, `masked_fill`, `nonzero`, `sort`, `argsort` and `topk` with
//! hostile indices (negative, out of range, `i64::MIN`/`MAX`, empty) on a tensor read through
//! a chain of views give the same result, or the same error, as on the view's contiguous copy;
//! `take` picks the reference's elements; nothing panics.

use shaped::prelude::*;
use shaped::{DynTensor, DynView, ShapeError};

use super::hostile::Bytes;

const INDICES: [i64; 12] = [0, 1, 2, -1, -2, 3, 4, 5, -6, i64::MIN, i64::MAX, 7];

const VALUES: [f32; 8] = [
    0.0,
    -0.0,
    1.0,
    f32::NAN,
    f32::INFINITY,
    -2.0,
    3.5,
    f32::NEG_INFINITY,
];

fn bits(v: &[f32]) -> Vec<u32> {
    v.iter()
        .map(|x| if x.is_nan() { u32::MAX } else { x.to_bits() })
        .collect()
}

/// The same tensor (shape and bits, any NaN alike), or the same error.
fn agree(
    what: &str,
    a: Result<DynTensor<f32>, ShapeError>,
    b: Result<DynTensor<f32>, ShapeError>,
) -> Result<(), String> {
    match (a, b) {
        (Ok(x), Ok(y)) if x.shape() == y.shape() && bits(&x.to_vec()) == bits(&y.to_vec()) => {
            Ok(())
        }
        (Err(x), Err(y)) if x.to_string() == y.to_string() => Ok(()),
        (x, y) => Err(format!(
            "{what}: {:?} on the view, {:?} on the copy",
            x.map(|t| t.to_vec()).map_err(|e| e.to_string()),
            y.map(|t| t.to_vec()).map_err(|e| e.to_string())
        )),
    }
}

fn agree_pair(
    what: &str,
    a: Result<(DynTensor<f32>, DynTensor<usize>), ShapeError>,
    b: Result<(DynTensor<f32>, DynTensor<usize>), ShapeError>,
) -> Result<(), String> {
    match (a, b) {
        (Ok((x, i)), Ok((y, j))) => {
            agree(what, Ok(x), Ok(y))?;
            if i.shape() != j.shape() || i.to_vec() != j.to_vec() {
                return Err(format!(
                    "{what}: positions {:?} and {:?}",
                    i.to_vec(),
                    j.to_vec()
                ));
            }
            Ok(())
        }
        (Err(x), Err(y)) if x.to_string() == y.to_string() => Ok(()),
        (x, y) => Err(format!(
            "{what}: {:?} on the view, {:?} on the copy",
            x.err().map(|e| e.to_string()),
            y.err().map(|e| e.to_string())
        )),
    }
}

fn chain<'a>(t: &'a DynTensor<f32>, b: &mut Bytes<'_>) -> DynView<'a, f32> {
    let mut v = t.view();
    for _ in 0..b.byte() % 4 {
        let r = v.shape().len();
        let next = match b.byte() % 4 {
            0 if r >= 2 => v.clone().try_transpose(0, (r - 1) as isize),
            1 if r >= 1 => {
                let len = v.shape()[0];
                let start = b.byte() as usize % (len + 1);
                v.clone().try_narrow(0, start as isize, len - start)
            }
            2 => {
                let sizes: Vec<isize> = v
                    .shape()
                    .iter()
                    .map(|&s| if s == 1 { 2 } else { s as isize })
                    .collect();
                v.clone().try_expand(&sizes)
            }
            _ => v.clone().try_unsqueeze(0),
        };
        v = next.unwrap_or(v);
    }
    v
}

pub fn run(data: &[u8]) -> Result<(), String> {
    let mut b = Bytes::new(data);
    let rank = b.byte() as usize % 4;
    let sizes: Vec<usize> = (0..rank).map(|_| b.byte() as usize % 4).collect();
    let n: usize = sizes.iter().product();
    let values: Vec<f32> = (0..n).map(|_| b.pick(&VALUES)).collect();
    let t = DynTensor::from_vec(values, &sizes).map_err(|e| e.to_string())?;
    let v = chain(&t, &mut b);
    let c = v.clone().contiguous();
    let c = c.view();
    let r = v.shape().len() as isize;
    let dim = b.byte() as isize % (r + 2) - 1;
    // An index tensor of rank 0 to 2 with hostile entries, and one shaped like the view.
    let irank = b.byte() as usize % 3;
    let isizes: Vec<usize> = (0..irank).map(|_| b.byte() as usize % 4).collect();
    let ivals: Vec<i64> = (0..isizes.iter().product::<usize>())
        .map(|_| b.pick(&INDICES))
        .collect();
    let index = DynTensor::from_vec(ivals, &isizes).map_err(|e| e.to_string())?;
    let like: Vec<i64> = (0..v.numel()).map(|_| b.pick(&INDICES[..3])).collect();
    let like = DynTensor::from_vec(like, v.shape()).map_err(|e| e.to_string())?;
    agree(
        "index_select",
        v.try_index_select(dim, &index),
        c.try_index_select(dim, &index),
    )?;
    agree(
        "gather",
        v.try_gather(dim, &index),
        c.try_gather(dim, &index),
    )?;
    agree(
        "gather (like)",
        v.try_gather(dim, &like),
        c.try_gather(dim, &like),
    )?;
    agree(
        "take_along_dim",
        v.try_take_along_dim(&like, dim),
        c.try_take_along_dim(&like, dim),
    )?;
    let taken = v.try_take(&index);
    agree("take", taken.clone(), c.try_take(&index))?;
    if let Ok(got) = taken {
        let flat = c.to_vec();
        let want: Vec<f32> = index
            .to_vec()
            .iter()
            .map(|&i| {
                flat[if i < 0 {
                    (i + flat.len() as i64) as usize
                } else {
                    i as usize
                }]
            })
            .collect();
        if bits(&got.to_vec()) != bits(&want) {
            return Err(format!("take: {:?}, want {want:?}", got.to_vec()));
        }
    }
    agree(
        "scatter",
        v.try_scatter(dim, &like, &c),
        c.try_scatter(dim, &like, &c),
    )?;
    agree(
        "scatter_add",
        v.try_scatter_add(dim, &index, &c),
        c.try_scatter_add(dim, &index, &c),
    )?;
    let mask: Vec<bool> = (0..v.numel()).map(|_| b.byte().is_multiple_of(2)).collect();
    let mask = DynTensor::from_vec(mask, v.shape()).map_err(|e| e.to_string())?;
    agree(
        "masked_select",
        v.try_masked_select(&mask),
        c.try_masked_select(&mask),
    )?;
    agree(
        "masked_fill",
        v.try_masked_fill(&mask, 9.0),
        c.try_masked_fill(&mask, 9.0),
    )?;
    match (v.try_nonzero(), c.try_nonzero()) {
        (Ok(x), Ok(y)) if x.shape() == y.shape() && x.to_vec() == y.to_vec() => {}
        (Err(x), Err(y)) if x.to_string() == y.to_string() => {}
        _ => return Err("nonzero: the view and its copy differ".into()),
    }
    let desc = b.byte().is_multiple_of(2);
    agree_pair("sort", v.try_sort(dim, desc), c.try_sort(dim, desc))?;
    let k = b.byte() as usize % 4;
    agree_pair("topk", v.try_topk(k, dim, desc), c.try_topk(k, dim, desc))?;
    Ok(())
}
