use shaped::prelude::*;

// A length of the table of static sizes (here 1024) narrows an axis of any size; for 1100,
// narrow the run-time view.
fn main() {
    let t = HeapTensor::<f32, shape![2, 1500]>::zeros();
    let v = t.narrow::<1, 1024>(0).unwrap();
    assert_eq!(v.shape(), &[2, 1024]);
    let d = t.as_dyn().narrow(1, 0, 1100);
    assert_eq!(d.shape(), &[2, 1100]);
}
