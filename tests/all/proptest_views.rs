//! Random chains of view operations on `arange` tensors (ranks 0 to 5, sizes 0 to 6) against the
//! reference model written independently in `tests/all/reference`: values follow each operation's
//! meaning (gathers on a row-major copy, no strides involved), strides follow PyTorch's rules
//! for each op. The chains are built in a loop, each op consuming the view the previous one
//! produced — read-only chains from `view()`, mutable chains from `view_mut()`.

use proptest::prelude::*;
use shaped::prelude::*;
use shaped::tensor::{Heap, View, ViewMut};

use crate::reference;
use crate::reference::{Model, Op};

type DynV<'a> = TensorBase<i64, DynShape, View<'a, Heap>>;
type DynVM<'a> = TensorBase<i64, DynShape, ViewMut<'a, Heap>>;

/// Applies `op` to a view by value (read-only or mutable: the same method names), with
/// negative dims, starts and indexes where the op accepts them, so both spellings are
/// exercised. `None` for the ops that end a chain (they may copy) or need a read-only view.
macro_rules! apply_view_op {
    ($view:expr, $op:expr) => {{
        let view = $view;
        let rank = view.rank() as isize;
        match *$op {
            Op::Transpose(a, b) => Some(view.transpose(a as isize, b as isize - rank)),
            Op::Permute(ref p) => {
                Some(view.permute(&p.iter().map(|&k| k as isize).collect::<Vec<_>>()))
            }
            Op::Narrow(d, start, len) => {
                // A negative start counts from the end (PyTorch's narrow).
                let size = view.shape()[d] as isize;
                let s = if start % 2 == 1 && (start as isize) < size {
                    start as isize - size
                } else {
                    start as isize
                };
                Some(view.narrow(d as isize - rank, s, len))
            }
            Op::Select(d, i) => {
                let size = view.shape()[d] as isize;
                Some(view.select(d as isize, i as isize - size))
            }
            Op::Unsqueeze(d) => Some(view.unsqueeze(d as isize)),
            Op::SqueezeDim(d) => Some(view.squeeze_dim(d as isize - rank)),
            Op::MoveDim(from, to) => Some(view.movedim(from as isize - rank, to as isize)),
            Op::Unflatten(d, ref parts) => {
                // One size given as -1 (inferred) when it is not ambiguous.
                let mut sizes: Vec<isize> = parts.iter().map(|&n| n as isize).collect();
                if !parts.contains(&0) {
                    sizes[0] = -1;
                }
                Some(view.unflatten(d as isize, &sizes))
            }
            _ => None,
        }
    }};
}

fn check_view(
    out: &impl ViewLike,
    next: &Model,
    op: &Op,
    base_len: usize,
) -> Result<(), TestCaseError> {
    prop_assert_eq!(out.shape_(), &next.sizes[..], "{:?}", op);
    prop_assert_eq!(out.stride_(), &next.strides[..], "{:?}", op);
    prop_assert_eq!(out.offset_(), next.offset, "{:?}", op);
    prop_assert_eq!(out.contiguous_(), next.contiguous(), "{:?}", op);
    prop_assert_eq!(out.values_(), next.values.clone(), "{:?}", op);
    let _ = base_len;
    Ok(())
}

/// The accessors both view types share, for one comparison function.
trait ViewLike {
    fn shape_(&self) -> &[usize];
    fn stride_(&self) -> &[isize];
    fn offset_(&self) -> usize;
    fn contiguous_(&self) -> bool;
    fn values_(&self) -> Vec<i64>;
}

impl<M: shaped::tensor::Storage<i64, DynShape>> ViewLike for TensorBase<i64, DynShape, M> {
    fn shape_(&self) -> &[usize] {
        self.shape()
    }
    fn stride_(&self) -> &[isize] {
        self.stride()
    }
    fn offset_(&self) -> usize {
        self.storage_offset()
    }
    fn contiguous_(&self) -> bool {
        self.is_contiguous()
    }
    fn values_(&self) -> Vec<i64> {
        self.to_vec()
    }
}

/// A random op legal on a view of `sizes` over a storage of `storage` elements.
fn op_for(sizes: &[usize], storage: usize, pick: (u8, usize, usize, usize)) -> Option<Op> {
    let rank = sizes.len();
    let (kind, x, y, z) = pick;
    Some(match kind % 12 {
        0 if rank > 0 => Op::Transpose(x % rank, y % rank),
        1 if rank > 0 => {
            let mut p: Vec<usize> = (0..rank).collect();
            p.rotate_left(x % rank);
            if y % 2 == 0 {
                p.reverse();
            }
            Op::Permute(p)
        }
        2 if rank > 0 => {
            let d = x % rank;
            let start = if sizes[d] == 0 { 0 } else { y % (sizes[d] + 1) };
            Op::Narrow(d, start, z % (sizes[d] - start + 1))
        }
        3 if rank > 0 && sizes[x % rank] > 0 => Op::Select(x % rank, y % sizes[x % rank]),
        4 if rank < 5 => Op::Unsqueeze(x % (rank + 1)),
        5 if rank > 0 => Op::SqueezeDim(x % rank),
        6 if rank < 4 && sizes.iter().product::<usize>() <= 64 => Op::Expand(1 + x % 2),
        7 => Op::Flatten,
        8 if rank > 0 => Op::MoveDim(x % rank, y % rank),
        9 if rank > 0 && rank < 5 => {
            let d = x % rank;
            let n = sizes[d];
            // split n as a * (n / a) for a divisor a of n (n == 0: [0, y % 3])
            let parts = if n == 0 {
                vec![0, y % 3]
            } else {
                let divisors: Vec<usize> = (1..=n).filter(|a| n.is_multiple_of(*a)).collect();
                let a = divisors[y % divisors.len()];
                vec![a, n / a]
            };
            Op::Unflatten(d, parts)
        }
        10 if rank > 0 => {
            let (a, b) = (x % rank, y % rank);
            Op::FlattenRange(a.min(b), a.max(b))
        }
        11 => {
            // A random in-bounds layout over the whole storage (arange of `len` elements).
            let len = storage;
            if len == 0 {
                return None;
            }
            let r = 1 + x % 3;
            let s: Vec<usize> = (0..r).map(|k| 1 + (y >> (4 * k)) % 3).collect();
            let t: Vec<isize> = (0..r).map(|k| ((z >> (4 * k)) % 4) as isize).collect();
            let reach: usize = s.iter().zip(&t).map(|(&n, &x)| (n - 1) * x as usize).sum();
            if reach >= len {
                return None;
            }
            Op::AsStrided(s, t, (x >> 8) % (len - reach))
        }
        _ => return None,
    })
}

fn shape() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(prop_oneof![2 => Just(1usize), 3 => 0..=6usize], 0..=5)
        .prop_filter("small", |s| s.iter().product::<usize>() <= 2000)
}

fn picks() -> impl Strategy<Value = Vec<(u8, usize, usize, usize)>> {
    prop::collection::vec(
        (any::<u8>(), any::<usize>(), any::<usize>(), any::<usize>()),
        1..=6,
    )
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 1024, ..ProptestConfig::default() })]

    /// A read-only chain: `let mut v = base.view(); for op in ops { v = v.op(..)?; }`.
    #[test]
    fn view_chains_built_in_a_loop_match_the_model(sizes in shape(), picks in picks()) {
        let base = DynTensor::from_shape_fn(&sizes, |i| i as i64);
        let mut model = Model::arange(&sizes);
        let mut view: DynV<'_> = base.view();
        for pick in picks {
            let Some(op) = op_for(&model.sizes, base.numel(), pick) else { continue };
            let next = model.apply(&op);
            match op {
                Op::Flatten | Op::FlattenRange(..) => {
                    // reshape-like: a view exactly when view_shape works; values in order.
                    let target: Vec<isize> = next.sizes.iter().map(|&n| n as isize).collect();
                    let viewable = view.clone().try_view_shape(&target).is_ok();
                    let r = match op {
                        Op::Flatten => view.ravel(),
                        Op::FlattenRange(a, b) => view.flatten(a as isize, b as isize - model.sizes.len() as isize),
                        _ => unreachable!(),
                    };
                    prop_assert_eq!(r.shape(), &next.sizes[..]);
                    prop_assert_eq!(r.to_vec(), next.values.clone());
                    prop_assert_eq!(r.is_view(), viewable, "{:?}", op);
                    if !r.is_view() {
                        prop_assert_eq!(r.stride(), &next.strides[..], "a copy is row-major");
                        prop_assert!(!r.shares_storage_with(&base));
                    } else {
                        prop_assert!(r.shares_storage_with(&base));
                    }
                    break; // later ops would read a copy, which the model does not track
                }
                Op::Expand(new) => {
                    let mut sizes = vec![new as isize, new as isize];
                    sizes.extend(view.shape().iter().map(|&d| if d == 1 { 2 } else { -1 }));
                    // broadcast_to is expand under NumPy's name, -1 included
                    view = if new == 2 { view.broadcast_to(&sizes) } else { view.expand(&sizes) };
                }
                Op::AsStrided(ref s, ref t, offset) => {
                    view = view.as_strided(s, t, offset);
                }
                _ => view = apply_view_op!(view, &op).unwrap(),
            }
            check_view(&view, &next, &op, base.numel())?;
            prop_assert!(view.shares_storage_with(&base), "a view shares the storage, even empty");
            model = next;
        }
    }

    /// A mutable chain, one expression per op, then a write through the final view: exactly the
    /// elements the model says the view reaches change (an arange's values are its storage
    /// positions, so the model's values name them without strides).
    #[test]
    fn mutable_chains_write_exactly_the_viewed_elements(sizes in shape(), picks in picks()) {
        let mut base = DynTensor::from_shape_fn(&sizes, |i| i as i64);
        let mut model = Model::arange(&sizes);
        let n = base.numel();
        {
            let mut view: DynVM<'_> = base.view_mut();
            for pick in picks {
                let Some(op) = op_for(&model.sizes, n, pick) else { continue };
                if matches!(op, Op::Flatten | Op::FlattenRange(..) | Op::Expand(_) | Op::AsStrided(..)) {
                    continue; // copies or aliasing views: read-only by type
                }
                let next = model.apply(&op);
                view = apply_view_op!(view, &op).unwrap();
                check_view(&view, &next, &op, n)?;
                model = next;
            }
            view.fill_with(|| -1);
        }
        let hit: std::collections::HashSet<i64> = model.values.iter().copied().collect();
        let want: Vec<i64> = (0..n as i64).map(|i| if hit.contains(&i) { -1 } else { i }).collect();
        prop_assert_eq!(base.to_vec(), want);
    }
}

/// Sizes, strides and offsets for `as_strided`, small ones and extreme ones.
fn hostile_usize() -> impl Strategy<Value = usize> {
    prop_oneof![
        4 => 0..6usize,
        1 => prop::sample::select(vec![usize::MAX, isize::MAX as usize, 1 << 62, 1 << 32]),
    ]
}

fn hostile_isize() -> impl Strategy<Value = isize> {
    prop_oneof![
        4 => -1..5isize,
        1 => prop::sample::select(vec![isize::MAX, isize::MIN, 1 << 62, -(1 << 62), 1 << 32]),
    ]
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 2048, ..ProptestConfig::default() })]

    /// `as_strided` with any arguments: an error exactly when PyTorch's rule (no negative
    /// stride, every reachable position inside the storage) fails, computed here exactly in
    /// `i128`; otherwise every element reads `storage[offset + sum(index * stride)]`, and
    /// nothing ever panics.
    #[test]
    fn as_strided_is_checked_against_the_storage(
        len in 0..12usize,
        layout in prop::collection::vec((hostile_usize(), hostile_isize()), 0..4),
        offset in hostile_usize(),
    ) {
        let base = DynTensor::from_shape_fn(&[len], |i| i as i64);
        let (sizes, strides): (Vec<usize>, Vec<isize>) = layout.into_iter().unzip();
        let got = base.try_as_strided(&sizes, &strides, offset);
        let negative = strides.iter().any(|&s| s < 0);
        let empty = sizes.contains(&0);
        let last = sizes
            .iter()
            .zip(&strides)
            .fold(offset as i128, |p, (&n, &s)| {
                p.saturating_add((n as i128 - 1).max(0).saturating_mul(s as i128))
            });
        let fits = empty || last < len as i128;
        let numel = sizes.iter().try_fold(1u128, |p, &n| p.checked_mul(n as u128));
        // a shape whose non-zero sizes multiply past isize::MAX cannot exist
        let exists = sizes
            .iter()
            .filter(|&&n| n != 0)
            .try_fold(1u128, |p, &n| Some(p * n as u128).filter(|&p| p <= isize::MAX as u128))
            .is_some();
        // an offset PyTorch's int64 cannot hold is refused, even for an empty view
        let offset_fits = offset <= isize::MAX as usize;
        prop_assert_eq!(
            got.is_ok(),
            !negative && offset_fits && exists && fits,
            "{:?} {:?} {}",
            sizes,
            strides,
            offset
        );
        if let Ok(v) = got {
            prop_assert_eq!(v.shape(), &sizes[..]);
            if let Some(numel) = numel.filter(|&n| n <= 4096) {
                let want: Vec<i64> = (0..numel as usize)
                    .map(|f| {
                        let ix = reference::unravel(f, &sizes);
                        ix.iter().zip(&strides).fold(offset as i128, |p, (&i, &s)| p + i as i128 * s as i128) as i64
                    })
                    .collect();
                prop_assert_eq!(v.to_vec(), want);
            }
        }
    }
}
