//! Reading a static-shape operand of an inline tensor (the array itself, or a view of it) by
//! output position, with the sizes as constants.
//!
//! A view of an inline tensor (`t.t()`, `t.narrow::<0, 2>(1)`, `t.expand::<..>()` …) keeps its
//! strides and offset as run-time values, but they are computed from constants by inlined
//! layout functions, so wherever the view is used in the function that made it the optimiser
//! sees them as constants. Its elements are read at `offset + Σ index[k] · stride[k]` for every
//! index of the (static) output, in nested loops whose trip counts are the output's sizes
//! ([`Shape::array_from_offsets`](crate::shape::Shape::array_from_offsets)): small shapes
//! unroll into straight loads at constant offsets, as a hand loop over a transposed array does.
//!
//! The static loops keep the storage positions of a result's elements on the stack, so they
//! serve results of at most [`STATIC_VIEW_LIMIT`] elements; larger ones run the strided kernels.
//!
//! Reads cannot panic: an element is taken with `get`, and a position outside the elements
//! (impossible for a layout built by the crate's view operations, whose extent is checked when
//! the view is made) reads the last element instead of failing. Where the optimiser knows the
//! layout, `get` is proven in range and disappears; where it does not (a view passed into a
//! function that is not inlined), it costs one comparison per element, never a panic path.

use core::marker::PhantomData;

use super::{CAP, align_strides};
use crate::shape::Shape;

/// The most elements a result may have for the static loops to read views: they keep one
/// storage position per operand and element on the stack (8 bytes each), so a larger result,
/// whose loops would not unroll anyway, runs the strided kernels instead.
pub(crate) const STATIC_VIEW_LIMIT: usize = 1024;

/// Whether results of shape `S` are built by the static loops when an operand is a view: a
/// fully static shape of at most [`STATIC_VIEW_LIMIT`] elements.
pub(crate) struct StaticLoops<S>(PhantomData<S>);

impl<S: Shape> StaticLoops<S> {
    /// See [`StaticLoops`].
    pub(crate) const OK: bool = S::IS_STATIC
        && match crate::shape::const_numel(S::FIXED_DIMS) {
            Some(n) => n <= STATIC_VIEW_LIMIT,
            None => false,
        };
}

/// A static-shape operand read at the storage positions its strides give, in loops over an
/// output of static sizes (`Shape::array_from_offsets`).
#[derive(Clone, Copy)]
pub struct StaticRead<'a, T> {
    data: &'a [T],
    /// Read for a position outside `data` (never happens for a valid layout).
    last: &'a T,
    /// The storage offset, clamped so that the operand's extent ends inside `data`.
    pub(crate) base: usize,
    /// The operand's strides aligned to the output (stride 0 on broadcast dimensions).
    pub(crate) strides: [isize; CAP],
}

impl<'a, T> StaticRead<'a, T> {
    /// The operand `data` with sizes `src_dims`, `strides` and `offset`, read through an output
    /// of sizes `out_dims` into which it broadcasts. `None` when it has no element (nothing to
    /// read: the caller's general path handles it), a negative stride, more dimensions than the
    /// output, or an extent that does not fit `data` (none of which a static view can have).
    #[inline(always)]
    pub(crate) fn new(
        data: &'a [T],
        src_dims: &[usize],
        strides: &[isize],
        offset: usize,
        out_dims: &[usize],
    ) -> Option<Self> {
        let last = data.last()?;
        let aligned = align_strides(src_dims, strides, out_dims.len())?;
        // The farthest element from the offset the output reaches.
        let mut extent = 0usize;
        for (&d, &s) in out_dims.iter().zip(&aligned) {
            let step = usize::try_from(s).ok()?;
            extent = extent.checked_add(d.saturating_sub(1).checked_mul(step)?)?;
        }
        let room = (data.len() - 1).checked_sub(extent)?;
        Some(StaticRead {
            data,
            last,
            base: offset.min(room),
            strides: aligned,
        })
    }

    /// The element at storage position `at`.
    #[inline(always)]
    pub(crate) fn get(&self, at: usize) -> &'a T {
        self.data.get(at).unwrap_or(self.last)
    }
}

/// A static-shape destination (a mutable view of an inline tensor) written at the storage
/// positions its strides give.
pub struct StaticWrite<'a, T> {
    data: &'a mut [T],
    pub(crate) base: usize,
    pub(crate) strides: [isize; CAP],
}

impl<'a, T> StaticWrite<'a, T> {
    /// The destination `data` with sizes `dims` (static), `strides` and `offset`; `None` as for
    /// [`StaticRead::new`].
    #[inline(always)]
    pub(crate) fn new(
        data: &'a mut [T],
        strides: &[isize],
        offset: usize,
        dims: &[usize],
    ) -> Option<Self> {
        let probe = StaticRead::new(&*data, dims, strides, offset, dims)?;
        let (base, strides) = (probe.base, probe.strides);
        Some(StaticWrite {
            data,
            base,
            strides,
        })
    }

    /// The element at storage position `at` (`None` never happens for a valid layout).
    #[inline(always)]
    pub(crate) fn get_mut(&mut self, at: usize) -> Option<&mut T> {
        self.data.get_mut(at)
    }
}
