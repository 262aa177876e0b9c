use shaped::prelude::*;
use shaped::shape::StaticShape;

// The largest sizes the element-count check takes outside the table: below 2^40 (four
// base-1024 digits); and every size of the table, such as 2^40 itself.
fn main() {
    fn same_count<A: ReshapeTo<B>, B: StaticShape>() {}
    same_count::<shape![1099511627774], shape![1099511627774]>();
    same_count::<shape![1099511627776], shape![1024, 1073741824]>();
}
