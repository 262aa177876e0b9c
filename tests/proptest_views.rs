//! Random chains of view operations on `arange` tensors (ranks 0 to 5, sizes 0 to 6) against a
//! reference model written independently in `tests/reference`: values follow each operation's meaning (gathers
//! on a row-major copy, no strides involved), strides follow PyTorch's rules for each op.

use proptest::prelude::*;
use shaped::prelude::*;
use shaped::tensor::View;

mod reference;
use reference::{Model, Op};

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
        Op::ExpandTo(ref sizes) => view
            .expand(&sizes.iter().map(|&d| d as isize).collect::<Vec<_>>())
            .unwrap(),
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
