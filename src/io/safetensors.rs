//! `safetensors` files (feature `safetensors`): named tensors behind a JSON header, as Hugging
//! Face's `safetensors` library writes model weights.
//!
//! [`SafeTensors`] reads a file held in memory (read it with `std::fs::read`, or map it and pass
//! the slice): the header is parsed and checked once (every tensor's bytes inside the file, of
//! the size its shape and element type need), and each tensor is read on demand into the type
//! asked for. [`SafeTensorsWriter`] writes one. Elements are little-endian and row-major, as the
//! format requires; `F16`, `BF16` and the 8-bit float types have no element type here and are
//! reported as [`Error::UnknownDtype`] when read.
//!
//! ```
//! use shaped::prelude::*;
//! use shaped::io::safetensors::{SafeTensors, SafeTensorsWriter};
//!
//! /// A layer whose sizes are part of its type.
//! struct Dense {
//!     w: HeapTensor<f32, shape![4, 3]>,
//!     b: Tensor<f32, shape![3]>,
//! }
//!
//! // Weights as a training script would save them.
//! let mut out = SafeTensorsWriter::new();
//! out.add("dense.weight", &HeapTensor::<f32, shape![4, 3]>::from_fn(|i| i as f32 / 10.0))
//!     .unwrap()
//!     .add("dense.bias", &Tensor::<f32, shape![3]>::from([0.5, 0.0, -0.5]))
//!     .unwrap();
//! let bytes = out.finish();
//!
//! // One place where the shapes are checked; none after.
//! let file = SafeTensors::from_bytes(&bytes).unwrap();
//! let layer = Dense { w: file.read("dense.weight").unwrap(), b: file.read("dense.bias").unwrap() };
//! let x = Tensor::<f32, shape![2, 4]>::ones();
//! let y: HeapTensor<f32, shape![2, 3]> = &x.matmul(&layer.w) + &layer.b;
//! assert_eq!(y.shape(), &[2, 3]);
//! ```

use alloc::format;
use alloc::string::String;
use alloc::vec::Vec;

use super::element::{decode, element_count};
use super::json::{self, Value};
use super::target::build;
use super::{Dtype, Error, FileElement, FromFile};
use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};

/// One tensor of the header: its element type, shape and bytes in the data buffer.
#[derive(Debug)]
struct Entry {
    name: String,
    dtype: Result<Dtype, String>,
    shape: Vec<usize>,
    begin: usize,
    end: usize,
}

/// A `safetensors` file held in memory, its header checked.
#[derive(Debug)]
pub struct SafeTensors<'a> {
    data: &'a [u8],
    entries: Vec<Entry>,
    metadata: Vec<(String, String)>,
}

fn bad(what: String) -> Error {
    Error::Format(what)
}

impl<'a> SafeTensors<'a> {
    /// The file in `bytes`, its header parsed and every tensor's range checked.
    ///
    /// # Errors
    ///
    /// [`Error::Format`] for bytes that are not a `safetensors` file: a header length beyond
    /// the file, a header that is not the format's JSON, a tensor whose bytes are not inside the
    /// data or not the size its shape and element type need.
    pub fn from_bytes(bytes: &'a [u8]) -> Result<Self, Error> {
        let n = bytes
            .get(..8)
            .and_then(|b| b.try_into().ok())
            .map(u64::from_le_bytes)
            .ok_or_else(|| bad("shorter than the 8 bytes of the header's length".into()))?;
        let end = usize::try_from(n)
            .ok()
            .and_then(|n| n.checked_add(8))
            .filter(|&e| e <= bytes.len())
            .ok_or_else(|| {
                bad(format!(
                    "the header claims {n} bytes, the file has {}",
                    bytes.len() - 8
                ))
            })?;
        let header = json::parse(&bytes[8..end])?;
        let data = &bytes[end..];
        let Value::Object(fields) = header else {
            return Err(bad("the header is not a JSON object".into()));
        };
        let mut entries = Vec::new();
        let mut metadata = Vec::new();
        for (name, value) in fields {
            if name == "__metadata__" {
                let Value::Object(m) = value else {
                    return Err(bad("__metadata__ is not an object".into()));
                };
                for (k, v) in m {
                    let Value::String(v) = v else {
                        return Err(bad(format!("metadata {k:?} is not a string")));
                    };
                    metadata.push((k, v));
                }
                continue;
            }
            entries.push(entry(name, value, data.len())?);
        }
        Ok(SafeTensors {
            data,
            entries,
            metadata,
        })
    }

    /// The tensors' names, in the header's order.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.entries.iter().map(|e| e.name.as_str())
    }

    /// The free-form `__metadata__` of the header (string keys and values).
    #[must_use]
    pub fn metadata(&self) -> &[(String, String)] {
        &self.metadata
    }

    fn entry(&self, name: &str) -> Result<&Entry, Error> {
        self.entries
            .iter()
            .find(|e| e.name == name)
            .ok_or_else(|| Error::Missing(name.into()))
    }

    /// The element type and shape of the tensor `name`.
    ///
    /// # Errors
    ///
    /// [`Error::Missing`], or [`Error::UnknownDtype`] for an element type this crate lacks.
    pub fn describe(&self, name: &str) -> Result<(Dtype, Vec<usize>), Error> {
        let e = self.entry(name)?;
        let dtype = e.dtype.clone().map_err(Error::UnknownDtype)?;
        Ok((dtype, e.shape.clone()))
    }

    /// The tensor `name` as the tensor type `X`, its shape and element type checked.
    ///
    /// # Errors
    ///
    /// [`Error::Missing`] when there is no such tensor, [`Error::UnknownDtype`] for an element
    /// type this crate lacks, [`Error::Dtype`] when it is not `X`'s, [`Error::Shape`] when the
    /// shape does not fit `X`, [`Error::Format`] for a `bool` byte other than 0 or 1.
    pub fn read<X: FromFile>(&self, name: &str) -> Result<X, Error> {
        let e = self.entry(name)?;
        let found = e.dtype.clone().map_err(Error::UnknownDtype)?;
        let wanted = <X::Elem as FileElement>::DTYPE;
        if found != wanted {
            return Err(Error::Dtype {
                found,
                shape: e.shape.clone(),
                wanted,
            });
        }
        let bytes = &self.data[e.begin..e.end];
        let count = element_count(&e.shape, found, bytes.len())?;
        let elems = decode::<X::Elem>(bytes, count, true)?;
        build::<X>(elems, &e.shape)
    }
}

/// One header entry, checked against a data buffer of `len` bytes.
fn entry(name: String, value: Value, len: usize) -> Result<Entry, Error> {
    let Value::Object(fields) = value else {
        return Err(bad(format!("tensor {name:?} is not an object")));
    };
    let (mut dtype, mut shape, mut offsets) = (None, None, None);
    for (k, v) in fields {
        match (k.as_str(), v) {
            ("dtype", Value::String(d)) => {
                dtype = Some(Dtype::from_safetensors(&d).ok_or(d));
            }
            ("shape", Value::Array(dims)) => {
                let mut s = Vec::with_capacity(dims.len().min(crate::layout::MAX_RANK));
                for d in dims {
                    let Value::Number(d) = d else {
                        return Err(bad(format!("tensor {name:?}: a size is not a number")));
                    };
                    let d = usize::try_from(d)
                        .map_err(|_| bad(format!("tensor {name:?}: size {d} too large")))?;
                    if s.len() == crate::layout::MAX_RANK {
                        return Err(bad(format!("tensor {name:?}: too many dimensions")));
                    }
                    s.push(d);
                }
                shape = Some(s);
            }
            ("data_offsets", Value::Array(o)) => match o.as_slice() {
                [Value::Number(b), Value::Number(e)] => offsets = Some((*b, *e)),
                _ => {
                    return Err(bad(format!(
                        "tensor {name:?}: data_offsets is not [begin, end]"
                    )));
                }
            },
            (other, _) => {
                return Err(bad(format!("tensor {name:?}: unexpected field {other:?}")));
            }
        }
    }
    let missing = |f: &str| bad(format!("tensor {name:?} has no {f}"));
    let dtype = dtype.ok_or_else(|| missing("dtype"))?;
    let shape = shape.ok_or_else(|| missing("shape"))?;
    let (begin, end) = offsets.ok_or_else(|| missing("data_offsets"))?;
    let (begin, end) = match (usize::try_from(begin), usize::try_from(end)) {
        (Ok(b), Ok(e)) if b <= e && e <= len => (b, e),
        _ => {
            return Err(bad(format!(
                "tensor {name:?}: bytes {begin}..{end} are not inside the {len} bytes of data"
            )));
        }
    };
    if let Ok(d) = dtype {
        // The count alone (its overflow checked); the range must hold exactly its bytes.
        let count = element_count(&shape, d, usize::MAX)?;
        if count * d.size() != end - begin {
            return Err(bad(format!(
                "tensor {name:?}: shape {shape:?} of {d} needs {} bytes, its range has {}",
                count * d.size(),
                end - begin
            )));
        }
    }
    Ok(Entry {
        name,
        dtype,
        shape,
        begin,
        end,
    })
}

/// A `safetensors` file being written: tensors added in order, their bytes one after another.
#[derive(Default)]
pub struct SafeTensorsWriter {
    header: Vec<String>,
    metadata: Vec<(String, String)>,
    data: Vec<u8>,
}

impl SafeTensorsWriter {
    /// An empty file.
    #[must_use]
    pub fn new() -> Self {
        SafeTensorsWriter::default()
    }

    /// Adds the tensor or view `t` as `name` (its elements in logical order).
    ///
    /// # Errors
    ///
    /// [`Error::Format`] when `name` is already in the file or is `__metadata__`.
    pub fn add<T: FileElement, S: Shape, M: Storage<T, S>>(
        &mut self,
        name: &str,
        t: &TensorBase<T, S, M>,
    ) -> Result<&mut Self, Error> {
        let key = json::quote(name);
        if name == "__metadata__" || self.header.iter().any(|h| h.starts_with(&key)) {
            return Err(bad(format!("a second tensor named {name:?}")));
        }
        let begin = self.data.len();
        t.for_each(|&x| x.push_le(&mut self.data));
        let shape: Vec<String> = t.shape().iter().map(|d| format!("{d}")).collect();
        self.header.push(format!(
            "{key}:{{\"dtype\":\"{}\",\"shape\":[{}],\"data_offsets\":[{begin},{}]}}",
            T::DTYPE.safetensors_name(),
            shape.join(","),
            self.data.len()
        ));
        Ok(self)
    }

    /// Adds a `__metadata__` entry (a string key and value).
    pub fn metadata(&mut self, key: &str, value: &str) -> &mut Self {
        self.metadata.push((key.into(), value.into()));
        self
    }

    /// The file's bytes: the header's length, the header (padded with spaces to a multiple of
    /// 8 bytes) and the data.
    #[must_use]
    pub fn finish(self) -> Vec<u8> {
        let mut fields = self.header;
        if !self.metadata.is_empty() {
            let m: Vec<String> = self
                .metadata
                .iter()
                .map(|(k, v)| format!("{}:{}", json::quote(k), json::quote(v)))
                .collect();
            fields.insert(0, format!("\"__metadata__\":{{{}}}", m.join(",")));
        }
        let mut header = format!("{{{}}}", fields.join(","));
        while header.len() % 8 != 0 {
            header.push(' ');
        }
        let mut out = Vec::with_capacity(8 + header.len() + self.data.len());
        out.extend_from_slice(&(header.len() as u64).to_le_bytes());
        out.extend_from_slice(header.as_bytes());
        out.extend_from_slice(&self.data);
        out
    }
}
