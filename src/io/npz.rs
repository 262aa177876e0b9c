//! NumPy's `.npz` archives (feature `npy`): several named `.npy` arrays in one zip file, as
//! `np.savez` and `np.savez_compressed` write them.
//!
//! [`Npz`] reads an archive held in memory: stored members are read in place, compressed ones
//! are inflated (up to their declared size) and every member's CRC is checked. [`NpzWriter`]
//! writes stored members, as `np.savez` does (archives up to 4 GiB; larger arrays go in `.npy`
//! files).
//!
//! ```
//! use shaped::prelude::*;
//! use shaped::io::npz::{Npz, NpzWriter};
//! let w = Tensor::<f32, shape![2, 3]>::from([[1.0, 2.0, 3.0], [4.0, 5.0, 6.0]]);
//! let b = DynTensor::from_vec(vec![0.5f32, -0.5], &[2]).unwrap();
//! let mut out = NpzWriter::new();
//! out.add("w", &w).unwrap().add("b", &b).unwrap();
//! let bytes = out.finish();
//!
//! let npz = Npz::from_bytes(&bytes).unwrap();
//! assert_eq!(npz.names().collect::<Vec<_>>(), ["w", "b"]);
//! let w2: Tensor<f32, shape![2, 3]> = npz.read("w").unwrap();
//! assert_eq!(w2, w);
//! assert_eq!(npz.read::<DynTensor<f32>>("c").unwrap_err().to_string(), "no tensor named \"c\" in the file");
//! ```

use alloc::vec::Vec;

use super::zip::{self, Member};
use super::{Dtype, Error, FileElement, FromFile, npy};
use crate::shape::Shape;
use crate::tensor::{Storage, TensorBase};

/// An `.npz` archive held in memory: the names of its arrays, and each array read on demand
/// into the tensor type asked for.
#[derive(Debug)]
pub struct Npz<'a> {
    bytes: &'a [u8],
    members: Vec<Member>,
}

impl<'a> Npz<'a> {
    /// The archive in `bytes` (its directory read, no array yet).
    ///
    /// # Errors
    ///
    /// [`Error::Format`] when `bytes` are not a zip archive.
    pub fn from_bytes(bytes: &'a [u8]) -> Result<Self, Error> {
        Ok(Npz {
            bytes,
            members: zip::members(bytes)?,
        })
    }

    /// The arrays' names, in the archive's order (`np.savez` names them `arr_0` … unless given
    /// keywords), without the `.npy` of their member names.
    pub fn names(&self) -> impl Iterator<Item = &str> {
        self.members
            .iter()
            .map(|m| m.name.strip_suffix(".npy").unwrap_or(&m.name))
    }

    fn member(&self, name: &str) -> Result<&Member, Error> {
        self.members
            .iter()
            .find(|m| m.name.strip_suffix(".npy").unwrap_or(&m.name) == name)
            .ok_or_else(|| Error::Missing(name.into()))
    }

    /// The array `name` as the tensor type `X`, its shape and element type checked.
    ///
    /// # Errors
    ///
    /// [`Error::Missing`] when there is no such array; otherwise as
    /// [`npy::from_bytes`], and [`Error::Format`] for a member that does
    /// not inflate or fails its CRC.
    pub fn read<X: FromFile>(&self, name: &str) -> Result<X, Error> {
        let data = zip::contents(self.bytes, self.member(name)?)?;
        npy::from_bytes(&data)
    }

    /// The element type and shape of the array `name`.
    ///
    /// # Errors
    ///
    /// As [`read`](Self::read).
    pub fn describe(&self, name: &str) -> Result<(Dtype, Vec<usize>), Error> {
        let data = zip::contents(self.bytes, self.member(name)?)?;
        npy::describe(&data)
    }
}

/// An `.npz` archive being written: each array added is a stored `.npy` member named
/// `<name>.npy`, as `np.savez(file, name=array)` writes it.
#[derive(Default)]
pub struct NpzWriter {
    zip: zip::Writer,
}

impl NpzWriter {
    /// An empty archive.
    #[must_use]
    pub fn new() -> Self {
        NpzWriter::default()
    }

    /// Adds the tensor or view `t` as the array `name` (its elements in logical order).
    ///
    /// # Errors
    ///
    /// [`Error::Format`] when the archive would pass 4 GiB or 65535 arrays.
    pub fn add<T: FileElement, S: Shape, M: Storage<T, S>>(
        &mut self,
        name: &str,
        t: &TensorBase<T, S, M>,
    ) -> Result<&mut Self, Error> {
        let member = alloc::format!("{name}.npy");
        self.zip.add(&member, &npy::to_bytes(t))?;
        Ok(self)
    }

    /// The archive's bytes.
    #[must_use]
    pub fn finish(self) -> Vec<u8> {
        self.zip.finish()
    }
}
