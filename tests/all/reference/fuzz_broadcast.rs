//! Broadcasting and in-place ops between two tensors of hostile shapes (sizes 0 to 3, ranks 0
//! to 4, some read through a transposed or expanded view): the result's shape and values, or
//! the error text, are the reference's (`ref_broadcast`, `ref_pairs`, `ref_inplace`); a failed
//! in-place op leaves its destination unchanged; nothing panics.

use shaped::prelude::*;
use shaped::{DynTensor, DynView};

use super::hostile::Bytes;
use super::{numel, ref_broadcast, ref_inplace, ref_pairs, row_major};

/// Sizes of rank 0 to 4, each 0 to 3 (mostly 1 to 3).
fn sizes(b: &mut Bytes<'_>) -> Vec<usize> {
    let rank = b.byte() as usize % 5;
    (0..rank)
        .map(|_| match b.byte() % 8 {
            0 => 0,
            1 | 2 => 1,
            k => 2 + k as usize % 2,
        })
        .collect()
}

/// A tensor of `sizes` with distinct small integer values (exact sums and products) starting
/// at `base`, and how it is read: as stored, transposed back from a stored transpose, or (for
/// a size-1 dim) expanded from a smaller tensor.
fn operand(sizes: &[usize], base: f64) -> DynTensor<f64> {
    let n = numel(sizes);
    DynTensor::from_shape_fn(sizes, |i| base + i as f64)
        .try_reshape(&sizes.iter().map(|&s| s as isize).collect::<Vec<_>>())
        .map(|r| r.into_owned())
        .unwrap_or_else(|_| DynTensor::from_vec(vec![base; n], sizes).unwrap())
}

/// The same values read through a view whose strides differ from row-major: stored with the
/// last two dims swapped and transposed back.
fn strided(t: &DynTensor<f64>) -> Option<DynTensor<f64>> {
    let r = t.shape().len();
    if r < 2 {
        return None;
    }
    let (a, b) = (r as isize - 2, r as isize - 1);
    Some(t.try_transpose(a, b).ok()?.contiguous().into_owned())
}

fn check_values(
    what: &str,
    got: &[f64],
    a: &[f64],
    b: &[f64],
    pairs: &[(usize, usize)],
    f: fn(f64, f64) -> f64,
) -> Result<(), String> {
    let want: Vec<f64> = pairs.iter().map(|&(i, j)| f(a[i], b[j])).collect();
    if got != want.as_slice() {
        return Err(format!("{what}: {got:?}, want {want:?}"));
    }
    Ok(())
}

pub fn run(data: &[u8]) -> Result<(), String> {
    let mut b = Bytes::new(data);
    let (sa, sb) = (sizes(&mut b), sizes(&mut b));
    let (a, bt) = (operand(&sa, 1.0), operand(&sb, 100.0));
    let (av, bv) = (a.to_vec(), bt.to_vec());
    // Read `b` through a transposed view half of the time (the values as stored row-major
    // in `bv`): the stored tensor holds the transpose.
    let stored_t = if b.byte().is_multiple_of(2) {
        strided(&bt)
    } else {
        None
    };
    let view_b: DynView<'_, f64> = match &stored_t {
        Some(s) => {
            let r = s.shape().len() as isize;
            s.try_transpose(r - 2, r - 1).map_err(|e| e.to_string())?
        }
        None => bt.view(),
    };
    if view_b.to_vec() != bv {
        return Err("the transposed view does not read the values".into());
    }
    let want = ref_broadcast(&sa, &sb);
    type Op = (&'static str, fn(f64, f64) -> f64);
    let ops: [Op; 3] = [
        ("add", |x, y| x + y),
        ("sub", |x, y| x - y),
        ("mul", |x, y| x * y),
    ];
    let which = b.byte() as usize % 3;
    let (name, f) = ops[which];
    let got = match which {
        0 => a.try_add(&view_b),
        1 => a.try_sub(&view_b),
        _ => a.try_mul(&view_b),
    };
    match (&got, &want) {
        (Ok(r), Ok(out)) => {
            if r.shape() != out.as_slice() {
                return Err(format!("{name}: shape {:?}, want {out:?}", r.shape()));
            }
            check_values(name, &r.to_vec(), &av, &bv, &ref_pairs(&sa, &sb, out), f)?;
        }
        (Err(e), Err(w)) if &e.to_string() == w => {}
        (g, w) => {
            return Err(format!(
                "{name}: {:?}, want {w:?}",
                g.as_ref()
                    .map(|r| r.shape().to_vec())
                    .map_err(|e| e.to_string())
            ));
        }
    }
    // In place: `a op= b` broadcasts `b` to `a`'s shape, or fails with `a` unchanged.
    let mut dest = a.clone();
    let r = match which {
        0 => dest.try_add_assign(&view_b),
        1 => dest.try_sub_assign(&view_b),
        _ => dest.try_mul_assign(&view_b),
    };
    match (r, ref_inplace(&sa, &sb)) {
        (Ok(()), Ok(())) => {
            let pairs = ref_pairs(&sa, &sb, &sa);
            check_values(name, &dest.to_vec(), &av, &bv, &pairs, f)?;
        }
        (Err(e), Err(w)) if e.to_string() == w => {
            if dest.to_vec() != av || dest.shape() != sa.as_slice() {
                return Err(format!("{name}_assign failed and changed its destination"));
            }
        }
        (r, w) => {
            return Err(format!(
                "{name}_assign: {:?}, want {w:?}",
                r.map_err(|e| e.to_string())
            ));
        }
    }
    // Into a transposed mutable view of a stored transpose: the same values land in place.
    if sa.len() >= 2 && ref_inplace(&sa, &sb).is_ok() {
        let r = sa.len() as isize;
        let mut stored = a
            .try_transpose(r - 2, r - 1)
            .map_err(|e| e.to_string())?
            .contiguous()
            .into_owned();
        let mut t = stored
            .view_mut()
            .try_transpose(r - 2, r - 1)
            .map_err(|e| e.to_string())?;
        t.try_add_assign(&view_b).map_err(|e| e.to_string())?;
        let back = stored
            .try_transpose(r - 2, r - 1)
            .map_err(|e| e.to_string())?
            .contiguous();
        let pairs = ref_pairs(&sa, &sb, &sa);
        check_values(
            "add_assign into a transposed view",
            &back.to_vec(),
            &av,
            &bv,
            &pairs,
            |x, y| x + y,
        )?;
    }
    let _ = row_major(&sa);
    Ok(())
}
