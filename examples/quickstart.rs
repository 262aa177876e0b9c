//! The README's tour: static broadcasting, the compile error you get for an illegal one, a
//! dynamic tensor, an in-place op, indexing and iteration. Run with `cargo run --example
//! quickstart` (the example lives in its own workspace member, `examples/`, so this builds only
//! `shaped` and the tour).

use shaped::broadcast_shapes;
use shaped::prelude::*;

fn main() {
    // 1. Static shapes broadcast like NumPy; the result type is computed by the compiler.
    let a = Tensor::<i32, shape![2, 3]>::from([[1, 2, 3], [4, 5, 6]]);
    let b = Tensor::<i32, shape![3]>::from([10, 20, 30]);
    let c: Tensor<i32, shape![2, 3]> = a + b; // inline tensors are `Copy`: no references needed
    println!("[2, 3] + [3] ->\n{c}\n");

    // An outer sum: [4, 1] + [3] -> [4, 3].
    let col = Tensor::<i32, shape![4, 1]>::from_array([[0], [100], [200], [300]]);
    let row = Tensor::<i32, shape![3]>::from([1, 2, 3]);
    let outer: Tensor<i32, shape![4, 3]> = col + row;
    println!("[4, 1] + [3] ->\n{outer}\n");

    // 2. An illegal static broadcast does not compile:
    //      let bad = Tensor::<i32, shape![4, 3]>::zeros() + Tensor::<i32, shape![4]>::zeros();
    //    error[E0277]: cannot broadcast shape `Dims<4, 3>` with shape `Dims<4>`
    //      the sizes at dimension 1 of the result differ and neither is 1

    // 3. Shapes known only at run time: checked when the operation runs, PyTorch's messages.
    let d = DynTensor::from_vec(vec![1, 2, 3, 4, 5, 6], &[2, 3]).expect("6 elements fit [2, 3]");
    let mixed = a * &d; // static and dynamic mix; the result is dynamic
    println!("static * dyn ->\n{mixed}\n");
    match d.try_add(&DynTensor::<i32>::zeros(&[2])) {
        Ok(_) => unreachable!("[2, 3] and [2] do not broadcast"),
        Err(e) => println!("[2, 3] + [2] -> error: {e}\n"),
    }

    // 4. In place: the right side may broadcast, the left side keeps its shape.
    let mut acc = Tensor::<i32, shape![2, 3]>::zeros();
    acc += &b;
    acc *= 2;
    println!("acc += [3]; acc *= 2 ->\n{acc}\n");
    let mut dyn_acc = DynTensor::<i32>::zeros(&[1, 3, 1]);
    if let Err(e) = dyn_acc.try_add_assign(&DynTensor::<i32>::zeros(&[3, 1, 7])) {
        println!("[1, 3, 1] += [3, 1, 7] -> error: {e}\n");
    }

    // 5. Everyday use: indexing, row-major iteration (whatever the strides), printing options.
    acc[[1, 2]] = -1;
    let total: i32 = acc.iter().sum();
    println!("acc[[1, 2]] = -1; sum = {total}");
    let f = DynTensor::from_shape_fn(&[2, 2], |i| i as f64 / 3.0);
    println!(
        "floats ->\n{f}\nwith {{:.2}} ->\n{f:.2}\ntransposed view ->\n{:.2}",
        f.t()
    );
    println!("{:?}\n", f.t());

    // 6. The run-time broadcasting rule on its own.
    let shape = broadcast_shapes(&[&[5, 1], &[1, 6], &[6], &[]]).expect("they broadcast");
    println!("broadcast_shapes([5, 1], [1, 6], [6], []) -> {shape:?}");
}
