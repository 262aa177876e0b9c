//! Building row-major results from strided operands: the sources of a new buffer's elements and
//! the shared (shape-agnostic) paths that every storage kind falls back to.

#[cfg(feature = "alloc")]
use alloc::vec::Vec;

use super::storage::Kind;
use crate::kernel::{
    CAP, Failure, Plan, Strided, StridedMut, align_strides, align_strides_into, assign_runs,
    offset_of,
};
use crate::shape::{Broadcast, Broadcasted, Shape};

/// A source of the elements of a new row-major buffer: by position (inline arrays) or by whole
/// runs (heap buffers, where the kernels' fast paths apply).
pub trait Fill<T>: Sized {
    /// The element at row-major position `i` (called once for each `i`, in order).
    fn at(&mut self, i: usize) -> T;
    /// Appends every element to `out` (which has room for them), in order.
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<T>);
}

/// Fills a buffer from a function of the row-major position.
pub(crate) struct FromFn<F> {
    pub(crate) f: F,
    #[cfg_attr(not(feature = "alloc"), allow(dead_code))]
    pub(crate) numel: usize,
}

impl<T, F: FnMut(usize) -> T> Fill<T> for FromFn<F> {
    #[inline]
    fn at(&mut self, i: usize) -> T {
        (self.f)(i)
    }
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<T>) {
        out.extend((0..self.numel).map(self.f));
    }
}

/// Produces `f(a)` for each row-major position of `a` (the output has as many elements).
pub(crate) struct MapFill<'a, A, F> {
    a: Strided<'a, A>,
    f: F,
}

impl<'a, A, F> MapFill<'a, A, F> {
    /// Reads `a` in row-major order through `f`.
    pub(crate) fn new(a: Strided<'a, A>, f: F) -> Self {
        MapFill { a, f }
    }
}

impl<A, U, F: FnMut(&A) -> U> Fill<U> for MapFill<'_, A, F> {
    #[inline]
    fn at(&mut self, i: usize) -> U {
        (self.f)(&self.a.data[offset_of(i, self.a.dims, self.a.strides, self.a.offset)])
    }
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<U>) {
        if let Some(plan) = Plan::new(self.a.dims, [self.a.strides], [self.a.offset]) {
            crate::kernel::map_runs(&plan, self.a.data, self.f, out);
        }
    }
}

/// Produces clones of the elements of `a` in row-major order; heap copies of transposed layouts
/// are tiled (see `kernel::copy_row_major`).
pub(crate) struct CopyFill<'a, T>(MapFill<'a, T, fn(&T) -> T>);

impl<'a, T: Clone> CopyFill<'a, T> {
    /// Copies `a`.
    pub(crate) fn new(a: Strided<'a, T>) -> Self {
        CopyFill(MapFill::new(a, T::clone))
    }
}

impl<T: Clone> Fill<T> for CopyFill<'_, T> {
    #[inline]
    fn at(&mut self, i: usize) -> T {
        self.0.at(i)
    }
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<T>) {
        crate::kernel::copy_row_major(&self.0.a, out);
    }
}

/// Produces `f(a, b)` for each output position; operands are read through their strides
/// aligned to the output's sizes (stride 0 on broadcast dimensions, borrowed from the caller's
/// frame so that moving the fill copies no stride arrays).
struct ZipFill<'a, A, B, F> {
    a: Strided<'a, A>,
    b: Strided<'a, B>,
    sa: &'a [isize],
    sb: &'a [isize],
    out: &'a [usize],
    f: F,
}

impl<A, B, U, F: FnMut(&A, &B) -> U> Fill<U> for ZipFill<'_, A, B, F> {
    #[inline]
    fn at(&mut self, i: usize) -> U {
        let x = &self.a.data[offset_of(i, self.out, self.sa, self.a.offset)];
        let y = &self.b.data[offset_of(i, self.out, self.sb, self.b.offset)];
        (self.f)(x, y)
    }
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<U>) {
        if let Some(plan) = Plan::new(self.out, [self.sa, self.sb], [self.a.offset, self.b.offset])
        {
            crate::kernel::zip_runs(&plan, self.a.data, self.b.data, self.f, out);
        }
    }
}

/// Aligns the strides of the operands to the output's `rank` dims in `aligned` (stride 0 on
/// broadcast dims) and returns them; `None` when an operand has more dims than the output.
#[inline]
fn aligned_strides<'s, const K: usize>(
    aligned: &'s mut [[isize; CAP]; K],
    operands: [(&[usize], &[isize]); K],
    rank: usize,
) -> Option<[&'s [isize]; K]> {
    let mut fits = true;
    for (row, (dims, strides)) in aligned.iter_mut().zip(operands) {
        fits &= row
            .get_mut(..rank)
            .is_some_and(|row| align_strides_into(dims, strides, row));
    }
    if !fits {
        return None;
    }
    let aligned: &'s [[isize; CAP]; K] = aligned;
    Some(core::array::from_fn(|k| {
        aligned[k].get(..rank).unwrap_or(&[])
    }))
}

/// Broadcasts `a` (shape `SA`) and `b` (shape `SB`) and builds `f` of their pairs with kind `K`:
/// the path shared by heap tensors, dynamic shapes and views. Only the result's sizes depend on
/// the shapes; the plan and the loops are shape-agnostic. Never inlined, so the static paths
/// that dispatch around it stay small.
#[inline(never)]
pub(crate) fn zip_strided<K: Kind, A, B, U, SA: Broadcast<SB>, SB: Shape>(
    a: Strided<'_, A>,
    b: Strided<'_, B>,
    f: impl FnMut(&A, &B) -> U,
) -> Result<K::Data<U, SA::Output>, Failure> {
    let out_dims = SA::broadcast_index(a.dims, b.dims).ok_or(Failure::Broadcast)?;
    let out = out_dims.as_ref();
    let numel = crate::layout::checked_numel(out).ok_or(Failure::Overflow)?;
    let mut aligned = [[0isize; CAP]; 2];
    let [sa, sb] = aligned_strides(
        &mut aligned,
        [(a.dims, a.strides), (b.dims, b.strides)],
        out.len(),
    )
    .ok_or(Failure::Broadcast)?;
    let fill = ZipFill {
        a,
        b,
        sa,
        sb,
        out,
        f,
    };
    K::build::<U, SA::Output>(out_dims.clone(), numel, fill)
}

/// `f` applied to every element of `a` (sizes `index`), built with kind `K`. Never inlined, as
/// [`zip_strided`].
#[inline(never)]
pub(crate) fn map_strided<K: Kind, A, U, S: Shape>(
    a: Strided<'_, A>,
    index: S::Index,
    f: impl FnMut(&A) -> U,
) -> Result<K::Data<U, S>, Failure> {
    let numel = crate::layout::checked_numel(index.as_ref()).ok_or(Failure::Overflow)?;
    K::build::<U, S>(index, numel, MapFill::new(a, f))
}

/// An inline array read as a strided operand (row-major, the shape's constant strides).
#[inline(always)]
pub(crate) fn array_strided<'r, T, S: Shape + 'r>(array: &'r S::Array<T>) -> Strided<'r, T> {
    Strided {
        data: S::flat(array),
        dims: S::FIXED_DIMS,
        strides: S::FIXED_STRIDES,
        offset: 0,
    }
}

/// An inline array as the destination of the strided in-place path.
#[inline(always)]
pub(crate) fn array_strided_mut<'r, T, S: Shape + 'r>(
    array: &'r mut S::Array<T>,
) -> StridedMut<'r, T> {
    StridedMut {
        data: S::flat_mut(array),
        dims: S::FIXED_DIMS,
        strides: S::FIXED_STRIDES,
        offset: 0,
    }
}

/// The strided in-place path: checks that the source fits (`fits(src, dest)`), then writes
/// every element once; on error nothing is written. Never inlined, so the static paths that
/// dispatch around it stay small.
#[inline(never)]
pub(crate) fn apply_strided<T, A>(
    dest: StridedMut<'_, T>,
    src: Strided<'_, A>,
    fits: fn(&[usize], &[usize]) -> bool,
    f: impl FnMut(&mut T, &A),
) -> Result<(), Failure> {
    let plan = inplace_plan(&dest, &src, fits)?;
    assign_runs(&plan, dest.data, src.data, f);
    Ok(())
}

/// The plan of an in-place operation (operand 0 the destination, operand 1 the source): checks
/// that the source fits (`fits(src, dest)`) and aligns both layouts to the destination's sizes.
/// Shared by [`apply_strided`] and the threaded in-place operations.
#[inline(always)]
pub(crate) fn inplace_plan<T, A>(
    dest: &StridedMut<'_, T>,
    src: &Strided<'_, A>,
    fits: fn(&[usize], &[usize]) -> bool,
) -> Result<Plan<2>, Failure> {
    if !fits(src.dims, dest.dims) {
        return Err(Failure::InPlace);
    }
    let rank = dest.dims.len();
    let (Some(sd), Some(ss)) = (
        align_strides(dest.dims, dest.strides, rank),
        align_strides(src.dims, src.strides, rank),
    ) else {
        return Err(Failure::InPlace);
    };
    Plan::new(dest.dims, [&sd[..], &ss[..]], [dest.offset, src.offset]).ok_or(Failure::InPlace)
}

/// The result of a three-operand build with kind `K`: the buffer of elements `U` and shape
/// `SAB ⊕ SC` (the first two operands' broadcast `SAB`, then the third's `SC`), or the failure.
pub(crate) type Zip3Result<K, U, SAB, SC> =
    Result<<K as Kind>::Data<U, Broadcasted<SAB, SC>>, Failure>;

/// Produces `f(a, b, c)` for each output position; the three operands are read through their
/// strides aligned to the output's sizes (stride 0 on broadcast dimensions, borrowed from the
/// caller's frame so that moving the fill copies no stride arrays), with the same plan
/// (coalescing, size-1 dimensions dropped) as the two-operand kernels.
struct Zip3Fill<'a, A, B, C, F> {
    a: Strided<'a, A>,
    b: Strided<'a, B>,
    c: Strided<'a, C>,
    strides: [&'a [isize]; 3],
    out: &'a [usize],
    f: F,
}

impl<A, B, C, U, F: FnMut(&A, &B, &C) -> U> Fill<U> for Zip3Fill<'_, A, B, C, F> {
    #[inline]
    fn at(&mut self, i: usize) -> U {
        let [sa, sb, sc] = self.strides;
        let x = &self.a.data[offset_of(i, self.out, sa, self.a.offset)];
        let y = &self.b.data[offset_of(i, self.out, sb, self.b.offset)];
        let z = &self.c.data[offset_of(i, self.out, sc, self.c.offset)];
        (self.f)(x, y, z)
    }
    #[cfg(feature = "alloc")]
    fn extend(self, out: &mut Vec<U>) {
        if let Some(plan) = Plan::new(
            self.out,
            self.strides,
            [self.a.offset, self.b.offset, self.c.offset],
        ) {
            let data = (self.a.data, self.b.data, self.c.data);
            crate::kernel::zip3_runs(&plan, data, self.f, out);
        }
    }
}

/// Broadcasts `a`, `b` and `c` (folded left to right: `(a ⊕ b) ⊕ c`) and builds `f` of their
/// triples with kind `K`: the three-operand path shared by heap tensors, dynamic shapes and
/// views. Never inlined, as [`zip_strided`].
#[inline(never)]
pub(crate) fn zip3_strided<K: Kind, A, B, C, U, SA, SB, SC>(
    a: Strided<'_, A>,
    b: Strided<'_, B>,
    c: Strided<'_, C>,
    f: impl FnMut(&A, &B, &C) -> U,
) -> Zip3Result<K, U, SA::Output, SC>
where
    SA: Broadcast<SB>,
    SA::Output: Broadcast<SC>,
    SB: Shape,
    SC: Shape,
{
    let ab = SA::broadcast_index(a.dims, b.dims).ok_or(Failure::Broadcast)?;
    let out_dims = <SA::Output as Broadcast<SC>>::broadcast_index(ab.as_ref(), c.dims)
        .ok_or(Failure::Broadcast)?;
    let out = out_dims.as_ref();
    let numel = crate::layout::checked_numel(out).ok_or(Failure::Overflow)?;
    let mut aligned = [[0isize; CAP]; 3];
    let strides = aligned_strides(
        &mut aligned,
        [
            (a.dims, a.strides),
            (b.dims, b.strides),
            (c.dims, c.strides),
        ],
        out.len(),
    )
    .ok_or(Failure::Broadcast)?;
    let fill = Zip3Fill {
        a,
        b,
        c,
        strides,
        out,
        f,
    };
    K::build::<U, Broadcasted<SA::Output, SC>>(out_dims.clone(), numel, fill)
}
