// In place, the other operand must broadcast to the destination's shape: [3] into [1, 3]
// fits, [2, 3] into [1, 3] would change the destination's first dim.
use shaped::prelude::*;

fn main() {
    let mut x = Tensor::<f64, shape![1, 3]>::ones();
    let y = Tensor::<f64, shape![2, 3]>::ones();
    x.hypot_inplace(&y);
}
