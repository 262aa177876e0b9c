//! `matmul` and `try_matmul` on every tensor: static shapes get their output shape from
//! [`MatMul`] (an illegal pair does not compile), run-time sizes are checked with PyTorch's
//! texts.

use core::marker::PhantomData;

use super::element::MatElement;
use super::flat::{self, Mat};
use super::kernel;
use super::plan::{MatmulFailure, plan};
use crate::kernel::{Failure, StaticRead};
use crate::ops::reduce::build::{elements_mut, filled};
use crate::ops::reduce::storage::{has_static_array, static_copy, static_elements};
use crate::ops::{Joined, ReadStorage};
use crate::shape::{MatMul, Shape};
use crate::tensor::{Kind, Storage, TensorBase};

/// The product of a tensor (elements `T`, shape `SA`, storage `MA`) and one of shape `SB` and
/// storage `MB`: shape `SA::Output`, inline when both operands are owned inline tensors.
pub type MatmulOutput<T, SA, MA, SB, MB> = TensorBase<
    T,
    <SA as MatMul<SB>>::Output,
    Joined<<MA as Storage<T, SA>>::Owned, <MB as Storage<T, SB>>::Owned>,
>;

/// The sizes of a product of two static shapes of rank 1 or 2, as constants (`OK` is false for
/// every other pair).
struct Flat<SA, SB>(PhantomData<(SA, SB)>);

impl<SA: Shape, SB: Shape> Flat<SA, SB> {
    const RA: usize = SA::FIXED_DIMS.len();
    const RB: usize = SB::FIXED_DIMS.len();
    const OK: bool = SA::IS_STATIC
        && SB::IS_STATIC
        && (Self::RA == 1 || Self::RA == 2)
        && (Self::RB == 1 || Self::RB == 2);
    const K: usize = if Self::RA >= 1 {
        SA::FIXED_DIMS[Self::RA - 1]
    } else {
        0
    };
    const N: usize = if Self::RB == 2 { SB::FIXED_DIMS[1] } else { 1 };
    const M: usize = if Self::RA == 2 { SA::FIXED_DIMS[0] } else { 1 };
    /// Whether each output has more than [`BLOCK`](crate::ops::reduce::pairwise::BLOCK) terms
    /// (pairwise sums); one constant, so that only one kernel is instantiated.
    const PAIRWISE: bool = Self::K > crate::ops::reduce::pairwise::BLOCK;
    /// Whether an operand has no element (then the product has none, or is zeros).
    const EMPTY: bool = Self::M == 0 || Self::N == 0 || Self::K == 0;
    /// Whether the product is a call of [`product`]: a matrix result (a vector result, `n ==
    /// 1`, is one loop that gains nothing from the call) of [`OUTLINE_MACS`] multiply-adds.
    const CALL: bool = Self::OK && !Self::EMPTY && Self::N > 1 && {
        let macs = Self::M.saturating_mul(Self::K).saturating_mul(Self::N);
        macs >= OUTLINE_MACS.0 && macs <= OUTLINE_MACS.1
    };
}

/// Whether a product of a tensor of shape `SA` and storage `MA` by one of shape `SB` and storage
/// `MB` takes the static path: both operands static ([`ReadStorage::STATIC`]: owned inline
/// tensors or views of them), of rank 1 or 2, with elements. One constant, so that every branch
/// on it instantiates only one side.
struct StaticProduct<T, SA, MA, SB, MB>(PhantomData<(T, SA, MA, SB, MB)>);

impl<T, SA: Shape, MA: ReadStorage<T, SA>, SB: Shape, MB: ReadStorage<T, SB>>
    StaticProduct<T, SA, MA, SB, MB>
{
    const YES: bool = Flat::<SA, SB>::OK && MA::STATIC && MB::STATIC && !Flat::<SA, SB>::EMPTY;
}

/// The numbers of multiply-adds (`m · k · n`, bounds included) of the static matrix products
/// that are calls of [`product`]: from `[2, 4] · [4, 4]` to `[4, 8] · [8, 8]`. The bounds come
/// from the Kalman steps of `benches/icount.py`: smaller products are cheaper inlined than
/// called, and larger ones are loops whose call overhead outweighs the registers it saves.
const OUTLINE_MACS: (usize, usize) = (32, 256);

/// `a · b` for row-major `a` (shape `SA`) and `b` (shape `SB`) of rank 1 or 2, the sizes as
/// constants: a call of its own for the products that [`Flat::CALL`] selects. When a program
/// chains several such products (a Kalman filter step), one function holding all of them
/// inlined needs more registers than there are, and LLVM's vectoriser then spills and shuffles
/// (nalgebra's `4 x 4` products are calls too; `benches/icount.py` compares the Kalman steps).
///
/// `#[inline]` gives every codegen unit that calls it a copy of its own, in which LLVM sees that
/// it cannot unwind: a single shared copy is a call into another unit, which `#[no_panic]`
/// callers must assume may panic (with 16 codegen units it failed the `matmul`, `view_matmul`
/// and `kalman` checks of `no-panic-check`). `#[cold]` keeps LLVM's inliner from inlining the
/// copy back (a `#[inline]` function without it was inlined everywhere, which is what the call
/// is there to avoid); LLVM also lays out the code around the call as rarely run.
#[inline]
#[cold]
fn product<T: MatElement, SA: MatMul<SB>, SB: Shape>(
    a: &SA::Array<T>,
    b: &SB::Array<T>,
) -> <SA::Output as Shape>::Array<T> {
    product_loops::<T, SA, SB>(a, b)
}

/// The loops of [`product`]: the operands read through their constant layouts by
/// [`flat::matmul`], into a zero-filled result.
#[inline(always)]
fn product_loops<T: MatElement, SA: MatMul<SB>, SB: Shape>(
    a: &SA::Array<T>,
    b: &SB::Array<T>,
) -> <SA::Output as Shape>::Array<T> {
    // Made here and returned by value, so that LLVM writes it where the caller wants it: an
    // array the caller fills before the call is copied after it.
    let Some(mut array) = <SA::Output as Shape>::filled(T::ZERO) else {
        unreachable!("a static product has a static shape")
    };
    let (a, b, out) = (
        SA::flat(a),
        SB::flat(b),
        <SA::Output as Shape>::flat_mut(&mut array),
    );
    let (ra, rb) = (Flat::<SA, SB>::RA, Flat::<SA, SB>::RB);
    let mkn = (Flat::<SA, SB>::M, Flat::<SA, SB>::K, Flat::<SA, SB>::N);
    let read = |data, dims, strides| StaticRead::new(data, dims, strides, 0, dims);
    if let (Some(a), Some(b)) = (
        read(a, SA::FIXED_DIMS, SA::FIXED_STRIDES),
        read(b, SB::FIXED_DIMS, SB::FIXED_STRIDES),
    ) {
        flat::matmul(&Mat::new(a, ra, true), &Mat::new(b, rb, false), out, mkn);
    }
    array
}

/// `a · b` inlined where it is called, as plain indexed loops over the arrays
/// ([`flat::matmul_rows`]) when each output has at most
/// [`BLOCK`](crate::ops::reduce::pairwise::BLOCK) terms (pairwise sums past that, as
/// [`product`]).
#[inline(always)]
fn product_rows<T: MatElement, SA: MatMul<SB>, SB: Shape>(
    a: &SA::Array<T>,
    b: &SB::Array<T>,
) -> <SA::Output as Shape>::Array<T> {
    if Flat::<SA, SB>::PAIRWISE {
        return product_loops::<T, SA, SB>(a, b);
    }
    // Made here and returned by value, as in `product_loops`.
    let Some(mut array) = <SA::Output as Shape>::filled(T::ZERO) else {
        unreachable!("a static product has a static shape")
    };
    let mkn = (Flat::<SA, SB>::M, Flat::<SA, SB>::K, Flat::<SA, SB>::N);
    flat::matmul_rows(
        SA::flat(a),
        SB::flat(b),
        <SA::Output as Shape>::flat_mut(&mut array),
        mkn,
    );
    array
}

/// [`product_rows`] as a call of its own, for the sizes [`Flat::CALL`] selects (see
/// [`product`]).
#[inline]
#[cold]
fn product_rows_call<T: MatElement, SA: MatMul<SB>, SB: Shape>(
    a: &SA::Array<T>,
    b: &SB::Array<T>,
) -> <SA::Output as Shape>::Array<T> {
    product_rows::<T, SA, SB>(a, b)
}

/// **Matrix products** with `torch.matmul`'s rules.
impl<T: MatElement, S: Shape, M: ReadStorage<T, S>> TensorBase<T, S, M> {
    /// The product of two static operands of inline tensors of rank 1 or 2 (owned, or views of
    /// them), read in place with the sizes as constants; `None` for every other pair. An
    /// `Option` rather than the `Result` of the general path: a `Result` whose error has fields
    /// lays the array over them, and LLVM then splits it into pieces that are copied one by one
    /// to the caller.
    #[inline(always)]
    fn matmul_static<S2: Shape, M2: ReadStorage<T, S2>>(
        &self,
        rhs: &TensorBase<T, S2, M2>,
    ) -> Option<MatmulOutput<T, S, M, S2, M2>>
    where
        S: MatMul<S2>,
    {
        type Out<S, S2> = <S as MatMul<S2>>::Output;
        if !Flat::<S, S2>::OK {
            return None;
        }
        let (ra, rb) = (Flat::<S, S2>::RA, Flat::<S, S2>::RB);
        let mkn = (Flat::<S, S2>::M, Flat::<S, S2>::K, Flat::<S, S2>::N);
        let index = Out::<S, S2>::fixed_index();
        if let (Some(a), Some(b)) = (
            M::static_read(&self.buf, S::FIXED_DIMS),
            M2::static_read(&rhs.buf, S2::FIXED_DIMS),
        ) {
            let (a, b) = (Mat::new(a, ra, true), Mat::new(b, rb, false));
            let buf = <Joined<M::Owned, M2::Owned> as Kind>::repeated::<T, Out<S, S2>>(T::ZERO)?;
            let mut out = TensorBase::from_buf(buf);
            flat::matmul(&a, &b, elements_mut(&mut out), mkn);
            return Some(out);
        }
        // Owned inline operands with no element (a size 0) have no window to read: their
        // product has no element, or is zeros (`k == 0`).
        if Flat::<S, S2>::EMPTY
            && M::inline_array(&self.buf).is_some()
            && M2::inline_array(&rhs.buf).is_some()
        {
            return filled::<T, Out<S, S2>, _>(index, T::ZERO).ok();
        }
        None
    }

    /// The product of two static operands of at least [`OUTLINE_MACS`] multiply-adds as a
    /// call of [`product`], owned arrays passed as they are and views as row-major copies. Its
    /// own function in debug builds, so that callers that take another path never reserve the
    /// frame that holds the copies.
    #[cfg_attr(debug_assertions, inline(never))]
    #[cfg_attr(not(debug_assertions), inline(always))]
    fn product_call<S2: Shape, M2: ReadStorage<T, S2>>(
        &self,
        rhs: &TensorBase<T, S2, M2>,
    ) -> MatmulOutput<T, S, M, S2, M2>
    where
        S: MatMul<S2>,
    {
        let Some(a) = M::inline_array(&self.buf) else {
            return self.matmul_rest(rhs);
        };
        // A view on the right as a row-major copy; deferred rather than an enum of array or
        // copy, whose tag would misalign the copy (and LLVM then writes it element by element).
        let b_copy;
        let b = match M2::inline_array(&rhs.buf) {
            Some(b) => b,
            None => match static_copy::<T, S2, M2>(&rhs.buf) {
                Some(copy) => {
                    b_copy = copy;
                    &b_copy
                }
                None => return self.matmul_rest(rhs),
            },
        };
        // The array `product` returns becomes the result with no array filled before the call
        // and no `Option` around it, either of which costs a copy of the result.
        match <Joined<M::Owned, M2::Owned> as Kind>::from_array(product::<T, S, S2>(a, b)) {
            Ok(buf) => TensorBase::from_buf(buf),
            Err(_) => self.matmul_rest(rhs),
        }
    }

    #[inline(always)]
    fn matmul_core<S2: Shape, M2: ReadStorage<T, S2>>(
        &self,
        rhs: &TensorBase<T, S2, M2>,
    ) -> Result<MatmulOutput<T, S, M, S2, M2>, MatmulFailure>
    where
        S: MatMul<S2>,
    {
        type Out<S, S2> = <S as MatMul<S2>>::Output;
        if let Some(out) = self.matmul_static(rhs) {
            return Ok(out);
        }
        let p = plan(self.shape(), self.stride(), rhs.shape(), rhs.stride())?;
        if crate::layout::checked_numel(p.out_dims()).is_none() {
            return Err(MatmulFailure::OutOverflow);
        }
        let index = crate::shape::result_index::<Out<S, S2>>(p.out_dims())
            .ok_or(MatmulFailure::Kernel(Failure::Broadcast))?;
        let mut out = filled::<T, Out<S, S2>, _>(index, T::ZERO)?;
        let dst = elements_mut(&mut out);
        // The output was built from the plan's sizes, so the counts agree; a mismatch would be
        // a bug, reported rather than answered with zeros.
        if dst.len() != p.out_numel() {
            return Err(MatmulFailure::Kernel(Failure::Broadcast));
        }
        self.with_strided(|a| rhs.with_strided(|b| kernel::matmul_into(&p, a, b, dst)));
        Ok(out)
    }

    /// The matrix product with `torch.matmul`'s rules: 1-d · 1-d is a dot product (a 0-d
    /// result), 2-d · 2-d a matrix product, a 1-d left operand a row and a 1-d right operand a
    /// column (the added dim removed from the result), N-d operands batches of matrices whose
    /// batch dims broadcast. For static shapes the output shape is a type and an illegal pair
    /// does not compile; integer products wrap on overflow.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let r = Tensor::<f32, shape![3, 3]>::from([[0.0, -1.0, 0.0], [1.0, 0.0, 0.0], [0.0, 0.0, 1.0]]);
    /// let v = Tensor::<f32, shape![3]>::from([1.0, 2.0, 3.0]);
    /// let rv: Tensor<f32, shape![3]> = r.matmul(&v);
    /// assert_eq!(rv.to_vec(), vec![-2.0, 1.0, 3.0]);
    /// let imu = Tensor::<f32, shape![8, 3]>::ones();
    /// let rotated: Tensor<f32, shape![8, 3]> = imu.matmul(&r.t());
    /// assert_eq!(rotated.get([7, 0]), Some(&-1.0));
    /// let dot: Tensor<f32, shape![]> = v.matmul(&v);
    /// assert_eq!(dot.get([]), Some(&14.0));
    /// ```
    ///
    /// ```compile_fail,E0277
    /// use shaped::prelude::*;
    /// let a = Tensor::<f32, shape![2, 3]>::zeros();
    /// let b = Tensor::<f32, shape![4, 5]>::zeros();
    /// let _ = a.matmul(&b); // cannot multiply a matrix of shape `Dims<2, 3>` by one of shape `Dims<4, 5>`
    /// ```
    ///
    /// # Panics
    ///
    /// When run-time sizes do not fit (PyTorch's texts, see [`try_matmul`](Self::try_matmul)),
    /// or a heap result cannot be allocated. Never for two owned inline tensors.
    #[track_caller]
    #[inline(always)]
    pub fn matmul<S2: Shape, M2: ReadStorage<T, S2>>(
        &self,
        rhs: &TensorBase<T, S2, M2>,
    ) -> MatmulOutput<T, S, M, S2, M2>
    where
        S: MatMul<S2>,
    {
        // Two static operands (owned inline tensors or views of them): one kernel over their
        // arrays and nothing else, chosen by constants, so that the run-time path is not even
        // instantiated and no optimisation level has to prove it dead.
        if StaticProduct::<T, S, M, S2, M2>::YES {
            // Built for size (see `build.rs`), or two owned arrays: the arrays' loops alone.
            if cfg!(shaped_opt_size) || (Flat::<S, S2>::CALL && M::ARRAY && M2::ARRAY) {
                return self.matmul_arrays(rhs);
            }
            if Flat::<S, S2>::CALL
                && M::inline_array(&self.buf).is_some()
                && has_static_array::<T, S2, M2>(&rhs.buf)
            {
                return self.product_call(rhs);
            }
            // Views read in place where the optimiser folds their layouts; their copies
            // otherwise.
            return match self.matmul_static(rhs) {
                Some(out) => out,
                None => self.matmul_rest(rhs),
            };
        }
        // The left operand an owned array: a view there (`a.t()`) is read in place by the
        // inlined loops at no cost (its elements are broadcast one by one), where the call
        // would need a copy of it first.
        if Flat::<S, S2>::CALL
            && M::inline_array(&self.buf).is_some()
            && has_static_array::<T, S2, M2>(&rhs.buf)
        {
            return self.product_call(rhs);
        }
        // The static product in the caller, always: with the general path beside it the whole
        // function was too large for LLVM to inline wherever it had two callers, and the
        // static path then lost its constants and ran as generic loops. The general path is a
        // call of its own.
        match self.matmul_static(rhs) {
            Some(out) => out,
            None => self.matmul_fallback(rhs),
        }
    }

    /// The product of two static operands ([`ReadStorage::STATIC`]) with elements: views
    /// copied to row-major arrays, then [`product`]'s loops with every size a constant.
    #[inline(always)]
    fn matmul_arrays<S2: Shape, M2: ReadStorage<T, S2>>(
        &self,
        rhs: &TensorBase<T, S2, M2>,
    ) -> MatmulOutput<T, S, M, S2, M2>
    where
        S: MatMul<S2>,
    {
        let (mut a_copy, mut b_copy) = (None, None);
        if let (Some(a), Some(b)) = (
            static_elements::<T, S, M>(&self.buf, &mut a_copy, T::ZERO),
            static_elements::<T, S2, M2>(&rhs.buf, &mut b_copy, T::ZERO),
        ) && let Ok(buf) =
            <Joined<M::Owned, M2::Owned> as Kind>::from_array(if Flat::<S, S2>::CALL {
                product_rows_call::<T, S, S2>(a, b)
            } else {
                product_rows::<T, S, S2>(a, b)
            })
        {
            return TensorBase::from_buf(buf);
        }
        self.matmul_fallback(rhs)
    }

    /// Where a static path did not apply: [`matmul_arrays`](Self::matmul_arrays) for two
    /// static operands (a constant), the general path otherwise.
    #[track_caller]
    #[inline(always)]
    fn matmul_rest<S2: Shape, M2: ReadStorage<T, S2>>(
        &self,
        rhs: &TensorBase<T, S2, M2>,
    ) -> MatmulOutput<T, S, M, S2, M2>
    where
        S: MatMul<S2>,
    {
        if StaticProduct::<T, S, M, S2, M2>::YES {
            return self.matmul_arrays(rhs);
        }
        self.matmul_fallback(rhs)
    }

    /// The general path where the static one did not apply; for two owned inline arrays (a
    /// constant condition) the static path always applies, and then the general path is not
    /// even instantiated: most of the code a product of two static matrices would otherwise
    /// give the compiler.
    #[track_caller]
    #[inline(always)]
    fn matmul_fallback<S2: Shape, M2: ReadStorage<T, S2>>(
        &self,
        rhs: &TensorBase<T, S2, M2>,
    ) -> MatmulOutput<T, S, M, S2, M2>
    where
        S: MatMul<S2>,
    {
        if Flat::<S, S2>::OK && ((M::ARRAY && M2::ARRAY) || StaticProduct::<T, S, M, S2, M2>::YES) {
            unreachable!("two static matrices have a static product");
        }
        self.matmul_general(rhs).0
    }

    /// [`matmul`](Self::matmul) on the general path (plan, strided kernel, PyTorch's panics).
    /// The result is wrapped with a `u64` so that it is always returned in memory: a small
    /// array returned by value comes back in integer registers, and when that value and the
    /// static product's meet in one local, LLVM splits the local into integer pieces and stops
    /// vectorising the product.
    #[track_caller]
    #[inline(never)]
    fn matmul_general<S2: Shape, M2: ReadStorage<T, S2>>(
        &self,
        rhs: &TensorBase<T, S2, M2>,
    ) -> (MatmulOutput<T, S, M, S2, M2>, [u64; 2])
    where
        S: MatMul<S2>,
    {
        match self.matmul_core(rhs) {
            Ok(out) => (out, [0; 2]),
            Err(f) => f.panic(self.shape(), rhs.shape()),
        }
    }

    /// [`matmul`](Self::matmul) returning the error instead of panicking.
    ///
    /// ```
    /// use shaped::prelude::*;
    /// let a = DynTensor::<f32>::ones(&[2, 3]);
    /// let err = |b: DynTensor<f32>, a: &DynTensor<f32>| a.try_matmul(&b).unwrap_err().to_string();
    /// assert_eq!(
    ///     err(DynTensor::ones(&[4, 5]), &a),
    ///     "mm: mat1 and mat2 shapes cannot be multiplied (2x3 and 4x5)"
    /// );
    /// assert_eq!(
    ///     err(DynTensor::ones(&[4]), &a),
    ///     "size mismatch, got input (2), mat (2x3), vec (4)"
    /// );
    /// assert_eq!(
    ///     DynTensor::<f32>::ones(&[]).try_matmul(&a).unwrap_err().to_string(),
    ///     "both arguments to matmul need to be at least 1D, but they are 0D and 2D"
    /// );
    /// assert_eq!(
    ///     DynTensor::<f32>::ones(&[3]).try_matmul(&DynTensor::<f32>::ones(&[4])).unwrap_err().to_string(),
    ///     "inconsistent tensor size, expected tensor [3] and src [4] to have the same number of \
    ///      elements, but got 3 and 4 elements respectively"
    /// );
    /// let batched = DynTensor::<f32>::ones(&[5, 1, 2, 3]).try_matmul(&DynTensor::ones(&[4, 3, 7]));
    /// assert_eq!(batched.unwrap().shape(), &[5, 4, 2, 7]);
    /// ```
    ///
    /// # Errors
    ///
    /// - [`ShapeError::MatmulZeroDim`](crate::ShapeError::MatmulZeroDim): an operand is 0-d;
    /// - [`ShapeError::DotShapes`](crate::ShapeError::DotShapes): 1-d · 1-d of different lengths;
    /// - [`ShapeError::MatvecShapes`](crate::ShapeError::MatvecShapes): N-d · 1-d whose inner
    ///   sizes differ;
    /// - [`ShapeError::MatmulShapes`](crate::ShapeError::MatmulShapes): a (folded) 2-d product
    ///   whose inner sizes differ;
    /// - [`ShapeError::BroadcastMismatch`](crate::ShapeError::BroadcastMismatch): batch dims
    ///   that do not broadcast;
    /// - [`ShapeError::BatchMatmulShapes`](crate::ShapeError::BatchMatmulShapes): a batched
    ///   product whose inner sizes differ;
    /// - [`ShapeError::OutOfMemory`](crate::ShapeError::OutOfMemory): the result cannot be
    ///   allocated.
    #[cfg(feature = "alloc")]
    pub fn try_matmul<S2: Shape, M2: ReadStorage<T, S2>>(
        &self,
        rhs: &TensorBase<T, S2, M2>,
    ) -> Result<MatmulOutput<T, S, M, S2, M2>, crate::ShapeError>
    where
        S: MatMul<S2>,
    {
        self.matmul_core(rhs)
            .map_err(|f| f.error(self.shape(), rhs.shape()))
    }
}

#[cfg(all(test, feature = "alloc"))]
mod tests {
    use super::StaticProduct;
    use crate::shape;
    use crate::tensor::{Heap, Inline, View};

    #[test]
    fn the_static_path_takes_static_operands_of_rank_one_or_two_with_elements() {
        type Yes<SA, MA, SB, MB> = StaticProduct<f32, SA, MA, SB, MB>;
        let got = [
            Yes::<shape![2, 3], Inline, shape![3, 4], Inline>::YES,
            Yes::<shape![3], View<'static, Inline>, shape![3, 4], Inline>::YES,
            Yes::<shape![2, 3], Inline, shape![3], View<'static, Inline>>::YES,
            Yes::<shape![2, 3], Heap, shape![3, 4], Inline>::YES,
            Yes::<shape![2, 3], Inline, shape![3, 4], View<'static, Heap>>::YES,
            Yes::<shape![0, 3], Inline, shape![3, 4], Inline>::YES,
            Yes::<shape![2, 2, 3], Inline, shape![3, 4], Inline>::YES,
        ];
        assert_eq!(got, [true, true, true, false, false, false, false]);
    }
}
