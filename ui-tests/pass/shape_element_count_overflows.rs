// The twin of the failing case: sizes whose non-zero product fits `isize` compile, with a 0
// beside them (no element) or a `Dyn`.
use shaped::prelude::*;

fn main() {
    let t = HeapTensor::<u8, shape![0, 4294967296, 1073741824]>::zeros();
    assert_eq!(t.numel(), 0);
    let d = HeapTensor::<u8, shape![Dyn, 3037000499]>::try_from_shape_fn(&[0, 3037000499], |_| 0)
        .unwrap();
    assert_eq!(d.numel(), 0);
}
