//! Element-wise comparisons with broadcasting: `eq ne lt le gt ge`, giving `bool` tensors (IEEE
//! comparison for floats, so `-0.0 == 0.0` and every comparison with NaN but `ne` is false).

use super::elementwise::ZipOutput;
use super::operand::Operand;
use crate::shape::{BroadcastsWith, Shape};
use crate::tensor::{Storage, TensorBase};

macro_rules! comparisons {
    ($( $name:ident $try_name:ident $elem:ident $sym:literal $Bound:ident, $x:literal $y:literal => $want:literal; )*) => {
        $(
        #[inline]
        fn $elem<T: $Bound>(a: &T, b: &T) -> bool {
            #[allow(clippy::float_cmp)]
            let r = a.$name(b);
            r
        }
        )*

        /// **Comparisons** into `bool` tensors, with broadcasting: `eq ne lt le gt ge`.
        impl<T, S: Shape, M: Storage<T, S>> TensorBase<T, S, M> {
            $(
            #[doc = concat!("`self ", $sym, " rhs` element by element, with broadcasting: a `bool` tensor of the broadcast shape (PyTorch's `torch.", stringify!($name), "`).")]
            ///
            /// Floats compare as IEEE numbers (NaN compares unequal to everything, itself
            /// included). An illegal static pair does not compile.
            ///
            /// ```
            /// use shaped::prelude::*;
            #[doc = concat!("let a = Tensor::<f32, shape![2, 1]>::from_array([[", $x, "], [f32::NAN]]);")]
            #[doc = concat!("let b = Tensor::<f32, shape![1]>::from_array([", $y, "]);")]
            #[doc = concat!("let r: Tensor<bool, shape![2, 1]> = a.", stringify!($name), "(&b);")]
            #[doc = concat!("assert_eq!(r.get([0, 0]), Some(&", $want, "));")]
            #[doc = concat!("assert_eq!(r.get([1, 0]), Some(&(f32::NAN ", $sym, " 1.0))); // NaN")]
            /// ```
            ///
            /// # Panics
            ///
            /// When run-time sizes do not broadcast (PyTorch's text; see
            #[doc = concat!("[`", stringify!($try_name), "`](Self::", stringify!($try_name), ")), or a heap result cannot be allocated.")]
            #[track_caller]
            #[inline]
            pub fn $name<R>(&self, rhs: &R) -> ZipOutput<T, bool, S, M, R>
            where
                T: $Bound,
                R: Operand<Elem = T>,
                S: BroadcastsWith<R::Shape>,
            {
                self.zip_map(rhs, $elem::<T>)
            }

            #[doc = concat!("[`", stringify!($name), "`](Self::", stringify!($name), ") that returns the error instead of panicking.")]
            ///
            /// ```
            /// use shaped::DynTensor;
            /// let a = DynTensor::from_vec(vec![1, 2, 3], &[3]).unwrap();
            /// let b = DynTensor::from_vec(vec![1, 2], &[2]).unwrap();
            #[doc = concat!("assert_eq!(a.", stringify!($try_name), "(&b).unwrap_err().to_string(),")]
            ///     "The size of tensor a (3) must match the size of tensor b (2) at non-singleton dimension 0");
            /// ```
            ///
            /// # Errors
            ///
            /// PyTorch's broadcast error when run-time sizes do not broadcast; an overflow or
            /// allocation error when the result is too large.
            #[cfg(feature = "alloc")]
            pub fn $try_name<R>(&self, rhs: &R) -> Result<ZipOutput<T, bool, S, M, R>, crate::ShapeError>
            where
                T: $Bound,
                R: Operand<Elem = T>,
                S: BroadcastsWith<R::Shape>,
            {
                self.try_zip_map(rhs, $elem::<T>)
            }
            )*
        }
    };
}

comparisons! {
    eq try_eq elem_eq "==" PartialEq, "1.0" "1.0" => "true";
    ne try_ne elem_ne "!=" PartialEq, "1.0" "1.0" => "false";
    lt try_lt elem_lt "<" PartialOrd, "1.0" "2.0" => "true";
    le try_le elem_le "<=" PartialOrd, "2.0" "2.0" => "true";
    gt try_gt elem_gt ">" PartialOrd, "1.0" "2.0" => "false";
    ge try_ge elem_ge ">=" PartialOrd, "1.0" "2.0" => "false";
}
