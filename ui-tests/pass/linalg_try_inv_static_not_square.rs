use shaped::prelude::*;

fn main() {
    // A `Dyn` size is checked at run time.
    let a = HeapTensor::<f64, shape![2, Dyn]>::try_from_shape_fn(&[2, 3], |_| 0.0).unwrap();
    let err = a.try_inv().unwrap_err();
    assert_eq!(
        err.to_string(),
        "linalg.inv: A must be batches of square matrices, but they are 2 by 3 matrices"
    );
}
