use shaped::prelude::*;

// `Const<1>` claims the class of sizes 2 and above; write `shape![4, 1]` (`Const<1, One>`).
fn main() {
    let t = Tensor::<f32, (Const<4>, Const<1>)>::from_array([[0.0], [1.0], [2.0], [3.0]]);
    let _v = t.reshape::<shape![4]>();
}
