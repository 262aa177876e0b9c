//! Printing tensors: `Display` as NumPy's `str(array)` prints, `Debug` with the kind, the
//! layout and the nested elements. Both work for every storage (inline, heap, views, strided
//! views) and neither allocates, so static inline tensors print in `no_std` builds. The rules,
//! and where they differ from NumPy's, are in the manual's printing chapter
//! (`crate::manual::printing`).

use core::fmt::{self, Debug, Display, Write};

use super::base::TensorBase;
use super::format::{Column, Float, Mode, Text, spaces, write_aligned};
use super::storage::Storage;
use crate::shape::Shape;

/// Above this many elements a tensor is summarised (NumPy's `threshold`).
pub(crate) const THRESHOLD: usize = 1000;
/// Entries shown at each end of a summarised dimension (NumPy's `edgeitems`).
pub(crate) const EDGE_ITEMS: usize = 3;
/// The line width rows are wrapped at (NumPy's `linewidth`).
const LINE_WIDTH: usize = 75;
/// What stands for the entries left out of a summarised dimension.
const ELLIPSIS: &str = "...";

/// The most elements a summarised tensor shows (6^4: NumPy's summary of a tensor of rank 4 or
/// less is never cut further). Past it, the outer dims show fewer entries (see [`Layout::of`]).
pub(crate) const MAX_SHOWN: usize = 1296;

/// A tensor's elements with its layout, as the printers walk them.
struct Layout<'a, T> {
    data: &'a [T],
    dims: &'a [usize],
    strides: &'a [isize],
    offset: usize,
    /// Entries shown at each end of each dim (`usize::MAX`: every entry; 0: only the first,
    /// then `...`).
    edges: [usize; crate::layout::MAX_RANK],
}

impl<'a, T> Layout<'a, T> {
    /// The layout of `t`, with the entries each dim shows: every entry up to [`THRESHOLD`]
    /// elements; above it NumPy's summary ([`EDGE_ITEMS`] at each end of a dim longer than
    /// twice that); and while that still shows more than [`MAX_SHOWN`] elements (a deep or
    /// expanded tensor: `[7; 10]` would show 6^10), the outermost dims that are not yet cut
    /// show their first entry only, then `...`, so printing takes time in proportion to what
    /// it prints.
    fn of<S: Shape, M: Storage<T, S>>(t: &'a TensorBase<T, S, M>) -> Self {
        let dims = t.shape();
        let summarise = t.numel() > THRESHOLD;
        let mut edges = [usize::MAX; crate::layout::MAX_RANK];
        if summarise {
            for e in edges.iter_mut().take(dims.len()) {
                *e = EDGE_ITEMS;
            }
            let count = |d: usize, e: usize| if e == 0 { 1 } else { d.min(2 * e) };
            let mut shown = dims
                .iter()
                .fold(1usize, |p, &d| p.saturating_mul(count(d, EDGE_ITEMS)));
            for (axis, &d) in dims.iter().enumerate() {
                if shown <= MAX_SHOWN {
                    break;
                }
                if let Some(e) = edges.get_mut(axis) {
                    shown /= count(d, *e).max(1);
                    *e = 0;
                }
            }
        }
        Layout {
            data: M::data(&t.buf),
            dims,
            strides: t.stride(),
            offset: t.storage_offset(),
            edges,
        }
    }

    /// The entries of `axis` that are shown: `(leading, trailing)` where the indices are
    /// `0..leading` then `trailing..len`, and `...` sits between when `leading < trailing`.
    fn shown(&self, axis: usize) -> (usize, usize) {
        let len = self.dims[axis];
        match self.edges.get(axis).copied().unwrap_or(usize::MAX) {
            0 if len > 1 => (1, len),
            e if e != usize::MAX && len > 2 * e => (e, len - e),
            _ => (len, len),
        }
    }

    /// The element at storage position `at`.
    fn at(&self, at: isize) -> Option<&'a T> {
        usize::try_from(at).ok().and_then(|i| self.data.get(i))
    }

    /// The storage position of entry `i` of `axis` below `base`.
    fn step(&self, base: isize, axis: usize, i: usize) -> isize {
        // In range: every reachable offset of a tensor fits `isize`.
        base.wrapping_add((i as isize).wrapping_mul(self.strides[axis]))
    }

    /// `f` on every shown entry of `axis` (an index, or `None` for the ellipsis).
    fn entries(
        &self,
        axis: usize,
        mut f: impl FnMut(Option<usize>, bool) -> fmt::Result,
    ) -> fmt::Result {
        let len = self.dims[axis];
        let (leading, trailing) = self.shown(axis);
        for i in 0..leading {
            f(Some(i), i + 1 == len)?;
        }
        if leading < trailing {
            f(None, false)?;
        }
        for i in trailing.max(leading)..len {
            f(Some(i), i + 1 == len)?;
        }
        Ok(())
    }

    /// `f` on every shown element below `axis`, starting at storage position `base`.
    fn each_shown(&self, axis: usize, base: isize, f: &mut impl FnMut(&'a T)) {
        if axis == self.dims.len() {
            if let Some(x) = self.at(base) {
                f(x);
            }
            return;
        }
        let _ = self.entries(axis, |i, _| {
            if let Some(i) = i {
                self.each_shown(axis + 1, self.step(base, axis, i), f);
            }
            Ok(())
        });
    }
}

impl<'a, T: Display> Layout<'a, T> {
    /// Writes the sub-tensor of `axis` at `base`, as NumPy's `_formatArray` does at depth `axis`
    /// (hanging indent `axis + 1`, line budget `width`).
    fn write(
        &self,
        f: &mut fmt::Formatter<'_>,
        axis: usize,
        base: isize,
        width: usize,
        column: Column,
        mode: Mode,
    ) -> fmt::Result {
        let hanging = axis + 1;
        f.write_char('[')?;
        if axis + 1 == self.dims.len() {
            // A row: words separated by a space, wrapped before the line would pass the budget.
            let budget = width.saturating_sub(1);
            let mut line = hanging;
            let mut owed = 0;
            self.entries(axis, |i, last| {
                let word = if i.is_some() {
                    column.width()
                } else {
                    ELLIPSIS.len()
                };
                if line + word > budget && line > hanging {
                    f.write_char('\n')?;
                    spaces(f, hanging)?;
                    line = hanging;
                } else {
                    spaces(f, owed)?;
                }
                owed = match i {
                    Some(i) => match self.at(self.step(base, axis, i)) {
                        Some(x) => write_aligned(f, &Text::new(x, mode), column)?,
                        None => 0,
                    },
                    None => {
                        f.write_str(ELLIPSIS)?;
                        0
                    }
                };
                line += word;
                if !last {
                    owed += 1;
                    line += 1;
                }
                Ok(())
            })?;
            // The last word keeps its padding before the bracket, as NumPy's does.
            spaces(f, owed)?;
        } else {
            let breaks = self.dims.len() - axis - 1;
            let mut first = true;
            self.entries(axis, |i, _| {
                if !first {
                    for _ in 0..breaks {
                        f.write_char('\n')?;
                    }
                    spaces(f, hanging)?;
                }
                first = false;
                match i {
                    Some(i) => self.write(
                        f,
                        axis + 1,
                        self.step(base, axis, i),
                        width.saturating_sub(1),
                        column,
                        mode,
                    ),
                    None => f.write_str(ELLIPSIS),
                }
            })?;
        }
        f.write_char(']')
    }
}

/// NumPy's `str(array)`, as `numpy.array2string` prints with its default options:
/// - nested brackets, one row per line, a blank line between blocks of a 3-d tensor (one more
///   per extra dimension), rows longer than 75 characters wrapped;
/// - every element in one column width (the format string's width, `{:4}`, is the least);
///   floats aligned on their decimal point, each with the shortest digits that read back as
///   the same value when 8 fractional digits suffice (`0.3` for `0.3f32`), else rounded to 8,
///   trailing zeros dropped (`1.`, `0.5`), or exactly the format string's precision (`{:.2}`,
///   NumPy's `floatmode='fixed'`, which keeps the point: `{:.0}` of 2.0 is `2.`); NaN as `nan`;
/// - floats in scientific notation when NumPy 2 switches to it (a magnitude from 1e6 for `f32`
///   or 1e8 for `f64`, below 1e-4, or a ratio above 1000 between the largest and the smallest
///   non-zero one): `[1.0e-10 1.5e+00 1.0e+10]`;
/// - above 1000 elements, only the first and last 3 entries of each dimension, with `...`
///   between them, and at most 1296 elements shown (outer dimensions cut to their first entry
///   when NumPy's summary would show more);
/// - a 0-d tensor prints its element as NumPy prints a scalar; a tensor with no elements
///   prints `[]`.
///
/// `bool` elements print as NumPy's `True` and `False`, others through their own `Display`.
/// Nothing is allocated, so inline tensors print in `no_std` builds. The rules are in the
/// manual's [printing](crate::manual::printing) chapter.
///
/// ```
/// use shaped::DynViews;
/// use shaped::DynConstructors;
/// use shaped::{shape, DynTensor, Tensor};
/// let t: Tensor<i32, shape![2, 3]> = Tensor::from([[1, 2, 3], [40, 50, 60]]);
/// assert_eq!(t.to_string(), "[[ 1  2  3]\n [40 50 60]]");
///
/// let f = DynTensor::from_vec(vec![1.0, 2.5, -0.126, 4.0], &[2, 2]).unwrap();
/// assert_eq!(f.to_string(), "[[ 1.     2.5  ]\n [-0.126  4.   ]]");
/// assert_eq!(format!("{f:.2}"), "[[ 1.00  2.50]\n [-0.13  4.00]]");
///
/// // 0-d tensors print their element; empty tensors print `[]`.
/// assert_eq!(Tensor::scalar(2.5).to_string(), "2.5");
/// assert_eq!(DynTensor::<f32>::zeros(&[2, 0]).to_string(), "[]");
///
/// // A view prints its own elements, whatever its strides.
/// assert_eq!(t.as_dyn().t().to_string(), "[[ 1 40]\n [ 2 50]\n [ 3 60]]");
///
/// // Large tensors are summarised.
/// let big = DynTensor::from_shape_fn(&[2000], |i| i);
/// assert_eq!(big.to_string(), "[   0    1    2 ... 1997 1998 1999]");
/// ```
impl<T: Display, S: Shape, M: Storage<T, S>> Display for TensorBase<T, S, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let layout = Layout::of(self);
        let mode = Mode::of(f);
        if self.numel() == 0 {
            return f.write_str("[]");
        }
        let width = f.width().unwrap_or(0);
        if layout.dims.is_empty() {
            return match layout.at(layout.offset as isize) {
                Some(x) => super::format::write_scalar(f, x, mode, width),
                None => Ok(()),
            };
        }
        let base = layout.offset as isize;
        let mode = super::format::scientific(mode, |visit| {
            layout.each_shown(0, base, &mut |x| {
                if let Some(v) = Float::of(x) {
                    visit(v);
                }
            });
        })
        .unwrap_or(mode);
        let mut column = Column::default();
        layout.each_shown(0, base, &mut |x| {
            column.fit(Text::new(x, mode).width());
        });
        column.at_least(width);
        layout.write(f, 0, layout.offset as isize, LINE_WIDTH, column, mode)
    }
}

/// The nested elements below `axis` at `base`, for `Debug`.
struct Nested<'l, 'a, T> {
    layout: &'l Layout<'a, T>,
    axis: usize,
    base: isize,
}

/// The ellipsis entry of a summarised dimension.
struct Ellipsis;

impl Debug for Ellipsis {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(ELLIPSIS)
    }
}

impl<T: Debug> Debug for Nested<'_, '_, T> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let layout = self.layout;
        if self.axis == layout.dims.len() {
            return match layout.at(self.base) {
                Some(x) => x.fmt(f),
                None => f.write_str("?"),
            };
        }
        let mut list = f.debug_list();
        let _ = layout.entries(self.axis, |i, _| {
            match i {
                Some(i) => list.entry(&Nested {
                    layout,
                    axis: self.axis + 1,
                    base: layout.step(self.base, self.axis, i),
                }),
                None => list.entry(&Ellipsis),
            };
            Ok(())
        });
        list.finish()
    }
}

/// The kind of tensor (`Tensor`, `HeapTensor`, `DynTensor`, `TensorView`, `TensorViewMut`,
/// `DynView`, `DynViewMut`), its shape, its strides, its storage offset (views only) and its
/// elements nested by dimension. The format string's options reach the elements (`{:.2?}`,
/// `{:#?}`); above 1000 elements each dimension shows its first and last 3 entries with `...`
/// between. A symbolic size prints with its brand's name (`shape: [batch = 4, 3]`).
///
/// ```
/// use shaped::DynViews;
/// use shaped::{shape, DynTensor, Tensor};
/// let t: Tensor<i32, shape![2, 2]> = Tensor::from([[1, 2], [3, 4]]);
/// assert_eq!(
///     format!("{t:?}"),
///     "Tensor { shape: [2, 2], strides: [2, 1], data: [[1, 2], [3, 4]] }"
/// );
/// let d = DynTensor::from_vec(vec![0.5f32, 1.0, 1.5], &[3]).unwrap();
/// assert_eq!(
///     format!("{d:.1?}"),
///     "DynTensor { shape: [3], strides: [1], data: [0.5, 1.0, 1.5] }"
/// );
/// let v = d.narrow(0, 1, 2);
/// assert_eq!(
///     format!("{v:?}"),
///     "DynView { shape: [2], strides: [1], offset: 1, data: [1.0, 1.5] }"
/// );
/// ```
impl<T: Debug, S: Shape, M: Storage<T, S>> Debug for TensorBase<T, S, M> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let layout = Layout::of(self);
        let name = M::DEBUG_NAMES[usize::from(S::RANK.is_none())];
        let mut s = f.debug_struct(name);
        s.field(
            "shape",
            &NamedSizes {
                sizes: self.shape(),
                name: S::dim_name,
            },
        );
        s.field("strides", &self.stride());
        if name.contains("View") {
            s.field("offset", &self.storage_offset());
        }
        if self.numel() == 0 {
            let empty: &[T] = &[];
            s.field("data", &empty);
        } else {
            s.field(
                "data",
                &Nested {
                    layout: &layout,
                    axis: 0,
                    base: layout.offset as isize,
                },
            );
        }
        s.finish()
    }
}

/// A tensor's sizes as `Debug` prints them: `[4, 3]`, or `[batch = 4, 3]` where a dimension has
/// a name (a brand's).
struct NamedSizes<'a> {
    sizes: &'a [usize],
    name: fn(usize) -> Option<&'static str>,
}

impl Debug for NamedSizes<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        /// One size, after its name when it has one.
        struct Entry(Option<&'static str>, usize);
        impl Debug for Entry {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                match self.0 {
                    Some(name) => write!(f, "{name} = {}", self.1),
                    None => write!(f, "{}", self.1),
                }
            }
        }
        f.debug_list()
            .entries(
                self.sizes
                    .iter()
                    .enumerate()
                    .map(|(axis, &size)| Entry((self.name)(axis), size)),
            )
            .finish()
    }
}
