//! no-panic check: a service loop over batches of varying size, each bound in its own scope
//! (`shaped::with_size`), and a layer applied to each batch in place: `[batch, 4]` scaled by a
//! row of weights `[4]`, shifted by `[1, 4]`, and gated per sample by a column `[batch, 1]`.
//! Within a scope every operand's rows are the scope's size, so the layer has no shape to
//! compare and no error path. Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;
use shaped::shape::{Scoped, Sym};

type Batch<'id> = HeapTensor<f32, (Sym<Scoped<'id>>, Const<4>)>;
type Gate<'id> = HeapTensor<f32, (Sym<Scoped<'id>>, Const<1>)>;
type Weights = HeapTensor<f32, (Const<4>,)>;
type Shift = HeapTensor<f32, (Const<1>, Const<4>)>;

#[no_panic]
#[inline(never)]
fn layer<'id>(x: &mut Batch<'id>, weights: &Weights, shift: &Shift, gate: &Gate<'id>) {
    *x *= weights;
    *x += shift;
    *x *= gate;
}

fn main() {
    let weights = Weights::from_fn(|i| 1.0 + i as f32);
    let shift = Shift::from_fn(|i| -(i as f32));
    let mut total = 0.0;
    for n in black_box([3usize, 5, 2]) {
        total += shaped::with_size(n, |b| {
            let mut x = Batch::from_fn_sym((b, Const::new()), |i| i as f32);
            let gate = Gate::from_fn_sym((b, Const::new()), |i| (i % 2) as f32);
            layer(
                black_box(&mut x),
                black_box(&weights),
                black_box(&shift),
                black_box(&gate),
            );
            x.sum_all()
        });
    }
    black_box(total);
}
