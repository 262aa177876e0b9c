//! Linear algebra on hostile matrices (sizes 0 to 4, batches, NaN, infinities, zeros, huge
//! and tiny values): `det`, `inv`, `solve` and `cholesky` never panic; a static inline 2x2 or
//! 3x3 gives the dynamic tensor's bits (and `None` exactly where the dynamic form fails); a
//! matrix read through a transposed view gives its copy's bits; `det` of a singular matrix
//! (where `inv` fails) is 0.

use shaped::prelude::*;
use shaped::{DynTensor, ShapeError};

use super::hostile::Bytes;

const VALUES: [f64; 16] = [
    0.0,
    -0.0,
    1.0,
    -1.0,
    2.0,
    0.5,
    f64::NAN,
    f64::INFINITY,
    f64::NEG_INFINITY,
    f64::MAX,
    f64::MIN_POSITIVE,
    5e-324,
    1e300,
    -3.0,
    7.0,
    1e-300,
];

fn bits(v: &[f64]) -> Vec<u64> {
    v.iter()
        .map(|x| if x.is_nan() { u64::MAX } else { x.to_bits() })
        .collect()
}

/// Same bits (any NaN alike) and shape, or the same error.
fn agree(
    what: &str,
    a: Result<DynTensor<f64>, ShapeError>,
    b: Result<DynTensor<f64>, ShapeError>,
) -> Result<(), String> {
    match (a, b) {
        (Ok(x), Ok(y)) if x.shape() == y.shape() && bits(&x.to_vec()) == bits(&y.to_vec()) => {
            Ok(())
        }
        (Err(x), Err(y)) if x.to_string() == y.to_string() => Ok(()),
        (x, y) => Err(format!(
            "{what}: {:?} against {:?}",
            x.map(|t| t.to_vec()).map_err(|e| e.to_string()),
            y.map(|t| t.to_vec()).map_err(|e| e.to_string())
        )),
    }
}

/// The static inline forms of size `N` against the dynamic ones, on the first matrix.
fn static_matches<const N: usize>(m: &[f64], rhs: &[f64]) -> Result<(), String>
where
    shape![N, N]: shaped::shape::StaticShape,
{
    let a: [[f64; N]; N] = core::array::from_fn(|i| core::array::from_fn(|j| m[i * N + j]));
    let s = Tensor::<f64, shape![N, N]>::from(a);
    let d = DynTensor::from_vec(m[..N * N].to_vec(), &[N, N]).unwrap();
    let want = d.try_inv();
    match (s.inv(), &want) {
        (Some(x), Ok(y)) if bits(&x.to_vec()) == bits(&y.to_vec()) => {}
        (None, Err(_)) => {}
        (x, y) => {
            return Err(format!(
                "inv {N}x{N} of {m:?}: static {:?}, dynamic {:?}",
                x.map(|t| t.to_vec()),
                y.as_ref().map(|t| t.to_vec()).map_err(|e| e.to_string())
            ));
        }
    }
    let (sd, dd) = (
        s.det().to_vec(),
        d.try_det().map_err(|e| e.to_string())?.to_vec(),
    );
    if bits(&sd) != bits(&dd) {
        return Err(format!(
            "det {N}x{N} of {m:?}: static {sd:?}, dynamic {dd:?}"
        ));
    }
    let b: [f64; N] = core::array::from_fn(|i| rhs[i]);
    let sb = Tensor::<f64, shape![N]>::from(b);
    let db = DynTensor::from_vec(rhs[..N].to_vec(), &[N]).unwrap();
    match (s.solve(&sb), d.try_solve(&db)) {
        (Some(x), Ok(y)) if bits(&x.to_vec()) == bits(&y.to_vec()) => {}
        (None, Err(_)) => {}
        (x, y) => {
            return Err(format!(
                "solve {N}x{N} of {m:?}: static {:?}, dynamic {:?}",
                x.map(|t| t.to_vec()),
                y.map(|t| t.to_vec()).map_err(|e| e.to_string())
            ));
        }
    }
    Ok(())
}

pub fn run(data: &[u8]) -> Result<(), String> {
    let mut b = Bytes::new(data);
    let n = b.byte() as usize % 5;
    let batch = b.byte() as usize % 3;
    let len = batch.max(1) * n * n;
    let values: Vec<f64> = (0..len + n)
        .map(|_| {
            let k = b.byte();
            if k < 64 {
                VALUES[k as usize % 16]
            } else {
                (k as f64 - 160.0) / 4.0
            }
        })
        .collect();
    let (m, rhs) = values.split_at(len);
    let dims: Vec<usize> = if batch == 0 {
        vec![n, n]
    } else {
        vec![batch, n, n]
    };
    let a = DynTensor::from_vec(m.to_vec(), &dims).map_err(|e| e.to_string())?;
    let r = dims.len() as isize;
    // The same matrices stored transposed and read through a transposed view.
    let stored = a
        .try_transpose(r - 2, r - 1)
        .map_err(|e| e.to_string())?
        .contiguous()
        .into_owned();
    let t = stored
        .try_transpose(r - 2, r - 1)
        .map_err(|e| e.to_string())?;
    agree("inv", t.try_inv(), a.try_inv())?;
    agree("det", t.try_det(), a.try_det())?;
    agree("cholesky", t.try_cholesky(), a.try_cholesky())?;
    let mut bdims = dims.clone();
    bdims.pop();
    let bvec: Vec<f64> = (0..bdims.iter().product::<usize>())
        .map(|i| rhs.get(i % n.max(1)).copied().unwrap_or(1.0))
        .collect();
    let bt = DynTensor::from_vec(bvec, &bdims).map_err(|e| e.to_string())?;
    agree("solve", t.try_solve(&bt), a.try_solve(&bt))?;
    // A singular matrix (inv fails) has determinant 0, unless NaN got in.
    if batch == 0
        && n > 0
        && let (Err(_), Ok(det)) = (a.try_inv(), a.try_det())
    {
        let d = det.to_vec()[0];
        if d != 0.0 && !d.is_nan() {
            return Err(format!("inv fails but det is {d} for {m:?}"));
        }
    }
    match n {
        2 => static_matches::<2>(m, rhs)?,
        3 => static_matches::<3>(m, rhs)?,
        _ => {}
    }
    Ok(())
}
