//! The naive reference shared by the property tests and the fuzz target (`fuzz/` includes this
//! directory with `#[path]`): the broadcasting, in-place and view rules in their own words, written
//! independently of the library (no strides in the values, no library calls).
//!
//! - `ref_broadcast`, `ref_inplace`, `ref_pairs`: broadcasting, the in-place rule and which
//!   elements are paired, with PyTorch's error texts;
//! - `Model`/`Op`: a view as sizes, PyTorch's strides, offset and values, changed by view ops;
//! - `hostile`: random programs of constructors, view ops, element-wise and in-place ops with
//!   hostile arguments, run against the library and checked against this model.
#![allow(dead_code)]

#[cfg(feature = "alloc")]
pub mod fuzz_broadcast;
#[cfg(feature = "std")]
pub mod fuzz_folds;
#[cfg(feature = "alloc")]
pub mod fuzz_index;
#[cfg(all(feature = "npy", feature = "safetensors"))]
pub mod fuzz_io;
#[cfg(feature = "alloc")]
pub mod fuzz_linalg;
#[cfg(feature = "alloc")]
pub mod fuzz_text;
pub mod hostile;
pub mod matmul;
pub mod reduce;

// ---------------------------------------------------------------------------------------------
// Broadcasting and the in-place rule.
// ---------------------------------------------------------------------------------------------

/// The size `from_end` places before the end of `s`; 1 when `s` is shorter (a missing dim).
pub fn size_at(s: &[usize], from_end: usize) -> usize {
    if from_end < s.len() {
        s[s.len() - 1 - from_end]
    } else {
        1
    }
}

/// The broadcast shape, or the out-of-place error text: walking from the trailing end, the
/// first clash met (the right-most) is reported with its index in the result.
pub fn ref_broadcast(a: &[usize], b: &[usize]) -> Result<Vec<usize>, String> {
    let rank = a.len().max(b.len());
    let mut out = vec![0; rank];
    for from_end in 0..rank {
        let (x, y) = (size_at(a, from_end), size_at(b, from_end));
        let d = rank - 1 - from_end;
        out[d] = if x == y || y == 1 {
            x
        } else if x == 1 {
            y
        } else {
            return Err(format!(
                "The size of tensor a ({x}) must match the size of tensor b ({y}) at non-singleton dimension {d}"
            ));
        };
    }
    Ok(out)
}

/// The in-place rule: allowed exactly when `broadcast(dest, src) == dest`; otherwise the error
/// `src.expand(dest)` gives.
pub fn ref_inplace(dest: &[usize], src: &[usize]) -> Result<(), String> {
    let allowed = ref_broadcast(dest, src).is_ok_and(|r| r == dest);
    if src.len() > dest.len() {
        assert!(!allowed);
        return Err(format!(
            "the number of sizes provided ({}) must be greater or equal to the number of dimensions in the tensor ({})",
            dest.len(),
            src.len()
        ));
    }
    let lead = dest.len() - src.len();
    for k in (0..src.len()).rev() {
        let (want, have) = (dest[lead + k], src[k]);
        if have != want && have != 1 {
            assert!(!allowed);
            return Err(format!(
                "The expanded size of the tensor ({want}) must match the existing size ({have}) at non-singleton dimension {}.  Target sizes: {dest:?}.  Tensor sizes: {src:?}",
                lead + k
            ));
        }
    }
    assert!(allowed);
    Ok(())
}

pub fn numel(s: &[usize]) -> usize {
    s.iter().product()
}

/// Coordinates of row-major position `p` in `shape`.
pub fn unravel(mut p: usize, shape: &[usize]) -> Vec<usize> {
    let mut idx = vec![0; shape.len()];
    for d in (0..shape.len()).rev() {
        idx[d] = p % shape[d];
        p /= shape[d];
    }
    idx
}

/// The row-major position in operand `shape` read at output coordinates `out_idx`.
pub fn source_position(shape: &[usize], out_idx: &[usize]) -> usize {
    let lead = out_idx.len() - shape.len();
    shape.iter().enumerate().fold(0, |p, (k, &size)| {
        p * size + if size == 1 { 0 } else { out_idx[lead + k] }
    })
}

/// `(position in a, position in b)` for every element of the broadcast of `a` and `b`.
pub fn ref_pairs(a: &[usize], b: &[usize], out: &[usize]) -> Vec<(usize, usize)> {
    (0..numel(out))
        .map(|p| {
            let idx = unravel(p, out);
            (source_position(a, &idx), source_position(b, &idx))
        })
        .collect()
}

/// The broadcast of several shapes, folded left to right (as n-ary operations do): the shape
/// accumulated from the earlier operands is tensor a of the error, the next one tensor b.
pub fn ref_broadcast_all(shapes: &[&[usize]]) -> Result<Vec<usize>, String> {
    shapes
        .iter()
        .try_fold(Vec::new(), |acc, s| ref_broadcast(&acc, s))
}

/// For every element of the output `out`, the row-major position read in each operand.
pub fn ref_positions(shapes: &[&[usize]], out: &[usize]) -> Vec<Vec<usize>> {
    (0..numel(out))
        .map(|p| {
            let idx = unravel(p, out);
            shapes.iter().map(|s| source_position(s, &idx)).collect()
        })
        .collect()
}

/// PyTorch's `maximum` of two numbers, from its definition: NaN when either is NaN, else the
/// larger (C++'s `std::max(a, b)`: `a` unless `a < b`).
pub fn ref_maximum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if a < b {
        b
    } else {
        a
    }
}

/// PyTorch's `minimum`: NaN when either is NaN, else the smaller (`a` unless `b < a`).
pub fn ref_minimum(a: f64, b: f64) -> f64 {
    if a.is_nan() || b.is_nan() {
        f64::NAN
    } else if b < a {
        b
    } else {
        a
    }
}

/// PyTorch's `clamp(x, lo, hi)`: NaN when a bound is NaN; otherwise `x` raised to `lo`, then
/// lowered to `hi` (so `lo > hi` gives `hi`; a NaN `x` stays NaN).
pub fn ref_clamp(x: f64, lo: f64, hi: f64) -> f64 {
    if lo.is_nan() || hi.is_nan() || x.is_nan() {
        return f64::NAN;
    }
    let raised = if x < lo { lo } else { x };
    if hi < raised { hi } else { raised }
}

/// The six comparisons by name, as IEEE numbers.
pub fn ref_compare(name: &str, a: f64, b: f64) -> bool {
    match name {
        "eq" => a == b,
        "ne" => a != b,
        "lt" => a < b,
        "le" => a <= b,
        "gt" => a > b,
        "ge" => a >= b,
        other => panic!("unknown comparison {other}"),
    }
}

/// `torch.where(cond, x, y)` element by element.
pub fn ref_where<T: Clone>(cond: bool, x: &T, y: &T) -> T {
    if cond { x.clone() } else { y.clone() }
}

pub fn row_major_strides(shape: &[usize]) -> Vec<isize> {
    let mut s = vec![0isize; shape.len()];
    let mut acc = 1isize;
    for d in (0..shape.len()).rev() {
        s[d] = acc;
        acc *= shape[d].max(1) as isize;
    }
    s
}

// ---------------------------------------------------------------------------------------------
// Views: sizes, PyTorch's strides, offset and values by meaning.
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub enum Op {
    Transpose(usize, usize),
    Permute(Vec<usize>),
    Narrow(usize, usize, usize),
    Select(usize, usize),
    Unsqueeze(usize),
    SqueezeDim(usize),
    Expand(usize),
    /// `expand` to these sizes (`-1`s already resolved), which the rule accepts.
    ExpandTo(Vec<usize>),
    Flatten,
    /// `movedim(from, to)`: dim `from` goes to position `to`, the others keep their order.
    MoveDim(usize, usize),
    /// `unflatten(dim, sizes)`: dim `dim` split into `sizes` (their product is its size).
    Unflatten(usize, Vec<usize>),
    /// `flatten(start, end)`: dims `start..=end` merged (values and sizes only, like `Flatten`).
    FlattenRange(usize, usize),
    /// `as_strided(sizes, strides, offset)` over a storage that is `arange` (position `p` holds
    /// `p`), with every reachable position inside it.
    AsStrided(Vec<usize>, Vec<isize>, usize),
}

/// The most values a model keeps; larger views keep their geometry only (`tracked == false`).
pub const TRACK_LIMIT: usize = 1 << 12;

/// The reference: sizes, PyTorch's strides and offset, and the values in row-major order.
#[derive(Clone, Debug)]
pub struct Model {
    pub sizes: Vec<usize>,
    pub strides: Vec<isize>,
    pub offset: usize,
    pub values: Vec<i64>,
    /// Whether `values` holds the elements (false when there are more than `TRACK_LIMIT`).
    pub tracked: bool,
}

/// `offset + index * stride`, computed exactly (callers check that it fits first).
pub fn wide_offset(offset: usize, index: usize, stride: isize) -> usize {
    let at = offset as i128 + index as i128 * stride as i128;
    usize::try_from(at).expect("the caller checks that the offset fits")
}

fn narrow_i128(x: i128) -> isize {
    isize::try_from(x).expect("the caller checks that the stride fits")
}

pub fn ravel(ix: &[usize], sizes: &[usize]) -> usize {
    ix.iter().zip(sizes).fold(0, |p, (&i, &d)| p * d + i)
}

pub fn row_major(sizes: &[usize]) -> Vec<isize> {
    let mut s = vec![1isize; sizes.len()];
    for k in (0..sizes.len().saturating_sub(1)).rev() {
        s[k] = s[k + 1] * sizes[k + 1].max(1) as isize;
    }
    s
}

/// The strides PyTorch's `view` gives sizes `new` on a layout (`sizes`, `strides`) it can view
/// (here: splitting a dim), in this file's own words. A 0-d tensor views with strides 1; a
/// tensor with no elements gets the row-major strides of `new` (its own, if unchanged).
/// Otherwise the old dims group into blocks that read as one run of memory: walking from the
/// right, a dim joins the block on its right when it has size 1 or its stride is the block's
/// extent (the block's last stride times its element count). Each block takes new dims from
/// the right while they have fewer elements than the block (or have size 1); such a new dim's
/// stride is the block's last stride times the sizes of the new dims already taken.
pub fn pytorch_view_strides(sizes: &[usize], strides: &[isize], new: &[usize]) -> Vec<isize> {
    if sizes.is_empty() {
        return vec![1; new.len()];
    }
    if sizes.contains(&0) {
        return if sizes == new {
            strides.to_vec()
        } else {
            row_major(new)
        };
    }
    let mut out = vec![0isize; new.len()];
    let mut left = new.len();
    let mut end = sizes.len();
    while end > 0 {
        let last_stride = strides[end - 1] as i128;
        let mut start = end - 1;
        let mut count = sizes[start] as i128;
        while start > 0
            && (sizes[start - 1] == 1 || strides[start - 1] as i128 == last_stride * count)
        {
            start -= 1;
            count *= sizes[start] as i128;
        }
        let mut taken: i128 = 1;
        while left > 0 && (taken < count || new[left - 1] == 1) {
            out[left - 1] = narrow_i128(last_stride * taken);
            taken *= new[left - 1] as i128;
            left -= 1;
        }
        end = start;
    }
    out
}

impl Model {
    pub fn arange(sizes: &[usize]) -> Model {
        let n: usize = sizes.iter().product();
        Model::row_major_of(sizes, (0..n as i64).collect())
    }

    /// A row-major tensor of `sizes` holding `values` (all of them).
    pub fn row_major_of(sizes: &[usize], values: Vec<i64>) -> Model {
        Model {
            sizes: sizes.to_vec(),
            strides: row_major(sizes),
            offset: 0,
            values,
            tracked: true,
        }
    }

    /// The number of elements, exactly (sizes may be huge).
    pub fn count(&self) -> u128 {
        self.sizes.iter().map(|&d| d as u128).product()
    }

    /// The element at `ix`, when the values are tracked and `ix` is in range.
    pub fn at(&self, ix: &[usize]) -> Option<i64> {
        let fits = ix.len() == self.sizes.len() && ix.iter().zip(&self.sizes).all(|(i, d)| i < d);
        (fits && self.tracked).then(|| self.values[ravel(ix, &self.sizes)])
    }

    /// A new model whose element at index `ix` (of `sizes`) is the old element at `from(ix)`.
    pub fn gather(
        &self,
        sizes: Vec<usize>,
        strides: Vec<isize>,
        offset: usize,
        from: impl Fn(&[usize]) -> Vec<usize>,
    ) -> Model {
        let n: u128 = sizes.iter().map(|&d| d as u128).product();
        let tracked = self.tracked && n <= TRACK_LIMIT as u128;
        let values = if tracked {
            (0..n as usize)
                .map(|f| self.values[ravel(&from(&unravel(f, &sizes)), &self.sizes)])
                .collect()
        } else {
            Vec::new()
        };
        Model {
            sizes,
            strides,
            offset,
            values,
            tracked,
        }
    }

    pub fn apply(&self, op: &Op) -> Model {
        let (sz, st) = (&self.sizes, &self.strides);
        match *op {
            Op::Transpose(a, b) => {
                let (mut s, mut t) = (sz.clone(), st.clone());
                s.swap(a, b);
                t.swap(a, b);
                self.gather(s, t, self.offset, |ix| {
                    let mut o = ix.to_vec();
                    o.swap(a, b);
                    o
                })
            }
            Op::Permute(ref p) => {
                let s = p.iter().map(|&k| sz[k]).collect();
                let t = p.iter().map(|&k| st[k]).collect();
                self.gather(s, t, self.offset, |ix| {
                    let mut o = vec![0; ix.len()];
                    for (k, &src) in p.iter().enumerate() {
                        o[src] = ix[k];
                    }
                    o
                })
            }
            Op::Narrow(d, start, len) => {
                let mut s = sz.clone();
                s[d] = len;
                let offset = wide_offset(self.offset, start, st[d]);
                self.gather(s, st.clone(), offset, |ix| {
                    let mut o = ix.to_vec();
                    o[d] += start;
                    o
                })
            }
            Op::Select(d, i) => {
                let (mut s, mut t) = (sz.clone(), st.clone());
                s.remove(d);
                let step = t.remove(d);
                self.gather(s, t, wide_offset(self.offset, i, step), |ix| {
                    let mut o = ix.to_vec();
                    o.insert(d, i);
                    o
                })
            }
            Op::Unsqueeze(d) => {
                let (mut s, mut t) = (sz.clone(), st.clone());
                let stride = if d < sz.len() {
                    narrow_i128(sz[d] as i128 * st[d] as i128)
                } else {
                    1
                };
                s.insert(d, 1);
                t.insert(d, stride);
                self.gather(s, t, self.offset, |ix| {
                    let mut o = ix.to_vec();
                    o.remove(d);
                    o
                })
            }
            Op::SqueezeDim(d) => {
                if sz[d] != 1 {
                    return self.clone();
                }
                let (mut s, mut t) = (sz.clone(), st.clone());
                s.remove(d);
                t.remove(d);
                self.gather(s, t, self.offset, |ix| {
                    let mut o = ix.to_vec();
                    o.insert(d, 0);
                    o
                })
            }
            Op::Expand(new) => {
                // two new leading dims of size `new` and every size-1 dim stretched to 2
                let mut s = vec![new, new];
                let mut t = vec![0, 0];
                for (&d, &x) in sz.iter().zip(st) {
                    s.push(if d == 1 { 2 } else { d });
                    t.push(if d == 1 { 0 } else { x });
                }
                // PyTorch: a new leading dim of size 1 is not stretched; it gets the extent of
                // the dim after it (size * stride), computed from the right.
                if new == 1 {
                    for k in (0..2).rev() {
                        t[k] = match (s.get(k + 1), t.get(k + 1)) {
                            (Some(&n), Some(&x)) => n as isize * x,
                            _ => 0,
                        };
                    }
                }
                self.gather(s, t, self.offset, |ix| {
                    ix[2..]
                        .iter()
                        .zip(sz)
                        .map(|(&i, &d)| if d == 1 { 0 } else { i })
                        .collect()
                })
            }
            Op::ExpandTo(ref target) => {
                let lead = target.len() - sz.len();
                let mut t = vec![0isize; target.len()];
                for k in (0..target.len()).rev() {
                    t[k] = if k >= lead {
                        // an existing dim: kept (with its stride) or a stretched 1 (stride 0)
                        if sz[k - lead] == target[k] {
                            st[k - lead]
                        } else {
                            0
                        }
                    } else if target[k] != 1 {
                        0
                    } else if k + 1 < target.len() {
                        // PyTorch: a new size-1 dim gets the extent of the dim after it
                        narrow_i128(target[k + 1] as i128 * t[k + 1] as i128)
                    } else {
                        0
                    };
                }
                self.gather(target.clone(), t, self.offset, |ix| {
                    ix[lead..]
                        .iter()
                        .zip(sz)
                        .map(|(&i, &d)| if d == 1 { 0 } else { i })
                        .collect()
                })
            }
            Op::MoveDim(from, to) => {
                // By meaning: the result's dim `to` is the old dim `from`; the remaining
                // positions take the remaining old dims in their order.
                let rank = sz.len();
                let rest: Vec<usize> = (0..rank).filter(|&k| k != from).collect();
                let mut p = Vec::with_capacity(rank);
                let mut it = rest.iter();
                for k in 0..rank {
                    if k == to {
                        p.push(from);
                    } else {
                        p.push(*it.next().unwrap());
                    }
                }
                self.apply(&Op::Permute(p))
            }
            Op::Unflatten(d, ref parts) => {
                let mut s = sz[..d].to_vec();
                s.extend_from_slice(parts);
                s.extend_from_slice(&sz[d + 1..]);
                let t = pytorch_view_strides(sz, st, &s);
                let m = parts.len();
                self.gather(s, t, self.offset, |ix| {
                    let mut o = ix[..d].to_vec();
                    o.push(ravel(&ix[d..d + m], parts));
                    o.extend_from_slice(&ix[d + m..]);
                    o
                })
            }
            Op::FlattenRange(a, b) => {
                let mut s = sz[..a].to_vec();
                s.push(sz[a..=b].iter().product());
                s.extend_from_slice(&sz[b + 1..]);
                let strides = row_major(&s);
                Model {
                    sizes: s,
                    strides,
                    offset: 0,
                    values: self.values.clone(),
                    tracked: self.tracked,
                }
            }
            Op::AsStrided(ref s, ref t, offset) => {
                let n: usize = s.iter().product();
                let values = (0..n)
                    .map(|f| {
                        let ix = unravel(f, s);
                        let at = ix
                            .iter()
                            .zip(t)
                            .fold(offset as i128, |p, (&i, &x)| p + i as i128 * x as i128);
                        at as i64
                    })
                    .collect();
                Model {
                    sizes: s.clone(),
                    strides: t.clone(),
                    offset,
                    values,
                    tracked: true,
                }
            }
            Op::Flatten => {
                let n = self.count() as usize;
                Model {
                    sizes: vec![n],
                    strides: vec![1],
                    offset: 0,
                    values: self.values.clone(),
                    tracked: self.tracked,
                }
            }
        }
    }

    pub fn contiguous(&self) -> bool {
        let mut expected = 1isize;
        if self.sizes.contains(&0) {
            return true;
        }
        for (&d, &s) in self.sizes.iter().zip(&self.strides).rev() {
            if d != 1 {
                if s != expected {
                    return false;
                }
                expected *= d as isize;
            }
        }
        true
    }
}
