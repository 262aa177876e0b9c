//! `.npy`, `.npz` and `safetensors` files written by NumPy and the `safetensors` package
//! (`tests/fixtures/io/`, written by `tools/io_fixtures.py`): every element type, both byte
//! orders, C and Fortran order, format versions 1 to 3, 0-d and empty arrays, stored and
//! compressed archives. Each array is read into a `DynTensor` and compared with the elements
//! NumPy listed (floats bit for bit); the files this crate writes are read back, and a `.npy` is
//! byte for byte NumPy's. Then the errors: wrong element type, wrong shape, missing names,
//! and hostile bytes (every truncation, lying headers, overflowing shapes, corrupted members),
//! which give errors and never panic.

use std::fs;
use std::path::PathBuf;

use serde_json::Value;
use shaped::io::npz::{Npz, NpzWriter};
use shaped::io::safetensors::{SafeTensors, SafeTensorsWriter};
use shaped::io::{Dtype, Error, FileElement, FromFile, npy};
use shaped::prelude::*;

fn dir() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/io")
}

fn expected() -> serde_json::Map<String, Value> {
    let text = fs::read_to_string(dir().join("expected.json")).unwrap();
    serde_json::from_str::<Value>(&text)
        .unwrap()
        .as_object()
        .unwrap()
        .clone()
}

/// How a fixture's elements compare with a tensor's: integers and booleans as numbers, floats
/// by their bits.
trait Listed: FileElement {
    fn listed(self) -> Value;
}
macro_rules! listed_ints {
    ($($t:ty)*) => {$(impl Listed for $t { fn listed(self) -> Value { Value::from(self) } })*};
}
listed_ints!(i8 i16 i32 i64 u8 u16 u32 u64 bool);
impl Listed for f32 {
    fn listed(self) -> Value {
        Value::from(self.to_bits())
    }
}
impl Listed for f64 {
    fn listed(self) -> Value {
        Value::from(self.to_bits())
    }
}

/// Where one array lives: a `.npy` file, a member of an `.npz`, a tensor of a `safetensors`.
fn read<T: Listed>(file: &str, key: &str) -> Result<DynTensor<T>, Error> {
    let bytes = fs::read(dir().join(file)).unwrap();
    if file.ends_with(".npy") {
        npy::from_bytes(&bytes)
    } else if file.ends_with(".npz") {
        Npz::from_bytes(&bytes)?.read(key)
    } else {
        SafeTensors::from_bytes(&bytes)?.read(key)
    }
}

/// The array `key` of `file` read as `T` equals NumPy's listing; returns how many elements.
fn check<T: Listed>(file: &str, key: &str, want: &Value) -> usize {
    let t = read::<T>(file, key).unwrap_or_else(|e| panic!("{file} {key}: {e}"));
    let shape: Vec<usize> = serde_json::from_value(want["shape"].clone()).unwrap();
    assert_eq!(t.shape(), &shape[..], "{file} {key}");
    let got: Vec<Value> = t.to_vec().into_iter().map(Listed::listed).collect();
    assert_eq!(&Value::Array(got), &want["values"], "{file} {key}");
    t.numel()
}

#[test]
fn every_fixture_reads_as_numpy_wrote_it() {
    let (mut arrays, mut elements) = (0, 0);
    for (file, keys) in expected() {
        for (key, want) in keys.as_object().unwrap() {
            elements += match want["dtype"].as_str().unwrap() {
                "b1" => check::<bool>(&file, key, want),
                "i1" => check::<i8>(&file, key, want),
                "i2" => check::<i16>(&file, key, want),
                "i4" => check::<i32>(&file, key, want),
                "i8" => check::<i64>(&file, key, want),
                "u1" => check::<u8>(&file, key, want),
                "u2" => check::<u16>(&file, key, want),
                "u4" => check::<u32>(&file, key, want),
                "u8" => check::<u64>(&file, key, want),
                "f4" => check::<f32>(&file, key, want),
                "f8" => check::<f64>(&file, key, want),
                other => panic!("{file}: dtype {other}"),
            };
            arrays += 1;
        }
    }
    assert!(
        arrays >= 70 && elements >= 400,
        "{arrays} arrays, {elements} elements"
    );
}

#[test]
fn a_written_npy_is_byte_for_byte_numpys() {
    let mut compared = 0;
    for (file, _) in expected() {
        if !file.ends_with("_le_c.npy") {
            continue;
        }
        let bytes = fs::read(dir().join(&file)).unwrap();
        let again = match npy::describe(&bytes).unwrap().0 {
            Dtype::Bool => npy::to_bytes(&npy::from_bytes::<DynTensor<bool>>(&bytes).unwrap()),
            Dtype::I8 => npy::to_bytes(&npy::from_bytes::<DynTensor<i8>>(&bytes).unwrap()),
            Dtype::I16 => npy::to_bytes(&npy::from_bytes::<DynTensor<i16>>(&bytes).unwrap()),
            Dtype::I32 => npy::to_bytes(&npy::from_bytes::<DynTensor<i32>>(&bytes).unwrap()),
            Dtype::I64 => npy::to_bytes(&npy::from_bytes::<DynTensor<i64>>(&bytes).unwrap()),
            Dtype::U8 => npy::to_bytes(&npy::from_bytes::<DynTensor<u8>>(&bytes).unwrap()),
            Dtype::U16 => npy::to_bytes(&npy::from_bytes::<DynTensor<u16>>(&bytes).unwrap()),
            Dtype::U32 => npy::to_bytes(&npy::from_bytes::<DynTensor<u32>>(&bytes).unwrap()),
            Dtype::U64 => npy::to_bytes(&npy::from_bytes::<DynTensor<u64>>(&bytes).unwrap()),
            Dtype::F32 => npy::to_bytes(&npy::from_bytes::<DynTensor<f32>>(&bytes).unwrap()),
            Dtype::F64 => npy::to_bytes(&npy::from_bytes::<DynTensor<f64>>(&bytes).unwrap()),
        };
        assert_eq!(again, bytes, "{file}");
        compared += 1;
    }
    assert_eq!(compared, 11);
    for file in ["scalar.npy", "vector.npy", "empty.npy"] {
        let bytes = fs::read(dir().join(file)).unwrap();
        let again = match file {
            "vector.npy" => npy::to_bytes(&npy::from_bytes::<DynTensor<i32>>(&bytes).unwrap()),
            "scalar.npy" => npy::to_bytes(&npy::from_bytes::<DynTensor<f64>>(&bytes).unwrap()),
            _ => npy::to_bytes(&npy::from_bytes::<DynTensor<f32>>(&bytes).unwrap()),
        };
        assert_eq!(again, bytes, "{file}");
    }
}

#[test]
fn static_tensors_check_the_files_shape_once() {
    let bytes = fs::read(dir().join("f4_be_f.npy")).unwrap();
    let d: DynTensor<f32> = npy::from_bytes(&bytes).unwrap();
    let h: HeapTensor<f32, shape![2, 3]> = npy::from_bytes(&bytes).unwrap();
    let t: Tensor<f32, shape![2, 3]> = npy::from_bytes(&bytes).unwrap();
    let any_rows: HeapTensor<f32, shape![Dyn, 3]> = npy::from_bytes(&bytes).unwrap();
    assert_eq!(h.to_vec(), d.to_vec());
    assert_eq!(t.to_vec(), d.to_vec());
    assert_eq!(any_rows.shape(), &[2, 3]);
    let err = npy::from_bytes::<Tensor<f32, shape![3, 2]>>(&bytes).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the file's tensor of shape [2, 3] (float32) does not fit: expected shape [3, 2], but got [2, 3]"
    );
    let err = npy::from_bytes::<HeapTensor<f32, shape![6]>>(&bytes).unwrap_err();
    assert!(matches!(err, Error::Shape { .. }), "{err}");
    assert!(
        err.to_string()
            .starts_with("the file's tensor of shape [2, 3] (float32) does not fit")
    );
    let err = npy::from_bytes::<HeapTensor<f64, shape![2, 3]>>(&bytes).unwrap_err();
    assert_eq!(
        err.to_string(),
        "the file holds float32 elements (shape [2, 3]), not float64"
    );
    // A wrong element type is refused even where the bits would fit (no cast): u32 and i32.
    let ints = fs::read(dir().join("u4_le_c.npy")).unwrap();
    assert!(matches!(
        npy::from_bytes::<DynTensor<i32>>(&ints),
        Err(Error::Dtype {
            found: Dtype::U32,
            wanted: Dtype::I32,
            ..
        })
    ));
}

#[test]
fn archives_name_their_arrays() {
    for file in ["model.npz", "model_compressed.npz"] {
        let bytes = fs::read(dir().join(file)).unwrap();
        let npz = Npz::from_bytes(&bytes).unwrap();
        let mut names: Vec<&str> = npz.names().collect();
        names.sort_unstable();
        assert_eq!(names, ["b", "mask", "steps", "w"]);
        let w: HeapTensor<f32, shape![4, 3]> = npz.read("w").unwrap();
        assert_eq!(w.shape(), &[4, 3]);
        assert_eq!(npz.describe("steps").unwrap(), (Dtype::I64, vec![7]));
        assert_eq!(
            npz.read::<DynTensor<f32>>("nope").unwrap_err().to_string(),
            "no tensor named \"nope\" in the file"
        );
    }
    let bytes = fs::read(dir().join("positional.npz")).unwrap();
    let npz = Npz::from_bytes(&bytes).unwrap();
    assert_eq!(npz.names().collect::<Vec<_>>(), ["arr_0", "arr_1"]);
}

#[test]
fn safetensors_weights_load_into_static_layers() {
    let bytes = fs::read(dir().join("weights.safetensors")).unwrap();
    let file = SafeTensors::from_bytes(&bytes).unwrap();
    assert!(
        file.metadata()
            .contains(&("note".into(), "fixture \"quoted\"".into()))
    );
    let w: HeapTensor<f32, shape![4, 3]> = file.read("dense.weight").unwrap();
    let b: Tensor<f32, shape![3]> = file.read("dense.bias").unwrap();
    let x = Tensor::<f32, shape![2, 4]>::ones();
    let y = &x.matmul(&w) + b;
    assert_eq!(y.shape(), &[2, 3]);
    assert_eq!(
        file.read::<HeapTensor<f32, shape![3, 4]>>("dense.weight")
            .unwrap_err()
            .to_string(),
        "the file's tensor of shape [4, 3] (float32) does not fit: expected shape [3, 4], but got [4, 3]"
    );
    assert_eq!(
        file.read::<DynTensor<f64>>("dense.bias")
            .unwrap_err()
            .to_string(),
        "the file holds float32 elements (shape [3]), not float64"
    );
}

/// What this crate writes, it reads back the same, for every element type, views included.
fn round_trip<T: Listed + Default + PartialEq + std::fmt::Debug>(values: Vec<T>) {
    let t = DynTensor::from_vec(values, &[2, 3]).unwrap();
    let view = t.t(); // written in logical order: [3, 2]
    let want = view.to_vec();
    let back: DynTensor<T> = npy::from_bytes(&npy::to_bytes(&view)).unwrap();
    assert_eq!(
        (back.shape(), back.to_vec()),
        (&[3usize, 2][..], want.clone())
    );
    let mut z = NpzWriter::new();
    z.add("v", &view).unwrap();
    let zb = z.finish();
    let back: DynTensor<T> = Npz::from_bytes(&zb).unwrap().read("v").unwrap();
    assert_eq!(back.to_vec(), want);
    let mut s = SafeTensorsWriter::new();
    s.add("v", &view).unwrap().metadata("k", "v");
    let sb = s.finish();
    let back: DynTensor<T> = SafeTensors::from_bytes(&sb).unwrap().read("v").unwrap();
    assert_eq!(back.to_vec(), want);
    assert!(
        SafeTensorsWriter::new()
            .add("v", &t)
            .unwrap()
            .add("v", &t)
            .is_err()
    );
}

#[test]
fn what_is_written_reads_back() {
    round_trip(vec![true, false, true, true, false, false]);
    round_trip(vec![i8::MIN, -1, 0, 1, 2, i8::MAX]);
    round_trip(vec![i16::MIN, -1, 0, 1, 2, i16::MAX]);
    round_trip(vec![i32::MIN, -1, 0, 1, 2, i32::MAX]);
    round_trip(vec![i64::MIN, -1, 0, 1, 2, i64::MAX]);
    round_trip(vec![0u8, 1, 2, 3, 254, 255]);
    round_trip(vec![0u16, 1, 2, 3, 4, u16::MAX]);
    round_trip(vec![0u32, 1, 2, 3, 4, u32::MAX]);
    round_trip(vec![0u64, 1, 2, 3, 4, u64::MAX]);
    round_trip(vec![
        -0.0f32,
        f32::INFINITY,
        f32::NEG_INFINITY,
        1e-45,
        1.5,
        -2.0,
    ]);
    round_trip(vec![
        -0.0f64,
        f64::INFINITY,
        f64::MIN_POSITIVE,
        5e-324,
        1.5,
        -2.0,
    ]);
    // NaN keeps its bits.
    let nan = f32::from_bits(0x7fc0_1234);
    let t = DynTensor::from_vec(vec![nan], &[1]).unwrap();
    let back: DynTensor<f32> = npy::from_bytes(&npy::to_bytes(&t)).unwrap();
    assert_eq!(back.to_vec()[0].to_bits(), 0x7fc0_1234);
    // isize and usize travel as the 64-bit integers.
    let u = DynTensor::from_vec(vec![usize::MAX, 3], &[2]).unwrap();
    let bytes = npy::to_bytes(&u);
    assert_eq!(npy::describe(&bytes).unwrap().0, Dtype::U64);
    assert_eq!(
        npy::from_bytes::<DynTensor<u64>>(&bytes).unwrap().to_vec()[0],
        u64::MAX
    );
}

/// Reading `bytes` as every element type, into dynamic and static tensors: an error or a
/// tensor, never a panic.
fn any_result(bytes: &[u8]) -> bool {
    fn all<X: FromFile>(bytes: &[u8]) -> bool {
        let a = npy::from_bytes::<X>(bytes).is_ok();
        let b = Npz::from_bytes(bytes).is_ok_and(|z| {
            let names: Vec<String> = z.names().map(String::from).collect();
            names.iter().any(|n| z.read::<X>(n).is_ok())
        });
        let c = SafeTensors::from_bytes(bytes).is_ok_and(|s| {
            let names: Vec<String> = s.names().map(String::from).collect();
            names.iter().any(|n| s.read::<X>(n).is_ok())
        });
        a || b || c
    }
    all::<DynTensor<f32>>(bytes)
        | all::<DynTensor<f64>>(bytes)
        | all::<DynTensor<bool>>(bytes)
        | all::<DynTensor<i8>>(bytes)
        | all::<DynTensor<i16>>(bytes)
        | all::<DynTensor<i32>>(bytes)
        | all::<DynTensor<i64>>(bytes)
        | all::<DynTensor<u8>>(bytes)
        | all::<DynTensor<u16>>(bytes)
        | all::<DynTensor<u32>>(bytes)
        | all::<DynTensor<u64>>(bytes)
        | all::<Tensor<f32, shape![2, 3]>>(bytes)
        | all::<HeapTensor<f64, shape![Dyn, 3]>>(bytes)
}

#[test]
fn every_truncation_of_every_fixture_is_an_error() {
    for entry in fs::read_dir(dir()).unwrap() {
        let path = entry.unwrap().path();
        if path.extension().is_some_and(|e| e == "json") {
            continue;
        }
        let bytes = fs::read(&path).unwrap();
        assert!(any_result(&bytes), "{path:?} reads as something");
        for cut in 0..bytes.len() {
            let short = &bytes[..cut];
            // A truncated .npy or safetensors file is an error; a truncated archive loses its
            // directory.
            assert!(
                !any_result(short) || cut > bytes.len() - 1,
                "{path:?} cut at {cut}"
            );
        }
    }
}

#[test]
fn lying_headers_are_errors() {
    let good = npy::to_bytes(&DynTensor::<f32>::zeros(&[2, 3]));
    let text = |b: &[u8]| {
        npy::from_bytes::<DynTensor<f32>>(b)
            .unwrap_err()
            .to_string()
    };
    // A header length beyond the file.
    let mut b = good.clone();
    b[8] = 0xff;
    b[9] = 0xff;
    assert!(text(&b).starts_with("not a valid file: the header claims 65535 bytes"));
    // A shape whose element count overflows, and one larger than the file.
    for (shape, want) in [
        ("(4294967296, 4294967296, 16)", "the element count of shape"),
        (
            "(1000000000000,)",
            "needs 4000000000000 bytes of data, the file has 24",
        ),
    ] {
        let header = format!("{{'descr': '<f4', 'fortran_order': False, 'shape': {shape}, }}");
        let mut f = b"\x93NUMPY\x01\x00".to_vec();
        f.extend_from_slice(&(header.len() as u16).to_le_bytes());
        f.extend_from_slice(header.as_bytes());
        f.extend_from_slice(&[0; 24]);
        assert!(text(&f).contains(want), "{}", text(&f));
    }
    // Unknown element types, and a type code that is not ASCII.
    let header = "{'descr': '\u{ca}4', 'fortran_order': False, 'shape': (1,), }";
    let mut f = b"\x93NUMPY\x01\x00".to_vec();
    f.extend_from_slice(&(header.len() as u16).to_le_bytes());
    f.extend_from_slice(header.as_bytes());
    assert!(matches!(
        npy::from_bytes::<DynTensor<f32>>(&f),
        Err(Error::UnknownDtype(_))
    ));
    let header = "{'descr': '<f2', 'fortran_order': False, 'shape': (1,), }";
    let mut f = b"\x93NUMPY\x01\x00".to_vec();
    f.extend_from_slice(&(header.len() as u16).to_le_bytes());
    f.extend_from_slice(header.as_bytes());
    f.extend_from_slice(&[0; 2]);
    assert_eq!(
        text(&f),
        "the file's element type <f2 is not one this crate has (bool, integers up to 64 bits, float32, float64)"
    );
    // A bool byte that is neither 0 nor 1.
    let mut b = npy::to_bytes(&DynTensor::from_vec(vec![true, false], &[2]).unwrap());
    let last = b.len() - 1;
    b[last] = 2;
    assert_eq!(
        npy::from_bytes::<DynTensor<bool>>(&b)
            .unwrap_err()
            .to_string(),
        "not a valid file: element 1 is not a bool value"
    );
    // safetensors: a range outside the data, and a range of the wrong size.
    let mut s = SafeTensorsWriter::new();
    s.add("x", &DynTensor::<f32>::zeros(&[2])).unwrap();
    let good = s.finish();
    let header_len = u64::from_le_bytes(good[..8].try_into().unwrap()) as usize;
    let header = std::str::from_utf8(&good[8..8 + header_len]).unwrap();
    for (from, to, want) in [
        ("[0,8]", "[0,80]", "are not inside the 8 bytes of data"),
        ("[0,8]", "[0,4]", "needs 8 bytes, its range has 4"),
        ("[0,8]", "[8,0]", "are not inside"),
    ] {
        let h = header.replace(from, to);
        let mut f = (h.len() as u64).to_le_bytes().to_vec();
        f.extend_from_slice(h.as_bytes());
        f.extend_from_slice(&good[8 + header_len..]);
        let err = SafeTensors::from_bytes(&f).unwrap_err().to_string();
        assert!(err.contains(want), "{err}");
    }
    let mut f = good.clone();
    f[0] = 0xff;
    f[7] = 0xff;
    assert!(
        SafeTensors::from_bytes(&f)
            .unwrap_err()
            .to_string()
            .contains("the header claims")
    );
}

#[test]
fn a_corrupted_archive_member_fails_its_crc() {
    let bytes = fs::read(dir().join("model.npz")).unwrap();
    let npz = Npz::from_bytes(&bytes).unwrap();
    let w: DynTensor<f32> = npz.read("w").unwrap();
    // Flip one bit of the first element of `w` (it is stored: its bytes are in the archive).
    let first = w.to_vec()[0].to_le_bytes();
    let at = bytes.windows(4).position(|x| x == first).unwrap();
    let mut bad = bytes.clone();
    bad[at] ^= 1;
    let err = Npz::from_bytes(&bad)
        .unwrap()
        .read::<DynTensor<f32>>("w")
        .unwrap_err();
    assert_eq!(
        err.to_string(),
        "not a valid file: member \"w.npy\" fails its CRC check"
    );
}

/// Writes the files `tools/io_fixtures.py --check <dir>` reads with NumPy and `safetensors`
/// (`<dir>` is printed; run the test with `--nocapture`): a transposed view, `bool` and the
/// extreme `i64`s, and metadata with a quote.
#[test]
fn writes_what_numpy_and_safetensors_read() {
    let dir = PathBuf::from(env!("CARGO_TARGET_TMPDIR")).join("io-written");
    fs::create_dir_all(&dir).unwrap();
    let w = DynTensor::from_vec((0..12).map(|i| i as f32 * 0.5 - 2.0).collect(), &[3, 4]).unwrap();
    let m = DynTensor::from_vec(vec![true, false, true], &[3]).unwrap();
    let k = DynTensor::from_vec(vec![i64::MIN, 0, i64::MAX], &[3]).unwrap();
    let mut z = NpzWriter::new();
    z.add("w", &w.t())
        .unwrap()
        .add("m", &m)
        .unwrap()
        .add("k", &k)
        .unwrap();
    fs::write(dir.join("ours.npz"), z.finish()).unwrap();
    fs::write(dir.join("ours.npy"), npy::to_bytes(&w.t())).unwrap();
    let mut s = SafeTensorsWriter::new();
    s.add("w", &w.t())
        .unwrap()
        .add("m", &m)
        .unwrap()
        .add("k", &k)
        .unwrap()
        .metadata("a", "b\"c");
    fs::write(dir.join("ours.safetensors"), s.finish()).unwrap();
    println!("written to {}", dir.display());
}

shaped::brand!(
    struct file_rows;
    struct other_rows;
);

#[test]
fn symbolic_sizes_accept_the_file_when_bound_to_its_size() {
    use shaped::shape::{Sym, SymSize};
    let bytes = fs::read(dir().join("f4_le_c.npy")).unwrap();
    // Unbound, or bound to another number: refused with both shapes; bound to 2: read.
    assert!(npy::from_bytes::<HeapTensor<f32, (Sym<file_rows>, Const<3>)>>(&bytes).is_err());
    SymSize::<other_rows>::bind(5).unwrap();
    let err = npy::from_bytes::<HeapTensor<f32, (Sym<other_rows>, Const<3>)>>(&bytes).unwrap_err();
    assert!(matches!(err, Error::Shape { .. }), "{err}");
    assert!(
        err.to_string()
            .starts_with("the file's tensor of shape [2, 3] (float32) does not fit")
    );
    SymSize::<file_rows>::bind(2).unwrap();
    let t: HeapTensor<f32, (Sym<file_rows>, Const<3>)> = npy::from_bytes(&bytes).unwrap();
    let d: DynTensor<f32> = npy::from_bytes(&bytes).unwrap();
    assert_eq!(t.to_vec(), d.to_vec());
}
