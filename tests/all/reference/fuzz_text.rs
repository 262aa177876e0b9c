//! Printing and deserialising. `Display` (with any precision and width) and `Debug` of a
//! tensor read through a chain of views never panic, print one word per shown element (the
//! elements themselves for integers), and stay bounded; deserialising any bytes, or JSON built
//! from the bytes around the `{"shape": [..], "data": [..]}` form, into dynamic, inline and
//! heap tensors never panics, and what it accepts serialises back to the same tensor.

use shaped::prelude::*;
use shaped::{DynTensor, DynView};

use super::hostile::Bytes;

const FLOATS: [f64; 12] = [
    0.0,
    -0.0,
    1.5,
    f64::NAN,
    f64::INFINITY,
    f64::NEG_INFINITY,
    1e-10,
    1e16,
    f64::MAX,
    5e-324,
    -123456.789,
    1e6,
];

/// A view of `t` after a few view ops chosen by the bytes.
fn chain<'a, T: 'static>(t: &'a DynTensor<T>, b: &mut Bytes<'_>) -> DynView<'a, T> {
    let mut v = t.view();
    for _ in 0..b.byte() % 4 {
        let r = v.shape().len();
        let next = match b.byte() % 3 {
            0 if r >= 2 => v.clone().try_transpose(0, (r - 1) as isize),
            1 if r >= 1 => {
                let sizes: Vec<isize> = v
                    .shape()
                    .iter()
                    .map(|&s| {
                        if s == 1 {
                            1 + b.byte() as isize % 1200
                        } else {
                            s as isize
                        }
                    })
                    .collect();
                v.clone().try_expand(&sizes)
            }
            _ => v.clone().try_unsqueeze(0),
        };
        v = next.unwrap_or(v);
    }
    v
}

/// The words of a printed tensor (brackets and the summary's `...` left out).
fn words(s: &str) -> Vec<&str> {
    s.split(|c: char| c.is_whitespace() || c == '[' || c == ']')
        .filter(|w| !w.is_empty() && *w != "...")
        .collect()
}

fn check_print<T: core::fmt::Display + core::fmt::Debug + Clone + 'static>(
    v: &DynView<'_, T>,
    b: &mut Bytes<'_>,
    integers: Option<Vec<String>>,
) -> Result<(), String> {
    let p = b.byte() as usize % 20;
    let w = b.byte() as usize % 30;
    let texts = [
        format!("{v}"),
        format!("{v:.p$}"),
        format!("{v:w$}"),
        format!("{v:w$.p$}"),
    ];
    let shown = v.numel().clamp(1, 1296);
    for s in &texts {
        // Each shown element in at most ~340 characters (a subnormal's positional text) plus
        // the padding of the width, and the brackets and line breaks around it.
        if s.len() > shown * (340 + w + 2 * v.shape().len() + 4) + 64 {
            return Err(format!("{} characters for {shown} shown elements", s.len()));
        }
    }
    if v.numel() > 0 && v.numel() <= 1000 && !v.shape().is_empty() {
        for s in &texts {
            let n = words(s).len();
            if n != v.numel() {
                return Err(format!("{n} words for {} elements: {s}", v.numel()));
            }
        }
        if let Some(want) = integers
            && words(&texts[0]) != want.iter().map(String::as_str).collect::<Vec<_>>()
        {
            return Err(format!("{} for {want:?}", texts[0]));
        }
    }
    let d = format!("{v:?}");
    if d.len() > shown * (340 + 4) + 256 {
        return Err(format!("Debug: {} characters", d.len()));
    }
    Ok(())
}

#[cfg(feature = "serde")]
fn check_json(json: &[u8]) -> Result<(), String> {
    fn roundtrip<T>(json: &[u8]) -> Result<(), String>
    where
        T: serde::Serialize + serde::de::DeserializeOwned + core::fmt::Debug,
    {
        if let Ok(t) = serde_json::from_slice::<T>(json) {
            let again = serde_json::to_string(&t).map_err(|e| e.to_string())?;
            let back: T = serde_json::from_str(&again).map_err(|e| format!("{again}: {e}"))?;
            if format!("{back:?}") != format!("{t:?}") {
                return Err(format!("{again} reads back as {back:?}"));
            }
        }
        Ok(())
    }
    roundtrip::<DynTensor<f64>>(json)?;
    roundtrip::<DynTensor<i8>>(json)?;
    roundtrip::<DynTensor<bool>>(json)?;
    roundtrip::<Tensor<f32, shape![2, 3]>>(json)?;
    roundtrip::<Tensor<u8, shape![0]>>(json)?;
    roundtrip::<Tensor<i64, shape![]>>(json)?;
    roundtrip::<HeapTensor<i32, shape![Dyn, 2]>>(json)?;
    roundtrip::<HeapTensor<f64, shape![3]>>(json)
}

/// JSON in the tensor's form with sizes and elements from the bytes (some of them wrong).
#[cfg(feature = "serde")]
fn structured(b: &mut Bytes<'_>) -> String {
    let rank = b.byte() % 4;
    let sizes: Vec<String> = (0..rank)
        .map(|_| match b.byte() % 8 {
            0 => "18446744073709551615".into(),
            1 => "-1".into(),
            k => (k % 4).to_string(),
        })
        .collect();
    let count = b.byte() % 10;
    let data: Vec<String> = (0..count)
        .map(|_| match b.byte() % 6 {
            0 => "1e400".into(),
            1 => "true".into(),
            2 => "-129".into(),
            k => k.to_string(),
        })
        .collect();
    let (s, d) = (sizes.join(","), data.join(","));
    match b.byte() % 4 {
        0 => format!(r#"{{"data":[{d}],"shape":[{s}]}}"#),
        1 => format!(r#"{{"shape":[{s}],"data":[{d}],"shape":[{s}]}}"#),
        2 => format!(r#"{{"shape":[{s}],"data":[{d}],"extra":1}}"#),
        _ => format!(r#"{{"shape":[{s}],"data":[{d}]}}"#),
    }
}

pub fn run(data: &[u8]) -> Result<(), String> {
    let mut b = Bytes::new(data);
    let rank = b.byte() as usize % 4;
    let sizes: Vec<usize> = (0..rank).map(|_| b.byte() as usize % 5).collect();
    let n: usize = sizes.iter().product();
    match b.byte() % 3 {
        0 => {
            let values: Vec<f64> = (0..n)
                .map(|_| {
                    let k = b.byte();
                    if k < 96 {
                        FLOATS[k as usize % 12]
                    } else {
                        (k as f64 - 176.0) * 0.37
                    }
                })
                .collect();
            let t = DynTensor::from_vec(values, &sizes).map_err(|e| e.to_string())?;
            let v = chain(&t, &mut b);
            check_print(&v, &mut b, None)?;
            let t32 = DynTensor::from_vec(t.to_vec().iter().map(|&x| x as f32).collect(), &sizes)
                .map_err(|e| e.to_string())?;
            check_print(&chain(&t32, &mut b), &mut b, None)?;
        }
        1 => {
            let values: Vec<i64> = (0..n)
                .map(|_| (b.byte() as i64 - 128) * 1_000_003)
                .collect();
            let t = DynTensor::from_vec(values, &sizes).map_err(|e| e.to_string())?;
            let v = chain(&t, &mut b);
            // The elements as words, for views small enough to be printed in full.
            let want =
                (v.numel() <= 1000).then(|| v.to_vec().iter().map(|x| x.to_string()).collect());
            check_print(&v, &mut b, want)?;
        }
        _ => {
            let values: Vec<bool> = (0..n).map(|_| b.byte().is_multiple_of(2)).collect();
            let t = DynTensor::from_vec(values, &sizes).map_err(|e| e.to_string())?;
            let v = chain(&t, &mut b);
            let want = (v.numel() <= 1000).then(|| {
                v.to_vec()
                    .iter()
                    .map(|&x| if x { "True" } else { "False" }.to_string())
                    .collect()
            });
            check_print(&v, &mut b, want)?;
        }
    }
    #[cfg(feature = "serde")]
    {
        check_json(structured(&mut b).as_bytes())?;
        check_json(data)?;
    }
    Ok(())
}
