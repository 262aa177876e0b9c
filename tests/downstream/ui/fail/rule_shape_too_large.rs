use shaped::prelude::*;

fn main() {
    let _ = Tensor::<u8, shape![0, 4294967296, 4294967296]>::zeros();
}
