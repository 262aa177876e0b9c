use shaped::prelude::*;

fn main() {
    let _l = Tensor::<i32, shape![5]>::linspace(0, 4);
}
