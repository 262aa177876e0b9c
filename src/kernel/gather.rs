//! Reading a static-shape operand of an inline tensor (the array itself, or a view of it) by
//! output position, with the sizes as constants.
//!
//! A view of an inline tensor (`t.t()`, `t.narrow::<0, 2>(1)`, `t.expand::<..>()` …) keeps its
//! strides and offset as run-time values, but they are computed from constants by inlined
//! layout functions, so wherever the view is used in the function that made it the optimiser
//! sees them as constants. Its elements are read at `offset + Σ index[k] · stride[k]` for every
//! index of the (static) output, in nested loops whose trip counts are the output's sizes
//! ([`Shape::offsets`](crate::shape::Shape::offsets)): small shapes
//! unroll into straight loads at constant offsets, as a hand loop over a transposed array does.
//!
//! Reads cannot panic: the operand is first cut to its window, the elements from its offset to
//! the farthest one the output reaches, and an element is taken from the window with `get` at a
//! position relative to it (`Σ index[k] · stride[k]`). Where the optimiser knows the layout, the
//! window's length and every position are constants, so every `get` is proven in range and
//! disappears, even when the offset is a run-time value (a narrowed or selected view): the
//! offset only moves the window. A layout whose window does not fit the elements (impossible for
//! one built by the crate's view operations, whose extent is checked when the view is made) is
//! read from the start of the elements instead, so that only constants decide whether the
//! static path is taken.
//!
//! The loops keep one storage position per result element and operand on the stack, so callers
//! take them only for results of at most [`STATIC_VIEW_LIMIT`] elements ([`StaticLoops`], a
//! constant of the result's shape); larger results run the strided kernels.

use super::{CAP, align_strides};

/// A static-shape operand read at the storage positions its strides give, in loops over an
/// output of static sizes (`Shape::offsets`).
#[derive(Clone, Copy)]
pub struct StaticRead<'a, T> {
    /// The elements from the operand's offset to the farthest one the output reaches.
    window: &'a [T],
    /// Read for a position outside the window (never happens: positions come from the strides
    /// the window was cut for).
    last: &'a T,
    /// The operand's strides aligned to the output (stride 0 on broadcast dimensions).
    pub(crate) strides: [isize; CAP],
}

/// The most elements a result may have for the static loops to read views: they keep one
/// storage position per operand and element on the stack (8 bytes each), so a larger result,
/// whose loops would not unroll anyway, runs the strided kernels instead.
pub(crate) const STATIC_VIEW_LIMIT: usize = 1024;

/// Whether results of shape `S` are built by the static loops when an operand is a view: a
/// fully static shape of at most [`STATIC_VIEW_LIMIT`] elements (a constant, so the choice
/// costs nothing).
pub(crate) struct StaticLoops<S>(core::marker::PhantomData<S>);

impl<S: crate::shape::Shape> StaticLoops<S> {
    /// See [`StaticLoops`].
    pub(crate) const OK: bool = S::IS_STATIC
        && match crate::shape::const_numel(S::FIXED_DIMS) {
            Some(n) => n <= STATIC_VIEW_LIMIT,
            None => false,
        };
}

impl<'a, T> StaticRead<'a, T> {
    /// The operand `data` with sizes `src_dims`, `strides` and `offset`, read through an output
    /// of sizes `out_dims` into which it broadcasts. `None` when it has no element (nothing to
    /// read: the caller's general path handles it), a negative stride, more dimensions than the
    /// output, or an extent beyond `data` (none of which a static view can have).
    #[inline(always)]
    pub(crate) fn new(
        data: &'a [T],
        src_dims: &[usize],
        strides: &[isize],
        offset: usize,
        out_dims: &[usize],
    ) -> Option<Self> {
        let aligned = align_strides(src_dims, strides, out_dims.len())?;
        // The farthest element from the offset the output reaches.
        let mut extent = 0usize;
        for (&d, &s) in out_dims.iter().zip(&aligned) {
            let step = usize::try_from(s).ok()?;
            extent = extent.checked_add(d.saturating_sub(1).checked_mul(step)?)?;
        }
        // A window that does not fit past the offset cannot happen (a view's extent is checked
        // when it is made); it is read from the start of the elements instead of sending the
        // operand to the strided path, so that whether this is `Some` depends on constants
        // only (the sizes, the strides, the storage length) and the optimiser drops the
        // general path even when the offset is a run-time value (`select`, `narrow`).
        let window = data
            .get(window_start(offset, extent, data.len())..)?
            .get(..=extent)?;
        Some(StaticRead {
            window,
            last: window.last()?,
            strides: aligned,
        })
    }

    /// Stride `k` (aligned to the output), 0 past the rank.
    #[inline(always)]
    pub(crate) fn stride(&self, k: usize) -> usize {
        // `new` refused negative strides.
        self.strides.get(k).map_or(0, |&s| s.unsigned_abs())
    }

    /// The element at position `at` of the window (`Σ index[k] · strides[k]`).
    #[inline(always)]
    pub(crate) fn get(&self, at: usize) -> &'a T {
        self.window.get(at).unwrap_or(self.last)
    }
}

/// A static-shape destination (a mutable view of an inline tensor) written at the storage
/// positions its strides give.
pub struct StaticWrite<'a, T> {
    /// The elements from the destination's offset to its farthest one.
    window: &'a mut [T],
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
        let (len, strides) = (probe.window.len(), probe.strides);
        Some(StaticWrite {
            window: data
                .get_mut(window_start(offset, len.saturating_sub(1), data.len())..)?
                .get_mut(..len)?,
            strides,
        })
    }

    /// The element at position `at` of the window (`None` never happens: positions come from
    /// the strides the window was cut for).
    #[inline(always)]
    pub(crate) fn get_mut(&mut self, at: usize) -> Option<&mut T> {
        self.window.get_mut(at)
    }
}

/// Where the window of `extent + 1` elements starts in a storage of `len` elements: at `offset`
/// when it fits there (always, for a layout built by the crate's view operations), else at 0
/// (see the module documentation).
#[inline(always)]
fn window_start(offset: usize, extent: usize, len: usize) -> usize {
    match offset.checked_add(extent) {
        Some(last) if last < len => offset,
        _ => 0,
    }
}
