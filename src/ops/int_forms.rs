//! The four forms of an element-wise binary operation that cannot fail on an element (wrapping
//! and saturating integer arithmetic): out of place, in place, and their `try_` forms. Generated
//! by one macro so every family has the same signatures, docs and checks.

/// The trait items (`decls`) or impl items (`impls`) of `$name`, `$name_assign`, `try_$name`,
/// `try_$name_assign` for the element function
/// `$elem::<T>` (a function item generic over the element type only, so the shared strided
/// kernels are compiled once per element type). `$Bound` is the element trait.
macro_rules! binary_forms {
    (decls $Bound:ident; $( $name:ident $assign:ident $try_name:ident $try_assign:ident $elem:ident
        $what:literal, $a:literal $b:literal => $r:literal; )*) => {
            $(
            #[doc = concat!("The element-wise ", $what, " of `self` and `rhs`, with broadcasting.")]
            ///
            /// No element makes it panic; on fully static inline tensors it has no panic path
            /// at all (checked by the `no-panic-check` workspace member).
            ///
            /// ```
            /// use shaped::prelude::*;
            #[doc = concat!("let a = Tensor::<i8, shape![2]>::from([", $a, ", 1]);")]
            #[doc = concat!("let b = Tensor::<i8, shape![]>::from_array(", $b, ");")]
            #[doc = concat!("assert_eq!(a.", stringify!($name), "(&b).get([0]), Some(&", $r, "));")]
            /// ```
            ///
            /// # Panics
            ///
            /// Only when run-time sizes do not broadcast (PyTorch's text; see
            #[doc = concat!("[`", stringify!($try_name), "`](Self::", stringify!($try_name), ")), or a heap result cannot be allocated.")]
            fn $name<R>(&self, rhs: &R) -> super::elementwise::ZipOutput<T, T, S, M, R>
            where
                T: $Bound,
                R: super::operand::Operand<Elem = T>,
                S: crate::shape::BroadcastsWith<R::Shape>;

            #[doc = concat!("[`", stringify!($name), "`](Self::", stringify!($name), ") that returns the error instead of panicking.")]
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let a = DynTensor::<i8>::zeros(&[3]);
            /// let b = DynTensor::<i8>::zeros(&[2]);
            #[doc = concat!("assert!(a.", stringify!($try_name), "(&b).is_err());")]
            /// ```
            ///
            /// # Errors
            ///
            /// PyTorch's broadcast error when run-time sizes do not broadcast; an overflow or
            /// allocation error when the result is too large.
            #[cfg(feature = "alloc")]
            fn $try_name<R>(
                &self,
                rhs: &R,
            ) -> Result<super::elementwise::ZipOutput<T, T, S, M, R>, crate::ShapeError>
            where
                T: $Bound,
                R: super::operand::Operand<Elem = T>,
                S: crate::shape::BroadcastsWith<R::Shape>;
            )*

            $(
            #[doc = concat!("`self` replaced by the element-wise ", $what, " of `self` and `rhs` (`rhs` broadcast to `self`'s shape, which the compiler checks for static shapes).")]
            ///
            /// No element makes it panic; on fully static inline tensors it has no panic path.
            ///
            /// ```
            /// use shaped::prelude::*;
            #[doc = concat!("let mut a = Tensor::<i8, shape![2]>::from([", $a, ", 1]);")]
            #[doc = concat!("a.", stringify!($assign), "(&Tensor::<i8, shape![]>::from_array(", $b, "));")]
            #[doc = concat!("assert_eq!(a.get([0]), Some(&", $r, "));")]
            /// ```
            ///
            /// # Panics
            ///
            /// Only when run-time sizes do not fit `self` (PyTorch's `expand` text; see
            #[doc = concat!("[`", stringify!($try_assign), "`](Self::", stringify!($try_assign), ")).")]
            fn $assign<R>(&mut self, rhs: &R)
            where
                M: StorageMut<T, S>,
                T: $Bound,
                R: super::operand::Operand<Elem = T>,
                R::Shape: crate::shape::FitsInto<S>;

            #[doc = concat!("[`", stringify!($assign), "`](Self::", stringify!($assign), ") that returns the error instead of panicking; on error `self` is unchanged.")]
            ///
            /// ```
            /// use shaped::prelude::*;
            /// let mut a = DynTensor::<i8>::zeros(&[3]);
            #[doc = concat!("assert!(a.", stringify!($try_assign), "(&DynTensor::<i8>::zeros(&[2, 3])).is_err());")]
            /// ```
            ///
            /// # Errors
            ///
            /// PyTorch's `expand` errors when `rhs` does not broadcast to `self`'s shape.
            #[cfg(feature = "alloc")]
            fn $try_assign<R>(&mut self, rhs: &R) -> Result<(), crate::ShapeError>
            where
                M: StorageMut<T, S>,
                T: $Bound,
                R: super::operand::Operand<Elem = T>,
                R::Shape: crate::shape::FitsInto<S>;
            )*

    };
    (impls $Bound:ident; $( $name:ident $assign:ident $try_name:ident $try_assign:ident $elem:ident
        $what:literal, $a:literal $b:literal => $r:literal; )*) => {
            $(
            #[track_caller]
            #[inline]
            fn $name<R>(&self, rhs: &R) -> super::elementwise::ZipOutput<T, T, S, M, R>
            where
                T: $Bound,
                R: super::operand::Operand<Elem = T>,
                S: crate::shape::BroadcastsWith<R::Shape>,
            {
                self.zip_map(rhs, $elem::<T>)
            }

            #[cfg(feature = "alloc")]
            fn $try_name<R>(
                &self,
                rhs: &R,
            ) -> Result<super::elementwise::ZipOutput<T, T, S, M, R>, crate::ShapeError>
            where
                T: $Bound,
                R: super::operand::Operand<Elem = T>,
                S: crate::shape::BroadcastsWith<R::Shape>,
            {
                self.try_zip_map(rhs, $elem::<T>)
            }
            )*

            $(
            #[track_caller]
            #[inline]
            fn $assign<R>(&mut self, rhs: &R)
            where
                M: StorageMut<T, S>,
                T: $Bound,
                R: super::operand::Operand<Elem = T>,
                R::Shape: crate::shape::FitsInto<S>,
            {
                self.zip_apply(rhs, |d, s| *d = $elem::<T>(d, s))
            }

            #[cfg(feature = "alloc")]
            fn $try_assign<R>(&mut self, rhs: &R) -> Result<(), crate::ShapeError>
            where
                M: StorageMut<T, S>,
                T: $Bound,
                R: super::operand::Operand<Elem = T>,
                R::Shape: crate::shape::FitsInto<S>,
            {
                self.try_zip_apply(rhs, |d, s| *d = $elem::<T>(d, s))
            }
            )*

    };
}

pub(crate) use binary_forms;
