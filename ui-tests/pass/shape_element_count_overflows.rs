// The twin of the failing case: sizes whose non-zero product fits `isize` compile, beside a 0
// (no element) or a `Dyn`, and so do shapes of more than 6 sizes.
use shaped::prelude::*;

fn main() {
    let t = HeapTensor::<u8, shape![0, 4294967296, 1073741824]>::zeros();
    assert_eq!(t.numel(), 0);
    let d = HeapTensor::<u8, shape![Dyn, 3037000499]>::try_from_shape_fn(&[0, 3037000499], |_| 0)
        .unwrap();
    assert_eq!(d.numel(), 0);
    let r8 = Tensor::<u8, shape![1, 2, 1, 2, 1, 2, 1, 2]>::zeros();
    assert_eq!(r8.numel(), 16);
}
