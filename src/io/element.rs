//! The element types of files: their names in each format and their bytes.

use alloc::vec::Vec;

/// An element type as a file describes it: the kind and the width in bytes, independent of the
/// format that spells it.
///
/// ```
/// use shaped::io::Dtype;
/// assert_eq!(Dtype::F32.npy_name(), "f4");
/// assert_eq!(Dtype::I64.safetensors_name(), "I64");
/// assert_eq!(Dtype::from_safetensors("BOOL"), Some(Dtype::Bool));
/// ```
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dtype {
    /// `bool`: one byte, 0 or 1.
    Bool,
    /// `i8`.
    I8,
    /// `i16`.
    I16,
    /// `i32`.
    I32,
    /// `i64` (and `isize`).
    I64,
    /// `u8`.
    U8,
    /// `u16`.
    U16,
    /// `u32`.
    U32,
    /// `u64` (and `usize`).
    U64,
    /// `f32`.
    F32,
    /// `f64`.
    F64,
}

impl Dtype {
    /// Every element type, in the order above.
    pub const ALL: [Dtype; 11] = [
        Dtype::Bool,
        Dtype::I8,
        Dtype::I16,
        Dtype::I32,
        Dtype::I64,
        Dtype::U8,
        Dtype::U16,
        Dtype::U32,
        Dtype::U64,
        Dtype::F32,
        Dtype::F64,
    ];

    /// The width of one element in bytes.
    #[must_use]
    pub const fn size(self) -> usize {
        match self {
            Dtype::Bool | Dtype::I8 | Dtype::U8 => 1,
            Dtype::I16 | Dtype::U16 => 2,
            Dtype::I32 | Dtype::U32 | Dtype::F32 => 4,
            Dtype::I64 | Dtype::U64 | Dtype::F64 => 8,
        }
    }

    /// NumPy's type code without the byte order (`"f4"`, `"i8"`, `"b1"` …).
    #[must_use]
    pub const fn npy_name(self) -> &'static str {
        match self {
            Dtype::Bool => "b1",
            Dtype::I8 => "i1",
            Dtype::I16 => "i2",
            Dtype::I32 => "i4",
            Dtype::I64 => "i8",
            Dtype::U8 => "u1",
            Dtype::U16 => "u2",
            Dtype::U32 => "u4",
            Dtype::U64 => "u8",
            Dtype::F32 => "f4",
            Dtype::F64 => "f8",
        }
    }

    /// The `safetensors` name (`"F32"`, `"I64"`, `"BOOL"` …).
    #[must_use]
    pub const fn safetensors_name(self) -> &'static str {
        match self {
            Dtype::Bool => "BOOL",
            Dtype::I8 => "I8",
            Dtype::I16 => "I16",
            Dtype::I32 => "I32",
            Dtype::I64 => "I64",
            Dtype::U8 => "U8",
            Dtype::U16 => "U16",
            Dtype::U32 => "U32",
            Dtype::U64 => "U64",
            Dtype::F32 => "F32",
            Dtype::F64 => "F64",
        }
    }

    /// The element type of a NumPy type code without its byte order, if this crate has it.
    #[must_use]
    pub fn from_npy(code: &str) -> Option<Dtype> {
        Dtype::ALL.into_iter().find(|d| d.npy_name() == code)
    }

    /// The element type of a `safetensors` name, if this crate has it.
    #[must_use]
    pub fn from_safetensors(name: &str) -> Option<Dtype> {
        Dtype::ALL
            .into_iter()
            .find(|d| d.safetensors_name() == name)
    }
}

impl core::fmt::Display for Dtype {
    fn fmt(&self, f: &mut core::fmt::Formatter<'_>) -> core::fmt::Result {
        f.write_str(match self {
            Dtype::Bool => "bool",
            Dtype::I8 => "int8",
            Dtype::I16 => "int16",
            Dtype::I32 => "int32",
            Dtype::I64 => "int64",
            Dtype::U8 => "uint8",
            Dtype::U16 => "uint16",
            Dtype::U32 => "uint32",
            Dtype::U64 => "uint64",
            Dtype::F32 => "float32",
            Dtype::F64 => "float64",
        })
    }
}

/// An element type that files hold: its [`Dtype`] and its bytes. Implemented for `bool`, the
/// integers up to 64 bits (`isize` and `usize` as 64-bit), `f32` and `f64`. Sealed.
///
/// ```
/// use shaped::io::{Dtype, FileElement};
/// assert_eq!(<f32 as FileElement>::DTYPE, Dtype::F32);
/// assert_eq!(<usize as FileElement>::DTYPE, Dtype::U64);
/// ```
pub trait FileElement: crate::sealed::SealedElement + Copy + Sized {
    /// The element type files name.
    const DTYPE: Dtype;
    /// The element from its bytes (`DTYPE.size()` of them), little-endian or big-endian;
    /// `None` when they are no value of the type (a `bool` byte other than 0 or 1, an `isize`
    /// or `usize` beyond the platform's range).
    fn from_bytes(bytes: &[u8], little: bool) -> Option<Self>;
    /// Appends the element's little-endian bytes.
    fn push_le(self, out: &mut Vec<u8>);
}

/// The `N` bytes at the start of `bytes`, or `None`.
#[inline]
fn array<const N: usize>(bytes: &[u8]) -> Option<[u8; N]> {
    bytes.get(..N)?.try_into().ok()
}

macro_rules! numbers {
    ($($t:ty => $d:ident;)*) => {$(
        impl FileElement for $t {
            const DTYPE: Dtype = Dtype::$d;
            #[inline]
            fn from_bytes(bytes: &[u8], little: bool) -> Option<Self> {
                let b = array(bytes)?;
                Some(if little { <$t>::from_le_bytes(b) } else { <$t>::from_be_bytes(b) })
            }
            #[inline]
            fn push_le(self, out: &mut Vec<u8>) {
                out.extend_from_slice(&self.to_le_bytes());
            }
        }
    )*};
}

numbers! {
    i8 => I8; i16 => I16; i32 => I32; i64 => I64;
    u8 => U8; u16 => U16; u32 => U32; u64 => U64;
    f32 => F32; f64 => F64;
}

impl FileElement for bool {
    const DTYPE: Dtype = Dtype::Bool;
    #[inline]
    fn from_bytes(bytes: &[u8], _little: bool) -> Option<Self> {
        match bytes.first()? {
            0 => Some(false),
            1 => Some(true),
            _ => None,
        }
    }
    #[inline]
    fn push_le(self, out: &mut Vec<u8>) {
        out.push(u8::from(self));
    }
}

impl FileElement for isize {
    const DTYPE: Dtype = Dtype::I64;
    #[inline]
    fn from_bytes(bytes: &[u8], little: bool) -> Option<Self> {
        isize::try_from(i64::from_bytes(bytes, little)?).ok()
    }
    #[inline]
    fn push_le(self, out: &mut Vec<u8>) {
        // `isize` is at most 64 bits wide on every target Rust supports.
        out.extend_from_slice(&(self as i64).to_le_bytes());
    }
}

impl FileElement for usize {
    const DTYPE: Dtype = Dtype::U64;
    #[inline]
    fn from_bytes(bytes: &[u8], little: bool) -> Option<Self> {
        usize::try_from(u64::from_bytes(bytes, little)?).ok()
    }
    #[inline]
    fn push_le(self, out: &mut Vec<u8>) {
        // `usize` is at most 64 bits wide on every target Rust supports.
        out.extend_from_slice(&(self as u64).to_le_bytes());
    }
}

/// The elements of `data` (`count` of `dtype`, each `dtype.size()` bytes), in file order.
pub(super) fn decode<T: FileElement>(
    data: &[u8],
    count: usize,
    little: bool,
) -> Result<Vec<T>, super::Error> {
    let size = T::DTYPE.size();
    // The caller checked `data.len() >= count * size`, so this allocation is bounded by the file.
    let mut out = Vec::new();
    out.try_reserve_exact(count)
        .map_err(|_| super::Error::Format("the file's elements cannot be allocated".into()))?;
    for (i, chunk) in data.chunks_exact(size).take(count).enumerate() {
        match T::from_bytes(chunk, little) {
            Some(x) => out.push(x),
            None => {
                return Err(super::Error::Format(alloc::format!(
                    "element {i} is not a {} value",
                    T::DTYPE
                )));
            }
        }
    }
    Ok(out)
}

/// The number of elements of `shape`, when `available` bytes hold them.
pub(super) fn element_count(
    shape: &[usize],
    dtype: Dtype,
    available: usize,
) -> Result<usize, super::Error> {
    let count = shape
        .iter()
        .try_fold(1usize, |n, &d| n.checked_mul(d))
        .ok_or_else(|| {
            super::Error::Format(alloc::format!(
                "the element count of shape {shape:?} overflows"
            ))
        })?;
    let bytes = count.checked_mul(dtype.size()).ok_or_else(|| {
        super::Error::Format(alloc::format!(
            "the byte count of shape {shape:?} overflows"
        ))
    })?;
    if bytes > available {
        return Err(super::Error::Format(alloc::format!(
            "shape {shape:?} of {dtype} needs {bytes} bytes of data, the file has {available}"
        )));
    }
    Ok(count)
}
