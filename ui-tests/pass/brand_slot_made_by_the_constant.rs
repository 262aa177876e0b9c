use shaped::shape::{Brand, BrandSlot, SymSize};

// A brand written by hand: its slot names a `static`, one place for the whole program, so a
// second bind with another size fails.
#[allow(non_camel_case_types)]
enum rows {}
static ROWS: BrandSlot = BrandSlot::new();
impl Brand for rows {
    const NAME: &'static str = "rows";
    const SLOT: &'static BrandSlot = &ROWS;
}

fn main() {
    assert_eq!(SymSize::<rows>::bind(2).unwrap().get(), 2);
    assert!(SymSize::<rows>::bind(3).is_err());
}
