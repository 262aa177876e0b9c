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
    let a = Tensor::<Big, shape![2]>::from_array([Big(vec![1]), Big(vec![2])]);
    let _sum = &a + &a;
}
