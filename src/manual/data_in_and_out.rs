//! # Data in and out
//!
//! Data that comes from NumPy or a training script enters through [`shaped::io`](crate::io):
//! `.npy` and `.npz` files (feature `npy`) and `safetensors` files (feature `safetensors`), read
//! from bytes (`std::fs::read`, a memory map, an embedded `include_bytes!`) and written to bytes.
//!
//! A file carries a run-time shape and element type. The type a program reads it into is the
//! check: a [`DynTensor`](crate::DynTensor) takes any shape; a `HeapTensor<T, S>` or an inline
//! `Tensor<T, S>` takes the file's array only when its shape fits `S` (`Dyn` and symbolic sizes
//! accept what they accept everywhere) and its element type is `T` itself. A mismatch is an
//! [`io::Error`](crate::io::Error) naming both; there is no silent conversion of `float64` to
//! `f32`. After that one check the tensor is typed, and everything downstream is checked by
//! the compiler, or needs no check at all.
//!
//! | format | read | write | element types |
//! |---|---|---|---|
//! | `.npy` ([`io::npy`](crate::io::npy)) | versions 1.0–3.0, little- and big-endian, C and Fortran order | version 1.0, little-endian, C order: byte for byte what `np.save` writes | `bool`, integers up to 64 bits, `f32`, `f64` |
//! | `.npz` ([`io::npz`](crate::io::npz)) | `np.savez` (stored) and `np.savez_compressed` (deflated), zip64, CRC checked | stored members, as `np.savez` | as `.npy` |
//! | `safetensors` ([`io::safetensors`](crate::io::safetensors)) | the header checked once; tensors read on demand | one header, data in the order added, `__metadata__` | as `.npy` (`F16`, `BF16` are refused: no element type here) |
//!
//! Views are written in their logical order: `npy::to_bytes(&t.t())` writes the transpose.
//! Files written by NumPy 2.4 and `safetensors` 0.8 of every element type, byte order and
//! layout are read back in the test suite, and hostile bytes (truncations, lying headers,
//! overflowing shapes, corrupted archive members) are fuzzed: they give errors, never a panic,
//! and nothing is allocated beyond what the bytes themselves justify (a compressed `.npz`
//! member is inflated up to its declared size).
//!
//! ## A network whose weights come from a file
//!
//! The weights of a two-layer perceptron, saved by a training script as `safetensors`, load into
//! a struct of static tensors. The only error path is the load; the forward pass has no shape
//! check left to fail.
//!
//! ```
//! use shaped::io::safetensors::{SafeTensors, SafeTensorsWriter};
//! use shaped::io::Error;
//! use shaped::prelude::*;
//!
//! /// 4 inputs, 8 hidden units, 3 outputs.
//! struct Mlp {
//!     w1: HeapTensor<f32, shape![4, 8]>,
//!     b1: Tensor<f32, shape![8]>,
//!     w2: HeapTensor<f32, shape![8, 3]>,
//!     b2: Tensor<f32, shape![3]>,
//! }
//!
//! impl Mlp {
//!     /// The one place where shapes and element types are checked.
//!     fn load(bytes: &[u8]) -> Result<Mlp, Error> {
//!         let f = SafeTensors::from_bytes(bytes)?;
//!         Ok(Mlp { w1: f.read("w1")?, b1: f.read("b1")?, w2: f.read("w2")?, b2: f.read("b2")? })
//!     }
//!
//!     /// Class probabilities of a batch of any size: no run-time shape check.
//!     fn forward(&self, x: &HeapTensor<f32, shape![Dyn, 4]>) -> HeapTensor<f32, shape![Dyn, 3]> {
//!         let h = (&x.matmul(&self.w1) + &self.b1).relu();
//!         (&h.matmul(&self.w2) + &self.b2).softmax::<1>()
//!     }
//! }
//!
//! // What the training script saved (here written by this crate).
//! let mut out = SafeTensorsWriter::new();
//! out.add("w1", &HeapTensor::<f32, shape![4, 8]>::from_fn(|i| (i % 5) as f32 * 0.1)).unwrap()
//!     .add("b1", &Tensor::<f32, shape![8]>::full(0.1)).unwrap()
//!     .add("w2", &HeapTensor::<f32, shape![8, 3]>::from_fn(|i| (i % 3) as f32 * 0.2)).unwrap()
//!     .add("b2", &Tensor::<f32, shape![3]>::zeros()).unwrap();
//! let bytes = out.finish();
//!
//! let mlp = Mlp::load(&bytes)?;
//! let batch = HeapTensor::<f32, shape![Dyn, 4]>::from_vec(vec![1.0; 8], &[2, 4])?;
//! let p = mlp.forward(&batch);
//! assert_eq!(p.shape(), &[2, 3]);
//! assert!((p.sum::<1>().to_vec()[0] - 1.0).abs() < 1e-6);
//!
//! // A file whose layer has another width is refused at the load, with both shapes.
//! let mut wrong = SafeTensorsWriter::new();
//! wrong.add("w1", &HeapTensor::<f32, shape![4, 16]>::zeros()).unwrap();
//! let err = Mlp::load(&wrong.finish()).err().unwrap();
//! assert_eq!(
//!     err.to_string(),
//!     "the file's tensor of shape [4, 16] (float32) does not fit: expected shape [4, 8], but got [4, 16]"
//! );
//! # Ok::<(), Box<dyn std::error::Error>>(())
//! ```
//!
//! ## NumPy arrays
//!
//! ```
//! use shaped::io::npz::{Npz, NpzWriter};
//! use shaped::prelude::*;
//! // np.savez("data.npz", x=x, labels=labels)
//! let x = DynTensor::from_vec(vec![0.5f64, 1.5, 2.5, 3.5], &[2, 2]).unwrap();
//! let labels = DynTensor::from_vec(vec![1i64, 0], &[2]).unwrap();
//! let mut out = NpzWriter::new();
//! out.add("x", &x).unwrap().add("labels", &labels).unwrap();
//! let bytes = out.finish();
//!
//! let data = Npz::from_bytes(&bytes).unwrap();
//! let x: HeapTensor<f64, shape![Dyn, 2]> = data.read("x").unwrap();
//! let labels: DynTensor<i64> = data.read("labels").unwrap();
//! assert_eq!((x.shape(), labels.to_vec()), (&[2usize, 2][..], vec![1, 0]));
//! // np.load("data.npz")["labels"] is int64: reading it as i32 is an error, not a cast.
//! assert_eq!(
//!     data.read::<DynTensor<i32>>("labels").unwrap_err().to_string(),
//!     "the file holds int64 elements (shape [2]), not int32"
//! );
//! ```
