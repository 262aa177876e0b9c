use shaped::prelude::*;

/// A `Clone` element with arithmetic that is not `Copy`.
#[derive(Clone, Debug, PartialEq)]
struct Big(Vec<u32>);

impl core::ops::Add for Big {
    type Output = Big;
    fn add(self, other: Big) -> Big {
        Big(self.0.into_iter().zip(other.0).map(|(a, b)| a + b).collect())
    }
}

fn main() {
    // The same sum with `zip_map` (any element type) inline, and with the operator on the heap.
    let a = Tensor::<Big, shape![2]>::from_array([Big(vec![1]), Big(vec![2])]);
    let sum = a.zip_map(&a, |x, y| x.clone() + y.clone());
    assert_eq!(sum.to_vec(), vec![Big(vec![2]), Big(vec![4])]);
    let h = HeapTensor::<Big, shape![2]>::from_vec(vec![Big(vec![1]), Big(vec![2])], &[2]).unwrap();
    assert_eq!((&h + &h).to_vec(), vec![Big(vec![2]), Big(vec![4])]);
}
