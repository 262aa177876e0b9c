use shaped::prelude::*;

fn main() {
    let t = Tensor::<i32, shape![0, 4]>::zeros();
    let _i = t.argmax::<0>();
}
