//! `serde` support (feature `serde`): every tensor and view serialises as
//! `{"shape": [..], "data": [..]}` with the elements in row-major order; owned tensors
//! deserialise from it.
//!
//! Deserialising checks everything a constructor would: the shape must fit the type (rank and
//! every static size) and the data must hold exactly as many elements as the shape, otherwise
//! it is an error with the crate's texts (`expected shape [2, 3], but got [3, 2]`,
//! `shape '[2, 3]' is invalid for input of size 5`) — never a tensor of the wrong shape. Inline
//! static tensors serialise and deserialise without an allocator (their elements need
//! `Default`, the placeholder of the array while it is read).
//!
//! ```
//! use shaped::{shape, DynTensor, Tensor};
//! let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
//! let json = serde_json::to_string(&t).unwrap();
//! assert_eq!(json, r#"{"shape":[2,2],"data":[1,2,3,4]}"#);
//! let back: Tensor<i32, shape![2, 2]> = serde_json::from_str(&json).unwrap();
//! assert_eq!(back, t);
//! let d: DynTensor<i32> = serde_json::from_str(&json).unwrap();
//! assert_eq!(d.shape(), &[2, 2]);
//! let bad = serde_json::from_str::<Tensor<i32, shape![4]>>(&json).unwrap_err();
//! assert!(bad.to_string().starts_with("expected a tensor with 1 dimensions, but got 2"));
//! ```

use core::fmt;
use core::marker::PhantomData;

use serde::de::{self, DeserializeSeed, IgnoredAny, MapAccess, SeqAccess, Visitor};
use serde::ser::SerializeStruct;
use serde::{Deserialize, Deserializer, Serialize, Serializer};

use crate::layout::{DisplaySizes, MAX_RANK};
use crate::shape::{Shape, StaticShape};
use crate::tensor::{Inline, Storage, TensorBase};

/// The field names, in the order they are written.
const FIELDS: &[&str] = &["shape", "data"];

/// The elements, row-major, as a sequence (no allocation).
struct Elements<'a, T, S: Shape, M: Storage<T, S>>(&'a TensorBase<T, S, M>);

impl<T: Serialize, S: Shape, M: Storage<T, S>> Serialize for Elements<'_, T, S, M> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        serializer.collect_seq(self.0.iter())
    }
}

/// `{"shape": [..], "data": [..]}`, the data in row-major order whatever the strides.
///
/// ```
/// use shaped::DynViews;
/// use shaped::DynTensor;
/// let d = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).unwrap();
/// let json = serde_json::to_string(&d.t()).unwrap();
/// assert_eq!(json, r#"{"shape":[3,2],"data":[1,4,2,5,3,6]}"#);
/// ```
impl<T: Serialize, S: Shape, M: Storage<T, S>> Serialize for TensorBase<T, S, M> {
    fn serialize<Z: Serializer>(&self, serializer: Z) -> Result<Z::Ok, Z::Error> {
        let mut s = serializer.serialize_struct("Tensor", 2)?;
        s.serialize_field("shape", self.shape())?;
        s.serialize_field("data", &Elements(self))?;
        s.end()
    }
}

/// A field of the serialised form.
enum Field {
    Shape,
    Data,
    Other,
}

impl<'de> Deserialize<'de> for Field {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        struct FieldVisitor;
        impl Visitor<'_> for FieldVisitor {
            type Value = Field;
            fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                f.write_str("`shape` or `data`")
            }
            fn visit_str<E: de::Error>(self, v: &str) -> Result<Field, E> {
                Ok(match v {
                    "shape" => Field::Shape,
                    "data" => Field::Data,
                    _ => Field::Other,
                })
            }
            fn visit_bytes<E: de::Error>(self, v: &[u8]) -> Result<Field, E> {
                Ok(match v {
                    b"shape" => Field::Shape,
                    b"data" => Field::Data,
                    _ => Field::Other,
                })
            }
            fn visit_u64<E: de::Error>(self, v: u64) -> Result<Field, E> {
                Ok(match v {
                    0 => Field::Shape,
                    1 => Field::Data,
                    _ => Field::Other,
                })
            }
        }
        deserializer.deserialize_identifier(FieldVisitor)
    }
}

/// Reads a shape and checks it against `expected` (a static shape), without allocating.
struct ShapeIs<'a>(&'a [usize]);

impl<'de> DeserializeSeed<'de> for ShapeIs<'_> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de> Visitor<'de> for ShapeIs<'_> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "the shape {}", DisplaySizes(self.0))
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let mut got = [0usize; MAX_RANK];
        let mut rank = 0;
        while let Some(size) = seq.next_element::<usize>()? {
            if let Some(slot) = got.get_mut(rank) {
                *slot = size;
            }
            rank += 1;
        }
        if rank != self.0.len() {
            return Err(de::Error::custom(format_args!(
                "expected a tensor with {} dimensions, but got {rank}",
                self.0.len()
            )));
        }
        if got[..rank] != *self.0 {
            return Err(de::Error::custom(format_args!(
                "expected shape {}, but got {}",
                DisplaySizes(self.0),
                DisplaySizes(&got[..rank])
            )));
        }
        Ok(())
    }
}

/// Reads exactly `out.len()` elements into `out` (the static shape `sizes`).
struct DataInto<'a, T> {
    out: &'a mut [T],
    sizes: &'a [usize],
}

impl<'de, T: Deserialize<'de>> DeserializeSeed<'de> for DataInto<'_, T> {
    type Value = ();
    fn deserialize<D: Deserializer<'de>>(self, deserializer: D) -> Result<(), D::Error> {
        deserializer.deserialize_seq(self)
    }
}

impl<'de, T: Deserialize<'de>> Visitor<'de> for DataInto<'_, T> {
    type Value = ();
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a sequence of {} elements", self.out.len())
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<(), A::Error> {
        let want = self.out.len();
        let mut got = 0;
        for slot in self.out.iter_mut() {
            match seq.next_element::<T>()? {
                Some(x) => *slot = x,
                None => break,
            }
            got += 1;
        }
        if got == want {
            while seq.next_element::<IgnoredAny>()?.is_some() {
                got += 1;
            }
        }
        if got != want {
            return Err(de::Error::custom(format_args!(
                "shape '{}' is invalid for input of size {got}",
                DisplaySizes(self.sizes)
            )));
        }
        Ok(())
    }
}

/// Builds an inline tensor from the serialised form.
struct InlineVisitor<T, S>(PhantomData<(T, S)>);

impl<'de, T: Deserialize<'de> + Default, S: StaticShape> Visitor<'de> for InlineVisitor<T, S> {
    type Value = TensorBase<T, S, Inline>;
    fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "a tensor of shape {}", DisplaySizes(S::SIZES))
    }
    fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
        let mut t = TensorBase::<T, S, Inline>::from_fn(|_| T::default());
        let (mut shape, mut data) = (false, false);
        while let Some(key) = map.next_key::<Field>()? {
            match key {
                Field::Shape if shape => return Err(de::Error::duplicate_field("shape")),
                Field::Data if data => return Err(de::Error::duplicate_field("data")),
                Field::Shape => {
                    map.next_value_seed(ShapeIs(S::SIZES))?;
                    shape = true;
                }
                Field::Data => {
                    map.next_value_seed(DataInto {
                        out: S::flat_mut(&mut t.buf),
                        sizes: S::SIZES,
                    })?;
                    data = true;
                }
                Field::Other => {
                    map.next_value::<IgnoredAny>()?;
                }
            }
        }
        if !shape {
            return Err(de::Error::missing_field("shape"));
        }
        if !data {
            return Err(de::Error::missing_field("data"));
        }
        Ok(t)
    }
    fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
        let mut t = TensorBase::<T, S, Inline>::from_fn(|_| T::default());
        if seq.next_element_seed(ShapeIs(S::SIZES))?.is_none() {
            return Err(de::Error::invalid_length(0, &self));
        }
        let out = S::flat_mut(&mut t.buf);
        if seq
            .next_element_seed(DataInto {
                out,
                sizes: S::SIZES,
            })?
            .is_none()
        {
            return Err(de::Error::invalid_length(1, &self));
        }
        Ok(t)
    }
}

/// An inline tensor from `{"shape": [..], "data": [..]}` (or a two-element sequence in formats
/// without field names).
///
/// # Errors
///
/// A shape other than `S` (`expected shape [2, 2], but got [4]`, or `expected a tensor with 2
/// dimensions, but got 1`), a data length other than `S`'s element count (`shape '[2, 2]' is
/// invalid for input of size 3`), a missing or repeated field, or the format's own errors.
///
/// ```
/// use shaped::{shape, Tensor};
/// let t: Tensor<f32, shape![3]> = serde_json::from_str(r#"{"shape":[3],"data":[1,2,3]}"#).unwrap();
/// assert_eq!(t[[2]], 3.0);
/// let err = serde_json::from_str::<Tensor<f32, shape![3]>>(r#"{"shape":[3],"data":[1,2]}"#);
/// assert!(err.unwrap_err().to_string().starts_with("shape '[3]' is invalid for input of size 2"));
/// ```
impl<'de, T: Deserialize<'de> + Default, S: StaticShape> Deserialize<'de>
    for TensorBase<T, S, Inline>
{
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        deserializer.deserialize_struct("Tensor", FIELDS, InlineVisitor::<T, S>(PhantomData))
    }
}

#[cfg(feature = "alloc")]
mod heap {
    use alloc::vec::Vec;
    use core::fmt;
    use core::marker::PhantomData;

    use serde::de::{self, IgnoredAny, MapAccess, SeqAccess, Visitor};
    use serde::{Deserialize, Deserializer};

    use super::{FIELDS, Field};
    use crate::shape::Shape;
    use crate::tensor::{Heap, TensorBase};

    /// Builds a heap tensor from the serialised form.
    struct HeapVisitor<T, S>(PhantomData<(T, S)>);

    impl<'de, T: Deserialize<'de>, S: Shape> Visitor<'de> for HeapVisitor<T, S> {
        type Value = TensorBase<T, S, Heap>;
        fn expecting(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("a tensor: its shape and its elements")
        }
        fn visit_map<A: MapAccess<'de>>(self, mut map: A) -> Result<Self::Value, A::Error> {
            let (mut shape, mut data): (Option<Vec<usize>>, Option<Vec<T>>) = (None, None);
            while let Some(key) = map.next_key::<Field>()? {
                match key {
                    Field::Shape if shape.is_some() => {
                        return Err(de::Error::duplicate_field("shape"));
                    }
                    Field::Data if data.is_some() => {
                        return Err(de::Error::duplicate_field("data"));
                    }
                    Field::Shape => shape = Some(map.next_value()?),
                    Field::Data => data = Some(map.next_value()?),
                    Field::Other => {
                        map.next_value::<IgnoredAny>()?;
                    }
                }
            }
            let shape = shape.ok_or_else(|| de::Error::missing_field("shape"))?;
            let data = data.ok_or_else(|| de::Error::missing_field("data"))?;
            TensorBase::from_vec(data, &shape).map_err(de::Error::custom)
        }
        fn visit_seq<A: SeqAccess<'de>>(self, mut seq: A) -> Result<Self::Value, A::Error> {
            let shape: Vec<usize> = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(0, &self))?;
            let data: Vec<T> = seq
                .next_element()?
                .ok_or_else(|| de::Error::invalid_length(1, &self))?;
            TensorBase::from_vec(data, &shape).map_err(de::Error::custom)
        }
    }

    /// A heap tensor (static or dynamic shape) from `{"shape": [..], "data": [..]}`.
    ///
    /// # Errors
    ///
    /// Whatever [`from_vec`](TensorBase::from_vec) refuses — a shape that does not fit `S`
    /// (`expected shape [2, 3], but got [3, 2]`), too many dimensions, an element count that
    /// overflows or differs from the data's length (`shape '[2, 2]' is invalid for input of
    /// size 3`) — a missing or repeated field, or the format's own errors.
    ///
    /// ```
    /// use shaped::{shape, DynTensor, HeapTensor};
    /// let json = r#"{"shape":[2,3],"data":[1,2,3,4,5,6]}"#;
    /// let d: DynTensor<u8> = serde_json::from_str(json).unwrap();
    /// assert_eq!(d[[1, 2]], 6);
    /// let h: HeapTensor<u8, shape![Dyn, 3]> = serde_json::from_str(json).unwrap();
    /// assert_eq!(h.shape(), &[2, 3]);
    /// let err = serde_json::from_str::<HeapTensor<u8, shape![3, 2]>>(json).unwrap_err();
    /// assert!(err.to_string().starts_with("expected shape [3, 2], but got [2, 3]"));
    /// ```
    impl<'de, T: Deserialize<'de>, S: Shape> Deserialize<'de> for TensorBase<T, S, Heap> {
        fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
            deserializer.deserialize_struct("Tensor", FIELDS, HeapVisitor::<T, S>(PhantomData))
        }
    }
}
