//! no-panic check: in-place operators between heap tensors whose rows are a symbolic size
//! (`[batch, 3]`): `x += &y` of the same shape, then sources that broadcast into it: a row
//! `[3]`, a `[1, 3]` and a column `[batch, 1]`. With `Dyn` rows the operators compare the sizes
//! and can panic; with a brand there is nothing to compare.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

shaped::brand!(
    struct batch;
);

type Rows = HeapTensor<f32, (Sym<batch>, Const<3>)>;
type Row = HeapTensor<f32, (Const<3>,)>;
type Offset = HeapTensor<f32, (Const<1>, Const<3>)>;
type Column = HeapTensor<f32, (Sym<batch>, Const<1>)>;

#[no_panic]
#[inline(never)]
fn sym_rows(x: &mut Rows, y: &Rows, scale: &Row, offset: &Offset, weight: &Column) {
    *x += y;
    *x *= scale;
    *x += offset;
    *x *= weight;
}

fn main() {
    let n = SymSize::<batch>::bind(black_box(5)).unwrap();
    let mut x = Rows::from_fn_sym((n, Const::new()), |i| i as f32);
    let y = Rows::full_sym((n, Const::new()), 1.0);
    let scale = Row::from_fn(|i| i as f32);
    let offset = Offset::from_fn(|i| -(i as f32));
    let weight = Column::from_fn_sym((n, Const::new()), |i| i as f32 * 0.5);
    sym_rows(
        black_box(&mut x),
        black_box(&y),
        black_box(&scale),
        black_box(&offset),
        black_box(&weight),
    );
    black_box(&x);
}
