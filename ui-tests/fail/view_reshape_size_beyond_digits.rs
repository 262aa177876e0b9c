use shaped::{prelude::*, shape::StaticShape};

// `shape!` carries a size outside the table of static sizes in four base-1024 digits, so
// below 2^40; 2^40 + 1 (outside the table) has no number for the element-count check.
fn main() {
    fn same_count<A: ReshapeTo<B>, B: StaticShape>() {}
    same_count::<shape![1099511627777], shape![1099511627777]>();
}
