//! The element types of index tensors.

use crate::sealed::SealedIndex;

/// An element type of a tensor of indices (`index_select`, `gather`, `scatter`, `bincount` …):
/// every primitive integer type. Sealed: only this crate implements it.
///
/// ```
/// use shaped::prelude::*;
/// use shaped::ops::IndexElement;
/// fn rows<I: IndexElement>(x: &DynTensor<i32>, at: Vec<I>) -> Vec<i32> {
///     let n = at.len();
///     x.index_select(0, &DynTensor::from_vec(at, &[n]).unwrap()).to_vec()
/// }
/// let x = DynTensor::from_vec(vec![1, 2, 3, 4], &[2, 2]).unwrap();
/// assert_eq!(rows(&x, vec![1u8, 0]), rows(&x, vec![1i64, 0]));
/// assert_eq!(rows(&x, vec![1usize]), vec![3, 4]);
/// ```
pub trait IndexElement: Copy + SealedIndex {
    /// PyTorch's name of the nearest dtype (`Long` for `i64`, `isize` and `usize`), as its
    /// error texts print it.
    const TORCH_NAME: &'static str;

    /// The index as an `i128`, which holds every value of every implementing type exactly.
    fn to_i128(self) -> i128;
}

macro_rules! index_elements {
    ($($t:ty => $name:literal),* $(,)?) => {$(
        impl SealedIndex for $t {}
        impl IndexElement for $t {
            const TORCH_NAME: &'static str = $name;
            #[inline]
            fn to_i128(self) -> i128 {
                // Lossless for every integer type of at most 64 bits.
                self as i128
            }
        }
    )*};
}

index_elements! {
    i8 => "Char", i16 => "Short", i32 => "Int", i64 => "Long", isize => "Long",
    u8 => "Byte", u16 => "UInt16", u32 => "UInt32", u64 => "UInt64", usize => "Long",
}
