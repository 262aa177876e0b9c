//! The file readers on hostile bytes: `.npy`, `.npz` and `safetensors` bytes read as every
//! element type, into dynamic, heap and inline tensors, give a tensor or an error, never a panic
//! or an allocation beyond what the bytes justify; and what a reader accepts, written back and
//! read again, is the same tensor.

use shaped::io::npz::{Npz, NpzWriter};
use shaped::io::safetensors::{SafeTensors, SafeTensorsWriter};
use shaped::io::{FileElement, FromFile, npy};
use shaped::prelude::*;

/// The same elements, bit for bit (NaN payloads included).
fn same<T: FileElement>(a: &DynTensor<T>, b: &DynTensor<T>) -> bool {
    let bytes = |t: &DynTensor<T>| {
        let mut out = Vec::new();
        t.for_each(|&x| x.push_le(&mut out));
        out
    };
    a.shape() == b.shape() && bytes(a) == bytes(b)
}

/// A tensor a reader accepted, written by each writer, reads back the same.
fn round_trip<T: FileElement>(t: &DynTensor<T>) -> Result<(), String> {
    let back: DynTensor<T> = npy::from_bytes(&npy::to_bytes(t)).map_err(|e| e.to_string())?;
    if !same(t, &back) {
        return Err(format!("npy round trip changed {:?}", t.shape()));
    }
    let mut z = NpzWriter::new();
    z.add("x", t).map_err(|e| e.to_string())?;
    let zb = z.finish();
    let back: DynTensor<T> = Npz::from_bytes(&zb)
        .and_then(|n| n.read("x"))
        .map_err(|e| e.to_string())?;
    if !same(t, &back) {
        return Err(format!("npz round trip changed {:?}", t.shape()));
    }
    let mut s = SafeTensorsWriter::new();
    s.add("x", t).map_err(|e| e.to_string())?;
    let sb = s.finish();
    let back: DynTensor<T> = SafeTensors::from_bytes(&sb)
        .and_then(|f| f.read("x"))
        .map_err(|e| e.to_string())?;
    if !same(t, &back) {
        return Err(format!("safetensors round trip changed {:?}", t.shape()));
    }
    Ok(())
}

/// Which reader a probe uses.
#[derive(Clone, Copy)]
enum Probe {
    Npy,
    Npz,
    Safetensors,
}

fn read_as<X: FromFile>(probe: Probe, data: &[u8]) -> Vec<Result<X, shaped::io::Error>> {
    match probe {
        Probe::Npy => vec![npy::from_bytes(data)],
        Probe::Npz => match Npz::from_bytes(data) {
            Ok(z) => {
                let names: Vec<String> = z.names().take(8).map(String::from).collect();
                names.iter().map(|n| z.read(n)).collect()
            }
            Err(e) => vec![Err(e)],
        },
        Probe::Safetensors => match SafeTensors::from_bytes(data) {
            Ok(f) => {
                let names: Vec<String> = f.names().take(8).map(String::from).collect();
                names.iter().map(|n| f.read(n)).collect()
            }
            Err(e) => vec![Err(e)],
        },
    }
}

fn probe<T: FileElement>(p: Probe, data: &[u8]) -> Result<(), String> {
    for t in read_as::<DynTensor<T>>(p, data).into_iter().flatten() {
        round_trip(&t)?;
    }
    let _ = read_as::<HeapTensor<T, shape![Dyn, 3]>>(p, data);
    Ok(())
}

fn run_with(p: Probe, data: &[u8]) -> Result<(), String> {
    probe::<bool>(p, data)?;
    probe::<i8>(p, data)?;
    probe::<i16>(p, data)?;
    probe::<i32>(p, data)?;
    probe::<i64>(p, data)?;
    probe::<u8>(p, data)?;
    probe::<u16>(p, data)?;
    probe::<u32>(p, data)?;
    probe::<u64>(p, data)?;
    probe::<f32>(p, data)?;
    probe::<f64>(p, data)?;
    let _ = read_as::<Tensor<f32, shape![2, 3]>>(p, data);
    let _ = read_as::<Tensor<u8, shape![]>>(p, data);
    Ok(())
}

/// `.npy` bytes.
pub fn run_npy(data: &[u8]) -> Result<(), String> {
    run_with(Probe::Npy, data)
}

/// `.npz` bytes.
pub fn run_npz(data: &[u8]) -> Result<(), String> {
    run_with(Probe::Npz, data)
}

/// `safetensors` bytes.
pub fn run_safetensors(data: &[u8]) -> Result<(), String> {
    run_with(Probe::Safetensors, data)
}
