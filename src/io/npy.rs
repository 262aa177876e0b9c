//! NumPy's `.npy` format (feature `npy`): one array, a short header and its raw elements.
//!
//! Reading accepts what `np.save` writes: format versions 1.0, 2.0 and 3.0, little- and
//! big-endian elements, C (row-major) and Fortran (column-major) order, a 0-d array as a tensor
//! of shape `[]`. The tensor read is row-major whatever the file's order. Writing produces
//! version 1.0 (2.0 when the header needs it), little-endian, C order, the header padded to 64
//! bytes as NumPy pads it; a view is written in its logical order.
//!
//! ```
//! use shaped::prelude::*;
//! let t = DynTensor::from_vec(vec![1.5f32, 2.0, -3.0, 4.25, 0.0, 8.0], &[2, 3]).unwrap();
//! let bytes = shaped::io::npy::to_bytes(&t.t()); // a transposed view: written as [3, 2]
//! let back: HeapTensor<f32, shape![3, 2]> = shaped::io::npy::from_bytes(&bytes).unwrap();
//! assert_eq!(back.to_vec(), vec![1.5, 4.25, 2.0, 0.0, -3.0, 8.0]);
//! ```

use alloc::format;
use alloc::string::{String, ToString};
use alloc::vec::Vec;

use super::element::{decode, element_count};
use super::target::build;
use super::{Dtype, Error, FileElement, FromFile};
use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};

/// The bytes every `.npy` file starts with.
const MAGIC: &[u8; 6] = b"\x93NUMPY";

/// What a `.npy` header says: the element type, its byte order, the order of the elements and
/// the shape.
#[derive(Debug)]
pub(crate) struct Header {
    pub(crate) dtype: Dtype,
    pub(crate) little: bool,
    pub(crate) fortran: bool,
    pub(crate) shape: Vec<usize>,
}

/// The array of a `.npy` file, as the tensor type `X` (its shape checked against the file's,
/// its element type equal to the file's).
///
/// # Errors
///
/// [`Error::Format`] for bytes that are not a `.npy` file (or are truncated),
/// [`Error::UnknownDtype`] for an element type this crate lacks, [`Error::Dtype`] when the
/// file's element type is not `X`'s, [`Error::Shape`] when the file's shape does not fit `X`.
pub fn from_bytes<X: FromFile>(bytes: &[u8]) -> Result<X, Error> {
    let (header, data) = parse(bytes)?;
    read_data::<X>(&header, data)
}

/// The element type and shape a `.npy` file declares, without reading its elements.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::io::Dtype;
/// let bytes = shaped::io::npy::to_bytes(&DynTensor::<u16>::zeros(&[4, 0, 2]));
/// assert_eq!(shaped::io::npy::describe(&bytes).unwrap(), (Dtype::U16, vec![4, 0, 2]));
/// ```
///
/// # Errors
///
/// As [`from_bytes`], for the header.
pub fn describe(bytes: &[u8]) -> Result<(Dtype, Vec<usize>), Error> {
    let (header, _) = parse(bytes)?;
    Ok((header.dtype, header.shape))
}

/// The tensor `X` of `data`, the bytes after a header.
pub(crate) fn read_data<X: FromFile>(header: &Header, data: &[u8]) -> Result<X, Error> {
    let wanted = <X::Elem as FileElement>::DTYPE;
    if header.dtype != wanted {
        return Err(Error::Dtype {
            found: header.dtype,
            shape: header.shape.clone(),
            wanted,
        });
    }
    let count = element_count(&header.shape, header.dtype, data.len())?;
    let mut elems = decode::<X::Elem>(data, count, header.little)?;
    if header.fortran && header.shape.len() > 1 {
        elems = row_major(&elems, &header.shape);
    }
    build::<X>(elems, &header.shape)
}

/// The elements of a column-major array of shape `dims`, in row-major order.
fn row_major<T: Copy>(elems: &[T], dims: &[usize]) -> Vec<T> {
    // Column-major strides: the first dimension varies fastest.
    let mut strides = Vec::with_capacity(dims.len());
    let mut s = 1usize;
    for &d in dims {
        strides.push(s);
        s = s.saturating_mul(d);
    }
    let mut out = Vec::with_capacity(elems.len());
    let mut index = alloc::vec![0usize; dims.len()];
    let mut offset = 0usize;
    for _ in 0..elems.len() {
        if let Some(&x) = elems.get(offset) {
            out.push(x);
        }
        // The next row-major index: the last dimension varies fastest.
        for k in (0..dims.len()).rev() {
            index[k] += 1;
            offset += strides[k];
            if index[k] < dims[k] {
                break;
            }
            offset -= strides[k] * dims[k];
            index[k] = 0;
        }
    }
    out
}

/// The header of a `.npy` file and the bytes after it.
pub(crate) fn parse(bytes: &[u8]) -> Result<(Header, &[u8]), Error> {
    let bad = |what: &str| Error::Format(what.to_string());
    if bytes.get(..6) != Some(&MAGIC[..]) {
        return Err(bad("a .npy file starts with \\x93NUMPY"));
    }
    let major = *bytes
        .get(6)
        .ok_or_else(|| bad("truncated before the version"))?;
    let (len, start): (usize, usize) = match major {
        1 => {
            let b = bytes
                .get(8..10)
                .ok_or_else(|| bad("truncated header length"))?;
            (usize::from(u16::from_le_bytes([b[0], b[1]])), 10)
        }
        2 | 3 => {
            let b = bytes
                .get(8..12)
                .ok_or_else(|| bad("truncated header length"))?;
            let n = u32::from_le_bytes([b[0], b[1], b[2], b[3]]);
            (usize::try_from(n).map_err(|_| bad("header too long"))?, 12)
        }
        v => return Err(Error::Format(format!("unknown format version {v}"))),
    };
    let end = start
        .checked_add(len)
        .filter(|&e| e <= bytes.len())
        .ok_or_else(|| {
            Error::Format(format!(
                "the header claims {len} bytes, the file has {}",
                bytes.len() - start.min(bytes.len())
            ))
        })?;
    let text =
        core::str::from_utf8(&bytes[start..end]).map_err(|_| bad("the header is not text"))?;
    Ok((parse_dict(text)?, &bytes[end..]))
}

/// The header's Python dictionary literal: `{'descr': '<f4', 'fortran_order': False,
/// 'shape': (2, 3), }`.
fn parse_dict(text: &str) -> Result<Header, Error> {
    let mut p = Literal {
        s: text.as_bytes(),
        i: 0,
    };
    let (mut descr, mut fortran, mut shape) = (None, None, None);
    p.expect(b'{')?;
    loop {
        p.skip_space();
        if p.eat(b'}') {
            break;
        }
        let key = p.string()?;
        p.skip_space();
        p.expect(b':')?;
        p.skip_space();
        match key.as_str() {
            "descr" => descr = Some(p.descr()?),
            "fortran_order" => fortran = Some(p.boolean()?),
            "shape" => shape = Some(p.tuple()?),
            other => return Err(Error::Format(format!("unknown header key {other:?}"))),
        }
        p.skip_space();
        if !p.eat(b',') {
            p.skip_space();
            p.expect(b'}')?;
            break;
        }
    }
    let missing = |k: &str| Error::Format(format!("the header has no {k:?}"));
    let (descr, little) = descr.ok_or_else(|| missing("descr"))?;
    Ok(Header {
        dtype: descr,
        little,
        fortran: fortran.ok_or_else(|| missing("fortran_order"))?,
        shape: shape.ok_or_else(|| missing("shape"))?,
    })
}

/// A cursor over the header's text.
struct Literal<'a> {
    s: &'a [u8],
    i: usize,
}

impl Literal<'_> {
    fn skip_space(&mut self) {
        while self.s.get(self.i).is_some_and(u8::is_ascii_whitespace) {
            self.i += 1;
        }
    }

    fn eat(&mut self, c: u8) -> bool {
        let hit = self.s.get(self.i) == Some(&c);
        if hit {
            self.i += 1;
        }
        hit
    }

    fn expect(&mut self, c: u8) -> Result<(), Error> {
        if self.eat(c) {
            Ok(())
        } else {
            Err(Error::Format(format!(
                "expected {:?} at byte {} of the header",
                char::from(c),
                self.i
            )))
        }
    }

    /// A quoted string (either quote; no escapes in what NumPy writes).
    fn string(&mut self) -> Result<String, Error> {
        let q = *self
            .s
            .get(self.i)
            .filter(|&&c| c == b'\'' || c == b'"')
            .ok_or_else(|| Error::Format(format!("expected a string at byte {}", self.i)))?;
        self.i += 1;
        let start = self.i;
        while self.s.get(self.i).is_some_and(|&c| c != q) {
            self.i += 1;
        }
        let text = self
            .s
            .get(start..self.i)
            .ok_or_else(|| Error::Format("unterminated string in the header".to_string()))?;
        self.expect(q)?;
        Ok(String::from_utf8_lossy(text).into_owned())
    }

    /// The element type and whether it is little-endian: `'<f4'`, `'>i8'`, `'|b1'`.
    fn descr(&mut self) -> Result<(Dtype, bool), Error> {
        if self.s.get(self.i) == Some(&b'[') {
            return Err(Error::UnknownDtype("a structured dtype".to_string()));
        }
        let d = self.string()?;
        let mut chars = d.chars();
        let little = match chars.next() {
            Some('<' | '|' | '=') => true,
            Some('>') => false,
            _ => return Err(Error::UnknownDtype(d.clone())),
        };
        let code = chars.as_str();
        let dtype = Dtype::from_npy(code).ok_or_else(|| Error::UnknownDtype(d.clone()))?;
        Ok((dtype, little || dtype.size() == 1))
    }

    fn boolean(&mut self) -> Result<bool, Error> {
        let rest = self.s.get(self.i..).unwrap_or(&[]);
        if rest.starts_with(b"True") {
            self.i += 4;
            Ok(true)
        } else if rest.starts_with(b"False") {
            self.i += 5;
            Ok(false)
        } else {
            Err(Error::Format(format!(
                "expected True or False at byte {}",
                self.i
            )))
        }
    }

    /// A tuple of sizes: `()`, `(3,)`, `(2, 3)`.
    fn tuple(&mut self) -> Result<Vec<usize>, Error> {
        self.expect(b'(')?;
        let mut dims = Vec::new();
        loop {
            self.skip_space();
            if self.eat(b')') {
                return Ok(dims);
            }
            let start = self.i;
            while self.s.get(self.i).is_some_and(u8::is_ascii_digit) {
                self.i += 1;
            }
            let digits = core::str::from_utf8(&self.s[start..self.i]).unwrap_or("");
            let d = digits
                .parse::<usize>()
                .map_err(|_| Error::Format(format!("expected a size at byte {start}")))?;
            if dims.len() == crate::layout::MAX_RANK {
                return Err(Error::Format(format!(
                    "more than {} dimensions",
                    crate::layout::MAX_RANK
                )));
            }
            dims.push(d);
            self.skip_space();
            if !self.eat(b',') {
                self.skip_space();
                self.expect(b')')?;
                return Ok(dims);
            }
        }
    }
}

/// The `.npy` file of a tensor or view: version 1.0 (2.0 for a header beyond 65535 bytes),
/// little-endian, C order, the elements in the tensor's logical (row-major) order.
#[must_use]
pub fn to_bytes<T: FileElement, S: Shape, M: Storage<T, S>>(t: &TensorBase<T, S, M>) -> Vec<u8> {
    let mut out = header_bytes(T::DTYPE, t.shape());
    out.reserve(t.numel().saturating_mul(T::DTYPE.size()));
    t.for_each(|&x| x.push_le(&mut out));
    out
}

/// The magic, version, length and padded header of a C-order little-endian file.
pub(crate) fn header_bytes(dtype: Dtype, shape: &[usize]) -> Vec<u8> {
    let order = if dtype.size() == 1 { '|' } else { '<' };
    let mut dims = String::new();
    for d in shape {
        dims.push_str(&format!("{d}, "));
    }
    let dims = match shape.len() {
        0 => String::new(),
        1 => dims.trim_end().to_string(),
        _ => dims.trim_end_matches([',', ' ']).to_string(),
    };
    let mut text = format!(
        "{{'descr': '{order}{}', 'fortran_order': False, 'shape': ({dims}), }}",
        dtype.npy_name()
    );
    // Version 1.0 has a 2-byte length; the whole preamble is padded to a multiple of 64 with
    // spaces and ends with a newline, as NumPy writes it.
    let (version, prefix) = if text.len() + 11 <= 65535 {
        (1u8, 10)
    } else {
        (2, 12)
    };
    let total = (prefix + text.len() + 1).div_ceil(64) * 64;
    while prefix + text.len() + 1 < total {
        text.push(' ');
    }
    text.push('\n');
    let mut out = Vec::with_capacity(total);
    out.extend_from_slice(MAGIC);
    out.extend_from_slice(&[version, 0]);
    if version == 1 {
        out.extend_from_slice(&(text.len() as u16).to_le_bytes());
    } else {
        out.extend_from_slice(&(text.len() as u32).to_le_bytes());
    }
    out.extend_from_slice(text.as_bytes());
    out
}
