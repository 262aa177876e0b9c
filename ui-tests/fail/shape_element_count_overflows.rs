// A static shape whose element count cannot exist (the non-zero sizes multiply past
// `isize::MAX`, even beside a 0) is refused where `shape!` writes it, in `cargo check`.
use shaped::prelude::*;

fn main() {
    let _t = Tensor::<u8, shape![0, 4294967296, 4294967296]>::zeros();
}
