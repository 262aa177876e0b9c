//! Random chains of view operations on `arange` tensors (ranks 0 to 5, sizes 0 to 6) against a
//! reference model written independently here: values follow each operation's meaning (gathers
//! on a row-major copy, no strides involved), strides follow PyTorch's rules for each op.

use proptest::prelude::*;
use shaped::prelude::*;
use shaped::tensor::View;

#[derive(Clone, Debug)]
enum Op {
    Transpose(usize, usize),
    Permute(Vec<usize>),
    Narrow(usize, usize, usize),
    Select(usize, usize),
    Unsqueeze(usize),
    SqueezeDim(usize),
    Expand(usize),
    Flatten,
}

/// The reference: sizes, PyTorch's strides and offset, and the values in row-major order.
#[derive(Clone, Debug)]
struct Model {
    sizes: Vec<usize>,
    strides: Vec<isize>,
    offset: usize,
    values: Vec<i64>,
}

fn unravel(mut flat: usize, sizes: &[usize]) -> Vec<usize> {
    let mut ix = vec![0; sizes.len()];
    for k in (0..sizes.len()).rev() {
        ix[k] = flat % sizes[k];
        flat /= sizes[k];
    }
    ix
}

fn ravel(ix: &[usize], sizes: &[usize]) -> usize {
    ix.iter().zip(sizes).fold(0, |p, (&i, &d)| p * d + i)
}

fn row_major(sizes: &[usize]) -> Vec<isize> {
    let mut s = vec![1isize; sizes.len()];
    for k in (0..sizes.len().saturating_sub(1)).rev() {
        s[k] = s[k + 1] * sizes[k + 1].max(1) as isize;
    }
    s
}

impl Model {
    fn arange(sizes: &[usize]) -> Model {
        let n: usize = sizes.iter().product();
        Model {
            sizes: sizes.to_vec(),
            strides: row_major(sizes),
            offset: 0,
            values: (0..n as i64).collect(),
        }
    }

    /// A new model whose element at index `ix` (of `sizes`) is the old element at `from(ix)`.
    fn gather(
        &self,
        sizes: Vec<usize>,
        strides: Vec<isize>,
        offset: usize,
        from: impl Fn(&[usize]) -> Vec<usize>,
    ) -> Model {
        let n: usize = sizes.iter().product();
        let values = (0..n)
            .map(|f| self.values[ravel(&from(&unravel(f, &sizes)), &self.sizes)])
            .collect();
        Model {
            sizes,
            strides,
            offset,
            values,
        }
    }

    fn apply(&self, op: &Op) -> Model {
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
                let offset = (self.offset as isize + start as isize * st[d]) as usize;
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
                self.gather(
                    s,
                    t,
                    (self.offset as isize + i as isize * step) as usize,
                    |ix| {
                        let mut o = ix.to_vec();
                        o.insert(d, i);
                        o
                    },
                )
            }
            Op::Unsqueeze(d) => {
                let (mut s, mut t) = (sz.clone(), st.clone());
                let stride = if d < sz.len() {
                    sz[d] as isize * st[d]
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
            Op::Flatten => {
                let n = self.values.len();
                Model {
                    sizes: vec![n],
                    strides: vec![1],
                    offset: 0,
                    values: self.values.clone(),
                }
            }
        }
    }

    fn contiguous(&self) -> bool {
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

type DynV<'a> = TensorBase<i64, DynShape, View<'a, shaped::tensor::Heap>>;

/// Applies the ops one by one, each to the view the previous one produced (recursion keeps
/// every intermediate view alive), comparing with the model after each step.
fn check_chain(
    view: &DynV<'_>,
    base: &DynTensor<i64>,
    model: &Model,
    ops: &[Op],
) -> Result<(), TestCaseError> {
    let Some((op, rest)) = ops.split_first() else {
        return Ok(());
    };
    let next = model.apply(op);
    if let Op::Flatten = op {
        // view_shape succeeds on every contiguous layout; reshape always gives the values
        if next.values.len() > 1 && model.contiguous() {
            prop_assert!(
                view.view_shape(&[-1]).is_ok(),
                "view_shape on a contiguous layout"
            );
        }
        let r = view.reshape(&[-1]).unwrap();
        prop_assert_eq!(r.is_view(), view.view_shape(&[-1]).is_ok());
        let rv = r.view();
        prop_assert_eq!(rv.shape(), &next.sizes[..]);
        prop_assert_eq!(rv.to_vec(), next.values.clone());
        return Ok(()); // later ops would read the copy, which the model does not track
    }
    let out = match *op {
        Op::Transpose(a, b) => view
            .transpose(a as isize, b as isize - view.rank() as isize)
            .unwrap(),
        Op::Permute(ref p) => view
            .permute(&p.iter().map(|&k| k as isize).collect::<Vec<_>>())
            .unwrap(),
        Op::Narrow(d, start, len) => view.narrow(d as isize, start, len).unwrap(),
        Op::Select(d, i) => view
            .select(d as isize, i as isize - view.shape()[d] as isize)
            .unwrap(),
        Op::Unsqueeze(d) => view.unsqueeze(d as isize).unwrap(),
        Op::SqueezeDim(d) => view.squeeze_dim(d as isize - view.rank() as isize).unwrap(),
        Op::Expand(new) => {
            let mut sizes = vec![new as isize, new as isize];
            sizes.extend(view.shape().iter().map(|&d| if d == 1 { 2 } else { -1 }));
            view.expand(&sizes).unwrap()
        }
        Op::Flatten => unreachable!("handled above"),
    };
    prop_assert_eq!(out.shape(), &next.sizes[..], "{:?}", op);
    prop_assert_eq!(out.stride(), &next.strides[..], "{:?}", op);
    prop_assert_eq!(out.storage_offset(), next.offset, "{:?}", op);
    prop_assert_eq!(out.is_contiguous(), next.contiguous(), "{:?}", op);
    prop_assert_eq!(out.to_vec(), next.values.clone(), "{:?}", op);
    prop_assert!(out.shares_storage_with(base) || base.numel() == 0);
    check_chain(&out, base, &next, rest)
}

fn op_for(sizes: &[usize], pick: (u8, usize, usize, usize)) -> Option<Op> {
    let rank = sizes.len();
    let (kind, x, y, z) = pick;
    Some(match kind % 8 {
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
        _ => return None,
    })
}

fn shape() -> impl Strategy<Value = Vec<usize>> {
    prop::collection::vec(prop_oneof![2 => Just(1usize), 3 => 0..=6usize], 0..=5)
        .prop_filter("small", |s| s.iter().product::<usize>() <= 2000)
}

proptest! {
    #![proptest_config(ProptestConfig { cases: 256, ..ProptestConfig::default() })]

    #[test]
    fn view_chains_match_the_model(
        sizes in shape(),
        picks in prop::collection::vec((any::<u8>(), any::<usize>(), any::<usize>(), any::<usize>()), 1..=4),
    ) {
        let base = DynTensor::from_shape_fn(&sizes, |i| i as i64);
        let mut model = Model::arange(&sizes);
        let mut ops = Vec::new();
        for pick in picks {
            if let Some(op) = op_for(&model.sizes, pick) {
                model = model.apply(&op);
                ops.push(op);
            }
        }
        check_chain(&base.view(), &base, &Model::arange(&sizes), &ops)?;
    }
}
