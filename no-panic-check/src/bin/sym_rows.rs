//! no-panic check: in-place operators between heap tensors whose rows are a symbolic size
//! (`[batch, 3]`): `x += &y` and `x *= &scale` with `scale: [3]`. With `Dyn` rows the
//! operators compare the sizes and can panic; with a brand there is nothing to compare.
//! Builds (in release) only if the function has no panic path.

use std::hint::black_box;

use no_panic::no_panic;
use shaped::prelude::*;

shaped::brand!(
    struct batch;
);

type Rows = HeapTensor<f32, (Sym<batch>, Const<3>)>;

#[no_panic]
#[inline(never)]
fn sym_rows(x: &mut Rows, y: &Rows, scale: &Rows) {
    *x += y;
    *x *= scale;
}

fn main() {
    let n = SymSize::<batch>::bind(black_box(5)).unwrap();
    let mut x = Rows::from_fn_sym((n, Const::new()), |i| i as f32);
    let y = Rows::full_sym((n, Const::new()), 1.0);
    let scale = Rows::full_sym((n, Const::new()), 2.0);
    sym_rows(black_box(&mut x), black_box(&y), black_box(&scale));
    black_box(&x);
}
